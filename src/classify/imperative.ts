// Imperative mood: does the unit open with a base-form verb, possibly after fillers?
//   "Please just restart it"  -> "restart"     "Whatever you do, do not X" -> negated
//   "Anna, use the staging db" -> "use" (vocative skipped)
// The verb lexicon in rules/ decides most cases; compromise is asked only about an unknown
// first word, and its answers are cached (bounded), so typical traffic never parses.
// compromise/two (tokenizer + tagger) is enough for #Imperative and costs ~20 MB less than the full build.
import nlp from "compromise/two";
import type { ClassifyRules } from "./compile-rules.ts";

export interface Mood {
  first: string; // first content word after fillers
  second: string;
  imperative: boolean;
  negated: boolean; // "do not X", "never X", "don't X"
  /** An imperative after a lead-in clause or label: "When you deploy, tag it", "Secrets — use Vault". */
  later: boolean;
}

const LEAD_IN = /^(?:when|whenever|if|whatever|before|after|once|while|unless|until|for|during|in|on|wherever|whichever|regardless)\b[^,;]{0,80}?, |^[^,;:]{1,50}(?:: | - | \u2013 | \u2014 | -- )/;
const NEG_OR_VERB = /^(?:please |just |always |also )?(do not|never|dont|[a-z]+)/;

function laterImperative(s: string, rules: ClassifyRules): { imperative: boolean; negated: boolean } {
  const m = LEAD_IN.exec(s);
  if (!m) return { imperative: false, negated: false };
  const v = NEG_OR_VERB.exec(s.slice(m[0].length))?.[1] ?? "";
  const negated = v === "do not" || v === "never" || v === "dont";
  return { imperative: negated || rules.imperativeVerbs.has(v), negated };
}

const FILLERS = new Set(["please", "just", "also", "and", "but", "so", "ok", "okay", "oh", "btw", "hey", "then", "now", "again", "kindly", "simply", "really", "seriously", "basically", "honestly", "actually", "always", "only", "generally", "ideally", "preferably", "definitely", "absolutely", "strictly", "kindly", "anyway", "anyways", "alright", "look", "listen", "um", "uh", "yeah", "important", "note", "nb", "rule", "reminder", "ps", "p.s"]);
const POLITE: ReadonlySet<string> = new Set(["please", "kindly"]);
const LEAD = /^(?:(?:whatever you do|whatever happens|no matter what|under no circumstances|from now on|going forward|in any case|at all times|for this [a-z]+|for now|today|also|as a rule)\s?,?\s)+/;
const VOCATIVE = /^[a-z]{2,15}, /; // "sam, use the staging db"

const CACHE_MAX = 4_096;
const cache = new Map<string, boolean>();

function compromiseSaysVerb(words: string): boolean {
  const hit = cache.get(words);
  if (hit !== undefined) return hit;
  const doc = nlp(words);
  const term = doc.terms().first();
  const isVerb = term.has("#Imperative") || (term.has("#Infinitive") && !term.has("#Noun"));
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(words, isVerb);
  return isVerb;
}

export function moodOf(norm: string, rules: ClassifyRules, allowParse: boolean): Mood {
  const m = moodAtStart(norm, rules, allowParse);
  if (m.imperative) return m;
  const l = laterImperative(norm, rules);
  return l.imperative ? { ...m, imperative: true, negated: l.negated, later: true } : m;
}

function moodAtStart(norm: string, rules: ClassifyRules, allowParse: boolean): Mood {
  let s = norm.replace(/^[^a-z0-9]+/, "");
  s = s.replace(LEAD, "");
  const words = s.split(/[^a-z0-9'-]+/).filter(Boolean);
  let i = 0;
  while (i < words.length - 1 && FILLERS.has(words[i]!)) i++;
  // vocative: "sam, use X" -> skip the name when a comma follows it
  if (i < words.length - 1 && VOCATIVE.test(s) && !rules.imperativeVerbs.has(words[i]!)) i++;
  const first = words[i] ?? "";
  const second = words[i + 1] ?? "";
  if (first === "do" && second === "not") return { first, second, imperative: true, negated: true, later: false };
  if (first === "never" || first === "dont") return { first, second, imperative: true, negated: true, later: false };
  if (rules.imperativeVerbs.has(first)) return { first, second, imperative: true, negated: false, later: false };
  // "Please re-rack your weights": after a polite "please"/"kindly" the next word is the verb, known or not
  if (i > 0 && first && words.slice(0, i).some((w) => POLITE.has(w)) && !rules.notImperative.has(first) && !/\d/.test(first) && !FILLERS.has(first))
    return { first, second, imperative: true, negated: false, later: false };
  if (!first || rules.notImperative.has(first) || !allowParse || /\d/.test(first))
    return { first, second, imperative: false, negated: false, later: false };
  return { first, second, imperative: compromiseSaysVerb(words.slice(i, i + 4).join(" ")), negated: false, later: false };
}
