// "search: don't delete or recreate the products index during business hours", "logs: never purge
// the audit stream after 6pm": a one-word lead-in label before a timed ban names the product, not the
// act. When the label is itself an act word of a read family (search, read, view), the ban as a whole
// reads as that read and keeps no changing act, so every act on the target in the window would count
// as the ban; the verbs after the label are the act. Only used when the whole sentence gives no
// changing act and the words after the label do ("deploys: not on Fridays" keeps its label as the act).
// "harness: dont run the prod_deploy pipeline on fridays": a product label no family knows reads as an
// unknown act word of its own (word:harness); when the words after it state a ban with an act of
// their own ("run" → any changing call), that is the act.
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { leadIn } from "./rule-target-parts.ts";
import { actTokens } from "./rule-time-parts.ts";

/** The act of the timed ban read without its lead-in label, when only that gives a changing act. */
export function labelFreeAct(sent: RuleSentence, toks: readonly RuleToken[], spec: ActionSpec, rules: GuardRules): ActionSpec | undefined {
  const labelWord = spec.families.length > 0 && spec.families.every((f) => f.startsWith("word:"));
  if (changing(spec, rules) && !labelWord) return undefined;
  const lead = leadIn(sent, rules);
  if (!lead) return undefined;
  const rest = toks.filter((t) => t.start >= lead.chars);
  if (rest.length === toks.length) return undefined;
  if (labelWord) {
    // every unknown act word is a word of the label, and the rest bans with an act of its own
    const label = new Set(toks.filter((t) => t.start < lead.chars).map((t) => t.lower));
    if (!spec.families.every((f) => label.has(f.slice(5)))) return undefined;
    if (!rules.prohibitionRe.test(rest.map((t) => t.text).join(" "))) return undefined;
    const alt = findAction(actTokens(rest, rules.days), rules).spec;
    // ("run", "trigger": no family; the ban's targets tie it to any changing call)
    const own = alt.families.length ? !alt.families.every((f) => f.startsWith("word:")) : alt.groups.length > 0;
    return own ? alt : undefined;
  }
  const alt = findAction(actTokens(rest, rules.days), rules).spec;
  return changing(alt, rules) ? alt : undefined;
}

function changing(spec: ActionSpec, rules: GuardRules): boolean {
  return spec.families.some((f) => !rules.families.get(f)?.readOnly);
}
