// How many calls of a frequency limit's kind the caller says the period already holds, from
// context.flags (the words of a key, rules/guard/flag-numbers.yaml day/week/month/hour roles):
//   "no more than 3 orders per day in total" ~ {orders_today: 3}      → 3 earlier: this call is the 4th
//   "Max 2 Kaggle submissions a day"         ~ {submissions_today: 2} → this call is the 3rd
//   "max 5 transfers a day"                  ~ {transfers_today: 1}   → says nothing against the limit
// The key must name the thing counted and a word of the limit's period; a count of another thing
// ({refunds_today: 9} under "3 orders per day") or another period ({orders_this_week: 9}) is not read.
import { singular } from "../split-words.ts";
import { keyWords, type FlagNumberWords } from "../read-call/context-numbers.ts";

export interface FlagCount {
  value: number;
  key: string;
}

const PERIOD_ROLE: Record<string, "hour" | "day" | "week" | "month"> = { hour: "hour", hourly: "hour", day: "day", daily: "day", today: "day", week: "week", weekly: "week", month: "month", monthly: "month" };

/** The largest count a flag states of one of `things` (singular words) in `period`, if any. */
export function flagCount(things: readonly string[], period: string | undefined, flags: Readonly<Record<string, unknown>> | undefined, words: FlagNumberWords): FlagCount | undefined {
  const role = period ? PERIOD_ROLE[period] : undefined;
  if (!flags || !role || !things.length) return undefined;
  const periodWords = words[role];
  let best: FlagCount | undefined;
  let n = 0;
  for (const key in flags) {
    if (++n > 50) break;
    const v = flags[key];
    const value = typeof v === "number" ? v : typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(value) || value < 0) continue;
    const kw = keyWords(key);
    if (!kw.some((w) => periodWords.has(w)) || !kw.some((w) => things.includes(singular(w)))) continue;
    if (!best || value > best.value) best = { value, key };
  }
  return best;
}
