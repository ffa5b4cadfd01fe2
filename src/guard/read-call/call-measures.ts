// Quantities a call writes in a unit, read as numbers keyed by that unit so that a limit in the
// same unit finds them whatever the vendor calls the argument (glim20):
//   sizes      --ram 32GB, --memory=512m, {"disk": "2TiB"}: a size with its unit, given in KB, MB,
//              GB and TB ("max 16GB ram" ~ --ram 32GB; 16384MB is exactly 16GB)
//   invoices   "lnbc500u1p…": a BOLT11 invoice's amount (BTC × m/u/n/p) in sats; a key in
//              millisats ({amount_msat: 25000000}) and a bare amount paid beside an invoice
//              (NIP-47 amounts are millisats) in sats ("max 50,000 sats each")
//   set verbs  virsh setvcpus dom 12, setmem dom 4G: a set<thing> subcommand's number is that
//              thing's count ("cap guests at 8 vcpus")
//   workdays   {start_date, end_date} of whole dates: the weekdays between them, both ends
//              counted ("absences longer than 10 working days")
// The key words (which keys hold a size, a range's start and end, a bare amount beside an invoice)
// are data: rules/guard/call-words.yaml, compiled once by measureKeys() into GuardRules.measureKeys.
// All readers are linear: anchored regexes without nested quantifiers (alternations of escaped
// literal words), or plain string code.
import type { Leaf } from "./walk-args.ts";
import type { CommandSegment } from "./command-line.ts";
import type { CallWords } from "./call-words.ts";
import { pushHours, type Quantity } from "./call-quantity.ts";
import { escapeRegex } from "../../rules/regex-text.ts";

const MAX = 16;

// ---- sizes ---------------------------------------------------------------------------------
const SIZE = /^(\d{1,9}(?:\.\d{1,3})?)\s?([kmgtKMGT])(?:i?[bB])?$/;
const SIZE_POWER: Record<string, number> = { k: 1, m: 2, g: 3, t: 4 };
const SIZE_KEYS: readonly [string, number][] = [
  ["kb kib kilobyte", 1],
  ["mb mib megabyte", 2],
  ["gb gib gigabyte", 3],
  ["tb tib terabyte", 4],
];
/** "32GB", "512m", "2TiB": the size in KB (1024s), or undefined. */
export function sizeInKb(v: string): number | undefined {
  const m = SIZE.exec(v.trim());
  if (!m) return undefined;
  return Number(m[1]) * 1024 ** (SIZE_POWER[m[2]!.toLowerCase()]! - 1);
}
function sizes(out: Quantity[], path: string, kb: number) {
  if (!(kb > 0)) return;
  for (const [key, p] of SIZE_KEYS) if (out.length < MAX) out.push({ path, key, value: kb / 1024 ** (p - 1) });
}

/** The key words of call-words.yaml the measures read, compiled once (case-insensitive, linear). */
export interface MeasureKeys {
  /** a key or flag that holds a size (size_keys), as a whole word between non-letters */
  sizeHolder: RegExp;
  /** a date key that starts a range (start_key_starts / start_key_ends) */
  start: RegExp;
  /** a date key that ends a range (end_key_starts / end_key_ends) */
  end: RegExp;
  /** a plain amount key beside an invoice (bare_amount_keys) */
  bareAmount: RegExp;
  /** the words an invoice stands for (invoice_words) */
  invoiceWords: readonly string[];
}
const alternation = (words: ReadonlySet<string>) => [...words].map(escapeRegex).join("|");
export function measureKeys(w: CallWords): MeasureKeys {
  return {
    sizeHolder: new RegExp(`(?:^|[^a-z])(?:${alternation(w.size_keys)})(?:$|[^a-z])`, "i"),
    start: new RegExp(`^(?:${alternation(w.start_key_starts)})|(?:${alternation(w.start_key_ends)})$`, "i"),
    end: new RegExp(`^(?:${alternation(w.end_key_starts)})|(?:${alternation(w.end_key_ends)})$`, "i"),
    bareAmount: new RegExp(`^(?:${alternation(w.bare_amount_keys)})$`, "i"),
    invoiceWords: [...w.invoice_words],
  };
}

// ---- BOLT11 invoices -------------------------------------------------------------------------
// ln + currency (bc, tb, bcrt, sb) + amount + multiplier, then the separator (the LAST 1: bech32
// data never holds a 1) and the data; no amount ("lnbc1p…") is an open invoice
const INVOICE_HRP = /^(?:lightning:)?ln(?:bcrt|bc|tbs|tb|sb)(\d{0,12})([munp]?)$/i;
const AMOUNT_SEP = /^(?:lightning:)?ln(?:bcrt|bc|tbs|tb|sb)\d{1,12}[munp]?(?=1)/i;
const BTC_PER: Record<string, number> = { "": 1, m: 1e-3, u: 1e-6, n: 1e-9, p: 1e-12 };
/** A BOLT11 invoice's amount in sats: a number, null for an open invoice, undefined when no invoice. */
export function invoiceSats(v: string): number | null | undefined {
  const s = v.trim();
  if (s.length > 2000 || s.length < 12) return undefined;
  let at = s.lastIndexOf("1");
  // (a shortened or hand-written invoice ending in a 1: the separator is the 1 after the amount)
  if (at >= 4 && s.length - at - 1 < 6) at = AMOUNT_SEP.exec(s)?.[0].length ?? -1;
  if (at < 4 || s.length - at - 1 < 6 || !/^[0-9a-z]+$/i.test(s.slice(at + 1))) return undefined;
  const m = INVOICE_HRP.exec(s.slice(0, at));
  if (!m) return undefined;
  if (!m[1]) return m[2] ? undefined : null;
  const sats = Number(m[1]) * BTC_PER[m[2]!.toLowerCase()]! * 1e8;
  // (n and p multiply into fractions of a sat: round away float noise, keep real millisats)
  return Math.round(sats * 1000) / 1000;
}
const SATS_KEY = "amount sat sats satoshi";
const MSAT_WORD = /(?:^|[^a-z])m(?:illi)?sats?$|msat(?:oshi)?s?$/i;

// ---- working days ----------------------------------------------------------------------------
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Monday–Friday dates from a to b, both counted (undefined when b is before a or far off). */
export function workdays(a: string, b: string): number | undefined {
  return workdaysOrDays(a, b, true);
}
const BETWEEN_DATES = /\bbetween\s{1,8}'(\d{4}-\d{2}-\d{2})'\s{1,8}and\s{1,8}'(\d{4}-\d{2}-\d{2})'/gi;
function workdaysOrDays(a: string, b: string, weekdaysOnly: boolean): number | undefined {
  const x = DATE_ONLY.exec(a);
  const y = DATE_ONLY.exec(b);
  if (!x || !y) return undefined;
  const t0 = Date.UTC(+x[1]!, +x[2]! - 1, +x[3]!);
  const t1 = Date.UTC(+y[1]!, +y[2]! - 1, +y[3]!);
  const days = Math.round((t1 - t0) / 86_400_000) + 1;
  if (!Number.isFinite(days) || days < 1 || days > 3700) return undefined;
  if (!weekdaysOnly) return days;
  const first = new Date(t0).getUTCDay();
  const weeks = Math.floor(days / 7);
  let n = weeks * 5;
  for (let i = 0; i < days % 7; i++) {
    const d = (first + i) % 7;
    if (d !== 0 && d !== 6) n++;
  }
  return n;
}

export interface Measures {
  quantities: Quantity[];
  invoicePath?: string; // where a lightning invoice is paid (its words join the call's: MeasureKeys.invoiceWords)
}
export function callMeasures(leaves: readonly Leaf[], commands: readonly CommandSegment[], keys: MeasureKeys): Measures {
  const out: Quantity[] = [];
  let invoice: { path: string; sats: number | undefined; parent: string } | undefined;
  const starts = new Map<string, string>();
  const ends = new Map<string, string>();
  for (const l of leaves) {
    if (out.length >= MAX) break;
    const parent = l.path.slice(0, Math.max(0, l.path.length - l.key.length));
    if (typeof l.value === "string") {
      const v = l.value;
      if (v.startsWith("ln") || v.startsWith("LN") || v.startsWith("lightning:")) {
        const sats = invoiceSats(v);
        if (sats !== undefined) {
          invoice ??= { path: l.path, sats: sats ?? undefined, parent };
          if (sats !== null) out.push({ path: `args.${l.path} (invoice ${sats} sats)`, key: SATS_KEY, value: sats });
        }
      } else if (v.length > 20 && v.length <= 20_000 && /between/i.test(v)) {
        // WHERE dt BETWEEN '2025-03-01' AND '2025-03-14': the days a statement spans, both ends counted
        BETWEEN_DATES.lastIndex = 0;
        const m = BETWEEN_DATES.exec(v);
        const days = m ? workdaysOrDays(m[1]!, m[2]!, false) : undefined;
        if (days !== undefined) pushHours(out, `args.${l.path} (${m![1]} … ${m![2]})`, days * 24);
      } else if (v.length <= 16 && keys.sizeHolder.test(l.key)) {
        const kb = sizeInKb(v);
        if (kb !== undefined) sizes(out, `args.${l.path} "${v}"`, kb);
      } else if (v.length === 10 && DATE_ONLY.test(v)) {
        if (keys.start.test(l.key)) starts.set(parent, v);
        else if (keys.end.test(l.key)) ends.set(parent, v);
      }
    } else if (typeof l.value === "number" && l.value > 0 && MSAT_WORD.test(l.key)) {
      out.push({ path: `args.${l.path} (${l.value} msat)`, key: SATS_KEY, value: l.value / 1000 });
    }
  }
  // a bare amount paid with an invoice is in millisats (NIP-47 / BOLT11 amounts)
  if (invoice)
    for (const l of leaves)
      if (typeof l.value === "number" && l.value > 0 && keys.bareAmount.test(l.key) && l.path.slice(0, l.path.length - l.key.length) === invoice.parent)
        out.push({ path: `args.${l.path} (${l.value} msat with an invoice)`, key: SATS_KEY, value: l.value / 1000 });
  for (const [parent, a] of starts) {
    const b = ends.get(parent);
    const n = b ? workdays(a, b) : undefined;
    if (n !== undefined && out.length < MAX) out.push({ path: `args.${parent}${a} … ${b} (${n} weekdays)`, key: "duration workday weekday", value: n });
  }
  for (const seg of commands) {
    for (const fv of seg.flagValues) {
      if (out.length >= MAX) break;
      if (fv.value.length > 16 || !keys.sizeHolder.test(fv.flag.replace(/^-+/, ""))) continue;
      const kb = sizeInKb(fv.value);
      if (kb !== undefined) sizes(out, `args.command ${fv.flag}=${fv.value}`, kb);
    }
    // virsh setvcpus dom 12 / setmem dom 4G: the set verb names what the number counts
    const ops = seg.operands;
    for (let i = 0; i < ops.length && i < 8; i++) {
      const w = ops[i]!;
      if (w.length < 6 || w.length > 24 || !/^set[a-z]{3,21}$/.test(w)) continue;
      const thing = w.slice(3);
      for (let j = i + 1; j < ops.length && j <= i + 3; j++) {
        const o = ops[j]!;
        if (/^\d{1,7}$/.test(o)) {
          out.push({ path: `args.command ${w} … ${o}`, key: thing, value: Number(o) });
          break;
        }
        const kb = o.length <= 16 && /^mem|memory$/.test(thing) ? sizeInKb(o) : undefined;
        if (kb !== undefined) {
          sizes(out, `args.command ${w} … ${o}`, kb);
          break;
        }
      }
      break;
    }
  }
  return { quantities: out, invoicePath: invoice?.path };
}
