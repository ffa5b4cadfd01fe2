// A ban that runs until a named weekday (rule-clauses.ts findTime reads it, match-clause.ts checks it):
//   "all writes paused until Monday 08:00"  → from now until the next Monday 08:00, free after it
//   "no merges till Thursday"               → until Thursday 00:00
//   "keep the lights off through Sunday"     → until Monday 00:00 (Sunday included)
// The weekday is the END of the ban, not the day it holds on ("on Mondays"). The rule's start is not
// written, so the ban is taken to hold in the ROLL_SPAN minutes before the end and not in the rest of
// the week (the end "has passed" for the two days after it). Linear scan, no regex over the text.
import type { RuleToken } from "./rule-text.ts";

export interface RollEnd {
  day: number; // 0 = Sunday
  min: number; // minutes after midnight
}

const END_WORD = new Set(["until", "till", "til", "'til", "through", "thru"]);
const INCLUDED = new Set(["through", "thru"]);
const SKIP = new Set(["next", "this", "coming", "the"]);
const WEEK = 7 * 24 * 60;
/** The ban holds this long before its end: five days; the two days after the end are free. */
export const ROLL_SPAN = 5 * 24 * 60;

/** The weekday token at i is the end of a rolling ban ("until [next] Monday [at] [08:00]"): its end
 *  moment and the clock token read with it (or -1). parseClock reads "08:00", "8am". */
export function rollingEnd(toks: readonly RuleToken[], i: number, day: number, parseClock: (s: string) => number | undefined): { end: RollEnd; clockAt: number; from: number } | undefined {
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && SKIP.has(toks[k]!.lower)) k--;
  const w = toks[k]?.lower;
  if (w === undefined || !END_WORD.has(w)) return undefined;
  // "until Monday 08:00", "until Monday at 8am", "until Monday, 08:00"
  let j = i + 1;
  if (toks[j]?.lower === "at" || toks[j]?.lower === ",") j++;
  const clock = toks[j]?.kind === "time" ? parseClock(toks[j]!.text) : undefined;
  if (clock !== undefined) return { end: { day, min: clock }, clockAt: j, from: k };
  if (INCLUDED.has(w)) return { end: { day: (day + 1) % 7, min: 0 }, clockAt: -1, from: k };
  return { end: { day, min: 0 }, clockAt: -1, from: k };
}

/** Whether a wall clock (weekday, minutes) is inside the rolling ban that ends at end. */
export function inRollingBan(end: RollEnd, clock: { day: number; min: number }): boolean {
  const left = (((end.day * 1440 + end.min) - (clock.day * 1440 + clock.min)) % WEEK + WEEK) % WEEK;
  return left > 0 && left <= ROLL_SPAN;
}
