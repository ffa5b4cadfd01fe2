// Step 2, features: what a unit says, as named binary features for the model and as facts for
// the kind rules. Names are stable strings ("cue:prohibit.never", "grp:limit", "imp:neg",
// "w:restart", "b:do_not", "f:use") so `explain` can show them.
import { CUE_GROUPS, type ClassifyRules, type Cue, type CueGroup } from "./compile-rules.ts";
import { moodOf, type Mood } from "./imperative.ts";
import { RegexPrefilter } from "./regex-prefilter.ts";
import type { Unit } from "./segment.ts";

export interface UnitFeatures {
  names: string[]; // model features, deduplicated, in a fixed order
  cues: string[]; // ids of the rules/ cues that fired
  groups: Set<CueGroup>;
  facts: Set<string>; // for kind rules: grp:*, cue:*, imp, imp:neg, num-bound, x-only
  mood: Mood;
  question: boolean;
}

// Groups whose presence makes a unit worth a closer look (and a compromise parse if needed).
const RULE_GROUPS: ReadonlySet<CueGroup> = new Set(["prohibit", "require", "limit", "prefer", "condition", "standing", "approval", "response"]);

// A bound word near a number, or a number followed by a bound word: "no more than 3 retries",
// "keep it under 200 words", "$500, hard cap", "30s max", "2 PRs a day tops".
const NUM_BOUND = [
  /\b(?:at most|at least|no more than|not more than|no less than|no fewer than|exceed(?:s|ing)?|more than|less than|fewer than|up to|maximum(?: of)?|minimum(?: of)?|max|min|exactly|under|below|over|above|within|cap(?:ped)? at|limit(?:ed)? to|budget(?: is| of)?|capped|cap it at|no later than|no earlier than)\b[^.;!?]{0,24}?(?:[$\u20ac\u00a3] ?)?\d/,
  /\d[\d,.]{0,15}\s?[a-z%$/]{0,12}(?: [a-z]{1,12})?,? ?(?:max|maximum|tops|or less|or fewer|or under|or below|at most|at the most|hard cap|cap|limit|ceiling|minimum|min|or more|at least)\b/,
  // a comparison sign before a number: "ack < 15 min", "p99 ≤ 300 ms"
  /(?:<=?|\u2264|\u2265) ?[$\u20ac\u00a3~]?\d/,
  /\b(?:between \d[\d,.]{0,15} and \d|\d{1,9} (?:to|-) \d{1,9} (?:words|sentences|paragraphs|bullets|items|lines))/,
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|a single|a couple of) (?:words?|sentences?|paragraphs?|bullets?|bullet points?|sections?|lines?|emails?|retries|attempts?|times|requests?|prs?|commits?)\b/,
];
const QUESTION_END = /\?["'\u201d\u2019)\]]*\s*$/;
// "no force pushes k?" and "never run it on prod, ok?" are rules with a tag, not questions
const TAG_QUESTION = /(?:^|[\s,])(?:k|kk|ok|okay|alright|right|yeah|yes|got it|understood|clear|deal|capisce)\?+["')\]]*\s*$/i;
// "Going forward, could you put the action items at the top?" is a standing request, not a question
const STANDING_REQUEST = /^(?:(?:so|and|also|ok|okay|hey|going forward|from now on|in future|in the future|for future),?\s)*(?:could|can|would|will) you (?:please |pls |kindly |just )?(?:always|never|keep|stop|make sure)\b|\b(?:going forward|from now on|in (?:the )?future|all future|every time|each time|for the rest of)\b/i;
const TOKEN = /[a-z]{1,40}(?:'[a-z]{1,10})?|[$\u20ac\u00a3%]|\d{1,20}(?:[.,]\d{1,20}){0,5}[a-z]{0,10}/g;

export function tokensOf(norm: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(norm); m && out.length < 200; m = TOKEN.exec(norm)) {
    const t = m[0];
    const c = t.charCodeAt(0);
    out.push(c >= 48 && c <= 57 ? "<num>" : t === "q" ? "<q>" : t === "c" ? "<code>" : t);
  }
  return out;
}

function lengthBucket(n: number): string {
  return n <= 3 ? "1-3" : n <= 8 ? "4-8" : n <= 15 ? "9-15" : n <= 22 ? "16-22" : n <= 30 ? "23-30" : n <= 45 ? "31-45" : "46+";
}

const EMPTY_MOOD: Mood = { first: "", second: "", imperative: false, negated: false, later: false };

/** Features for a unit that a structural veto already rules out: nothing is computed. */
export function noFeatures(unit: Unit): UnitFeatures {
  return { names: [], cues: [], groups: new Set(), facts: new Set(), mood: EMPTY_MOOD, question: isQuestion(unit) };
}

// '... with the exact phrase "Any other questions?"' ends with a quoted question, not a question
const QUOTED_QUESTION_END = /["\u201c][^"\u201c\u201d]{1,300}\?["\u201d]\s*$/;

export function isQuestionText(text: string): boolean {
  return QUESTION_END.test(text) && !TAG_QUESTION.test(text) && !STANDING_REQUEST.test(text) && !QUOTED_QUESTION_END.test(text);
}

export function isQuestion(unit: Unit): boolean {
  return isQuestionText(unit.text);
}

/**
 * Cues, mood and facts always; the n-gram names only when `withNames` (the gate may veto the unit
 * first, and most units of a message are not rules, so this saves most of the work).
 */
export function featuresOf(unit: Unit, rules: ClassifyRules, withNames = true): UnitFeatures {
  const norm = unit.norm;
  const cues: string[] = [];
  const cueFacts: string[] = [];
  const groups = new Set<CueGroup>();
  const cueGroups: CueGroup[] = [];
  let xOnly = false;
  const cueList = rules.cues;
  const maybe = cuePrefilter(cueList).scan(norm);
  for (let i = 0; i < cueList.length; i++) {
    const cue = cueList[i]!;
    if (maybe.mayMatch(i) && cue.re.test(norm)) {
      cues.push(cue.id);
      cueFacts.push(cue.fact);
      cueGroups.push(cue.group);
      groups.add(cue.group);
      if (cue.id === "prefer.x-only") xOnly = true;
    }
  }
  let ruleish = false;
  for (const g of groups) if (RULE_GROUPS.has(g)) ruleish = true;
  const mood = moodOf(norm, rules, ruleish);
  // "Do not run the following commands", "Don't call me again": the one-off markers (the
  // following, again, now) mark a request when the verb is positive; a negated imperative rules
  // the action out for good, so they are dropped instead of counting against the rule
  if (mood.negated && groups.has("oneoff")) dropGroup(cues, cueFacts, cueGroups, groups, "oneoff");
  const question = isQuestion(unit);
  let numBound = false;
  for (const re of NUM_BOUND)
    if (re.test(norm)) {
      numBound = true;
      break;
    }
  // same insertion order as the names: cue facts, group facts, then the flags
  const facts = new Set<string>(cueFacts);
  for (const g of groups) facts.add(GROUP_FACT[g]);
  if (mood.imperative) facts.add(mood.negated ? "imp:neg" : "imp");
  if (mood.later) facts.add("imp:later");
  if (unit.ruleList) facts.add("rule-list");
  if (unit.prohibitList) facts.add("prohibit-list");
  if (numBound) facts.add("num-bound");
  if (xOnly) facts.add("x-only");
  const base: UnitFeatures = { names: [], cues, groups, facts, mood, question };
  return withNames ? withFeatureNames(unit, base, rules) : base;
}

function dropGroup(cues: string[], cueFacts: string[], cueGroups: CueGroup[], groups: Set<CueGroup>, group: CueGroup): void {
  for (let i = cues.length - 1; i >= 0; i--)
    if (cueGroups[i] === group) {
      cues.splice(i, 1);
      cueFacts.splice(i, 1);
    }
  groups.delete(group);
}

const GROUP_FACT = Object.fromEntries(CUE_GROUPS.map((g) => [g, `grp:${g}`])) as Record<CueGroup, string>;
const SUBJECTS: ReadonlySet<string> = new Set(["you", "i", "we", "they", "he", "she", "it", "this", "that", "there"]);

export function withFeatureNames(unit: Unit, f: UnitFeatures, rules: ClassifyRules): UnitFeatures {
  const { facts, mood, question, groups } = f;
  const norm = unit.norm;
  const keepWords = rules.keepWords;
  let ruleish = false;
  for (const g of groups) if (RULE_GROUPS.has(g)) ruleish = true;

  // insertion-ordered and deduplicated; no per-call closures on this hot path
  const seen = new Set<string>(facts);
  if (question) seen.add("question");
  if (unit.bullet) seen.add("bullet");
  // no "clause" feature: a fragment must earn its score from its own words, not from having been split
  if (unit.heading) seen.add("heading");
  const text = unit.text;
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      letters++;
      upper++;
    } else if (c >= 97 && c <= 122) letters++;
  }
  if (letters >= 6 && upper / letters > 0.6) seen.add("shouting");
  if (EXCLAIM_END.test(text)) seen.add("exclaim");
  const toks = tokensOf(norm);
  seen.add(LENGTH_NAME[lengthBucket(toks.length)]!);
  let subject = "none";
  for (let i = 0; i < 4 && i < toks.length; i++)
    if (SUBJECTS.has(toks[i]!)) {
      subject = toks[i]!;
      break;
    }
  seen.add(`subj:${subject}`);
  const first = keepWords.has(mood.first) ? mood.first : "_";
  const second = keepWords.has(mood.second) ? mood.second : "_";
  seen.add(`f:${first}`);
  seen.add(`f2:${first}_${second}`);
  if (mood.imperative && !mood.negated && !ruleish) {
    seen.add("imp:bare");
    // a bare imperative under "## Conventions" / "Rules:" is a rule ("- Run the linter before
    // pushing."); elsewhere it is usually a one-off order ("Restart the replica."): the model
    // can only tell the two apart with the pair as one feature
    if (unit.ruleList) seen.add("imp:bare-in-rule-list");
  }
  // content words are abstracted to "_" (numbers to <num>), so the n-grams describe the shape
  // of the sentence, not its topic: "Never restart the primary" -> never restart the _
  let prev = "^";
  // "Secrets: never store keys in the repo", "Hotel: 150/night cap": a short label before a colon
  // names the topic and the rule after it is its own sentence, so its n-grams start at "^"
  // (else "_ never" learns nothing from "^ never")
  const label = LABEL_PREFIX.exec(norm);
  let skip = label ? tokensOf(label[0]).length : 0;
  if (skip > 0) seen.add("label-prefix");
  for (const raw of toks) {
    if (skip > 0) {
      skip--;
      continue;
    }
    const t = raw.charCodeAt(0) === 60 || keepWords.has(raw) ? raw : raw.endsWith("ed") ? "_ed" : raw.endsWith("ing") ? "_ing" : "_";
    if (t !== "_") seen.add(`w:${t}`);
    seen.add(`b:${prev}_${t}`);
    prev = t;
  }
  seen.add(`b:${prev}_$`);
  return { names: Array.from(seen), cues: f.cues, groups, facts, mood, question };
}

const EXCLAIM_END = /!\s*$/;
// one to three words and a colon, with something after it: "secrets: ", "hotel policy: "
const LABEL_PREFIX = /^[a-z][a-z0-9&/'-]{0,24}(?: [a-z0-9&/'-]{1,24}){0,2}: (?=\S)/;
const LENGTH_NAME: Record<string, string> = Object.fromEntries(["1-3", "4-8", "9-15", "16-22", "23-30", "31-45", "46+"].map((b) => [b, `len:${b}`]));

// Splitting needs a cue with content ("whatever you do, do not X" must stay one unit): which
// groups split is decided once per cue in compile-rules.ts (cue.splits).
export function opensImperative(norm: string, rules: ClassifyRules): boolean {
  const m = /^(?:please |just |also |then |and )?(do not|never|[a-z]+)/.exec(norm);
  return m !== null && (m[1] === "do not" || m[1] === "never" || rules.imperativeVerbs.has(m[1]!));
}

// Which cues may match a text, from the literals each cue's pattern requires (regex-prefilter.ts):
// most cues are skipped without running. Built once per cue list, so a rules object with another
// list ({...rules, cues}) gets its own.
const PREFILTERS = new WeakMap<readonly Cue[], RegexPrefilter>();

function cuePrefilter(cues: readonly Cue[]): RegexPrefilter {
  let p = PREFILTERS.get(cues);
  if (!p || p.size !== cues.length) PREFILTERS.set(cues, (p = new RegexPrefilter(cues.map((c) => c.re))));
  return p;
}

export function hasRuleCue(norm: string, rules: ClassifyRules): boolean {
  const cues = rules.cues;
  const maybe = cuePrefilter(cues).scan(norm);
  for (let i = 0; i < cues.length; i++) if (cues[i]!.splits && maybe.mayMatch(i) && cues[i]!.re.test(norm)) return true;
  return opensImperative(norm, rules);
}

/** The gate: a unit with none of these can not be a pin, whatever its words. */
export function hasAnyRuleSignal(f: Pick<UnitFeatures, "groups" | "mood" | "facts">): boolean {
  for (const g of f.groups) if (RULE_GROUPS.has(g)) return true;
  return f.mood.imperative || f.facts.has("num-bound") || f.facts.has("rule-list");
}
