// Targets a CLI or an API writes its own way (s22, call-cli-noun.ts reads the command side):
//   - joinedWordHit: "hbac rule" ~ `ipa hbacrule-add-user`, "sudo rules" ~ sudorule-add: the
//     name's words written as one word of a value;
//   - pathIdHit: "the savings account (ID 44120)" ~ …/monetary-account/44120/payment: the id the
//     rule writes as one segment of a URL path, right after a collection's name;
//   - tickerHit: "BTC" ~ {symbol: "BTCUSDT"}: a market symbol is the base asset then the quote
//     asset, so a code the rule writes is the symbol's base when a known quote follows it
//     (ETHBTC is ETH priced in BTC: not BTC's base).
// Plain string code (no regex over call values but anchored, linear ones).
import type { TargetSpec } from "../compile/compiled-entry.ts";
import { singular } from "../split-words.ts";

interface Val {
  path: string;
  raw: string;
  words: string[];
}

const ARTICLE = /^(?:the|a|an|any|all|our|my|every|each)$/;
const joined = new WeakMap<TargetSpec, string>();
function joinedOf(t: TargetSpec): string {
  let j = joined.get(t);
  if (j === undefined) {
    const parts = t.raw.toLowerCase().split(/[\s_-]+/).filter((w) => w && !ARTICLE.test(w));
    j = parts.length >= 2 && parts.length <= 3 && parts.every((p) => /^[a-z0-9]{2,}$/.test(p)) ? parts.map((p) => singular(p)).join("") : "";
    joined.set(t, j);
  }
  return j;
}

/** A value one of whose words is the target's words joined ("hbac rule" → hbacrule). */
export function joinedWordHit(t: TargetSpec, pool: readonly Val[], all: ReadonlySet<string>): Val | undefined {
  const j = joinedOf(t);
  if (j.length < 6) return undefined;
  const plural = `${j}s`;
  // (the call's words at once: most calls hold no such word)
  if (!all.has(j) && !all.has(plural)) return undefined;
  for (const v of pool) for (const w of v.words) if (w === j || w === plural) return v;
  return undefined;
}

// a collection's name in a REST path: letters, with - or _ between words (monetary-account, sales_invoices)
const COLLECTION = /^[a-z][a-z_-]{1,40}$/;
/** A URL or API path value holding `id` as one whole segment after a collection's name
 * (/monetary-account/44120/payment), not inside a longer one nor after another id. */
export function pathIdHit(id: string, values: readonly Val[], kinds: readonly string[] | undefined): Val | undefined {
  if (id.length < 3) return undefined;
  const slashed = `/${id}`; // (once per id, not once per value)
  for (const v of values) {
    if (v.path === "tool" || v.raw.length > 600 || !v.raw.includes(slashed)) continue;
    let path = v.raw;
    const q = path.indexOf("?");
    if (q >= 0) path = path.slice(0, q);
    const segs = path.toLowerCase().split("/");
    for (let i = 1; i < segs.length; i++) {
      if (segs[i] !== id) continue;
      const prev = segs[i - 1]!;
      if (!COLLECTION.test(prev)) continue;
      // ("the savings account (ID 44120)": the segment before names the kind when the rule gives one)
      if (kinds?.length && !kinds.some((k) => prev.split(/[-_]/).some((p) => singular(p) === k))) continue;
      return v;
    }
  }
  return undefined;
}

// quote assets of exchange symbols, longest first (BTCUSDT: USDT before USD)
const QUOTES = ["usdt", "usdc", "busd", "fdusd", "tusd", "usd", "eur", "gbp", "jpy", "try", "brl", "aud", "dai", "btc", "eth", "bnb"];
const SYMBOL = /^[A-Z0-9]{5,14}(?:[-_/:]?PERP)?$/;
/** A market symbol value (all capitals, one word) whose base is `code` and whose rest is a quote asset. */
export function tickerHit(code: string, values: readonly Val[]): Val | undefined {
  if (code.length < 2 || code.length > 6 || !/^[a-z0-9]+$/.test(code)) return undefined;
  for (const v of values) {
    if (v.path === "tool" || v.raw.length > 20 || !SYMBOL.test(v.raw)) continue;
    const low = v.raw.toLowerCase().replace(/[-_/:]?perp$/, "");
    if (!low.startsWith(code) || low.length === code.length) continue;
    const rest = low.slice(code.length);
    if (rest !== code && QUOTES.includes(rest)) return v;
  }
  return undefined;
}
