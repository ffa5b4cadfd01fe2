// Validates rules/guard/*.yaml (zod, through parseRuleFile) and compiles them once into the
// lookup tables the compiler and the call reader share. A wrong file stops start-up naming the
// file and the entry.
import { singular as singularWord } from "./split-words.ts";
import { parsePercentOffWords, type PercentOffWords } from "./match/match-percent-off.ts";
import { z } from "zod";
import { entryBase } from "../rules/rule-entry.ts";
import { RuleFileError, assertUniqueIds, parseRuleFile, type RuleFiles } from "../rules/rule-files.ts";
import { parseMeaningRules, type MeaningRules } from "./read-call/call-meaning-rules.ts";
import { parseSettingRules, type SettingRules } from "./compile/rule-settings.ts";
import { parseActPredicateRules, type ActPredicateRules } from "./compile/rule-act-predicate.ts";
import { parseStayStates, type StayStateRules } from "./compile/rule-stay-state.ts";
import { parseSequenceRules, type SequenceRules } from "./compile/rule-sequence-events.ts";
import { parseRequireFieldWords, type RequireFieldWords } from "./compile/rule-require-field.ts";
import { parseSilentTargetRules, type SilentTargetRules } from "./silent-target-rules.ts";
import { parseFlagNumberWords, type FlagNumberWords } from "./read-call/context-numbers.ts";
import { parseToolSetters, type ToolSetter } from "./read-call/session-tool-state.ts";
import { parseContextFactRules, type ContextFactRules } from "./context-facts-rules.ts";
import { parseMoveWords, type MoveWords } from "./carve-outs/fb-not-a-move.ts";
import { parseDataActWords, type DataActWords } from "./carve-outs/fb-data-act.ts";
import { parseFlagListWords, type FlagListWords } from "./carve-outs/fb-flag-list.ts";
import { parseFlagZoneWords, type FlagZoneWords } from "./match/match-flag-zone.ts";
import { parseCallWords, type CallWords } from "./read-call/call-words.ts";
import { measureKeys, type MeasureKeys } from "./read-call/call-measures.ts";
import { parseContentValues, type ContentValues } from "./compile/rule-content-ban.ts";
import { parseMessageTopics, type MessageTopicWords } from "./compile/rule-message-topic.ts";
import { parseRenameWords, type RenameWords } from "./carve-outs/fb-not-a-rename.ts";
import { parseContrastWords, type ContrastWords } from "./carve-outs/fb-act-contrast.ts";
import { parsePolarityWords, type PolarityWords } from "./carve-outs/fb-opposite-act.ts";
import { parseStateChains, type StateChains } from "./carve-outs/fb-state-qualifier.ts";
import { escapeRegex } from "../rules/regex-text.ts";
import { parseFlagValues } from "./flag-value.ts";

const Words = z.array(z.string().min(1).max(80)).max(400);

const Family = z
  .object({
    ...entryBase,
    rule_words: Words,
    call_words: Words,
    combos: z.array(Words.min(1).max(6)).max(60).optional(),
    deep_combos: z.array(Words.min(1).max(6)).max(20).optional(),
    cli: z
      .array(z.object({ program: z.string().min(1), sub: Words.min(1), needs_operand: z.boolean() }))
      .max(40)
      .optional(),
    arg_keys: Words.optional(),
    cancelled_by: Words.optional(),
    implies: Words.optional(),
    read_only: z.boolean().optional(),
    message: z.boolean().optional(),
  })
  .strict();
const ActionsFile = z
  .object({
    families: z.array(Family).min(1),
    generic_verbs: z.array(z.object({ ...entryBase, words: Words }).strict()),
  })
  .strict();

const Phrase = z.object({ ...entryBase, phrase: z.string().min(1).max(400) }).strict();
const Cue = z.object({ ...entryBase, words: Words }).strict();
const EffectsFile = z
  .object({ approval: z.array(Phrase), warn: z.array(Phrase), prohibition_cues: z.array(Cue), requirement_cues: z.array(Cue), grants: z.array(Phrase).optional() })
  .strict();

const TargetsFile = z
  .object({
    synonyms: z.array(z.object({ ...entryBase, words: Words.min(2) }).strict()),
    kinds: z.array(z.object({ ...entryBase, words: Words, path: z.boolean().optional(), place: z.boolean().optional() }).strict()),
    generic: z.array(Cue),
    programs: z.array(Cue),
    platforms: z.array(Cue),
    // which target words a call may leave unnamed (rule-target-role.ts)
    descriptors: z.array(Cue).optional(),
    // generic nouns that still name an object after a product ("Wrike tasks", rule-target-place.ts)
    object_kinds: z.array(Cue).optional(),
    // people a rule means as a class in a possessive: "a user's role" (rule-target-quoted.ts)
    person_classes: z.array(Cue).optional(),
    // words that give a rule's reason in a closing parenthesis, no target (rule-surface.ts)
    reasons: z.array(Cue).optional(),
    // "patch it in place", "delete them at once": a preposition and a word that say how, no target (rule-action.ts)
    idioms: z.array(Cue).optional(),
    boundaries: z.array(Cue).optional(),
    // the word slots that hold the act, never a target (rule-target-act-slot.ts): after a negation
    // ("don't downgrade to PERMISSIVE"), a passive helper ("can't be modified") …
    act_openers: z.array(Cue).optional(),
    passive_helpers: z.array(Cue).optional(),
    // a closing "(battery health)", "(data residency)": a reason by its head word (rule-surface.ts)
    reason_heads: z.array(Cue).optional(),
    contrasts: z.array(z.object({ ...entryBase, words: Words.min(2), unmarked: Words.optional() }).strict()).optional(),
    // who may see a thing, as a call's value shows it (match-visibility.ts): "public" ~ {visibility:
    // "public"}, {acl: "public-read"}, {private: false}
    visibility: z.array(z.object({ ...entryBase, word: z.string().min(1).max(40), same: Words.min(1), opposite: Words }).strict()).max(20).optional(),
  })
  .strict();

const LimitsFile = z
  .object({
    senses: z.array(z.object({ ...entryBase, sense: z.enum(["money", "count"]), keys: Words }).strict()),
    cents: z.array(
      z.object({ ...entryBase, key_words: Words.optional(), tool_words: Words.optional(), id_prefixes: Words.optional() }).strict(),
    ),
    multipliers: z.array(z.object({ ...entryBase, suffix: z.string().min(1), factor: z.number().positive() }).strict()),
    // "max 21°C" bounds temperature/setpoint arguments, "volume 30% max" bounds volume/brightness/level
    units: z.array(z.object({ ...entryBase, unit_words: Words, keys: Words }).strict()).optional(),
    // "10 tops", "bulk edits … at a time", "per call": the words around a count that are no unit and no target
    count_words: z.array(z.object({ ...entryBase, role: z.enum(["bound", "manner", "per_call", "per_act", "share"]), words: Words }).strict()).optional(),
    // an order's value: its quantity times its unit price, siblings in one object (match-limit-notional.ts)
    products: z.array(z.object({ ...entryBase, quantity_keys: Words, price_keys: Words, price_words: Words, flag_price_words: Words.optional() }).strict()).optional(),
    // "credit notes fine up to 500 eur": the kind of document a limit is about (match-limit-kind.ts)
    doc_kinds: z.array(z.object({ ...entryBase, words: Words }).strict()).optional(),
    // {recipient: {type: MSISDN, address: {value: "260763456789"}}}: a generic key ("value") under a part that
    // names who or which thing (an address, a phone number, an account) is an identifier, never money (glim25)
    identity_parts: z.array(z.object({ ...entryBase, generic_keys: Words, part_words: Words }).strict()).optional(),
  })
  .strict();

const TimeFile = z
  .object({
    zones: z.array(z.object({ ...entryBase, words: Words.min(1), iana: z.string().min(1) }).strict()),
    days: z.array(
      z
        .object({ ...entryBase, words: Words.min(1), day: z.number().int().min(0).max(6).optional(), days: z.array(z.number().int().min(0).max(6)).optional() })
        .strict(),
    ),
    // "school nights", "office hours", "family time": a phrase whose head names a stretch of time is the window, not a target
    periods: z.array(z.object({ ...entryBase, words: Words.min(1) }).strict()).optional(),
    // "unless it's priority 5": the words of an exception clause (rule-time-exception.ts)
    exception_words: z.array(z.object({ ...entryBase, role: z.enum(["filler", "person"]), words: Words.min(1) }).strict()).optional(),
  })
  .strict();

const SessionFile = z
  .object({
    setters: z.array(
      z.object({ ...entryBase, program: z.string().min(1).max(40), sub: Words.max(4), flags: Words.max(4).optional(), applies_to: Words.min(1), env: Words.optional(), state: z.string().min(1).max(40).optional() }).strict(),
    ),
  })
  .strict();

const FormatsFile = z
  .object({
    formats: z.array(
      z.object({ ...entryBase, rule_words: Words.min(1), values: z.enum(["git_commit_message", "branch_name"]), pattern: z.string().min(1).max(300) }).strict(),
    ),
  })
  .strict();

const UrlsFile = z
  .object({ search_params: z.array(Cue).min(1), host_tlds: z.array(Cue).min(1), site_words: z.array(Cue).min(1) })
  .strict();

export interface FormatDef {
  id: string;
  ruleWords: readonly string[];
  values: "git_commit_message" | "branch_name";
  re: RegExp;
}

export interface SessionSetter {
  id: string;
  state: string; // setters of one state overwrite each other
  program: string;
  sub: readonly string[];
  appliesTo: ReadonlySet<string>;
  flags: readonly string[]; // the state is the value of one of these flags (cf target -o payments), not the last operand
  env: readonly string[];
}

export interface FamilyDef {
  id: string;
  callWords: ReadonlySet<string>;
  combos: readonly string[][];
  deepCombos: readonly string[][];
  cli: readonly { program: string; sub: ReadonlySet<string>; needsOperand: boolean }[];
  argKeys: ReadonlySet<string>;
  cancelledBy: ReadonlySet<string>;
  implies: readonly string[];
  readOnly: boolean;
  message: boolean; // the family delivers a message to someone (send, email, sms): "replies", "emails" name its acts
}

/** Everything the guard needs from rules/guard, compiled once. */
export interface GuardRules {
  families: ReadonlyMap<string, FamilyDef>;
  /** call word → families it shows; combo first word → combos to check (read-call index) */
  wordFamilies: ReadonlyMap<string, string[]>;
  comboIndex: ReadonlyMap<string, { family: string; combo: string[] }[]>;
  /** the few families that need a look beyond action words (deep combos, argument keys) */
  deepFamilies: readonly FamilyDef[];
  /** program → the install-like CLI forms of families run by it (read-call index) */
  cliByProgram: ReadonlyMap<string, readonly { family: string; sub: ReadonlySet<string>; needsOperand: boolean }[]>;
  /** rule phrase (lemmas joined by spaces) → families it selects, longest phrases first */
  rulePhrases: readonly { words: string[]; families: string[] }[];
  /** rule phrases by their first word, longest first */
  phraseIndex: ReadonlyMap<string, readonly { words: string[]; families: string[] }[]>;
  /** one-word rule phrases of 5+ letters, for typo-tolerant lookup ("resart" → restart) */
  typoTargets: readonly string[];
  genericVerbs: ReadonlySet<string>;
  approval: readonly { id: string; re: RegExp }[];
  /** a negated approval that grants: "no need to ask before read-only stuff" (rule-grant.ts) */
  grants: readonly { id: string; re: RegExp }[];
  warn: readonly { id: string; re: RegExp }[];
  prohibitionCues: readonly string[];
  requirementCues: readonly string[];
  synonyms: ReadonlyMap<string, string>; // word → canonical word of its group
  kindWords: ReadonlyMap<string, { path: boolean; place?: boolean }>;
  genericWords: ReadonlySet<string>;
  /** products a tool belongs to (targets.yaml platforms): "in QuickBooks" says where, not what */
  platformWords: ReadonlySet<string>;
  /** descriptor nouns a call may leave unnamed ("the announcement text"), targets.yaml descriptors */
  descriptorWords: ReadonlySet<string>;
  /** generic nouns that name an object after a product: "Wrike tasks" (targets.yaml object_kinds) */
  objectKinds: ReadonlySet<string>;
  /** "a user's role", "any customer's card": a possessive of one names no target (targets.yaml person_classes) */
  personClasses: ReadonlySet<string>;
  /** "in place", "at once": a preposition and a word that say how (targets.yaml idioms) */
  idiomPhrases: ReadonlySet<string>;
  /** "outside the vpc": a perimeter a rule keeps data inside, never named by the call (targets.yaml boundaries) */
  boundaryWords: ReadonlySet<string>;
  /** "don't", "never": the plain word right after one is the act (targets.yaml act_openers) */
  actOpeners: ReadonlySet<string>;
  /** "be", "gets": a participle after one (behind a negation) is the act (targets.yaml passive_helpers) */
  passiveHelpers: ReadonlySet<string>;
  /** "health", "residency": a closing parenthesis ending in one says why (targets.yaml reason_heads) */
  reasonHeads: ReadonlySet<string>;
  /** reason words of a closing "(compliance)", targets.yaml reasons (rule-surface.ts) */
  reasonWords: ReadonlySet<string>;
  /** word → id of its contrast set ("prod" → contrast.env), targets.yaml contrasts */
  contrastWords: ReadonlyMap<string, string>;
  /** word → ids of EVERY contrast set holding it ("test": contrast.env and contrast.reality); contrastWords keeps the last */
  contrastSets: ReadonlyMap<string, readonly string[]>;
  /** visibility word → the value words that say it and those that say its opposite (targets.yaml visibility) */
  visibility: ReadonlyMap<string, { same: readonly string[]; opposite: readonly string[] }>;
  /** the values of a set that hold when the call names none ("real" vs test) */
  unmarkedWords: ReadonlySet<string>;
  programs: ReadonlySet<string>;
  prohibitionRe: RegExp;
  requirementRe: RegExp;
  senseKeys: ReadonlyMap<string, "money" | "count">;
  centsKeyWords: ReadonlySet<string>;
  centsToolWords: ReadonlySet<string>;
  centsIdPrefixes: readonly string[];
  multipliers: ReadonlyMap<string, number>;
  /** a unit written after a bound → the argument key words it bounds (limits.yaml units) */
  unitKeys: ReadonlyMap<string, string[]>;
  /** words around a count (limits.yaml count_words): bound ("max", "tops"), manner ("bulk", "batch"), per_call ("per call", "per invoice") */
  countWords: { bound: ReadonlySet<string>; manner: ReadonlySet<string>; perCall: ReadonlySet<string>; perAct: ReadonlySet<string>; share: ReadonlySet<string> };
  /** kinds of document a limit may be about, each a list of phrases as lowercase singular words (limits.yaml doc_kinds) */
  docKinds: readonly (readonly (readonly string[])[])[];
  /** money keys that say only "value": money unless a part of their path names an identifier (limits.yaml identity_parts) */
  genericMoneyKeys: ReadonlySet<string>;
  /** the parts of a path that name who or which thing: an address, a phone number, an account (limits.yaml identity_parts) */
  identityParts: ReadonlySet<string>;
  /** an order's quantity and unit price keys (run together, lowercase), rule words that bound the unit price itself, and the words of a context flag that states a price (limits.yaml products) */
  products: { quantity: ReadonlySet<string>; price: ReadonlySet<string>; priceWords: ReadonlySet<string>; flagPriceWords: ReadonlySet<string> };
  zones: readonly { words: string[]; iana: string }[];
  days: ReadonlyMap<string, number[]>;
  /** head nouns of a stretch of time (time.yaml periods): "school nights", "office hours" */
  periodWords: ReadonlySet<string>;
  /** an exception clause of a timed ban (time.yaml exception_words): filler words, and words of the user's approval */
  exceptionWords: { filler: ReadonlySet<string>; person: ReadonlySet<string> };
  /** commands that set the state later calls run in (session.yaml) */
  sessionSetters: readonly SessionSetter[];
  /** value formats a rule can require (formats.yaml) */
  formats: readonly FormatDef[];
  /** what commands and arguments mean (rules/guard/commands.yaml, arg-meanings.yaml) */
  meaning: MeaningRules;
  /** settings a rule pins to one value (rule-settings.yaml) */
  settings: SettingRules;
  /** act-shaped predicates: "X is banned", "X is dev only", "X is human-triggered only" (act-predicates.yaml) */
  actPredicates: ActPredicateRules;
  /** states a thing must stay in and the acts that end them (stay-states.yaml, rule-stay-state.ts) */
  stayStates: StayStateRules;
  /** the word lists of required-field rules (require-field.yaml) */
  requireField: RequireFieldWords;
  /** query parameters whose text is what a URL searches for, not where it goes (urls.yaml) */
  searchParams: ReadonlySet<string>;
  /** endings that make a rule's dotted word a host: "globex.com", not "console.log" (urls.yaml) */
  hostTlds: ReadonlySet<string>;
  /** a rule about sites / pages / links (urls.yaml) */
  siteWordsRe: RegExp;
  /** events a sequence rule names by a noun: tests, backups, previews (sequence-events.yaml) */
  sequences: SequenceRules;
  /** what a ban does when the call is silent about its target (silent-target.yaml) */
  silent: SilentTargetRules;
  /** what a number or date in context.flags is, by its key's words (flag-numbers.yaml) */
  flagNumbers: FlagNumberWords;
  /** which price keys are a sale price and the regular price it cuts (percent-off.yaml) */
  percentOff: PercentOffWords;
  /** structured tool calls that set state later tool calls run in (session-tools.yaml) */
  sessionToolSetters: readonly ToolSetter[];
  /** which context.flags facts describe the call's object (context-facts.yaml) */
  contextFacts: ContextFactRules;
  /** what moving a thing is, for move bans (moves.yaml, fb-not-a-move.ts) */
  moves: MoveWords;
  /** data acts narrower than their family: export, drop/truncate (sql-acts.yaml, fb-data-act.ts) */
  dataActs: DataActWords;
  /** an only-rule's allowed list kept in context.flags (flag-lists.yaml, fb-flag-list.ts) */
  flagLists: FlagListWords;
  /** a time window read in a zone a flag holds (flag-zones.yaml, match-flag-zone.ts) */
  flagZones: FlagZoneWords;
  /** the call reader's vocabulary: command carriers, content/command/enum keys, read-only CLI words (call-words.yaml) */
  callWords: CallWords;
  /** the key words call-measures.ts reads (sizes, a range's start and end, a bare amount beside an invoice), compiled from callWords */
  measureKeys: MeasureKeys;
  /** kinds of value a rule bans from what a call writes: secrets, emails, phone numbers (content-values.yaml) */
  contentValues: ContentValues;
  /** words about what a message says: mention verbs, body keys, topics (message-topics.yaml) */
  messageTopics: MessageTopicWords;
  /** what renaming a thing is, for rename bans (renames.yaml, fb-not-a-rename.ts) */
  renames: RenameWords;
  /** lifecycles whose stage a rule's state word names: draft → sent → paid (state-chains.yaml, fb-state-qualifier.ts) */
  stateChains: StateChains;
  /** verbs that only add, and the removal acts they contrast with (act-contrast.yaml, fb-act-contrast.ts) */
  contrast: ContrastWords;
  /** verbs that route a subject through its "only" restriction: "X go through Y only" (only-scope.yaml, fb-only-scope.ts) */
  routeVerbs: ReadonlySet<string>;
  /** the two directions of one switch: start/stop, arm/disarm, lock/unlock (polarity.yaml, fb-opposite-act.ts) */
  polarity: PolarityWords;
}

const lower = (w: string) => w.toLowerCase();

const OnlyScopeFile = z.object({ route_verbs: Words.min(1) }).strict();

export function parseGuardRules(files: RuleFiles): GuardRules {
  parseFlagValues(files); // installs the on / off values (flag-value.ts)
  const actions = parseRuleFile(files, "guard/actions.yaml", ActionsFile);
  const effects = parseRuleFile(files, "guard/effects.yaml", EffectsFile);
  const targets = parseRuleFile(files, "guard/targets.yaml", TargetsFile);
  const limits = parseRuleFile(files, "guard/limits.yaml", LimitsFile);
  const time = parseRuleFile(files, "guard/time.yaml", TimeFile);
  const session = parseRuleFile(files, "guard/session.yaml", SessionFile);
  assertUniqueIds("guard/session.yaml", session.setters);
  const formatsFile = parseRuleFile(files, "guard/formats.yaml", FormatsFile);
  assertUniqueIds("guard/formats.yaml", formatsFile.formats);
  const formats = formatsFile.formats.map((f) => {
    try {
      // our own data, anchored, no nested unbounded quantifiers (checked by the hostile tests)
      return { id: f.id, ruleWords: f.rule_words.map(lower), values: f.values, re: new RegExp(f.pattern) };
    } catch (e) {
      throw new RuleFileError("guard/formats.yaml", f.id, `pattern does not compile: ${(e as Error).message}`);
    }
  });
  assertUniqueIds("guard/actions.yaml", [...actions.families, ...actions.generic_verbs]);
  assertUniqueIds("guard/effects.yaml", [...effects.approval, ...(effects.grants ?? []), ...effects.warn, ...effects.prohibition_cues, ...effects.requirement_cues]);
  assertUniqueIds("guard/targets.yaml", [...targets.synonyms, ...targets.kinds, ...targets.generic, ...targets.programs, ...targets.platforms, ...(targets.descriptors ?? []), ...(targets.object_kinds ?? []), ...(targets.person_classes ?? []), ...(targets.reasons ?? []), ...(targets.contrasts ?? []), ...(targets.visibility ?? [])]);
  assertUniqueIds("guard/limits.yaml", [...limits.senses, ...limits.cents, ...limits.multipliers, ...(limits.units ?? []), ...(limits.count_words ?? []), ...(limits.doc_kinds ?? [])]);
  assertUniqueIds("guard/time.yaml", [...time.zones, ...time.days, ...(time.periods ?? []), ...(time.exception_words ?? [])]);
  const urls = parseRuleFile(files, "guard/urls.yaml", UrlsFile);
  const callWords = parseCallWords(files);
  assertUniqueIds("guard/urls.yaml", [...urls.search_params, ...urls.host_tlds, ...urls.site_words]);

  const families = new Map<string, FamilyDef>();
  const phraseMap = new Map<string, Set<string>>();
  for (const f of actions.families) {
    families.set(f.id, {
      id: f.id,
      callWords: new Set(f.call_words.map(lower)),
      combos: (f.combos ?? []).map((c) => c.map(lower)),
      deepCombos: (f.deep_combos ?? []).map((c) => c.map(lower)),
      cli: (f.cli ?? []).map((c) => ({ program: lower(c.program), sub: new Set(c.sub.map(lower)), needsOperand: c.needs_operand })),
      argKeys: new Set((f.arg_keys ?? []).map(lower)),
      cancelledBy: new Set((f.cancelled_by ?? []).map(lower)),
      implies: f.implies ?? [],
      readOnly: f.read_only ?? false,
      message: f.message ?? false,
    });
    for (const w of f.rule_words) {
      const key = lower(w).replace(/-/g, " ").trim();
      if (!phraseMap.has(key)) phraseMap.set(key, new Set());
      phraseMap.get(key)!.add(f.id);
    }
  }
  for (const f of actions.families)
    for (const imp of f.implies ?? [])
      if (!families.has(imp)) throw new RuleFileError("guard/actions.yaml", f.id, `implies unknown family "${imp}"`);

  const compilePhrase = (file: string, p: { id: string; phrase: string }) => {
    try {
      // Our own data, simple alternations only (no nested quantifiers): linear in practice.
      return { id: p.id, re: new RegExp(`\\b(?:${p.phrase})(?!\\w)`, "i") };
    } catch (e) {
      throw new RuleFileError(file, p.id, `phrase does not compile: ${(e as Error).message}`);
    }
  };

  const synonyms = new Map<string, string>();
  for (const g of targets.synonyms) for (const w of g.words) if (!synonyms.has(lower(w))) synonyms.set(lower(w), lower(g.words[0]!));
  const kindWords = new Map<string, { path: boolean; place?: boolean }>();
  for (const k of targets.kinds) for (const w of k.words) if (!kindWords.has(lower(w))) kindWords.set(lower(w), k.place ? { path: false, place: true } : { path: k.path ?? false });

  for (const z0 of time.zones) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: z0.iana });
    } catch {
      throw new RuleFileError("guard/time.yaml", z0.id, `unknown IANA time zone "${z0.iana}"`);
    }
  }
  const days = new Map<string, number[]>();
  for (const d of time.days) {
    const list = d.days ?? (d.day !== undefined ? [d.day] : []);
    if (!list.length) throw new RuleFileError("guard/time.yaml", d.id, "needs day or days");
    for (const w of d.words) days.set(lower(w), list);
  }

  const senseKeys = new Map<string, "money" | "count">();
  for (const s of limits.senses) for (const k of s.keys) senseKeys.set(lower(k).replace(/[-_]/g, ""), s.sense);

  const wordFamilies = new Map<string, string[]>();
  const comboIndex = new Map<string, { family: string; combo: string[] }[]>();
  for (const [id, f] of families) {
    for (const w of [...f.callWords, `cli:${id}`]) wordFamilies.set(w, [...(wordFamilies.get(w) ?? []), id]);
    for (const c of f.combos) comboIndex.set(c[0]!, [...(comboIndex.get(c[0]!) ?? []), { family: id, combo: c }]);
  }
  const cliByProgram = new Map<string, { family: string; sub: ReadonlySet<string>; needsOperand: boolean }[]>();
  for (const [id, f] of families) for (const c of f.cli) cliByProgram.set(c.program, [...(cliByProgram.get(c.program) ?? []), { family: id, sub: c.sub, needsOperand: c.needsOperand }]);
  const rulePhrases = [...phraseMap]
    .map(([p, fs]) => ({ words: p.split(/\s+/), families: [...fs] }))
    .sort((a, b) => b.words.length - a.words.length);
  const phraseIndex = new Map<string, { words: string[]; families: string[] }[]>();
  for (const p of rulePhrases) phraseIndex.set(p.words[0]!, [...(phraseIndex.get(p.words[0]!) ?? []), p]);
  return {
    families,
    phraseIndex,
    typoTargets: rulePhrases.filter((p) => p.words.length === 1 && /^[a-z]{5,}$/.test(p.words[0]!)).map((p) => p.words[0]!),
    wordFamilies,
    comboIndex,
    cliByProgram,
    deepFamilies: [...families.values()].filter((f) => f.deepCombos.length || f.argKeys.size),
    rulePhrases,
    genericVerbs: new Set(actions.generic_verbs.flatMap((g) => g.words.map(lower))),
    approval: effects.approval.map((p) => compilePhrase("guard/effects.yaml", p)),
    grants: (effects.grants ?? []).map((p) => compilePhrase("guard/effects.yaml", p)),
    warn: effects.warn.map((p) => compilePhrase("guard/effects.yaml", p)),
    prohibitionCues: effects.prohibition_cues.flatMap((c) => c.words.map(lower)),
    requirementCues: effects.requirement_cues.flatMap((c) => c.words.map(lower)),
    synonyms,
    kindWords,
    genericWords: new Set(targets.generic.flatMap((g) => g.words.map(lower))),
    platformWords: new Set(targets.platforms.flatMap((g) => g.words.map(lower))),
    descriptorWords: new Set((targets.descriptors ?? []).flatMap((g) => g.words.map(lower))),
    objectKinds: new Set((targets.object_kinds ?? []).flatMap((g) => g.words.map(lower))),
    personClasses: new Set((targets.person_classes ?? []).flatMap((g) => g.words.map(lower))),
    reasonWords: new Set((targets.reasons ?? []).flatMap((g) => g.words.map(lower))),
    idiomPhrases: new Set((targets.idioms ?? []).flatMap((g) => g.words.map(lower))),
    boundaryWords: new Set((targets.boundaries ?? []).flatMap((g) => g.words.map(lower))),
    actOpeners: new Set((targets.act_openers ?? []).flatMap((g) => g.words.map(lower))),
    passiveHelpers: new Set((targets.passive_helpers ?? []).flatMap((g) => g.words.map(lower))),
    reasonHeads: new Set((targets.reason_heads ?? []).flatMap((g) => g.words.map(lower))),
    contrastWords: new Map((targets.contrasts ?? []).flatMap((g) => g.words.map((w) => [synonyms.get(lower(w)) ?? lower(w), g.id] as [string, string]))),
    contrastSets: contrastSetsOf(targets.contrasts ?? [], synonyms),
    visibility: new Map((targets.visibility ?? []).map((v) => [lower(v.word), { same: v.same.map(lower), opposite: v.opposite.map(lower) }] as const)),
    unmarkedWords: new Set((targets.contrasts ?? []).flatMap((g) => (g.unmarked ?? []).map(lower))),
    programs: new Set(targets.programs.flatMap((g) => g.words.map(lower))),
    prohibitionRe: wordsRegex(effects.prohibition_cues.flatMap((c) => c.words)),
    requirementRe: wordsRegex(effects.requirement_cues.flatMap((c) => c.words)),
    senseKeys,
    centsKeyWords: new Set(limits.cents.flatMap((c) => (c.key_words ?? []).map(lower))),
    centsToolWords: new Set(limits.cents.flatMap((c) => (c.tool_words ?? []).map(lower))),
    centsIdPrefixes: limits.cents.flatMap((c) => c.id_prefixes ?? []),
    multipliers: new Map(limits.multipliers.map((m) => [lower(m.suffix), m.factor])),
    unitKeys: new Map((limits.units ?? []).flatMap((u) => u.unit_words.map((w) => [lower(w), u.keys.map(lower)] as [string, string[]]))),
    countWords: {
      bound: new Set((limits.count_words ?? []).filter((c) => c.role === "bound").flatMap((c) => c.words.map(lower))),
      manner: new Set((limits.count_words ?? []).filter((c) => c.role === "manner").flatMap((c) => c.words.map(lower))),
      perCall: new Set((limits.count_words ?? []).filter((c) => c.role === "per_call" || c.role === "per_act").flatMap((c) => c.words.map(lower))),
      perAct: new Set((limits.count_words ?? []).filter((c) => c.role === "per_act").flatMap((c) => c.words.map(lower))),
      share: new Set((limits.count_words ?? []).filter((c) => c.role === "share").flatMap((c) => c.words.map(lower))),
    },
    genericMoneyKeys: new Set((limits.identity_parts ?? []).flatMap((e) => e.generic_keys.map((k) => lower(k).replace(/[-_]/g, "")))),
    identityParts: new Set((limits.identity_parts ?? []).flatMap((e) => e.part_words.map((k) => lower(k).replace(/[-_]/g, "")))),
    docKinds: (limits.doc_kinds ?? []).map((k) => k.words.map((w) => lower(w).split(/\s+/).map((x) => singularWord(x)))),
    products: {
      quantity: new Set((limits.products ?? []).flatMap((p) => p.quantity_keys.map((k) => lower(k).replace(/[-_]/g, "")))),
      price: new Set((limits.products ?? []).flatMap((p) => p.price_keys.map((k) => lower(k).replace(/[-_]/g, "")))),
      priceWords: new Set((limits.products ?? []).flatMap((p) => p.price_words.map(lower))),
      flagPriceWords: new Set((limits.products ?? []).flatMap((p) => (p.flag_price_words ?? []).map(lower))),
    },
    zones: time.zones.map((z0) => ({ words: z0.words.map(lower), iana: z0.iana })),
    days,
    periodWords: new Set((time.periods ?? []).flatMap((p) => p.words.map(lower))),
    exceptionWords: {
      filler: new Set((time.exception_words ?? []).filter((e) => e.role === "filler").flatMap((e) => e.words.map(lower))),
      person: new Set((time.exception_words ?? []).filter((e) => e.role === "person").flatMap((e) => e.words.map(lower))),
    },
    formats,
    sessionSetters: session.setters.map((x) => ({ id: x.id, state: x.state ?? x.id, program: lower(x.program), sub: x.sub.map(lower), appliesTo: new Set(x.applies_to.map(lower)), flags: (x.flags ?? []).map(lower), env: x.env ?? [] })),
    meaning: parseMeaningRules(files),
    routeVerbs: new Set(parseRuleFile(files, "guard/only-scope.yaml", OnlyScopeFile).route_verbs.map(lower)),
    settings: parseSettingRules(files),
    actPredicates: parseActPredicateRules(files, synonyms),
    stayStates: parseStayStates(files),
    requireField: parseRequireFieldWords(files),
    searchParams: new Set(urls.search_params.flatMap((c) => c.words.map(lower))),
    hostTlds: new Set(urls.host_tlds.flatMap((c) => c.words.map(lower))),
    siteWordsRe: wordsRegex(urls.site_words.flatMap((c) => c.words)),
    sequences: parseSequenceRules(files),
    silent: parseSilentTargetRules(files, synonyms),
    flagNumbers: parseFlagNumberWords(files),
    percentOff: parsePercentOffWords(files),
    sessionToolSetters: parseToolSetters(files),
    contextFacts: parseContextFactRules(files),
    moves: parseMoveWords(files),
    dataActs: parseDataActWords(files),
    flagLists: parseFlagListWords(files),
    flagZones: parseFlagZoneWords(files),
    callWords,
    measureKeys: measureKeys(callWords),
    contentValues: parseContentValues(files),
    messageTopics: parseMessageTopics(files),
    renames: parseRenameWords(files),
    stateChains: parseStateChains(files),
    contrast: parseContrastWords(files),
    polarity: parsePolarityWords(files),
  };
}

/** One case-insensitive alternation of literal words/phrases with word boundaries; linear. */
export function wordsRegex(words: readonly string[]): RegExp {
  const alts = [...new Set(words.map(lower))]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegex(w).replace(/'/g, "['’]?").replace(/ /g, "\\s+"));
  return new RegExp(`(?<![\\w'])(?:${alts.join("|")})(?![\\w])`, "i");
}

function contrastSetsOf(groups: readonly { id: string; words: readonly string[] }[], synonyms: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const g of groups)
    for (const w of g.words) {
      const k = synonyms.get(w.toLowerCase()) ?? w.toLowerCase();
      const ids = out.get(k) ?? [];
      if (!ids.includes(g.id)) ids.push(g.id);
      out.set(k, ids);
    }
  return out;
}

/** A name made only of product words ("QuickBooks", "Google Drive"): where a tool lives, not a thing it acts on. */
export function isProductName(raw: string, rules: GuardRules): boolean {
  return raw.length > 0 && raw.toLowerCase().split(/\s+/).every((w) => rules.platformWords.has(w));
}
