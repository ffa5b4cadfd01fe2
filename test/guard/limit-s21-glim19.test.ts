// Table-driven tests of the s21 count-limit readers (match-limit-stated.ts): a list argument the rule
// writes by its own name is counted by its length; a call doing the rule's act on one list of
// identifiers counts each identifier; a quantity the caller states in context.flags, with a key made
// of the rule's words, is the call's quantity (a running count gets this call added). Own wording
// and tools; whole scenarios in scenarios/s21-glim19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { statedQuantity } from "../../src/guard/match/match-limit-stated.ts";
import { singular } from "../../src/guard/split-words.ts";
import type { Clause } from "../../src/guard/compile/compiled-entry.ts";

type Limit = Extract<Clause, { type: "limit" }>;

type Row = [string, string, Record<string, unknown>, string, Record<string, unknown>?];
const run = (table: Row[]) => {
  for (const [text, tool, args, want, flags] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags ?? {})}`);
};
const ids = (n: number, p = "x") => Array.from({ length: n }, (_, i) => `${p}${i}`);

test("a list argument the rule names by its own name is counted by its length", () => {
  run([
    ["never put more than 25 people into recipient_ids, split the send", "dispatch_digest", { recipient_ids: ids(40), body: "hi" }, "deny"],
    ["ask me before any call with more than 8 entries in blockedHosts", "update_firewall_policy", { blockedHosts: ids(12, "h"), mode: "strict" }, "require_approval"],
    // exactly at the limit, and under it: allowed
    ["never put more than 25 people into recipient_ids, split the send", "dispatch_digest", { recipient_ids: ids(25), body: "hi" }, "allow"],
    ["ask me before any call with more than 8 entries in blockedHosts", "update_firewall_policy", { blockedHosts: ids(3, "h"), mode: "strict" }, "allow"],
    // another list of the call, not the one the rule names
    ["never put more than 25 people into recipient_ids, split the send", "dispatch_digest", { cc_ids: ids(40), recipient_ids: ids(2) }, "allow"],
  ]);
});

test("a call doing the rule's act on one list of identifiers counts each one", () => {
  run([
    ["purging more than 15 files at once? check with me", "purge_storage_objects", { object_keys: ids(22, "k") }, "require_approval"],
    ["don't archive over 30 tickets in a single request", "archive_tickets", { ticket_ids: ids(31, "t") }, "deny"],
    // at the limit: allowed
    ["purging more than 15 files at once? check with me", "purge_storage_objects", { object_keys: ids(15, "k") }, "allow"],
    ["don't archive over 30 tickets in a single request", "archive_tickets", { ticket_ids: ids(30, "t") }, "allow"],
    // a read of many ids is not the act
    ["don't archive over 30 tickets in a single request", "get_tickets", { ticket_ids: ids(80, "t") }, "allow"],
  ]);
});

test("a quantity the caller states in context.flags is the call's quantity", () => {
  run([
    ["don't insert more than 8,000 rows in one request", "bulk_load_rows", { table: "events", rows: "[...]" }, "deny", { row_count: 9500 }],
    ["attachments up to 15 MB only", "attach_to_case", { caseId: "C-77", file: "/tmp/scan.pdf" }, "deny", { attachment_size_mb: 40 }],
    ["no more than 2 parallel exports, the warehouse chokes", "start_export", { dataset: "sales" }, "deny", { active_exports: 2 }],
    // within the bound, exactly at it, and one running under a bound of 2: allowed
    ["don't insert more than 8,000 rows in one request", "bulk_load_rows", { table: "events", rows: "[...]" }, "allow", { row_count: 8000 }],
    ["attachments up to 15 MB only", "attach_to_case", { caseId: "C-77", file: "/tmp/scan.pdf" }, "allow", { attachment_size_mb: 3 }],
    ["no more than 2 parallel exports, the warehouse chokes", "start_export", { dataset: "sales" }, "allow", { active_exports: 1 }],
    // a count of another thing than the call's quantity (the whole table) is not read
    ["don't insert more than 8,000 rows in one request", "bulk_load_rows", { table: "events", rows: "[...]" }, "allow", { table_row_count_existing: 900000 }],
  ]);
});

test("a stated size in another unit, a forecast, and a per-session count so far", () => {
  run([
    ["check with me before writing any file larger than 2 MB", "write_file", { path: "/srv/out/report.csv", content: "a,b" }, "require_approval", { content_bytes: 5242880 }],
    ["check with me before writing any file larger than 2 MB", "write_file", { path: "/srv/out/report.csv", content: "a,b" }, "allow", { content_bytes: 1048576 }],
    ["a render job longer than 3 hours needs my ok", "submit_render_job", { scene: "city.blend", frames: "1-240" }, "require_approval", { estimated_render_hours: 5 }],
    ["a render job longer than 3 hours needs my ok", "submit_render_job", { scene: "city.blend", frames: "1-240" }, "allow", { estimated_render_hours: 2 }],
    ["no more than 15 geocoding lookups per session", "geocode_address", { address: "1 Main St" }, "deny", { lookups_this_session: 15 }],
    ["no more than 15 geocoding lookups per session", "geocode_address", { address: "1 Main St" }, "allow", { lookups_this_session: 14 }],
  ]);
});

test("statedQuantity: only keys made of the rule's words, a count word or a size unit it writes", () => {
  const limit = (unitWords: string[], max: number): Limit => ({ type: "limit", sense: "count", max, rule: String(max), families: [], cumulative: false, unitWords, perTarget: false });
  const words = (s: string) => s.toLowerCase().split(/\W+/).filter(Boolean).map(singular);
  assert.equal(statedQuantity(limit(["row"], 10), { row_count: 12 }, words("max 10 rows per load"))?.value, 12);
  assert.equal(statedQuantity(limit(["row"], 10), { warehouse_row_count: 12 }, words("max 10 rows per load")), undefined);
  // a size in another unit than the rule's is converted to the rule's
  assert.equal(statedQuantity(limit(["mb"], 10), { upload_size_gb: 2 }, words("uploads max 10 mb"))?.value, 2048);
  // a size where the rule counts no size is not read
  assert.equal(statedQuantity(limit(["row"], 10), { upload_size_mb: 2 }, words("max 10 rows per upload")), undefined);
  assert.equal(statedQuantity(limit(["mb"], 10), { upload_size_mb: 2 }, words("uploads max 10 mb"))?.value, 2);
  // a running count: this call is one more
  assert.equal(statedQuantity(limit(["concurrent"], 3), { running_job: 3 }, words("max 3 concurrent jobs"))?.value, 4);
  // a per-period bound is the history total's, not this reader's
  assert.equal(statedQuantity({ ...limit(["row"], 10), period: "day" }, { row_count: 12 }, words("max 10 rows per day")), undefined);
});
