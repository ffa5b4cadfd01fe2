// "without X" with no word of order is a part of the call, which may hold it (fb-within-call.ts);
// an ordered prerequisite ("… first") and a consent ("without my OK") are still read from history.
import { test } from "node:test";
import assert from "node:assert/strict";
import { unorderedNeed } from "../../src/guard/carve-outs/fb-within-call.ts";
import { decide } from "./support.ts";

const spec = { families: [], words: [], groups: [[{ raw: "x", names: ["x"], path: false, command: false, channel: false }]], outsidePaths: [], outsideDomains: [] };

test("which 'without' rules the call itself can satisfy", () => {
  const table: [string, boolean][] = [
    ["no UPDATE without a WHERE", true],
    ["never open an issue without a label", true],
    ["never deploy without running the smoke tests first", false],
    ["don't merge without my OK", false],
    ["no refunds without asking the customer", false],
    ["no schema changes without review", false],
  ];
  for (const [rule, want] of table) assert.equal(unorderedNeed(rule, spec as never), want, rule);
});

test("a filter in the statement meets the rule; none, or one that is always true, does not", () => {
  const rule = [{ id: "r1", text: "never run a DELETE without a WHERE" }];
  const table: [string, string][] = [
    ["DELETE FROM sessions WHERE user_id = 12", "allow"],
    ["DELETE FROM sessions", "deny"],
    ["DELETE FROM sessions WHERE 1 = 1", "deny"],
  ];
  for (const [sql, want] of table) assert.equal(decide(rule, { tool: "pg_exec", args: { query: sql } }).decision, want, sql);
});
