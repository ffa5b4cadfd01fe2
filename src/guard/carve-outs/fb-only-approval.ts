// "env vars on srv-prod-api change only with my approval", "apply and destroy only with my
// go-ahead": the "only" restricts WHEN the act may happen (after my approval), not WHAT it may touch.
// Read as an only-rule ("change nothing but srv-prod-api"), a call on another service broke it;
// read as what it is, the sentence is an approval rule over the things it names, and a call that
// names none of them (srv-preview-api) is about something else. Reads the sentence's "only" spans
// (fb-only-scope.ts) and the approval phrases of guard/effects.yaml; used by the only-rule reader
// (compile-rule.ts), the value-pin cue (rule-setting.ts) and the "only in X" folder reader (rule-action.ts).
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "../compile/rule-text.ts";
import { restrictedSpans } from "./fb-only-scope.ts";

/** Whether every phrase "only" restricts in the sentence is an approval ("only with my OK"). */
export function onlyGatesApproval(sent: RuleSentence, rules: GuardRules): boolean {
  const spans = restrictedSpans(sent, rules.routeVerbs);
  return spans.length > 0 && spans.every((s) => rules.approval.some((a) => a.re.test(s) || a.re.test(`only ${s}`)));
}

/** Whether the "only" at tokens[i] opens an approval ("only with my OK", "only after I approve"):
 * for readers that see tokens, not the sentence ("only … in X" is otherwise "nowhere but X"). */
export function onlyBeforeApproval(tokens: readonly RuleToken[], i: number, rules: GuardRules): boolean {
  const text = tokens.slice(i, i + 8).map((t) => t.text).join(" ");
  return rules.approval.some((a) => a.re.test(text));
}
