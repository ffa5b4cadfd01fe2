// Validates rules/classify/*.yaml with zod and compiles every pattern once, at start-up.
// A wrong file throws RuleFileError naming the file and the entry ("cues[3] (id: prohibit.never)").
import { z } from "zod";
import { assertUniqueIds, parseRuleFile, RuleFileError, type RuleFiles } from "../rules/rule-files.ts";
import { PIN_KINDS, type PinKind } from "../contract/ledger-entry.ts";

export const CUE_GROUPS = [
  "prohibit",
  "require",
  "limit",
  "prefer",
  "condition",
  "standing",
  "approval",
  "response",
  "report",
  "question",
  "oneoff",
  "social",
  "veto",
  "narrative",
  "obligation",
] as const;
export type CueGroup = (typeof CUE_GROUPS)[number];

const Id = z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, "ids are lower-case dotted names");
const Doc = z.object({ reason: z.string().min(1).optional(), example: z.string().min(1).optional() });
const withDoc = <T extends z.ZodRawShape>(shape: T) =>
  Doc.extend({ id: Id, ...shape }).refine(
    (e) => {
      const d = e as { reason?: string; example?: string };
      return d.reason !== undefined || d.example !== undefined;
    },
    { message: "every entry needs a reason or an example" },
  );
const Pattern = z.string().min(1).max(2_000);

// own_pin (ccls24): a pin with this cue stands alone, never the reason of the rule before it: what breaking a
// rule costs ("Failure to comply may result in forfeiture of the stall.") is a rule of the house in its own right.
const CuesFile = z.object({ cues: z.array(withDoc({ group: z.enum(CUE_GROUPS), pattern: Pattern, own_pin: z.boolean().default(false) })).min(1) });
const NonProseFile = z.object({ lines: z.array(withDoc({ pattern: Pattern, ignore_case: z.boolean().default(false) })).min(1) });
const SegmentFile = z.object({
  abbreviations: z.array(withDoc({ words: z.array(z.string().min(1)).min(1) })).min(1),
  clause_openers: z.array(withDoc({ pattern: Pattern, always: z.boolean().default(false) })).min(1),
  aside_openers: z.array(withDoc({ pattern: Pattern })).min(1),
  reason_openers: z.array(withDoc({ pattern: Pattern })).min(1),
  purpose_lead_ins: z.array(withDoc({ pattern: Pattern })).default([]),
  rule_list_intros: z.array(withDoc({ pattern: Pattern })).min(1),
  house_list_intros: z.array(withDoc({ pattern: Pattern })).default([]),
  house_orders: z.array(withDoc({ pattern: Pattern })).default([]),
  descriptive_list_intros: z.array(withDoc({ pattern: Pattern })).default([]),
  prohibition_list_intros: z.array(withDoc({ pattern: Pattern })).default([]),
  table_cell_rules: z.array(withDoc({ pattern: Pattern })).default([]),
  report_lines: z.array(withDoc({ pattern: Pattern, needs: z.enum(["always", "list"]) })).default([]),
  report_sections: z.array(withDoc({ pattern: Pattern })).default([]),
  change_report_headings: z.array(withDoc({ pattern: Pattern })).default([]),
  helper_mentions: z.array(withDoc({ pattern: Pattern })).default([]),
  helper_addressed: z.array(withDoc({ pattern: Pattern })).default([]),
  policy_statements: z.array(withDoc({ pattern: Pattern, kind: z.enum(PIN_KINDS), kind_always: z.boolean().default(false) })).default([]),
  policy_statement_guards: z.array(withDoc({ pattern: Pattern })).default([]),
  routine_instructions: z.array(withDoc({ pattern: Pattern })).default([]),
  routine_guards: z.array(withDoc({ pattern: Pattern })).default([]),
  recipe_cues: z.array(withDoc({ pattern: Pattern })).default([]),
});
const ScopesFile = z.object({ scopes: z.array(withDoc({ type: z.string().min(1).max(100), pattern: Pattern })).min(1) });
const Fact = z.string().regex(/^(?:grp:[a-z]+|cue:[a-z0-9._-]+|imp|imp:neg|imp:later|rule-list|prohibit-list|num-bound|x-only)$/, "unknown fact");
const KindsFile = z.object({
  rules: z.array(withDoc({ kind: z.enum(PIN_KINDS), all: z.array(Fact).min(1), none: z.array(Fact).default([]) })).min(1),
});
const ForeignFile = z.object({
  foreign_cues: z.array(withDoc({ kind: z.enum(PIN_KINDS), pattern: Pattern, weak: z.boolean().default(false), alone: z.boolean().default(false) })).default([]),
  foreign_guards: z.array(withDoc({ pattern: Pattern })).default([]),
  latin_languages: z.array(withDoc({ words: z.array(z.string().min(1).max(40)).min(2).max(200), english: z.boolean().default(false) })).default([]),
});
const LexiconFile = z.object({ keep: z.array(withDoc({ words: z.array(z.string().min(1)).min(1) })).min(1) });
const VerbsFile = z.object({ verbs: z.array(withDoc({ words: z.array(z.string().min(1)).min(1) })).min(1) });

export interface Cue {
  id: string;
  group: CueGroup;
  re: RegExp;
  /** "cue:<id>", built once here so the hot path does not build it per unit */
  fact: string;
  /** the group may split a clause (see SPLIT_GROUPS in features.ts) */
  splits: boolean;
  /** a pin with this cue is a pin of its own, never the reason of the pin before it (cues.yaml own_pin) */
  ownPin: boolean;
}
export interface NamedPattern {
  id: string;
  re: RegExp;
}
export interface ScopePattern extends NamedPattern {
  type: string;
}
export interface KindRule {
  id: string;
  kind: PinKind;
  all: string[];
  none: string[];
}
export interface ForeignCue extends NamedPattern {
  kind: PinKind;
  /** a polite imperative that one-off requests use too: needs a list item or a strong cue nearby */
  weak: boolean;
  /** ccls19: a ban firm enough to be a rule alone ("É expressamente proibida ...", "Het is verboden om ..."):
   *  kept even as the only foreign unit of a message that is no list item */
  alone: boolean;
}
export interface LatinLanguages {
  english: ReadonlySet<string>;
  others: { id: string; words: ReadonlySet<string> }[];
}
export interface ClassifyRules {
  cues: Cue[];
  nonProse: NamedPattern[];
  abbreviations: Set<string>;
  clauseOpeners: (NamedPattern & { always: boolean })[];
  asideOpeners: NamedPattern[];
  reasonOpeners: NamedPattern[];
  /** ccls25b: "Out of respect for ..., please do not ...": a purpose phrase cut off the rule after it */
  purposeLeadIns: NamedPattern[];
  ruleListIntros: NamedPattern[];
  /** ccls24b: headings of a house-rule notice ("Safety:", "What to bring"): their bare orders are duties (segment.ts houseList). */
  houseListIntros: NamedPattern[];
  /** ccls24b: visitor orders the verb lexicon leaves to the parser ("Arrive early.", "Come early."): an imperative in a house list. */
  houseOrders: NamedPattern[];
  /** intros whose list items are things not to do ("DO NOT:", "## Patterns to avoid") */
  prohibitionListIntros: NamedPattern[];
  /** A list under one of these describes (causes, symptoms): its items are never pins. */
  descriptiveListIntros: NamedPattern[];
  /** A markdown table cell whose normalised text matches one of these is read as a list item. */
  tableCellRules: NamedPattern[];
  /** Raw lines that report a change or a finished step (message.ts, step report-lines). */
  reportLines: (NamedPattern & { needs: "always" | "list" })[];
  /** Headings that open a section of a bug report (expected / actual behaviour, steps to reproduce). */
  reportSections: NamedPattern[];
  /** Headings over a changelog: one change line under one is a change list. */
  changeReportHeadings: NamedPattern[];
  /** The helper in the third person / the helper addressed (message.ts, step advice-to-employer). */
  helperMentions: NamedPattern[];
  helperAddressed: NamedPattern[];
  /** A unit that states a house / shop policy in the passive (policy-statement.ts, step policy-statement). */
  policyStatements: (NamedPattern & { kind: PinKind; kindAlways: boolean })[];
  /** ...unless it reports, generalises or answers about one order (never floored). */
  policyStatementGuards: NamedPattern[];
  /** A recurrence ("daily", "after each use") that makes an imperative a routine (routine.ts, step routine-instruction). */
  routineInstructions: NamedPattern[];
  /** Cooking-step wording (message.ts, step recipe-steps): two units holding one make the message a recipe. */
  recipeCues: NamedPattern[];
  /** ...unless one of these holds ("today", "right now"). */
  routineGuards: NamedPattern[];
  /** Firm rule words for units in a non-Latin script (foreign.yaml); see foreign-script.ts. */
  foreignCues: ForeignCue[];
  /** A foreign unit matching one of these is never pinned: it writes ABOUT rules (foreign.yaml). */
  foreignGuards: NamedPattern[];
  /** Function words of Latin-script languages other than English (foreign.yaml); see foreign-script.ts. */
  latinLanguages: LatinLanguages;
  scopes: ScopePattern[];
  kindRules: KindRule[];
  imperativeVerbs: Set<string>;
  notImperative: Set<string>;
  /** Words kept as themselves in n-grams (lexicon.yaml + imperative verbs); others become "_". */
  keepWords: Set<string>;
}

// A quantifier applied to a group that itself holds an unbounded quantifier, e.g. "(a+)+" or
// "(?:\w+ ){0,3}", can backtrack super-linearly; rule files must use bounded inner repetition.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d)/;

function compile(file: string, id: string, source: string, flags: string): RegExp {
  if (NESTED_QUANTIFIER.test(source)) throw new RuleFileError(file, id, "pattern has a nested quantifier (not linear-time)");
  try {
    return new RegExp(source, flags);
  } catch (err) {
    throw new RuleFileError(file, id, `bad pattern: ${(err as Error).message}`);
  }
}

// Splitting needs a cue with content: "whatever you do, do not X" must stay one unit.
const SPLIT_GROUPS: ReadonlySet<CueGroup> = new Set(["prohibit", "require", "limit", "prefer", "condition", "approval", "response"]);

export function parseClassifyRules(files: RuleFiles): ClassifyRules {
  const cuesFile = "classify/cues.yaml";
  const cues = parseRuleFile(files, cuesFile, CuesFile).cues;
  assertUniqueIds(cuesFile, cues);
  const compiledCues = cues.map((c) => ({
    id: c.id,
    group: c.group,
    re: compile(cuesFile, c.id, c.pattern, ""),
    fact: `cue:${c.id}`,
    splits: SPLIT_GROUPS.has(c.group),
    ownPin: c.own_pin,
  }));

  const npFile = "classify/non-prose.yaml";
  const lines = parseRuleFile(files, npFile, NonProseFile).lines;
  assertUniqueIds(npFile, lines);

  const segFile = "classify/segment.yaml";
  const seg = parseRuleFile(files, segFile, SegmentFile);
  assertUniqueIds(segFile, [...seg.abbreviations, ...seg.clause_openers, ...seg.aside_openers, ...seg.reason_openers, ...seg.purpose_lead_ins, ...seg.rule_list_intros, ...seg.house_list_intros, ...seg.house_orders, ...seg.descriptive_list_intros, ...seg.prohibition_list_intros, ...seg.table_cell_rules, ...seg.report_lines, ...seg.report_sections, ...seg.change_report_headings, ...seg.helper_mentions, ...seg.helper_addressed, ...seg.policy_statements, ...seg.policy_statement_guards, ...seg.routine_instructions, ...seg.routine_guards, ...seg.recipe_cues]);

  const scFile = "classify/scopes.yaml";
  const scopes = parseRuleFile(files, scFile, ScopesFile).scopes;
  assertUniqueIds(scFile, scopes);

  const kFile = "classify/kinds.yaml";
  const kinds = parseRuleFile(files, kFile, KindsFile).rules;
  assertUniqueIds(kFile, kinds);
  const cueIds = new Set(cues.map((c) => c.id));
  for (const k of kinds)
    for (const f of [...k.all, ...k.none]) {
      if (f.startsWith("cue:") && !cueIds.has(f.slice(4))) throw new RuleFileError(kFile, k.id, `unknown cue ${f}`);
      if (f.startsWith("grp:") && !(CUE_GROUPS as readonly string[]).includes(f.slice(4)))
        throw new RuleFileError(kFile, k.id, `unknown group ${f}`);
    }

  const vFile = "classify/verbs.yaml";
  const verbs = parseRuleFile(files, vFile, VerbsFile).verbs;
  assertUniqueIds(vFile, verbs);
  const imperative = verbs.find((v) => v.id === "verbs.imperative");
  const notImperative = verbs.find((v) => v.id === "verbs.not-imperative");
  if (!imperative) throw new RuleFileError(vFile, "verbs.imperative", "entry is missing");

  const lxFile = "classify/lexicon.yaml";
  const lexicon = parseRuleFile(files, lxFile, LexiconFile).keep;
  assertUniqueIds(lxFile, lexicon);
  const keepWords = new Set([...lexicon.flatMap((k) => k.words), ...imperative.words].map((w) => w.toLowerCase()));

  const fFile = "classify/foreign.yaml";
  const foreignDoc = files.has(fFile) ? parseRuleFile(files, fFile, ForeignFile) : { foreign_cues: [], foreign_guards: [], latin_languages: [] };
  const foreign = foreignDoc.foreign_cues;
  assertUniqueIds(fFile, [...foreign, ...foreignDoc.foreign_guards, ...foreignDoc.latin_languages]);
  const latinLanguages: LatinLanguages = {
    english: new Set(foreignDoc.latin_languages.filter((l) => l.english).flatMap((l) => l.words.map((w) => w.toLowerCase()))),
    others: foreignDoc.latin_languages.filter((l) => !l.english).map((l) => ({ id: l.id, words: new Set(l.words.map((w) => w.toLowerCase())) })),
  };

  return {
    keepWords,
    latinLanguages,
    foreignCues: foreign.map((f) => ({ id: f.id, kind: f.kind, weak: f.weak, alone: f.alone, re: compile(fFile, f.id, f.pattern, "iu") })),
    foreignGuards: foreignDoc.foreign_guards.map((g) => ({ id: g.id, re: compile(fFile, g.id, g.pattern, "iu") })),
    cues: compiledCues,
    nonProse: lines.map((l) => ({ id: l.id, re: compile(npFile, l.id, l.pattern, l.ignore_case ? "i" : "") })),
    abbreviations: new Set(seg.abbreviations.flatMap((a) => a.words.map((w) => w.toLowerCase()))),
    clauseOpeners: seg.clause_openers.map((o) => ({ id: o.id, always: o.always, re: compile(segFile, o.id, o.pattern, "") })),
    asideOpeners: seg.aside_openers.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    reasonOpeners: seg.reason_openers.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    purposeLeadIns: seg.purpose_lead_ins.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    ruleListIntros: seg.rule_list_intros.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    houseListIntros: seg.house_list_intros.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    houseOrders: seg.house_orders.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    descriptiveListIntros: seg.descriptive_list_intros.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    prohibitionListIntros: seg.prohibition_list_intros.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    tableCellRules: seg.table_cell_rules.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    reportLines: seg.report_lines.map((o) => ({ id: o.id, needs: o.needs, re: compile(segFile, o.id, o.pattern, "i") })),
    reportSections: seg.report_sections.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    changeReportHeadings: seg.change_report_headings.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    helperMentions: seg.helper_mentions.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    helperAddressed: seg.helper_addressed.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    policyStatements: seg.policy_statements.map((o) => ({ id: o.id, kind: o.kind, kindAlways: o.kind_always, re: compile(segFile, o.id, o.pattern, "") })),
    policyStatementGuards: seg.policy_statement_guards.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    routineInstructions: seg.routine_instructions.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    routineGuards: seg.routine_guards.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "") })),
    recipeCues: seg.recipe_cues.map((o) => ({ id: o.id, re: compile(segFile, o.id, o.pattern, "i") })),
    scopes: scopes.map((s) => ({ id: s.id, type: s.type, re: compile(scFile, s.id, s.pattern, "i") })),
    kindRules: kinds.map((k) => ({ id: k.id, kind: k.kind, all: k.all, none: k.none })),
    imperativeVerbs: new Set(imperative.words.map((w) => w.toLowerCase())),
    notImperative: new Set((notImperative?.words ?? []).map((w) => w.toLowerCase())),
  };
}
