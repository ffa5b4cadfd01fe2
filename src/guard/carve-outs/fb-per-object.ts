// "once per order", "one refund per invoice": the count is per OBJECT the rule names, so an earlier
// call counts only when it acted on the same one. The object is the argument whose key names the
// noun after "per" ({order_id}, {invoice_id}, {shipmentNumber}); other ids the calls share (the
// payment method, the clinic, the user) say nothing about which order it was:
//   "exchange once per order" ~ exchange {order_id: "#W2"} after exchange {order_id: "#W1", payment_method_id: same}
//   → a different order: not a second exchange of it.
import type { CallFacts } from "../read-call/call-facts.ts";
import { canonical, splitWords } from "../split-words.ts";

// "per day", "per week": a period, not an object
const PERIODS = /^(?:second|minute|hour|day|week|month|year|quarter|session|run|task|call|request|time|turn|conversation|chat)s?$/;
const ID_WORDS = new Set(["id", "ids", "number", "no", "num", "code", "ref", "reference", "key", "uuid", "sid"]);

/** The nouns after "per" (one or two words, up to punctuation): "per delivered order" → [delivered, order]. */
export function perObjectWords(text: string): string[] | undefined {
  const m = /\bper\s+([a-z]{2,20})(?:\s+([a-z]{2,20}))?/i.exec(text);
  if (!m) return undefined;
  const words = [m[1]!, m[2]].filter((w): w is string => !!w).map((w) => w.toLowerCase());
  if (words.some((w) => PERIODS.test(w)) || words[0] === "the" || words[0] === "a") return undefined;
  return words;
}

/** key → values of the call's arguments that identify the per-object ({order_id: "#W2"}). */
export function perObjectValues(per: readonly string[], facts: CallFacts, synonyms: ReadonlyMap<string, string>): Map<string, Set<string>> | undefined {
  const nouns = new Set(per.map((w) => canonical(w, synonyms)));
  let out: Map<string, Set<string>> | undefined;
  for (const [key, values] of facts.keyValues) {
    const kw = idKeyWords(splitWords(key, 6));
    if (!kw.length || kw.length > 3) continue;
    // the noun itself ({order: "#W2"}) or the noun's id ({order_id}, {orderNumber})
    if (kw.length > 1 && !ID_WORDS.has(kw[kw.length - 1]!)) continue;
    if (!kw.some((w) => nouns.has(canonical(w, synonyms)))) continue;
    const vals = values.filter((v) => v.trim());
    if (vals.length) (out ??= new Map()).set(key, new Set(vals));
  }
  return out;
}

/** An earlier call acted on another object: it has the object's key, and none of its values match. */
export function otherObject(own: ReadonlyMap<string, ReadonlySet<string>>, h: CallFacts): boolean {
  let keyed = false;
  for (const [key, vals] of own) {
    const theirs = h.keyValues.get(key);
    if (!theirs) continue;
    keyed = true;
    for (const v of theirs) if (vals.has(v)) return false;
  }
  return keyed;
}

// "paymentid", "ordernumber": a camelCase key as the call's facts hold it (lower case, one word) is
// the noun and its id word run together
const RUN_ID = /^([a-z]{3,20}?)(id|ids|number|no|num|code|ref|reference|key|uuid|sid)$/;
/** [paymentid] → [payment, id]; other keys as they are. */
function idKeyWords(kw: string[]): string[] {
  if (kw.length !== 1) return kw;
  const m = RUN_ID.exec(kw[0]!);
  return m ? [m[1]!, m[2]!] : kw;
}
