// Real-text vetoes and policy cues added for instruction files, policies and personal posts.
// Examples are written for these tests (not taken from any eval set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { segment } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";

const vetoOf = (text: string) => scoreUnits(text, rules, model, false).map((s) => [s.unit.text, s.vetoed]);
const probes = { hasRuleCue: () => true, opensImperative: () => false };

test("veto: emphatic tail fragments and plain list headings", () => {
  assert.deepEqual(vetoOf("I never call back. At all. To anyone."), [
    ["I never call back.", null],
    ["At all.", "tail-fragment"],
    ["To anyone.", "tail-fragment"],
  ]);
  // a restriction stays a candidate
  assert.equal(vetoOf("Deploy when ready. On weekdays only.")[1]![1], null);
  assert.equal(vetoOf("Returns policy\n- Opened items cannot be returned")[0]![1], "list-heading");
  assert.equal(vetoOf("No force pushes\n- not even on your own branch")[0]![1], null);
});

test("veto: a description of what a hook or command does", () => {
  for (const text of ["Automatically creates a changelog entry when you merge.", "Runs the type checker on every save."])
    assert.match(String(vetoOf(text)[0]![1]), /veto\.describes-action/, text);
  assert.equal(vetoOf("Run the type checker before every commit.")[0]![1], null);
});

test("cues: refund and responsibility policies are conditions", () => {
  const table: [string, string][] = [
    ["Custom engraving is non-refundable.", "cue:condition.non-refundable"],
    ["Clearance items are final sale.", "cue:condition.non-refundable"],
    ["Guest responsible for any damage to the room", "cue:condition.responsible-for"],
  ];
  for (const [text, fact] of table) {
    const [unit] = segment(text, rules, probes);
    assert.ok(featuresOf(unit!, rules).facts.has(fact), text);
  }
});

test("segment: a bare code span after 'never' completes the clause", () => {
  const units = segment("- Always `pnpm`, never `npm`.", rules, probes).map((u) => u.text);
  assert.deepEqual(units, ["Always `pnpm`, never `npm`."]);
});

test("veto: personal opinions and a subject that 'ensures' describe, they do not instruct", () => {
  assert.match(String(vetoOf("Personally, I would never pay more than $40 for a used router.")[0]![1]), /veto\.opinion/);
  assert.match(String(vetoOf("The proxy ensures each call carries a request id.")[0]![1]), /veto\.subject-ensures/);
});

test("cues: a named person's preference", () => {
  const [unit] = segment("Marta prefers morning flights.", rules, probes);
  assert.ok(featuresOf(unit!, rules).facts.has("cue:prefer.third-person"));
});

test("veto: a short colon line is a list intro unless it shouts a rule word", () => {
  assert.equal(vetoOf("Setup steps:")[0]![1], "list-intro");
  assert.notEqual(vetoOf("MUST regenerate docs:")[0]![1], "list-intro");
});
