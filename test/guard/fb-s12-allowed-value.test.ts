// An allow sentence whose subject is "<value> <attribute>" ("low urgency is fine", "draft posts
// are fine") allows a call carrying that value (rule-allow-sentence.ts): the value word (a
// contrast word: priority, status, visibility, stage) is kept beside the head noun. Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { allowedNouns } from "../../src/guard/compile/rule-allow-sentence.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { decide, rules } from "./support.ts";

test("the value word of the allowed subject is read", () => {
  const table: [string, string[]][] = [
    ["Ask before paging anyone. Low severity is fine.", ["severity", "low"]],
    ["Don't open PRs for me. Draft PRs are fine.", ["pr", "draft"]],
    ["Never send newsletters. Internal notes are fine.", ["note", "internal"]],
    ["Never send newsletters. Old notes are fine.", ["note"]], // "old" tells no value of a set
  ];
  for (const [text, want] of table) assert.deepEqual(allowedNouns(readRuleText(text), rules), want, text);
});

test("the allowed value passes, its sibling does not", () => {
  const rule = "Check with me before you create an alert; low severity is fine.";
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "grafana_create_alert", args: { title: "disk", severity: "low" } }, "allow"],
    [{ tool: "grafana_create_alert", args: { title: "disk", severity: "high" } }, "require_approval"],
  ];
  for (const [call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, JSON.stringify(call));
});
