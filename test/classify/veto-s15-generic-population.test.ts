// ccls12: veto.generic-population — an article's statement about what some people or businesses do
// ("Some kennels ...", "Others may ...") describes a population; a rule names who it binds.
// Texts written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { cueVeto, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const vetoOf = (text: string): string | null => structuralVeto(unit(text)) ?? cueVeto(featuresOf(unit(text), rules, false));

test("generic-population: statements about some hotels, parents or hosts are vetoed", () => {
  for (const text of [
    "Some hotels never accept pets over twenty pounds.",
    "Many landlords require a deposit equal to two months of rent.",
    "However, some parents prefer a text every hour.",
    "Others may ask you to keep the dog crated while out.",
    "Some won't let you check in before noon at all.",
  ])
    assert.equal(vetoOf(text), "cue:veto.generic-population", text);
});

test("generic-population: rules that open with some/other/others stay candidates", () => {
  for (const text of ["Other guests may book the sauna after 8 pm.", "Others can be rescheduled without a fee.", "Some tables must never be dropped.", "Most replies: two sentences at most."])
    assert.notEqual(vetoOf(text), "cue:veto.generic-population", text);
});
