// What a frequency limit counts and over which period, so a count the caller states in
// context.flags can stand for the earlier calls (match-flag-count.ts):
//   "no more than 3 orders per day in total" → { countOf: "order", countPeriod: "day" }
//   "max 5 transfers a day"                  → { countOf: "transfer", countPeriod: "day" }
//   "at most 10 emails per hour"             → { countOf: "email", countPeriod: "hour" }
// A period after "per" is no target: "3 orders per day" counts every order, not per thing.
export type CountPeriod = "hour" | "day" | "week" | "month";

const PERIOD = /\b(?:per|a|an|each|every)\s(hour|day|week|month)\b|\b(hourly|daily|weekly|monthly|today)\b/i;
const ADVERB: Record<string, CountPeriod> = { hourly: "hour", daily: "day", weekly: "week", monthly: "month", today: "day" };

export function countPeriod(text: string): CountPeriod | undefined {
  const m = PERIOD.exec(text);
  if (!m) return undefined;
  return m[1] ? (m[1].toLowerCase() as CountPeriod) : ADVERB[m[2]!.toLowerCase()];
}

// "per day", "per hour": a period, not the thing counted per ("per customer")
const PER_THING = /\bper\s(?!(?:hour|day|week|month|year|minute|night|session|task|run)\b)[a-z]/i;
/** "per customer", "per topic": the limit counts per thing (a period after "per" is none). */
export function perThing(text: string): boolean {
  return PER_THING.test(text);
}
