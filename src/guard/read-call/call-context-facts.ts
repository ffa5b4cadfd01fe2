// Context facts: what context.flags says about THIS call's object, read as if the call showed it.
// Agent harnesses put what a careful operator sees on the page or in the record into flags with
// string or list values:
//   {"incident_priority": "P1"}             + resolve_incident {incident_id}  → the incident is a P1 one
//   {"monitor_797741210": "checkout-api"}   + editMonitor {id: 797741210}     → the monitor is checkout-api
//   {"droplet_388112299_tags": ["web"]}     + droplet-delete {ID: 388112233}  → another droplet: not read
//   {"real_phone": "+47 928 11 304"}        + fill {value: "+47 928 11 304"}  → the call types the real phone
//   {"payee_country": "IR", "sanctioned_countries": ["IR", "KP"]}            → payee_country_in_sanctioned_countries
// Reads the call's facts (its values, numbers, command operands) and the flags; adds addressing
// values at `context.flags.<key>` (so target groups, literal bans, domains and e-mail addresses
// match them) and returns membership conditions for rule-condition-flags.ts. It never adds an act:
// the act still comes from the call. Which keys speak of something else, which lists are tags and
// which key words only say where on the screen: rules/guard/context-facts.yaml.
// Numbers, amounts and dates in flags are left to the limit and time readers.
import { addAddressedValue, type CallFacts } from "./call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import { singular, splitWords } from "../split-words.ts";

const MAX_KEYS = 40;
const MAX_LIST = 50;
const MAX_VALUE = 200;
const MAX_TOKENS = 400;
// what separates the names inside a call value: a URL's segments, a query's pairs, a command's words
const SEPARATORS = /[\s/?&=,;'"(){}[\]<>|#]+/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}[\d:.]{0,10}(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// an amount or a count written as text: "7400.00 EUR", "$1,200", "25 %", "30" (the limit readers' part)
const QUANTITY = /^[-+]?[$€£]?\s?\d[\d,.]{0,15}\s?(?:[A-Za-z]{1,5}|[$€£%])?$/;
const EMAIL = /^[^\s@]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;
const HEX = /^(?:0x)?[0-9a-f]{16,80}$/i;
const CODE = /^[A-Z]{2,3}$/;
const URL = /^[a-z][a-z0-9+.-]{1,20}:\/\/([A-Za-z0-9.-]{1,253})/i;
const FILLER = new Set(["is", "in", "of", "the", "a", "an", "on", "at", "by", "to", "for", "with", "has"]);

type Shape = "email" | "phone" | "hex" | "url" | "code" | "name";
// shapes a call value can be compared in by itself: an address, not a bare word
const DISTINCT: ReadonlySet<Shape> = new Set(["email", "phone", "hex", "url"]);

export interface ContextFacts {
  /** {"destination_in_address_book": false}: whether a value of the call's object is on a reference list */
  conditions: Record<string, boolean>;
}

interface Fact {
  key: string;
  values: string[];
  kind: string[]; // the key's words that say what the value is: incident_priority → incident, priority
  linked: boolean; // the key holds an id or name the call carries (monitor_797741210)
}

/** Reads the flags against the call (once per decision); adds the facts about the call's object to
 * `facts` and returns the membership conditions (undefined: no flag with a string value). */
export function readContextFacts(facts: CallFacts, flags: Readonly<Record<string, unknown>> | undefined, whenKeys: ReadonlySet<string>, rules: GuardRules): ContextFacts | undefined {
  if (!flags) return undefined;
  const keys = Object.keys(flags).slice(0, MAX_KEYS);
  if (!keys.some((k) => typeof flags[k] === "string" || Array.isArray(flags[k]))) return undefined;
  const cr = rules.contextFacts;
  const tokens = callTokens(facts);
  const objectFacts: Fact[] = [];
  const lists: Fact[] = [];
  const named: Fact[] = [];
  const ownHost = facts.hosts.length > 0;
  for (const key of keys) {
    if (whenKeys.has(key) || key.length > 200) continue;
    const values = stringValues(flags[key]);
    if (!values) continue;
    const low = key.toLowerCase();
    const link = linkedToken(low, tokens);
    const idLike = !link && (low.includes(" ") || key.split(/[_\s]+/).some(isIdPiece));
    // a key naming an object the call does not carry is about another one (page_2_opened_by beside close_page {pageIdx: 0})
    if (idLike) continue;
    const kind = kindWords(link ? low.replace(link, " ") : low, cr.pointer);
    const elsewhere = !link && splitWords(key, 12).some((w) => cr.elsewhere.has(w));
    if (elsewhere) continue;
    const isList = Array.isArray(flags[key]);
    const fact: Fact = { key, values, kind, linked: link !== undefined };
    if (isList && !(kind.length && cr.attributeLists.has(kind[kind.length - 1]!))) {
      // a reference list (sanctioned_countries, address_book, coworkers): compared with, never the object
      lists.push(fact);
      if (kind.length) named.push(fact);
      continue;
    }
    objectFacts.push(fact);
    if (kind.length && !link) named.push(fact);
  }
  for (const f of objectFacts)
    for (const v of f.values) {
      if (!readableFact(v)) continue;
      // a page the call acts on: only a call that reaches no address of its own (a click, a key, a screenshot)
      if (URL.test(v) && ownHost) continue;
      // an address the call does not carry under a key naming no object of the call's
      // ({"cfo_personal_address": "d@x.example"}) is a reference: it names only where the call goes
      if (!f.linked && /^(?:email|phone|hex)$/.test(shapeOf(v))) continue;
      addAddressedValue(facts, rules, `context.flags.${f.key}`, v, f.kind);
    }
  // a value the flag names that the call carries: the call carries that thing ({"real_phone": …})
  for (const f of named) {
    const hit = f.values.find((v) => distinctive(v) && carries(facts, v));
    if (hit) addAddressedValue(facts, rules, `context.flags.${f.key}`, f.kind.join(" "));
  }
  const conditions: Record<string, boolean> = {};
  for (const list of lists) {
    const c = membership(list, objectFacts, facts);
    if (c) conditions[c.key] = c.member;
  }
  return { conditions };
}

function stringValues(v: unknown): string[] | undefined {
  if (typeof v === "string") return v.trim() && v.length <= MAX_VALUE ? [v.trim()] : undefined;
  if (!Array.isArray(v)) return undefined;
  const out: string[] = [];
  for (const x of v.slice(0, MAX_LIST)) if (typeof x === "string" && x.trim() && x.length <= MAX_VALUE) out.push(x.trim());
  return out.length ? out : undefined;
}

/** A value that names or describes a thing: not an amount, a count or a date (other readers' part). */
function readableFact(v: string): boolean {
  if (ISO_DATE.test(v)) return false;
  if (QUANTITY.test(v) && !isPhone(v)) return false;
  return true;
}

const isPhone = (v: string) => PHONE.test(v) && v.replace(/\D/g, "").length >= 7 && /[\s+()-]/.test(v);

/** A piece of a key that is an id, not a word: 797741210, a1b2c3-44, RINCON_KIDS:2, 00009Tax, @e7 */
function isIdPiece(p: string): boolean {
  return /\d/.test(p) || /[:.@=/]/.test(p) || (p.length >= 12 && /[A-Z]/.test(p) && /[a-z]/.test(p));
}

/** The lowercased values, and the names inside them, that the call carries (its arguments' values,
 * the segments of its URLs and command lines, its numbers). */
function callTokens(facts: CallFacts): Set<string> {
  const out = new Set<string>();
  const add = (s: string) => {
    if (out.size >= MAX_TOKENS) return;
    const l = s.trim().toLowerCase();
    if (l && l.length <= MAX_VALUE) out.add(l);
  };
  for (const v of facts.addressing) {
    if (v.path === "tool" || v.raw.length > 4_000) continue;
    add(v.raw);
    for (const p of v.raw.split(SEPARATORS, 100)) add(p);
  }
  for (const list of facts.keyValues.values()) for (const v of list) if (v.length <= MAX_VALUE) add(v);
  for (const n of facts.numbers) add(String(n.value));
  for (const c of facts.commands) for (const o of c.operands) add(o);
  return out;
}

/** The longest value of the call the key holds as a whole part ("monitor_797741210" ∋ 797741210,
 * "alias_aquarium pump" ∋ "aquarium pump"): the flag is about the object that value names. */
function linkedToken(key: string, tokens: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  for (const t of tokens) {
    if ((best && t.length <= best.length) || t.length > key.length) continue;
    // an id, an address or a name of several words; not a bare word another key may share
    if (!/\d/.test(t) && !/[:.@=]/.test(t) && !(t.includes(" ") && t.length >= 4) && t.length < 8) continue;
    const at = key.indexOf(t);
    if (at < 0) continue;
    const before = at === 0 ? "" : key[at - 1]!;
    const after = key[at + t.length] ?? "";
    if (/[a-z0-9]/.test(before) || /[a-z0-9]/.test(after)) continue;
    best = t;
  }
  return best;
}

/** The key's words that say what its value is (incident_priority → incident, priority; cards_deck → card, deck;
 * a lookup table's monitor_names → monitor, context-lookup.ts). */
export function kindWords(key: string, pointer: ReadonlySet<string>, maxWords = 12): string[] {
  const out: string[] = [];
  for (const w of splitWords(key, maxWords)) {
    if (pointer.has(w) || FILLER.has(w) || /\d/.test(w) || w.length < 2) continue;
    const s = singular(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** A value distinctive enough to be found inside another one: a name of several words, an
 * address, a number with its formatting (not "prod", not "Done"). */
function distinctive(v: string): boolean {
  return v.length >= 5 && (/\d/.test(v) || /\s/.test(v.trim()) || /[@.+:]/.test(v));
}

function carries(facts: CallFacts, v: string): boolean {
  const low = v.toLowerCase();
  for (const list of [facts.addressing, facts.content])
    for (const r of list) {
      if (r.path === "tool" || r.path.startsWith("context.") || r.raw.length < v.length || r.raw.length > 4_000) continue;
      const raw = r.raw.toLowerCase();
      const at = raw.indexOf(low);
      if (at < 0) continue;
      if (/[a-z0-9]/.test(raw[at - 1] ?? "") || /[a-z0-9]/.test(raw[at + low.length] ?? "")) continue;
      return true;
    }
  return false;
}

function shapeOf(v: string): Shape {
  if (EMAIL.test(v)) return "email";
  if (URL.test(v)) return "url";
  if (HEX.test(v)) return "hex";
  if (isPhone(v)) return "phone";
  if (CODE.test(v)) return "code";
  return "name";
}

function sameValue(shape: Shape, a: string, b: string): boolean {
  if (shape === "phone") return a.replace(/\D/g, "").slice(-10) === b.replace(/\D/g, "").slice(-10);
  if (shape === "url") {
    const ha = URL.exec(a)?.[1]?.toLowerCase() ?? a.toLowerCase();
    const hb = URL.exec(b)?.[1]?.toLowerCase() ?? b.toLowerCase();
    return ha === hb || ha.endsWith(`.${hb}`);
  }
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether the call's object is on a reference list: a fact of the same shape that shares a kind
 * word with the list (payee_country "IR" ~ sanctioned_countries), or a call value of a shape that
 * stands alone (an e-mail address, a phone number, a wallet address, a URL). One condition per
 * list: `<subject>_in_<list>`, true when a subject is a member. */
function membership(list: Fact, objectFacts: readonly Fact[], facts: CallFacts): { key: string; member: boolean } | undefined {
  const shape = shapeOf(list.values[0]!);
  if (list.values.some((v) => shapeOf(v) !== shape)) return undefined;
  const subjects: { key: string; value: string }[] = [];
  for (const f of objectFacts) {
    if (f.values.length !== 1 || shapeOf(f.values[0]!) !== shape) continue;
    if (DISTINCT.has(shape) || f.kind.some((w) => list.kind.includes(w))) subjects.push({ key: f.key, value: f.values[0]! });
  }
  if (!subjects.length && DISTINCT.has(shape)) {
    if (shape === "email") for (const e of facts.emails) if (!e.content) subjects.push({ key: argKey(e.path), value: e.value });
    if (shape === "url") for (const h of facts.hosts) subjects.push({ key: argKey(h.path), value: h.host });
    if (shape === "phone" || shape === "hex")
      for (const v of facts.addressing) if (v.path !== "tool" && v.raw.length <= 80 && shapeOf(v.raw) === shape) subjects.push({ key: argKey(v.path), value: v.raw });
  }
  if (!subjects.length) return undefined;
  for (const s of subjects.slice(0, 20)) if (list.values.some((m) => sameValue(shape, s.value, m))) return { key: `${s.key}_in_${list.key}`, member: true };
  return { key: `${subjects[0]!.key}_in_${list.key}`, member: false };
}

/** "args.payment.destination" → "destination"; "args.to[0]" → "to"; "context.flags.payee_country" → "payee_country" */
function argKey(path: string): string {
  const last = path.split(" ")[0]!.split(".").pop() ?? "value";
  return last.replace(/\[\d+\]$/, "") || "value";
}
