// RPC METHOD call shapes (rules/guard/rpc-methods.yaml): a tool that names the act in a method string
// and the object in a model / resource string, whatever the vendor:
//   execute_method {model: "hr.leave", method: "action_approve", args: [[7706]]}   → approve; leave request
//   {model: "account.move", method: "button_draft"}                               → reset, draft; invoice
//   {model: "hr.employee", method: "write", args: [[88], {active: false}]}        → update; archive
//   {model: "helpdesk.ticket", method: "message_post", kwargs: {subtype_xmlid: "mail.mt_note"}}
//                                                                                 → an internal note, no email
//   {"jsonrpc": "2.0", "method": "private/buy"}, {method: "frappe.client.delete", doctype: "ToDo"},
//   execute_kw(db, uid, pw, "stock.picking", "button_validate", [[4]])            (positional XML-RPC)
// The method's last name loses its framing prefix and is split into words: a listed verb adds its acts,
// a read verb reads; the words after the verb (before a preposition) name what it acts on. The model's
// dotted name reads as its head noun (stock.picking → picking) and, when listed, as a rule's words for it.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, RuleFileError, type RuleFiles } from "../../rules/rule-files.ts";
import { splitWords } from "../split-words.ts";
import type { Leaf } from "./walk-args.ts";
import { isMethodKey, type CallKeys } from "./call-keys.ts";
import { HTTP_METHOD } from "./call-http-keys.ts";

const Words = z.array(z.string().min(1).max(80)).max(200);
const RpcFile = z
  .object({
    rpc: z
      .object({
        model_keys: Words.min(1),
        rpc_keys: Words,
        prefixes: Words,
        app_words: Words,
        verbs: z.array(z.object({ word: z.string().min(1).max(60), acts: Words.min(1) }).strict()).max(200),
        read_verbs: Words,
        create_verbs: Words,
        archive_keys: Words,
        note_methods: Words,
        note_markers: Words,
      })
      .strict(),
    models: z.array(
      z
        .object({ ...entryBase, names: Words.min(1), nouns: Words.min(1), type_key: z.string().min(1).max(60).optional(), types: z.record(z.string().min(1).max(60), Words.min(1)).optional(), create_acts: Words.min(1).optional(), write_acts: Words.min(1).optional() })
        .strict(),
    ),
  })
  .strict();

interface ModelDef {
  nouns: readonly string[];
  typeKey?: string;
  types?: ReadonlyMap<string, readonly string[]>;
  createActs?: readonly string[]; // what making one does: a payment created pays, a mail created sends
  writeActs?: readonly string[]; // what changing one does: a meeting written is rescheduled
}
export interface RpcMethodRules {
  modelKeys: ReadonlySet<string>;
  /** the shared method keys (call-keys.yaml); an HTTP method there is left to the HTTP readers */
  keys: CallKeys;
  rpcKeys: ReadonlySet<string>;
  prefixes: ReadonlySet<string>;
  appWords: ReadonlySet<string>;
  verbs: ReadonlyMap<string, readonly string[]>; // "unlink" → delete, remove; "send_mail" → send, email
  readVerbs: ReadonlySet<string>;
  createVerbs: ReadonlySet<string>;
  archiveKeys: ReadonlySet<string>;
  noteMethods: ReadonlySet<string>;
  noteMarkers: ReadonlySet<string>;
  models: ReadonlyMap<string, ModelDef>;
}

const FILE = "guard/rpc-methods.yaml";
const low = (w: string) => w.toLowerCase();
export function parseRpcMethodRules(files: RuleFiles, keys: CallKeys): RpcMethodRules {
  const f = parseRuleFile(files, FILE, RpcFile);
  assertUniqueIds(FILE, f.models);
  const r = f.rpc;
  const models = new Map<string, ModelDef>();
  for (const m of f.models)
    for (const n of m.names) {
      if (models.has(low(n))) throw new RuleFileError(FILE, m.id, `model ${n} is listed twice`);
      models.set(low(n), { nouns: m.nouns, ...(m.type_key ? { typeKey: low(m.type_key) } : {}), ...(m.types ? { types: new Map(Object.entries(m.types).map(([k, v]) => [low(k), v])) } : {}), ...(m.create_acts ? { createActs: m.create_acts.map(low) } : {}), ...(m.write_acts ? { writeActs: m.write_acts.map(low) } : {}) });
    }
  return {
    modelKeys: new Set(r.model_keys.map(low)),
    keys,
    rpcKeys: new Set(r.rpc_keys.map(low)),
    prefixes: new Set(r.prefixes.map(low)),
    appWords: new Set(r.app_words.map(low)),
    verbs: new Map(r.verbs.map((v) => [low(v.word), v.acts.map(low)])),
    readVerbs: new Set(r.read_verbs.map(low)),
    createVerbs: new Set(r.create_verbs.map(low)),
    archiveKeys: new Set(r.archive_keys.map(low)),
    noteMethods: new Set(r.note_methods.map(low)),
    noteMarkers: new Set(r.note_markers.map(low)),
    models,
  };
}

export interface RpcMeaning {
  actions: { word: string; where: string }[];
  targets: { raw: string; where: string }[];
  /** the argument path of the method string ("args.method"): its own words are the acts read there */
  methodPath: string;
  /** a chatter post with a note subtype: it emails no one */
  note: boolean;
  /** the acts the method's verb does ("write" → update, edit, change), empty when none is known */
  verbActs: readonly string[];
  /** the method makes a record (create, action_create_payments) */
  creates: boolean;
}

const IDENT = /^[A-Za-z_][\w.:/-]{0,120}$/;
const MODEL = /^[A-Za-z][\w]{0,40}(?:\.[A-Za-z_][\w]{0,40}){1,4}$/;
const PREPOSITIONS = new Set(["from", "to", "for", "of", "by", "with", "in", "on", "into", "as", "and"]);
const NESTED_DEPTH = 2;

interface Found {
  method: string;
  methodPath: string;
  model?: string;
  modelPath?: string;
}

/** The RPC method a call names and what it does, or undefined when the call has no such shape. */
export function rpcMeaning(args: unknown, leaves: readonly Leaf[], rules: RpcMethodRules): RpcMeaning | undefined {
  if (!args || typeof args !== "object" || Array.isArray(args)) return undefined;
  const found = findRpc(args as Record<string, unknown>, "", 0, rules);
  if (!found) return undefined;
  const out: RpcMeaning = { actions: [], targets: [], methodPath: found.methodPath, note: false, verbActs: [], creates: false };
  const where = `${found.methodPath} "${found.method.slice(0, 60)}"`;
  const bare = readMethod(found.method, where, rules, out);
  if (found.model) readModel(found.model, `${found.modelPath} "${found.model.slice(0, 60)}"`, leaves, rules, out, where);
  const written = methodWritten(out.verbActs);
  const methodLow = low(lastName(found.method));
  const noting = rules.noteMethods.has(methodLow);
  for (let i = 0; i < leaves.length && i < 400; i++) {
    const l = leaves[i]!;
    // write {active: false}: the record is archived (hidden, kept)
    if (written && rules.archiveKeys.has(low(l.key)) && (l.value === false || l.value === "false" || l.value === 0)) {
      out.actions.push({ word: "archive", where: `args.${l.path} false` }, { word: "deactivate", where: `args.${l.path} false` });
      written.done = true;
    }
    // message_post {subtype_xmlid: "mail.mt_note"}: an internal note on the record
    if (noting && typeof l.value === "string" && l.value.length <= 60 && rules.noteMarkers.has(low(l.value))) out.note = true;
  }
  if (out.note) out.actions.push({ word: "note", where: `${where} (internal note)` });
  // an unlisted verb is its own act (frappe.client.delete deletes); a note's post sends nothing
  else if (bare) out.actions.push({ word: bare, where });
  return out;
}

function methodWritten(acts: readonly string[]): { done: boolean } | undefined {
  return acts.includes("update") ? { done: false } : undefined;
}

/** The method key beside a model key, or beside a JSON-RPC envelope key; else a positional
 * execute_kw list ("res.partner", "unlink"); searched at most NESTED_DEPTH objects deep. */
function findRpc(obj: Record<string, unknown>, prefix: string, depth: number, rules: RpcMethodRules): Found | undefined {
  const keys = Object.keys(obj);
  let method: string | undefined;
  let methodKey = "";
  let model: string | undefined;
  let modelKey = "";
  let envelope = false;
  for (let i = 0; i < keys.length && i < 60; i++) {
    const k = keys[i]!;
    const kl = low(k);
    const v = obj[k];
    if (rules.rpcKeys.has(kl)) envelope = true;
    if (typeof v !== "string") continue;
    if (method === undefined && isMethodKey(k, rules.keys) && IDENT.test(v) && !HTTP_METHOD.test(v)) {
      method = v;
      methodKey = k;
    } else if (model === undefined && rules.modelKeys.has(kl) && v.length <= 120 && v.trim()) {
      model = v.trim();
      modelKey = k;
    }
  }
  if (method !== undefined && (model !== undefined || envelope))
    return { method, methodPath: `args.${prefix}${methodKey}`, ...(model !== undefined ? { model, modelPath: `args.${prefix}${modelKey}` } : {}) };
  for (let i = 0; i < keys.length && i < 60; i++) {
    const v = obj[keys[i]!];
    if (Array.isArray(v)) {
      const p = positional(v, `${prefix}${keys[i]}`, rules);
      if (p) return p;
    } else if (v && typeof v === "object" && depth < NESTED_DEPTH) {
      const f = findRpc(v as Record<string, unknown>, `${prefix}${keys[i]}.`, depth + 1, rules);
      if (f) return f;
    }
  }
  return undefined;
}

/** execute_kw(db, uid, password, "res.partner", "unlink", [[5]]): a dotted model then a method name */
function positional(list: readonly unknown[], path: string, rules: RpcMethodRules): Found | undefined {
  for (let i = 0; i + 1 < list.length && i < 8; i++) {
    const m = list[i];
    const f = list[i + 1];
    if (typeof m === "string" && typeof f === "string" && MODEL.test(m) && IDENT.test(f) && !f.includes(".") && !HTTP_METHOD.test(f))
      return { method: f, methodPath: `args.${path}.${i + 1}`, model: m, modelPath: `args.${path}.${i}` };
  }
  return undefined;
}

/** "frappe.client.delete" → delete, "private/buy" → buy, "tx.send" → send */
function lastName(method: string): string {
  let cut = -1;
  for (let i = 0; i < method.length; i++) {
    const c = method.charCodeAt(i);
    if (c === 46 || c === 47 || c === 58) cut = i; // . / :
  }
  return cut >= 0 && cut < method.length - 1 ? method.slice(cut + 1) : method;
}

/** Adds the method's acts and what it acts on; returns its verb when no act is listed for it. */
function readMethod(method: string, where: string, rules: RpcMethodRules, out: RpcMeaning): string | undefined {
  const words = splitWords(lastName(method), 12).map(low);
  let start = 0;
  while (start < words.length - 1 && rules.prefixes.has(words[start]!)) start++;
  const rest = words.slice(start);
  if (!rest.length) return undefined;
  // the verb: a listed two-word verb (send_mail, set_value), a listed word, a read verb; else the first word
  let vi = -1;
  let span = 1;
  for (let i = 0; i < rest.length && vi < 0; i++) {
    if (i + 1 < rest.length && (rules.verbs.has(`${rest[i]}_${rest[i + 1]}`) || rules.readVerbs.has(`${rest[i]}_${rest[i + 1]}`))) {
      vi = i;
      span = 2;
    } else if (rules.verbs.has(rest[i]!) || rules.readVerbs.has(rest[i]!)) vi = i;
  }
  const verb = vi >= 0 ? rest.slice(vi, vi + span).join("_") : rest[0]!;
  if (rules.createVerbs.has(verb)) out.creates = true;
  const acts = rules.verbs.get(verb);
  if (acts) {
    out.verbActs = acts;
    for (const a of acts) out.actions.push({ word: a, where });
  } else if (rules.readVerbs.has(verb)) out.actions.push({ word: "read", where });
  // what the verb acts on: the words after it up to a preposition (create_employee_from_applicant → employee),
  // or, with the verb last, the words before it (payslip_done → payslip)
  const nouns: string[] = [];
  const from = vi >= 0 ? vi + span : 1;
  for (let i = from; i < rest.length && nouns.length < 4; i++) {
    if (PREPOSITIONS.has(rest[i]!)) break;
    nouns.push(rest[i]!);
  }
  if (!nouns.length && vi > 0) for (let i = 0; i < vi && nouns.length < 4; i++) nouns.push(rest[i]!);
  if (nouns.length) out.targets.push({ raw: nouns.join(" "), where: `${where} (what it acts on)` });
  return acts || rules.readVerbs.has(verb) ? undefined : verb;
}

function readModel(model: string, where: string, leaves: readonly Leaf[], rules: RpcMethodRules, out: RpcMeaning, methodWhere: string) {
  const key = low(model);
  // the head noun: the dotted parts after an app word that names no thing, a repeated part once
  // (res.partner.bank → partner bank, mailing.mailing → mailing, stock.picking → stock picking)
  if (key.includes(".")) {
    const parts = key.split(".").slice(0, 6);
    let s = 0;
    while (s < parts.length - 1 && rules.appWords.has(parts[s]!)) s++;
    const head: string[] = [];
    for (let i = s; i < parts.length; i++) {
      const p = parts[i]!.replace(/_/g, " ");
      if (!head.length || !sameNoun(head[head.length - 1]!, p)) head.push(p);
    }
    const last = parts[parts.length - 1]!.replace(/_/g, " ");
    out.targets.push({ raw: last, where: `${where} (model)` });
    if (head.length > 1) out.targets.push({ raw: head.join(" "), where: `${where} (model)` });
  }
  const def = rules.models.get(key);
  if (!def) return;
  let nouns = def.nouns;
  if (def.typeKey && def.types)
    for (let i = 0; i < leaves.length && i < 400; i++) {
      const l = leaves[i]!;
      if (typeof l.value !== "string" || low(l.key) !== def.typeKey) continue;
      const t = def.types.get(low(l.value));
      if (t) nouns = t;
      break;
    }
  for (const n of nouns) out.targets.push({ raw: n, where: `${where} (model: ${n})` });
  // {model: "account.payment", method: "create"}: making a payment pays
  if (def.createActs && out.creates) for (const a of def.createActs) out.actions.push({ word: a, where: `${methodWhere} (creates a ${model})` });
  if (def.writeActs && out.verbActs.includes("update")) for (const a of def.writeActs) out.actions.push({ word: a, where: `${methodWhere} (changes a ${model})` });
}

function sameNoun(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s`;
}
