// cfa20 (session 22, false alarms and kinds): a recipe's steps and timings (step recipe-steps, message.ts),
// a release note saying no action is needed, a bug-thread report of not running into a problem, an aphorism
// of an etiquette piece and the writer's own plan in a trip report state no standing constraint; "there is no
// <activity>", "not permitted" and "no X permitted" forbid (kinds.yaml). Sentences written for this test (new
// wording, not from any set); the rules next to them are kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyText, cueVeto, oneWordVeto, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { isRecipe } from "../../src/classify/message.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
// sentences and list lines, enough for the message-level recipe test
const parts = (text: string): { text: string }[] => text.split(/(?<=[.!?])\s+|\n/).map((t) => ({ text: t }));
const vetoOf = (text: string): string | null => {
  const u = unit(text);
  return structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false)) ?? oneWordVeto(u);
};

const RECIPES: string[] = [
  "Warm the oil in a heavy skillet over medium heat. Fry the shallots until golden, about 6 minutes. Season to taste and serve with rice.",
  "- Whisk the eggs with 2 tbsp of milk.\n- Fold the flour in gently.\n- Bake for 25 minutes until set in the middle.",
  "Put the lentils in a saucepan, cover with water and bring to the boil. Simmer for 20 minutes, then drain.",
  "Preheat the oven to 200C. Toss the carrots with olive oil and a pinch of salt. Roast for 40 minutes, turning once.",
];

test("false alarms cfa20: a recipe's steps and timings are not pins", () => {
  for (const text of RECIPES) {
    assert.ok(isRecipe(parts(text), rules), `recipe: ${text}`);
    assert.deepEqual(classifyText(text, rules, model), [], text);
  }
});

// rules that mention food or cooking once are no recipe: their pins stay
const FOOD_RULES: [string, number][] = [
  ["Never suggest dishes that contain peanuts. Always give oven temperatures in Celsius.", 2],
  ["When you write meal plans for me, keep each one under 500 words.", 1],
  ["Add the ticket number to every commit message. Never push to main on Fridays.", 2],
];

test("false alarms cfa20: rules about food in an ordinary message are still pinned", () => {
  for (const [text, n] of FOOD_RULES) {
    assert.equal(isRecipe(parts(text), rules), false, text);
    assert.equal(classifyText(text, rules, model).length, n, text);
  }
});

const VETOED: { text: string; veto: string }[] = [
  { text: "No further action is required if you installed the app from the store.", veto: "cue:veto.no-action-needed" },
  { text: "Users on the LTS channel: no action is necessary on your side.", veto: "cue:veto.no-action-needed" },
  { text: "The ARM builders haven't run into that linker error since the toolchain bump.", veto: "cue:veto.ran-into" },
  { text: "We never ran into any quota problems on the smaller plan.", veto: "cue:veto.ran-into" },
  { text: "Respect for the umpire is always the key to an enjoyable match.", veto: "cue:veto.key-to" },
  { text: "Good communication is the secret to a happy crew.", veto: "cue:veto.key-to" },
  { text: "I'm probably going to bring a lighter tent on the next loop.", veto: "cue:veto.speaker-plan" },
  { text: "We are definitely going to start earlier next spring.", veto: "cue:veto.speaker-plan" },
];

const KEPT: string[] = [
  "No action may be taken on a customer account without my approval.",
  "Don't run into the car park when the gates are open.",
  "Never run the migration before the backup has finished.",
  "The key to the shed must be returned to the office by 6 pm.",
  "I'm going to need you to always cite the ticket number.",
  "Always wait for the green light before going.",
];

test("false alarms cfa20: release notes, bug-thread reports, aphorisms and the writer's plans are vetoed", () => {
  for (const { text, veto } of VETOED) assert.equal(vetoOf(text), veto, text);
});

test("false alarms cfa20: rules with the same words are not vetoed by the new entries", () => {
  for (const text of KEPT) {
    const got = vetoOf(text);
    assert.ok(got === null || !/no-action-needed|ran-into|key-to|speaker-plan/.test(got), `${text} -> ${got}`);
  }
});

const KINDS: [string, string][] = [
  ["There is no swimming past the buoys.", "prohibition"],
  ["- There is no smoking inside the clubhouse.", "prohibition"],
  ["Campers will not be permitted to light fires after dark.", "prohibition"],
  ["Visitors are not allowed to feed the animals without asking a keeper.", "prohibition"],
  ["No outside food permitted in the lounge.", "prohibition"],
];

test("kinds cfa20: 'there is no <activity>', 'not permitted' and 'no X permitted' are prohibitions", () => {
  for (const [text, kind] of KINDS) {
    const pins = classifyText(text, rules, model);
    assert.equal(pins.length, 1, text);
    assert.equal(pins[0]!.kind, kind, text);
  }
});

test("kinds cfa20: 'there is no <thing>' that is no activity stays out of the new cue", () => {
  for (const text of ["There is no staging environment for the billing service.", "There is no setting for that in the UI."]) {
    assert.ok(!featuresOf(unit(text), rules, false).facts.has("cue:prohibit.there-is-no-activity"), text);
  }
});
