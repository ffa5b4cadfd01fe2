// Totals of this call plus the earlier calls of the same tool in history: the one reader of
// "this call + history" counts, for both kinds of count limit that need one.
//   1. per period  (rule-sequence-total.ts) the call's quantity plus that of every earlier call of
//                  the same kind: the same tool, showing the counted thing, not a read
//                    "max 3 job applications per day"   each click on "Submit application" counts 1
//                    "max 0.05 ETH out per day"         a currency unit: the amount moved is summed
//   2. session     "no more than 3 pipeline runs in this task": a limit on what the call IS (its
//                  unit is a word of the tool name or of the control it clicks) counts this call
//                  and the earlier calls of the same tool on the same thing (call-session-count.ts
//                  asks, after the call's own numbers)
// History items carry no time: the whole history is the period (a harness sends the session's).
import type { CallFacts } from "../read-call/call-facts.ts";
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import { canonical, splitWords } from "../split-words.ts";
import { TOOL_READ_VERBS } from "../tool-read-verbs.ts";
import { otherObject, perObjectValues } from "../carve-outs/fb-per-object.ts";
import { flagCount } from "./match-flag-count.ts";

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
  // "2 GB total per customer per day": an earlier call on another customer is not summed (fb-per-object.ts)
  const own = c.perObject ? perObjectValues(c.perObject, facts, ctx.rules.synonyms) : undefined;
  let { earlier, k } = sameToolTotal(ctx, (h) => (own && otherObject(own, h) ? undefined : quantity(c, h)?.n));
  // {transfers_today: 4} under "max 5 transfers a day": the caller's count of the period stands for
  // calls the history does not show (a count, never money: match-flag-count.ts)
  // (only a call read as changing something: "kaggle competitions submissions" lists them)
  const said = !facts.mutating || (c.unitPhrase ?? []).some((u) => CURRENCY.has(u)) ? undefined : flagCount(c.unitPhrase ?? [], c.period, ctx.flags, ctx.rules.flagNumbers);
  const fromFlag = !!said && said.value > earlier;
  if (fromFlag) earlier = said!.value;
  const total = earlier + mine.n;
  if (c.min !== undefined ? total >= c.min : total <= c.max) return [];
  const r = (x: number) => String(Math.round(x * 1e6) / 1e6);
  if (fromFlag) return [...base, { rule: `limit ${c.rule}${c.period ? ` per ${c.period}` : ""}`, call: `${r(earlier)} (flags.${said!.key}) + ${r(mine.n)} = ${r(total)}`, path: `context.flags.${said!.key}`, part: "limit" }];
  const call = k ? `${r(earlier)} in ${k} earlier call${k === 1 ? "" : "s"} + ${r(mine.n)} = ${r(total)} ${c.period ? `this ${c.period}` : ""}`.trim() : `${r(total)}`;
  return [...base, { rule: `limit ${c.rule}${c.period ? ` per ${c.period}` : ""}`, call, path: k ? "history" : mine.path, part: "limit" }];
}

/** What the call is, when the unit names it: run_pipeline is a pipeline run, a click on "Submit
 * application" an application. This call plus the earlier ones of the same tool on the same thing. */
export function matchSessionCount(c: Limit, ctx: MatchContext): Evidence[] | undefined {
  if (c.min !== undefined || ctx.historyLength === 0) return undefined;
  const { facts } = ctx;
  // reads never count (get_pipeline, list_snapshots); what the tool starts or makes does
  if (isRead(facts)) return undefined;
  const unit = c.unitWords.find((u) => isWhatItIs(facts, u, ctx.rules.synonyms));
  if (!unit) return undefined;
  // the call reaches its limit only past max: a history shorter than max cannot (no reads)
  if (ctx.historyLength + 1 <= c.max) return undefined;
  // "one exchange per order": an earlier call on another order is not counted (fb-per-object.ts)
  const own = c.perObject ? perObjectValues(c.perObject, facts, ctx.rules.synonyms) : undefined;
  const { k } = sameToolTotal(ctx, (h) => (isWhatItIs(h, unit, ctx.rules.synonyms) && !(own && otherObject(own, h)) ? 1 : undefined));
  if (k === 0 || k + 1 <= c.max) return undefined;
  return [{ rule: `limit ${c.rule}`, call: `${unit} ${k + 1} (${k} earlier ${facts.tool} call${k === 1 ? "" : "s"})`, path: "history", part: "limit" }];
}

/** The earlier calls of this call's tool that count (`of` gives how much; undefined: not counted):
 * their sum and how many. */
function sameToolTotal(ctx: MatchContext, of: (h: CallFacts) => number | undefined): { earlier: number; k: number } {
  let earlier = 0;
  let k = 0;
  for (const h of ctx.history()) {
    if (h.tool !== ctx.facts.tool) continue;
    const n = of(h);
    if (n === undefined) continue;
    earlier += n;
    k++;
  }
  return { earlier, k };
}

const READ_VERBS = new Set([...TOOL_READ_VERBS, "status", "inspect", "watch", "preview", "browse", "navigate"]);
function isRead(facts: CallFacts): boolean {
  return facts.toolWords.some((w) => READ_VERBS.has(w));
}

const LABEL_KEYS = new Set(["element", "label", "button", "linktext", "link_text", "arialabel", "aria_label"]);
function isWhatItIs(facts: CallFacts, unit: string, syn: ReadonlyMap<string, string>): boolean {
  if (facts.addressing[0]?.words.includes(unit)) return true; // the tool name's words
  for (const v of facts.addressing) {
    const key = v.path.slice(v.path.lastIndexOf(".") + 1).toLowerCase();
    if (LABEL_KEYS.has(key) && v.raw.length <= 60 && splitWords(v.raw, 8).some((w) => canonical(w, syn) === unit)) return true;
  }
  return false;
}
