// Public surface of the classify core. Pure: takes text plus already-loaded rules and model,
// returns plain data. The pipeline itself is listed step by step in classifier.ts.
import type { Pin } from "../contract/classify.ts";
import { classifyText, type ClassifyOptions } from "./classifier.ts";
import { parseClassifyRules, type ClassifyRules } from "./compile-rules.ts";
import { parsePinModel, type PinModel } from "./pin-model.ts";

export type { ClassifyRules, PinModel, ClassifyOptions };
export { parseClassifyRules, parsePinModel };

export interface Classifier {
  classify(text: string, opts?: ClassifyOptions): Pin[];
}

/** Rules and model are compiled by the parse functions; the classifier only closes over them. */
export function createClassifier(rules: ClassifyRules, model: PinModel): Classifier {
  return { classify: (text, opts) => classifyText(text, rules, model, opts) };
}
