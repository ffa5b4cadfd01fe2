// A money bound on each unit the call buys, not on the call's total: "max EUR 180 per night",
// "nothing over $600 a ticket", "$40 per seat", "under $15 per item". The call's price of one unit
// is read by match-limit-per-unit.ts (nightly_price, unit_amount, fare per ticket; else the total
// over the count of units). "per payment", "per order", "per transfer" stay the call's own amount,
// and "a head / per person" is the headcount share (rule-clauses.ts PER_HEAD).
export type MoneyUnit = "night" | "ticket" | "seat" | "item" | "room" | "passenger";

const PER_UNIT = /\b(?:per|a|an|each|every|\/)\s?(nights?|tickets?|seats?|licen[cs]es?|items?|units?|rooms?|passengers?|travell?ers?|pax)\b/i;
const CANON: Record<string, MoneyUnit> = {
  night: "night", ticket: "ticket", seat: "seat", license: "seat", licence: "seat", item: "item", unit: "item", room: "room",
  passenger: "passenger", traveler: "passenger", traveller: "passenger", pax: "passenger",
};

/** The unit a money bound is per ("per night" → night), when the rule names one. */
export function moneyUnit(text: string): MoneyUnit | undefined {
  const m = PER_UNIT.exec(text);
  if (!m) return undefined;
  const w = m[1]!.toLowerCase();
  return CANON[w.endsWith("s") && w !== "pax" ? w.slice(0, -1) : w];
}
