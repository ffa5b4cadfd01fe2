// How much a call asks for when no single argument says it: a length of time and a number of
// records, read as numbers whose key words carry the unit a rule limits ("max 2h", "7 days at a
// time", "50 records per batch"). Steps:
//   1. spans      "PT2H5M", "--duration=6h", {"ttl": "90m"}: a written duration
//   2. ranges     {start, end} / -s 2026-10-01 -e 2026-10-31: the time between them
//   3. batches    {"inputs": [{…}, {…}, …]}: a list of objects is that many records, and that many
//                 of what its key says ({"tasks": […]} ~ "bulk task creation: 20 at a time")
//   4. unit keys  {"timeout_ms": 900000}, {"duration_minutes": 45}: a number whose key names its
//                 time unit, in hours like the rest ("timeout under 10 min" ~ 15 min)
//   5. typed      {"value": 0.3, "valueType": "percentage"}, {"amount": 2, "unit": "GB"}: a sibling
//                 that says the number's type or unit lends its words to the number's key
//                 ("20% max" ~ a percentage value; a "fixed_amount" value stays no percent); an
//                 crypto asset beside an amount is its unit ({amount: "0.2", assetId: "eth"}
//                 ~ "max 0.05 ETH per transfer", glimit12);
//                 so does the label of the field a value is typed into ({element: "Tip
//                 percentage textbox", text: "20"})
// Each duration is given in hours, minutes, days and weeks, so whichever unit the rule names
// finds it (the rule side reads "2h" as unit h, "2 hours" as hour).
import type { Leaf } from "./walk-args.ts";
import type { CommandSegment } from "./command-line.ts";
import { timeBack } from "./call-time-back.ts";
import { createTableColumns } from "./call-sql-columns.ts";
import { optionSpans } from "./call-option-span.ts";

export interface Quantity {
  path: string;
  key: string; // key words: "duration hour h hr"
  value: number;
}

/** The units a duration is given in, one table for both sides: a call's duration is written once
 * per unit under `key` (the number's key words), and a rule's unit word (`words`, as the rule may
 * spell it: "2 hrs", "3 days") is read in hours by call-session-count.ts. */
export const DURATION_UNITS: readonly { key: string; words: readonly string[]; hours: number }[] = [
  { key: "duration hour h hr", words: ["hour", "hours", "h", "hr", "hrs"], hours: 1 },
  { key: "duration minute min m", words: ["minute", "minutes", "min", "mins", "m"], hours: 1 / 60 },
  { key: "duration day d", words: ["day", "days", "d"], hours: 24 },
  { key: "duration week w", words: ["week", "weeks", "w"], hours: 168 },
  // "no queries with a timeout over 300s" ~ {timeout: 900} (glim20)
  { key: "duration second sec s", words: ["second", "seconds", "sec", "secs", "s"], hours: 1 / 3600 },
];

const ISO_DURATION = /^P(?:(\d{1,4})W)?(?:(\d{1,4})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,5})M)?(?:(\d{1,6})(?:\.\d{1,3})?S)?)?$/;
// 6h, 1h30m, 90m, 2d, 45s (go/prometheus style), only under a key or flag that says time
const SHORT_DURATION = /^(?:(\d{1,4})w)?(?:(\d{1,5})d)?(?:(\d{1,5})h)?(?:(\d{1,6})m)?(?:(\d{1,7})s)?$/;
const WORDED_DURATION = /^(\d{1,5}(?:\.\d{1,2})?)\s?(weeks?|w|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)$/i;
const TIME_KEY = /duration|ttl|expir|timeout|period|window|length|lifetime|retention|snooze|interval|^for$|^age$|^until$|^mute|^silence|older|newer|younger|retain|keep|valid/i;
// (a top-level function: no closure per call)
function isTimeKey(key: string): boolean {
  return TIME_KEY.test(key) || /time_?to_?live/i.test(key);
}
// a bare number under these keys is seconds: {timeout: 900}, {ttl: 3600}, {expires_in: 86400},
// {max_age: 600} (HTTP, OAuth, DNS, cache and query timeouts count seconds; a key naming another
// unit, timeoutMs, is read by that unit instead)
const SECONDS_KEY = /^(?:timeout|ttl|expires_?in|max_?age|validity|valid_?for|lifetime|query_?timeout|statement_?timeout|request_?timeout)$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?)?$/;
const START_WORDS = new Set(["start", "begin", "from", "since", "s", "starts", "starting", "begins", "earliest"]);
const END_WORDS = new Set(["end", "until", "to", "till", "e", "ends", "ending", "finish", "through", "latest"]);
const MAX_QUANTITIES = 30;
// the time unit a key's last word names, in hours (unambiguous words only: "s", "m", "d" are not)
const KEY_UNIT_HOURS: ReadonlyMap<string, number> = new Map([
  ...["ms", "msec", "msecs", "millis", "milliseconds"].map((w) => [w, 1 / 3_600_000] as const),
  ...["sec", "secs", "seconds"].map((w) => [w, 1 / 3600] as const),
  ...["mins", "minutes"].map((w) => [w, 1 / 60] as const),
  ...["hrs", "hours"].map((w) => [w, 1] as const),
  ...["days"].map((w) => [w, 24] as const),
  ...["weeks"].map((w) => [w, 168] as const),
]);
// a generic key under a side: {start: {dateTime: …}, end: {dateTime: …}} (Graph, Google Calendar)
const GENERIC_TIME_KEY = /^(?:datetime|date|time|value|utc|iso|timestamp|ts)$/i;

export function callQuantities(leaves: readonly Leaf[], commands: readonly CommandSegment[], args: unknown): Quantity[] {
  const out: Quantity[] = [];
  // 1. spans
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length > 24 || out.length >= MAX_QUANTITIES) continue;
    const h = spanHours(l.value, TIME_KEY.test(l.key));
    if (h !== undefined) hours(out, `args.${l.path} "${l.value}"`, h);
  }
  for (const seg of commands)
    for (const fv of seg.flagValues) {
      if (out.length >= MAX_QUANTITIES) break;
      const h = spanHours(fv.value, TIME_KEY.test(fv.flag.replace(/^-+/, "")));
      if (h !== undefined) hours(out, `args.command ${fv.flag}=${fv.value}`, h);
    }
  // 4. unit keys
  for (const l of leaves) {
    if (typeof l.value !== "number" || out.length >= MAX_QUANTITIES || l.value <= 0) continue;
    const last = lastLetterRun(l.key);
    const per = last ? KEY_UNIT_HOURS.get(last) : undefined;
    if (per !== undefined) hours(out, `args.${l.path} (${l.value} ${last})`, l.value * per);
    else if (SECONDS_KEY.test(l.key)) hours(out, `args.${l.path} (${l.value} s)`, l.value / 3600);
  }
  // 7. options a statement sets: ALTER TABLE t SET 'ttl'='7d', WITH (retention = '168h') (call-option-span.ts)
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length < 8 || out.length >= MAX_QUANTITIES) continue;
    for (const o of optionSpans(l.value, isTimeKey)) {
      const h = o.seconds ? (SECONDS_KEY.test(o.key) || /time_?to_?live/i.test(o.key) ? Number(o.raw) / 3600 : undefined) : spanHours(o.raw.trim(), true);
      if (h !== undefined) hours(out, `args.${l.path} option ${o.key}=${o.raw}`, h);
    }
  }
  // 6. back from now: {earliest_time: "-7d"}, --since=12h, NOW() - INTERVAL 7 DAY (call-time-back.ts)
  for (const b of timeBack(leaves, commands)) hours(out, b.path, b.hours);
  // 5. typed: the number's unit or type stated beside it
  typedNumbers(out, leaves);
  // 2. ranges: a start and an end under one parent, or as flags of one command
  const byParent = new Map<string, { start?: [string, string]; end?: [string, string] }>();
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length > 40 || !ISO_DATE.test(l.value)) continue;
    // {start: {dateTime}}: the side is the parent's key, the range's parent one level up
    const generic = GENERIC_TIME_KEY.test(l.key.replace(/[-_]/g, "")) && !!l.parentKey;
    const side = sideOf(generic ? l.parentKey : l.key);
    if (!side) continue;
    const own = l.path.slice(0, Math.max(0, l.path.length - l.key.length));
    const parent = generic ? own.slice(0, Math.max(0, own.length - l.parentKey.length - 1)) : own;
    const p = byParent.get(parent) ?? {};
    p[side] ??= [l.path, l.value];
    byParent.set(parent, p);
    if (byParent.size > 20) break;
  }
  for (const [, p] of byParent) if (p.start && p.end) range(out, `args.${p.start[0]} … args.${p.end[0]}`, p.start[1], p.end[1]);
  for (const seg of commands) {
    let start: string | undefined;
    let end: string | undefined;
    for (const fv of seg.flagValues) {
      if (!ISO_DATE.test(fv.value)) continue;
      const side = sideOf(fv.flag.replace(/^-+/, ""));
      if (side === "start") start ??= fv.value;
      else if (side === "end") end ??= fv.value;
    }
    if (start && end) range(out, `args.command ${seg.program} ${start} … ${end}`, start, end);
  }
  // 3. batches, two levels deep
  batches(out, args, "args", 0);
  // 7. columns a CREATE TABLE defines ("no tables with more than 40 columns", call-sql-columns.ts)
  for (const l of leaves) {
    if (typeof l.value !== "string" || out.length >= MAX_QUANTITIES || l.value.length < 16) continue;
    const n = createTableColumns(l.value);
    if (n !== undefined) out.push({ path: `args.${l.path} (CREATE TABLE, ${n} columns)`, key: "column columns", value: n });
  }
  return out;
}

// a key that says what kind of number its sibling is: valueType, value_type, unit, units, kind, type
const TYPE_KEY = /(?:^|[a-z_-])(?:type|unit|units|kind)$|^(?:type|unit|units|kind)$|^(?:asset|asset_?id|coin|denom|token)$/i;
// a short word or two naming a unit or type ("percentage", "PERCENT", "fixed_amount", "GB")
const TYPE_VALUE = /^[A-Za-z%][A-Za-z%_ -]{0,23}$/;
export const NUMERIC = /^-?\d{1,12}(?:\.\d{1,8})?$/; // a number written as text: "40", "-12.5"

// the label of the field a value goes into, and the keys that hold the value typed or set there
const LABEL_KEY = /^(?:element|label|field|field_?name|placeholder|aria_?label)$/i;
const LABEL_VALUE = /^[A-Za-z%][\w %()'.-]{0,59}$/;
const FIELD_VALUE_KEY = /^(?:text|value|input)$/i;

function typedNumbers(out: Quantity[], leaves: readonly Leaf[]) {
  const types = new Map<string, string>(); // parent path → the type/unit words of the object
  const labels = new Map<string, string>(); // parent path → the label of the field it fills
  for (const l of leaves) {
    if (typeof l.value !== "string" || types.size + labels.size > 20) continue;
    const parent = l.path.slice(0, Math.max(0, l.path.length - l.key.length));
    if (TYPE_KEY.test(l.key) && TYPE_VALUE.test(l.value)) {
      if (!types.has(parent)) types.set(parent, l.value.replace(/%/g, " percent ").replace(/[_-]/g, " ").trim());
    } else if (LABEL_KEY.test(l.key) && LABEL_VALUE.test(l.value) && !labels.has(parent)) labels.set(parent, l.value.replace(/%/g, " percent ").replace(/[^\w ]/g, " ").trim());
  }
  if (!types.size && !labels.size) return;
  for (const l of leaves) {
    if (out.length >= MAX_QUANTITIES) return;
    const value = typeof l.value === "number" ? l.value : typeof l.value === "string" && NUMERIC.test(l.value) ? Number(l.value) : undefined;
    if (value === undefined || TYPE_KEY.test(l.key)) continue;
    const parent = l.path.slice(0, Math.max(0, l.path.length - l.key.length));
    const words = types.get(parent) ?? (FIELD_VALUE_KEY.test(l.key) ? labels.get(parent) : undefined);
    if (words) out.push({ path: `args.${l.path} (${words})`, key: `${l.key} ${words}`.slice(0, 120), value });
  }
}

function spanHours(v: string, timeKey: boolean): number | undefined {
  let m = ISO_DURATION.exec(v);
  if (m && v !== "P" && v !== "PT") return (+(m[1] ?? 0) * 7 + +(m[2] ?? 0)) * 24 + +(m[3] ?? 0) + +(m[4] ?? 0) / 60 + +(m[5] ?? 0) / 3600;
  if (!timeKey) return undefined;
  m = SHORT_DURATION.exec(v);
  if (m && v) return (+(m[1] ?? 0) * 7 + +(m[2] ?? 0)) * 24 + +(m[3] ?? 0) + +(m[4] ?? 0) / 60 + +(m[5] ?? 0) / 3600;
  m = WORDED_DURATION.exec(v.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const u = m[2]!.toLowerCase()[0];
  return u === "w" ? n * 168 : u === "d" ? n * 24 : u === "h" ? n : u === "m" ? n / 60 : n / 3600;
}

function sideOf(key: string): "start" | "end" | undefined {
  // startDate, start_time, from, -s; endDate, ends_at, until, -e
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => START_WORDS.has(w))) return "start";
  if (words.some((w) => END_WORDS.has(w))) return "end";
  return undefined;
}

function range(out: Quantity[], path: string, a: string, b: string) {
  const dateOnly = a.length === 10 && b.length === 10;
  const t0 = Date.parse(dateOnly ? `${a}T00:00:00Z` : a);
  const t1 = Date.parse(dateOnly ? `${b}T00:00:00Z` : b);
  if (!Number.isFinite(t0) || !Number.isFinite(t1) || t1 < t0) return;
  // whole dates count both ends: a backfill or leave from the 1st to the 31st is 31 days
  const h = (t1 - t0) / 3_600_000 + (dateOnly ? 24 : 0);
  hours(out, path, h);
}

export { hours as pushHours };
function hours(out: Quantity[], path: string, h: number) {
  if (!Number.isFinite(h) || h <= 0 || out.length >= MAX_QUANTITIES) return;
  // (minutes as h × 60, not h ÷ (1/60): the same doubles as ever; seconds rounded to the ms)
  for (const u of DURATION_UNITS) out.push({ path, key: u.key, value: u.hours < 1 ? (u.hours < 1 / 60 ? Math.round(h * 3_600_000) / 1000 : h * Math.round(1 / u.hours)) : h / u.hours });
}

function batches(out: Quantity[], v: unknown, path: string, depth: number) {
  if (!v || typeof v !== "object" || Array.isArray(v) || depth > 1) return;
  let n = 0;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (++n > 100 || out.length >= MAX_QUANTITIES) return;
    if (Array.isArray(x)) {
      // a list of objects is a batch of records: {"inputs": [{id, properties}, …]}
      if (x.length && typeof x[0] === "object" && x[0] !== null && !Array.isArray(x[0])) out.push({ path: `${path}.${k} (${x.length} objects)`, key: `record item entry row object ${k}`.slice(0, 120), value: x.length });
    } else batches(out, x, `${path}.${k}`, depth + 1);
  }
}

// an ASCII letter (top-level: under tsx a named closure costs a defineProperty per call)
function letter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** The letters ending a key, by its last word: timeoutMs → "ms", ttl_seconds → "seconds". A scan
 *  from the end (an anchored `[a-z]+$` regex retries from every start: quadratic on long keys). */
function lastLetterRun(key: string): string | undefined {
  let i = key.length;
  while (i > 0 && letter(key.charCodeAt(i - 1))) {
    i--;
    // camelCase: a capital after a lower-case letter starts the last word ("timeoutMs")
    const c = key.charCodeAt(i);
    if (c >= 65 && c <= 90 && i > 0 && key.charCodeAt(i - 1) >= 97 && key.charCodeAt(i - 1) <= 122) break;
  }
  return i < key.length ? key.slice(i).toLowerCase() : undefined;
}

