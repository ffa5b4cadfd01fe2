// The clock a rule allows, turned into the clock it forbids ("only …" rules; rule-clauses.ts findTime):
//   "only between 9am and 8pm" → after 20:00 or before 09:00 (afterMin 1200, beforeMin 540: across midnight)
//   "only after 4pm"           → before 16:00
//   "only before 10am"         → from 10:00 on
// A window across midnight ("only between 22:00 and 06:00") turns into the day between them.
export function complementClock(beforeMin: number | undefined, afterMin: number | undefined): { beforeMin?: number; afterMin?: number } {
  if (beforeMin !== undefined && afterMin !== undefined) return { beforeMin: afterMin, afterMin: beforeMin };
  if (afterMin !== undefined) return { beforeMin: afterMin };
  if (beforeMin !== undefined) return { afterMin: beforeMin };
  return {};
}
