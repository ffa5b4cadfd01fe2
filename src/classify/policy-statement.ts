// Step policy-statement (ccls13): a house, venue or shop policy worded in the passive is a standing rule
// whatever its other words:
//   "Subletting your apartment is not allowed."            -> prohibition (policy.passive-ban)
//   "Items used or out of original packaging cannot be returned."  -> condition (policy.final-sale)
// The model reads their word bigrams ("is not", "and are", "-ing can") as description and scores them under
// the threshold; the shape itself is the rule. A matching unit that no veto took is raised to the threshold
// and gets the entry's kind, unless a guard holds: a report of what a text says, a statement about some or
// most places, an answer about one order. Patterns are data (rules/classify/segment.yaml:
// policy_statements, policy_statement_guards), tried on the normalised unit.
import type { ClassifyRules } from "./compile-rules.ts";
import type { PinKind } from "../contract/ledger-entry.ts";
import { requiredLiteralsOf } from "./regex-prefilter.ts";

export interface PolicyStatement {
  rule: string;
  kind: PinKind;
  /** the kind holds for a unit the model pins already too */
  kindAlways: boolean;
}

/** The policy statement `norm` makes, if any (null when none matches or a guard holds). */
export function policyStatement(norm: string, rules: ClassifyRules): PolicyStatement | null {
  const list = rules.policyStatements;
  if (list.length === 0) return null;
  const folded = `\uE000${norm.toLowerCase()}\uE001`; // "^" and "$" as the prefilter writes them
  for (const p of list) {
    if (!mayMatch(p.re, folded) || !p.re.test(norm)) continue;
    for (const g of rules.policyStatementGuards) if (mayMatch(g.re, folded) && g.re.test(norm)) return null;
    return { kind: p.kind, rule: p.id, kindAlways: p.kindAlways };
  }
  return null;
}

// Every match of a pattern holds one of its required literals (regex-prefilter.ts), read once per
// compiled pattern: a unit holding none of them is skipped without running the regex (most units).
// The literals are case-folded and hold the text's start and end as U+E000 / U+E001, so they are
// looked for in the lowercased unit between those two marks.
const LITERALS = new WeakMap<RegExp, string[] | null>();
function mayMatch(re: RegExp, folded: string): boolean {
  let lits = LITERALS.get(re);
  if (lits === undefined) LITERALS.set(re, (lits = requiredLiteralsOf(re.source, re.flags)));
  if (lits === null) return true;
  for (const l of lits) if (folded.includes(l)) return true;
  return false;
}
