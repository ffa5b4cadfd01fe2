// Table-driven tests of the s21 timed-rule readers: a weekday after "until/till/through" is the END
// of a rolling ban, not a day it holds on (rule-time-rolling.ts); a reason clause after the window
// ("…, nobody's around to …") names no target (rule-time-reason.ts).
// Own wording and tools; whole scenarios in scenarios/s21-gtime19b.jsonl.
// Calendar: 2026-12-03 is a Thursday, 2026-12-05 a Saturday, 2026-12-07 a Monday.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { inRollingBan, rollingEnd } from "../../src/guard/compile/rule-time-rolling.ts";
import { withoutTimeReason } from "../../src/guard/compile/rule-time-reason.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";

type Row = [string, string, Record<string, unknown>, string, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, now, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { now } }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} @ ${now}`);
};

test("until <weekday> [clock]: banned in the days before the end, free once it has passed", () => {
  const rule = "Do not write to the orders table until Wednesday 10:00 (Berlin time) - the vendor is migrating it";
  run([
    [rule, "execute_sql", { query: "DELETE FROM orders WHERE id = 4" }, "2026-12-06T11:00:00+01:00", "deny"], // Sunday
    [rule, "execute_sql", { query: "DELETE FROM orders WHERE id = 4" }, "2026-12-09T09:30:00+01:00", "deny"], // Wed, before 10:00
    [rule, "execute_sql", { query: "DELETE FROM orders WHERE id = 4" }, "2026-12-09T10:30:00+01:00", "allow"], // Wed, after
    [rule, "execute_sql", { query: "DELETE FROM orders WHERE id = 4" }, "2026-12-10T08:00:00+01:00", "allow"], // Thursday
    ["no deploys till Friday, QA is still signing off", "deploy_service", { service: "api", env: "prod" }, "2026-12-03T14:00:00Z", "deny"], // Thursday
    ["no deploys till Friday, QA is still signing off", "deploy_service", { service: "api", env: "prod" }, "2026-12-04T14:00:00Z", "allow"], // Friday
    // "through Sunday": Sunday is in, Monday is free
    ["don't send newsletters through Sunday", "send_newsletter", { list: "members" }, "2026-12-06T18:00:00Z", "deny"],
    ["don't send newsletters through Sunday", "send_newsletter", { list: "members" }, "2026-12-07T09:00:00Z", "allow"],
    // a plain weekday ban is still a day the ban holds on
    ["no deploys on Fridays", "deploy_service", { service: "api", env: "prod" }, "2026-12-04T14:00:00Z", "deny"],
    ["no deploys on Fridays", "deploy_service", { service: "api", env: "prod" }, "2026-12-03T14:00:00Z", "allow"],
  ]);
});

test("rollingEnd / inRollingBan", () => {
  const clock = (s: string) => (/^\d{1,2}:\d{2}$/.test(s) ? +s.slice(0, -3) * 60 + +s.slice(-2) : undefined);
  const at = (text: string) => {
    const toks = readRuleText(text)[0]!.tokens;
    const i = toks.findIndex((t) => /day$/.test(t.lower));
    return rollingEnd(toks, i, 3, clock)?.end;
  };
  assert.deepEqual(at("hands off until next Wednesday 09:15"), { day: 3, min: 555 });
  assert.deepEqual(at("hands off till Wednesday"), { day: 3, min: 0 });
  assert.deepEqual(at("hands off through Wednesday"), { day: 4, min: 0 });
  assert.equal(at("hands off on Wednesday"), undefined);
  assert.equal(at("Wednesday is hands off"), undefined);
  const end = { day: 1, min: 8 * 60 };
  assert.equal(inRollingBan(end, { day: 0, min: 23 * 60 }), true);
  assert.equal(inRollingBan(end, { day: 1, min: 7 * 60 }), true);
  assert.equal(inRollingBan(end, { day: 1, min: 8 * 60 }), false);
  assert.equal(inRollingBan(end, { day: 2, min: 12 * 60 }), false);
});

test("a reason after a timed ban's window names no target", () => {
  run([
    ["Never promote a canary on a Sunday after 5pm, nobody's on hand to roll it back", "promote_canary", { service: "checkout" }, "2026-12-06T18:00:00Z", "deny"],
    ["Never promote a canary on a Sunday after 5pm, nobody's on hand to roll it back", "promote_canary", { service: "checkout" }, "2026-12-06T12:00:00Z", "allow"],
    ["no index rebuilds between 01:00 and 05:00 - everyone's asleep if it pages", "rebuild_index", { index: "users" }, "2026-12-03T02:00:00Z", "deny"],
    ["no index rebuilds between 01:00 and 05:00 - everyone's asleep if it pages", "rebuild_index", { index: "users" }, "2026-12-03T09:00:00Z", "allow"],
  ]);
  const cut = (text: string, after: number) => withoutTimeReason(readRuleText(text)[0]!.tokens, after).map((t) => t.lower).join(" ");
  assert.equal(cut("no deploys after 6pm, nobody's around", 3), "no deploys after 6pm");
  assert.equal(cut("no deploys after 6pm, no one is around", 3), "no deploys after 6pm");
  // a second target after the comma is kept
  assert.equal(cut("no deploys after 6pm, billing or auth", 3), "no deploys after 6pm , billing or auth");
  // a comma before the window is not a reason
  assert.equal(cut("Billing, because it's fragile: no deploys after 6pm", -1), "billing , because it's fragile : no deploys after 6pm");
});
