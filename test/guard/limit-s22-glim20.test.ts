// Table-driven tests of the s22 unit-aware quantity readers (call-measures.ts, call-quantity.ts):
// a size written with its unit (--memory 48G, {disk: "2TiB"}), a BOLT11 invoice's amount in sats
// and an amount in millisats, a set<thing> subcommand's number, the weekdays of a date range, the
// days a SQL BETWEEN spans, seconds as a rule unit and a bare timeout or ttl read as seconds, and a
// flag that says how old a thing may get (--delete-older-than 10d). Values exactly at a limit pass.
// Own wording and tools; whole scenarios in scenarios/s22-glim20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { invoiceSats, sizeInKb, workdays } from "../../src/guard/read-call/call-measures.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};
const sh = (code: string) => ({ command: code });

test("invoiceSats: the BOLT11 amount multipliers, an open invoice, no invoice", () => {
  assert.equal(invoiceSats("lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqf"), 250_000);
  assert.equal(invoiceSats("lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqf"), 2_000_000);
  assert.equal(invoiceSats("lntb150n1pvjluezpp5qqqsyqcyq5rqwzqf"), 15);
  assert.equal(invoiceSats("lnbc12340p1pvjluezpp5qqqsyqcyq5rqwzqf"), 1.234);
  assert.equal(invoiceSats("LNBC3U1PVJLUEZPP5QQQSYQCYQ5RQWZQF"), 300);
  assert.equal(invoiceSats("lnbc1pvjluezpp5qqqsyqcyq5rqwzqf"), null);
  assert.equal(invoiceSats("lnurl1dp68gurn8ghj7um9"), undefined);
  assert.equal(invoiceSats("lnbc"), undefined);
  assert.equal(invoiceSats("hello world"), undefined);
});

test("sizeInKb and workdays", () => {
  assert.equal(sizeInKb("48G"), 48 * 1024 * 1024);
  assert.equal(sizeInKb("512MiB"), 512 * 1024);
  assert.equal(sizeInKb("2 TB"), 2 * 1024 ** 3);
  assert.equal(sizeInKb("eight"), undefined);
  assert.equal(sizeInKb("12"), undefined);
  // Mon 2026-03-02 … Fri 2026-03-13: two working weeks
  assert.equal(workdays("2026-03-02", "2026-03-13"), 10);
  // Sat … Sun: none
  assert.equal(workdays("2026-03-07", "2026-03-08"), 0);
  assert.equal(workdays("2026-03-13", "2026-03-02"), undefined);
});

test("a satoshi limit reads the invoice a payment tool is given", () => {
  run([
    ["no single payment over 15k sats", "wallet_pay_bolt11", { bolt11: "lnbc200u1pwq7yhqpp5abcdefg" }, "deny"],
    ["no single payment over 15k sats", "wallet_pay_bolt11", { bolt11: "lnbc150u1pwq7yhqpp5abcdefg" }, "allow"],
    ["check with me before paying anything above 5000 sat", "lnd_pay", { payment_request: "lnbc60u1pwq7yhqpp5abcdefg" }, "require_approval"],
    ["check with me before paying anything above 5000 sat", "lnd_pay", { payment_request: "lnbc50u1pwq7yhqpp5abcdefg" }, "allow"],
    // an open invoice with its amount in millisats
    ["check with me before paying anything above 5000 sat", "lnd_pay", { payment_request: "lnbc1pwq7yhqpp5abcdefg", amount_msat: 7_000_000 }, "require_approval"],
    ["check with me before paying anything above 5000 sat", "lnd_pay", { payment_request: "lnbc1pwq7yhqpp5abcdefg", amount_msat: 4_000_000 }, "allow"],
  ]);
});

test("a duration limit in seconds reads a bare timeout or ttl as seconds", () => {
  run([
    ["keep http timeouts to 120 seconds max", "http_probe", { url: "https://status.example.org", timeout: 240 }, "deny"],
    ["keep http timeouts to 120 seconds max", "http_probe", { url: "https://status.example.org", timeout: 120 }, "allow"],
    ["no cache ttl above 1h", "cache_put", { key: "feed:home", value: "x", ttl: 7200 }, "deny"],
    ["no cache ttl above 1h", "cache_put", { key: "feed:home", value: "x", ttl: 3600 }, "allow"],
    // a key that names its own unit is read by it
    ["keep http timeouts to 120 seconds max", "http_probe", { url: "https://status.example.org", timeoutMs: 90_000 }, "allow"],
  ]);
});

test("a lower bound on how long things are kept reads a flag saying how old they may get", () => {
  run([
    ["prune jobs keep at least 21 days of snapshots", "run_shell", sh("snapper-prune --delete-older-than 10d /data"), "deny"],
    ["prune jobs keep at least 21 days of snapshots", "run_shell", sh("snapper-prune --delete-older-than 21d /data"), "allow"],
    ["prune jobs keep at least 21 days of snapshots", "run_shell", sh("snapper-prune --delete-older-than 6W /data"), "allow"],
  ]);
});

test("a size limit reads a size written with its unit; a set verb names what its number counts", () => {
  run([
    ["no container with more than 8GB memory", "run_shell", sh("docker run -d --memory 12g nginx:1.27"), "deny"],
    ["no container with more than 8GB memory", "run_shell", sh("docker run -d --memory 8192m nginx:1.27"), "allow"],
    ["no more than 6 vcpus for any domain on hv2", "run_shell", sh("virsh -c qemu+ssh://hv2/system setvcpus build-7 10 --live"), "deny"],
    ["no more than 6 vcpus for any domain on hv2", "run_shell", sh("virsh -c qemu+ssh://hv2/system setvcpus build-7 6 --live"), "allow"],
  ]);
});

test("a working-day limit counts the weekdays of a range; a SQL BETWEEN spans its days", () => {
  run([
    ["leave longer than 8 business days needs my sign-off", "submit_leave", { start: "2026-04-06", end: "2026-04-17" }, "require_approval"],
    // 12 calendar days but 8 weekdays: at the limit
    ["leave longer than 8 business days needs my sign-off", "submit_leave", { start: "2026-04-06", end: "2026-04-15" }, "allow"],
    ["time off over 8 working days needs my sign-off", "book_time_off", { from_date: "2026-04-06", to_date: "2026-04-17" }, "require_approval"],
    ["never delete more than 3 days of metrics at once", "sql_exec", { query: "DELETE FROM metrics.samples WHERE day BETWEEN '2026-02-01' AND '2026-02-09'" }, "deny"],
    ["never delete more than 3 days of metrics at once", "sql_exec", { query: "DELETE FROM metrics.samples WHERE day BETWEEN '2026-02-01' AND '2026-02-03'" }, "allow"],
  ]);
});
