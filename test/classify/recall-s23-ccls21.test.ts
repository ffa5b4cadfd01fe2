// ccls21: recall on lone house rules in Danish, Norwegian and Swedish (foreign.yaml alone-*-north cues,
// "skal ikke" as a ban, "kr." inside a sentence) and on English house-rule classes the model had no cue
// for (cues.yaml prefer.suggested-encouraged, limit.date-window, prohibit.no-x-to-be,
// condition.fined-lost). Every text is written for this test: own gyms, pools, marinas, campgrounds
// and flats; none is taken from a validation set.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // a lone Norwegian / Danish / Swedish house rule
  { text: "Ytterdøren skal alltid holdes lukket.", pins: [["Ytterdøren", "requirement"]] },
  { text: "Vaskerommet brukes fra kl. 07.00 til kl. 21.00.", pins: [["Vaskerommet", "limit"]] },
  { text: "Der skal være ro i opgangen mellem kl. 22 og kl. 7.", pins: [["opgangen", "limit"]] },
  { text: "Gjesten står økonomisk ansvarlig for skader på inventaret.", pins: [["Gjesten", "condition"]] },
  { text: "Sykler skal ikke stå i oppgangen.", pins: [["Sykler", "prohibition"]] },
  { text: "Tvättstugan får endast användas av boende i huset.", pins: [["Tvättstugan", undefined]] },
  // English: recommendations, limits with no bound word, bylaw bans and fines
  { text: "Chalk balls are suggested instead of loose chalk.", pins: [["Chalk balls", "preference"]] },
  { text: "• Kayaks may be stored on the lower racks from May 1st through September 30th.", pins: [["Kayaks", "limit"]] },
  { text: "c. No boats to be launched after sunset without the harbour master's permission.", pins: [["boats", "prohibition"]] },
];

const NEGATIVES: PinCase[] = [
  // Norwegian and Danish plans and reported speech with the same duty words
  { text: "Jeg skal på ferie i morgen.", pins: [] },
  { text: "Vi skal spise middag kl. 18.", pins: [] },
  { text: "Vi skal ikke dra dit igjen.", pins: [] },
  { text: "Han skal alltid ha det siste ordet.", pins: [] },
  { text: "Mormor sa at vi må være hjemme før kl. 22.", pins: [] },
  // English narrative and explainers with the same words
  { text: "We got there by May 3rd and the marina was open until dusk, so we just walked around.", pins: [] },
  { text: "I repeat, don't touch the dough again until it has doubled.", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls21: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls21: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
