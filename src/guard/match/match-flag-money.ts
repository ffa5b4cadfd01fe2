// Money limits read with what context.flags says about the call's object and the session
// (context-numbers.ts reads the flags):
//   named    the rule names the flag's thing: its value is what the rule bounds
//              "Cancellation fee > $25 → ask first"          ~ {cancellation_fee_usd: 50}
//              "invoices above 5.000 € only after my look"   ~ invoiceSend {invoiceId} + {invoice_total: "7400.00 EUR"}
//   object   the call carries no money of its own (pay_order {order_id}), or only a tip: the object's
//            amount stands for it — never a part (fee, tax) the rule does not name
//              "Transfers above €2,000 need my approval"     ~ create_transfer {quoteUuid} + {quote_source_amount: 3400}
//   so far   a total over a period adds the money already moved in it
//              "daily payout total max USD 3,000"            ~ {paid_today_usd: 2600} + the call's 700
//              "groceries: weekly budget $180"               ~ {spent_this_week_usd: 110} + {cart_total_usd: 95} + tip 6
// A flag about another object (its key carries an id the call does not) was left out when read.
import type { Clause } from "../compile/compiled-entry.ts";
import type { MatchContext } from "./match-clause.ts";
import { flagNumbers, type FlagMoney } from "../read-call/context-numbers.ts";

type Limit = Extract<Clause, { type: "limit" }>;
export interface FlagMoneyValue {
  value: number;
  path: string;
  note: string;
}

const TIP_PATH = /(?:^|[._\s])(?:tip|tip_?amount|gratuity|driver_?tip|dasher_?tip)$/i;
const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** The money the limit reads for this call from the flags, or undefined to keep the call's own. */
export function flagMoney(c: Limit, ctx: MatchContext, own: FlagMoneyValue | undefined): FlagMoneyValue | undefined {
  if (!ctx.flags) return undefined;
  const { money } = flagNumbers(ctx.flags, ctx.facts, ctx.rules.flagNumbers, ctx.now);
  if (!money.length) return undefined;
  const named = ctx.ruleWords ? money.find((f) => !f.soFar && namedBy(f, ctx.ruleWords!, ctx)) : undefined;
  if (named) return { value: named.value, path: `context.flags.${named.key}`, note: `${fmt(named.value)} (flags.${named.key})` };
  const tipOnly = own && TIP_PATH.test(own.path);
  if (own && !tipOnly) return undefined;
  // ("deposit_amount: 1200" beside refund {depositId: "dep-88a6"}: the call names the deposit by its id,
  // so the deposit is the call's object, no part beside it, glim25)
  const object = money.find((f) => !f.soFar && (!f.part || callIdsThing(f, ctx)));
  if (!object) return undefined;
  if (tipOnly) return { value: object.value + own!.value, path: `context.flags.${object.key}`, note: `${fmt(object.value)} (flags.${object.key}) + tip ${fmt(own!.value)}` };
  return { value: object.value, path: `context.flags.${object.key}`, note: `${fmt(object.value)} (flags.${object.key})` };
}

/** The call carries an id of the flag's thing: {depositId} or {deposit_id} beside deposit_amount. */
function callIdsThing(f: FlagMoney, ctx: MatchContext): boolean {
  const kv = ctx.facts.keyValues;
  for (const w of f.words) {
    if (w.length < 3 || GENERIC.has(w)) continue;
    if (kv.has(`${w}id`) || kv.has(`${w}_id`) || kv.has(`${w}-id`)) return true;
  }
  return false;
}

/** Money already moved in the limit's period (a total: "per day", "weekly budget"), from the flags. */
export function flagSoFar(c: Limit, ctx: MatchContext): { value: number; key: string } | undefined {
  if (!ctx.flags || !(c.cumulative || c.per)) return undefined;
  const { money } = flagNumbers(ctx.flags, ctx.facts, ctx.rules.flagNumbers, ctx.now);
  for (const f of money) {
    if (!f.soFar) continue;
    // "spent_this_week" beside a daily cap is another period's total
    if (f.period ? c.per !== undefined && f.period !== c.per : c.per !== undefined) continue;
    return { value: f.value, key: f.key };
  }
  return undefined;
}

// key words that only say "money", never which thing it is of
const GENERIC = new Set(["amount", "total", "subtotal", "value", "sum", "price", "cost", "current", "source", "usd", "eur", "the", "of"]);
/** The rule names the flag's thing: every content word of the key is a word of the rule
 * (cancellation_fee ~ "Cancellation fee > $25"; invoice_total ~ "invoices above 5.000 €"). */
function namedBy(f: FlagMoney, ruleWords: readonly string[], ctx: MatchContext): boolean {
  const content = f.words.filter((w) => !GENERIC.has(w) && !ctx.rules.flagNumbers.currency.has(w));
  if (!content.length || content.length > 3) return false;
  return content.every((w) => ruleWords.includes(w) || ruleWords.includes(w.replace(/s$/, "")) || ruleWords.includes(`${w}s`));
}
