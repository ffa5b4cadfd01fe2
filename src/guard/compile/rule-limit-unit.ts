// What a numeric bound counts, read from the rule's words around the number:
//   unitAfter     "3 retries", "10k rows", "100 contacts at a time": the first content word after
//                 the number; a bound word ("10 tops", "3 minimum"), an approval word ("4 - ask me")
//                 or a clause word ("80 except …", "4 — we're …") is no unit
//   subjectUnit   "party of up to 6 max", "replicas for search-api: max 6", "guest count 10 tops":
//                 with no unit after the number, the words before it name the argument it bounds
//   perCall       "50 tickets per call", "quantity 10 max per link", "at a time": the count is the
//                 size of one call, never a count of calls over history
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";
import { canonical, singular, splitWords } from "../split-words.ts";

// words that end the number's phrase: what follows is another clause ("80 except road trips")
const CLAUSE_WORD = /^(?:except|unless|if|when|without|before|after|until|but|and|or|so|because|since|otherwise|then|is|are|was|be|stays?)$/;
const PLACE_AFTER = /^(?:on|in|for|across|within)$/;
const FILLER = /^(?:more|new|additional|extra|total|in|on|for|of|at|a|an|the|to|any|than)$/;

export function unitAfter(toks: readonly RuleToken[], i: number, masked: ReadonlySet<number>, rules: GuardRules): RuleToken | undefined {
  for (let j = i + 1; j < Math.min(toks.length, i + 4); j++) {
    const u = toks[j]!;
    // ("20°C": the degree sign is part of the unit; a comma or dash ends the phrase)
    if (u.kind === "punct" && /^[,;:.!?()\-–—]$/.test(u.text)) return undefined;
    if (u.kind !== "word") continue;
    // ("3 per day": what follows per is what the count is per, not what it counts; "once per
    // order" keeps the order, a count of calls per order)
    if (masked.has(j) || CLAUSE_WORD.test(u.lower) || (u.lower === "per" && toks[i]!.kind === "number") || u.lower.includes("'")) return undefined;
    if (u.lower === "per") continue;
    // "dynos beyond 5 on the storefront app", "replicas under 3 in prod": a place after the number
    // is where the bound holds, not what it counts (glimit13; "10 of the records" keeps its unit)
    if (j === i + 1 && PLACE_AFTER.test(u.lower)) return undefined;
    // "20 at a time max": the size of one call, no unit ("20 times" counts calls)
    if (/^times?$/.test(u.lower) && toks[j - 1]?.lower === "a" && toks[j - 2]?.lower === "at") return undefined;
    // "more than 10 at once": the same, said with once (glimit12)
    if (u.lower === "once" && toks[j - 1]?.lower === "at") return undefined;
    // "30 min max", "a timeout under 10 min": minutes, not a minimum (minutesAfterNumber)
    if (j === i + 1 && /^mins?$/.test(u.lower) && minutesAfterNumber(toks.map((x) => x.text).join(" "))) return u;
    if (rules.multipliers.has(u.lower) || rules.countWords.bound.has(u.lower) || FILLER.test(u.lower)) continue;
    return u;
  }
  return undefined;
}

// "N min" reads as minutes when another word states the bound ("30 min max", "under 10 min",
// "more than 45 min"); alone ("replicas: 3 min") it is the minimum
const MINUTES = /\d\s?mins?\b(?!\.)/i;
const OTHER_BOUND = /\b(?:max(?:imum)?|under|over|above|below|beyond|more than|less than|at most|up to|no more than|longer than|shorter than|within|exceed(?:s|ing)?|tops|cap(?:ped)?(?: at)?)\b/i;
export function minutesAfterNumber(text: string): boolean {
  return MINUTES.test(text) && OTHER_BOUND.test(text);
}
/** The text without "N min" when it reads as minutes, for the floor test ("min." = minimum). */
export function withoutMinutes(text: string): string {
  return minutesAfterNumber(text) ? text.replace(/(\d)\s?mins?\b(?!\.)/gi, "$1 minutes") : text;
}

const SUBJECT_STOP = /^(?:up|to|of|at|no|not|never|nothing|don't|do|any|a|an|the|is|are|be|must|should|can|keep|stay|stays|only|than|for|in|on|with|per|each|every|and|or|it|them|you|we|i|my|our|please|pls|always|hard)$/;
/** The content words before the number ("Restaurants: party of up to 6" → restaurant, party). */
export function subjectUnit(toks: readonly RuleToken[], i: number, masked: ReadonlySet<number>, rules: GuardRules): string[] {
  const out: string[] = [];
  // "LIMIT 1000 on any select", "queries: limit 200": the bound word names the argument it bounds
  // ({limit: 1000}, SQL LIMIT), the one bound word that is also an argument's name (glimit13)
  if (toks[i - 1]?.lower === "limit") out.push("limit");
  for (let k = i - 1; k >= 0 && i - k <= 10 && out.length < 6; k--) {
    const t = toks[k]!;
    // ("need a LIMIT (<= 1000)": a comparison sign between the words and the number, glimit12)
    if (t.kind === "punct" && t.text !== ":" && t.text !== "-" && t.text !== "(" && !/^(?:<=?|=<?|≤)$/.test(t.text)) break;
    if (t.kind !== "word" || masked.has(k) || SUBJECT_STOP.test(t.lower) || rules.countWords.bound.has(t.lower) || rules.countWords.manner.has(t.lower) || rules.prohibitionRe.test(t.text)) continue;
    for (const w of splitWords(t.lower, 3)) if (w.length > 2) out.push(canonical(singular(w), rules.synonyms));
  }
  return [...new Set(out)];
}

const PER_CALL = /\b(?:per|a|an|each|in one|in a single|in a|one)\s+([a-z]{2,20})\b/gi;
// "max 500 docs per add call", "10 records per update request": a verb between per and the call word (glimit12)
const PER_VERB_CALL = /\b(?:per|each|in one|in a single|a single)\s+[a-z]{2,20}\s+(call|calls|request|requests|invocation|operation|batch|action|actions)\b/i;
// "more than 10 at once", "all at once": the size of one call
const AT_ONCE = /\bat once\b/i;
/** "per call", "at a time", "in one go", "per invoice": the bound is on one call's size. A count
 * written as a word ("once per order") stays a count of calls. */
export function perCall(text: string, rules: GuardRules, numeric: boolean): boolean {
  if (!numeric) return false;
  if (PER_VERB_CALL.test(text) || AT_ONCE.test(text)) return true;
  for (const m of text.matchAll(PER_CALL)) if (rules.countWords.perCall.has(m[1]!.toLowerCase())) return true;
  return false;
}

/** The tokens without the per-call words ("per call", "at a time"): they name no act of the rule. */
export function withoutPerCall(toks: readonly RuleToken[], rules: GuardRules): RuleToken[] {
  return toks.filter((_, k) => !perCallWord(toks, k, rules));
}
/** "request" in "25 contacts per request": the call the count is per names no target either. */
export function perCallWord(toks: readonly RuleToken[], k: number, rules: GuardRules): boolean {
  // ("max 50k rows per delete": the act after per is what one call does, still the rule's act)
  if (!rules.countWords.perCall.has(toks[k]!.lower) || rules.countWords.perAct.has(toks[k]!.lower)) return false;
  if (/^(?:per|a|each|one|single)$/.test(toks[k - 1]?.lower ?? "")) return true;
  // "per add call": the call word after a verb after per (the verb stays the rule's act)
  return /^(?:call|calls|request|requests|invocation|operation)$/.test(toks[k]!.lower) && toks[k - 1]?.kind === "word" && /^(?:per|each|single)$/.test(toks[k - 2]?.lower ?? "");
}
