// cls17, step policy-statement (segment.yaml policy_statements): conditions and preferences the model scored
// under the threshold — a policy's consequence ("will not be seated until ..."), its sanction ("will lose their
// membership"), a deposit or fee made due ("is due at signing", "a restocking fee will apply"), the house
// refusing refunds or a means of payment, and a standing dislike ("Matt doesn't like cities").
// Texts written for this test (own wording, own venues).
import { test } from "node:test";
import assert from "node:assert/strict";
import { policyStatement } from "../../src/classify/policy-statement.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { classifier, rules } from "./load.ts";

const ruleOf = (text: string): string | null => policyStatement(normalize(text), rules)?.rule ?? null;

const POLICIES: [string, string, string][] = [
  // [text, policy id, kind]
  ["Riders without a helmet will not be permitted on the track.", "policy.consequence-refused", "condition"],
  ["Your group won't be seated until everyone has checked in.", "policy.consequence-refused", "condition"],
  ["Patches that lack a sign-off line will not be accepted.", "policy.consequence-refused-who", "*"], // the model pins it already (prohibition): kept,
  ["Kayakers who skip the safety briefing will not be allowed on the water.", "policy.consequence-refused-who", "condition"],
  ["Campers who show signs of a fever will be sent home.", "policy.consequence-penalty", "condition"],
  ["Members who damage the rowing machines will lose their membership.", "policy.consequence-penalty", "condition"],
  ["Repeated noise complaints could result in a two-week suspension.", "policy.consequence-penalty", "condition"],
  ["Smoking on the balcony will be cause for immediate eviction.", "policy.consequence-penalty", "condition"],
  ["A refundable key deposit of $30 is required at check-in.", "policy.fee-due", "condition"],
  ["The booking deposit is due when the contract is signed.", "policy.fee-due", "condition"],
  ["A 20% restocking charge will apply to opened kits.", "policy.fee-due", "condition"],
  ["If your film roll is lost in transit there will be a $12 reprint fee.", "policy.fee-due", "condition"],
  ["No refunds are given after the first lesson.", "policy.house-refusal", "condition"],
  ["The inn will not accept personal cheques or cash.", "policy.house-refusal", "condition"],
  ["We will only reimburse postage if we shipped the wrong size.", "policy.house-refusal", "condition"],
  ["If you cancel on the day, you will be charged the full lesson fee.", "policy.if-consequence", "condition"],
  ["If a tool comes back late, members will not be able to book the workshop again that month.", "policy.if-consequence", "condition"],
  ["My partner doesn't like long drives.", "policy.dislike", "preference"],
  ["We are not interested in nightlife or casinos.", "policy.dislike", "preference"],
  ["Neither of us are fans of crowded beaches.", "policy.dislike", "*"],
];

const NOT_POLICIES: string[] = [
  // forecasts and descriptions, code behaviour, one-off complaints, data-loss warnings
  "The patch will not be merged before Friday.",
  "The parser does not accept trailing commas.",
  "Running the migration twice will result in duplicate rows.",
  "I do not like the way the modal flickers on load.",
  "I don't like this, can you try another colour?",
  "Penalties may apply for early withdrawal from the savings plan.",
  "The wire will not be processed until the next business day.",
  "The invoice lists a $40 shipping fee.",
  "We were refunded in full last week.",
  "Nobody likes Mondays.",
  "If you run the seeder twice, you will see duplicate users.",
];

test("policy-statement cls17: consequences, sanctions, fees due, refusals and dislikes match with their kind", () => {
  for (const [text, id] of POLICIES) assert.equal(ruleOf(text), id, text);
});

test("policy-statement cls17: forecasts, code behaviour, one-off complaints and warnings do not match", () => {
  for (const text of NOT_POLICIES) {
    const r = ruleOf(text);
    assert.ok(r === null || !r.startsWith("policy.consequence") && !["policy.fee-due", "policy.house-refusal", "policy.dislike", "policy.if-consequence"].includes(r), `${text}: ${r}`);
  }
});

test("policy-statement cls17: the classifier pins each one", () => {
  for (const [text, , kind] of POLICIES) {
    const pins = classifier.classify(text);
    assert.ok(pins.length >= 1, `${text}: ${JSON.stringify(pins)}`);
    assert.ok(pins.some((p) => p.kind === kind || kind === "*"), `${text}: ${JSON.stringify(pins.map((p) => p.kind))}`);
  }
});
