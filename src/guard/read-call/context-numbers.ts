// Numbers and dates the caller states in context.flags about the call's object or the session,
// read by the words of their keys (rules/guard/flag-numbers.yaml):
//   {"paid_today_usd": 2600}                      → money so far, period day
//   {"cart_total_usd": 95}, {"invoice_total": "7400.00 EUR"} → the object's money
//   {"cancellation_fee_usd": 50}                  → money, a part (taken only when the rule names it)
//   {"payment_date": "2026-03-02"} (context.now)  → the object's age
//   {"recipient_14820011_created_hours_ago": 720} → an age (of recipient 14820011 only)
//   {"item_ends_in_minutes": 20}, {"sprint_end": "2025-12-12"} → a time left
//   {"rate": {"amount": "46.20", "currency": "USD"}}  → a record: rate_amount, money (its currency field)
//   {"products": {"2290": {"regular_price": "89.00"}}} → a table: products_2290_regular_price, read
//                                                        only when the call carries 2290
// A key carrying an id (a word with a digit, 3+ characters) is about that object: when the call
// does not carry the id, the flag is about another object and is not read for this call.
// Read once per call (memo on the call's facts); the limit and age matchers ask for it.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { CallFacts } from "./call-facts.ts";
import { ID_SEPARATORS } from "./context-lookup.ts";

const FILE = "guard/flag-numbers.yaml";
const ROLES = ["currency", "currency_field", "amount", "part", "so_far", "day", "week", "month", "date", "ends", "ago", "age", "left", "minute", "hour", "day_unit", "week_unit", "counting", "count_mark", "coin_units", "session"] as const;
type Role = (typeof ROLES)[number];
export type FlagNumberWords = Record<Role, ReadonlySet<string>>;

export function parseFlagNumberWords(files: RuleFiles): FlagNumberWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

export interface FlagMoney {
  key: string;
  words: string[]; // the key's words, currency and id words left out: cart, total
  value: number;
  soFar: boolean; // paid / spent already: the earlier part of a total
  part: boolean; // a fee, a tip: not the object's amount unless the rule names it
  period?: "day" | "week" | "month";
}
export interface FlagTime {
  key: string;
  words: string[];
  // ms since the object was made (an age) or until it ends (left); exactly one is set
  ageMs?: number;
  leftMs?: number;
  shown: string; // "payment_date 2026-03-02"
}
export interface FlagNumbers {
  money: FlagMoney[];
  times: FlagTime[];
}

const NONE: FlagNumbers = Object.freeze({ money: [], times: [] }) as FlagNumbers;
const MEMO = Symbol("flag numbers");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "time_entry_2401877_spent_date" → time, entry, 2401877, spent, date ("endsInMinutes" → ends, in, minutes). */
export function keyWords(key: string): string[] {
  if (key.length > 120) return [];
  return key
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
}
const isIdWord = (w: string) => w.length >= 3 && /\d/.test(w) && !/^\d{1,2}(?:h|d|m)$/.test(w);

// "7400.00 EUR", "€249.00", "USD 1,200", "400.00 NOK": a number written with its currency
const MONEY_TEXT = /^\s{0,3}([€$£¥]|[A-Za-z]{3})?\s{0,3}(\d{1,12}(?:[.,]\d{3}){0,4}(?:[.,]\d{1,2})?)\s{0,3}([A-Za-z]{3}|[€$£¥])?\s{0,3}$/;
function moneyValue(v: unknown, words: FlagNumberWords): { n: number; currency: boolean } | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? { n: v, currency: false } : undefined;
  if (typeof v !== "string" || v.length > 40) return undefined;
  const m = MONEY_TEXT.exec(v);
  if (!m) return undefined;
  const cur = [m[1], m[3]].find((x) => x !== undefined);
  if (cur && cur.length === 3 && !words.currency.has(cur.toLowerCase())) return undefined;
  const n = parseAmount(m[2]!);
  return n === undefined ? undefined : { n, currency: !!cur };
}
/** "7400.00" → 7400, "5.000,50" → 5000.5, "1,200" → 1200. */
function parseAmount(s: string): number | undefined {
  const lastSep = Math.max(s.lastIndexOf("."), s.lastIndexOf(","));
  let text = s;
  if (lastSep >= 0) {
    const decimals = s.length - lastSep - 1;
    // a separator followed by exactly 3 digits groups thousands; by 1–2 it is the decimal point
    text = decimals === 3 ? s.replace(/[.,]/g, "") : s.slice(0, lastSep).replace(/[.,]/g, "") + "." + s.slice(lastSep + 1);
  }
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?)?$/;
function dateMs(v: unknown): number | undefined {
  if (typeof v !== "string" || v.length > 40) return undefined;
  if (!ISO_DAY.test(v)) return undefined;
  const t = Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
  return Number.isNaN(t) ? undefined : t;
}

function unitMs(ws: readonly string[], words: FlagNumberWords): number | undefined {
  for (const w of ws) {
    if (words.minute.has(w)) return MINUTE;
    if (words.hour.has(w)) return HOUR;
    if (words.day_unit.has(w)) return DAY;
    if (words.week_unit.has(w)) return 7 * DAY;
  }
  return undefined;
}

/** The numbers and dates of context.flags that are about this call (read once per call). */
export function flagNumbers(flags: Readonly<Record<string, unknown>> | undefined, facts: CallFacts, words: FlagNumberWords, now: Date): FlagNumbers {
  if (!flags) return NONE;
  const memo = facts.memo.get(MEMO) as FlagNumbers | undefined;
  if (memo) return memo;
  const out: FlagNumbers = { money: [], times: [] };
  let carried: string | undefined; // the call's values as one text, built on the first id seen
  let tokens: Set<string> | undefined;
  for (const { key, value: v, tableKeys, inCurrency } of flagLeaves(flags, words)) {
    const ws = keyWords(key);
    if (!ws.length) continue;
    // "recipient_14820011_created_hours_ago" beside a transfer to 14900777: another recipient's age
    const ids = ws.filter(isIdWord);
    if (ids.length || tableKeys.length) {
      carried ??= callText(facts);
      if (!ids.every((id) => carried!.includes(id))) continue;
      // a table's key ({"products": {"2290": …}}) is about the call only when the call carries it whole
      if (tableKeys.length) tokens ??= callTokens(carried);
      if (!tableKeys.every((k) => tokens!.has(k.toLowerCase()))) continue;
    }
    const plain = ws.filter((w) => !isIdWord(w));
    const time = readTime(key, plain, v, words, now);
    if (time) {
      out.times.push(time);
      continue;
    }
    const money = moneyValue(v, words);
    if (!money) continue;
    const isCurrency = money.currency || inCurrency || plain.some((w) => words.currency.has(w));
    if (!isCurrency && !plain.some((w) => words.amount.has(w))) continue;
    const soFar = plain.some((w) => words.so_far.has(w));
    const period = plain.some((w) => words.day.has(w)) ? "day" : plain.some((w) => words.week.has(w)) ? "week" : plain.some((w) => words.month.has(w)) ? "month" : undefined;
    out.money.push({
      key,
      words: plain.filter((w) => !words.currency.has(w)),
      value: money.n,
      soFar,
      part: plain.some((w) => words.part.has(w)),
      ...(period ? { period } : {}),
    });
  }
  const result = out.money.length || out.times.length ? out : NONE;
  facts.memo.set(MEMO, result);
  return result;
}

function readTime(key: string, plain: string[], v: unknown, words: FlagNumberWords, now: Date): FlagTime | undefined {
  const ends = plain.some((w) => words.ends.has(w));
  if (typeof v === "string") {
    // a date: the object's date (an age) or its end (a time left)
    if (!plain.some((w) => words.date.has(w) || words.ends.has(w))) return undefined;
    const t = dateMs(v);
    if (t === undefined) return undefined;
    const shown = `${key} ${v}`;
    return ends ? { key, words: plain, leftMs: t - now.getTime(), shown } : { key, words: plain, ageMs: now.getTime() - t, shown };
  }
  const n = v as number;
  if (!Number.isFinite(n)) return undefined;
  const unit = unitMs(plain, words);
  if (unit === undefined) return undefined;
  const shown = `${key} ${n}`;
  if (plain.some((w) => words.ago.has(w)) || plain.some((w) => words.age.has(w))) return { key, words: plain, ageMs: n * unit, shown };
  if (plain.some((w) => words.left.has(w)) && (ends || plain.includes("left") || plain.includes("remaining"))) return { key, words: plain, leftMs: n * unit, shown };
  return undefined;
}

interface FlagLeaf {
  key: string; // the path's keys joined: rate_amount, products_2290_regular_price
  value: number | string;
  tableKeys: string[]; // keys of lookup tables on the path: the ids the call must carry
  inCurrency: boolean; // a sibling currency field names a known currency: {"amount": "46.20", "currency": "USD"}
}
const MAX_LEAVES = 64;
const MAX_DEPTH = 2; // flags → record, flags → table → record

/** The number and text leaves of the flags, records and id tables opened (bounded). */
function flagLeaves(flags: Readonly<Record<string, unknown>>, words: FlagNumberWords): FlagLeaf[] {
  const out: FlagLeaf[] = [];
  visitFlags(out, words, flags, "", [], 0);
  return out;
}
// (a top-level function, not a closure in flagLeaves: under tsx a named closure costs a
// defineProperty per call, the hot-path cost call-facts.ts's visitArgv avoids too)
function visitFlags(out: FlagLeaf[], words: FlagNumberWords, obj: Readonly<Record<string, unknown>>, prefix: string, tableKeys: string[], depth: number): void {
  const keys = Object.keys(obj);
  const table = depth > 0 && keys.length > 0 && keys.every((k) => isPlainObject(obj[k]));
  const inCurrency = depth > 0 && keys.some((k) => isCurrencyField(k, obj[k], words));
  for (const k of keys) {
    if (out.length >= MAX_LEAVES || k.length > 120) return;
    const v = obj[k];
    const key = prefix ? `${prefix}_${k}` : k;
    if (typeof v === "number" || typeof v === "string") out.push({ key, value: v, tableKeys, inCurrency });
    else if (isPlainObject(v) && depth < MAX_DEPTH) visitFlags(out, words, v, key, table ? [...tableKeys, k] : tableKeys, depth + 1);
  }
}
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
function isCurrencyField(k: string, v: unknown, words: FlagNumberWords): boolean {
  return typeof v === "string" && keyWords(k).some((w) => words.currency_field.has(w)) && words.currency.has(v.trim().toLowerCase());
}
/** The call's values split at separators: "2290", "rate" (a table key must be one of them whole). */
const callTokens = (text: string) => new Set(text.split(ID_SEPARATORS).filter(Boolean));

function callText(facts: CallFacts): string {
  let s = "";
  for (const a of facts.addressing) if (a.path !== "tool") s += ` ${a.raw.toLowerCase()}`;
  for (const x of facts.numbers) s += ` ${x.value}`;
  return s;
}
