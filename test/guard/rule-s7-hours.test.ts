// Rule compile fixes of round s7: a 24-hour range of bare numbers ("9-18", "between 7 and 20")
// is a time window, business hours are on working days, and neither is a target.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);

test("a bare 24-hour range is a window; business hours add working days", () => {
  const table: [string, number, number, number[] | undefined, string[]][] = [
    ["don't restart the payments cluster during business hours (7-19 UTC)", 7, 19, [1, 2, 3, 4, 5], ["payment"]],
    ["no bulk imports between 8 and 22", 8, 22, undefined, []],
    ["never rotate certificates during office hours (10-16)", 10, 16, [1, 2, 3, 4, 5], []],
  ];
  for (const [text, from, to, days, keep] of table) {
    const t = compile(text).clauses.find((c) => c.type === "time");
    assert.ok(t && t.type === "time", `${text}: ${JSON.stringify(compile(text).clauses)}`);
    assert.equal(t.afterMin, from * 60, text);
    assert.equal(t.beforeMin, to * 60, text);
    assert.deepEqual(t.days, days, text);
    const names = t.groups.flat().flatMap((x) => x.names);
    assert.ok(!names.some((n) => /^\d+$|business|hour|office/.test(n)), `${text}: ${names}`);
    for (const k of keep) assert.ok(names.some((n) => n.includes(k)), `${text}: ${names}`);
  }
});

test("ranges that are no clock stay what they were", () => {
  // a count range, and a descending pair
  assert.ok(!compile("keep batches to 3-5 files").clauses.some((c) => c.type === "time"));
  assert.ok(!compile("don't run more than 20-10 jobs").clauses.some((c) => c.type === "time"));
});
