// Training of models/pin-model.json, pure and deterministic: the same corpus gives the same JSON,
// byte for byte (fixed record order, seeded shuffle, fixed epochs, rounded weights).
// Units come from the same segment/features steps the service runs; a unit is a positive when it
// overlaps a labelled pin by at least 40% of the longer of the two (the dev scorer's rule), a
// negative when it overlaps no pin and no optional span, and is left out otherwise.
import { PIN_KINDS, type PinKind } from "../contract/ledger-entry.ts";
import { scoreUnits } from "./classifier.ts";
import type { ClassifyRules } from "./compile-rules.ts";
import { MODEL_FORMAT, sigmoid, type PinModelJson } from "./pin-model.ts";
import { seededRandom } from "./seeded-random.ts";

export interface CorpusRecord {
  id: string;
  source?: string;
  text: string;
  pins: { span: string; kind: PinKind }[];
  optional?: string[];
}

export interface TrainingUnit {
  record: string;
  names: string[];
  label: 0 | 1;
  kind?: PinKind;
}

// "real-agents-0001", "real2-cond-0007": records of real public text (data/classify/real*.jsonl)
const isReal = (record: string) => /^real\d*-/.test(record);
// "val3-0042": a record of a validation set (data/validation), real text labelled by outsiders. Never
// in data/classify: only scripts/train-leave-out.ts adds them, to measure what training on them buys.
const isValidation = (record: string) => /^val\d*-/.test(record);

export interface TrainOptions {
  epochs?: number;
  folds?: number;
  minCount?: number;
  seed?: number;
  l2?: number;
  /** L2 for word features (w:, b:, f:, f2:): topic words must not outweigh the cues. */
  l2Lexical?: number;
  /** Weight of units from records of real public text (ids "real-..."), against 1 for written ones. */
  realWeight?: number;
  /** Weight of units from validation-set records (ids "val3-...", scripts/train-leave-out.ts only). */
  validationWeight?: number;
  /** Models trained on as many shuffle orders, their weights averaged (bagging over orders). */
  bags?: number;
  /** The served threshold, fixed; absent: the cross-validated one. */
  threshold?: number;
}

interface Span {
  start: number;
  end: number;
  kind?: PinKind;
}

function spansOf(text: string, needles: { span: string; kind?: PinKind }[]): Span[] {
  const out: Span[] = [];
  for (const n of needles) {
    if (!n.span) continue;
    let at = text.indexOf(n.span);
    while (at >= 0) {
      out.push({ start: at, end: at + n.span.length, kind: n.kind });
      at = text.indexOf(n.span, at + 1);
    }
  }
  return out;
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Labelled pins that a rule veto throws away (for the training log: each is a recall loss). */
export const vetoedPositives: string[] = [];

export function unitsOf(records: readonly CorpusRecord[], rules: ClassifyRules): TrainingUnit[] {
  vetoedPositives.length = 0;
  const out: TrainingUnit[] = [];
  for (const r of records) {
    const pins = spansOf(r.text, r.pins);
    const optional = spansOf(r.text, (r.optional ?? []).map((span) => ({ span })));
    for (const s of scoreUnits(r.text, rules, null)) {
      const u = { start: s.unit.start, end: s.unit.end };
      if (s.vetoed) {
        if (pins.some((p) => overlap(u, p) >= 0.4 * Math.max(u.end - u.start, p.end - p.start))) vetoedPositives.push(`${r.id} [${s.vetoed}] ${s.unit.text}`);
        continue;
      }
      let best: Span | undefined;
      let bestOv = 0;
      for (const p of pins) {
        const ov = overlap(u, p);
        if (ov > bestOv) [best, bestOv] = [p, ov];
      }
      if (best && bestOv >= 0.4 * Math.max(u.end - u.start, best.end - best.start))
        out.push({ record: r.id, names: s.features.names, label: 1, kind: best.kind });
      else if (!best && !optional.some((o) => overlap(u, o) > 0)) out.push({ record: r.id, names: s.features.names, label: 0 });
    }
  }
  return out;
}

const prng = seededRandom;

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const a = [...xs];
  const rnd = prng(seed);
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function vocabulary(units: readonly TrainingUnit[], minCount: number): string[] {
  const counts = new Map<string, number>();
  for (const u of units) for (const n of u.names) counts.set(n, (counts.get(n) ?? 0) + 1);
  // rule-derived features are always kept; n-grams need minCount occurrences
  return [...counts.entries()]
    .filter(([n, c]) => c >= minCount || /^(?:cue|grp|imp|num-bound|x-only|rule-list|question|bullet|clause|heading|shouting)/.test(n))
    .map(([n]) => n)
    .sort();
}

interface Binary {
  bias: number;
  w: Float64Array;
}


const isLexical = (name: string) => /^(?:w|b|f|f2):/.test(name);

function l2Vector(index: ReadonlyMap<string, number>, l2: number, l2Lexical: number): Float64Array {
  const v = new Float64Array(index.size);
  for (const [name, i] of index) v[i] = isLexical(name) ? l2Lexical : l2;
  return v;
}

function trainBinaryOnce(units: readonly TrainingUnit[], index: ReadonlyMap<string, number>, epochs: number, seed: number, L2: Float64Array, realWeight: number, validationWeight: number): Binary {
  const w = new Float64Array(index.size);
  const g2 = new Float64Array(index.size).fill(1e-8);
  let bias = 0;
  let gb2 = 1e-8;
  const lr = 0.3;
  const rows = units.map((u) => ({ x: u.names.map((n) => index.get(n)).filter((i): i is number => i !== undefined), y: u.label, s: isReal(u.record) ? realWeight : isValidation(u.record) ? validationWeight : 1 }));
  const pos = rows.filter((r) => r.y === 1).length;
  // balance classes so the threshold lands near 0.5 whatever the corpus mix
  const wPos = pos ? rows.length / (2 * pos) : 1;
  const wNeg = rows.length - pos ? rows.length / (2 * (rows.length - pos)) : 1;
  // Averaged SGD: the weights returned are the mean of snapshots taken through the second half of
  // training. A plain last iterate moves with the shuffle order, so adding a few records swung
  // the served results by several pins; the average does not.
  const avg = new Float64Array(index.size);
  let avgBias = 0;
  let snapshots = 0;
  const every = Math.max(1, Math.floor(rows.length / AVERAGE_SNAPSHOTS_PER_EPOCH));
  for (let e = 0; e < epochs; e++) {
    let step = 0;
    for (const r of shuffled(rows, seed + e)) {
      let z = bias;
      for (const i of r.x) z += w[i]!;
      const g = (sigmoid(z) - r.y) * (r.y ? wPos : wNeg) * r.s;
      gb2 += g * g;
      bias -= (lr * g) / Math.sqrt(gb2);
      for (const i of r.x) {
        const gi = g + L2[i]! * w[i]!;
        g2[i]! += gi * gi;
        w[i]! -= (lr * gi) / Math.sqrt(g2[i]!);
      }
      if (2 * e >= epochs && ++step % every === 0) {
        for (let i = 0; i < w.length; i++) avg[i]! += w[i]!;
        avgBias += bias;
        snapshots++;
      }
    }
  }
  if (!snapshots) return { bias, w };
  for (let i = 0; i < avg.length; i++) avg[i]! /= snapshots;
  return { bias: avgBias / snapshots, w: avg };
}

const AVERAGE_SNAPSHOTS_PER_EPOCH = 20;

// One SGD run depends on its shuffle order: units near the threshold flip between two seeds, and a
// retrain after adding a few records swung real-text sets by several pins. The mean of runs over
// `bags` different orders (same data, seeds seed, seed+1009, ...) has a fraction of that variance.
const BAG_SEED_STEP = 1009;

function trainBinary(units: readonly TrainingUnit[], index: ReadonlyMap<string, number>, epochs: number, seed: number, L2: Float64Array, realWeight: number, bags: number, validationWeight = 1): Binary {
  const runs = Array.from({ length: Math.max(1, bags) }, (_, b) => trainBinaryOnce(units, index, epochs, seed + b * BAG_SEED_STEP, L2, realWeight, validationWeight));
  if (runs.length === 1) return runs[0]!;
  const w = new Float64Array(index.size);
  let bias = 0;
  for (const r of runs) {
    bias += r.bias / runs.length;
    for (let i = 0; i < w.length; i++) w[i]! += r.w[i]! / runs.length;
  }
  return { bias, w };
}

function trainKinds(units: readonly TrainingUnit[], index: ReadonlyMap<string, number>, epochs: number, seed: number, L2: Float64Array, bags: number): Multi {
  const runs = Array.from({ length: Math.max(1, bags) }, (_, b) => trainKindsOnce(units, index, epochs, seed + b * BAG_SEED_STEP, L2));
  if (runs.length === 1) return runs[0]!;
  const K = PIN_KINDS.length;
  const w = new Float64Array(index.size * K);
  const bias = new Float64Array(K);
  for (const r of runs) {
    for (let k = 0; k < K; k++) bias[k]! += r.bias[k]! / runs.length;
    for (let i = 0; i < w.length; i++) w[i]! += r.w[i]! / runs.length;
  }
  return { bias, w };
}

interface Multi {
  bias: Float64Array;
  w: Float64Array; // feature-major: w[i * K + k]
}

function trainKindsOnce(units: readonly TrainingUnit[], index: ReadonlyMap<string, number>, epochs: number, seed: number, L2: Float64Array): Multi {
  const K = PIN_KINDS.length;
  const w = new Float64Array(index.size * K);
  const g2 = new Float64Array(index.size * K).fill(1e-8);
  const bias = new Float64Array(K);
  const gb2 = new Float64Array(K).fill(1e-8);
  const lr = 0.3;
  const rows = units
    .filter((u) => u.label === 1 && u.kind)
    .map((u) => ({ x: u.names.map((n) => index.get(n)).filter((i): i is number => i !== undefined), y: PIN_KINDS.indexOf(u.kind!) }));
  const z = new Float64Array(K);
  for (let e = 0; e < epochs; e++) {
    for (const r of shuffled(rows, seed * 7 + e)) {
      for (let k = 0; k < K; k++) {
        let s = bias[k]!;
        for (const i of r.x) s += w[i * K + k]!;
        z[k] = s;
      }
      const max = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += Math.exp(z[k]! - max);
      for (let k = 0; k < K; k++) {
        const g = Math.exp(z[k]! - max) / sum - (k === r.y ? 1 : 0);
        gb2[k]! += g * g;
        bias[k]! -= (lr * g) / Math.sqrt(gb2[k]!);
        for (const i of r.x) {
          const j = i * K + k;
          const gi = g + L2[i]! * w[j]!;
          g2[j]! += gi * gi;
          w[j]! -= (lr * gi) / Math.sqrt(g2[j]!);
        }
      }
    }
  }
  return { bias, w };
}

const round = (x: number) => Math.round(x * 1e5) / 1e5 || 0;

/**
 * Folds group records by SOURCE (the id without its number: "ops-sre-0042" -> "ops-sre"), so every
 * held-out fold is a domain and an author the model did not train on: the scores estimate how the
 * model carries over to other people's text, not how well it remembers its own corpus.
 */
export function sourceOf(id: string): string {
  let end = id.length;
  while (end > 0 && id.charCodeAt(end - 1) >= 48 && id.charCodeAt(end - 1) <= 57) end--;
  if (end < id.length && end > 0 && (id[end - 1] === "-" || id[end - 1] === "_")) end--;
  return id.slice(0, end);
}

function foldOf(id: string, folds: number): number {
  id = sourceOf(id);
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619) >>> 0;
  return h % folds;
}

type Options = Required<Omit<TrainOptions, "threshold" | "validationWeight">>;

export interface CvReport {
  threshold: number;
  precision: number;
  recall: number;
  f1: number;
  kindAccuracy: number;
  kindAccuracyWithRules?: number;
  /** per kind rule (and "model"): how often it was right in cross-validation, and how often the model alone would have been */
  kindRules?: Record<string, { hits: number; total: number; modelHits: number }>;
  units: number;
  positives: number;
}

// On a flat optimum the precision end wins, but only within a narrow band: the old 0.01 band
// set the threshold at 0.62 where the curve peaks at 0.46, and on real text from other sources
// (data/validation) recall, not precision, is what the written corpus overestimates.
const F1_TOLERANCE = 0.002;
const SMOOTH = 4;

/** k-fold cross-validation grouped by source; returns the threshold with the best F1 on held-out units. */
function crossValidate(units: readonly TrainingUnit[], o: Options, rules: ClassifyRules, validationWeight: number): CvReport {
  const probs: { p: number; y: 0 | 1 }[] = [];
  let kindHits = 0;
  let kindTotal = 0;
  let kindRuleHits = 0;
  const ruleStats: Record<string, { hits: number; total: number; modelHits: number }> = {};
  for (let f = 0; f < o.folds; f++) {
    const train = units.filter((u) => foldOf(u.record, o.folds) !== f);
    const test = units.filter((u) => foldOf(u.record, o.folds) === f);
    if (!train.length || !test.length) continue;
    const vocab = vocabulary(train, o.minCount);
    const index = new Map(vocab.map((n, i) => [n, i]));
    const m = trainBinary(train, index, o.epochs, o.seed, l2Vector(index, o.l2, o.l2Lexical), o.realWeight, o.bags, validationWeight);
    const km = trainKinds(train, index, o.epochs, o.seed, l2Vector(index, o.l2, o.l2Lexical), o.bags);
    const K = PIN_KINDS.length;
    for (const u of test) {
      const xs = u.names.map((n) => index.get(n)).filter((i): i is number => i !== undefined);
      let z = m.bias;
      for (const i of xs) z += m.w[i]!;
      probs.push({ p: sigmoid(z), y: u.label });
      if (u.label === 1 && u.kind) {
        let best = 0;
        let bestZ = -Infinity;
        for (let k = 0; k < K; k++) {
          let s = km.bias[k]!;
          for (const i of xs) s += km.w[i * K + k]!;
          if (s > bestZ) [best, bestZ] = [k, s];
        }
        kindTotal++;
        if (PIN_KINDS[best] === u.kind) kindHits++;
        // as served: rules/classify/kinds.yaml first (facts are among the names), the model second
        const facts = new Set(u.names);
        const rule = rules.kindRules.find((r) => r.all.every((f) => facts.has(f)) && !r.none.some((f) => facts.has(f)));
        if ((rule ? rule.kind : PIN_KINDS[best]) === u.kind) kindRuleHits++;
        const key = rule?.id ?? "model";
        const rs = (ruleStats[key] ??= { hits: 0, total: 0, modelHits: 0 });
        rs.total++;
        if ((rule ? rule.kind : PIN_KINDS[best]) === u.kind) rs.hits++;
        if (PIN_KINDS[best] === u.kind) rs.modelHits++;
      }
    }
  }
  // Scan thresholds; keep the best F1, then move to the HIGHEST threshold whose F1 is within
  // F1_TOLERANCE of it: on a flat optimum, prefer precision (a false pin costs the user attention).
  const positives = probs.filter((p) => p.y === 1).length;
  const curve: CvReport[] = [];
  for (let t = 20; t <= 90; t++) {
    const th = t / 100;
    let tp = 0;
    let fp = 0;
    for (const p of probs) if (p.p >= th) p.y ? tp++ : fp++;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = positives ? tp / positives : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    curve.push({ threshold: th, precision, recall, f1, kindAccuracy: 0, units: units.length, positives });
  }
  // Judge each threshold by the mean F1 of its neighbourhood (+-SMOOTH steps): a lone spike of the
  // raw curve moves with every corpus edit, the middle of a broad plateau does not.
  const smooth = curve.map((_, i) => {
    const win = curve.slice(Math.max(0, i - SMOOTH), i + SMOOTH + 1);
    return win.reduce((a, c) => a + c.f1, 0) / win.length;
  });
  const bestF1 = Math.max(...smooth);
  let best = curve[0]!;
  for (let i = 0; i < curve.length; i++) if (smooth[i]! >= bestF1 - F1_TOLERANCE) best = curve[i]!;
  best.kindAccuracy = kindTotal ? kindHits / kindTotal : 0;
  best.kindAccuracyWithRules = kindTotal ? kindRuleHits / kindTotal : 0;
  best.kindRules = ruleStats;
  for (const k of ["precision", "recall", "f1", "kindAccuracy", "kindAccuracyWithRules"] as const) best[k] = Math.round((best[k] ?? 0) * 10_000) / 10_000;
  return best;
}

export function trainPinModel(records: readonly CorpusRecord[], rules: ClassifyRules, options: TrainOptions = {}): { model: PinModelJson; cv: CvReport } {
  // validationWeight stays out of meta.options: a model trained without validation records is byte-identical to before
  const validationWeight = options.validationWeight ?? 1;
  const o: Options = { epochs: options.epochs ?? 12, folds: options.folds ?? 5, minCount: options.minCount ?? 2, seed: options.seed ?? 20_240_601, l2: options.l2 ?? 1e-3, l2Lexical: options.l2Lexical ?? 3e-2, realWeight: options.realWeight ?? 1, bags: options.bags ?? 4 };
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const units = unitsOf(sorted, rules);
  const cv = crossValidate(units, o, rules, validationWeight);
  const vocab = vocabulary(units, o.minCount);
  const index = new Map(vocab.map((n, i) => [n, i]));
  const m = trainBinary(units, index, o.epochs, o.seed, l2Vector(index, o.l2, o.l2Lexical), o.realWeight, o.bags, validationWeight);
  const km = trainKinds(units, index, o.epochs, o.seed, l2Vector(index, o.l2, o.l2Lexical), o.bags);
  const K = PIN_KINDS.length;
  const weights: Record<string, number> = {};
  const kindWeights: Record<string, number[]> = {};
  vocab.forEach((n, i) => {
    const w = round(m.w[i]!);
    if (Math.abs(w) >= 1e-4) weights[n] = w;
    const kw = Array.from({ length: K }, (_, k) => round(km.w[i * K + k]!));
    if (kw.some((x) => Math.abs(x) >= 1e-4)) kindWeights[n] = kw;
  });
  const kinds: Record<string, number> = {};
  for (const u of units) if (u.kind) kinds[u.kind] = (kinds[u.kind] ?? 0) + 1;
  const model: PinModelJson = {
    format: MODEL_FORMAT,
    threshold: options.threshold ?? cv.threshold,
    bias: round(m.bias),
    weights,
    kind: {
      classes: [...PIN_KINDS],
      bias: Array.from(km.bias, round),
      weights: kindWeights,
      // a rule is trusted when, on the held-out units it fired on, it was right at least as often as the model
      trusted_rules: rules.kindRules.map((r) => r.id).filter((id) => {
        const st = cv.kindRules?.[id];
        return st !== undefined && st.total > 0 && st.hits >= st.modelHits;
      }),
    },
    meta: {
      records: sorted.length,
      units: units.length,
      positive_units: units.filter((u) => u.label === 1).length,
      vetoed_positive_units: vetoedPositives.length,
      positive_units_by_kind: kinds,
      features: vocab.length,
      options: o,
      threshold_source: options.threshold === undefined ? "cross-validation" : "fixed (scripts/train.ts SERVED_THRESHOLD)",
      cv,
    },
  };
  return { model, cv };
}
