// Amounts as people write them, rewritten to digits before the limit reader (rule-clauses.ts findLimit):
//   "over two hundred bucks"        → "over $200"
//   "above five thousand dollars"   → "above $5000"
//   "refunds over a grand"          → "refunds over $1000"     ("3 grand" → "$3000")
//   "limit 2k/month"                → "limit 2k per month"     (a slash after a number is "per", not a path)
// Runs at compile time only, on one sentence; a linear scan over its words (no regex backtracking).
/** Number words up to ninety ("two" → 2); scales such as hundred/grand are in SCALES. */
export const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, k: 1000, million: 1000000, grand: 1000 };
const CURRENCY = new Set(["bucks", "buck", "dollars", "dollar", "usd", "euros", "euro", "eur", "pounds", "quid", "gbp", "kr", "kronor", "kroner", "francs", ...CODES()]);
// ISO codes of the common currencies: "payments over 5k AUD", "max EUR 180 per night" (a code may
// also stand before the number; the words above only after it)
function CODES(): string[] {
  return ["aud", "cad", "chf", "jpy", "nzd", "sgd", "hkd", "inr", "sek", "nok", "dkk", "pln", "mxn", "brl", "zar", "czk", "huf", "ils", "krw", "cny", "rub", "aed", "sar", "thb", "idr", "myr",
    // African, Asian and Latin American codes (gmoney15: "transfers over NGN 2,000,000"); codes that are also
    // common words or languages (TRY, COP, PHP, PEN, ALL) are left out
    "ngn", "kes", "ghs", "egp", "zmw", "tzs", "ugx", "vnd", "twd", "pkr", "bdt", "qar", "kwd", "ron", "bgn", "isk", "uah", "clp", "ars"];
}
const CODE_BEFORE = new Set(["usd", "eur", "gbp", ...CODES()]);
const PERIOD_SLASH = /(\d[kKmM]?)\/(month|mo|day|week|wk|year|yr|hour|hr|night|person|head|user|seat)\b/g;

// what the sentence limits is money: a bare "10k" there is an amount
const MONEY_CONTEXT = /\b(?:cards?|spend(?:ing)?|budget|invoices?|payments?|pay|charges?|prices?|costs?|transfers?|purchases?|orders?|refunds?|payouts?|fees?|salary|bills?|expenses?|wires?|credits?|deals?|discounts?|quotes?)\b/i;
const NOT_A_UNIT = /^(?:per|a|an|max|maximum|tops|total|without|need|needs|needing|in|on|for|each|or|and|limit|cap|is|are|must|should|ask|check|get|requires?|unless|at|from|to|go|goes|gets?|be|has|have|will|can|may)$/;

interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  const out: Word[] = [];
  const re = /[A-Za-z]+|\d[\d,]*(?:\.\d+)?/g;
  for (let m = re.exec(text); m && out.length < 200; m = re.exec(text)) out.push({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  return out;
}

/** The value of number words from i on ("two hundred", "five thousand", "a grand", "twenty-five"),
 * with the index after them, or undefined. */
function numberAt(ws: readonly Word[], i: number, text: string): { value: number; next: number; grand: boolean } | undefined {
  let total = 0;
  let cur = 0;
  let seen = false;
  let grand = false;
  let j = i;
  for (; j < ws.length && j < i + 8; j++) {
    const w = ws[j]!.lower;
    // "twenty-five": only a hyphen or spaces may sit between number words
    if (j > i && !/^[\s-]*(?:and\s+)?$/.test(text.slice(ws[j - 1]!.end, ws[j]!.start))) break;
    if (w === "a" && !seen && SCALES[ws[j + 1]?.lower ?? ""] !== undefined) {
      cur = 1;
      seen = true;
    } else if (w === "and" && seen) continue;
    else if (UNITS[w] !== undefined) {
      cur += UNITS[w]!;
      seen = true;
    } else if (/^\d[\d,]*(?:\.\d+)?$/.test(w) && !seen) {
      cur = Number(w.replace(/,/g, ""));
      seen = true;
    } else if (SCALES[w] !== undefined && seen) {
      const s = SCALES[w]!;
      if (w === "grand") grand = true;
      if (s === 100) cur *= 100;
      else {
        total += cur * s;
        cur = 0;
      }
    } else break;
  }
  if (!seen || j === i) return undefined;
  return { value: total + cur, next: j, grand };
}

// "invoices above 5.000 €", "max € 1.500,00", "500 € max": an amount with the euro sign after it or
// thousands grouped by dots (3 digits after a separator group thousands; 1–2 are cents) (gflagnum14)
const EURO_AFTER = /(?<![\w.,])(\d{1,3}(?:[.,]\d{3}){1,4}|\d{1,9})(?:[.,](\d{1,2}))?\s?€/g;
const EURO_DOTTED_BEFORE = /€\s?(\d{1,3}(?:\.\d{3}){1,4})(?:,(\d{1,2}))?(?![\d.,]?\d)/g;
const euro = (_: string, n: string, cents: string | undefined) => `$${n.replace(/[.,]/g, "")}${cents ? `.${cents}` : ""}`;

// "transfers above 3 000 EUR", "max € 12 500": thousands grouped by spaces (or thin / no-break
// spaces), read as one number only beside a currency, so "5 100-char lines" stays two numbers
const SPACED_THOUSANDS = /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,3})(?![\d.,]?\d)(?=(?:[.,]\d{1,2})?[ \u00a0\u202f]?(?:[€$£¥]|[A-Z]{3}\b|(?:euros?|dollars?|pounds?|kr|kronor|kroner|francs?|z[łl]oty)\b))/g;
const SPACED_AFTER_SIGN = /(?<=(?:[€$£¥]|\b[A-Z]{3})[ \u00a0\u202f]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,3})(?![\d.,]?\d)/g;
const unspace = (_: string, n: string) => n.replace(/[ \u00a0\u202f]/g, "");

// "above 1.500 eur", "20.000 kr", "EUR 12.500,00", "max 12,50 eur": European writing beside a currency word or
// code, where a dot before exactly three digits groups thousands (after a leading 1–9: "0.250 eur" is a quarter) and a comma before one or two digits
// gives cents (a decimal reading, "1.5 eur" for an expense cap, would be absurd) (glim24)
const EURO_WORD = "(?:eur|euros?|kr|kronor|kroner|sek|nok|dkk|chf|pln|czk|huf|ron|bgn|isk|francs?|z[łl]oty)";
const DOTTED_BEFORE_WORD = new RegExp(`(?<![\\w.,])([1-9]\\d{0,2}(?:\\.\\d{3}){1,4})(?:,(\\d{1,2}))?(?![\\d.,]?\\d)(?=\\s?${EURO_WORD}\\b)`, "gi");
const COMMA_CENTS_BEFORE_WORD = new RegExp(`(?<![\\w.,])(\\d{1,6}),(\\d{1,2})(?![\\d.,]?\\d)(?=\\s?${EURO_WORD}\\b)`, "gi");
const DOTTED_AFTER_CODE = /(?<=\b(?:EUR|SEK|NOK|DKK|CHF|PLN|CZK|HUF|RON|BGN|ISK)\s?)([1-9]\d{0,2}(?:\.\d{3}){1,4})(?:,(\d{1,2}))?(?![\d.,]?\d)/g;
function european(_: string, n: string, cents: string | undefined): string {
  return `${n.replace(/\./g, "")}${cents ? `.${cents}` : ""}`;
}

/** The text with written amounts of money in digits; the same text when it has none. */
export function spellAmounts(text: string): string {
  let out = text.replace(PERIOD_SLASH, "$1 per $2");
  if (/\d[ \u00a0\u202f]\d{3}/.test(out)) out = out.replace(SPACED_THOUSANDS, unspace).replace(SPACED_AFTER_SIGN, unspace);
  if (out.includes("€")) out = out.replace(EURO_AFTER, euro).replace(EURO_DOTTED_BEFORE, euro);
  if (/\d[.,]\d/.test(out)) out = out.replace(DOTTED_BEFORE_WORD, european).replace(COMMA_CENTS_BEFORE_WORD, european).replace(DOTTED_AFTER_CODE, european);
  if (!/[a-z]/i.test(out)) return out;
  const ws = words(out);
  const edits: { start: number; end: number; put: string }[] = [];
  for (let i = 0; i < ws.length; i++) {
    const first = ws[i]!.lower;
    if (UNITS[first] === undefined && first !== "a" && !/^\d/.test(first)) continue;
    const n = numberAt(ws, i, out);
    if (!n) continue;
    const cur = ws[n.next];
    // "two hundred bucks", "5 grand", "a grand": money; "three retries" stays for the count reader
    const last = ws[n.next - 1]!;
    // "2k", "1.5m" written together, about money, with no unit noun after it: "invoices over 10k", "2k per month"
    // ("invoices over 5k (any currency)": a bracket after the amount opens an aside)
    const suffixed = /^[km]$/.test(last.lower) && n.next - i === 2 && last.start === ws[i]!.end && MONEY_CONTEXT.test(out) && (!cur || NOT_A_UNIT.test(cur.lower) || /[,.;:!?()]/.test(out.slice(last.end, cur.start)));
    // "max EUR 180 per night": the code written before the amount (in capitals, a space between)
    const before = i > 0 ? ws[i - 1]! : undefined;
    if (before && /^\d/.test(first) && CODE_BEFORE.has(before.lower) && before.text === before.text.toUpperCase() && /^ ?$/.test(out.slice(before.end, ws[i]!.start)) && !edits.some((e) => e.end > before.start)) {
      edits.push({ start: before.start, end: (cur && CURRENCY.has(cur.lower) ? cur : last).end, put: `$${n.value}` });
      i = cur && CURRENCY.has(cur.lower) ? n.next : n.next - 1;
    } else if (cur && CURRENCY.has(cur.lower)) {
      edits.push({ start: ws[i]!.start, end: cur.end, put: `$${n.value}` });
      i = n.next;
    } else if (n.grand || suffixed) {
      edits.push({ start: ws[i]!.start, end: last.end, put: `$${n.value}` });
      i = n.next - 1;
    } else i = n.next - 1;
  }
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.put + out.slice(e.end);
  return out;
}
