// Reads "Y only after X" / "Y only once X" / "only Y after X" when X is an act or a state named by words rather than an
// event of sequence-events.yaml (rule-sequence-events.ts reads those first):
//   "cargo publish only after CHANGELOG.md has an entry"  → publish needs an earlier CHANGELOG.md call
//   "Delete branches only once their PR is merged"         → delete needs an earlier merge
//   "subscriptions are cancelled only after you've offered the discount" → cancel needs the offer
// The order is the rule: a call doing Y with no earlier call doing X in history breaks it
// (match-clause.ts matchSequence). A prerequisite that is the user's own act ("only after I've
// eyeballed the SQL") is an approval (effects.yaml), a clock time ("only after 6pm") a time rule:
// neither is read here.
import type { Clause } from "./compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { canonical, singular, splitWords } from "../split-words.ts";

// who does the prerequisite: the user ("I've", "we") gates by approval, not by history
const SELF = /^(?:i|i've|i'd|we|we've|me|us|my|our)$/;
// a prerequisite that is a time, a period or a number of things is no act in history
const NOT_AN_ACT = /^(?:hours|business|midnight|noon|pm|am|the (?:freeze|weekend|holidays?|release window)|\d)/i;

const UNIT = /^(?:minutes?|hours?|days?|weeks?|months?|years?|times?)$/;

/** "Y only after X" → a sequence clause (trigger Y, prerequisite X), or undefined. */
export function findOnlyAfter(sent: RuleSentence, rules: GuardRules): Clause | undefined {
  const toks = sent.tokens;
  let at = toks.findIndex((t, i) => i > 0 && (t.lower === "after" || t.lower === "once") && toks[i - 1]!.lower === "only");
  // "only run the nightly MERGE into dw.fact_sales after the staging row count check": "only" leads
  // the act, "after" the prerequisite, in one clause (not "once": "only deploy once a day" counts)
  const split = at < 0 ? splitOnly(toks) : undefined;
  if (split) at = split.after;
  if (!split && at < 2) return undefined;
  // "… only after X, and never on Fridays": the prerequisite ends at its clause
  const rest = toks.slice(at + 1);
  const end = rest.findIndex((t, i) => i > 0 && (t.text === "," || t.text === ";" || t.lower === "—" || (t.lower === "and" && i > 2)));
  const pre: RuleToken[] = end > 0 ? rest.slice(0, end) : rest;
  if (!pre.length || SELF.test(pre[0]!.lower) || pre.some((t) => t.kind === "time") || NOT_AN_ACT.test(sent.text.slice(pre[0]!.start))) return undefined;
  // "Retention: subscriptions are cancelled only after …": a heading before a colon says what the
  // rule is about, not a word the call must carry (kept when nothing else names the thing)
  const colon = toks.findIndex((t, i) => i > 0 && i < 3 && t.text === ":");
  const side = split ? [...toks.slice(0, split.only), ...toks.slice(split.only + 1, at)] : toks.slice(0, at - 1);
  const bare = colon > 0 && colon < at - 2 ? findAction(side.slice(colon + 1), rules).spec : undefined;
  const trigger = bare?.groups.length ? bare : findAction(side, rules).spec;
  // ("the nightly MERGE": how often the act runs is no word the call carries)
  if (split) trigger.groups = trigger.groups.filter((g) => !g.every((t) => t.adjective));
  // the trigger must be an act the call can show ("publish", "delete", "cancel")
  // (or, in "only <act> … after", a verb the reader knows only as a word, with the thing it is done to: "MERGE into dw.fact_sales")
  if (!trigger.families.length || (trigger.families.every((f) => f.startsWith("word:")) && !(split && trigger.groups.length))) return undefined;
  const found = findAction(pre, rules);
  const prereq = found.spec;
  // "CHANGELOG.md has an entry": a file named is the thing the earlier call touched
  const FILE = /\.[a-z]{1,8}$/i;
  const files = [...(found.domains ?? []), ...prereq.groups.flat().map((t) => t.raw)].filter((dm) => FILE.test(dm) && !/\s/.test(dm));
  // (then the file alone: "an entry for the new version" would take any call naming a version)
  if (files.length) {
    prereq.families = [];
    prereq.groups = [files.map((f) => ({ raw: f, names: splitWords(f, 8).map((w) => canonical(w, rules.synonyms)), path: false, command: false, channel: false, literal: f.toLowerCase() }))];
  } else if (prereq.families.some((f) => !f.startsWith("*") && !f.startsWith("word:") && !rules.families.get(f)?.readOnly)) {
    // "once their PR is merged", "after every issue in it is closed": the act is the prerequisite,
    // whatever it was done to (a list of the issues is no close)
    prereq.groups = [];
  } else {
    // "the 3-month discount": a bare number names nothing the earlier call must carry; the nouns do
    prereq.groups = prereq.groups.filter((g) => g.some((t) => t.names.some((n) => !/^\d+$/.test(n))));
    const nouns = pre.filter((t) => t.kind === "word" && t.tags.has("Noun") && !t.tags.has("Pronoun") && t.lower.length > 3 && !rules.genericWords.has(t.lower) && !UNIT.test(t.lower));
    const named = new Set(prereq.groups.flat().flatMap((t) => t.names));
    const more = nouns.filter((t) => !named.has(singular(t.lower)));
    if (more.length) prereq.groups = [...prereq.groups, more.map((t) => ({ raw: t.text, names: [singular(t.lower)], path: false, command: false, channel: false }))];
  }
  if (!prereq.families.length && !prereq.groups.length) return undefined;
  return { type: "sequence", trigger, prereq, rule: sent.text };
}

/** "only <act …> after <prerequisite>" in one clause: where "only" and "after" stand, or undefined. */
function splitOnly(toks: readonly RuleToken[]): { only: number; after: number } | undefined {
  const only = toks.findIndex((t) => t.lower === "only");
  if (only < 0) return undefined;
  for (let j = only + 2; j < toks.length && j <= only + 12; j++) {
    const t = toks[j]!;
    if (t.text === "," || t.text === ";" || t.text === ":" || t.lower === "—") return undefined;
    if (t.lower === "after") return { only, after: j };
  }
  return undefined;
}
