// ccls24: recall on house-rule classes every rule list shares (studied validation20, checked on
// validation15-19): a penalty sentence after a rule stays a pin of its own (cues.yaml own_pin on the
// sanction cues), bylaw "shall" duties and bans of any party (segment.yaml policy.noun-shall),
// "X is responsible for <duty>" (policy.party-responsible) and liability disclaimers
// (policy.not-liable). Every text is written for this test: own boat clubs, ranges, laundromats and
// shared kitchens; none is taken from a validation set.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // the penalty after a rule: its own pin, not the rule's reason
  {
    text: "Do not leave oars on the pontoon. Oars left out overnight will incur a $10 fee.",
    pins: [["Do not leave oars", "prohibition"], ["Oars left out overnight", "condition"]],
  },
  {
    text: "Members must sign out the keys at the desk. Repeat offenders will be banned from the workshop.",
    pins: [["Members must sign out", "requirement"], ["Repeat offenders", undefined]],
  },
  // bylaw "shall" with any party noun
  { text: "Archers shall not retrieve arrows until the whistle sounds.", pins: [["Archers shall not", "prohibition"]] },
  { text: "Anglers shall keep the fish-cleaning table free of scraps.", pins: [["Anglers shall keep", "requirement"]] },
  // whose responsibility a duty is
  { text: "You are responsible for emptying the lint trap after your last load.", pins: [["You are responsible", "requirement"]] },
  { text: "Stallholders are responsible for taking their own rubbish home.", pins: [["Stallholders are responsible", "requirement"]] },
  // liability disclaimers
  { text: "The ferry company is not responsible for bicycles left on the car deck.", pins: [["not responsible for bicycles", "condition"]] },
  { text: "Climbing on the boulders is at your own risk.", pins: [["at your own risk", "condition"]] },
];

const NEGATIVES: PinCase[] = [
  // novels, software docs and stories with the same words
  { text: "I shall never forget the morning we rowed out past the reeds.", pins: [] },
  { text: "The scheduler is responsible for dispatching jobs to idle workers.", pins: [] },
  { text: "The system shall export the ledger as CSV every night.", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls24: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls24: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
