// A money limit per night or per ticket, and a call that states the whole stay or the whole order:
//   "Hotels: max €180/night" ~ book_hotel {checkin: 01-10, checkout: 01-13, total_price: 480} → €160 a night
//   "nothing over $600 a ticket" ~ create_order {passengers: [2 people], payments: [{amount: 1090}]} → $545 a ticket
// The compiler reads the unit written right after the amount (shareUnitAfter); the matcher divides
// the call's money by the nights between its two dates, or by the people it books (shareOf).
// A call that states no dates or no people is read as one night / one ticket, as before.
import type { CallFacts } from "../read-call/call-facts.ts";

export type ShareUnit = "night" | "ticket";

// right after the amount: "€180/night", "$200 a night", "$600 per ticket", "$400 each passenger"
const AFTER = /^\s{0,2}(?:\/\s{0,2}|(?:a|an|per|each|for each|for every)\s{1,3})(?:room[- ]?)?(nights?|tickets?|passengers?|travell?ers?|seats?|fares?)\b|^\s{0,2}(nightly)\b/i;

/** The unit the amount is per, read right after it in the rule text, or undefined. */
export function shareUnitAfter(text: string, end: number): ShareUnit | undefined {
  const m = AFTER.exec(text.slice(end, end + 30));
  if (!m) return undefined;
  return /^night/i.test(m[1] ?? m[2] ?? "") ? "night" : "ticket";
}

const CHECK_IN = /^(?:check_?in(?:_?date)?|arrival(?:_?date)?|start_?date|from_?date|date_?from|stay_?from)$/i;
const CHECK_OUT = /^(?:check_?out(?:_?date)?|departure_?date|end_?date|to_?date|date_?to|stay_?to)$/i;
const PEOPLE = /(?:^|\.)(?:passengers|travell?ers|guests|people|persons|tickets|pax)\.(\d{1,3})(?:\.|$)/i;
const DAY = 86_400_000;

/** How many nights or tickets the call's money pays for (≥ 2), or undefined. */
export function shareOf(unit: ShareUnit, facts: CallFacts): number | undefined {
  if (unit === "night") {
    let from: number | undefined;
    let to: number | undefined;
    for (const d of facts.datetimes) {
      const t = Date.parse(d.value.slice(0, 10));
      if (Number.isNaN(t)) continue;
      if (CHECK_IN.test(d.key)) from ??= t;
      else if (CHECK_OUT.test(d.key)) to ??= t;
    }
    const nights = from !== undefined && to !== undefined ? Math.round((to - from) / DAY) : 0;
    return nights >= 2 && nights <= 366 ? nights : undefined;
  }
  const seen = new Set<string>();
  const add = (path: string) => {
    const m = PEOPLE.exec(path);
    if (m) seen.add(m[1]!);
  };
  for (const v of facts.addressing) add(v.path);
  for (const v of facts.datetimes) add(v.path);
  for (const v of facts.emails) add(v.path);
  for (const v of facts.numbers) add(v.path);
  return seen.size >= 2 && seen.size <= 500 ? seen.size : undefined;
}
