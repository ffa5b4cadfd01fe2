// Table-driven tests of the s22 time-window readers: "only outside <clock range> [zone]" bans the act
// INSIDE the window (the "only" and the "outside" cancel: rule-value-window.ts), a short zone
// abbreviation right after the range is the rule's zone, and a server function a SQL statement calls
// (SELECT FN_NAME(…), CALL fn(…)) is the act under its own name (call-facts.ts detectSql).
// Own wording and tools; whole scenarios in scenarios/s22-gtime20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, string, string, Record<string, unknown>?];
const run = (table: Row[]) => {
  for (const [text, tool, args, now, want, flags] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { now, ...(flags ? { flags } : {}) } }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} @ ${now}`);
};

test("only outside a clock range: banned inside it, allowed outside", () => {
  const rule = "disabling accounts only outside 08:30-18:00 CET, unless hr_urgent is set";
  run([
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T11:00:00+01:00", "deny"],
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T17:59:00+01:00", "deny"],
    // outside the window: allowed
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T19:30:00+01:00", "allow"],
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T07:45:00+01:00", "allow"],
    // the zone is the rule's: 09:00 UTC is 10:00 CET, inside
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T09:00:00Z", "deny"],
    // 06:00 UTC is 07:00 CET, outside
    [rule, "disable_account", { user: "k.olsen" }, "2026-02-10T06:00:00Z", "allow"],
    // a read is no disable
    [rule, "get_user", { user: "k.olsen" }, "2026-02-10T11:00:00+01:00", "allow"],
  ]);
});

test("only outside with the exception flag on: allowed", () => {
  run([["deleting seats only outside 10:00-16:00 CET, unless legal_hold is true", "remove_seat", { seat: "s-14" }, "2026-02-10T12:00:00+01:00", "allow", { legal_hold: true }]]);
});

test("a SQL server function named in the rule is the act", () => {
  const rule = "no REBUILD_PROJECTIONS between 8-20 UTC on weekdays";
  run([
    [rule, "run_sql", { sql: "SELECT REBUILD_PROJECTIONS('sales.orders')" }, "2026-02-11T12:00:00Z", "deny"],
    // outside the window: allowed
    [rule, "run_sql", { sql: "SELECT REBUILD_PROJECTIONS('sales.orders')" }, "2026-02-11T21:00:00Z", "allow"],
    // a weekend: allowed
    [rule, "run_sql", { sql: "SELECT REBUILD_PROJECTIONS('sales.orders')" }, "2026-02-14T12:00:00Z", "allow"],
    // another function in the window: allowed
    [rule, "run_sql", { sql: "SELECT ANALYZE_STATISTICS('sales.orders')" }, "2026-02-11T12:00:00Z", "allow"],
    ["no purge_stale_sessions between 9-17 UTC", "db_exec", { query: "CALL ops.purge_stale_sessions(30)" }, "2026-02-11T10:00:00Z", "deny"],
    ["no purge_stale_sessions between 9-17 UTC", "db_exec", { query: "CALL ops.purge_stale_sessions(30)" }, "2026-02-11T18:00:00Z", "allow"],
  ]);
});
