// A word in two contrast sets of targets.yaml ("test": an environment and not-real data, "staging"
// too) keeps both: contrastWords (word → one id) keeps only the last set, contrastSets keeps all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rules } from "./support.ts";

test("a word in two contrast sets belongs to both", () => {
  assert.deepEqual([...(rules.contrastSets.get("test") ?? [])].sort(), ["contrast.env", "contrast.reality"]);
  assert.deepEqual([...(rules.contrastSets.get("staging") ?? [])].sort(), ["contrast.env", "contrast.reality"]);
  assert.deepEqual(rules.contrastSets.get("real"), ["contrast.reality"]);
  for (const [w, ids] of rules.contrastSets) assert.ok(ids.includes(rules.contrastWords.get(w)!), w);
});
