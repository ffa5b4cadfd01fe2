// Typo-tolerant action words (natural's Damerau-Levenshtein): dropped, doubled or swapped
// letters count; a changed letter does not, since it so often spells another real word.
import { test } from "node:test";
import assert from "node:assert/strict";
import { closeTypo } from "../../src/guard/compile/typo.ts";
import { createGuard, parseGuardRules } from "../../src/guard/index.ts";
import { readDataDir } from "../../src/load/load-files.ts";

const targets = ["restart", "delete", "remove", "deploy", "purge", "merge"];
const cases: [string, string | undefined][] = [
  ["resart", "restart"], // dropped letter
  ["restrat", "restart"], // swapped neighbours
  ["deleete", "delete"], // doubled letter
  ["delte", "delete"],
  ["remote", undefined], // a changed letter: another real word
  ["purse", undefined],
  ["restart", undefined], // exact words are found by the exact lookup, not here
  ["rest", undefined], // too short to guess
  ["xdeploy", undefined], // first letter must agree
];
for (const [word, want] of cases) test(`closeTypo(${word}) → ${want}`, () => assert.equal(closeTypo(word, targets), want));

const guard = createGuard(parseGuardRules(readDataDir("rules")), { cacheSize: 10 });
const decide = (text: string, tool: string, args: Record<string, unknown>) =>
  guard.decide({ call: { tool, args }, ledger: [{ id: "c1", text }] }).decision;

test("a misspelt action word still compiles", () => {
  assert.equal(decide("dont resart the primary", "restart_service", { host: "db-primary-1" }), "deny");
  assert.equal(decide("dont resart the primary", "restart_service", { host: "db-replica-2" }), "allow");
});
test("a word one letter from an action word is not read as that action", () => {
  assert.equal(decide("Never push to the remote", "Bash", { command: "git remote -v" }), "allow");
});
