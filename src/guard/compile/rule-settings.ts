// Validates rules/guard/rule-settings.yaml (zod, through parseRuleFile) and compiles it once into
// the tables the setting reader (rule-setting.ts) and matcher (match-setting.ts) use.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { RuleFileError, assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { escapeRegexLoose as escape } from "../../rules/regex-text.ts";

const Words = z.array(z.string().min(1).max(80)).max(200);

const SettingsFile = z
  .object({
    settings: z.array(z.object({ ...entryBase, nouns: Words.min(1), keys: Words.min(1), writes_only: z.boolean().optional() }).strict()),
    destinations: z.array(z.object({ ...entryBase, subjects: Words.min(1), verbs: Words.min(1), keys: Words.min(1), tool_words: Words.min(1) }).strict()),
    states: z.array(
      z.object({ ...entryBase, word: z.string().regex(/^[a-z]{2,30}$/), bool_keys: Words.min(1), opposite_keys: Words, value_keys: Words, absent_breaks: z.boolean().optional(), subjects: Words.optional(), create_words: Words.optional() }).strict(),
    ),
    modifiers: z.array(z.object({ ...entryBase, words: Words.min(1) }).strict()),
    vague: z.array(z.object({ ...entryBase, words: Words.min(1) }).strict()),
    attributes: z.array(z.object({ ...entryBase, words: Words.min(1), keys: Words.min(1), member: z.boolean().optional(), reads: z.boolean().optional(), units: Words.optional(), values: Words.optional() }).strict()).optional(),
    short_flags: z.array(z.object({ ...entryBase, program: z.string().min(1).max(40), flag: z.string().regex(/^[A-Za-z]$/), key: z.string().min(1).max(60) }).strict()).optional(),
    cli_defaults: z.array(z.object({ ...entryBase, program: z.string().min(1).max(40), subcommands: Words.min(1), key: z.string().min(1).max(60), value: z.string().min(1).max(80) }).strict()).optional(),
    subjects: z.array(z.object({ ...entryBase, words: Words.min(2) }).strict()).optional(),
    // requirement pins (rule-value-shape.ts, rule-value-flag.ts)
    value_shapes: z.array(z.object({ ...entryBase, shape: z.enum(["snake", "kebab", "camel", "pascal", "lower", "upper"]), words: Words.min(1) }).strict()).optional(),
    value_heads: z.array(z.object({ ...entryBase, words: Words.min(1) }).strict()).optional(),
    runtimes: z.array(z.object({ ...entryBase, words: Words.min(1) }).strict()).optional(),
    // values that say a switch is on / off (rule-value-stays.ts)
    switch_values: z.array(z.object({ ...entryBase, state: z.enum(["on", "off"]), words: Words.min(1) }).strict()).optional(),
  })
  .strict();

export interface SettingDef {
  id: string;
  keys: readonly string[]; // lowercased key spellings as the call reader stores them
  writesOnly: boolean;
}
export interface StateDef {
  id: string;
  word: string;
  boolKeys: readonly string[]; // as the call reader writes booleans: "draft", "isdraft"
  oppositeKeys: readonly string[];
  valueKeys: readonly string[];
  /** a call creating the subject with no word of the state gets the API default, the opposite one */
  absentBreaks: boolean;
  /** what the state is always about, whatever the rule names ("must be silent": messages, posts) */
  subjects: readonly string[];
  /** tool verbs that make the subject beside create/add/post ("send": sendMessage makes a message) */
  createWords: readonly string[];
}
/** An attribute a rule may pin the value of (rule-value-pin.ts): "severity", "payment terms". */
export interface AttributeDef {
  id: string;
  keys: readonly string[]; // lowercased spellings as the call reader stores them
  member: boolean; // a list that must hold the value (labels)
  reads?: boolean; // a request parameter: a read that sends another value breaks the pin too (geolocation)
}
export interface ValueRules {
  /** rule words ("severity", "payment terms") → attribute */
  words: ReadonlyMap<string, AttributeDef>;
  /** unit after a number ("22 C") → attribute */
  units: ReadonlyMap<string, AttributeDef>;
  /** a value that names its attribute by itself ("CAD", "EUR" → currency): "All invoices in CAD" (rule-value-named.ts) */
  named: ReadonlyMap<string, AttributeDef>;
  /** "snowsql:w" → "warehouse" */
  shortFlags: ReadonlyMap<string, string>;
  /** "wrangler" → what it uses when the key is left out */
  cliDefaults: ReadonlyMap<string, { subcommands: ReadonlySet<string>; key: string; value: string }[]>;
  /** subject word → the words a tool may use for it (plan → subscription) */
  subjects: ReadonlyMap<string, readonly string[]>;
  /** "snake_case", "kebab case", "lowercase with underscores" → shape id (rule-value-shape.ts) */
  shapes: ReadonlyMap<string, string>;
  /** the words naming a value of a thing: "migration NAMES", "price IDS", "cache KEYS" */
  heads: ReadonlySet<string>;
  /** runtimes named with a bare major version: "node 20", "java 21" (rule-value-flag.ts) */
  runtimes: ReadonlySet<string>;
  /** values that say a switch is on / off: true, enabled … / false, suspended, none … (rule-value-stays.ts) */
  switchOn: ReadonlySet<string>;
  switchOff: ReadonlySet<string>;
}
export interface SettingRules {
  values: ValueRules;
  /** noun as written in a rule ("context", "merchant account") → setting */
  nouns: ReadonlyMap<string, SettingDef>;
  destination: { id: string; subjects: RegExp; verbs: RegExp; keys: readonly string[]; toolWords: ReadonlySet<string> } | undefined;
  states: ReadonlyMap<string, StateDef>;
  /** "as drafts" / "must be private" (1), "drafts only" (2), "open draft PRs" (3) */
  stateRe: RegExp;
  modifiers: ReadonlySet<string>;
  vague: ReadonlySet<string>;
}

const FILE = "guard/rule-settings.yaml";
const lower = (w: string) => w.toLowerCase();
/** snake_case in the file; the call reader keeps keys lowercased as written: target_branch,
 * targetbranch (camelCase lowercased), target-branch. */
export function spellings(k: string): string[] {
  const l = lower(k);
  return [...new Set([l, l.replace(/[_-]/g, ""), l.replace(/_/g, "-")])];
}

export function parseSettingRules(files: RuleFiles): SettingRules {
  const f = parseRuleFile(files, FILE, SettingsFile);
  assertUniqueIds(FILE, [...f.settings, ...f.destinations, ...f.states, ...f.modifiers, ...f.vague, ...(f.attributes ?? []), ...(f.short_flags ?? []), ...(f.cli_defaults ?? []), ...(f.subjects ?? []), ...(f.value_shapes ?? []), ...(f.value_heads ?? []), ...(f.runtimes ?? []), ...(f.switch_values ?? [])]);
  const nouns = new Map<string, SettingDef>();
  for (const s of f.settings) {
    const def: SettingDef = { id: s.id, keys: s.keys.flatMap(spellings), writesOnly: s.writes_only ?? false };
    for (const n of s.nouns) {
      const key = lower(n).replace(/-/g, " ");
      if (nouns.has(key)) throw new RuleFileError(FILE, s.id, `noun "${n}" already belongs to ${nouns.get(key)!.id}`);
      nouns.set(key, def);
    }
  }
  const d = f.destinations[0];
  // literal alternations of our own words, longest first: linear
  const alt = (ws: readonly string[]) => [...new Set(ws.map(lower))].sort((a, b) => b.length - a.length).map(escape).join("|");
  const states = new Map<string, StateDef>();
  for (const s of f.states)
    states.set(s.word, { id: s.id, word: s.word, boolKeys: s.bool_keys.flatMap(spellings), oppositeKeys: s.opposite_keys.flatMap(spellings), valueKeys: s.value_keys.flatMap(spellings), absentBreaks: s.absent_breaks ?? false, subjects: (s.subjects ?? []).map(lower), createWords: (s.create_words ?? []).map(lower) });
  return {
    values: parseValueRules(f),
    nouns,
    destination: d && {
      id: d.id,
      subjects: new RegExp(`(?<![\\w-])(?:${alt(d.subjects)})(?![\\w-])`, "i"),
      verbs: new RegExp(`(?<![\\w-])(?:${alt(d.verbs)})\\s+(?:only\\s+)?(?:the\\s+)?`, "i"),
      keys: d.keys.flatMap(spellings),
      toolWords: new Set(d.tool_words.map(lower)),
    },
    states,
    stateRe: stateRegex([...states.keys()]),
    modifiers: new Set(f.modifiers.flatMap((m) => m.words.map(lower))),
    vague: new Set(f.vague.flatMap((m) => m.words.map(lower))),
  };
}

function stateRegex(words: readonly string[]): RegExp {
  const w = words.length ? words.join("|") : "(?!)"; // words are [a-z]{2,30} (schema)
  return new RegExp(
    // ("Leave new tickets unassigned": up to two words of the subject between leave/keep and the state;
    // "New flags start inactive.": the state may end the sentence)
    `\\b(?:as|be|are|is|stay|remain|left|kept|keep\\s+[\\w-]{1,30}|leave(?:\\s{1,3}(?!(?:in|on|as|at|until|alone)\\b)[\\w-]{1,30}){1,2})\\s+(?:an?\\s+)?(${w})s?\\b|\\b(${w})s?\\s+only\\b|\\b(?:open|create|make|raise|file|submit|start|use|send|post)\\s+(?:only\\s+)?(${w})(?:\\s|[.;!]|$)`,
    "i",
  );
}

function parseValueRules(f: z.infer<typeof SettingsFile>): ValueRules {
  const words = new Map<string, AttributeDef>();
  const units = new Map<string, AttributeDef>();
  const named = new Map<string, AttributeDef>();
  for (const a of f.attributes ?? []) {
    const def: AttributeDef = { id: a.id, keys: a.keys.flatMap(spellings), member: a.member ?? false, ...(a.reads ? { reads: true } : {}) };
    for (const w of a.words) {
      const key = lower(w).replace(/-/g, " ");
      if (words.has(key)) throw new RuleFileError(FILE, a.id, `word "${w}" already belongs to ${words.get(key)!.id}`);
      words.set(key, def);
    }
    for (const u of a.units ?? []) units.set(lower(u), def);
    for (const v of a.values ?? []) named.set(lower(v), def);
  }
  const shortFlags = new Map<string, string>();
  for (const s of f.short_flags ?? []) shortFlags.set(`${lower(s.program)}:${s.flag}`, lower(s.key));
  const cliDefaults = new Map<string, { subcommands: ReadonlySet<string>; key: string; value: string }[]>();
  for (const d of f.cli_defaults ?? []) {
    const list = cliDefaults.get(lower(d.program)) ?? [];
    list.push({ subcommands: new Set(d.subcommands.map(lower)), key: lower(d.key), value: d.value });
    cliDefaults.set(lower(d.program), list);
  }
  const subjects = new Map<string, readonly string[]>();
  for (const s of f.subjects ?? []) for (const w of s.words) subjects.set(lower(w), s.words.map(lower).filter((x) => x !== lower(w)));
  const shapes = new Map<string, string>();
  for (const sh of f.value_shapes ?? []) for (const w of sh.words) shapes.set(lower(w).replace(/[\s_-]+/g, " "), sh.shape);
  const heads = new Set((f.value_heads ?? []).flatMap((h) => h.words.map(lower)));
  const runtimes = new Set((f.runtimes ?? []).flatMap((h) => h.words.map(lower)));
  const switchWords = (state: "on" | "off") => new Set((f.switch_values ?? []).filter((v) => v.state === state).flatMap((v) => v.words.map(lower)));
  return { words, units, named, shortFlags, cliDefaults, subjects, shapes, heads, runtimes, switchOn: switchWords("on"), switchOff: switchWords("off") };
}
