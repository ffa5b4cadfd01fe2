// The period a money bound is written per: "$2,500/month", "$500 a week", "200 per day", "monthly
// cap of $1k". A call that states its own period ({interval: "WEEKLY"}) is scaled to the rule's
// before the two are compared (match-limit-period.ts): $900/week is ~$3,900/month.
export type Period = "day" | "week" | "month" | "quarter" | "year";

export const PERIOD_DAYS: Record<Period, number> = { day: 1, week: 7, month: 365 / 12, quarter: 365 / 4, year: 365 };

const PERIOD_AFTER = /^\s{0,2}(?:\/\s?|per |a |an |each |every )(day|d|week|wk|w|month|mo|mon|quarter|qtr|year|yr|y)\b/i;
const PERIOD_WORD = /\b(daily|weekly|monthly|quarterly|yearly|annual|annually)\b/i;
const NAMES: Record<string, Period> = { day: "day", d: "day", daily: "day", week: "week", wk: "week", w: "week", weekly: "week", month: "month", mo: "month", mon: "month", monthly: "month", quarter: "quarter", qtr: "quarter", quarterly: "quarter", year: "year", yr: "year", y: "year", yearly: "year", annual: "year", annually: "year" };
/** The period words a value can carry ({interval: "WEEKLY"}): the adverbs of NAMES, read by match-limit-period.ts. */
export const PERIOD_ADVERBS: readonly (readonly [string, Period])[] = Object.entries(NAMES).filter(([w]) => PERIOD_WORD.test(w));

/** The period right after the amount ("$2,500/month"), else a period word of the sentence ("monthly"). */
export function moneyPeriod(text: string, amountEnd: number): Period | undefined {
  const m = PERIOD_AFTER.exec(text.slice(amountEnd, amountEnd + 16)) ?? PERIOD_WORD.exec(text);
  return m ? NAMES[m[1]!.toLowerCase()] : undefined;
}
