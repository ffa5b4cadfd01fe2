import { test } from "node:test";
import assert from "node:assert/strict";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });

// a short "Label: " before a rule: the rule's n-grams start at "^", the label's words are not n-grams
const CASES: { text: string; has: string[]; lacks: string[] }[] = [
  { text: "Secrets: Never store tokens in the repo.", has: ["label-prefix", "b:^_never"], lacks: ["b:__never", "b:^__"] },
  { text: "Hotel policy: 120 per night max", has: ["label-prefix", "b:^_<num>"], lacks: ["b:__<num>"] },
  { text: "Code review: always get one approval.", has: ["label-prefix", "b:^_always"], lacks: ["b:^__"] },
  { text: "Never store tokens in the repo.", has: ["b:^_never"], lacks: ["label-prefix"] },
  // more than three words before the colon is a sentence, not a label
  { text: "We agreed on one thing last week: never deploy on Fridays.", has: ["b:^_we"], lacks: ["label-prefix"] },
];

for (const c of CASES)
  test(`label prefix: ${c.text}`, () => {
    const names = new Set(featuresOf(unit(c.text), rules).names);
    for (const n of c.has) assert.ok(names.has(n), `missing ${n}: ${[...names].join(" ")}`);
    for (const n of c.lacks) assert.ok(!names.has(n), `unexpected ${n}`);
  });

import { segment } from "../../src/classify/segment.ts";
import { hasRuleCue, isQuestionText, opensImperative } from "../../src/classify/features.ts";

// a middle dot or bullet inside a line separates settings like a semicolon
const probes = { isQuestion: isQuestionText, hasRuleCue: (n: string) => hasRuleCue(n, rules), opensImperative: (n: string) => opensImperative(n, rules) };
const SPLITS: { text: string; units: string[] }[] = [
  { text: "Rail: second class maximum · approval required if first class selected", units: ["Rail: second class maximum", "approval required if first class selected"] },
  { text: "Lodging: $200/night cap • partner hotels only", units: ["Lodging: $200/night cap", "partner hotels only"] },
  { text: "Open 9-5 · Closed Sundays · Free parking", units: ["Open 9-5 · Closed Sundays · Free parking"] },
];
for (const c of SPLITS)
  test(`middle dot split: ${c.text}`, () => {
    assert.deepEqual(
      segment(c.text, rules, probes).map((u) => u.text),
      c.units,
    );
  });
