// The shipped model is an artifact of the shipped corpus and rules: `npm run train` at this commit
// must write models/pin-model.json byte for byte. A change to rules/classify (a veto, a cue, a
// segmenter rule) changes the training units, so it must be committed with a retrained model; this
// test says so instead of letting the served model drift from what the repository would rebuild.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { readCorpus, SERVED_THRESHOLD } from "../../scripts/train.ts";
import { trainPinModel } from "../../src/classify/train-model.ts";
import { parseClassifyRules } from "../../src/classify/index.ts";
import { MODEL_FILE } from "../../src/classify/pin-model.ts";
import { readDataDir } from "../../src/load/load-files.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

test("models/pin-model.json is what npm run train makes from data/classify and rules/ (retrain after changing either)", () => {
  const rules = parseClassifyRules(readDataDir(join(root, "rules")));
  const { records } = readCorpus(join(root, "data", "classify"));
  const { model } = trainPinModel(records, rules, { threshold: SERVED_THRESHOLD });
  const shipped = readFileSync(join(root, "models", MODEL_FILE), "utf8");
  assert.ok(JSON.stringify(model) + "\n" === shipped, "models/pin-model.json differs from a fresh `npm run train`: run it and commit the model");
});
