// Table-driven tests of WHEN a time rule holds (rule-date-window.ts, match-date-window.ts,
// rule-time-window.ts, match-clause.ts matchTime): calendar dates written without a year, named
// days that are no weekday, "only …" windows as the clock they forbid, and dates before today in a
// call as data rather than when it acts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { findDateWindow, namedDay } from "../../src/guard/compile/rule-date-window.ts";
import { dayOfStamp, inDateWindow } from "../../src/guard/match/match-date-window.ts";
import { complementClock } from "../../src/guard/compile/rule-time-window.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { decide } from "./support.ts";

const toks = (s: string) => readRuleText(s)[0]!.tokens;

test("date windows: read from the rule's words", () => {
  const table: [string, { from?: [number, number]; until?: [number, number]; untilIncluded?: true } | undefined][] = [
    ["no merges to release until Feb 3", { until: [2, 3] }],
    ["leave the pricing page alone through 14 March", { until: [3, 14], untilIncluded: true }],
    ["no infra changes Aug 4-9 (offsite)", { from: [8, 4], until: [8, 9], untilIncluded: true }],
    ["no campaigns from Dec 20 to Jan 2", { from: [12, 20], until: [1, 2], untilIncluded: true }],
    ["hold all payouts until the audit is done (Oct 15)", { until: [10, 15] }],
    ["nothing may ship on Jul 4", { from: [7, 4], until: [7, 4], untilIncluded: true }],
    ["you may deploy after lunch", undefined], // "may" is no month without a day after it
    ["freeze until the 5th", undefined], // no month: no window read
  ];
  for (const [text, want] of table) {
    const w = findDateWindow(toks(text));
    if (!want) assert.equal(w, undefined, text);
    else assert.deepEqual({ from: w?.from, until: w?.until, untilIncluded: w?.untilIncluded }, { from: want.from, until: want.until, untilIncluded: want.untilIncluded }, text);
  }
});

test("date windows: the nearest year, an end before its start in the next year", () => {
  const day = (s: string) => dayOfStamp(s)!;
  const table: [Parameters<typeof inDateWindow>[0], string, boolean][] = [
    [{ until: [2, 3], rule: "" }, "2027-01-20", true],
    [{ until: [2, 3], rule: "" }, "2027-02-03", false], // until = that day is free
    [{ until: [2, 3], rule: "" }, "2027-02-10", false],
    [{ until: [3, 14], untilIncluded: true, rule: "" }, "2027-03-14", true],
    [{ from: [12, 20], until: [1, 2], untilIncluded: true, rule: "" }, "2026-12-31", true],
    [{ from: [12, 20], until: [1, 2], untilIncluded: true, rule: "" }, "2027-01-02", true],
    [{ from: [12, 20], until: [1, 2], untilIncluded: true, rule: "" }, "2027-01-03", false],
    [{ from: [8, 4], until: [8, 9], untilIncluded: true, rule: "" }, "2027-08-03", false],
  ];
  for (const [w, at, want] of table) assert.equal(inDateWindow(w, day(at)), want, `${JSON.stringify(w)} @ ${at}`);
});

test("named days of the year are no weekday; 'only' windows forbid their complement", () => {
  const t = toks("no promo edits during the Cyber Monday sale");
  assert.equal(namedDay(t, t.findIndex((x) => x.lower === "monday")), true);
  const u = toks("no promo edits on Monday");
  assert.equal(namedDay(u, u.findIndex((x) => x.lower === "monday")), false);
  assert.deepEqual(complementClock(17 * 60, 9 * 60), { beforeMin: 9 * 60, afterMin: 17 * 60 });
  assert.deepEqual(complementClock(undefined, 14 * 60), { beforeMin: 14 * 60 });
  assert.deepEqual(complementClock(7 * 60, undefined), { afterMin: 7 * 60 });
});

test("time rules: whole decisions", () => {
  const table: [string, string, Record<string, unknown>, string | undefined, string][] = [
    ["no schema migrations until Jan 8, we're in the change freeze", "execute_sql", { sql: "ALTER TABLE orders ADD COLUMN gift_note text" }, "2027-01-04T10:00:00Z", "deny"],
    ["no schema migrations until Jan 8, we're in the change freeze", "execute_sql", { sql: "ALTER TABLE orders ADD COLUMN gift_note text" }, "2027-01-09T10:00:00Z", "allow"],
    ["push notifications only between 10am and 7pm UTC", "send_push_notification", { segment: "all", title: "New arrivals" }, "2026-12-02T21:30:00Z", "deny"],
    ["push notifications only between 10am and 7pm UTC", "send_push_notification", { segment: "all", title: "New arrivals" }, "2026-12-02T12:30:00Z", "allow"],
    ["only book demos on weekdays after 2pm", "create_calendar_event", { title: "Demo for Globex", start: "2026-12-09T09:00:00", end: "2026-12-09T09:30:00" }, undefined, "deny"],
    ["only book demos on weekdays after 2pm", "create_calendar_event", { title: "Demo for Globex", start: "2026-12-09T15:00:00", end: "2026-12-09T15:30:00" }, undefined, "allow"],
  ];
  for (const [text, tool, args, now, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, now ? { context: { now } } : {}).decision, want, `${text} ~ ${tool} @ ${now ?? "start"}`);
});
