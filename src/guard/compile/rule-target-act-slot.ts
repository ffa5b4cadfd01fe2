// The slots of a ban that hold its act, never a thing the call must name. A verb the action
// lexicon does not know used to be read as a target group, required beside the real one:
//   "istio: don't downgrade to PERMISSIVE"          → {downgrade & PERMISSIVE}      (no call says "downgrade")
//   "Never read or print secrets from secret/prod/*" → {print secrets & secret/prod/*}
//   "Don't turn on new destinations …"              → {turn & destinations & …}
//   "Nothing gets deployed or reconfigured on prod"  → {reconfigured & prod}
//   "Basic economy can't be modified"               → {Basic economy & modified}
// Three slots (word lists: targets.yaml act_openers, passive_helpers):
//   - right after a negation: "don't X", "never X", "nothing X" — a plain lowercase word;
//   - after "or"/"and" behind a word of the action lexicon: "read or print", "deployed or reconfigured";
//   - a participle after a passive helper behind a negation: "can't be modified", "nothing gets copied".
// A word of the slot that names a thing stays a target: a plural ("never tokens"), a kind word
// ("don't queue …" is kept, a queue is a thing), a program or a product, an environment, a name
// written with capitals or digits, a hyphenated command word ("never full-refresh").
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";
import { ENV_NAMES } from "./rule-action.ts";
import { singular } from "../split-words.ts";

const PLAIN = /^[a-z]{3,24}$/;
const JOIN = /^(?:or|and|,)$/;
const NOT_HELPERS = /^(?:do|does|did|must|should|can|could|will|would|may)$/;
const PARTICIPLE = /(?:ed|en|wn)$/;
const THING_WORDS = new Set(["production", "live", "main", "master"]);

const NONE: ReadonlySet<number> = new Set();

/** The words in a slot of the act (not used by the action). */
export function actSlots(tokens: readonly RuleToken[], used: ReadonlySet<number>, rules: GuardRules): ReadonlySet<number> {
  if (!rules.actOpeners.size) return NONE;
  let out: Set<number> | undefined;
  // a passive's participle beside no other act is the act itself (rule-target-role.ts passiveAction)
  let acted = false;
  for (const j of used) if (j < tokens.length && actionWord(tokens[j]!, rules)) acted = true;
  // with no act of the lexicon the slot's word is the act itself, kept as the clause reads it
  // ("Do NOT ban anyone from the server" is no ban on every change to the server)
  for (let i = 0; i < tokens.length; i++) if (!used.has(i) && (ownerWord(tokens, i) || actSlot(tokens, i, used, rules, acted))) (out ??= new Set()).add(i);
  return out ?? NONE;
}

/** "never file expenses in someone else's name": the owner "someone else's" names no thing the
 * call carries. (A comparative before "than" is no such word: "droplets bigger than s-2vcpu-4gb"
 * without "bigger" would ban the bound itself.) */
export function ownerWord(tokens: readonly RuleToken[], i: number): boolean {
  const t = tokens[i]!;
  return t.kind === "word" && /^else['’]s$/.test(t.lower) && /^(?:someone|somebody|anyone|anybody|everyone|nobody)$/.test(tokens[i - 1]?.lower ?? "");
}

/** Whether token i (a word not used by the action) sits in a slot of the act, so names no target. */
function actSlot(tokens: readonly RuleToken[], i: number, used: ReadonlySet<number>, rules: GuardRules, acted: boolean): boolean {
  if (!acted) return false;
  const t = tokens[i]!;
  if (t.kind !== "word" || !PLAIN.test(t.text) || !rules.actOpeners.size) return false;
  if (t.tags.has("Plural")) return false;
  const prev = tokens[i - 1];
  if (!prev) return false;
  // "don't log or delete activities", "never tag or merge PRs": between the negation and another act
  // of the lexicon, a word a synonym group also holds as a noun (log → cloudwatch, tag) is an act
  // too; a kind, a program, a product, an environment keeps its thing ("don't prod or staging …")
  if (names(t, rules) && !(rules.synonyms.has(t.lower) && !thingOnly(t, rules) && opener(tokens, i - 1, rules) && listedAct(tokens, i + 1, used, rules))) return false;
  // "don't downgrade to PERMISSIVE", "never print secrets", "do not bump …" ("never status page
  // updates": a noun before another noun names a thing; "never reusable": a state, not an act)
  if (opener(tokens, i - 1, rules)) return t.tags.has("Verb") || (!t.tags.has("Adjective") && !contentNext(tokens[i + 1]));
  // "read or print secrets", "deployed or reconfigured on prod": joined to the act before it
  // ("mark resolved or postmortem": a noun with no object after it is another value, not an act)
  // (the act opens the clause: "never read or …", "gets deployed or …"; in "don't touch the budget,
  // schedule or plan files" the act word "schedule" sits in a list of things, and "plan" is one)
  if (JOIN.test(prev.lower) && i >= 2 && used.has(i - 2) && actionWord(tokens[i - 2]!, rules) && opensClause(tokens, i - 3, rules)) return t.tags.has("Verb") || contentNext(tokens[i + 1]);
  // "can't be modified", "nothing gets copied out of …": the passive's participle
  if (acted && rules.passiveHelpers.has(prev.lower) && PARTICIPLE.test(t.lower) && i >= 2 && (opener(tokens, i - 2, rules) || tokens[i - 2]!.lower === "not")) return true;
  return false;
}

/** Token k is what opens the act before it: a negation or a passive helper, maybe with an adverb
 * between ("never ever read or print"). */
function opensClause(tokens: readonly RuleToken[], k: number, rules: GuardRules): boolean {
  if (k >= 1 && tokens[k]!.tags.has("Adverb") && !opener(tokens, k, rules)) k--;
  return k >= 0 && (opener(tokens, k, rules) || rules.passiveHelpers.has(tokens[k]!.lower));
}

function contentNext(n: RuleToken | undefined): boolean {
  return !!n && n.kind !== "punct" && !n.tags.has("Preposition") && !n.tags.has("Determiner") && !n.tags.has("Conjunction") && !/^(?:to|the|a|an|any|on|in|at|from|into|with|it|them|me|us|anything|anyone|everything|all)$/.test(n.lower);
}

function opener(tokens: readonly RuleToken[], k: number, rules: GuardRules): boolean {
  const w = tokens[k]?.lower ?? "";
  if (rules.actOpeners.has(w)) return true;
  // "do not", "must not", "should never"
  return w === "not" && k > 0 && NOT_HELPERS.test(tokens[k - 1]!.lower);
}

// a word that names a thing of its own: a kind, a program, a product, an environment
function names(t: RuleToken, rules: GuardRules): boolean {
  const w = t.lower;
  return (
    rules.kindWords.has(w) ||
    rules.kindWords.has(t.root) ||
    rules.kindWords.has(singular(w)) ||
    rules.programs.has(w) ||
    rules.platformWords.has(w) ||
    rules.synonyms.has(w) ||
    ENV_NAMES.has(w) ||
    THING_WORDS.has(w) ||
    rules.contrastWords.has(w)
  );
}

// a word that names a thing whatever its slot: a kind, a program, a product, an environment
function thingOnly(t: RuleToken, rules: GuardRules): boolean {
  const w = t.lower;
  return rules.kindWords.has(w) || rules.kindWords.has(singular(w)) || rules.programs.has(w) || rules.platformWords.has(w) || ENV_NAMES.has(w) || THING_WORDS.has(w) || rules.contrastWords.has(w);
}

// "or delete", "and merge": a joiner, then a word of the action lexicon the clause used
function listedAct(tokens: readonly RuleToken[], k: number, used: ReadonlySet<number>, rules: GuardRules): boolean {
  return !!tokens[k] && JOIN.test(tokens[k]!.lower) && used.has(k + 1) && actionWord(tokens[k + 1]!, rules);
}

// a word of the action lexicon, as written or by its lemma
function actionWord(t: RuleToken, rules: GuardRules): boolean {
  if (t.kind !== "word") return false;
  return (rules.phraseIndex.get(t.root) ?? rules.phraseIndex.get(t.lower) ?? []).some((p) => p.words.length === 1);
}
