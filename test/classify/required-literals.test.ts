// The cue pre-test must never hide a match: a text without the literals can not match the regex.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { mayContain, requiredLiterals } from "../../src/classify/required-literals.ts";
import { rules } from "./load.ts";

const cases: { source: string; want: string[] | null }[] = [
  { source: "\\bnever\\b", want: ["never"] },
  { source: "\\bread[- ]only\\b|\\bimmutable\\b", want: ["read", "immutable"] },
  { source: "\\b(?:must|should)\\b", want: ["must", "should"] },
  { source: "\\b(?:must|sh(?:all|ould))\\b", want: null },
  { source: "^(?:so )?(?:it|this) seems", want: [" seems"] },
  { source: "^(?:so |also )?(?:it|this)\\b", want: ["it", "this"] },
  { source: "\\bavoid(?:ing)?\\b", want: ["avoid"] },
  { source: "colou?r", want: ["colo"] },
  { source: "ab?", want: null },
  { source: "^(?:a |b )?no [a-z]{1,3}", want: ["no "] },
  { source: "\\bx{2,3}yes\\b", want: ["yes"] },
  { source: "never|x", want: null },
  { source: "\\.env file", want: ["env file"] },
];

for (const c of cases)
  test(`requiredLiterals ${c.source}`, () => {
    assert.deepEqual(requiredLiterals(c.source), c.want);
  });

test("mayContain: null literals always run the regex", () => {
  assert.equal(mayContain("anything", null), true);
  assert.equal(mayContain("do not", ["never", "do not"]), true);
  assert.equal(mayContain("please", ["never"]), false);
});

// Words close to the cue vocabulary so that matches actually happen.
const WORDS = ["never", "do", "not", "only", "read", "-", "no", "keep", "it", "short", "so", "must", "the", "a", "over", "using", "is", "always", ",", "there", "are", "freeze", "x"];

test("property: for every cue, a text that misses the literals never matches the regex", () => {
  const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((ws) => ws.join(" "));
  fc.assert(
    fc.property(text, (t) => {
      for (const cue of rules.cues) if (!mayContain(t, cue.literals)) assert.equal(cue.re.test(t), false, `${cue.id} on ${JSON.stringify(t)}`);
    }),
    { numRuns: 2_000, seed: 7 },
  );
});
