// The classify pipeline, as an explicit ordered list of steps:
//   1. segment  (segment.ts)   message -> units with offsets; code/logs/quotes skipped
//      message  (message.ts)   whole-message signals: report lines (ticked items, change lists, bug
//                              report sections) and advice to whoever hires a helper
//      numbered-section-title (section-title.ts): "4. Limit Your Time on Cardio Equipment" over a
//                              section titles it, it is not a rule
//      policy-statement, routine-instruction (policy-statement.ts, routine.ts): shapes that are rules
//                              whatever the model says, raised to the threshold
//   2. features (features.ts)  unit -> cue ids, mood, question, n-grams
//   3. score    (pin-model.ts) features -> probability of "pin"; rule vetoes applied first
//   4. kind     (kind.ts)      rules/classify/kinds.yaml first, the kind model second
//   5. entry    (entry.ts)     pin + ledger entry, scope (scope.ts) and reason
import type { Pin } from "../contract/classify.ts";
import type { ClassifyRules, CueGroup } from "./compile-rules.ts";
import type { PinKind } from "../contract/ledger-entry.ts";
import { isReasonFor, toPin, type PinDraft, type ReasonCandidate } from "./entry.ts";
import { featuresOf, hasAnyRuleSignal, hasRuleCue, isQuestion, isQuestionText, noFeatures, opensImperative, withFeatureNames, type UnitFeatures } from "./features.ts";
import { decideKind, type KindDecision } from "./kind.ts";
import { pinProbability, scorePin, type PinModel, type Score } from "./pin-model.ts";
import { foreignCue, isForeignItemOfForeignMessage, isForeignLatin, isForeignScript } from "./foreign-script.ts";
import { advisesEmployer, isRecipe, reportAt, reportSpans } from "./message.ts";
import { policyStatement } from "./policy-statement.ts";
import { routineInstruction } from "./routine.ts";
import { numberedSectionTitle, TITLE_NEGATION, TITLE_SMALL_WORD } from "./section-title.ts";
import { findScope } from "./scope.ts";
import { isBoldLeadIn, MAX_UNIT_CHARS, segment, type CueProbes, type Unit } from "./segment.ts";

export interface ClassifyOptions {
  turn?: number;
  explain?: boolean;
}

/** Why a unit can never be a pin, whatever the model says (null: the model decides). */
/** Why a unit can never be a pin, from its shape alone (checked before any cue is matched). */
export function structuralVeto(unit: Unit): string | null {
  if (unit.role === "reason") return "reason-clause";
  if (unit.role === "aside") return "aside";
  if (unit.quoted) return "quoted";
  if (unit.prohibitIntro) return "prohibition-list-intro";
  if (unit.inQuestion || isQuestion(unit)) return "question";
  if (unit.text.length > MAX_UNIT_CHARS) return "too-long";
  if (!/[a-z]{2}/i.test(unit.norm)) return "no-words";
  if (isModalFragment(unit)) return "modal-fragment";
  if (!unit.bullet && !unit.clause && TAIL_FRAGMENT.test(unit.text)) return "tail-fragment";
  if (isTitleLabel(unit)) return "title-label";
  if (isTemplateBlank(unit.text)) return "template-blank";
  if (LIST_INTRO.test(unit.text) && !SHOUTED_RULE.test(unit.text)) return "list-intro";
  return null;
}

// cfa19: a unit of one word ("Always.", "Never!", "Sure.") answers or stresses the sentence before it
// ("How often should I check the mail? Always."): no gold pin of a studied set or of the corpus is one word.
// Checked after the cue vetoes, so a discourse marker ("Finally.") keeps its own veto.
const ONE_WORD = /^[*_]{0,2}[A-Za-z]{1,30}[*_]{0,2}[.!]?[*_]{0,2}$/;

export function oneWordVeto(unit: Unit): string | null {
  return ONE_WORD.test(unit.text) ? "one-word" : null;
}

// A prose piece that starts with a lower-case modal lost its subject to a cut ("...the cause
// should be investigated." split at a bold label -> "should be investigated."): not a whole rule.
// List items and clauses keep their implied subject ("- must pass CI", "X is old and must go").
const MODAL_FRAGMENT = /^(?:should|must|can|could|would|will|might|may)\b/;

// A sentence of two or three words opening with a preposition continues the one before it for
// emphasis ("I do not answer the phone. At all. To anyone."): the rule is the sentence before.
// "Only on weekdays." or "Not on Fridays." restrict the rule before: those stay candidates.
const TAIL_FRAGMENT = /^(?:at|to|in|on|for|with|from|by|of) (?!.{0,20}\b(?:only|never|always|no|not)\b)[^.!?]{1,20}[.!]?$/i;

// A template still to be filled in states no rule yet: "Budget: [BUDGET_RANGE].", "Pay [sitter name]", "Prefer
// [functional/OOP] style", "Tone: (casual / formal / mixed)", "[What you never want to see]".
// A markdown link "[guide](https://...)" and a tag "[Server]" are not blanks.
const BLANK_WORDS = /\[(?:fill(?: in| me in| this in)?|tbd|tba|todo|insert [^\]\n]{1,40}|your [^\]\n]{1,40}|add [^\]\n]{1,60}|(?:what|which|how|list|describe|name of|number of|e\.g\.|example:?) [^\]\n]{1,80}|[a-z]{1,20} ?(?:name|amount|date|number|phone|email|address))\](?!\()/i;
const BLANK_SHAPES = /\[[A-Z][A-Z0-9]{1,20}_[A-Z0-9_]{1,30}\](?!\()|\[[\w.+-]{1,20}(?:\/[\w.+-]{1,20}){1,5}\](?!\()|\((?:\s?[\w-]{1,20} \/ ){2,6}[\w-]{1,20}\s?\)/;

// ccls15: a unit that is wholly one bracketed phrase is a slot of a template, whatever it names:
// "[Critical rule 1 - e.g., "Use pnpm exclusively"]", "[Rule 3]". A checkbox ("[ ] ...") and a
// link ("[docs](url)") do not end in "]"; "[Server] must not be restarted" goes on after it.
const WHOLE_BLANK = /^\[[^\[\]]{0,300} [^\[\]]{0,300}\]$/;

function isTemplateBlank(text: string): boolean {
  if (!text.includes("[") && !text.includes("(")) return false;
  if (WHOLE_BLANK.test(text)) return true;
  const m = BLANK_WORDS.exec(text) ?? BLANK_SHAPES.exec(text);
  if (!m) return false;
  // a signature blank glued to the next sentence: "[Your name here] This cluster is strictly for load testing."
  return m.index > 0 || text.length - m[0].length < 40;
}

function isModalFragment(unit: Unit): boolean {
  return !unit.bullet && !unit.clause && MODAL_FRAGMENT.test(unit.text);
}

// A short line ending in a colon announces what follows ("Before pushing:", "Rules:"); the
// items below it are the rules, the label itself is not one.
// ...unless it shouts a rule word: "**MUST RUN THE MIGRATIONS**:" is the rule, the list its steps.
const SHOUTED_RULE = /\b(?:MUST|NEVER|ALWAYS|DO NOT|DON'T|REQUIRED|MANDATORY|FORBIDDEN)\b/;
const LIST_INTRO = /^[^\s:]{1,40}(?:\s{1,4}[^\s:]{1,40}){0,3}:\s{0,4}$/;

// A short Title Case label with no end punctuation is a heading over rules, not a rule:
// "Mandatory Approval", "Stay Focused". A negated label ("Never Force Push") still reads as one.
const TITLE_WORD = /^[A-Z][A-Za-z'-]*$/;

// the first word of a label starts with a capital once decoration is skipped: most units fail here
const TITLE_START = /^[\s*_#:]*[A-Z]/;

function isTitleLabel(unit: Unit): boolean {
  if (!TITLE_START.test(unit.text)) return false;
  const words = unit.text.replace(/[*_#:]+/g, " ").trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => TITLE_WORD.test(w))) return false;
  return !TITLE_NEGATION.test(unit.text);
}

// A short line with no end punctuation right above a list names the list ("Store policy",
// "Data retention"): a heading in plain text, not a rule. "No force pushes" above a list is one.
const SHORT_LABEL = /^[A-Za-z][\w'&/-]{0,30}(?: [\w'&/-]{1,30}){0,2}$/;

// A markdown heading in Title Case names the section below it; when the prose right after it
// states the rule in firm words, the heading only titles that rule:
//   "### Don't Swallow Errors\n\nNever `_ = f()` if the error matters." -> the second line is the pin.
// A heading over a list ("### Do Not\n- Skip tests"), a shouted one ("# NEVER DELETE DATA") and one
// over plain prose ("## Never Force Push\nMain is protected.") are kept.

function titleHeading(unit: Unit, next: Unit | undefined): string | null {
  if (!unit.heading || !next || next.bullet || next.heading || next.stretch === unit.stretch) return null;
  const words = unit.text.replace(/[*_#:`]+/g, " ").trim().split(/\s+/);
  if (words.length < 2 || words.length > 7 || /[.!?]$/.test(unit.text.trim())) return null;
  let capitals = 0;
  for (const w of words) {
    if (TITLE_SMALL_WORD.test(w)) continue;
    if (!TITLE_WORD.test(w)) return null;
    capitals++;
  }
  // "NEVER DELETE DATA" shouts a rule; a Title Case label has lower-case letters
  return capitals >= 2 && /[a-z]/.test(unit.text) ? "title-heading" : null;
}

// A markdown heading that words a rule over a list whose first item states it in firm words only
// titles the list: "### NEVER Add Co-Authored-By in Commits\n- NEVER include `Co-Authored-By` ...",
// "### DON'T: Mix AWS with Other Vendors for PHI\n- Don't use Vercel for PHI workloads". The items are
// the rules. A heading over prose ("### NEVER READ SCRIPTS\n\nALWAYS run ... help"), a shouted one, a
// one- or two-word polarity heading ("## Never") and a freeze notice (no firm word) are kept.
function ruleHeadingOverRules(s: ScoredUnit, next: ScoredUnit): boolean {
  if (!s.unit.heading || !next.unit.bullet || next.unit.stretch === s.unit.stretch) return false;
  if (!isFirmRule(s.features) || !isFirmRule(next.features) || !/[a-z]/.test(s.unit.text)) return false;
  return wordCount(s.unit.text) >= 3;
}

function listHeading(unit: Unit, next: Unit | undefined): string | null {
  if (!next || !next.bullet || next.stretch === unit.stretch || unit.bullet || unit.clause) return null;
  if (!SHORT_LABEL.test(unit.text) || TITLE_NEGATION.test(unit.text)) return null;
  return "list-heading";
}

/** Why a unit can never be a pin given its cues (null: the model decides). */
export function cueVeto(f: UnitFeatures): string | null {
  if (f.groups.has("veto")) return `cue:${f.cues.find((c) => c.startsWith("veto."))}`;
  // "Report what was verified and what was not." in a rule list: the past tense sits in the
  // object of an imperative, the unit still instructs
  if (f.groups.has("narrative") && !f.groups.has("obligation") && !(f.mood.imperative && f.facts.has("rule-list"))) return "past-narrative";
  if (!hasAnyRuleSignal(f)) return "no-rule-signal";

  return null;
}

// Foreign units are decided by rule words alone, so they must come in the shape of rules: a list
// item or table cell, or one of two or more such units in the message. "要約してください。" alone
// is a one-off request; a lone "никогда" in a story is not a rule. A weak cue (a polite
// imperative) also needs a strong cue ("必ず", "禁止") somewhere in the message unless it is a list item.
function demoteLoneWeakForeign(out: ScoredUnit[], rules: ClassifyRules): void {
  let strong = 0;
  let all = 0;
  for (const s of out)
    if (s.fixedKind) {
      all++;
      if (!isWeakRule(s, rules)) strong++;
    }
  if (all === 0) return;
  for (const s of out) {
    if (!s.fixedKind || s.unit.bullet) continue;
    if (all >= 2 && (strong > 0 || !isWeakRule(s, rules))) continue;
    if (isAloneRule(s, rules)) continue;
    [s.vetoed, s.fixedKind] = ["foreign-lone", undefined];
  }
}

// ccls19: a passive ban of a house rule ("É expressamente proibida ...", "Het is verboden om te
// telefoneren ...") states a rule on its own; a story does not word a ban that way.
function isAloneRule(s: ScoredUnit, rules: ClassifyRules): boolean {
  // the first cue decides the kind; any cue marked alone that matches keeps the unit
  // ("É terminantemente proibido ..." meets the older pt-prohibit first)
  for (const c of rules.foreignCues) if (c.alone && c.re.test(s.unit.text)) return true;
  return false;
}

function isWeakRule(s: ScoredUnit, rules: ClassifyRules): boolean {
  const id = s.fixedKind?.rule;
  for (const c of rules.foreignCues) if (c.id === id) return c.weak;
  return false;
}

export interface ScoredUnit {
  unit: Unit;
  features: UnitFeatures;
  score: Score;
  vetoed: string | null;
  /** set when a rule, not the model, decided the unit (foreign-script.ts) */
  fixedKind?: KindDecision;
}

// A non-Latin unit with a firm rule word of foreign.yaml: the model has nothing to read there.
const FOREIGN_PROBABILITY = 0.9;
const FOREIGN_KIND_GROUP: Record<PinKind, CueGroup> = { prohibition: "prohibit", requirement: "require", limit: "limit", preference: "prefer", condition: "standing" };

function foreignScored(unit: Unit, rules: ClassifyRules, model: PinModel | null): ScoredUnit {
  const none = { probability: 0, contributions: [] };
  const cue = model ? foreignCue(unit.text, rules.foreignCues) : undefined;
  if (!cue) return { unit, features: noFeatures(unit), score: none, vetoed: "foreign-script" };
  // cls16: "Beispielsweise ist die Nachtruhe ... einzuhalten" in an article about house rules
  const guard = rules.foreignGuards.find((g) => g.re.test(unit.text));
  if (guard) return { unit, features: noFeatures(unit), score: none, vetoed: `foreign-guard:${guard.id}` };
  const features = noFeatures(unit);
  features.cues.push(cue.id);
  // ccls20: a firm foreign rule word states a rule of its own: never the reason of the pin before it
  // ("... je zakázáno sušit prádlo. Nepoužívejte sušičku po 22:00." holds two bans)
  features.groups.add(FOREIGN_KIND_GROUP[cue.kind]);
  const score = { probability: FOREIGN_PROBABILITY, contributions: [{ name: `cue:${cue.id}`, weight: FOREIGN_PROBABILITY }] };
  return { unit, features, score, vetoed: null, fixedKind: { kind: cue.kind, rule: cue.id } };
}

/**
 * Steps 1-3: used by the classifier and by training (same features, same vetoes).
 * Without `contributions` the score holds the probability only (nothing to explain).
 */
export function scoreUnits(text: string, rules: ClassifyRules, model: PinModel | null, contributions = true): ScoredUnit[] {
  const units = segment(text, rules, probesFor(rules));
  const none = { probability: 0, contributions: [] };
  // a plain loop: no callback per message on this hot path
  const out: ScoredUnit[] = new Array(units.length);
  let firm = 0; // units with a firm rule word: rules come in clusters (instruction files, rule lists)
  let describing = false; // under a "Common causes:" / "## Symptoms" intro, until the next prose
  // message-level signals (message.ts): report lines, and advice to whoever hires a helper
  const reports = reportSpans(text, rules);
  const employer = rules.helperMentions.length > 0 && advisesEmployer(text, rules);
  // a recipe's steps and timings are for the cook (step recipe-steps, message.ts)
  const recipe = isRecipe(units, rules);
  // a message written in Spanish, German, ... lends its language to its short items (foreign-script.ts)
  const messageForeign = rules.foreignCues.length > 0 && isForeignLatin(text, rules.latinLanguages);
  const firmStretches = new Set<number>(); // stretches (lines, list items) holding a firm rule
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    // training (no model) never sees these units: they are decided by foreign.yaml alone
    if (rules.foreignCues.length > 0 && unit.role === "unit" && !unit.quoted && !unit.heading && (isForeignScript(unit.text) || isForeignLatin(unit.text, rules.latinLanguages) || isForeignItemOfForeignMessage(unit.text, messageForeign, rules.latinLanguages))) {
      out[i] = foreignScored(unit, rules, model);
      continue;
    }
    let shape = structuralVeto(unit) ?? listHeading(unit, units[i + 1]) ?? numberedSectionTitle(text, unit, units[i + 1]) ?? (reports.length > 0 ? reportAt(reports, unit.start) : null);
    if (unit.heading || shape === "list-intro" || shape === "title-label") describing = isDescriptiveIntro(unit.text, rules);
    // a prose line ending in a colon can announce a sample too: "Please use the following bullet point format:"
    else if (!unit.bullet) describing = INTRO_END.test(unit.text) && isDescriptiveIntro(unit.text, rules);
    else if (describing && !shape) shape = "descriptive-list";
    if (shape) {
      out[i] = { unit, features: noFeatures(unit), score: none, vetoed: shape };
      continue;
    }
    const features = featuresOf(unit, rules, false);
    let vetoed = cueVeto(features) ?? oneWordVeto(unit) ?? (employer ? employerAdvice(unit, features) : null) ?? (recipe ? "recipe-step" : null);
    // a policy statement is its own rule signal: "Workshop tickets are non-transferable." (step policy-statement)
    if (vetoed === "no-rule-signal" && model && policyStatement(unit.norm, rules)) vetoed = null;
    if (!vetoed && isFirmRule(features)) {
      firm++;
      firmStretches.add(unit.stretch);
    }
    // ccls24b: a "No X" ban on a list item marks its line as a rule line too ("• Come early. No late admittance.")
    else if (!vetoed && unit.bullet && features.facts.has("cue:prohibit.no-noun-initial")) firmStretches.add(unit.stretch);
    out[i] = { unit, features, score: none, vetoed };
  }
  for (let i = 0; i + 1 < out.length; i++) {
    const s = out[i]!;
    const next = out[i + 1]!;
    if (!s.vetoed && !next.vetoed && isFirmRule(next.features) && titleHeading(s.unit, next.unit)) {
      if (isFirmRule(s.features)) firm--;
      s.vetoed = "title-heading";
    } else if (!s.vetoed && !next.vetoed && ruleHeadingOverRules(s, next)) {
      firm--;
      s.vetoed = "heading-over-rules";
    }
  }
  demoteLoneWeakForeign(out, rules);
  for (let i = 0; i < out.length; i++) {
    const s = out[i]!;
    const opens = i === 0 || out[i - 1]!.unit.stretch !== s.unit.stretch;
    if (s.vetoed === "no-rule-signal" && model && houseListImperative(s, firm, firmStretches, opens, rules)) s.vetoed = null;
    if (s.vetoed || s.fixedKind) continue;
    const features = withFeatureNames(s.unit, s.features, rules);
    // the other units of the message: "Summarize before refactoring." among "Never ..." / "Always ..." items
    const around = firm - (isFirmRule(s.features) ? 1 : 0);
    if (around > 0) features.names.push(around >= 2 ? "ctx:firm-rules-2+" : "ctx:firm-rule-1");
    // "- Use pnpm." among "- Never ..." / "- Always ..." bullets: an instruction file, not a to-do list
    if (around > 0 && s.unit.bullet && features.names.includes("imp:bare")) features.names.push("ctx:bare-imperative-among-rules");
    s.features = features;
    s.score = !model ? none : contributions ? scorePin(model, features.names) : { probability: pinProbability(model, features.names), contributions: [] };
    if (model) policyStatementStep(s, rules, model);
    if (model) routineInstructionStep(s, rules, model);
    if (model) houseListImperativeStep(s, firm, firmStretches, opens, rules, model);
  }
  return out;
}

// Step house-list-imperative (ccls19): a plain order among the rules of a house-rule list is one of
// them: "Walk your aircraft into the pit area." after "No taxiing in the pits.", "Yield the trail to
// faster riders." in a numbered list of "Always ..." / "Do not ..." items. It needs a firm rule on the
// same line, or two firm rules elsewhere in the message when it is a list item of its own. The model
// reads such bare orders as one-off tasks; a one-off task word ("summarize", "write"), a question,
// a report or a past narrative keeps the model's say.
const KEY_LABEL = /^[\w-]{1,20}:\s/;
const HOUSE_IMPERATIVE_BLOCKERS: readonly string[] = ["oneoff", "question", "report", "narrative", "veto"];

function houseListImperative(s: ScoredUnit, firm: number, firmStretches: ReadonlySet<number>, opens: boolean, rules: ClassifyRules): boolean {
  const f = s.features;
  if (f.mood.negated || s.unit.role !== "unit" || s.unit.quoted) return false;
  if (!f.mood.imperative && !rules.houseOrders.some((o) => o.re.test(s.unit.norm))) return false;
  const around = firm - (isFirmRule(f) ? 1 : 0);
  // ccls24b: an item of a house-rule section ("Safety:", "What to bring:", "Please note:") is one of its
  // duties; a bullet that opens with a short order before a firm rule on its own line ("• Come early. No
  // late admittance.", "• Practice silence. Please do not talk ...") is one too
  const house = s.unit.houseList === true && s.unit.bullet;
  // the order opens its line and the firm rule after it is another unit ("• Wear them." closing a line is a tail)
  const ruleLine = opens && s.unit.bullet && !isFirmRule(f) && firmStretches.has(s.unit.stretch);
  const shortOk = house || ruleLine;
  if (!shortOk && !(around >= 1 && firmStretches.has(s.unit.stretch)) && !(around >= 2 && s.unit.bullet)) return false;
  // "Identify the nodes that do not have a running pod:" announces the steps of a runbook
  // "test: `npm test`" names a script under a label, it orders nothing
  if (wordCount(s.unit.text) < (shortOk ? 2 : 3) || INTRO_END.test(s.unit.text) || KEY_LABEL.test(s.unit.text)) return false;
  for (const g of HOUSE_IMPERATIVE_BLOCKERS) if (f.groups.has(g as never)) return false;
  return true;
}

function houseListImperativeStep(s: ScoredUnit, firm: number, firmStretches: ReadonlySet<number>, opens: boolean, rules: ClassifyRules, model: PinModel): void {
  if (s.score.probability >= model.threshold || s.fixedKind) return;
  if (!houseListImperative(s, firm, firmStretches, opens, rules)) return;
  const probability = model.threshold;
  s.score = { probability, contributions: [...s.score.contributions, { name: "house-list-imperative", weight: probability - s.score.probability }] };
  // ccls24b: a terse order that opens a line before its firm rule ("• Come early. No late admittance.") is
  // the advice the rule makes firm: a preference; an item of a house list and a longer order stay duties
  const lead = opens && s.unit.bullet && s.unit.houseList !== true && wordCount(s.unit.text) <= 3 && firmStretches.has(s.unit.stretch);
  s.fixedKind = { kind: lead ? "preference" : "requirement", rule: "house-list-imperative" };
}

// Step policy-statement (policy-statement.ts): "Subletting is not allowed.", "Sale items cannot be returned."
// scored under the threshold are raised to it, with the policy's kind. A unit the model pins already keeps
// the model's kind unless the policy entry says its kind always holds (a passive ban is a prohibition; a
// "cannot be modified" is labelled prohibition or condition alike). A numeric bound or a deadline in the
// unit keeps the kind rules' say ("non-cancellable within 7 days of arrival" is a limit). A clause of a
// few words is left to the whole-sentence join ("❌ X is forbidden — use Y" is one pin, not two).
function policyStatementStep(s: ScoredUnit, rules: ClassifyRules, model: PinModel): void {
  if (s.unit.clause && wordCount(s.unit.text) <= SHORT_CLAUSE_WORDS) return;
  const policy = policyStatement(s.unit.norm, rules);
  if (!policy) return;
  if (s.score.probability < model.threshold) {
    const probability = model.threshold;
    s.score = { probability, contributions: [...s.score.contributions, { name: `policy:${policy.rule}`, weight: probability - s.score.probability }] };
  } else if (!policy.kindAlways) return;
  if (!s.features.facts.has("num-bound") && !s.features.facts.has("cue:limit.within-period")) s.fixedKind = { kind: policy.kind, rule: policy.rule };
}

// Step routine-instruction (routine.ts): "Wipe the benches after each use." scored under the threshold
// is raised to it, a requirement (a prohibition when negated). A pin of the model keeps its kind.
function routineInstructionStep(s: ScoredUnit, rules: ClassifyRules, model: PinModel): void {
  if (s.score.probability >= model.threshold || s.fixedKind) return;
  const routine = routineInstruction(s.unit.norm, s.features, rules);
  if (!routine) return;
  const probability = model.threshold;
  s.score = { probability, contributions: [...s.score.contributions, { name: `routine:${routine}`, weight: probability - s.score.probability }] };
  s.fixedKind = { kind: s.features.mood.negated ? "prohibition" : "requirement", rule: routine };
}

const INTRO_END = /:\s*$/;

// "never", "always", "must", "do not", "not allowed": words that keep a unit of an advice message
const FORGET = /^(?:and |also |please |but )?(?:do not|dont) forget\b/;
const KEEP_IN_ADVICE: ReadonlySet<string> = new Set(["cue:prohibit.never", "cue:prohibit.do-not-initial", "cue:prohibit.do-not", "cue:prohibit.not-allowed", "cue:require.must", "cue:require.always"]);

// Step advice-to-employer (message.ts): in a message advising whoever hires a helper, a plain
// positive imperative ("Inform the sitter of the food's location.", "be sure to leave instructions")
// is a tip to the reader. A negated one, a firm rule word or an item of a prohibition list stays.
// "Don't forget to give this to your cat sitter" reminds, it forbids nothing: the negation does not keep it.
function employerAdvice(unit: Unit, f: UnitFeatures): string | null {
  const reminder = f.facts.has("cue:require.remember") && FORGET.test(unit.norm);
  if (!f.mood.imperative || (f.mood.negated && !reminder) || unit.prohibitList) return null;
  for (const c of KEEP_IN_ADVICE) if (f.facts.has(c) && !(reminder && c.startsWith("cue:prohibit.do-not"))) return null;
  return "advice-to-employer";
}

function isDescriptiveIntro(text: string, rules: ClassifyRules): boolean {
  for (const d of rules.descriptiveListIntros) if (d.re.test(text)) return true;
  return false;
}

// "never", "always", "must", "do not", "make sure", "not allowed", an approval: a rule, whatever the topic
const FIRM_CUES: ReadonlySet<string> = new Set(["cue:prohibit.never", "cue:prohibit.do-not-initial", "cue:prohibit.do-not", "cue:prohibit.not-allowed", "cue:require.must", "cue:require.always", "cue:require.make-sure", "cue:require.required", "grp:approval"]);

function isFirmRule(f: UnitFeatures): boolean {
  for (const c of FIRM_CUES) if (f.facts.has(c)) return true;
  return false;
}

// The probes close over the rules only: built once per rules object, not once per message.
const PROBES = new WeakMap<ClassifyRules, CueProbes>();

function probesFor(rules: ClassifyRules): CueProbes {
  let p = PROBES.get(rules);
  if (!p) {
    p = {
      hasRuleCue: (norm) => hasRuleCue(norm, rules),
      opensImperative: (norm) => opensImperative(norm, rules),
      isQuestion: (sentence) => isQuestionText(sentence),
    };
    PROBES.set(rules, p);
  }
  return p;
}

export function classifyText(text: string, rules: ClassifyRules, model: PinModel, opts: ClassifyOptions = {}): Pin[] {
  if (!text || !/\p{L}/u.test(text)) return [];
  const scored = scoreUnits(text, rules, model, opts.explain === true);
  // steps 4-5 for every unit over the threshold first, so a rule can claim the pin after it as its reason
  const kinds: (KindDecision | undefined)[] = new Array(scored.length);
  for (let i = 0; i < scored.length; i++) {
    const s = scored[i]!;
    if (!s.vetoed && s.score.probability >= model.threshold) kinds[i] = s.fixedKind ?? decideKind(s.features.facts, s.features.names, rules, model);
  }
  const whole = wholeSentenceSpans(text, scored, kinds);
  joinDashedPins(text, scored, kinds, whole);
  const pins: Pin[] = [];
  let joinedStart = -1; // a leading condition clause folded into the pin after it
  for (let i = 0; i < scored.length; i++) {
    const s = scored[i]!;
    let kind = kinds[i];
    if (!kind) continue;
    let { unit } = s;
    const { features } = s;
    let after = i + 1; // the unit after the pin (a reason for it?)
    const span = whole.get(i);
    if (span) {
      unit = { ...unit, start: span.start, end: span.end, text: text.slice(span.start, span.end) };
      after = span.last + 1;
    } else if (leadsInto(text, s, scored[i + 1])) {
      const next = scored[i + 1]!;
      if (kinds[i + 1]) {
        joinedStart = unit.start;
        continue;
      }
      // the condition scored, its main clause did not: the pin still holds the whole rule
      unit = { ...unit, end: next.unit.end, text: text.slice(unit.start, next.unit.end) };
      kinds[i + 1] = undefined;
      i++;
    } else if (joinedStart >= 0) {
      unit = { ...unit, start: joinedStart, text: text.slice(joinedStart, unit.end) };
      kind = kinds[i]!;
    }
    joinedStart = -1;
    const scope = findScope(unit.text, rules);
    const draft: PinDraft = {
      start: unit.start,
      end: unit.end,
      text: unit.text,
      kind: kind.kind,
      confidence: s.score.probability,
      approval: features.groups.has("approval"),
    };
    if (scope.scope) draft.scope = scope.scope;
    if (scope.phrase) draft.scopePhrase = scope.phrase;
    const next = scored[after];
    if (next && isReasonFor(unit, kind.kind, reasonCandidate(next, kinds[after], rules))) {
      draft.reason = { start: next.unit.start, end: next.unit.end, text: next.unit.text };
      kinds[after] = undefined; // the reason is part of this pin, not a pin of its own
    }
    if (opts.explain) {
      const rulesFired = [...features.cues];
      if (kind.rule) rulesFired.push(kind.rule);
      if (scope.rule) rulesFired.push(scope.rule);
      const top = [...s.score.contributions].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.name < b.name ? -1 : 1)).slice(0, 10);
      draft.explain = { rules: rulesFired, features: top, score: Math.round(s.score.probability * 10_000) / 10_000 };
    }
    pins.push(toPin(draft, opts.turn));
  }
  return pins;
}

// A rule of a few words cut from its sentence at a comma or dash holds only with the rest of it:
//   "Python stdlib only — no pip installs, no exceptions."   "All items are store credit only, no refunds."
// The clause alone ("no refunds.") loses what it is about, so the pin takes in the clauses next to
// it that passed the gate (a rule signal) without scoring as pins of their own. A clause with no
// rule signal ("I know it's a pain, but no force pushes") stays out, and so does another pin.
const SHORT_CLAUSE_WORDS = 4;
const WHOLE_SENTENCE_MAX = 200;
const SENTENCE_GAP = /^\s{0,3}(?:[,;:]|[-\u2013\u2014]{1,2})?\s{0,3}$/;

function wholeSentenceSpans(text: string, scored: ScoredUnit[], kinds: (KindDecision | undefined)[]): Map<number, { start: number; end: number; last: number }> {
  const out = new Map<number, { start: number; end: number; last: number }>();
  let taken = -1; // the last clause already inside a pin: two pins never share a clause
  for (let i = 0; i < scored.length; i++) {
    const s = scored[i]!;
    if (!kinds[i] || !s.unit.clause || wordCount(s.unit.text) > SHORT_CLAUSE_WORDS) continue;
    let a = i;
    // bounded walks: a sentence longer than WHOLE_SENTENCE_MAX is given up on, so the work stays linear
    const end0 = s.unit.end;
    while (a - 1 > taken && end0 - scored[a - 1]!.unit.start <= WHOLE_SENTENCE_MAX && sameSentence(text, scored[a - 1]!, scored[a]!) && gated(scored[a - 1]!, kinds[a - 1])) a--;
    const start = scored[a]!.unit.start;
    let b = i;
    while (b + 1 < scored.length && scored[b + 1]!.unit.end - start <= WHOLE_SENTENCE_MAX && sameSentence(text, scored[b]!, scored[b + 1]!) && gated(scored[b + 1]!, kinds[b + 1])) b++;
    if (a === b || LEADING_CONDITION.test(scored[a]!.unit.text)) continue;
    const end = scored[b]!.unit.end;
    out.set(i, { start, end, last: b });
    taken = b;
  }
  return out;
}

// Step dash-joined-pins: two pins of one line cut at a dash are one rule with its gloss, as readers
// mark them: "NEVER assume approval — wait for an explicit yes", "Quality over speed — if unsure, ask
// first", "Do not flush wipes - not even the 'flushable' kind". Cut at a comma or a semicolon they stay
// two pins ("No pork, no tomatoes"), and so do two sentences or two lines. A bold lead-in on either side
// of the dash is the item's title and joins the pin even when it scored nothing itself:
//   "- **Small PRs** - Keep each PR under 400 lines" -> one pin, the whole item.
const DASH_GAP = /^[*_]{0,2} {0,3}[-\u2013\u2014]{1,2} {0,3}$/;

function joinDashedPins(text: string, scored: ScoredUnit[], kinds: (KindDecision | undefined)[], whole: Map<number, { start: number; end: number; last: number }>): void {
  for (let i = 0; i < scored.length; i++) {
    if (!kinds[i] || whole.has(i)) continue;
    let a = i;
    const prev = scored[i - 1];
    if (prev && !kinds[i - 1] && isLeadIn(text, prev) && dashJoined(text, prev.unit, scored[i]!.unit)) a = i - 1;
    let b = i;
    while (b + 1 < scored.length && !whole.has(b + 1) && (kinds[b + 1] || (b === i && a === i && isLeadIn(text, scored[i]!) && !scored[b + 1]!.vetoed)) && dashJoined(text, scored[b]!.unit, scored[b + 1]!.unit) && scored[b + 1]!.unit.end - scored[a]!.unit.start <= WHOLE_SENTENCE_MAX) b++;
    if (a === i && b === i) continue;
    whole.set(i, { start: scored[a]!.unit.start, end: scored[b]!.unit.end, last: b });
    for (let j = i + 1; j <= b; j++) kinds[j] = undefined;
    i = b;
  }
}

// a bold title of a list item, before or after the dash, that no structural veto took
function isLeadIn(text: string, s: ScoredUnit): boolean {
  return s.unit.bullet && s.vetoed !== "quoted" && s.vetoed !== "question" && isBoldLeadIn(text, s.unit.start, s.unit.end);
}

function dashJoined(text: string, a: Unit, b: Unit): boolean {
  if (!a.clause || !b.clause || a.stretch !== b.stretch || a.role !== "unit" || b.role !== "unit") return false;
  if (/[.!?;]["')\]]?$/.test(a.text)) return false;
  return b.start - a.end <= 8 && DASH_GAP.test(text.slice(a.end, b.start));
}

// a clause the pin may take in: it passed the gate but is no pin of its own ("No pork, no tomatoes" stay two pins)
function gated(s: ScoredUnit, kind: KindDecision | undefined): boolean {
  return !s.vetoed && !kind;
}

function sameSentence(text: string, a: ScoredUnit, b: ScoredUnit): boolean {
  if (!a.unit.clause || !b.unit.clause || a.unit.stretch !== b.unit.stretch || a.unit.role !== "unit" || b.unit.role !== "unit") return false;
  if (/[.!?]["')\]]?$/.test(a.unit.text)) return false;
  return b.unit.start - a.unit.end <= 6 && SENTENCE_GAP.test(text.slice(a.unit.end, b.unit.start));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

// "After the feature freeze, no new features are merged to master." was cut at the comma; the
// condition alone ("After the feature freeze") is no rule, and the main clause without it loses
// when it holds: the two clauses make one pin, of the main clause's kind.
const LEADING_CONDITION = /^(?:if|when|whenever|after|before|once|while|unless|until|during|in case|as long as|provided)\b/i;
const CLAUSE_GAP = /^\s{0,3}[,;:]?\s{0,3}$/;

function leadsInto(text: string, s: ScoredUnit, next: ScoredUnit | undefined): boolean {
  if (!next || !s.unit.clause || !next.unit.clause || next.unit.role !== "unit" || next.unit.stretch !== s.unit.stretch) return false;
  if (next.vetoed === "question" || next.vetoed === "quoted") return false;
  if (!LEADING_CONDITION.test(s.unit.text) || /[.!?]$/.test(s.unit.text)) return false;
  return next.unit.start - s.unit.end <= 6 && CLAUSE_GAP.test(text.slice(s.unit.end, next.unit.start));
}

const OWN_PIN_CUES = new WeakMap<ClassifyRules, ReadonlySet<string>>();
function ownPinCues(rules: ClassifyRules): ReadonlySet<string> {
  let s = OWN_PIN_CUES.get(rules);
  if (!s) OWN_PIN_CUES.set(rules, (s = new Set(rules.cues.filter((c) => c.ownPin).map((c) => c.id))));
  return s;
}

function reasonCandidate(s: ScoredUnit, kind: KindDecision | undefined, rules: ClassifyRules): ReasonCandidate {
  const c: ReasonCandidate = {
    unit: s.unit,
    groups: s.features.groups,
    imperative: s.features.mood.imperative,
    question: s.features.question,
    vetoed: s.vetoed,
  };
  if (kind) c.pinKind = kind.kind;
  if (kind && s.features.cues.length) {
    const own = ownPinCues(rules);
    if (s.features.cues.some((id) => own.has(id))) c.ownPin = true;
  }
  // ccls25b: a sanction worded as a house policy ("If you appear drunk the game will end.") is a rule of
  // its own after a ban ("No food in the lanes."), not the ban's reason
  if (kind?.kind === "condition" && kind.rule?.startsWith("policy.")) c.ownPin = true;
  return c;
}
