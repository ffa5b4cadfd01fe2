// ccls12: "max." / "min." cut short before a number does not end a sentence ("(max. 72 chars)"),
// so the rule holding it stays one unit. Texts written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { segment } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const probes = { hasRuleCue: () => false, opensImperative: () => false };
const texts = (t: string): string[] => segment(t, rules, probes).map((u) => u.text);

test("bound abbreviation: 'max. 72' and 'min. 2' stay inside their sentence", () => {
  assert.deepEqual(texts("Branch names must be short (max. 40 chars) and lower-case. Tag every release."), [
    "Branch names must be short (max. 40 chars) and lower-case.",
    "Tag every release.",
  ]);
  assert.ok(texts("Each PR needs min. 2 approvals before merge.").includes("Each PR needs min. 2 approvals before merge."));
});

test("bound abbreviation: 'max.' before a word still ends the sentence", () => {
  assert.deepEqual(texts("Two retries max. Then page the on-call."), ["Two retries max.", "Then page the on-call."]);
});
