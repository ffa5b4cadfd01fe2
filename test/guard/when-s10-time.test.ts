// Table-driven tests of the time reader (rule-clauses.ts findTime with rule-time-parts.ts): day
// ranges in bans, a day OR a clock, asides that name no act, hyphenated no-X, weeknights.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

type Time = { type: "time"; days?: number[]; beforeMin?: number; afterMin?: number; anyOf?: true; families: string[]; groups: unknown[] };
const timeOf = (text: string): Time | undefined => compileEntry({ id: "t", text }, rules).clauses.find((c) => c.type === "time") as Time | undefined;

test("time: a day range in a ban covers every day between its ends", () => {
  const table: [string, number[]][] = [
    ["never rotate keys Tuesday to Friday", [2, 3, 4, 5]],
    ["no invoices sent Mon-Wed", [1, 2, 3]],
    ["don't merge anything Fri–Sun, nobody is around", [5, 6, 0]],
    ["no schema changes Thursday thru Saturday", [4, 5, 6]],
  ];
  for (const [text, days] of table) assert.deepEqual(timeOf(text)?.days, days, text);
});

test("time: the range words name no target", () => {
  for (const text of ["never rotate keys Tuesday to Friday", "no invoices sent Mon-Wed"]) {
    const t = timeOf(text)!;
    assert.ok(!JSON.stringify(t.groups).match(/tue|fri|mon|wed/i), `${text}: ${JSON.stringify(t.groups)}`);
  }
});

test("time: 'or' between a clock and a day makes either enough; 'and' keeps both", () => {
  const table: [string, boolean][] = [
    ["Never book demos after 5pm or on Sundays", true],
    ["no meetings on Mondays or before 10am", true],
    ["no prod changes on Fridays after 3pm", false],
    ["no restarts between 08:00 and 18:00 on weekdays", false],
  ];
  for (const [text, anyOf] of table) assert.equal(!!timeOf(text)?.anyOf, anyOf, text);
});

test("time: a parenthesised aside or a trailing allowance names no act or target", () => {
  const a = timeOf("no deploys after 4pm on Fridays (release train)")!;
  assert.deepEqual(a.families, ["deploy"]);
  const b = timeOf("No deploys between 09:00 and 17:00 on weekdays, outside that window go ahead")!;
  assert.deepEqual(b.groups, []);
});

test("time: 'no-X days' reads X as the act; weeknights are the nights before a working day", () => {
  assert.deepEqual(timeOf("Sundays are no-deploy days")?.families, ["deploy"]);
  assert.deepEqual(timeOf("no deploys after 22:00 on weeknights")?.days, [0, 1, 2, 3, 4]);
});

test("time: an environment named beside an only-window scopes it", () => {
  const c = compileEntry({ id: "t", text: "prod deploys only Mon-Thu, 10:00-16:00 UTC" }, rules).clauses.filter((x) => x.type === "time") as Time[];
  assert.ok(c.length >= 1 && c.every((x) => JSON.stringify(x.groups).includes("prod")), JSON.stringify(c));
  const d = compileEntry({ id: "t", text: "book meetings only Tue-Thu" }, rules).clauses.filter((x) => x.type === "time") as Time[];
  assert.ok(d.every((x) => x.groups.length === 0), JSON.stringify(d));
});
