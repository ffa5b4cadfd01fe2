// Context lookup tables: harnesses pass the meaning of opaque ids in context.flags as objects keyed
// by the id, and the guard reads the looked-up text as another value of the argument that holds it:
//   {"monitor_names": {"3": "checkout-eu"}}       + pause_monitor {monitor_id: 3}
//        → args.monitor_id 3 = flags.monitor_names "checkout-eu" (the checkout monitors)
//   {"list_names": {"a9c1e2": "Churned 2025"}}    + send_to_list {list_ids: ["b77d10", "a9c1e2"]}
//   {"user_roles": {"31": "contractor"}}          + updateAccess {userAccesses: [{id: 31}]}
//   {"document_tags": {"812": ["tax", "2019"]}}   + bulk_edit {documents: [812, 813]}
//   {"group_names": {"2817465": "Fernhill Lab"}}  + DELETE /groups/2817465/items/AB12 (a URL segment)
// An argument holds a table's key when its value is the key and its key words (or, for a bare
// `id`, its parent's or the tool's words) share a word with the table's name (monitor_id ~
// monitor_names, tags ~ tag_names); an id of 5+ characters with a digit (2817465, 7c1e0prod) is
// distinctive enough to be read anywhere in the call (a URL segment, a command's JSON body).
// The looked-up values are added as addressing values (target groups, literal bans and value
// conditions read them) with the table's kind words (monitor_names → monitor). Bounded: at most
// MAX_TABLES tables, MAX_LEAVES argument values, MAX_ADDED looked-up values per call.
import { walkArgs } from "./walk-args.ts";
import { addAddressedValue, type CallFacts } from "./call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import { kindWords } from "./call-context-facts.ts";
import { singular } from "../split-words.ts";

const MAX_TABLES = 20;
const MAX_LEAVES = 400;
const MAX_ADDED = 40;
const MAX_ID = 100;
const MAX_VALUE = 200;
const MAX_VALUES = 10; // a looked-up list: its first items
// what separates the ids inside a call value: a URL's segments, a query's pairs, a command's words
// (context-numbers.ts splits the call's text the same way to find a table's key)
export const ID_SEPARATORS = /[\s/?&=,;:'"(){}[\]<>|\\]+/;

const NAME_WORD = /^[A-Za-z][A-Za-z.'-]{0,30}$/;

/** The marker a looked-up value's path carries: "args.monitor_id 3 = flags.monitor_names". */
export const LOOKUP_MARK = " = flags.";

interface Table {
  key: string;
  entries: Record<string, unknown>;
  words: string[]; // the table's kind words: monitor_names → monitor; document_tags → document, tag
}

/** Reads the flags' lookup tables against the call's arguments; adds what they say about the ids
 * the call carries to `facts` (once per decision). */
export function readLookupTables(facts: CallFacts, args: unknown, flags: Readonly<Record<string, unknown>> | undefined, whenKeys: ReadonlySet<string>, rules: GuardRules): void {
  if (!flags) return;
  const tables = lookupTables(flags, whenKeys, rules);
  if (!tables.length) return;
  const cr = rules.contextFacts;
  const leaves = walkArgs(args, MAX_LEAVES).leaves;
  const toolWords = new Set(facts.toolWords.map(singular));
  const seen = new Set<string>();
  let added = 0;
  const add = (t: Table, where: string, id: string) => {
    const mark = `${t.key}\u0000${id}`;
    if (seen.has(mark) || added >= MAX_ADDED) return;
    seen.add(mark);
    for (const v of lookedUp(t.entries[id])) {
      if (added++ >= MAX_ADDED) return;
      addAddressedValue(facts, rules, `${where} ${id}${LOOKUP_MARK}${t.key}`, v, t.words);
    }
  };
  for (const leaf of leaves) {
    if (typeof leaf.value === "boolean") continue;
    const value = String(leaf.value);
    const path = `args.${leaf.path}`;
    if (value.length <= MAX_ID) {
      const own = keyWordsOf(leaf.key, cr.lookupIdWords);
      // a bare id ({id: 7}, userAccesses[].id) is read by its parent's words, then the tool's
      const about = own.length ? own : keyWordsOf(leaf.parentKey, cr.lookupIdWords);
      for (const t of tables) {
        if (!Object.hasOwn(t.entries, value)) continue;
        const related = about.length ? about.some((w) => t.words.includes(w)) : t.words.some((w) => toolWords.has(w));
        if (related || distinctiveId(value)) add(t, path, value);
      }
    }
    // an id inside a longer value: a URL segment, a command's operand, a JSON body's item
    if (typeof leaf.value === "string" && value.length > 0) {
      const parts = value.length <= 4_000 ? value.split(ID_SEPARATORS, 200) : [];
      for (const p of parts) {
        if (p === value || !distinctiveId(p)) continue;
        for (const t of tables) if (Object.hasOwn(t.entries, p)) add(t, path, p);
      }
      // a name of several words as the key: {"people": {"Anika Halvorsen": "lab colleague"}}
      for (const t of tables) for (const k of namedKeys(t)) if (carriesName(value, k)) add(t, path, k);
    }
  }
}

function lookupTables(flags: Readonly<Record<string, unknown>>, whenKeys: ReadonlySet<string>, rules: GuardRules): Table[] {
  const out: Table[] = [];
  let n = 0;
  for (const key in flags) {
    if (++n > 64 || out.length >= MAX_TABLES) break;
    const v = flags[key];
    if (!v || typeof v !== "object" || Array.isArray(v) || whenKeys.has(key) || key.length > 100) continue;
    out.push({ key, entries: v as Record<string, unknown>, words: keyWordsOf(key, rules.contextFacts.pointer) });
  }
  return out;
}

/** A key's words that say what kind of thing it is: "monitor_names" → monitor; "userAccesses" → user, access. */
function keyWordsOf(key: string | undefined, drop: ReadonlySet<string>): string[] {
  return key ? kindWords(key, drop, 8) : [];
}

/** An id distinctive enough to be read wherever the call carries it: 2817465, 7c1e0prod, web-prod-3. */
function distinctiveId(s: string): boolean {
  return s.length >= 5 && s.length <= MAX_ID && /\d/.test(s) && !/^\d{4}-\d{2}/.test(s);
}

/** The table's keys that are names of several words ("Anika Halvorsen"), read inside free text. */
function namedKeys(t: Table): string[] {
  const out: string[] = [];
  let n = 0;
  for (const k in t.entries) {
    if (++n > 200) break;
    if (k.length < 5 || k.length > 60) continue;
    const words = k.split(" ");
    if (words.length >= 2 && words.length <= 4 && words.every((w) => NAME_WORD.test(w))) out.push(k);
  }
  return out;
}

function carriesName(value: string, name: string): boolean {
  if (value.length < name.length || value.length > 4_000) return false;
  const at = value.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return false;
  return !/[A-Za-z0-9]/.test(value[at - 1] ?? "") && !/[A-Za-z0-9]/.test(value[at + name.length] ?? "");
}

/** The text a table gives for an id: a string, a list of strings, or a record's string fields. */
function lookedUp(v: unknown): string[] {
  const out: string[] = [];
  const push = (x: unknown) => {
    if (typeof x === "string" && x.trim() && x.length <= MAX_VALUE && out.length < MAX_VALUES) out.push(x.trim());
  };
  if (Array.isArray(v)) for (const x of v.slice(0, MAX_VALUES)) push(x);
  else if (v && typeof v === "object") {
    let n = 0;
    for (const k in v as Record<string, unknown>) if (++n <= MAX_VALUES) push((v as Record<string, unknown>)[k]);
  } else push(v);
  return out;
}
