// A limit on how far back a read goes: "no more than 24h time range", "queries max 1h window",
// "isn't bounded to the last 24h", "never query more than the last 7 days". The number's unit is a
// length of time, and the words around it (window, range, last, bounded) say it is the span the
// call reads — they name no target the call must carry, and the bound is on one call's span, never
// a count of calls over history (call-time-back.ts reads the call's span).
import { DURATION_UNITS } from "../read-call/call-quantity.ts";
import type { RuleToken } from "./rule-text.ts";

const DURATION_WORDS: ReadonlySet<string> = new Set(DURATION_UNITS.flatMap((u) => u.words));
// the span's own words ("time" only before range/window/span/frame: "24h time range")
const SPAN_WORD = /^(?:window|windows|range|ranges|span|spans|lookback|look-back|timeframe|timeframes|timespan|bound|bounds|bounded|unbounded|last|past|trailing|rolling|back|ago|wide|wider|broad|broader|deep|deeper|history)$/;
const SPAN_AFTER_TIME = /^(?:range|ranges|window|windows|span|frame|frames)$/;

export function isDurationUnit(unitLower: string): boolean {
  return DURATION_WORDS.has(unitLower);
}

/** Whether token k is a word of the span ("window", "last", "time" in "time range"), under a
 * duration unit only. */
export function spanWord(toks: readonly RuleToken[], k: number): boolean {
  const w = toks[k]!.lower;
  return SPAN_WORD.test(w) || (w === "time" && SPAN_AFTER_TIME.test(toks[k + 1]?.lower ?? ""));
}

/** A limit whose unit is a length of time ("4h", "2 days"): only a duration of the call meets it. */
export function spanLimit(unitWords: readonly string[]): boolean {
  return unitWords.length > 0 && DURATION_WORDS.has(unitWords[0]!);
}
