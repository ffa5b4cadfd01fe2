// ccls24b: house-rule lists and cue-less limits and conditions (studied validation20, checked on
// validation15-19 and dev). The items of a house-rule section ("Safety:", "Please note:", "What to bring:",
// a plain "Pool Rules" line over a list) are duties even as bare orders (segment.yaml house_list_intros,
// house_orders; classifier.ts step house-list-imperative); a short order that opens a list line holding a
// firm rule or a "No X" ban is one too. Recipe and how-to steps stay out (recipe_cues; no house heading).
// Notice and cancellation windows, labelled minimums and weather conditions of an event are policy
// statements (segment.yaml policy.notice-window, policy.minimum-label, policy.weather-moves).
// Every text is written for this test (pottery studios, climbing gyms, ferries, choirs, kayak tours);
// none is taken from a validation set.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // house-rule sections: bare orders under their headings
  {
    text: "Studio safety:\n- Wear an apron at the wheel.\n- Keep glaze buckets lidded.\n- No food near the kilns.",
    pins: [["Wear an apron", "requirement"], ["Keep glaze buckets", undefined], ["No food near", "prohibition"]],
  },
  {
    text: "Please note:\n- Arrive ten minutes before your slot.\n- Bring your own chalk bag.",
    pins: [["Arrive ten minutes", undefined], ["Bring your own chalk", undefined]],
  },
  {
    text: "What to bring:\n- Pack a waterproof jacket.\n- Carry two litres of water.",
    pins: [["Pack a waterproof", undefined], ["Carry two litres", undefined]],
  },
  {
    text: "Choir Etiquette\n- Silence your phone before warm-up.\n- Mark your score in pencil only.\n\nSee you Thursday!",
    pins: [["Silence your phone", undefined], ["Mark your score", undefined]],
    not: ["See you Thursday"],
  },
  // a short order opening a list line that holds a firm rule or a "No X" ban
  { text: "• Come on time. No entry once the film starts.", pins: [["Come on time.", "preference"], ["No entry once", "prohibition"]] },
  { text: "- Practise patience. Please do not shout across the lanes.", pins: [["Practise patience.", undefined], ["Please do not shout", "prohibition"]] },
  // limits and conditions with no cue word
  { text: "We keep a strict 72-hour rescheduling policy.", pins: [["72-hour rescheduling", "limit"]] },
  { text: "Strict 14-day exchange window.", pins: [["14-day exchange", "limit"]] },
  { text: "We allow a five minute grace period for latecomers.", pins: [["grace period", "limit"]] },
  { text: "Age limit: 14+", pins: [["Age limit", "limit"]] },
  { text: "Date changes need at least two weeks' notice.", pins: [["two weeks' notice", "limit"]] },
  { text: "In the event of lightning, the swim lesson moves to the classroom.", pins: [["lightning", "condition"]] },
  { text: "If the lake is choppy, the kayak tour is postponed.", pins: [["kayak tour is postponed", "condition"]] },
];

const NEGATIVES: PinCase[] = [
  // recipe and how-to steps are orders too, not duties
  { text: "Directions:\n1. Combine the flour and butter.\n2. Bake for 25 minutes.\n3. Cool on a rack before slicing.", pins: [] },
  { text: "Method:\n- Whisk the eggs with the sugar.\n- Chill overnight before serving.", pins: [] },
  { text: "Features:\n- Export to PDF.\n- Works offline.", pins: [] },
  // a closing order on a rule line is a tail, not a new rule
  { text: "1. Always wear goggles. Every time. Wear them.", pins: [["Always wear goggles", "requirement"]], not: ["Wear them"] },
  // a shopper's remark and a story, not a house policy
  { text: "Their 30-day return window saved me last spring.", pins: [] },
  { text: "If it rains tomorrow, I guess we will just stay in and watch films.", pins: [] },
];

for (const c of POSITIVES) test(`house lists ccls24b: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`house lists ccls24b: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
