// The word forms both sides of a match meet on. The rule side reads each rule word's lemma from a
// compromise parse ("tracking cookies" → track + cookie); a call's words come without a sentence
// to parse, so they go through the same compromise transforms directly, guided by its lexicon:
//   lemma       cookies → cookie (not "cooky"), policies → policy, statuses → status; used by
//               canonical() for rule roots and call words alike
//   gerundStem  tracking → track, shipping → ship; string, morning stay (nouns). Added to a call
//               value's words, not folded: compromise keeps "billing" in one sentence and makes
//               it "bill" in another, and folding both sides broke channel and folder names
//   pastToVerb  approved → approve: the act a state value names
//   nounVerbs   termination → terminate, deployment → deploy, removal → remove: the act a tool
//               names by its noun (create_termination, deployment_trigger)
import nlp from "compromise";
import { singular } from "../split-words.ts";

interface Transforms {
  noun: { toSingular: (w: string, model: unknown) => string };
  verb: { toInfinitive: (w: string, model: unknown, tense: string) => string };
}
const world = (nlp as unknown as { world: () => { model: { one: { lexicon: Record<string, unknown> } }; methods: { two: { transform: Transforms } } } }).world();
const model = world.model;
const lexicon = world.model.one.lexicon;
const { noun, verb } = world.methods.two.transform;

// lexicon tags that say a word is a noun or a fixed word, never an inflected form
const FIXED = new Set(["Singular", "Uncountable", "Noun", "Adverb", "Preposition", "Conjunction", "Determiner", "Possessive", "Expression", "LastName", "FirstName", "Place", "Country", "City"]);

function tagOf(w: string): string[] {
  const t = lexicon[w];
  return t === undefined ? [] : Array.isArray(t) ? (t as string[]) : [t as string];
}

/** Plural nouns to singular; anything else as singular() leaves it. */
export function lemma(w: string): string {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return singular(w);
  const tags = tagOf(w);
  if (tags.some((t) => FIXED.has(t))) return w;
  if (w.endsWith("ing")) return w; // gerunds: see gerundStem
  const s = singular(w);
  if (s === w) return w;
  // -ies/-es plurals: compromise knows cookie+s from policy+ies; singular() gave "cooky"
  if (w.endsWith("es")) {
    // a singular the lexicon knows wins: caches → cache (not "cach"), boxes → box
    const e = w.slice(0, -1);
    if (lexicon[e] !== undefined) return e;
    const r = noun.toSingular(w, model);
    if (r && r.length >= 3 && r !== w && /^[a-z]+$/.test(r)) return r;
  }
  return s;
}

/** "shipping" → "ship", "pending" → "pend", "scaling" → "scale": the verb compromise gives a
 * gerund, which the rule side's parse uses for the word in some sentences and not in others
 * ("changing a shipping address" → ship + address; "the billing service" keeps billing). A call's
 * value words carry it as one more word, so both readings meet without folding the call's own
 * word ("mailing" stays, "mail" is added). Undefined for nouns the lexicon knows (string, morning). */
export function gerundStem(w: string): string | undefined {
  if (w.length < 6 || !w.endsWith("ing") || !/^[a-z]+$/.test(w)) return undefined;
  if (tagOf(w).some((t) => FIXED.has(t))) return undefined;
  const r = verb.toInfinitive(w, model, "Gerund");
  return r && r.length >= 3 && r !== w && /^[a-z]+$/.test(r) ? r : undefined;
}

/** "approved" → "approve", "resolved" → "resolve": the act a past-tense state value names
 * ({status: "approved"}), for the action words of enum values; undefined when not a verb form. */
export function pastToVerb(w: string): string | undefined {
  if (w.length < 6 || !/^[a-z]+ed$/.test(w)) return undefined;
  const tags = tagOf(w);
  if (tags.some((t) => FIXED.has(t))) return undefined;
  if (tags.length && !tags.some((t) => t === "PastTense" || t === "Adjective" || t === "Participle")) return undefined;
  const r = verb.toInfinitive(w, model, "PastTense");
  return r && r.length >= 3 && r !== w && /^[a-z]+$/.test(r) ? r : undefined;
}

// noun endings and what the verb ends with instead: cancellation → cancel, installation → install,
// termination → terminate, deletion → delete, suspension → suspend, submission → submit,
// deployment → deploy, removal → remove, closure → close
const NOUN_ENDINGS: readonly [string, readonly string[]][] = [
  ["lation", ["l", "late"]],
  ["ation", ["ate", "", "e"]],
  ["ssion", ["t", "ss"]],
  ["sion", ["d", "de"]],
  ["tion", ["te", "t"]],
  ["ment", [""]],
  ["al", ["e", ""]],
  ["ure", ["e"]],
];

/** Verbs a noun may be formed from ("termination" → terminate, terminat…): candidates only, for the
 * caller to keep those its lexicon knows as acts. */
export function nounVerbs(w: string): string[] {
  if (w.length < 6 || !/^[a-z]+$/.test(w)) return [];
  for (const [end, repl] of NOUN_ENDINGS) if (w.endsWith(end) && w.length - end.length >= 3) return repl.map((r) => w.slice(0, -end.length) + r);
  return [];
}
