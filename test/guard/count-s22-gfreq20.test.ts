// Table-driven tests of a frequency or running-total limit read against a counter the caller keeps
// in context.flags (match-flag-counter.ts): the key says the rule's period (or, with no period, that it
// is a count so far) and names nothing but the rule's thing or act and counting words. Exactly at the
// limit passes. Own wording and tools; whole scenarios in scenarios/s22-gfreq20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { counterFlag, rulePeriod } from "../../src/guard/match/match-flag-counter.ts";
import { invoiceSats } from "../../src/guard/read-call/call-measures.ts";

type Row = [string, string, Record<string, unknown>, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, flags, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { flags } }).decision, want, `${text} ~ ${tool} ${JSON.stringify(flags)}`);
};

test("the period a rule counts over", () => {
  const table: [string[], string | undefined][] = [
    [["payouts", "capped", "at", "40", "per", "day"], "day"],
    [["overall", "zap", "budget", "this", "week", "5k", "sat"], "week"],
    [["hourly", "cap", "of", "9", "pings"], "hour"],
    [["reboot", "the", "router", "at", "most", "twice"], undefined],
  ];
  for (const [words, want] of table) assert.equal(rulePeriod(words), want, words.join(" "));
});

test("which counter flag a limit reads", () => {
  const table: [Record<string, unknown>, "hour" | "day" | "week" | "month" | undefined, string[], string | undefined][] = [
    [{ faxes_sent_today: 12 }, "day", ["fax"], "faxes_sent_today"],
    [{ alerts_last_hour: 4 }, "hour", ["alert"], "alerts_last_hour"],
    [{ sent_past_hour: 4 }, "hour", ["alert"], "sent_past_hour"],
    [{ reboots_so_far: 1 }, undefined, ["reboot", "router"], "reboots_so_far"],
    // another period, another thing, an id in the key, a plain value without a count mark
    [{ faxes_sent_this_week: 30 }, "day", ["fax"], undefined],
    [{ refunds_today: 8 }, "day", ["fax"], undefined],
    [{ faxes_today_acct_991: 8 }, "day", ["fax"], undefined],
    [{ router_port: 8080 }, undefined, ["reboot", "router"], undefined],
    [{ faxes_sent_today: -2 }, "day", ["fax"], undefined],
  ];
  for (const [flags, period, vocab, want] of table) assert.equal(counterFlag(flags, period, vocab, rules.flagNumbers)?.key, want, JSON.stringify([flags, period]));
});

test("a counter plus this call against the limit; exactly at the limit passes", () => {
  run([
    ["reboot the edge router at most twice", "run_command", { command: "ssh edge-1 sudo reboot" }, { reboots_so_far: 2 }, "deny"],
    ["reboot the edge router at most twice", "run_command", { command: "ssh edge-1 sudo reboot" }, { reboots_so_far: 1 }, "allow"],
    ["reboot the edge router at most twice", "run_command", { command: "ssh edge-1 sudo reboot" }, {}, "allow"],
    // a counter of another act is not read
    ["reboot the edge router at most twice", "run_command", { command: "ssh edge-1 sudo reboot" }, { firmware_updates_so_far: 5 }, "allow"],
  ]);
});

test("a money total in sats over the period", () => {
  const rule = "lightning spending this week max 50k sats";
  run([
    [rule, "pay_invoice", { invoice: "lnbc100u1pexamplelongdataqq" }, { week_spent_sats: 45000 }, "deny"],
    [rule, "pay_invoice", { invoice: "lnbc100u1pexamplelongdataqq" }, { week_spent_sats: 40000 }, "allow"], // exactly 50k
    [rule, "pay_invoice", { invoice: "lnbc100u1pexamplelongdataqq" }, { month_spent_sats: 90000 }, "allow"], // another period
  ]);
});

test("an invoice whose data ends in a 1 still reads its amount", () => {
  assert.equal(invoiceSats("lnbc250u1pqrstuvwxyz1"), 25000);
  assert.equal(invoiceSats("lnbc1pqrstuvwxyz"), null);
  assert.equal(invoiceSats("hello1world"), undefined);
});
