// Reads context.flags against the condition words of a rule. Callers state world facts as flags
// the entry's `when` does not name: {"ticket_tagged_vip": true} beside "Public replies to
// VIP-tagged tickets need a human first". A flag is the rule's condition when all its content
// words stand together in the rule text (its first word, the kind of thing — "event", "page",
// "area" — may be missing when it has three or more). Then:
//   "Don't rewrite commits that are already pushed"   + head_commit_pushed: false → condition off
//   "Anything to addresses not in my address book: no" + destination_in_address_book: true → off
//   "Kids' rooms: no lights after 20:30"               + area_is_kids_room: true → the flag names the target
// A negation just before the words ("not in", "unless I'm", "without") turns the flag round; after
// an "only" ("refunds only for delivered orders": the words are the exception) it is not read.
// A flag that merely shares a word or two with the rule, scattered, is not its condition.
import { singular } from "../split-words.ts";
import { flagOff, flagOn } from "../flag-value.ts";

const FILLER = new Set(["is", "has", "have", "in", "of", "the", "a", "an", "to", "on", "for", "at", "by", "with", "are", "was", "be", "been", "any", "target", "current", "this", "that"]);
// what may stand between a negation and the condition: "not in my", "unless I'm", "isn't yet"
const BETWEEN = new Set(["in", "my", "our", "the", "a", "an", "i", "m", "is", "are", "be", "been", "that", "which", "it", "its", "yet", "already", "currently", "on", "at", "we", "re", "you", "they", "someone", "anyone", "t"]);
const NEGATION = new Set(["not", "t", "unless", "without", "except", "outside", "non", "no", "never", "nor"]);
const SENTENCE_END = "\u0000";
// a flag value is on or off by rules/guard/flag-values.yaml (flag-value.ts); "" and null are off here
const isOff = (v: unknown): boolean => v === "" || v === null || flagOff(v);
const MAX_FLAGS = 32;
const MAX_WORDS = 160;

const PRESENCE_KEY = /(?:^|[_\W])(?:presence|occupancy|occupants|whos_home|who_is_home|people_home)$/i;
const AT_HOME = /^(?:home|at home|present|in|here|inside|arrived)$/i;
const norm = (w: string) => singular(w.toLowerCase());
// an id in a flag name (playlist_37i9dQZF1DX76Wlfdnj7AP_is_running) says which one, not what holds
const isId = (w: string) => w.length >= 8 && /\d/.test(w);

/** The rule's words in order, normalized, with a marker between sentences (compile time). */
export function conditionWordList(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 800).matchAll(/[A-Za-z0-9]{1,40}|[.;!?]/g)) {
    const w = m[0];
    out.push(/^[.;!?]$/.test(w) ? SENTENCE_END : norm(w));
    if (out.length >= MAX_WORDS) break;
  }
  return out;
}

export interface FlagWords {
  key: string;
  value: unknown;
  words: string[]; // content words, normalized, in order
}

/** The content words of each boolean-like flag (once per request). */
export function flagWordsOf(flags: Readonly<Record<string, unknown>> | undefined): FlagWords[] {
  const out: FlagWords[] = [];
  if (!flags) return out;
  for (const key of Object.keys(flags)) {
    const value = flags[key];
    // {"presence": {"me": "away", "Sam": "home"}}: who is where says whether anyone is home
    if (PRESENCE_KEY.test(key) && value && typeof value === "object" && !Array.isArray(value)) {
      const states = Object.values(value as Record<string, unknown>).slice(0, 40);
      if (states.length && states.every((v) => typeof v === "string" || typeof v === "boolean"))
        out.push({ key, value: states.some((v) => v === true || (typeof v === "string" && AT_HOME.test(v.trim()))), words: ["anyone", "home"] });
      continue;
    }
    if (!isOff(value) && !flagOn(value)) continue;
    const words = key
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .split(/[^A-Za-z0-9]+/)
      .map((w) => w.toLowerCase())
      .filter((w) => w && !FILLER.has(w) && !isId(w))
      .map(norm);
    if (words.length >= 2) out.push({ key, value, words });
    if (out.length >= MAX_FLAGS) break;
  }
  return out;
}

export interface FlagReading {
  off?: FlagWords; // a flag saying the condition does not hold: the entry is skipped
  held: FlagWords[]; // flags saying it holds: their words are facts about the call's thing
}

/** Which flags are this rule's condition, and whether each holds. */
export function readConditionFlags(ruleWords: readonly string[], flags: readonly FlagWords[]): FlagReading {
  const held: FlagWords[] = [];
  for (const f of flags) {
    let need = f.words.length >= 3 ? f.words.slice(1) : f.words;
    let span = tightestSpan(ruleWords, need);
    // "no prints while nobody is home" + anyone_home: true: the rule says the flag's words with the
    // opposite quantifier ("nobody" for "anyone" / "someone"), so the flag holds the other way round
    let flip = false;
    if (!span) {
      const other = oppositeQuantifier(need);
      if (other) {
        span = tightestSpan(ruleWords, other);
        need = other;
        flip = true;
      }
    }
    if (!span) continue;
    // "(flag owner_at_car)": the rule names the flag after its condition; read that condition
    const named = span[1] - span[0] + 1 === f.key.split(/[^A-Za-z0-9]+/).filter(Boolean).length;
    const negated = named ? markerBefore(ruleWords, span[0]) : negatedAt(ruleWords, span[0], span[1]);
    if (negated === undefined) continue;
    const holds = flagOn(f.value) !== (negated !== flip);
    if (!holds) return { off: f, held };
    held.push(f);
  }
  return { held };
}

/** A word without its -ed / -ing / -e ending (referenced, reference → referenc); short words as they are. */
function stem(w: string): string {
  if (w.length < 6) return w;
  if (w.endsWith("ing")) return w.slice(0, -3);
  if (w.endsWith("ed")) return w.slice(0, -2);
  if (w.endsWith("e")) return w.slice(0, -1);
  return w;
}

/** The flag's words as stems, with "" where a rule word must carry an ending too: a flag's -ed / -ing
 * word is a state (head_commit_pushed, transaction_settled) that the rule's own -ed / -ing form or a
 * word with another ending names, never its bare noun or verb (patient_consented is no "patient's consent"). */
function flagStems(need: readonly string[]): { stems: string[]; bare: boolean[] } {
  const stems = need.map(stem);
  return { stems, bare: need.map((w, i) => w !== stems[i] && (w.endsWith("ed") || w.endsWith("ing"))) };
}
/** The rule word `w` (stem `s`) names the flag's word k. */
function namesFlagWord(w: string, s: string, k: number, f: { stems: string[]; bare: boolean[] }): boolean {
  return f.stems[k] === s && (!f.bare[k] || w !== s);
}

const SOME = new Set(["anyone", "someone", "somebody", "anybody"]);
/** The flag's words with "nobody" for its "anyone" / "someone" and back; undefined without one. */
function oppositeQuantifier(need: readonly string[]): string[] | undefined {
  const k = need.findIndex((w) => SOME.has(w) || w === "nobody");
  if (k < 0) return undefined;
  const out = need.slice();
  out[k] = SOME.has(need[k]!) ? "nobody" : "someone";
  return out;
}

/** The shortest run of rule words holding every needed word, at most a few words longer. */
function tightestSpan(words: readonly string[], need: readonly string[]): [number, number] | undefined {
  let best: [number, number] | undefined;
  const limit = need.length + 3;
  // "variables still referenced in code" ~ code_references: the rule's -ed / -ing form of the flag's
  // word is that word (not the other way round: patient_consented is no "patient's consent" condition)
  const f = flagStems(need);
  const at = (w: string): number => {
    const s = stem(w);
    for (let k = 0; k < need.length; k++) if (namesFlagWord(w, s, k, f)) return k;
    return -1;
  };
  for (let i = 0; i < words.length; i++) {
    if (at(words[i]!) < 0) continue;
    const missing = new Set(need.map((_, k) => k));
    for (let j = i; j < words.length && j < i + limit; j++) {
      if (words[j] === SENTENCE_END) break;
      const s = stem(words[j]!);
      for (let k = 0; k < need.length; k++) if (namesFlagWord(words[j]!, s, k, f)) missing.delete(k);
      if (!missing.size) {
        if (!best || j - i < best[1] - best[0]) best = [i, j];
        break;
      }
    }
  }
  return best;
}

const UNLESS = new Set(["unless", "except", "without"]);
const WHEN = new Set(["when", "while", "if", "during", "whenever"]);
/** "never unlock unless I'm next to it (flag owner_at_car)": the marker of the clause before. */
function markerBefore(words: readonly string[], from: number): boolean {
  for (let k = from - 1; k >= 0 && k >= from - 12 && words[k] !== SENTENCE_END; k--) {
    if (UNLESS.has(words[k]!)) return true;
    if (WHEN.has(words[k]!)) return false;
  }
  return false;
}

/** true: the words are negated ("not in my address book"); undefined: an "only" earlier in the
 * sentence makes them the exception of the rule ("refunds only for delivered orders"), and the
 * entry may hold other parts ("$100 max, and only for delayed flights"): the flag is not read. */
function negatedAt(words: readonly string[], from: number, to: number): boolean | undefined {
  for (let k = from; k <= to; k++) if (words[k] === "not" || words[k] === "t") return true;
  for (let k = from - 1, steps = 0; k >= 0 && steps < 4; k--, steps++) {
    const w = words[k]!;
    if (NEGATION.has(w)) return true;
    if (!BETWEEN.has(w)) break;
  }
  // "only for delivered orders": an "only" earlier in the sentence makes the words the exception
  for (let k = from - 1; k >= 0 && words[k] !== SENTENCE_END; k--) if (words[k] === "only") return undefined;
  return false;
}
