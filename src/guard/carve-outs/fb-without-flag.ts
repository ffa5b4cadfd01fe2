// "don't run helm upgrade without --atomic", "never run playbooks against prod without --limit":
// the flag after "without" is what the act must carry, not a flag the rule bans. Read as a ban it
// refuses the compliant call and lets the careless one through.
import type { Clause } from "../compile/compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "../compile/rule-text.ts";
import { findAction } from "../compile/rule-action.ts";

/** A require clause (the flag, when the rest of the sentence's act happens), or undefined. */
export function flagRequiredBy(sent: RuleSentence, rules: GuardRules): Extract<Clause, { type: "require" }> | undefined {
  const at = sent.tokens.findIndex((t, i) => i > 0 && t.lower === "without" && sent.tokens[i + 1]?.kind === "flag");
  if (at < 0) return undefined;
  const flag = sent.tokens[at + 1]!;
  // ("without --dry-run first": the order word is no target)
  const rest = sent.tokens.filter((t, i) => i !== at && i !== at + 1 && !(i === at + 2 && /^(?:first|beforehand|set|on)$/.test(t.lower)));
  const { spec } = findAction(rest, rules);
  if (!spec.families.length && !spec.groups.length) return undefined;
  const families = spec.families.length && !spec.families.every((f) => f.startsWith("word:")) ? spec.families : ["*mutating"]; // reads never need the flag
  return { type: "require", tokens: [flag.lower], trigger: { ...spec, families }, rule: `${flag.text} (${sent.text.trim().slice(0, 60)})` };
}
