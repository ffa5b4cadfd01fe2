// ccls13, step policy-statement (src/classify/policy-statement.ts, segment.yaml policy_statements): a house,
// venue or shop policy worded in the passive is a pin whatever its other words — a ban on a noun or gerund
// subject ("Subletting is not allowed.") and the finality of a sale or booking ("cannot be returned",
// "not eligible for returns", "are final sale") and house hours ("Check in time is 4pm"). Guarded: what a text says, some / many places, one order.
// Texts written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { policyStatement } from "../../src/classify/policy-statement.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { classifier, rules } from "./load.ts";

const ruleOf = (text: string): string | null => policyStatement(normalize(text), rules)?.rule ?? null;

const POLICIES: [string, string, string][] = [
  // [text, policy id, kind]
  ["Overnight guests are not permitted in the dorm rooms.", "policy.passive-ban", "prohibition"],
  ["Charging e-bikes in the hallway is strictly prohibited.", "policy.passive-ban", "prohibition"],
  ["Glass bottles and outside alcohol are not allowed on the pool deck.", "policy.passive-ban", "prohibition"],
  ["Flash photography during the ceremony is forbidden.", "policy.passive-ban", "prohibition"],
  ["Drones are banned over the campsite.", "policy.passive-ban", "prohibition"],
  ["Opened cosmetics can't be returned or exchanged.", "policy.final-sale", "condition"],
  ["Gift cards cannot be refunded.", "policy.final-sale", "condition"],
  ["Workshop tickets are non-transferable.", "policy.final-sale", "condition"],
  ["Engraved jewelry is considered final sale.", "policy.final-sale", "condition"],
  ["Orders shipped to a freight forwarder are not eligible for returns.", "policy.final-sale", "condition"],
  ["Prepaid rates may not be cancelled or modified after booking.", "policy.final-sale", "condition"],
  ["There are no refunds on clearance furniture.", "policy.final-sale", "condition"],
  ["Check in time is 3pm.", "policy.house-hours", "condition"],
  ["Check-out is by 10:30 am.", "policy.house-hours", "condition"],
  ["Quiet hours start at 10 pm on weeknights.", "policy.house-hours", "condition"],
  // the model pins this one already (a time window, limit): a policy keeps the model's kind then ("*": any)
  ["Drop-off time: 7:45 to 8:15 am.", "policy.house-hours", "*"],
];

const NOT_POLICIES: string[] = [
  // reports, generalisations, one order, clause subjects, past tense
  "The flyer says outside food is not allowed, but nobody checked.",
  "Many hostels have a curfew, which means that late arrivals are not allowed.",
  "Some airlines are strict and most basic fares are non-refundable.",
  "Unfortunately your order is not eligible for a refund because it arrived 40 days ago.",
  "Your booking is non-refundable, as we discussed on the phone.",
  "The proxy closed the socket because the client is not allowed to connect.",
  "We are not allowed to install browser extensions at work.",
  "Pets were not allowed at the old apartment.",
  "This sentence has no policy in it at all.",
  "Check in with the front desk when you arrive.",
  "Check the checkout time before you book.",
  "Most hotels say check-out is at 11 am.",
];

test("policy-statement: passive bans and sale finality match, with the policy's kind", () => {
  for (const [text, id] of POLICIES) assert.equal(ruleOf(text), id, text);
});

test("policy-statement: reports, generalisations, one order and clause subjects do not match", () => {
  for (const text of NOT_POLICIES) assert.equal(ruleOf(text), null, text);
});

test("policy-statement: the classifier pins each policy with its kind (raised when the model scores it low)", () => {
  for (const [text, , kind] of POLICIES) {
    const pins = classifier.classify(text);
    assert.equal(pins.length, 1, `${text}: ${JSON.stringify(pins)}`);
    if (kind !== "*") assert.equal(pins[0]!.kind, kind, text);
    assert.ok(pins[0]!.text.length >= text.length * 0.6, `${text}: whole sentence, got ${pins[0]!.text}`);
  }
});

test("policy-statement: inside a policy message the finality sentence is pinned next to the other rules", () => {
  const text = "Returns\nUnworn items can be returned within 30 days with the receipt. Items bought on clearance are not eligible for a refund.";
  const pins = classifier.classify(text);
  assert.ok(pins.some((p) => p.text.startsWith("Items bought on clearance") && p.kind === "condition"), JSON.stringify(pins));
});

test("policy-statement: a short clause stays with its sentence (one pin, not two)", () => {
  const pins = classifier.classify("Rules:\n- ❌ “Hotfix” is forbidden — use Patch\n- Keep commits small");
  assert.equal(pins.filter((p) => p.text.includes("Hotfix") || p.text.includes("use Patch")).length, 1, JSON.stringify(pins));
});

test("policy-statement: a numeric deadline keeps the kind rules' say", () => {
  const pins = classifier.classify("All reservations are non-refundable within 14 days of arrival.");
  assert.equal(pins.length, 1, JSON.stringify(pins));
  assert.equal(pins[0]!.kind, "limit");
});
