// VALUES THAT SAY A FLAG OR SETTING IS ON / OFF (rules/guard/flag-values.yaml), one reader for
// every module that asks: {schema_review_ok: "yes"}, {onoff: "1"}, a checkbox "checked", {debug: "off"}.
// The lists are installed once when the guard rules are parsed (parseGuardRules); they are the
// same for every call, so the modules that ask need no rules argument.
import { z } from "zod";
import { parseRuleFile, type RuleFiles } from "../rules/rule-files.ts";

const Words = z.array(z.string().min(1).max(40)).max(60);
const FlagValuesFile = z.object({ on: Words.min(1), off: Words.min(1), unset: Words, ended: Words }).strict();

export interface FlagValues {
  on: ReadonlySet<string>;
  off: ReadonlySet<string>;
  unset: ReadonlySet<string>;
  ended: ReadonlySet<string>;
}

const EMPTY: FlagValues = { on: new Set(), off: new Set(), unset: new Set(), ended: new Set() };
let current: FlagValues = EMPTY;

export function parseFlagValues(files: RuleFiles): FlagValues {
  const f = parseRuleFile(files, "guard/flag-values.yaml", FlagValuesFile);
  const low = (ws: string[]) => new Set(ws.map((w) => w.toLowerCase()));
  current = { on: low(f.on), off: low(f.off), unset: low(f.unset), ended: low(f.ended) };
  return current;
}

function word(v: string): string | undefined {
  return v.length <= 20 ? v.trim().toLowerCase() : undefined;
}

/** true, 1, "true", "on", "yes", "1", "checked" */
export function flagOn(v: unknown): boolean {
  if (v === true || v === 1) return true;
  if (typeof v !== "string") return false;
  const w = word(v);
  return w !== undefined && current.on.has(w);
}

/** false, 0, "false", "off", "no", "0", "unchecked" */
export function flagOff(v: unknown): boolean {
  if (v === false || v === 0) return true;
  if (typeof v !== "string") return false;
  const w = word(v);
  return w !== undefined && current.off.has(w);
}

/** null, "", "none", "null": nothing set */
export function flagUnset(v: unknown): boolean {
  if (v === null || v === "") return true;
  if (typeof v !== "string") return false;
  const w = word(v);
  return w !== undefined && (w === "" || current.unset.has(w));
}

/** "over", "ended", "inactive", "done": a state that no longer holds */
export function flagEnded(v: unknown): boolean {
  if (typeof v !== "string") return false;
  const w = word(v);
  return w !== undefined && current.ended.has(w);
}
