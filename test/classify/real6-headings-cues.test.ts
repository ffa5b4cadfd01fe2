import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const cuesOf = (text: string) => featuresOf(unit(text), rules, false).cues;

// A Title Case markdown heading over prose that states the rule in firm words titles that rule;
// over a list, over plain prose, or shouted, the heading is left to the model (written for this test).
const HEADINGS: { text: string; vetoes: (string | null)[] }[] = [
  { text: "### Don't Leak Secrets\n\nNever print a token, even when a command fails.", vetoes: ["title-heading", null] },
  { text: "## Avoid Panics in Handlers\n\nHandlers must return an error instead of panicking.", vetoes: ["title-heading", null] },
  { text: "## Never Force Push\nMain is protected.", vetoes: [null, null] },
  { text: "### Do Not\n- Skip tests", vetoes: [null, null] },
  { text: "# NEVER DELETE DATA\n\nNever run rm on the data volume.", vetoes: [null, null] },
  { text: "Don't Leak Secrets\n\nNever print a token.", vetoes: [null, null] },
];

for (const c of HEADINGS)
  test(`title heading: ${JSON.stringify(c.text)}`, () => {
    assert.deepEqual(
      scoreUnits(c.text, rules, model).map((s) => (s.vetoed === "title-heading" ? s.vetoed : null)),
      c.vetoes,
    );
  });

test("a file describing itself is vetoed", () => {
  assert.ok(cuesOf("This file is reserved for deployment notes.").includes("veto.doc-describes"));
});

test("'speak/talk to me in <language>' is a language preference", () => {
  for (const t of ["Speak to me in English", "Talk to me in Spanish and keep code comments in English.", "communicate in French"]) assert.ok(cuesOf(t).includes("prefer.please-use"), t);
  assert.ok(!cuesOf("We spoke in French yesterday.").includes("prefer.please-use"));
});

// An imperative after a lead-in clause: "If X, say why" is a conditional rule.
test("a conditional imperative with 'say' is imperative", () => {
  const f = featuresOf(unit("If you return an error unchanged, say why in a comment."), rules, false);
  assert.ok(f.mood.imperative && f.mood.later);
});
