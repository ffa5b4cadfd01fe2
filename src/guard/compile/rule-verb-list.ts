// The verbs a prohibition lists right after its negation are ALL the act, whether the lexicon
// knows them or compromise tags them as verbs:
//   "Don't set or remove env vars"                   → set, remove     (not only remove)
//   "don't submit, comment or upvote anything on HN" → submit, comment, upvote (not a target "upvote")
//   "Don't complete or cancel todos"                 → complete, cancel (not a target "complete")
//   "don't pause or resume campaigns"                → pause, resume
// compromise tags the unknown ones as nouns or adjectives (resume, complete, watch, unpin); their
// place in a list of single words joined by "," / "or" / "and" / "/" between the negation and the
// object, beside at least one word the lexicon reads as an act, says they are verbs too. A word the
// lexicon knows keeps its families; an unknown one stands for itself (word:<lemma>).
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";

const OPENERS = /^(?:never|don't|dont|do|not|cannot|can't|won't|shouldn't|mustn't|no)$/;
const CONNECT = new Set([",", "or", "and", "/", "nor", "&"]);
// words that never act: determiners, quantifiers, pronouns, places said before an object
const NOT_VERBS = /^(?:the|a|an|any|all|each|every|some|this|that|these|those|it|them|anything|everything|something|nothing|my|our|your|their|his|her|its|me|us|you|ever|even|just|only|also|again|please|prod|production|staging|dev|test|live|main|master|new|old|other|more|less|yourself|directly|manually)$/;
const WORD = /^[a-z][a-z-]{1,24}$/;

export interface ListedVerb {
  index: number;
  families: string[];
  text: string;
}

/**
 * The words of the verb list after the clause's negation, other than those already read as the act
 * (`taken`). Empty unless the list holds at least two words and one of them is read as the act.
 */
export function listedVerbs(tokens: readonly RuleToken[], rules: GuardRules, taken: ReadonlySet<number>, skip: ReadonlySet<number>): ListedVerb[] {
  // the first negation of the clause: "never", "don't", "do not"
  let o = -1;
  for (let i = 0; i < tokens.length && i < 12; i++) {
    const t = tokens[i]!;
    if (t.kind === "word" && OPENERS.test(t.lower)) {
      o = i;
      // "do not", "don't ever"
      while (o + 1 < tokens.length && /^(?:not|ever|you|u)$/.test(tokens[o + 1]!.lower)) o++;
      break;
    }
  }
  if (o < 0) return [];
  const chain: number[] = [];
  let i = o + 1;
  for (;;) {
    const t = tokens[i];
    if (!t || t.kind !== "word" || skip.has(i) || !WORD.test(t.lower)) break;
    chain.push(i);
    // one or two connectors: ",", "or", ", or"
    let j = i + 1;
    let conn = 0;
    while (j < tokens.length && conn < 2 && CONNECT.has(tokens[j]!.lower)) {
      j++;
      conn++;
    }
    if (!conn) break;
    // "no REMOVE, no overwrite", "never drain, never cordon": the negation said again opens the next verb
    if (j < tokens.length && /^(?:no|never)$/.test(tokens[j]!.lower)) j++;
    i = j;
  }
  // the list ends with the object (not with the sentence): "don't set or remove env vars"
  const last = chain.at(-1);
  if (chain.length < 2 || last === undefined || !tokens[last + 1] || tokens[last + 1]!.kind === "punct") return [];
  if (!chain.some((k) => taken.has(k))) return [];
  // "block, dont delete, cards of people who leave": a word a noun's "of" / "who" / "that" follows
  // is the object itself, not one more verb before it
  if (!taken.has(last) && /^(?:of|who|whose|which|that)$/.test(tokens[last + 1]!.lower)) return [];
  const out: ListedVerb[] = [];
  for (const k of chain) {
    if (taken.has(k)) continue;
    const t = tokens[k]!;
    if (NOT_VERBS.test(t.lower) || rules.programs.has(t.lower) || rules.kindWords.has(t.root) || rules.kindWords.has(t.lower)) return [];
    if (rules.genericVerbs.has(t.lower) && t.lower !== "set") return [];
    const known = rules.phraseIndex.get(t.lower)?.find((p) => p.words.length === 1)?.families ?? rules.phraseIndex.get(t.root)?.find((p) => p.words.length === 1)?.families;
    out.push({ index: k, families: known ? [...known] : [`word:${t.lower}`], text: t.text });
  }
  return out;
}
