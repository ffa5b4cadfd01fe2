import { test } from "node:test";
import assert from "node:assert/strict";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const cuesOf = (text: string) => featuresOf(unit(text), rules, false).cues;

// Each cue fires on policy wording it was written for and stays quiet on a near miss (written for this test).
const CASES: { cue: string; fires: string[]; quiet: string[] }[] = [
  {
    cue: "condition.penalty",
    fires: ["Late arrivals will incur a $20 charge.", "Guests who lose their key will be charged for a new lock.", "A restocking fee of 15% applies to opened items."],
    quiet: ["The charger is included in the box.", "We were happy with the stay."],
  },
  {
    cue: "condition.only-for",
    fires: ["Early check-in is only available for suite guests.", "The discount is valid on weekdays."],
    quiet: ["The report is available now."],
  },
  {
    cue: "limit.time-window",
    fires: ["Deliveries Monday to Friday 8:00 am to 4:30 pm.", "Office hours: 09:00-17:00."],
    quiet: ["We have 3 to 4 people on the team.", "Version 2.1 is out."],
  },
  {
    cue: "limit.deadline",
    fires: ["Cancel no later than 48 hours before the tour.", "The pass is valid for 30 days.", "There is a rate limit on the search API."],
    quiet: ["The tour starts at noon."],
  },
  {
    cue: "veto.contact-boilerplate",
    fires: ["If you have any questions, please don't hesitate to contact us.", "Please contact the front desk for more information."],
    quiet: ["Contact me only by email.", "Do not contact the vendor directly."],
  },
  {
    cue: "veto.prereq-installed",
    fires: ["Make sure that you have Python 3.11 or later installed.", "Ensure you have Docker installed."],
    quiet: ["Make sure the backups stay enabled.", "Make sure nothing else is installed on the build box."],
  },
];

for (const c of CASES) {
  for (const t of c.fires) test(`${c.cue} fires: ${t}`, () => assert.ok(cuesOf(t).includes(c.cue), `${c.cue} on ${t}: ${cuesOf(t).join(",")}`));
  for (const t of c.quiet) test(`${c.cue} quiet: ${t}`, () => assert.ok(!cuesOf(t).includes(c.cue), `${c.cue} on ${t}`));
}
