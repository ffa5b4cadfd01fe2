// A ban with no object after a description names the subject described ("The staging bucket is
// frozen. No uploads."), and "not even …" after a ban carries the ban on. Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { describedSubject } from "../../src/guard/carve-outs/fb-subject.ts";
import { decide, rules } from "./support.ts";

test("the subject of a description, and what is not one", () => {
  const subject = (text: string) => describedSubject(readRuleText(text)[0]!.tokens, rules)?.map((t) => t.prefix ?? t.names.join("+")) ?? [];
  const table: [string, string[]][] = [
    ["The analytics replica is under maintenance.", ["analytic+replica"]],
    ["docs/legacy/ is archived", ["docs/legacy"]],
    ["jira: the OPS board belongs to the night shift", ["op+board"]],
    ["While the queue is draining, hold on", []], // a condition
    ["The scratch schema is yours to play with", []], // a permission
    ["we are moving to pnpm", []], // the speaker
    ["Never touch prod", []], // a ban, not a description
  ];
  for (const [text, want] of table) assert.deepEqual(subject(text), want, text);
});

test("an objectless ban after a description is about the subject", () => {
  const rule = [{ id: "r1", text: "The search cluster is under load testing. No restarts." }];
  const table: [string, string][] = [
    ["kubectl -n search rollout restart statefulset/search-cluster", "deny"],
    ["kubectl -n web rollout restart deployment/frontend", "allow"],
    ["kubectl -n search get pods", "allow"],
  ];
  for (const [command, want] of table) assert.equal(decide(rule, { tool: "Bash", args: { command } }).decision, want, command);
});

test("'not even …' carries the ban before it on; alone it adds nothing", () => {
  const clauses = (text: string) => compileEntry({ id: "x", text }, rules).clauses.filter((c) => c.type === "action").map((c) => (c.type === "action" ? c.families.join(",") : ""));
  assert.deepEqual(clauses("never drop tables. not even in dev"), ["delete,terminate", "delete,terminate"]);
  assert.deepEqual(clauses("never drop tables. not even once"), ["delete,terminate"]);
  const rule = [{ id: "r1", text: "never drop tables. not even in dev" }];
  assert.equal(decide(rule, { tool: "run_sql", args: { db: "dev", sql: "DROP TABLE tmp_x" } }).decision, "deny");
  assert.equal(decide(rule, { tool: "run_sql", args: { db: "dev", sql: "CREATE TABLE tmp_x (id int)" } }).decision, "allow");
});
