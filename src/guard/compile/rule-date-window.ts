// Calendar dates a time rule holds between (rule-clauses.ts findTime reads them, match-date-window.ts
// checks them), written without a year:
//   "No price changes during the sale (runs until Dec 1, 00:00 UTC)" → until Dec 1 (Dec 1 free)
//   "code freeze through Jan 3"                                       → until Jan 3, Jan 3 included
//   "no deploys Dec 14-18", "between 20 Dec and 2 Jan"                 → Dec 14 … Dec 18
//   "don't put Priya on any schedule until she's back (Dec 8)"         → until Dec 8
//   "no launches on Dec 24"                                            → that day
//   "from March 3 on, …"                                               → from Mar 3
// A month is needed ("until the 5th" names none, no window is read). Linear scan, no regex.
import type { RuleToken } from "./rule-text.ts";

export interface DateWindow {
  from?: [number, number]; // [month 1–12, day]
  until?: [number, number];
  untilIncluded?: true; // "through Jan 3", "Dec 14-18": the last day is in the window
  rule: string;
  span?: [number, number]; // the tokens that say it ("until she's back (Dec 8)"): no act or target in them
}

const MONTHS: ReadonlyMap<string, number> = new Map([
  ...(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const).map((m, k) => [m, k + 1] as const),
  ...(["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"] as const).map((m) => [m, ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(m.slice(0, 3)) + 1] as const),
]);
const UNTIL = new Set(["until", "till", "til", "'til", "before", "by"]);
const THROUGH = new Set(["through", "thru", "incl", "including"]);
const FROM = new Set(["from", "since", "starting", "beginning"]);
const RANGE = new Set(["-", "–", "to", "through", "thru", "and", "till", "until"]);

const dayNum = (t: RuleToken | undefined) => (t && t.kind === "number" && /^\d{1,2}(?:st|nd|rd|th)?$/.test(t.text) && +t.text.replace(/\D/g, "") >= 1 && +t.text.replace(/\D/g, "") <= 31 ? +t.text.replace(/\D/g, "") : undefined);
const ORDINAL = /^(?:st|nd|rd|th)$/;

/** A date at i: "Dec 1", "December 1st", "1 December", "3rd of January"; its month, day and last token. */
function dateAt(toks: readonly RuleToken[], i: number): { m: number; d: number; end: number } | undefined {
  const t = toks[i]!;
  const m = t.kind === "word" ? MONTHS.get(t.lower.replace(/\.$/, "")) : undefined;
  if (m !== undefined) {
    // ("may" is a month only before a day number)
    const d = dayNum(toks[i + 1]);
    if (d === undefined) return undefined;
    return { m, d, end: ORDINAL.test(toks[i + 2]?.lower ?? "") ? i + 2 : i + 1 };
  }
  const d = dayNum(t);
  if (d === undefined) return undefined;
  let j = i + 1;
  if (ORDINAL.test(toks[j]?.lower ?? "")) j++;
  if (toks[j]?.lower === "of") j++;
  const m2 = toks[j]?.kind === "word" ? MONTHS.get(toks[j]!.lower) : undefined;
  return m2 !== undefined ? { m: m2, d, end: j } : undefined;
}

export function findDateWindow(toks: readonly RuleToken[]): DateWindow | undefined {
  for (let i = 0; i < toks.length && i < 80; i++) {
    const a = dateAt(toks, i);
    if (!a) continue;
    // the word that says which end: up to 8 tokens back ("runs until Dec 1", "until she's back (Dec 8)")
    let side: "until" | "through" | "from" | undefined;
    let at = i;
    for (let k = i - 1; k >= 0 && k >= i - 8; k--) {
      const w = toks[k]!.lower;
      at = k;
      if (UNTIL.has(w)) side = "until";
      else if (THROUGH.has(w)) side = "through";
      else if (FROM.has(w)) side = "from";
      else if (w === "between") side = "from";
      else continue;
      break;
    }
    // a second date or day after a range word: "Dec 14-18", "Dec 20 to Jan 2", "between 20 Dec and 2 Jan"
    const r = toks[a.end + 1];
    if (r && RANGE.has(r.lower)) {
      const b = dateAt(toks, a.end + 2) ?? (dayNum(toks[a.end + 2]) !== undefined ? { m: a.m, d: dayNum(toks[a.end + 2])!, end: a.end + 2 } : undefined);
      if (b && (side === undefined || side === "from")) {
        const exclusive = r.lower === "until" || r.lower === "till";
        return { from: [a.m, a.d], until: [b.m, b.d], ...(exclusive ? {} : { untilIncluded: true as const }), rule: `${fmt(a)}–${fmt(b)}`, span: [side ? at : i, b.end] };
      }
    }
    const span: [number, number] = [side ? at : i, a.end + (toks[a.end + 1]?.text === ")" ? 1 : 0)];
    if (side === "until") return { until: [a.m, a.d], rule: `until ${fmt(a)}`, span };
    if (side === "through") return { until: [a.m, a.d], untilIncluded: true, rule: `through ${fmt(a)}`, span };
    if (side === "from") return { from: [a.m, a.d], rule: `from ${fmt(a)}`, span };
    const prev = toks[i - 1]?.lower;
    if (prev === "on" || prev === "for") return { from: [a.m, a.d], until: [a.m, a.d], untilIncluded: true, rule: `on ${fmt(a)}`, span: [i - 1, a.end] };
  }
  return undefined;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const fmt = (x: { m: number; d: number }) => `${MONTH_NAMES[x.m - 1]} ${x.d}`;

// "Black Friday", "Cyber Monday", "Good Friday": a named day of the year, not a weekday
const NAMED_DAY_PREFIX = new Set(["black", "cyber", "good", "holy", "ash", "giving", "super", "blue", "easter", "palm", "fat"]);
// ("while the black friday sale is live": these name the day of the year in any case)
const NAMED_DAY_ANY_CASE = new Set(["black", "cyber", "giving"]);
export function namedDay(toks: readonly RuleToken[], i: number): boolean {
  const prev = toks[i - 1];
  return !!prev && prev.kind === "word" && NAMED_DAY_PREFIX.has(prev.lower) && (/^[A-Z]/.test(prev.text) || NAMED_DAY_ANY_CASE.has(prev.lower));
}

/** "Dec", "December" (not "may"): a month word, so "Dec 14-18" is no clock range. */
export function isMonthWord(t: RuleToken | undefined): boolean {
  return !!t && t.kind === "word" && t.lower !== "may" && MONTHS.has(t.lower.replace(/\.$/, ""));
}
export function isMonthName(w: string): boolean {
  return w !== "may" && MONTHS.has(w);
}
