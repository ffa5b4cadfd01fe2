// What a REST request does to the resource its path names (rules/guard/http-resources.yaml):
//   POST …/Account/MA12/Message/ {dst: "+1415…"}   → send, message, sms (a singular collection)
//   POST …/Account/MA12/PhoneNumber/14155550177/    → buy, rent (a POST without a body to a member)
//   DELETE …/Account/MA12/Number/14155550142/       → release, unrent
//   GET  …/deletefolderrecursive?path=/Clients/x    → delete (a method-style endpoint)
// and the ids its path carries, as the arguments a tool would take them as:
//   …/user/1122/monetary-account/44120/payment      → user_id 1122, monetary_account_id 44120
import { z } from "zod";
import { parseRuleFile, RuleFileError, assertUniqueIds, type RuleFiles } from "../../rules/rule-files.ts";
import { lemma } from "./call-lemma.ts";
import { joinedWord } from "../command-word.ts";
import type { Leaf } from "./walk-args.ts";

const Words = z.array(z.string().min(1).max(60)).min(1).max(80);
const Reason = z.string().min(3).max(300);
const HttpResourcesFile = z
  .object({
    resources: z
      .array(
        z
          .object({
            id: z.string().min(1),
            reason: Reason,
            nouns: Words,
            post: Words.optional(),
            post_bare: Words.optional(),
            delete: Words.optional(),
            phone_to: Words.optional(),
          })
          .strict(),
      )
      .max(200),
    rpc_verbs: z.object({ reason: Reason, words: Words }).strict(),
    phone_keys: z.object({ reason: Reason, words: Words }).strict(),
    command_params: z.object({ reason: Reason, words: Words, read_values: Words }).strict(),
  })
  .strict();

interface ResourceDef {
  post: readonly string[];
  postBare: readonly string[];
  del: readonly string[];
  phoneTo: readonly string[];
}
export interface HttpResourceRules {
  byNoun: ReadonlyMap<string, ResourceDef>;
  rpcVerbs: readonly string[]; // longest first
  phoneKeys: ReadonlySet<string>;
  commandParams: ReadonlySet<string>;
  commandReads: ReadonlySet<string>;
}

const FILE = "guard/http-resources.yaml";
export function parseHttpResourceRules(files: RuleFiles): HttpResourceRules {
  const f = parseRuleFile(files, FILE, HttpResourcesFile);
  assertUniqueIds(FILE, f.resources);
  const byNoun = new Map<string, ResourceDef>();
  for (const r of f.resources) {
    if (!r.post && !r.post_bare && !r.delete) throw new RuleFileError(FILE, r.id, "names no act for any method");
    const def = { post: (r.post ?? []).map(joinedWord), postBare: (r.post_bare ?? []).map(joinedWord), del: (r.delete ?? []).map(joinedWord), phoneTo: (r.phone_to ?? []).map(joinedWord) };
    for (const n of r.nouns) {
      if (byNoun.has(joinedWord(n))) throw new RuleFileError(FILE, r.id, `noun ${n} is listed twice`);
      byNoun.set(joinedWord(n), def);
    }
  }
  return { byNoun, rpcVerbs: f.rpc_verbs.words.map(joinedWord).sort((a, b) => b.length - a.length), phoneKeys: new Set(f.phone_keys.words.map(joinedWord)), commandParams: new Set(f.command_params.words.map(joinedWord)), commandReads: new Set(f.command_params.read_values.map(joinedWord)) };
}

// a path segment that is an id, a version or a placeholder, not a word: 4821, v2, v2.01, $ZONE,
// {id}, a1b2c3d4e5, ord_1234, MAXXXXXXXXXXXXXXXXXX (an account id written as a run of capitals)
const VERSION = /^v\d{1,3}(?:\.\d{1,3})?$/i;
const PLACEHOLDER = /^[$:{]/;
const WORD_SEG = /^[A-Za-z][A-Za-z_-]{1,59}$/;
function isWordSeg(s: string): boolean {
  return WORD_SEG.test(s) && !/^[A-Z]{12,}$/.test(s) && !/^(?:api|rest|json|v\d)$/i.test(s);
}
function isIdSeg(s: string): boolean {
  if (!s || s.length > 80 || VERSION.test(s) || PLACEHOLDER.test(s)) return false;
  return /\d/.test(s) || /^[A-Z]{12,}$/.test(s);
}
/** a path segment's words joined and singular: monetary-account → monetaryaccount, PhoneNumber → phonenumber,
 * sales_invoices → salesinvoice (the last word made singular) */
function nounOf(seg: string): { joined: string; last: string; snake: string } {
  const words = seg.replace(/\.[a-z]{2,5}$/i, "").split(/[-_]|(?<=[a-z])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase()).slice(0, 5);
  const last = lemma(words[words.length - 1] ?? "");
  words[words.length - 1] = last;
  return { joined: words.join(""), last, snake: words.join("_") };
}

function segmentsOf(url: string): string[] {
  const p = url.replace(/[?#].*$/, "").replace(/^[a-z][a-z0-9+.-]{0,20}:\/\/[^/]{0,253}/i, "").replace(/^[^/]{0,253}/, "");
  return p.split("/").filter(Boolean).slice(-12);
}

/** The ids a URL's path carries after the collection they belong to: …/users/42 → user_id 42
 * (paths url.user_id …; at most 6). A segment after a version or at the root names nothing. */
export function pathParams(url: string): Leaf[] {
  const segs = segmentsOf(url);
  const out: Leaf[] = [];
  for (let i = 1; i < segs.length && out.length < 6; i++) {
    const id = segs[i]!;
    const noun = segs[i - 1]!;
    if (!isIdSeg(id.replace(/\.[a-z]{2,5}$/i, "")) || !isWordSeg(noun.replace(/\.[a-z]{2,5}$/i, ""))) continue;
    const key = `${nounOf(noun).snake}_id`;
    if (key.length > 64 || out.some((l) => l.key === key)) continue;
    out.push({ path: `url.${key}`, key, parentKey: "", value: id.replace(/\.(?:json|xml)$/i, "") });
  }
  return out;
}

// what follows a verb that makes it a noun of its own, not a verb and its object: senders, publishing, transferred
const NOT_A_NOUN = /^(?:e?rs?|ings?|e?d|ions?|ments?|als?|ables?|ees?|ors?|ances?|ences?|ations?)$/;
const PHONE = /^\+?\d[\d\s().-]{6,19}$/;
/** The acts a request does to the resource its path names (see the file's head). */
export function resourceActs(method: string, url: string, fields: readonly Leaf[], rules: HttpResourceRules, getReads = false): string[] {
  const segs = segmentsOf(url);
  let i = segs.length - 1;
  while (i >= 0 && !isWordSeg(segs[i]!.replace(/\.[a-z]{2,5}$/i, ""))) i--;
  if (i < 0) return queryCommands(fields, rules, []);
  const seg = segs[i]!.replace(/\.[a-z]{2,5}$/i, "");
  const member = i < segs.length - 1;
  const out: string[] = [];
  const n = nounOf(seg);
  const def = rules.byNoun.get(n.joined) ?? rules.byNoun.get(n.last);
  const hasBody = fields.some((f) => f.path.startsWith("body."));
  if (def) {
    if (method === "POST") out.push(...(member ? (hasBody ? [] : def.postBare) : def.post));
    else if (method === "DELETE") out.push(...def.del);
    if (method === "POST" && def.phoneTo.length && fields.some((f) => f.path.startsWith("body.") && rules.phoneKeys.has(joinedWord(f.key)) && typeof f.value === "string" && PHONE.test(f.value)))
      out.push(...def.phoneTo);
  }
  // a method-style endpoint, whatever the HTTP method: /deletefolderrecursive, /shareFile, /remove_user
  // (a structured HTTP tool that says GET, get_request {url: "…/bookings/7/cancel"}, reads the page: getReads)
  if (!member && !(getReads && (method === "GET" || method === "HEAD"))) {
    const low = joinedWord(seg); // (a word segment holds no "." or space)
    const v = rules.rpcVerbs.find((w) => low.startsWith(w) && (low.length === w.length || (low.length - w.length >= 3 && !NOT_A_NOUN.test(low.slice(w.length)))));
    if (v && !out.includes(v)) out.push(v);
  }
  queryCommands(fields, rules, out);
  return out;
}

/** a device command in the query, whatever the method: json.htm?…&switchcmd=Off, cm?cmnd=Power%20OFF */
function queryCommands(fields: readonly Leaf[], rules: HttpResourceRules, out: string[]): string[] {
  for (const f of fields) if (f.path.startsWith("query.") && typeof f.value === "string" && rules.commandParams.has(joinedWord(f.key))) commandActs(f.value, rules, out);
  return out;
}

/** a query command's words, and "update" for it changes state (none when it only reads: status, get, list) */
function commandActs(value: string, rules: HttpResourceRules, out: string[]): void {
  const words = value.toLowerCase().split(/[^a-z]+/, 6).filter((w) => w.length >= 2);
  if (!words.length || words.every((w) => rules.commandReads.has(w))) return;
  if (!out.includes("update")) out.push("update");
  for (const w of words) if (!out.includes(w) && !rules.commandReads.has(w)) out.push(w);
  // set sauna on, Power OFF, switchcmd=On: a command ending in on/off switches the device it names
  const last = words[words.length - 1];
  if ((last === "on" || last === "off") && words.length <= 4) out.push(last === "on" ? "turn-on" : "turn-off");
}
