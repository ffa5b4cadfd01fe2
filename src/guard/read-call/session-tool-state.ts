// The state earlier structured tool calls left the session in (rules/guard/session-tools.yaml):
//   history: git_checkout {repo_path: "/repos/x", branch_name: "main"}
//   call:    git_commit {repo_path: "/repos/x", message: "…"}
//     → [{path: 'history[0] git_checkout "main" (session)', raw: "main"}]
// The shell-command form (git checkout main; git commit) is read by session-state.ts. Only a call
// whose tool name says it runs in the state and that names no state of its own reads the history;
// a setter on another repository (same_keys disagree) does not count.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import type { CallFacts, ValueRef } from "./call-facts.ts";
import { canonical, splitWords } from "../split-words.ts";

const FILE = "guard/session-tools.yaml";
const Words = z.array(z.string().min(1).max(60)).max(40);
const SessionToolsFile = z
  .object({
    setters: z.array(
      z
        .object({
          ...entryBase,
          set_by: Words.min(1),
          value_keys: Words.min(1),
          applies_to: Words.min(1),
          program: z.string().min(1).max(40),
          same_keys: Words,
          own_keys: Words,
        })
        .strict(),
    ),
  })
  .strict();

export interface ToolSetter {
  id: string;
  setBy: string[];
  valueKeys: string[];
  appliesTo: ReadonlySet<string>;
  program: string;
  sameKeys: string[];
  ownKeys: string[];
}

export function parseToolSetters(files: RuleFiles): ToolSetter[] {
  const f = parseRuleFile(files, FILE, SessionToolsFile);
  assertUniqueIds(FILE, f.setters);
  const low = (ws: string[]) => ws.map((w) => w.toLowerCase());
  return f.setters.map((s) => ({ id: s.id, setBy: low(s.set_by), valueKeys: low(s.value_keys), appliesTo: new Set(low(s.applies_to)), program: s.program.toLowerCase(), sameKeys: low(s.same_keys), ownKeys: low(s.own_keys) }));
}

const MAX_LOOKBACK = 50;

/** The setters whose state this call runs in (checked before the history is read). */
export function toolSettersFor(call: CallFacts, setters: readonly ToolSetter[]): ToolSetter[] {
  if (call.commands.length) return [];
  const out: ToolSetter[] = [];
  for (const s of setters) {
    if (!call.toolWords.includes(s.program) || !call.toolWords.some((w) => s.appliesTo.has(w))) continue;
    if (s.ownKeys.some((k) => call.keyValues.has(k))) continue; // the call names its own branch
    out.push(s);
  }
  return out;
}

/** The newest state set by an earlier call of the same program (on the same repository). */
export function toolSessionState(history: readonly CallFacts[], call: CallFacts, setters: readonly ToolSetter[], syn: ReadonlyMap<string, string>): ValueRef[] {
  if (!setters.length) return [];
  for (let i = history.length - 1, n = 0; i >= 0 && n < MAX_LOOKBACK; i--, n++) {
    const h = history[i]!;
    if (h.commands.length) continue;
    for (const s of setters) {
      if (!h.toolWords.includes(s.program) || !s.setBy.every((w) => h.toolWords.includes(w))) continue;
      if (!samePlace(h, call, s.sameKeys)) continue;
      const key = s.valueKeys.find((k) => h.keyValues.get(k)?.[0]);
      const value = key ? h.keyValues.get(key)![0]! : undefined;
      if (!value || value.length > 200) continue;
      return [{ path: `history[${i}] ${h.tool} "${value.slice(0, 60)}" (session)`, raw: value, words: splitWords(value, 20).map((w) => canonical(w, syn)) }];
    }
  }
  return [];
}

function samePlace(h: CallFacts, call: CallFacts, keys: readonly string[]): boolean {
  for (const k of keys) {
    const a = h.keyValues.get(k)?.[0];
    const b = call.keyValues.get(k)?.[0];
    if (a !== undefined && b !== undefined) return trimSlashes(a) === trimSlashes(b);
  }
  return true;
}
/** "/srv/ledger/" → "/srv/ledger" (a string op: no regex over a run of slashes). */
function trimSlashes(s: string): string {
  let end = s.length;
  while (end > 1 && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
}
