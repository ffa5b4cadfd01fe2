// The call side of a percentage limit ("volume 30% max", "no discounts over 10%"): which of the
// call's numbers is the percentage the rule bounds, and how much it is as a percentage.
//   ofAnotherThing  "no discounts over 10%" ~ {tax_percent: 19}: a percentage whose key names
//                   another thing than the rule's level word (rule-clauses.ts percentOf) is not it;
//                   {value: 0.3, valueType: "percentage"} names nothing else and is
//   asPercent       volume_level 0.55 is 55% (a fraction is a share of 100); {discount: 180} beside
//                   order lines of 10 × 120 is its share of that money, 15%, unless its key says
//                   percent ({discount_percent: 12} is 12%)
//   shareOf         "no tips above 15%" ~ {subtotal: 40, tip: 12}: the money part the rule names
//                   (limits.yaml share words) is the number bounded, read by asPercent as its share
//                   of the call's other money, 30%
import type { NumberRef } from "../read-call/call-facts.ts";

const PERCENT_KEY = /^(?:percent|pct|percentage|pc|ratio|fraction)$/;
// key words that say nothing of what a percentage is of
const NEUTRAL_KEY = /^(?:percent|pct|percentage|pc|ratio|fraction|rate|off|value|amount|level|new|max|min|maximum|minimum|target|text|input|set|to|per|cent|bps|basis|points?)$/;
// {basis_points: 7500}, {discount_bps: 250}: hundredths of a percent (7500 bp = 75 %)
const isBasisPoints = (n: NumberRef) => n.keyWords.some((w) => /^bps?$/.test(w)) || (n.keyWords.includes("basis") && n.keyWords.some((w) => /^points?$/.test(w)));

export function ofAnotherThing(percentOf: string, n: NumberRef): boolean {
  return !n.keyWords.includes(percentOf) && n.keyWords.some((w) => !NEUTRAL_KEY.test(w));
}

/** The number as a percentage; `money` gives the call's money (read only when needed). */
export function asPercent(n: NumberRef, max: number, money: () => { value: number; path: string } | undefined, share = false): number {
  if (isBasisPoints(n)) return n.value / 100;
  // (a named money part, {tip: 12}, is money whatever its size: 12 on a subtotal of 40 is 30%)
  const v = n.value > 0 && n.value < 1 && !share ? n.value * 100 : n.value;
  if (n.keyWords.some((w) => PERCENT_KEY.test(w))) return v;
  if (v <= max && !share) return v;
  const m = money();
  return m && m.path !== n.path && m.value > n.value ? (n.value / m.value) * 100 : v;
}

/** The number is the money part a percentage limit names ("tips", "commission"): its key says it. */
export function shareOf(c: { rule: string; percentOf?: string }, n: NumberRef, shareWords: ReadonlySet<string>): boolean {
  return c.percentOf !== undefined && shareWords.has(c.percentOf) && c.rule.endsWith("%") && n.keyWords.includes(c.percentOf);
}
