// Table-driven tests of a count limit whose quantity the call states in another form
// (call-quantity.ts, rule-limit-unit.ts, rule-limit-loose.ts, match-limit-loose.ts): "N min" is
// minutes when another word states the bound, a number whose key names its time unit is a
// duration, {start: {dateTime}} / {end: {dateTime}} spans, a heading or a descriptive word the tool
// does not spell may go unnamed once the quantity is found, and a list in a tool named for its unit
// counts that unit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { callQuantities } from "../../src/guard/read-call/call-quantity.ts";
import { minutesAfterNumber } from "../../src/guard/compile/rule-limit-unit.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { decide, rules } from "./support.ts";

type Limit = { type: string; sense?: string; unitWords?: string[]; min?: number; max?: number; loose?: boolean[] };
const limitOf = (text: string) => compileEntry({ id: "r1", text } as never, rules).clauses.find((c) => c.type === "limit") as Limit | undefined;

test("limit quantity: 'N min' is minutes next to another bound word, a minimum alone", () => {
  const table: [string, boolean][] = [
    ["standups: 15 min max", true],
    ["keep build steps under 25 min", true],
    ["no video calls longer than 40 min", true],
    ["worker replicas: 3 min", false],
    ["batch size 10 min.", false],
  ];
  for (const [text, want] of table) assert.equal(minutesAfterNumber(text), want, text);
  const c = limitOf("standups: 15 min max");
  assert.ok(c && c.sense === "count" && c.min === undefined && c.max === 15 && c.unitWords!.includes("min"), JSON.stringify(c));
});

test("limit quantity: keys that name a time unit and nested start/end read as durations", () => {
  const table: [Record<string, unknown>, string, number][] = [
    [{ timeout_ms: 120000 }, "duration minute min m", 2],
    [{ ttlSeconds: 7200 }, "duration hour h hr", 2],
    [{ duration_minutes: 90 }, "duration hour h hr", 1.5],
    [{ retention_days: 3 }, "duration hour h hr", 72],
    [{ start: { date_time: "2027-03-02T09:00:00" }, end: { date_time: "2027-03-02T09:45:00" } }, "duration minute min m", 45],
  ];
  for (const [args, key, want] of table) {
    const { leaves } = walkArgs(args);
    const q = callQuantities(leaves, [], args).find((x) => x.key === key);
    assert.ok(q && Math.abs(q.value - want) < 1e-6, `${JSON.stringify(args)} → ${JSON.stringify(q)}`);
  }
  // a plain count is no duration
  const { leaves } = walkArgs({ limit: 500, page: 2 });
  assert.equal(callQuantities(leaves, [], { limit: 500, page: 2 }).length, 0);
});

test("limit quantity: a heading, an allowance word and a platform are descriptive; a contrast value is not", () => {
  const table: [string, boolean[] | undefined][] = [
    ["Jira: never transition more than 15 issues at once", [true]],
    ["rollouts are fine up to 4 pods", undefined], // whichever groups remain, "fine" is never required
    ["no more than 5 replicas of the api deployment in prod", undefined],
  ];
  for (const [text, want] of table) {
    const c = limitOf(text);
    assert.ok(c, text);
    if (want) assert.deepEqual(c.loose, want, text);
    if (text.includes("prod")) assert.ok(!c.loose || !c.loose.every(Boolean), `${text}: prod stays required`);
  }
  // a heading word after a preposition qualifies the subject: required
  const q = limitOf("demos with partners: 20 min max");
  assert.ok(q && (!q.loose || !q.loose.every(Boolean)), JSON.stringify(q));
});

test("limit quantity: whole decisions", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Builds: keep the step timeout under 25 min", "trigger_build", { pipeline: "api", step_timeout_ms: 3_600_000 }, "deny"],
    ["Builds: keep the step timeout under 25 min", "trigger_build", { pipeline: "api", step_timeout_ms: 600_000 }, "allow"],
    ["one-on-ones: 25 min max", "schedule_meeting", { topic: "1:1 with Sam", start: { dateTime: "2027-02-01T15:00:00" }, end: { dateTime: "2027-02-01T16:00:00" } }, "deny"],
    ["one-on-ones: 25 min max", "schedule_meeting", { topic: "1:1 with Sam", start: { dateTime: "2027-02-01T15:00:00" }, end: { dateTime: "2027-02-01T15:20:00" } }, "allow"],
    ["never add more than 40 subscribers per call", "bulk_add_subscribers", { list: "news", members: Array.from({ length: 55 }, (_, k) => ({ email: `p${k}@ex.net` })) }, "deny"],
    ["never add more than 40 subscribers per call", "bulk_add_subscribers", { list: "news", members: [{ email: "a@ex.net" }] }, "allow"],
    ["label imports: 30 at a time max", "import_labels", { repo: "web", labels: Array.from({ length: 33 }, (_, k) => ({ name: `l${k}` })) }, "deny"],
    ["label imports: 30 at a time max", "import_labels", { repo: "web", labels: [{ name: "bug" }] }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args).slice(0, 80)}`);
});
