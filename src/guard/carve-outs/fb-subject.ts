// A ban often leans on the sentence before it: "api/openapi/ is generated. Do not edit." bans
// editing api/openapi/, not every edit; "never force push. not even to your own branch" still
// bans force pushes (to that branch too), not every change to a branch.
import type { GuardRules } from "../guard-rules.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { RuleToken } from "../compile/rule-text.ts";
import { findAction } from "../compile/rule-action.ts";

const COPULA = /^(?:is|are|belongs|belong|remains|remain|holds|hold|contains|contain|stores|store|hosts|host|has|have)$/;
const NOT_SUBJECT = /^(?:while|whilst|if|when|whenever|during|as|since|because|until|once|unless|after|before|we|i|you|they|we're|i'm|you're|it|it's|this|that|there|here)$/;
const PERMITTED = /^(?:fine|ok|okay|allowed|permitted|free|safe|disposable|throwaway|expendable|yours|welcome)$/;

/** The subject of a description ("the reporting replica is read-only", "X belongs to the SRE
 * team"): the first target named before the verb, a path first; undefined when the words are not
 * a description (a ban, an imperative, no subject before the verb). */
export function describedSubject(tokens: readonly RuleToken[], rules: GuardRules): TargetSpec[] | undefined {
  const cop = tokens.findIndex((t, i) => i > 0 && i <= 10 && COPULA.test(t.lower));
  if (cop < 0) return undefined;
  // ("airtable: Leads table is append-only": the product label is not the subject)
  const colon = tokens.findIndex((t, i) => i <= 3 && t.text === ":");
  const before = tokens.slice(colon >= 0 && colon < cop ? colon + 1 : 0, cop);
  if (before.some((t) => t.kind === "word" && (rules.prohibitionRe.test(t.text) || t.tags.has("Imperative")))) return undefined;
  // a condition ("While CI is red, …"), a speaker ("we use uv now, poetry is …"), or a permission
  // ("the 'edge-cache' db is disposable, anything else …", "Cordoning is fine, but …") is no subject
  if (before.some((t) => NOT_SUBJECT.test(t.lower))) return undefined;
  if (tokens.slice(cop + 1, cop + 4).some((t) => PERMITTED.test(t.lower))) return undefined;
  const groups = findAction(before, rules).spec.groups;
  return groups.find((g) => g.some((t) => t.prefix)) ?? groups[0];
}

// "not even to your own branch", "nor on weekends": a fragment that carries on the ban before it
const CARRY_ON = /^\s*(?:not even|nor|neither|not (?:to|on|in|into|for|from|under|with))\b/i;

/** The families of the nearest sentence before `si` that names an action, when `text` carries on
 * that sentence's ban ("never force push. ever. not even to your own branch"). */
export function carriedFamilies(text: string, sentences: readonly { tokens: RuleToken[] }[], si: number, rules: GuardRules): string[] | undefined {
  if (si <= 0 || !CARRY_ON.test(text)) return undefined;
  for (let j = si - 1; j >= 0 && j >= si - 3; j--) {
    const fams = findAction(sentences[j]!.tokens, rules).spec.families;
    if (fams.length) return fams;
  }
  return undefined;
}

/** "prod project is abcd1234efgh", "The default branch here is master": the subject and the name
 * after the verb are one thing, so a call naming either names it (one group of alternatives, not
 * two targets that must both be named). Returns the merged groups, or the groups unchanged. */
export function mergeIdentity(tokens: readonly RuleToken[], groups: TargetSpec[][]): TargetSpec[][] {
  const cop = tokens.findIndex((t, i) => i > 0 && i <= 10 && (t.lower === "is" || t.lower === "are"));
  const name = tokens[cop + 1];
  const after = tokens[cop + 2];
  if (cop < 0 || !name || (after && after.kind === "word")) return groups;
  if (!/\d|[-_.]/.test(name.text) && name.kind === "word" && !name.tags.has("ProperNoun")) return groups;
  const gi = groups.findIndex((g) => g.some((t) => t.raw === name.text || t.literal === name.lower));
  if (gi <= 0) return groups;
  return [[...groups[0]!, ...groups[gi]!], ...groups.filter((_, i) => i !== 0 && i !== gi)];
}
