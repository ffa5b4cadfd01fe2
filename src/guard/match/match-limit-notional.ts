// An order's value under a money limit: its quantity times its unit price, siblings in one object
// (limits.yaml products) (glim21):
//   "no single order over $5,000 notional"   ~ place_stock_order {quantity: 40, limit_price: 190} = 7,600
//   "total buys today must stay under $20k"  ~ {qty: 50, price: 210} (+ what earlier calls bought)
//   "max $2k per purchase order"             ~ {lines: {sku: …, quantity: 12, unit_cost: 180}} = 2,160
// A rule that bounds the unit price itself ("stocks priced over $500", "penny stocks (price under $5)",
// "$40 each") reads no product. A market order carries no price: no product is guessed; a price the
// caller states in context.flags for the call's symbol ({last_price_AAPL: 191}) stands for it
// (flagPriceOf). Indexed line items (lineItems.0.quantity × …unitAmount) are summed by readMoney.
import type { CallFacts, NumberRef } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";

export interface Notional {
  value: number;
  path: string;
  note: string;
  pricePath?: string; // the unit price's own path: the money the product stands for
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const MEMO = Symbol("notional");

/** The parent path of an argument ("args.order.qty" → "args.order"); undefined for a derived
 * number ("args.quantity (limit)", "args.query LIMIT") or an indexed line (readMoney's). */
function parentOf(n: NumberRef): string | undefined {
  if (n.path.includes(" ") || n.path.length > 200) return undefined;
  const dot = n.path.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const parent = n.path.slice(0, dot);
  const last = parent.slice(parent.lastIndexOf(".") + 1);
  if (last !== "" && last.length <= 4 && /^\d+$/.test(last)) return undefined;
  return parent;
}

/** The largest quantity × unit price of one object of the call, or undefined (memoized per call). */
export function notionalOf(facts: CallFacts, rules: GuardRules): Notional | undefined {
  const memo = facts.memo.get(MEMO) as { v: Notional | undefined } | undefined;
  if (memo) return memo.v;
  const v = readNotional(facts, rules);
  facts.memo.set(MEMO, { v });
  return v;
}

function readNotional(facts: CallFacts, rules: GuardRules): Notional | undefined {
  const { quantity, price } = rules.products;
  if (!quantity.size || facts.numbers.length > 400) return undefined;
  let best: Notional | undefined;
  for (const q of facts.numbers) {
    if (!quantity.has(q.key) || !(q.value > 0)) continue;
    const parent = parentOf(q);
    if (!parent) continue;
    for (const p of facts.numbers) {
      if (p === q || !price.has(p.key) || !(p.value > 0) || parentOf(p) !== parent) continue;
      const value = q.value * p.value;
      if (!best || value > best.value) best = { value, path: parent, note: `${fmt(q.value)} × ${fmt(p.value)} (${q.path} × ${p.path}) = ${fmt(value)}`, pricePath: p.path };
    }
  }
  return best;
}

/** The rule bounds the unit price itself ("priced over", "price under", "each"): no product. */
export function boundsUnitPrice(ruleWords: readonly string[] | undefined, rules: GuardRules): boolean {
  if (!ruleWords) return false;
  for (const w of ruleWords) if (rules.products.priceWords.has(w)) return true;
  return false;
}

/** The call's one quantity when it carries no unit price (a market order), for a price in the flags. */
export function quantityWithoutPrice(facts: CallFacts, rules: GuardRules): NumberRef | undefined {
  let found: NumberRef | undefined;
  for (const n of facts.numbers) {
    if (rules.products.price.has(n.key)) return undefined;
    if (rules.products.quantity.has(n.key) && parentOf(n) && n.value > 0) {
      if (found && found.value !== n.value) return undefined;
      found = n;
    }
  }
  return found;
}

/** A part of the flag's path is a price word (limits.yaml flag_price_words), alone or after "last":
 * flags.last_price_AAPL, lastPx, quote. */
function statesPrice(path: string, words: ReadonlySet<string>): boolean {
  for (const part of path.toLowerCase().split(PATH_SEP)) {
    if (words.has(part)) return true;
    if (part.length > 4 && part.startsWith("last") && words.has(part.slice(4))) return true;
  }
  return false;
}
const PATH_SEP = /[._\s]/;
/** A market order {quantity: 30} and a price the flags state ({last_price_AAPL: 191}): the order's
 * value is the quantity times that price; any other flag money stays as read. */
export function flagPriceTimesQuantity(m: Notional, facts: CallFacts, rules: GuardRules): Notional {
  if (!statesPrice(m.path, rules.products.flagPriceWords)) return m;
  const q = quantityWithoutPrice(facts, rules);
  if (!q) return m;
  const value = q.value * m.value;
  return { value, path: m.path, note: `${fmt(q.value)} × ${m.note} (${q.path}) = ${fmt(value)}` };
}
