// A total over history (rule-sequence-total.ts): the call's quantity plus that of every earlier
// call of the same kind. The same kind: the same tool, showing the counted thing, not a read.
//   "max 3 job applications per day"   each click on "Submit application" counts 1
//   "max 0.05 ETH out per day"         a currency unit: the amount moved is summed
// History items carry no time: the whole history is the period (a harness sends the session's).
import type { CallFacts } from "./call-facts.ts";
import type { Clause } from "./compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";

type Limit = Extract<Clause, { type: "limit" }>;

// units that are amounts of money or tokens: the call's amount is the quantity
const CURRENCY = new Set("eth ether btc bitcoin sol usdc usdt dai matic xrp ada doge ltc bnb avax dot token credit point gwei sat sats".split(" "));
const AMOUNT_KEY = /^(?:amount|value|qty|quantity|sum|total|units?)$/i;


/** How much of the unit a call is, or undefined when it is no such call. */
function quantity(c: Limit, facts: CallFacts): { n: number; path: string } | undefined {
  // a read is never counted: "npm ls" is no new dependency, list_image_builds no build
  if (facts.families.size && !facts.mutating) return undefined;
  const unit = c.unitPhrase ?? [];
  if (unit.some((u) => CURRENCY.has(u))) {
    const n = facts.numbers.find((x) => x.keyWords.some((w) => unit.includes(w))) ?? facts.numbers.find((x) => AMOUNT_KEY.test(x.key));
    return n ? { n: n.value, path: n.path } : undefined;
  }
  const n = facts.numbers.find((x) => x.keyWords.some((w) => unit.includes(w)));
  if (n) return { n: n.value, path: n.path };
  for (const u of unit) if (facts.allWords.has(u) || facts.actionWords.has(u)) return { n: 1, path: facts.actionWords.get(u) ?? `tool ${facts.tool}` };
  return undefined;
}

/** Evidence when the total passes the bound; [] within it; undefined when the call is not counted. */
export function matchHistoryTotal(c: Limit, ctx: MatchContext, base: Evidence[]): Evidence[] | undefined {
  const { facts } = ctx;
  const mine = quantity(c, facts);
  if (!mine) return undefined;
  let earlier = 0;
  let k = 0;
  for (const h of ctx.history()) {
    if (h.tool !== facts.tool) continue;
    const q = quantity(c, h);
    if (!q) continue;
    earlier += q.n;
    k++;
  }
  const total = earlier + mine.n;
  if (c.min !== undefined ? total >= c.min : total <= c.max) return [];
  const r = (x: number) => String(Math.round(x * 1e6) / 1e6);
  const call = k ? `${r(earlier)} in ${k} earlier call${k === 1 ? "" : "s"} + ${r(mine.n)} = ${r(total)} ${c.period ? `this ${c.period}` : ""}`.trim() : `${r(total)}`;
  return [...base, { rule: `limit ${c.rule}${c.period ? ` per ${c.period}` : ""}`, call, path: k ? "history" : mine.path, part: "limit" }];
}
