// "search: don't delete or recreate the products index during business hours", "logs: never purge
// the audit stream after 6pm": a one-word lead-in label before a timed ban names the product, not the
// act. When the label is itself an act word of a read family (search, read, view), the ban as a whole
// reads as that read and keeps no changing act, so every act on the target in the window would count
// as the ban; the verbs after the label are the act. Only used when the whole sentence gives no
// changing act and the words after the label do ("deploys: not on Fridays" keeps its label as the act).
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { leadIn } from "./rule-target-parts.ts";
import { actTokens } from "./rule-time-parts.ts";

/** The act of the timed ban read without its lead-in label, when only that gives a changing act. */
export function labelFreeAct(sent: RuleSentence, toks: readonly RuleToken[], spec: ActionSpec, rules: GuardRules): ActionSpec | undefined {
  if (changing(spec, rules)) return undefined;
  const lead = leadIn(sent, rules);
  if (!lead) return undefined;
  const rest = toks.filter((t) => t.start >= lead.chars);
  if (rest.length === toks.length) return undefined;
  const alt = findAction(actTokens(rest, rules.days), rules).spec;
  return changing(alt, rules) ? alt : undefined;
}

function changing(spec: ActionSpec, rules: GuardRules): boolean {
  return spec.families.some((f) => !rules.families.get(f)?.readOnly);
}
