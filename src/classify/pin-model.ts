// The trained model, as stored in models/pin-model.json: a logistic regression that scores a unit
// as "pin" vs "not a pin", and a softmax regression over the five kinds. Both read the same
// named features (features.ts). Scoring is a sum over the unit's features: O(features).
import { z } from "zod";
import { PIN_KINDS, type PinKind } from "../contract/ledger-entry.ts";
import { RuleFileError, type RuleFiles } from "../rules/rule-files.ts";

export const MODEL_FILE = "pin-model.json";
export const MODEL_FORMAT = "pinguard-pin-model/1";

const Weight = z.number().finite();
export const PinModelSchema = z.object({
  format: z.literal(MODEL_FORMAT),
  threshold: z.number().min(0).max(1),
  bias: Weight,
  weights: z.record(z.string(), Weight),
  kind: z.object({
    classes: z.array(z.enum(PIN_KINDS)).length(PIN_KINDS.length),
    bias: z.array(Weight).length(PIN_KINDS.length),
    weights: z.record(z.string(), z.array(Weight).length(PIN_KINDS.length)),
    /** Kind rules that beat the kind model in cross-validation; absent: every rule is trusted. */
    trusted_rules: z.array(z.string()).optional(),
  }),
  meta: z.record(z.string(), z.unknown()).default({}),
});
export type PinModelJson = z.infer<typeof PinModelSchema>;

export interface PinModel {
  threshold: number;
  bias: number;
  weights: ReadonlyMap<string, number>;
  kindClasses: readonly PinKind[];
  kindBias: readonly number[];
  kindWeights: ReadonlyMap<string, readonly number[]>;
  trustedKindRules?: ReadonlySet<string>;
  meta: Record<string, unknown>;
}

export function toPinModel(json: PinModelJson): PinModel {
  return {
    threshold: json.threshold,
    bias: json.bias,
    weights: new Map(Object.entries(json.weights)),
    kindClasses: json.kind.classes,
    kindBias: json.kind.bias,
    kindWeights: new Map(Object.entries(json.kind.weights)),
    ...(json.kind.trusted_rules ? { trustedKindRules: new Set(json.kind.trusted_rules) } : {}),
    meta: json.meta,
  };
}

/** Validates models/pin-model.json; a wrong file stops start-up naming it. */
export function parsePinModel(files: RuleFiles): PinModel {
  const doc = files.get(MODEL_FILE);
  if (doc === undefined) throw new RuleFileError(`../models/${MODEL_FILE}`, undefined, "model file is missing; run `npm run train`");
  const parsed = PinModelSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleFileError(`../models/${MODEL_FILE}`, undefined, `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return toPinModel(parsed.data);
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export interface Score {
  probability: number;
  contributions: { name: string; weight: number }[];
}

export function scorePin(model: PinModel, names: readonly string[]): Score {
  let z = model.bias;
  const contributions: { name: string; weight: number }[] = [];
  for (const n of names) {
    const w = model.weights.get(n);
    if (w !== undefined) {
      z += w;
      contributions.push({ name: n, weight: w });
    }
  }
  return { probability: sigmoid(z), contributions };
}

/** scorePin's probability alone (same sum in the same order), for units nobody will explain. */
export function pinProbability(model: PinModel, names: readonly string[]): number {
  let z = model.bias;
  const weights = model.weights;
  for (let i = 0; i < names.length; i++) {
    const w = weights.get(names[i]!);
    if (w !== undefined) z += w;
  }
  return sigmoid(z);
}

export function scoreKinds(model: PinModel, names: readonly string[]): number[] {
  // plain loops (no spreads or callbacks), same arithmetic in the same order as the softmax formula
  const z = model.kindBias.slice();
  const n = z.length;
  for (let i = 0; i < names.length; i++) {
    const w = model.kindWeights.get(names[i]!);
    if (w) for (let k = 0; k < n; k++) z[k]! += w[k]!;
  }
  let max = -Infinity;
  for (let k = 0; k < n; k++) max = Math.max(max, z[k]!);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    z[k] = Math.exp(z[k]! - max);
    sum += z[k]!;
  }
  for (let k = 0; k < n; k++) z[k] = z[k]! / sum;
  return z;
}
