// Tenth classify round (ccls10b, recall): cues for third-person policy rules, fee lines, deadline
// windows, "one X per Y", first-person wishes and diets, and the verb after a polite "please".
// Every sentence here was written for these tests (not taken from any eval set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { featuresOf } from "../../src/classify/features.ts";
import { moodOf } from "../../src/classify/imperative.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const cuesOf = (text: string) => featuresOf(unit(text), rules, false).cues;

const CUES: { cue: string; fires: string[]; quiet: string[] }[] = [
  {
    cue: "require.party-expected",
    fires: ["Tenants are expected to keep the stairwell clear.", "Visitors are required to sign in at reception.", "Dogs are to be kept on a leash in shared areas.", "All receipts are to be submitted by the 5th."],
    quiet: ["This prevents false alarms when jobs are expected to fail.", "He was asked to leave the meeting.", "The plan is to be done by March."],
  },
  {
    cue: "prohibit.not-to-be",
    fires: ["Boats are not to be left at the dock overnight.", "The sauna is never to be used alone.", "Guests are not to bring glass to the pool."],
    quiet: ["The point is not the speed.", "It is not too late to book."],
  },
  {
    cue: "condition.fee-will",
    fires: ["A 10% restocking fee will be deducted from refunds on opened items.", "We will charge a late fee on balances open after the 5th.", "There is a $35 fee for any returned check.", "Lost keys: a replacement fee of $75 is payable at checkout."],
    quiet: ["The bank waived the fee when I called.", "Is there a fee for pets?"],
  },
  {
    cue: "limit.within-period",
    fires: ["Damaged items must be reported within 48 hours of delivery.", "Cancel at least 72 hours in advance.", "Schedule changes need 2 business days notice.", "Final payment is due no later than 30 days before the event.", "Book with 7-day advance notice."],
    quiet: ["I was sick for 3 days.", "Delivery usually takes 3 to 5 business days."],
  },
  {
    cue: "limit.one-per-unit",
    fires: ["One logical change per pull request", "Coupons: only one discount code per order.", "**Tests** - one assertion topic per test function"],
    quiet: ["One of the guests was late.", "Prices are listed per person."],
  },
  {
    cue: "prefer.want-like",
    fires: ["I'd love somewhere walkable with a pool.", "We like an early dinner.", "What we really want is a quiet street.", "I'm leaning towards a small SUV."],
    quiet: ["He likes the blue one.", "Do you like it?"],
  },
  {
    cue: "prefer.best-way",
    fires: ["Text is the quickest way to reach me during the day.", "Mornings before 9 work best for us.", "The best time to call me is after lunch."],
    quiet: ["The tram was handy for getting around.", "This works for now."],
  },
  {
    cue: "condition.diet",
    fires: ["Milo has a chicken allergy.", "My husband is gluten-free.", "Our youngest doesn't eat red meat."],
    quiet: ["We ate at the new place downtown.", "The kids love pasta."],
  },
];

for (const c of CUES) {
  for (const t of c.fires) test(`${c.cue} fires: ${t}`, () => assert.ok(cuesOf(t).includes(c.cue), `${t}: ${cuesOf(t).join(",")}`));
  for (const t of c.quiet) test(`${c.cue} quiet: ${t}`, () => assert.ok(!cuesOf(t).includes(c.cue), `${t}: ${cuesOf(t).join(",")}`));
}

test("the word after a polite 'please' opens an imperative, known verb or not", () => {
  for (const t of ["Please re-pot the basil when it wilts.", "Kindly de-ice the steps before guests arrive.", "please just hoover the stairs"]) assert.ok(moodOf(normalize(t), rules, true).imperative, t);
  for (const t of ["Please, no calls after nine.", "please 2 copies"]) assert.ok(!moodOf(normalize(t), rules, true).imperative || t.startsWith("Please, no"), t);
});
