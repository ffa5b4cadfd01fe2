import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { trainPinModel, type CorpusRecord } from "../../src/classify/train-model.ts";
import { PinModelSchema, toPinModel } from "../../src/classify/pin-model.ts";
import { classifyText } from "../../src/classify/classifier.ts";
import { rules } from "./load.ts";

const corpus = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "fixtures", "tiny-corpus.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as CorpusRecord);

test("train: the same corpus gives a byte-identical model", () => {
  const a = JSON.stringify(trainPinModel(corpus, rules, { folds: 2 }).model);
  const b = JSON.stringify(trainPinModel([...corpus].reverse(), rules, { folds: 2 }).model);
  assert.equal(a, b);
});

test("train: the model validates and can classify", () => {
  const { model } = trainPinModel(corpus, rules, { folds: 2 });
  const parsed = toPinModel(PinModelSchema.parse(JSON.parse(JSON.stringify(model))));
  assert.ok(parsed.weights.size > 0);
  assert.doesNotThrow(() => classifyText("Never deploy on Sundays.", rules, parsed));
});

test("train: validationWeight leaves a corpus without validation records byte-identical", () => {
  const a = JSON.stringify(trainPinModel(corpus, rules, { folds: 2 }).model);
  const b = JSON.stringify(trainPinModel(corpus, rules, { folds: 2, validationWeight: 3 }).model);
  assert.equal(a, b);
});

test("train: validation records ('val3-...') are weighted by validationWeight only", () => {
  const val = corpus.slice(0, 4).map((r, i) => ({ ...r, id: `val3-${String(i + 1).padStart(4, "0")}` }));
  const a = JSON.stringify(trainPinModel([...corpus, ...val], rules, { folds: 2 }).model);
  const b = JSON.stringify(trainPinModel([...corpus, ...val], rules, { folds: 2, validationWeight: 2 }).model);
  assert.notEqual(a, b);
});
