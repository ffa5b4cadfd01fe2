// Matches the requirement forms of a setting pin (rule-value-forms.ts) against the call's own
// key → values table and its commands, read once by the call reader:
//   version 3.12 on python   vs  uv venv --python 3.11        → breaks it;  --python 3.12.4 → fine
//   shape snake on names     vs  migrate-dev {name: "AddInvoiceStatus"} → breaks it
//   prefix price_1q on price vs  create_payment_link {price: "price_1Na…"} → breaks it
//   priority 1 reserved for incidents vs create_task {priority: 1, name: "footer year"} → breaks it
//                                     vs create_task {listName: "Incidents", priority: 1} → fine
import { formatValues, type Evidence, type MatchContext } from "./match-clause.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { RequirementForms, Setting } from "../compile/rule-value-forms.ts";
import { SHAPES } from "../compile/rule-value-shape.ts";
import { canonical, splitWords } from "../split-words.ts";

const UNRESOLVED = /^\s*(?:\$|\{\{|<|%)/;
const VERSION_IN = /(\d{1,3}(?:\.\d{1,3}){0,2})/;

/** 3.12 vs 3.12.4 → fine; 3.11 → not; "3" says no minor → fine */
function sameVersion(pinned: string, stated: string): boolean {
  const a = pinned.split(".");
  const b = stated.split(".");
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (Number(a[i]) !== Number(b[i])) return false;
  return true;
}

export function matchVersion(c: Setting, v: NonNullable<RequirementForms["version"]>, f: CallFacts): Evidence[] | undefined {
  const check = (raw: string, path: string): Evidence[] | undefined => {
    if (raw.length > 120 || UNRESOLVED.test(raw)) return undefined;
    const m = VERSION_IN.exec(raw);
    if (!m || sameVersion(v.value, m[1]!)) return undefined;
    return [{ rule: c.rule, call: raw, path, part: "setting" }];
  };
  for (const k of c.keys) for (const raw of f.keyValues.get(k) ?? []) {
    const hit = check(raw, `args.${k}`);
    if (hit) return hit;
  }
  for (const n of f.numbers) {
    const k = n.path.slice(n.path.lastIndexOf(".") + 1).toLowerCase();
    if (c.keys.includes(k) && !sameVersion(v.value, String(n.value))) return [{ rule: c.rule, call: String(n.value), path: n.path, part: "setting" }];
  }
  // python3.11 -m venv, node@18, image python:3.11-slim: the name joined to its version
  const p = v.program;
  for (const seg of f.commands) {
    for (const w of [seg.program, ...seg.operands]) {
      if (w.length > 80 || !w.toLowerCase().startsWith(p)) continue;
      const rest = w.slice(p.length);
      if (/^[@:]?v?\d/.test(rest)) {
        const hit = check(rest, "args");
        if (hit) return hit;
      }
    }
  }
  for (const [k, vals] of f.keyValues)
    if (k === "image" || k === "runtime" || k === "base_image")
      for (const raw of vals) if (raw.toLowerCase().startsWith(`${p}:`)) {
        const hit = check(raw.slice(p.length + 1), `args.${k}`);
        if (hit) return hit;
      }
  return undefined;
}

export function matchValueForm(c: Setting, forms: RequirementForms, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  if (forms.reserved) return matchReserved(c, forms.reserved, ctx);
  const shape = forms.shape ? SHAPES.get(forms.shape) : undefined;
  const bad = (raw: string): boolean => {
    const v = raw.trim();
    // (a bare number is an amount or a count, not the id or name the rule is about)
    if (!v || v.length > 200 || UNRESOLVED.test(v) || /^[\d.,\s]+$/.test(v)) return false;
    if (shape && !shape.test(v)) return true;
    return !!forms.prefix && !forms.prefix.some((p) => v.toLowerCase().startsWith(p));
  };
  // migrate-dev {name}: the bare head key holds the value only in a tool named for the thing
  const keys = forms.headKeys && forms.headWhere && namesThing(forms.headWhere, f) ? [...c.keys, ...forms.headKeys] : c.keys;
  for (const k of keys) for (const raw of f.keyValues.get(k) ?? []) if (bad(raw)) return [{ rule: c.rule, call: raw, path: `args.${k}`, part: "setting" }];
  if (forms.valueKind) for (const v of formatValues(forms.valueKind, f)) if (bad(v.value)) return [{ rule: c.rule, call: v.value, path: v.path, part: "setting" }];
  return undefined;
}

/** The tool's name or a subcommand names the thing: migrate-dev, prisma migrate dev, create_dag. */
function namesThing(words: readonly string[], f: CallFacts): boolean {
  for (const w of f.toolWords) if (words.includes(w)) return true;
  for (const seg of f.commands) for (const s of seg.subcommands) if (words.includes(s)) return true;
  return false;
}

/** The call sets the attribute to a reserved value, and shows none of the words it is reserved for. */
function matchReserved(c: Setting, forWords: readonly string[], ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  let hit: Evidence | undefined;
  for (const k of c.keys) {
    for (const raw of f.keyValues.get(k) ?? []) {
      const words = new Set(splitWords(raw, 8).map((w) => canonical(w, ctx.rules.synonyms)));
      if (c.allowed.some((a) => a.length && a.every((w) => words.has(w)))) hit ??= { rule: c.rule, call: raw, path: `args.${k}`, part: "setting" };
    }
  }
  if (!hit && c.numbers)
    for (const n of f.numbers) {
      const k = n.path.slice(n.path.lastIndexOf(".") + 1).toLowerCase();
      if (c.keys.includes(k) && c.numbers.includes(n.value)) hit ??= { rule: c.rule, call: String(n.value), path: n.path, part: "setting" };
    }
  if (!hit) return undefined;
  if (showsAny(forWords, f, ctx)) return undefined;
  return [hit, { rule: `only ${forWords.join("/")}`, call: "the call shows none of it", path: "args", part: "condition" }];
}

function showsAny(words: readonly string[], f: CallFacts, ctx: MatchContext): boolean {
  const syn = ctx.rules.synonyms;
  for (const w of f.toolWords) if (words.includes(canonical(w, syn))) return true;
  for (const w of words) if (f.allWords.has(w)) return true;
  for (const v of f.content) for (const w of v.words) if (words.includes(canonical(w, syn))) return true;
  return false;
}

/** A switch or mode that must stay as it is (rule-value-stays.ts): any key whose name holds the
 * rule's words, set to a value that breaks it; a CLI flag --no-<name> / --disable-<name> sets it off.
 *   *deletionprotection* must not be off  vs  patch /DeletionProtection false, --no-deletion-protection
 *   *mode* must be prevention             vs  --mode Detection */
export function matchKeyPart(c: Setting, forms: RequirementForms, f: CallFacts): Evidence[] | undefined {
  const parts = forms.keyPart!;
  const holds = (key: string) => {
    const k = key.toLowerCase().replace(/[-_\s]/g, "");
    return parts.some((p) => k.includes(p));
  };
  const breaks = forms.breaks ? new Set(forms.breaks) : undefined;
  const bad = (value: string) => {
    const words = value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (breaks) return words.some((w) => breaks.has(w));
    return !c.allowed.some((alt) => alt.every((w) => words.includes(w) || value.toLowerCase().replace(/[^a-z0-9]/g, "").includes(w.replace(/[^a-z0-9]/g, ""))));
  };
  for (const [k, vals] of f.keyValues) {
    if (!holds(k)) continue;
    for (const v of vals) if (v.trim() && v.length <= 200 && !UNRESOLVED.test(v) && bad(v)) return [{ rule: c.rule, call: v, path: `args.${k}`, part: "setting" }];
  }
  // booleans and numbers: the call reader writes {DeletionProtection: false} as deletionprotection=false
  for (const w of f.actionWords.keys()) {
    const eq = w.indexOf("=");
    if (eq > 0 && holds(w.slice(0, eq)) && bad(w.slice(eq + 1))) return [{ rule: c.rule, call: w, path: f.actionWords.get(w)!, part: "setting" }];
  }
  for (const n of f.numbers) if (n.key && holds(n.key) && bad(String(n.value))) return [{ rule: c.rule, call: String(n.value), path: n.path, part: "setting" }];
  // aws rds modify-db-instance --no-deletion-protection: a negated flag turns the switch off
  if (breaks?.has("off"))
    for (const seg of f.commands)
      for (const fl of seg.flags) {
        const m = /^--(?:no|disable)-(.{2,60})$/.exec(fl.toLowerCase());
        if (m && holds(m[1]!)) return [{ rule: c.rule, call: fl, path: "args", part: "setting" }];
      }
  return undefined;
}
