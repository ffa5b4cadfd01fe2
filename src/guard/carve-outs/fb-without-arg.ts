// "Don't disqualify candidates without a written reason", "no refunds without a note", "never close
// an incident without a root cause": the thing "without a/an <noun>" asks for is an argument the
// call itself carries, not an earlier step. A call giving a non-empty value under a key named by
// that noun ({disqualification_reason: "needs visa sponsorship"}, {note: "…"}) meets it; one that
// leaves it out ({member_id: "m-12"}) or gives it empty ("", "none", null) does not.
// Only for a rule with no order word and no consent (fb-within-call.ts unorderedNeed); a noun that
// names a step or a person (require-field.yaml not_field: backup, review, ticket, approval …) is
// never an argument. The phrase's words come from require-field.yaml (determiners, field_end).
import type { CallFacts } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import { singular, splitWords } from "../split-words.ts";

const NOUNS = new Map<string, string>();
const EMPTY = /^(?:none|null|n\/a|na|-|tbd|todo|false|undefined)$/i;

/** The noun the rule's "without a <words> <noun>" phrase ends on, or "" (memoised per rule text). */
export function withoutNoun(rule: string, rules: GuardRules): string {
  const hit = NOUNS.get(rule);
  if (hit !== undefined) return hit;
  const out = readNoun(rule, rules);
  if (NOUNS.size > 2000) NOUNS.clear();
  NOUNS.set(rule, out);
  return out;
}

function readNoun(rule: string, rules: GuardRules): string {
  const W = rules.requireField;
  const toks = rule.toLowerCase().slice(0, 400).split(/\s+/);
  const at = toks.indexOf("without");
  if (at < 0) return "";
  const words: string[] = [];
  for (let i = at + 1; i < toks.length && words.length < 4; i++) {
    const raw = toks[i]!;
    let end = raw.length;
    while (end > 0 && ",;:.!?)".includes(raw[end - 1]!)) end--;
    const t = raw.slice(0, end);
    if (!t || W.field_end.has(t)) break;
    if (!W.determiners.has(t) && !W.quantifiers.has(t)) words.push(t);
    if (end < raw.length) break;
  }
  if (!words.length || words.some((w) => W.not_field.has(w) || W.not_field.has(singular(w)))) return "";
  const noun = singular(words[words.length - 1]!);
  return /^[a-z][a-z-]{2,30}$/.test(noun) ? noun : "";
}

/** The call gives a non-empty value under a key one of whose words is the noun. */
export function argGiven(noun: string, facts: CallFacts): boolean {
  if (!noun) return false;
  for (const [key, values] of facts.keyValues) {
    if (key !== noun && !splitWords(key, 8).some((w) => w === noun || singular(w) === noun)) continue;
    for (const v of values) if (v.trim().length >= 2 && !EMPTY.test(v.trim())) return true;
  }
  return false;
}
