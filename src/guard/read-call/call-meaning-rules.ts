// Validates rules/guard/commands.yaml and rules/guard/arg-meanings.yaml (zod, through
// parseRuleFile) and compiles them once into the tables the call-meaning readers use.
import { parseRpcMethodRules, type RpcMethodRules } from "./call-rpc-method.ts";
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { RuleFileError, assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { chordOf, type UiRules } from "./call-ui-label.ts";
import { FORM_ACTS, type FormAct, type FormInputRules } from "./call-form-input.ts";
import { parseRunAsRules, type RunAsRules } from "./call-run-as.ts";
import { parseHttpResourceRules, type HttpResourceRules } from "./call-http-resource.ts";
import { parseFieldActRules, type FieldActRules } from "./call-field-acts.ts";
import { parseCallKeys, type CallKeys } from "./call-keys.ts";
import { escapeRegex } from "../../rules/regex-text.ts";

const Words = z.array(z.string().min(1).max(80)).max(100);
const Adds = { actions: Words.optional(), targets: Words.optional() };

const Command = z
  .object({
    ...entryBase,
    ...Adds,
    programs: Words.min(1),
    sub: Words.optional(),
    flags: Words.optional(),
    no_flags: Words.optional(),
    env: Words.optional(),
    flag_values: Words.optional(),
    operand_prefix: z.string().min(1).max(10).optional(),
    operand_pattern: z.string().min(2).max(200).optional(),
    operand_is: Words.optional(),
    operand_contains: Words.optional(),
    flag_value_pattern: z.string().min(2).max(200).optional(),
    whole_suite: z.boolean().optional(),
    image_operand: z.boolean().optional(),
    refspec: z.boolean().optional(),
    as_programs: Words.optional(),
    sql_operands: z.boolean().optional(),
  })
  .strict();
const Sql = z.object({ ...entryBase, ...Adds, pattern: z.string().min(2).max(400), lacks_word: z.string().regex(/^[a-z]{1,30}$/).optional() }).strict();
// other_stages: stage names that are not production ("shop-staging", "--env dev"): a command whose
// default target is production (wrangler deploy, fly deploy) addresses another stage when one is named
const OtherStages = z.object({ reason: z.string().min(3), words: z.array(z.string().regex(/^[a-z]{2,20}$/)).min(1).max(40) }).strict();
const CommandsFile = z.object({ commands: z.array(Command).min(1), sql: z.array(Sql), other_stages: OtherStages }).strict();

const State = z
  .object({
    ...entryBase,
    ...Adds,
    keys: Words.min(1),
    when: z.preprocess((v) => (typeof v === "boolean" ? String(v) : v), z.enum(["set", "true", "false", "values", "first_word", "name_word"])), // YAML reads true as a boolean
    values: Words.optional(),
    tool_words: Words.optional(),
  })
  .strict();
const ValueKind = z.object({ ...entryBase, ...Adds, pattern: z.string().min(1).max(300) }).strict();
const Marker = z.object({ ...entryBase, ...Adds, contains: Words.min(1) }).strict();
const Default = z
  .object({ ...entryBase, ...Adds, tool_words: z.array(Words.min(1).max(6)).min(1).max(20), present_keys: Words.min(1), absent_keys: Words })
  .strict();
const Outsider = z.object({ ...entryBase, ...Adds, keys: Words.min(1), home_keys: Words }).strict();
const Enum = z.object({ ...entryBase, ...Adds, tool_words: z.array(Words.min(1).max(6)).min(1).max(20), keys: Words.min(1), equals: z.number().int().min(-1000).max(1000) }).strict();
const Empty = z.object({ ...entryBase, ...Adds, keys: Words.min(1), tool_words: Words.optional() }).strict();
const ArgMeaningsFile = z
  .object({
    states: z.array(State),
    values: z.array(ValueKind),
    markers: z.array(Marker),
    outsiders: z.array(Outsider).max(5),
    defaults: z.array(Default),
    empties: z.array(Empty).max(20).optional(),
    enums: z.array(Enum).max(200).optional(),
  })
  .strict();

export interface MeaningAdds {
  id: string;
  actions: readonly string[];
  targets: readonly string[];
}
export interface CommandMeaningDef extends MeaningAdds {
  sub: readonly string[][]; // alternatives, each a word sequence; empty: any
  flags: readonly string[];
  noFlags: readonly string[];
  env: readonly string[];
  flagValues: readonly string[];
  operandPrefix?: string;
  operandRe?: RegExp; // an operand after the subcommands matching this (anchored): "v2.4.0" in git push
  operandIs: readonly string[]; // any operand (the subcommand words too) equal to one of these, lowercased: setenforce 0
  operandContains: readonly string[]; // any operand or flag value holding one of these, lowercased: sed -i 's/it(/it.skip(/'
  flagValueRe?: RegExp; // a value of one of `flags` matching this (anchored): -p 8080:8080 (no host address)
  wholeSuite: boolean;
  imageOperand: boolean;
  refspec: boolean;
  asPrograms: readonly string[];
  /** the operands after the subcommands are SQL statements: bq query 'CREATE OR REPLACE TABLE …' */
  sqlOperands: boolean;
}
export interface StateDef extends MeaningAdds {
  keys: ReadonlySet<string>;
  when: "set" | "true" | "false" | "values" | "first_word" | "name_word";
  values: ReadonlySet<string>;
  toolWords: readonly string[];
}
export interface MeaningRules {
  commandsByProgram: ReadonlyMap<string, readonly CommandMeaningDef[]>;
  /** a non-production stage as a whole word of an operand or flag value (shop-staging, --env dev) */
  otherStageRe: RegExp;
  statesByKey: ReadonlyMap<string, readonly StateDef[]>;
  values: readonly (MeaningAdds & { re: RegExp })[];
  markers: readonly (MeaningAdds & { contains: readonly string[] })[];
  /** every marker string in one alternation, to skip text that holds none in one scan */
  markerRe: RegExp;
  outsiders: readonly (MeaningAdds & { keys: ReadonlySet<string>; homeKeys: ReadonlySet<string> })[];
  sql: readonly (MeaningAdds & { re: RegExp; lacks?: RegExp })[];
  defaults: readonly (MeaningAdds & { toolWords: readonly string[][]; presentKeys: ReadonlySet<string>; absentKeys: ReadonlySet<string> })[];
  /** keys whose empty object or list means "everything": {"filter": {}} */
  empties: readonly (MeaningAdds & { keys: ReadonlySet<string>; toolWords: readonly string[] })[];
  /** numbers naming a level in one family of tools: Linear priority 1 = Urgent */
  enums: readonly (MeaningAdds & { toolWords: readonly string[][]; keys: ReadonlySet<string>; equals: number })[];
  /** other spellings and forms (rules/guard/call-forms.yaml) */
  forms: CallForms;
  /** what clicking a labelled control or pressing a key chord does (rules/guard/call-ui.yaml) */
  ui: UiRules;
  /** what typing into a field, ticking a box, picking an option does (rules/guard/call-form-input.yaml) */
  formInput: FormInputRules;
  /** what a record write does by the field it sets: {user_ids: [[6,0,[17]]]} assigns (rules/guard/field-acts.yaml) */
  fieldActs: FieldActRules;
  /** which account a command runs as: --run-as root, ssh root@x (rules/guard/run-as.yaml) */
  runAs: RunAsRules;
  /** what a REST request does to the resource its path names (rules/guard/http-resources.yaml) */
  httpResources: HttpResourceRules;
  /** what an RPC method string does to the model it names (rules/guard/rpc-methods.yaml) */
  rpc: RpcMethodRules;
  /** argument keys that name a call's act, and the HTTP method words (rules/guard/call-keys.yaml) */
  callKeys: CallKeys;
}

const lower = (w: string) => w.toLowerCase();
/** assignee_id, assigneeId, assignee-id → assigneeid */
export function normKey(k: string): string {
  // keys repeat across calls: a bounded memo, cleared when full
  let n = keyMemo.get(k);
  if (n === undefined) {
    n = k.toLowerCase().replace(/[-_\s]/g, "");
    if (keyMemo.size >= 10_000) keyMemo.clear();
    if (k.length <= 64) keyMemo.set(k, n);
  }
  return n;
}
const keyMemo = new Map<string, string>();

/** Our own data, compiled once: anchored (^…$), bounded, no nested quantifiers (linear). */
function anchored(file: string, id: string, pattern: string): RegExp {
  if (!pattern.startsWith("^") || !pattern.endsWith("$")) throw new RuleFileError(file, id, "pattern must be anchored (^…$)");
  if (/[+*}]\)[+*{]/.test(pattern)) throw new RuleFileError(file, id, "pattern has a nested quantifier");
  try {
    return new RegExp(pattern, "i");
  } catch (e) {
    throw new RuleFileError(file, id, `pattern does not compile: ${(e as Error).message}`);
  }
}

export function parseMeaningRules(files: RuleFiles): MeaningRules {
  const { commands, sql: sqlDefs, other_stages } = parseRuleFile(files, "guard/commands.yaml", CommandsFile);
  const args = parseRuleFile(files, "guard/arg-meanings.yaml", ArgMeaningsFile);
  assertUniqueIds("guard/commands.yaml", [...commands, ...sqlDefs]);
  assertUniqueIds("guard/arg-meanings.yaml", [...args.states, ...args.values, ...args.markers, ...args.outsiders, ...args.defaults, ...(args.empties ?? []), ...(args.enums ?? [])]);

  const commandsByProgram = new Map<string, CommandMeaningDef[]>();
  for (const c of commands) {
    if (!c.actions?.length && !c.targets?.length && !c.sql_operands) throw new RuleFileError("guard/commands.yaml", c.id, "adds no actions and no targets");
    const def: CommandMeaningDef = {
      id: c.id,
      actions: (c.actions ?? []).map(lower),
      targets: c.targets ?? [],
      sub: (c.sub ?? []).map((s) => s.toLowerCase().split(/\s+/)),
      flags: c.flags ?? [], // case matters: git branch -d vs -D both listed where both mean it
      noFlags: c.no_flags ?? [],
      env: c.env ?? [],
      flagValues: (c.flag_values ?? []).map(lower),
      operandPrefix: c.operand_prefix,
      operandRe: c.operand_pattern === undefined ? undefined : anchored("guard/commands.yaml", c.id, c.operand_pattern),
      operandIs: (c.operand_is ?? []).map(lower),
      operandContains: (c.operand_contains ?? []).map(lower),
      flagValueRe: c.flag_value_pattern === undefined ? undefined : anchored("guard/commands.yaml", c.id, c.flag_value_pattern),
      wholeSuite: c.whole_suite ?? false,
      imageOperand: c.image_operand ?? false,
      refspec: c.refspec ?? false,
      asPrograms: (c.as_programs ?? []).map(lower),
      sqlOperands: c.sql_operands ?? false,
    };
    for (const p of c.programs) commandsByProgram.set(lower(p), [...(commandsByProgram.get(lower(p)) ?? []), def]);
  }

  const statesByKey = new Map<string, StateDef[]>();
  for (const s of args.states) {
    if ((s.when === "values" || s.when === "first_word" || s.when === "name_word") && !s.values?.length) throw new RuleFileError("guard/arg-meanings.yaml", s.id, `when: ${s.when} needs values`);
    const def: StateDef = {
      id: s.id,
      actions: (s.actions ?? []).map(lower),
      targets: s.targets ?? [],
      keys: new Set(s.keys.map(normKey)),
      when: s.when,
      values: new Set((s.values ?? []).map(normKey)),
      toolWords: (s.tool_words ?? []).map(lower),
    };
    for (const k of def.keys) statesByKey.set(k, [...(statesByKey.get(k) ?? []), def]);
  }

  const values = args.values.map((v) => {
    // our own data: anchored alternations of literals, no nested quantifiers (linear)
    let re: RegExp;
    try {
      re = new RegExp(v.pattern, "i");
    } catch (e) {
      throw new RuleFileError("guard/arg-meanings.yaml", v.id, `pattern does not compile: ${(e as Error).message}`);
    }
    if (!v.pattern.startsWith("^") || !v.pattern.endsWith("$")) throw new RuleFileError("guard/arg-meanings.yaml", v.id, "pattern must be anchored (^…$)");
    return { id: v.id, actions: (v.actions ?? []).map(lower), targets: v.targets ?? [], re };
  });
  const markers = args.markers.map((m) => ({ id: m.id, actions: (m.actions ?? []).map(lower), targets: m.targets ?? [], contains: m.contains.map(lower) }));
  const all = markers.flatMap((m) => m.contains);
  const markerRe = new RegExp(all.map(escapeRegex).join("|"), "i");
  const outsiders = args.outsiders.map((o) => ({
    id: o.id,
    actions: (o.actions ?? []).map(lower),
    targets: o.targets ?? [],
    keys: new Set(o.keys.map(normKey)),
    homeKeys: new Set(o.home_keys.map(normKey)),
  }));
  const defaults = args.defaults.map((d) => ({
    id: d.id,
    actions: (d.actions ?? []).map(lower),
    targets: d.targets ?? [],
    toolWords: d.tool_words.map((g) => g.map(lower)),
    presentKeys: new Set(d.present_keys.map(normKey)),
    absentKeys: new Set(d.absent_keys.map(normKey)),
  }));
  const sql = sqlDefs.map((q) => {
    if (!q.pattern.startsWith("^")) throw new RuleFileError("guard/commands.yaml", q.id, "pattern must be anchored at the statement start (^)");
    let re: RegExp;
    try {
      re = new RegExp(q.pattern); // our own data: literal alternations, no nested quantifiers
    } catch (e) {
      throw new RuleFileError("guard/commands.yaml", q.id, `pattern does not compile: ${(e as Error).message}`);
    }
    return { id: q.id, actions: (q.actions ?? []).map(lower), targets: q.targets ?? [], re, lacks: q.lacks_word ? new RegExp(`\\b${q.lacks_word}\\b`) : undefined };
  });
  const empties = (args.empties ?? []).map((e) => {
    if (!e.actions?.length && !e.targets?.length) throw new RuleFileError("guard/arg-meanings.yaml", e.id, "adds no actions and no targets");
    return { id: e.id, actions: (e.actions ?? []).map(lower), targets: e.targets ?? [], keys: new Set(e.keys.map(normKey)), toolWords: (e.tool_words ?? []).map(lower) };
  });
  const enums = (args.enums ?? []).map((e) => {
    if (!e.actions?.length && !e.targets?.length) throw new RuleFileError("guard/arg-meanings.yaml", e.id, "adds no actions and no targets");
    return { id: e.id, actions: (e.actions ?? []).map(lower), targets: e.targets ?? [], toolWords: e.tool_words.map((g) => g.map(lower)), keys: new Set(e.keys.map(normKey)), equals: e.equals };
  });
  const otherStageRe = new RegExp(`(?:^|[-_./:=])(?:${other_stages.words.join("|")})(?:$|[-_./:])`, "i");
  const callKeys = parseCallKeys(files);
  return { callKeys, commandsByProgram, otherStageRe, statesByKey, values, markers, markerRe, outsiders, defaults, sql, empties, enums, forms: parseCallForms(files), ui: parseUiRules(files), formInput: parseFormInputRules(files), runAs: parseRunAsRules(files), httpResources: parseHttpResourceRules(files), rpc: parseRpcMethodRules(files, callKeys), fieldActs: parseFieldActRules(files, callKeys) };
}

// ---- rules/guard/call-form-input.yaml: fields typed into, boxes ticked, options picked
const FieldWords = z.array(z.string().regex(/^[a-z0-9]{1,20}$/)).min(1).max(4);
const FormActDef = z.object({ ...entryBase, ...Adds }).strict();
const FormField = z.object({ ...entryBase, names: z.array(FieldWords).min(1).max(40), targets: Words.min(1), actions: Words.optional() }).strict();
const FormOptin = z.object({ ...entryBase, words: z.array(z.string().regex(/^[a-z0-9]{1,20}$/)).min(1).max(60), targets: Words.min(1) }).strict();
const FormInputFile = z.object({ acts: z.array(FormActDef), fields: z.array(FormField), optins: z.array(FormOptin) }).strict();

export function parseFormInputRules(files: RuleFiles): FormInputRules {
  const file = "guard/call-form-input.yaml";
  const doc = parseRuleFile(files, file, FormInputFile);
  assertUniqueIds(file, [...doc.acts, ...doc.fields, ...doc.optins]);
  const acts = new Map<FormAct, MeaningAdds>();
  for (const a of doc.acts) {
    const name = a.id.replace(/^act\./, "") as FormAct;
    if (!FORM_ACTS.includes(name)) throw new RuleFileError(file, a.id, `unknown act (one of ${FORM_ACTS.map((x) => `act.${x}`).join(", ")})`);
    if (!a.actions?.length && !a.targets?.length) throw new RuleFileError(file, a.id, "adds no actions and no targets");
    acts.set(name, { id: a.id, actions: (a.actions ?? []).map(lower), targets: a.targets ?? [] });
  }
  for (const name of FORM_ACTS) if (!acts.has(name)) throw new RuleFileError(file, `act.${name}`, "missing: the reader needs every act");
  const fields = new Map<string, { seq: readonly string[]; adds: MeaningAdds }[]>();
  for (const f of doc.fields) {
    const adds: MeaningAdds = { id: f.id, actions: (f.actions ?? []).map(lower), targets: f.targets };
    for (const seq of f.names) fields.set(seq[0]!, [...(fields.get(seq[0]!) ?? []), { seq, adds }]);
  }
  const optins = new Map<string, MeaningAdds>();
  for (const o of doc.optins) for (const w of o.words) optins.set(w, { id: o.id, actions: [], targets: o.targets });
  return { acts, fields, optins };
}

// ---- rules/guard/call-ui.yaml: labels of controls clicked, key chords pressed
const LabelWords = z.array(z.string().regex(/^[a-z0-9]{1,20}$/)).min(1).max(4);
const UiLabel = z.object({ ...entryBase, ...Adds, starts: z.array(LabelWords).min(1).max(40), any_role: z.boolean().optional() }).strict();
const UiKey = z.object({ ...entryBase, ...Adds, chords: Words.min(1) }).strict();
const UiForm = z.object({ ...entryBase, ...Adds, words: z.array(z.string().regex(/^[a-z0-9]{1,24}$/)).min(1).max(40) }).strict();
const UiFile = z.object({ labels: z.array(UiLabel), keys: z.array(UiKey), forms: z.array(UiForm).optional() }).strict();

export function parseUiRules(files: RuleFiles): UiRules {
  const file = "guard/call-ui.yaml";
  const doc = parseRuleFile(files, file, UiFile);
  assertUniqueIds(file, [...doc.labels, ...doc.keys, ...(doc.forms ?? [])]);
  const adds = (d: { id: string; actions?: string[]; targets?: string[] }): MeaningAdds => {
    if (!d.actions?.length && !d.targets?.length) throw new RuleFileError(file, d.id, "adds no actions and no targets");
    return { id: d.id, actions: (d.actions ?? []).map(lower), targets: d.targets ?? [] };
  };
  const labels = doc.labels.map((l) => ({ ...adds(l), starts: l.starts, anyRole: l.any_role ?? false }));
  const keys = new Map<string, MeaningAdds>();
  for (const k of doc.keys)
    for (const c of k.chords) {
      const canon = chordOf(c);
      if (!canon) throw new RuleFileError(file, k.id, `"${c}" is not a key chord (modifiers + one key)`);
      keys.set(canon, adds(k));
    }
  // the words that name a form (its page, its field) → what submitting it does
  const forms = new Map<string, MeaningAdds>();
  for (const f of doc.forms ?? []) for (const w of f.words) forms.set(w, adds(f));
  return { labels, keys, forms };
}

// ---- rules/guard/call-forms.yaml: flag spellings, flag meanings, pipes into shells, counts of 0
const FlagWords = z.array(z.string().regex(/^--?[A-Za-z][\w-]{0,40}$/)).min(1).max(40);
const FormAlias = z.object({ ...entryBase, programs: Words.optional(), flags: FlagWords.min(2) }).strict();
const FormFlag = z.object({ ...entryBase, ...Adds, programs: Words.optional(), flags: FlagWords }).strict();
const FormPipe = z.object({ ...entryBase, ...Adds, programs: Words.min(1) }).strict();
const FormZero = z.object({ ...entryBase, ...Adds, keys: Words.min(1) }).strict();
const FormPreview = z.object({ ...entryBase, programs: Words.min(1), sub: Words.min(1), flags: FlagWords.optional(), unless_flags: FlagWords.optional() }).strict();
const CallFormsFile = z
  .object({ aliases: z.array(FormAlias), flags: z.array(FormFlag), pipe_into: z.array(FormPipe).max(5), zero_counts: z.array(FormZero).max(5), instance_counts: z.array(FormZero).max(5), previews: z.array(FormPreview).max(10) })
  .strict();

export interface CallForms {
  /** program ("" = any) → flag → the other spellings of it */
  aliases: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /** program ("" = any) → flag → meanings */
  flags: ReadonlyMap<string, ReadonlyMap<string, readonly MeaningAdds[]>>;
  pipeInto: ReadonlyMap<string, readonly MeaningAdds[]>;
  zeroKeys: ReadonlyMap<string, MeaningAdds>;
  /** keys that bound how many instances run (--max-count, maxReplicas): setting one is the act they name */
  instanceKeys: ReadonlyMap<string, MeaningAdds>;
  /** program → first subcommands that only preview a change (helm diff, kubectl diff) */
  previews: ReadonlyMap<string, ReadonlySet<string>>;
  /** program → subcommand → flags that make it a preview (git clean -n, git push --dry-run) */
  previewFlags: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
  /** program → subcommand → flags without which it only previews (p4 obliterate acts only with -y) */
  previewUnless: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
}

export function parseCallForms(files: RuleFiles): CallForms {
  const file = "guard/call-forms.yaml";
  const doc = parseRuleFile(files, file, CallFormsFile);
  assertUniqueIds(file, [...doc.aliases, ...doc.flags, ...doc.pipe_into, ...doc.zero_counts, ...doc.instance_counts, ...doc.previews]);
  const adds = (d: { id: string; actions?: string[]; targets?: string[] }): MeaningAdds => {
    if (!d.actions?.length && !d.targets?.length) throw new RuleFileError(file, d.id, "adds no actions and no targets");
    return { id: d.id, actions: (d.actions ?? []).map(lower), targets: d.targets ?? [] };
  };
  // command-line.ts lowercases flags: -R and -r read alike
  const aliases = new Map<string, Map<string, string[]>>();
  for (const a of doc.aliases) {
    const flags = a.flags.map(lower);
    for (const p of (a.programs ?? [""]).map(lower)) {
      const m = aliases.get(p) ?? new Map<string, string[]>();
      aliases.set(p, m);
      for (const f of flags) m.set(f, [...new Set([...(m.get(f) ?? []), ...flags.filter((g) => g !== f)])]);
    }
  }
  const flags = new Map<string, Map<string, MeaningAdds[]>>();
  for (const f of doc.flags) {
    const def = adds(f);
    for (const p of (f.programs ?? [""]).map(lower)) {
      const m = flags.get(p) ?? new Map<string, MeaningAdds[]>();
      flags.set(p, m);
      for (const fl of f.flags.map(lower)) m.set(fl, [...(m.get(fl) ?? []), def]);
    }
  }
  const pipeInto = new Map<string, MeaningAdds[]>();
  for (const d of doc.pipe_into) for (const p of d.programs.map(lower)) pipeInto.set(p, [...(pipeInto.get(p) ?? []), adds(d)]);
  const zeroKeys = new Map<string, MeaningAdds>();
  for (const d of doc.zero_counts) for (const k of d.keys) zeroKeys.set(normKey(k), adds(d));
  const instanceKeys = new Map<string, MeaningAdds>();
  for (const d of doc.instance_counts) for (const k of d.keys) instanceKeys.set(normKey(k), adds(d));
  const previews = new Map<string, Set<string>>();
  const previewFlags = new Map<string, Map<string, Set<string>>>();
  const previewUnless = new Map<string, Map<string, Set<string>>>();
  for (const d of doc.previews) {
    // with unless_flags listed, the subcommand previews when none of them is given (p4 obliterate without -y)
    if (d.unless_flags) {
      for (const p of d.programs.map(lower)) {
        const m = previewUnless.get(p) ?? new Map<string, Set<string>>();
        previewUnless.set(p, m);
        for (const sub of d.sub.map(lower)) m.set(sub, new Set([...(m.get(sub) ?? []), ...d.unless_flags.map(lower)]));
      }
      if (!d.flags) continue;
    }
    // with flags listed, the subcommand previews only when one of them is given (git clean -n)
    if (d.flags) {
      for (const p of d.programs.map(lower)) {
        const m = previewFlags.get(p) ?? new Map<string, Set<string>>();
        previewFlags.set(p, m);
        for (const sub of d.sub.map(lower)) m.set(sub, new Set([...(m.get(sub) ?? []), ...d.flags.map(lower)]));
      }
      continue;
    }
    for (const p of d.programs.map(lower)) previews.set(p, new Set([...(previews.get(p) ?? []), ...d.sub.map(lower)]));
  }
  return { aliases, flags, pipeInto, zeroKeys, instanceKeys, previews, previewFlags, previewUnless };
}
