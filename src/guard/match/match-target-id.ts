// A target the rule names by an id (rule-target-ids.ts): the call carries that id.
//  - an opaque id (uuid, hex, base62, a long number) is the thing wherever a call value carries it
//    whole or as one segment ("https://open.spotify.com/playlist/3cEY…?si=x", "refs/…/1f2e3d4c-…");
//  - an id cut short ("uuid 9f1e...") is the thing when a call value is a whole opaque id starting with it;
//  - a short id ("id 99120", "uid sre", "Pipeline 57") only as the whole value of an id argument
//    ({pageId: "99120"}, {folderUid: "sre"}, {pipelineId: 57}), never a count or a port.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";
import { opaqueId } from "../compile/rule-target-ids.ts";
import { abbrevMatch, ELLIPSIS } from "../compile/rule-target-abbrev.ts";

// what separates the pieces of a URL or path a shortened id may be one of (not ":": a MAC holds it)
const ID_SEPARATORS = /[/?&=#\s,;]+/;

// the key of an argument that holds an id (lowercased, without - and _): page_id, chatId, listIds, folderUid, project_ref
const ID_KEY = /(?:id|ids|uid|uuid|key|ref|slug)$/;

function isIdChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 95;
}

/** `id` (lowercase) as a whole segment of `low`: not inside a longer name ("99120" in "991201"). */
function segmentOf(low: string, id: string): boolean {
  let at = low.indexOf(id);
  for (let n = 0; at >= 0 && n < 8; n++) {
    const before = at > 0 ? low.charCodeAt(at - 1) : -1;
    const after = at + id.length < low.length ? low.charCodeAt(at + id.length) : -1;
    if (!isIdChar(before) && before !== 45 && !isIdChar(after) && after !== 45) return true;
    at = low.indexOf(id, at + 1);
  }
  return false;
}

// the call's addressing values lowercased, once per call (every id of every entry reads them)
const LOW = Symbol("addressing lowercased");
function lowered(facts: CallFacts): string[] {
  let low = facts.memo.get(LOW) as string[] | undefined;
  if (!low) {
    low = new Array(facts.addressing.length);
    for (let i = 0; i < facts.addressing.length; i++) {
      const raw = facts.addressing[i]!.raw;
      low[i] = raw.length > 600 ? "" : raw.toLowerCase();
    }
    facts.memo.set(LOW, low);
  }
  return low;
}

// the call's numbers as text, and its id arguments' values, once per call
const NUMS = Symbol("numbers as text");
function numberTexts(facts: CallFacts): string[] {
  let out = facts.memo.get(NUMS) as string[] | undefined;
  if (!out) facts.memo.set(NUMS, (out = facts.numbers.map((n) => String(n.value))));
  return out;
}
const ID_VALUES = Symbol("id argument values");
function idValues(facts: CallFacts): { key: string; vals: string[] }[] {
  let out = facts.memo.get(ID_VALUES) as { key: string; vals: string[] }[] | undefined;
  if (!out) {
    out = [];
    for (const [key, vals] of facts.keyValues) if (ID_KEY.test(key.replace(/[-_]/g, ""))) out.push({ key, vals });
    facts.memo.set(ID_VALUES, out);
  }
  return out;
}

export function idHit(t: TargetSpec, facts: CallFacts): { path: string; raw: string } | undefined {
  if (t.ids)
    for (const id of t.ids) {
      const lows = lowered(facts);
      for (let i = 0; i < facts.addressing.length; i++) {
        const v = facts.addressing[i]!;
        if (v.path === "tool" || v.raw.length < id.length - 1 || v.raw.length > 600) continue;
        const low = lows[i]!;
        if (low === id || segmentOf(low, id)) return { path: v.path, raw: v.raw };
        // "5f1a…c2" (rule-target-abbrev.ts): the whole value, or one piece of a URL or path
        if (id.includes(ELLIPSIS) && (abbrevMatch(low, id) || (low.length <= 600 && low.split(ID_SEPARATORS).some((piece) => abbrevMatch(piece, id))))) return { path: v.path, raw: v.raw };
      }
      const nums = numberTexts(facts);
      for (let i = 0; i < nums.length; i++) if (nums[i] === id) return { path: facts.numbers[i]!.path, raw: id };
    }
  // "uuid 9f1e...": a whole opaque id that starts with what the rule wrote
  if (t.idPrefixes)
    for (const pre of t.idPrefixes) {
      const lows = lowered(facts);
      for (let i = 0; i < facts.addressing.length; i++) {
        const v = facts.addressing[i]!;
        if (v.path === "tool" || v.raw.length <= pre.length || v.raw.length > 80) continue;
        if (lows[i]!.startsWith(pre) && opaqueId(v.raw)) return { path: v.path, raw: v.raw };
      }
    }
  if (t.keyIds)
    for (const id of t.keyIds) {
      for (const { key, vals } of idValues(facts)) for (const v of vals) if (v.length === id.length && v.toLowerCase() === id) return { path: `args.${key}`, raw: v };
      const nums = numberTexts(facts);
      for (let i = 0; i < nums.length; i++) if (nums[i] === id && ID_KEY.test(facts.numbers[i]!.key)) return { path: facts.numbers[i]!.path, raw: id };
    }
  return undefined;
}

/** The name inside a room or channel id: "!security-private:acme.chat" → security-private (Matrix),
 * "19:general@thread.tacv2" → general (Teams), "#ops:matrix.org" → ops. Undefined when the value
 * has no such shape (then it is a name like any other). */
export function channelIdName(raw: string): string | undefined {
  let s = raw;
  if (s.startsWith("!") || s.startsWith("#") || s.startsWith("@")) s = s.slice(1);
  else if (/^\d{1,3}:/.test(s)) s = s.slice(s.indexOf(":") + 1);
  else return undefined;
  const end = s.search(/[:@]/);
  if (end <= 0) return undefined;
  // (the rest is a server or thread host: acme.chat, thread.tacv2, matrix.org)
  return /^[\w-]{1,80}\.[\w.-]{1,120}$/.test(s.slice(end + 1)) ? s.slice(0, end) : undefined;
}

/** An address or URL at the host the rule names, or under it (www.linkedin.com under linkedin.com). */
export function domainHit(domain: string, facts: CallFacts): { path: string; raw: string } | undefined {
  for (const e of facts.emails) {
    if (e.content) continue;
    const host = e.value.slice(e.value.lastIndexOf("@") + 1);
    if (host === domain || host.endsWith(`.${domain}`)) return { path: e.path, raw: e.value };
  }
  for (const h of facts.hosts) if (h.host === domain || h.host.endsWith(`.${domain}`)) return { path: h.path, raw: h.host };
  return undefined;
}

/** The call sets one of the keys to the value (rule-target-keyvalue.ts): {status: "AUTHORISED"},
 * {settings: {waiting_room: false}}, {state: 7}, or the pair as written in a command line. */
export function keyValueHit(kv: NonNullable<TargetSpec["keyValue"]>, facts: CallFacts): { path: string; raw: string } | undefined {
  for (const [key, vals] of facts.keyValues) {
    if (!kv.keys.includes(key.replace(/[-_]/g, ""))) continue;
    for (const v of vals) if (v.length <= 60 && v.trim().toLowerCase() === kv.value) return { path: `args.${key}`, raw: v };
  }
  for (const k of kv.keys) {
    const where = facts.actionWords.get(`${k}=${kv.value}`);
    if (where) return { path: where, raw: `${k}=${kv.value}` };
  }
  for (const n of facts.numbers) if (kv.keys.includes(n.key) && String(n.value) === kv.value) return { path: n.path, raw: `${n.key}=${n.value}` };
  if (kv.eq)
    for (const v of facts.addressing) {
      if (v.path === "tool" || v.raw.length > 600 || v.raw.length < kv.eq.length) continue;
      const low = v.raw.toLowerCase();
      if (low === kv.eq || segmentOf(low, kv.eq)) return { path: v.path, raw: v.raw };
    }
  return undefined;
}

// the object a statement reads or writes, qualified: FROM hr.payroll.employees, INTO `acme.raw.events`
const SQL_OBJECT = /\b(?:from|join|into|update|table)\s+[`"[]?([A-Za-z_][\w$-]{0,60}(?:[`"\]]?\.[`"[]?[A-Za-z_][\w$-]{0,60}){1,3})/gi;
const DOTTED_NAME = /^[`"[]?[A-Za-z_][\w$-]{0,60}(?:[`"\]]?\.[`"[]?[A-Za-z_][\w$-]{0,60}){1,3}[`"\]]?;?$/;
const SQL_WORD = /^(?:from|join|into|update|table)$/i;
const READ_WORD = /^(?:from|join)/i;
const DELETE_WORD = /^delete$/i;
const DELETE_BEFORE = /\bdelete\s{1,4}$/i;
const CONTAINER_KIND = /^(?:catalog|catalogs|schema|schemas|dataset|datasets|database|databases|db)$/i;

/** "the hr catalog", "the ANALYTICS.PII schema" ~ SELECT … FROM hr.payroll.employees: the name is
 * the leading part of a qualified object name the statement uses (a catalog, schema or dataset
 * holds the tables after it), never its last part (the table) nor a word inside a column. */
// a target's container name parts, read once per compiled target (null: not a container target)
const CONTAINER_PARTS = new WeakMap<TargetSpec, string[] | null>();
function containerParts(t: TargetSpec): string[] | null {
  let parts = CONTAINER_PARTS.get(t);
  if (parts !== undefined) return parts;
  parts = null;
  const words = t.raw.trim().split(/\s+/);
  if (words.length >= 2 && CONTAINER_KIND.test(words[words.length - 1]!)) {
    const name = words.slice(0, -1).filter((w) => !/^(?:the|a|an|my|our)$/i.test(w));
    if (name.length && name.length <= 2) parts = name.join(".").toLowerCase().split(".");
  }
  CONTAINER_PARTS.set(t, parts);
  return parts;
}

// (a top-level function, not a closure per call: under tsx a named closure costs a defineProperty)
function within(raw: string, parts: readonly string[]): boolean {
  const obj = raw.toLowerCase().replace(/[`"[\];]/g, "").split(".");
  for (let at = 0; at + parts.length < obj.length && at <= 1; at++) if (parts.every((p, i) => obj[at + i] === p)) return true;
  return false;
}

// the indexes of the addressing values a qualified name can be in (not the tool; 3–4,000
// characters, holding a dot), once per call: every container target of the ledger reads them
const DOTTED = Symbol("dotted addressing values");
function dottedValues(facts: CallFacts): number[] {
  let out = facts.memo.get(DOTTED) as number[] | undefined;
  if (!out) {
    out = [];
    const values = facts.addressing;
    for (let k = 0; k < values.length; k++) {
      const v = values[k]!;
      if (v.path === "tool" || v.raw.length > 4_000 || v.raw.length < 3 || !v.raw.includes(".")) continue;
      out.push(k);
    }
    facts.memo.set(DOTTED, out);
  }
  return out;
}

export function containerHit(t: TargetSpec, facts: CallFacts): { path: string; raw: string; source: boolean } | undefined {
  const parts = containerParts(t);
  if (!parts) return undefined;
  // (most calls hold no value with a dot: nothing below can match, for any container target)
  const dotted = dottedValues(facts);
  if (!dotted.length) return undefined;
  // what a statement only reads (FROM, JOIN) is its source: a ban on writes skips it (matchAction)
  let source: { path: string; raw: string; source: boolean } | undefined;
  // (a statement a shell tool read word by word: "FROM" and "payroll.hris.salaries" are values apart)
  let split: boolean | undefined;
  const values = facts.addressing;
  for (const k of dotted) {
    const v = values[k]!;
    if (DOTTED_NAME.test(v.raw) && (split ??= values.some((w) => SQL_WORD.test(w.raw)))) {
      if (!within(v.raw, parts)) continue;
      // ("DELETE FROM FIN_PROD.GL_BALANCES": what a DELETE names after FROM is what it writes)
      if (!READ_WORD.test(values[k - 1]?.raw ?? "") || DELETE_WORD.test(values[k - 2]?.raw ?? "")) return { path: v.path, raw: v.raw, source: false };
      source ??= { path: v.path, raw: v.raw, source: true };
      continue;
    }
    if (v.raw.length < 8) continue;
    SQL_OBJECT.lastIndex = 0;
    for (let m = SQL_OBJECT.exec(v.raw), n = 0; m && n < 20; m = SQL_OBJECT.exec(v.raw), n++) {
      if (!within(m[1]!, parts)) continue;
      if (!READ_WORD.test(m[0].slice(0, 4)) || DELETE_BEFORE.test(v.raw.slice(Math.max(0, m.index - 12), m.index))) return { path: v.path, raw: m[1]!, source: false };
      source ??= { path: v.path, raw: m[1]!, source: true };
    }
  }
  return source;
}
