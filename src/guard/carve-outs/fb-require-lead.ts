// "Before you run the db migrations (npm run migrate) you must take a snapshot with `npm run
// db:snapshot`", "upserts to the staging index: namespace must be 'sandbox'": the lead of the
// sentence (a "before …" clause, or a header before the colon) names the act the requirement is
// about. With no trigger of its own the requirement held for every call (npm pack, pnpm add, a
// search); it holds for a call doing that act.
import type { RuleSentence, RuleToken } from "../compile/rule-text.ts";
import type { ActionSpec } from "../compile/compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";

const REQUIRE = /^(?:must|always|need|needs|required|should|ensure)$/;
const BEFORE = /^(?:before|prior)$/;

/** The tokens naming the act a requirement is about, or undefined when the sentence has no lead. */
export function requirementLead(sent: RuleSentence): RuleToken[] | undefined {
  const toks = sent.tokens;
  const m = toks.findIndex((t) => REQUIRE.test(t.lower));
  if (m <= 0) return undefined;
  const first = toks.findIndex((t) => t.kind !== "punct");
  if (first >= 0 && BEFORE.test(toks[first]!.lower)) {
    let from = first + 1;
    if (toks[from]?.lower === "to") from++; // "prior to"
    let end = toks.findIndex((t, i) => i > from && i < m && t.kind === "punct" && t.text === ",");
    if (end < 0) end = m;
    while (end > from && /^(?:you|we|i|they)$/.test(toks[end - 1]!.lower)) end--;
    return end > from ? toks.slice(from, end) : undefined;
  }
  // (a one-word header is a product or a place, "spinnaker: …": the scope, not an act: fb-scope-token.ts)
  const colon = toks.findIndex((t, i) => i < m && t.text === ":");
  return colon > first + 1 ? toks.slice(first, colon) : undefined;
}

/** The lead as triggers: its own act when the lexicon reads one ("before you deploy"), and any
 * call naming one of its things ("upserts", "staging index", "db migrations" — `make migrate`
 * shows no schema change the lexicon knows). A bare program (npm) is no such thing: every command
 * of that program names it. */
export function leadTopic(spec: ActionSpec, rules: GuardRules): { trigger: ActionSpec; alt?: ActionSpec } | undefined {
  const act = spec.families.length && !spec.families.some((f) => f.startsWith("*")) ? spec : undefined;
  const things = spec.groups.flat().filter((t) => !(t.command && rules.programs.has(t.raw.toLowerCase())));
  const topic: ActionSpec | undefined = things.length ? { ...spec, families: ["*any"], words: [], groups: [things] } : undefined;
  if (act) return { trigger: act, ...(topic ? { alt: topic } : {}) };
  return topic ? { trigger: topic } : undefined;
}
