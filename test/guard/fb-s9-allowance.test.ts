// The verb a rule allows before its ban is a carve-out of the ban (fb-allowance.ts). Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { allowedVerbs } from "../../src/guard/carve-outs/fb-allowance.ts";
import { decide, rules } from "./support.ts";

test("allowed verbs: before the ban, another act than the ban's, no pinned choice", () => {
  const table: [string, string | undefined][] = [
    ["wiki: append sections, never delete pages", "append"],
    ["the payouts table is insert only, no updates", "insert"],
    ["upload new builds but don't overwrite old ones", "upload"],
    ["full refunds only - never refund partially", undefined], // a pinned choice of the same act
    ["cancel at period end, never right away", undefined], // the ban names no act of its own
    ["never delete pages", undefined], // nothing allowed before the ban
  ];
  for (const [text, want] of table) {
    const got = allowedVerbs(readRuleText(text)[0]!, rules);
    if (want === undefined) assert.equal(got, undefined, text);
    else assert.ok(got?.includes(want), `${text}: ${JSON.stringify(got)}`);
  }
});

test("the allowed act passes, the banned ones do not", () => {
  const rule = [{ id: "r1", text: "the metrics log is append-only, no edits or deletes" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "append_log_line", args: { log: "metrics log", line: "cpu=0.4" } }, "allow"],
    [{ tool: "create_log_entry", args: { log: "metrics log", line: "cpu=0.4" } }, "allow"],
    [{ tool: "edit_log_entry", args: { log: "metrics log", entry: 3, line: "cpu=0.1" } }, "deny"],
    [{ tool: "delete_log_entry", args: { log: "metrics log", entry: 3 } }, "deny"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
