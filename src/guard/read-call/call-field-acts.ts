// RECORD WRITES whose act is in the FIELD they set (rules/guard/field-acts.yaml). Generic record
// APIs change a record by sending the changed fields; the field's name and value say the act:
//   execute_method {method: "write", args: [[930], {user_ids: [[6, 0, [17]]]}]}  → assign, reassign
//   PATCH {assignee_id: 17}, edit_issue {fields: {assignee: {accountId: "…"}}}  → assign
//   update_task {status: "Done"}, {state: "closed"}                            → close
//   {date_deadline: "2026-12-20"}                                              → deadline changed
//   {opt_out: false} → resubscribe;  {resource_calendar_id: 3} → working hours
//   {groups_id: [[4, 23]]} → grant;  {groups_id: [[3, 23]]} → revoke          (Odoo x2many commands)
// Read only for a call that writes (a write word in the tool name or its method / action value);
// a search's filter names what it looks for and is skipped. A title-only write reads nothing.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { RuleFileError, assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { splitWords } from "../split-words.ts";
import { normKey } from "./call-meaning-rules.ts";
import { isMethodKey, type CallKeys } from "./call-keys.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

const Words = z.array(z.string().min(1).max(80)).max(100);
const Seq = z.array(z.string().regex(/^[a-z0-9]{1,24}$/)).min(1).max(4);
const When = z.enum(["added", "removed", "changed", "true", "false", "value"]);
const ActDef = z.object({ when: When, values: Words.optional(), actions: Words.optional(), targets: Words.optional() }).strict();
const FieldDef = z.object({ ...entryBase, heads: z.array(Seq).min(1).max(40), suffixed: z.array(Seq).max(20).optional(), value_target: z.boolean().optional(), whole_key: z.boolean().optional(), acts: z.array(ActDef).min(1).max(10) }).strict();
const FieldActsFile = z.object({ write_words: Words.min(1), filter_keys: Words, tail_stop: Words, suffixes: Words, fields: z.array(FieldDef) }).strict();

type WhenKind = z.infer<typeof When>;
interface FieldAct {
  when: WhenKind;
  values: ReadonlySet<string>;
  actions: readonly string[];
  targets: readonly string[];
}
interface FieldActDef {
  id: string;
  valueTarget: boolean;
  acts: readonly FieldAct[];
}
export interface FieldActRules {
  writeWords: ReadonlySet<string>;
  /** the shared method keys (call-keys.yaml): a write word in one makes the call a write */
  keys: CallKeys;
  filterKeys: ReadonlySet<string>;
  suffixes: ReadonlySet<string>;
  tailStop: ReadonlySet<string>;
  /** head words joined by a space → the field; `suffixedOnly` when the bare head is too loose ("user") */
  heads: ReadonlyMap<string, { def: FieldActDef; suffixedOnly: boolean; wholeKey: boolean }>;
}

const FILE = "guard/field-acts.yaml";
const low = (w: string) => w.toLowerCase();
export function parseFieldActRules(files: RuleFiles, keys: CallKeys): FieldActRules {
  const doc = parseRuleFile(files, FILE, FieldActsFile);
  assertUniqueIds(FILE, doc.fields);
  const heads = new Map<string, { def: FieldActDef; suffixedOnly: boolean; wholeKey: boolean }>();
  for (const f of doc.fields) {
    const acts = f.acts.map((a) => {
      if (a.when === "value" && !a.values?.length) throw new RuleFileError(FILE, f.id, "an act `when: value` needs values");
      if (!a.actions?.length && !a.targets?.length) throw new RuleFileError(FILE, f.id, "an act adds no actions and no targets");
      return { when: a.when, values: new Set((a.values ?? []).map(low)), actions: (a.actions ?? []).map(low), targets: a.targets ?? [] };
    });
    const def: FieldActDef = { id: f.id, valueTarget: f.value_target ?? false, acts };
    const loose = new Set((f.suffixed ?? []).map((s) => s.join(" ")));
    for (const h of f.heads) {
      const k = h.join(" ");
      if (heads.has(k)) throw new RuleFileError(FILE, f.id, `head "${k}" is listed twice`);
      heads.set(k, { def, suffixedOnly: loose.has(k), wholeKey: f.whole_key ?? false });
    }
  }
  return { writeWords: new Set(doc.write_words.map(low)), keys, filterKeys: new Set(doc.filter_keys.map(normKey)), suffixes: new Set(doc.suffixes.map(low)), tailStop: new Set(doc.tail_stop.map(low)), heads };
}

const MAX_NODES = 400;
const MAX_DEPTH = 10;

/** Whether the call writes: a write word in its tool name or in a method / action value ("write", "PATCH"). */
function writes(toolWords: readonly string[], args: unknown, rules: FieldActRules): boolean {
  for (const w of toolWords) if (rules.writeWords.has(w)) return true;
  if (!args || typeof args !== "object" || Array.isArray(args)) return false;
  for (const [k, v] of Object.entries(args as Record<string, unknown>)) {
    if (typeof v !== "string" || v.length > 80 || !isMethodKey(k, rules.keys)) continue;
    for (const w of splitWords(v, 12)) if (rules.writeWords.has(w)) return true;
  }
  return false;
}

// fieldOf depends on the key and the rules only, and tools resend the same keys: one read per key
// (null: no field), per rules object, bounded
let fieldMemoRules: FieldActRules | undefined;
let fieldMemo = new Map<string, FieldActDef | null>();
const FIELD_MEMO_MAX = 4_000;

/** The field a key names: its words less trailing address words (user_ids → user), looked up. */
function fieldOf(key: string, rules: FieldActRules): FieldActDef | undefined {
  if (key.length > 60) return undefined;
  if (fieldMemoRules !== rules) {
    fieldMemoRules = rules;
    fieldMemo = new Map();
  }
  const known = fieldMemo.get(key);
  if (known !== undefined) return known ?? undefined;
  const def = readFieldOf(key, rules);
  if (fieldMemo.size >= FIELD_MEMO_MAX) fieldMemo.clear();
  fieldMemo.set(key, def ?? null);
  return def;
}

function readFieldOf(key: string, rules: FieldActRules): FieldActDef | undefined {
  const words = splitWords(key, 8);
  let end = words.length;
  while (end > 1 && rules.suffixes.has(words[end - 1]!)) end--;
  if (end === 0) return undefined;
  const hit = rules.heads.get(end === words.length ? words.join(" ") : words.slice(0, end).join(" "));
  if (hit) return hit.suffixedOnly && end === words.length ? undefined : hit.def;
  // the key's last words: hs_email_optout → optout, x_studio_assignee → assignee (not created_by_user)
  for (let i = 1; i < end; i++) {
    if (rules.tailStop.has(words[i - 1]!)) return undefined;
    const tail = rules.heads.get(words.slice(i, end).join(" "));
    // (a whole-key field is not read from a longer key's end: environmentGroupIds, security_group_ids, log_group)
    if (tail && !tail.suffixedOnly && !tail.wholeKey) return tail.def;
  }
  return undefined;
}

interface Shape {
  added: boolean;
  removed: boolean;
  bool: boolean | undefined;
  texts: string[]; // the string values set ("Done", "HR Manager")
}

// Odoo x2many commands: [0, 0, vals] create, [1, id, vals] update, [2, id] delete, [3, id] unlink,
// [4, id] link, [5] clear, [6, 0, ids] replace
function commandShape(cmd: readonly unknown[], s: Shape): boolean {
  const op = cmd[0];
  if (typeof op !== "number" || !Number.isInteger(op) || op < 0 || op > 6) return false;
  if (op === 0 || op === 4) s.added = true;
  else if (op === 2 || op === 3 || op === 5) s.removed = true;
  else if (op === 6) {
    const ids = cmd[2];
    if (Array.isArray(ids) && ids.length) s.added = true;
    else s.removed = true;
  }
  return true;
}

function textsOf(v: unknown, s: Shape, depth: number): void {
  if (typeof v === "string") {
    if (v.length <= 80 && s.texts.length < 8) s.texts.push(v);
  } else if (v && typeof v === "object" && !Array.isArray(v) && depth < 2) {
    for (const [k, x] of Object.entries(v as Record<string, unknown>).slice(0, 12)) {
      const n = normKey(k);
      if (n === "name" || n === "value" || n === "status" || n === "state" || n === "title" || n === "label" || n === "id" || n === "key") textsOf(x, s, depth + 1);
    }
  }
}

/** What a value does to the field it is set on. */
function shapeOf(v: unknown): Shape {
  const s: Shape = { added: false, removed: false, bool: undefined, texts: [] };
  if (v === null || v === undefined) s.removed = true;
  else if (typeof v === "boolean") s.bool = v;
  else if (typeof v === "number") s.added = true;
  else if (typeof v === "string") {
    const t = v.trim().toLowerCase();
    if (t === "true" || t === "false") s.bool = t === "true";
    else if (!t || t === "null" || t === "none") s.removed = true;
    else {
      s.added = true;
      textsOf(v, s, 0);
    }
  } else if (Array.isArray(v)) {
    if (!v.length) s.removed = true;
    for (const item of v.slice(0, 20)) {
      if (Array.isArray(item) && commandShape(item, s)) continue;
      // [{add: "x"}] / [{remove: "x"}] (Jira update operations), or a plain list of ids / names / objects
      if (item && typeof item === "object" && !Array.isArray(item)) {
        const o = item as Record<string, unknown>;
        if ("remove" in o) s.removed = true;
        else if ("add" in o || "set" in o) s.added = true;
        else s.added = true;
        textsOf(o.add ?? o.set ?? o, s, 0);
      } else if (item !== null && item !== "") {
        s.added = true;
        textsOf(item, s, 0);
      }
    }
  } else if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (!keys.length) s.removed = true;
    else if ("remove" in o && !("add" in o)) s.removed = true;
    else s.added = true;
    textsOf("add" in o ? o.add : o, s, 0);
  }
  return s;
}

function holds(a: FieldAct, s: Shape): boolean {
  switch (a.when) {
    case "added":
      return s.added;
    case "removed":
      return s.removed;
    case "changed":
      return s.added || s.removed;
    case "true":
      return s.bool === true;
    case "false":
      return s.bool === false;
    case "value":
      for (const t of s.texts) for (const w of splitWords(t, 8)) if (a.values.has(w)) return true;
      return false;
  }
}

/** The acts a record write's fields perform; [] when the call does not write. */
export function fieldActMeanings(toolWords: readonly string[], args: unknown, rules: FieldActRules): MeaningFact[] {
  if (!args || typeof args !== "object" || !writes(toolWords, args, rules)) return [];
  const out: MeaningFact[] = [];
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: args, path: "args", depth: 0 }];
  let nodes = 0;
  while (stack.length && nodes < MAX_NODES) {
    const { v, path, depth } = stack.pop()!;
    nodes++;
    if (depth > MAX_DEPTH || !v || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (let i = Math.min(v.length, 20) - 1; i >= 0; i--) stack.push({ v: v[i], path: `${path}.${i}`, depth: depth + 1 });
      continue;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (++nodes > MAX_NODES) break;
      if (rules.filterKeys.has(normKey(k))) continue;
      const def = fieldOf(k, rules);
      if (!def) {
        if (x && typeof x === "object") stack.push({ v: x, path: `${path}.${k}`, depth: depth + 1 });
        continue;
      }
      const s = shapeOf(x);
      for (const a of def.acts) {
        if (!holds(a, s)) continue;
        const targets = def.valueTarget ? [...a.targets, ...s.texts] : a.targets;
        out.push({ id: def.id, actions: a.actions, targets, programs: [], where: `${path}.${k} ${JSON.stringify(x)?.slice(0, 40) ?? ""} (${def.id})` });
      }
    }
  }
  return out;
}
