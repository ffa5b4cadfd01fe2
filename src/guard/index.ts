// Public surface of the guard core. Pure: takes the request plus already-loaded rules, returns
// the decision. (Foundation stub: allows everything; the compiler lands with issue 4.)
import type { GuardRequest, GuardResponse } from "../contract/guard.ts";
import type { RuleFiles } from "../rules/rule-files.ts";

export interface GuardRules {
  files: number;
}
export interface GuardOptions {
  cacheSize: number;
}
export interface Guard {
  decide(req: GuardRequest, now?: Date): GuardResponse;
}

export function parseGuardRules(files: RuleFiles): GuardRules {
  return { files: [...files.keys()].filter((k) => k.startsWith("guard/")).length };
}

export function createGuard(rules: GuardRules, opts: GuardOptions): Guard {
  void rules;
  void opts;
  return { decide: () => ({ decision: "allow", violations: [], signals: [] }) };
}
