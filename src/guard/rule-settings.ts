// Validates rules/guard/rule-settings.yaml (zod, through parseRuleFile) and compiles it once into
// the tables the setting reader (rule-setting.ts) and matcher (match-setting.ts) use.
import { z } from "zod";
import { RuleFileError, assertUniqueIds, parseRuleFile, type RuleFiles } from "../rules/rule-files.ts";

const Words = z.array(z.string().min(1).max(80)).max(200);
const Base = { id: z.string().min(1).max(100), reason: z.string().min(1).max(300), example: z.string().max(300).optional() };

const SettingsFile = z
  .object({
    settings: z.array(z.object({ ...Base, nouns: Words.min(1), keys: Words.min(1), writes_only: z.boolean().optional() }).strict()),
    destinations: z.array(z.object({ ...Base, subjects: Words.min(1), verbs: Words.min(1), keys: Words.min(1), tool_words: Words.min(1) }).strict()),
    states: z.array(
      z.object({ ...Base, word: z.string().regex(/^[a-z]{2,30}$/), bool_keys: Words.min(1), opposite_keys: Words, value_keys: Words }).strict(),
    ),
    modifiers: z.array(z.object({ ...Base, words: Words.min(1) }).strict()),
    vague: z.array(z.object({ ...Base, words: Words.min(1) }).strict()),
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
}
export interface SettingRules {
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
function spellings(k: string): string[] {
  const l = lower(k);
  return [...new Set([l, l.replace(/[_-]/g, ""), l.replace(/_/g, "-")])];
}
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[\\s-]");

export function parseSettingRules(files: RuleFiles): SettingRules {
  const f = parseRuleFile(files, FILE, SettingsFile);
  assertUniqueIds(FILE, [...f.settings, ...f.destinations, ...f.states, ...f.modifiers, ...f.vague]);
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
    states.set(s.word, { id: s.id, word: s.word, boolKeys: s.bool_keys.flatMap(spellings), oppositeKeys: s.opposite_keys.flatMap(spellings), valueKeys: s.value_keys.flatMap(spellings) });
  return {
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
    `\\b(?:as|be|are|is|stay|remain|left|kept|keep\\s+[\\w-]{1,30})\\s+(?:an?\\s+)?(${w})s?\\b|\\b(${w})s?\\s+only\\b|\\b(?:open|create|make|raise|file|submit|start)\\s+(?:only\\s+)?(${w})\\s`,
    "i",
  );
}
