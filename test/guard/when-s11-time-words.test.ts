// Table-driven tests of the words of WHEN (rule-time-words.ts): a period phrase is the window, not a
// target; a bare hour after before/after is a clock; an entry naming the user's zone sets it for the
// other time rules of the ledger.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { createGuard } from "../../src/guard/index.ts";
import { offsetClock } from "../../src/guard/match/match-time-offset.ts";
import { rules } from "./support.ts";

type Time = { type: string; beforeMin?: number; afterMin?: number; groups: { names: string[] }[][] };
const timeOf = (text: string) => compileEntry({ id: "r1", text } as never, rules).clauses.find((c) => c.type === "time") as Time | undefined;

test("time words: a phrase headed by a period names no target", () => {
  const table: [string, string[]][] = [
    ["no firmware updates during peak hours (17-21)", ["peak"]],
    ["Don't run the mower on weeknights after 20:00, the neighbours", ["weeknight"]],
    ["never reboot the kiosk during opening time 9-18 Mon-Sat", ["opening"]],
  ];
  for (const [text, gone] of table) {
    const c = timeOf(text);
    assert.ok(c, text);
    const names = c.groups.flat().flatMap((t) => t.names);
    for (const w of gone) assert.ok(!names.includes(w), `${text}: ${names}`);
  }
});

test("time words: a bare hour after before/after is a clock; a noun after it makes it a count", () => {
  const table: [string, { beforeMin?: number; afterMin?: number } | undefined][] = [
    ["no meetings before 9 please", { beforeMin: 540 }],
    ["don't ring the landline after 8 or on Sundays", { afterMin: 1200 }],
    ["nothing gets scheduled after 18 on Fridays", { afterMin: 1080 }],
    ["escalate after 3 failed logins, never retry", undefined],
  ];
  for (const [text, want] of table) {
    const c = timeOf(text);
    if (!want) {
      assert.ok(!c || (c.beforeMin === undefined && c.afterMin === undefined), text);
      continue;
    }
    assert.ok(c, text);
    if (want.beforeMin !== undefined) assert.equal(c.beforeMin, want.beforeMin, text);
    if (want.afterMin !== undefined) assert.equal(c.afterMin, want.afterMin, text);
  }
});

test("time words: the user's zone from another entry of the ledger", () => {
  const guard = createGuard(rules, { cacheSize: 100 });
  const ledger = [
    { id: "r1", text: "No calls booked before 9." },
    { id: "r2", text: "My time zone is America/Chicago." },
  ];
  const table: [string, string][] = [
    ["2026-12-02T14:30:00Z", "deny"], // 08:30 Chicago
    ["2026-12-02T16:00:00Z", "allow"], // 10:00 Chicago
    ["2026-12-02T08:30:00-06:00", "deny"],
  ];
  for (const [start, want] of table)
    assert.equal(guard.decide({ call: { tool: "book_call", args: { with: "a@ex.org", start } }, ledger } as never).decision, want, start);
});

test("time words: context.now's offset is the user's clock", () => {
  const table: [string, string | undefined][] = [
    ["2026-12-02T22:40:00+01:00", "Wednesday 22:40 +01:00"],
    ["2026-12-06T01:15:00-05:00", "Sunday 01:15 -05:00"],
    ["2026-12-02T22:40:00Z", undefined],
    ["2026-12-02T22:40:00+00:00", undefined],
  ];
  for (const [text, want] of table) assert.equal(offsetClock(new Date(text), text)?.label, want, text);
});
