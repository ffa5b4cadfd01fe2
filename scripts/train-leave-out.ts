// Leave-one-set-out experiment: what does training on REAL labelled text (the studied validation
// sets, labelled by outsiders) buy on the sets left out? Trains the corpus of data/classify plus
// the given sets into a model OUTSIDE the repo; models/ and data/classify are never written.
//   node --import tsx scripts/train-leave-out.ts --add data/validation/validation3.jsonl,... \
//     [--weight 2] [--out /tmp/pinguard-leave-out]
//   MODELS_DIR=/tmp/pinguard-leave-out PORT=19900 npm start   # then score the left-out sets
// Held-out sets can not be added: validation2 (its check half), validation22, check.jsonl.
// Eighth classify round (2026-11-30), the result was negative: see data/classify/README.md.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { PIN_KINDS } from "../src/contract/ledger-entry.ts";
import { parseClassifyRules } from "../src/classify/index.ts";
import { MODEL_FILE } from "../src/classify/pin-model.ts";
import { trainPinModel, type CorpusRecord } from "../src/classify/train-model.ts";
import { readDataDir } from "../src/load/load-files.ts";
import { readCorpus, SERVED_THRESHOLD } from "./train.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const HELD_OUT = /(?:^|\/)(?:validation2|validation22|check)\.jsonl$/;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Validation records in the corpus format; ids must look like "val3-0042" (their weight reads the id). */
function readSet(file: string): CorpusRecord[] {
  if (HELD_OUT.test(file)) throw new Error(`${file} is held out: never train on it`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l, i) => {
      const r = JSON.parse(l) as CorpusRecord;
      if (!/^val\d*-/.test(r.id)) throw new Error(`${basename(file)}:${i + 1}: id ${r.id} is not a validation id (val<N>-...)`);
      const bad = r.pins.find((p) => !r.text.includes(p.span) || !(PIN_KINDS as readonly string[]).includes(p.kind));
      if (bad) throw new Error(`${basename(file)}:${i + 1}: pin span not in text or bad kind`);
      return { id: r.id, text: r.text, pins: r.pins, optional: (r.optional ?? []).filter((o) => r.text.includes(o)) };
    });
}

function main() {
  const add = (arg("--add") ?? "").split(",").filter(Boolean);
  if (!add.length) throw new Error("usage: --add file1.jsonl,file2.jsonl [--weight N] [--out DIR]");
  const weight = Number(arg("--weight") ?? 1);
  const out = arg("--out") ?? "/tmp/pinguard-leave-out";
  const rules = parseClassifyRules(readDataDir(join(root, "rules")));
  const { records } = readCorpus(join(root, "data", "classify"));
  const ids = new Set(records.map((r) => r.id));
  const added: Record<string, number> = {};
  for (const f of add) {
    const set = readSet(f);
    for (const r of set) if (ids.has(r.id)) throw new Error(`${f}: duplicate id ${r.id}`);
    set.forEach((r) => ids.add(r.id));
    records.push(...set);
    added[basename(f)] = set.length;
  }
  const { model, cv } = trainPinModel(records, rules, { threshold: SERVED_THRESHOLD, validationWeight: weight });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, MODEL_FILE), JSON.stringify(model) + "\n");
  const { kindRules: _k, ...summary } = cv;
  console.log(JSON.stringify({ out, records: records.length, added, weight, cv: summary }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
