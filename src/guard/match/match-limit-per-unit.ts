// The call side of a money bound per unit (rule-limit-per-unit.ts): the price of one unit.
//   {rate_plan: {nightly_price: 175}, total_price: 525}  ~ "max EUR 180 per night"  → 175
//   {unit_amount: 2400, quantity: 3}                     ~ "under $30 per item"      → 24 (in cents)
//   {total: 1260, passengers: [3 objects]}               ~ "over $600 a ticket"      → 420
//   {checkin: 03-01, checkout: 03-04, total_price: 520} ~ "max €150/night"          → 173.33 (3 nights)
// undefined when the call states neither a unit price nor a count: the caller keeps its total.
import type { CallFacts, NumberRef } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { MoneyUnit } from "../compile/rule-limit-per-unit.ts";

// a key word that says the money is one unit's price
const OWN: Record<MoneyUnit, RegExp> = {
  night: /^(?:nightly|night|pernight|nights?rate)$/,
  ticket: /^(?:ticket|perticket|fare|unit|each)$/,
  seat: /^(?:seat|perseat|license|licence|unit|each)$/,
  item: /^(?:unit|item|each|peritem|perunit)$/,
  room: /^(?:room|perroom|nightly|unit)$/,
  passenger: /^(?:passenger|perpassenger|traveler|pax|fare|each)$/,
};
// a key that counts the units (a list of them counts too: "passengers (3 objects)")
const COUNT: Record<MoneyUnit, RegExp> = {
  night: /^(?:nights|numnights|numberofnights|nightcount|lengthofstay|los)$/,
  ticket: /^(?:tickets|quantity|qty|numtickets|ticketcount|passengers|travelers|travellers|seats)$/,
  seat: /^(?:seats|licenses|licences|quantity|qty|users|seatcount)$/,
  item: /^(?:quantity|qty|units|items|count)$/,
  room: /^(?:rooms|numrooms|roomcount)$/,
  passenger: /^(?:passengers|travelers|travellers|pax|adults|numpassengers|passengercount)$/,
};

function isMoney(n: NumberRef, rules: GuardRules): boolean {
  return rules.senseKeys.get(n.key) === "money" || n.keyWords.some((w) => rules.senseKeys.get(w) === "money") || n.keyWords.some((w) => w === "fare" || w === "rate" || w === "nightly");
}

/** The price of one unit: a money number keyed by the unit, else the total over the count. */
export function perUnitPrice(unit: MoneyUnit, facts: CallFacts, rules: GuardRules, total: { value: number; path: string }, cents: number): { value: number; path: string; note: string } | undefined {
  let own: NumberRef | undefined;
  for (const n of facts.numbers)
    if (n.value > 0 && isMoney(n, rules) && n.keyWords.some((w) => OWN[unit].test(w)) && (!own || n.value > own.value)) own = n;
  if (own) {
    const v = own.value / cents;
    return { value: v, path: own.path, note: `${own.value}${cents !== 1 ? " (cents)" : ""} per ${unit}` };
  }
  for (const n of facts.numbers) {
    const listed = /\(\d{1,4} (?:objects|items)\)$/.test(n.path);
    if (n.value < 1 || n.value > 1000 || !Number.isInteger(n.value)) continue;
    if (COUNT[unit].test(n.key) || (listed && n.keyWords.some((w) => COUNT[unit].test(w) || COUNT[unit].test(`${w}s`)))) {
      const v = total.value / n.value;
      return { value: v, path: total.path, note: `${total.value} / ${n.value} ${unit}s = ${Math.round(v * 100) / 100} per ${unit}` };
    }
  }
  // no count key: the nights between the stay's two dates (a list of passengers is counted above,
  // as call-quantity.ts reads list lengths: "passengers (3 objects)")
  const n = unit === "night" || unit === "room" ? nightsOf(facts) : undefined;
  if (n) {
    const v = total.value / n;
    return { value: v, path: total.path, note: `(${total.value}) / ${n} ${unit === "room" ? "night" : unit}s = ${Math.round(v * 100) / 100} each` };
  }
  return undefined;
}

const CHECK_IN = /^(?:check_?in(?:_?date)?|arrival(?:_?date)?|start_?date|from_?date|date_?from|stay_?from)$/i;
const CHECK_OUT = /^(?:check_?out(?:_?date)?|departure_?date|end_?date|to_?date|date_?to|stay_?to)$/i;
const DAY = 86_400_000;

/** The nights between a stay's check-in and check-out dates (2 to 366), or undefined. */
function nightsOf(facts: CallFacts): number | undefined {
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
