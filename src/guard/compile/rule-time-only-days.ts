// Days a ban names only as the ones it allows (rule-clauses.ts findTime):
//   "dont update the firmware mid-week, only saturdays"  → every day but Saturday
//   "no releases except on the weekend… only on Sundays" → every day but Sunday
// A day token right after "only" ("only", "only on", "only on the") is the allowed day; when every day
// the ban names is such a day and the ban states no clock or date, the ban holds on the other days.
// ("never deploy on Fridays, only small fixes": Friday is outside the "only" → the banned day, as before)
import type { RuleToken } from "./rule-text.ts";

const FILLER = new Set(["on", "the", "a", "at", "during", "over", "for"]);

/** Whether the day token at i belongs to an "only …" phrase: "only" up to two filler words before it,
 *  or an earlier day of the same list ("only saturdays and sundays", "only Tue/Thu"). */
export function afterOnly(toks: readonly RuleToken[], i: number): boolean {
  // "…, weekends only", "saturdays only": the allowed days, with "only" after them
  if (toks[i + 1]?.lower === "only" && (i + 2 >= toks.length || toks[i + 2]!.kind === "punct")) return true;
  for (let k = i - 1, n = 0; k >= 0 && n < 6; k--, n++) {
    const w = toks[k]!.lower;
    if (w === "only") return true;
    if (FILLER.has(w) || w === "and" || w === "or" || w === "/" || w === "," || w === "&") continue;
    // an earlier day in the same list: keep looking back for its "only"
    if (toks[k]!.kind === "word" && /^(?:mon|tue|wed|thu|fri|sat|sun)/.test(w)) continue;
    return false;
  }
  return false;
}

// "during the week", "in the week", "through the week": Monday to Friday (as opposed to the weekend)
const WEEK_LEAD = /^(?:during|in|through|throughout|over)$/;
/** The token at i is "week" of "during the week": the working days. */
export function duringTheWeek(toks: readonly RuleToken[], i: number): boolean {
  return toks[i]!.lower === "week" && toks[i - 1]?.lower === "the" && WEEK_LEAD.test(toks[i - 2]?.lower ?? "");
}

/** The days of the week not in days. */
export function otherDays(days: readonly number[]): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => !days.includes(d));
}
