// What a ban under a heading acts on: the object of its verb, when that object is a plain kind of
// thing the heading holds.
//   "Airtable CRM base: never delete records"  → records (the heading says where: supporting)
//   "Board 'Client - Halvorsen': don't archive cards" → cards
//   "D1 databases: don't delete any"           → none: with "any"/"them" the heading IS the thing
// A kind this plain ("records", "rows", "pages", "files") names no target on its own (rule-action.ts
// GENERIC_KINDS); under a heading it is exactly what the call must show (delete_records).
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";
import type { TargetSpec } from "./compiled-entry.ts";
import { canonical, singular } from "../split-words.ts";

// between the verb and its object: "never delete the records", "don't archive old cards"
const DETERMINER = /^(?:the|all|existing|old|any|our|my|those|these)$/;

/** The plain kind word that is the object of the ban's verb (tokens in `used` are the verb). */
export function plainObject(head: readonly RuleToken[], used: ReadonlySet<number>, from: number, rules: GuardRules): TargetSpec | undefined {
  const verb = head.findIndex((t, i) => i >= from && used.has(i) && t.kind === "word");
  if (verb < 0) return undefined;
  let i = verb + 1;
  while (i < head.length && used.has(i) && head[i]!.kind === "word") i++;
  // ("don't delete any. even the old ones.": "any" alone is the heading itself)
  if (head[i] && DETERMINER.test(head[i]!.lower) && head[i + 1]?.kind === "word") i++;
  const t = head[i];
  if (!t || t.kind !== "word" || used.has(i)) return undefined;
  const k = rules.kindWords.has(t.root) ? t.root : singular(t.lower);
  if (!rules.kindWords.has(k)) return undefined;
  return { raw: t.text, names: [canonical(k, rules.synonyms)], path: false, command: false, channel: false, kinds: [canonical(k, rules.synonyms)] };
}
