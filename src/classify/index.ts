// Public surface of the classify core. Pure: takes text plus already-loaded rules and model,
// returns plain data. (Foundation stub: finds no pins yet; the pipeline lands with issue 3.)
import type { Pin } from "../contract/classify.ts";
import type { RuleFiles } from "../rules/rule-files.ts";

export interface ClassifyRules {
  files: number;
}
export interface PinModel {
  version: string;
}
export interface ClassifyOptions {
  turn?: number;
  explain?: boolean;
}
export interface Classifier {
  classify(text: string, opts?: ClassifyOptions): Pin[];
}

export function parseClassifyRules(files: RuleFiles): ClassifyRules {
  return { files: [...files.keys()].filter((k) => k.startsWith("classify/")).length };
}

export function parsePinModel(files: RuleFiles): PinModel {
  void files;
  return { version: "none" };
}

export function createClassifier(rules: ClassifyRules, model: PinModel): Classifier {
  void rules;
  void model;
  return { classify: () => [] };
}
