// A percent-off limit read from a sale price and the regular price it cuts (rules/guard/percent-off.yaml):
//   "Ask me before putting anything on sale for more than 30% off"
//     ~ update_product {productData: {sale_price: "55.00"}} + flags {products: {"2290": {regular_price: "89.00"}}}
//     → 55 on 89 is 38.2% off
// The regular price is the call's own (regular_price beside sale_price) or, when it carries none, the
// object's in context.flags (context-numbers.ts reads only the row of the call's id).
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { NumberRef } from "../read-call/call-facts.ts";
import { flagNumbers, keyWords } from "../read-call/context-numbers.ts";
import type { MatchContext } from "./match-clause.ts";

const FILE = "guard/percent-off.yaml";
const ROLES = ["sale", "regular", "price", "off"] as const;
type Role = (typeof ROLES)[number];
export type PercentOffWords = Record<Role, ReadonlySet<string>>;

export function parsePercentOffWords(files: RuleFiles): PercentOffWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

export interface PercentOff {
  percent: number;
  note: string; // "55 on regular 89 (flags.products_2290_regular_price)"
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const isPrice = (ws: readonly string[], w: PercentOffWords, role: "sale" | "regular") => ws.some((x) => w.price.has(x)) && ws.some((x) => w[role].has(x));

/** The percent off a sale price number is, when the limit is one off a price; else undefined. */
export function percentOff(unitWords: readonly string[], n: NumberRef, numbers: readonly NumberRef[], ctx: MatchContext): PercentOff | undefined {
  const w = ctx.rules.percentOff;
  if (!unitWords.some((u) => w.off.has(u))) return undefined;
  const ws = keyWords(n.path.slice(n.path.lastIndexOf(".") + 1));
  if (!isPrice(ws, w, "sale") || !(n.value > 0)) return undefined;
  let regular: { value: number; where: string } | undefined;
  for (const m of numbers) {
    if (m === n || !isPrice(keyWords(m.path.slice(m.path.lastIndexOf(".") + 1)), w, "regular")) continue;
    regular = { value: m.value, where: m.path };
    break;
  }
  if (!regular && ctx.flags) {
    const f = flagNumbers(ctx.flags, ctx.facts, ctx.rules.flagNumbers, ctx.now).money.find((x) => !x.soFar && isPrice(x.words, w, "regular"));
    if (f) regular = { value: f.value, where: `flags.${f.key}` };
  }
  if (!regular || !(regular.value > n.value)) return undefined;
  return { percent: (1 - n.value / regular.value) * 100, note: `${fmt(n.value)} on regular ${fmt(regular.value)} (${regular.where})` };
}
