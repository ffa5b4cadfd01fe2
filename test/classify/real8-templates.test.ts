// Real-text fifth round: template blanks and new cues, written for these tests (not taken from any eval set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { classifier, model, rules } from "./load.ts";

const vetoOf = (text: string) => scoreUnits(text, rules, model, false).map((s) => s.vetoed);

const BLANKS = [
  "Preferred check-in time: [fill in]",
  "Monthly spend cap: [AMOUNT_USD]",
  "Write commit messages in [English/German]",
  "Indent with [tabs/spaces]",
  "**Verbosity:** (short / medium / long)",
  "[List the commands the agent must never run]",
  "Allergies: [your allergies here]",
  "Quiet hours: [TBD]",
  "Pay [cleaner name] on Fridays.",
];
const NOT_BLANKS = [
  "Never push to [main](https://example.org/branches) directly.",
  "[Server] must not be restarted during business hours.",
  "Do not log [REDACTED] fields.",
  "Run on Linux/ARM (Raspberry Pi) only.",
];

for (const t of BLANKS) test(`template blank vetoed: ${t}`, () => assert.ok(vetoOf(t).includes("template-blank"), `${t}: ${vetoOf(t).join(",")}`));
for (const t of NOT_BLANKS) test(`not a template blank: ${t}`, () => assert.ok(!vetoOf(t).includes("template-blank"), t));

// Cues of the fifth round fire on the wording they were written for and stay quiet on a near miss.

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const cuesOf = (text: string) => featuresOf(unit(text), rules, false).cues;

const CUES: { cue: string; fires: string[]; quiet: string[] }[] = [
  { cue: "prohibit.no-x-permitted", fires: ["Weekends: no work permitted.", "No pets allowed in the cabins."], quiet: ["No one was there."] },
  { cue: "require.we-request", fires: ["We ask that visitors sign in at the desk.", "It is essential that backups stay encrypted."], quiet: ["We asked him twice."] },
  { cue: "require.each-end", fires: ["At the end of each reply, list open questions."], quiet: ["At the end of the day it worked."] },
  { cue: "limit.one-at-a-time", fires: ["One change at a time.", "A single migration per pull request."], quiet: ["One of them was late."] },
  { cue: "prefer.you-want", fires: ["You want a window seat.", "If there are two options, you prefer the cheaper one.", "A ground-floor room would be ideal."], quiet: ["Do you want tea?", "They wanted a refund."] },
  { cue: "condition.in-effect", fires: ["The code freeze is now in effect.", "From Friday we stop accepting new features."], quiet: ["The effect was small."] },
  { cue: "condition.payment-terms", fires: ["Buyer pays return shipping.", "We only accept cash."], quiet: ["The buyer was happy."] },
  { cue: "condition.personal-trait", fires: ["I'm deaf, so please write.", "My knees are bad."], quiet: ["My order is late."] },
  { cue: "prefer.dont-want-to", fires: ["I really don't want to be called at work."], quiet: ["I don't want to waste your time."] },
  { cue: "veto.idiom", fires: ["No sweat.", "No worries at all, it happens.", "Don't get me wrong, the room was fine."], quiet: ["No eggs.", "No pets allowed."] },
  { cue: "veto.service-promise", fires: ["We will get back to you within two business days.", "Our team will review every request."], quiet: ["We will not share your data with anyone."] },
  { cue: "veto.writeup-label", fires: ["Rationale: the window exists so someone watches the deploy.", "Pro tip: the museum is free on Sundays."], quiet: ["Note: never deploy on Fridays."] },
  { cue: "condition.fee-line", fires: ["$40 for a missed cleaning.", "Late checkout fee: $30 per hour", "Check-in time: 3 pm", "$15 monthly maintenance fee"], quiet: ["The fee was high.", "We paid $500 for the trip."] },
  { cue: "approval.wait-for", fires: ["Wait for my approval before merging.", "Then wait until the plan is approved."], quiet: ["Wait 5 minutes and retry."] },
];
for (const c of CUES) {
  for (const t of c.fires) test(`${c.cue} fires: ${t}`, () => assert.ok(cuesOf(t).includes(c.cue), `${c.cue} on ${t}: ${cuesOf(t).join(",")}`));
  for (const t of c.quiet) test(`${c.cue} quiet: ${t}`, () => assert.ok(!cuesOf(t).includes(c.cue), `${c.cue} on ${t}`));
}

// A leading condition clause and its main clause make one pin (written for this test).

test("leading condition clause is folded into the rule after it", () => {
  const pins = classifier.classify("After the code freeze, no new features are merged to main. Thanks.");
  assert.equal(pins.length, 1);
  assert.equal(pins[0]!.text, "After the code freeze, no new features are merged to main.");
  const plain = classifier.classify("If the build is red, do not merge.");
  assert.deepEqual(plain.map((p) => p.text), ["If the build is red, do not merge."]);
});

test("plain-text heading lines end the sentence above; a format sample's items are not rules", () => {
  const units = scoreUnits("Check-in\nGuests must show a photo ID at the desk on arrival before keys are handed out\nQuiet Hours\nNo music after 10 pm", rules, model, false).map((s) => s.unit.text);
  assert.ok(units.includes("Guests must show a photo ID at the desk on arrival before keys are handed out"), units.join(" | "));
  const sample = vetoOf("Reply in this layout:\n- Heading line\n- Two short sentences");
  assert.deepEqual(sample.slice(1), ["descriptive-list", "descriptive-list"]);
});

test("a modal followed by a comma lists words, it opens no clause", () => {
  const units = scoreUnits("Reserve NEVER, MUST, IMPORTANT for the rules that get broken.", rules, model, false).map((s) => s.unit.text);
  assert.deepEqual(units, ["Reserve NEVER, MUST, IMPORTANT for the rules that get broken."]);
  const split = scoreUnits("Keep it in the repo, must not leave the VPC.", rules, model, false).map((s) => s.unit.text);
  assert.equal(split.length, 2);
});
