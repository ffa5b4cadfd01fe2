// Step 4, kind: rules first (rules/classify/kinds.yaml, in order), then the trained kind model.
// Training keeps, per rule, whether it beat the model in cross-validation (model.kind.trusted_rules);
// a rule the model beats is skipped, so the rule file can hold conventions without freezing errors.
//   "Don't email me."          -> prohibition (kind.negated-imperative)
//   "max 3 retries per job"    -> limit (kind.number-bound)
//   "GDPR applies to this org" -> condition (model)
import type { PinKind } from "../contract/ledger-entry.ts";
import type { ClassifyRules } from "./compile-rules.ts";
import { scoreKinds, type PinModel } from "./pin-model.ts";

export interface KindDecision {
  kind: PinKind;
  rule?: string;
}

export function decideKind(facts: ReadonlySet<string>, names: readonly string[], rules: ClassifyRules, model: PinModel): KindDecision {
  // plain loops: no closure per rule on this per-pin path
  for (const r of rules.kindRules) {
    if (model.trustedKindRules && !model.trustedKindRules.has(r.id)) continue; // CV found the model better
    if (hasAll(facts, r.all) && !hasAny(facts, r.none)) return { kind: r.kind, rule: r.id };
  }
  const p = scoreKinds(model, names);
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  return { kind: model.kindClasses[best]! };
}

function hasAll(facts: ReadonlySet<string>, names: readonly string[]): boolean {
  for (let i = 0; i < names.length; i++) if (!facts.has(names[i]!)) return false;
  return true;
}

function hasAny(facts: ReadonlySet<string>, names: readonly string[]): boolean {
  for (let i = 0; i < names.length; i++) if (facts.has(names[i]!)) return true;
  return false;
}
