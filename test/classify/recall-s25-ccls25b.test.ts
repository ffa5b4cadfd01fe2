// ccls25b: a courtesy lead-in cut off the rule after it (segment.yaml purpose_lead_ins), a house sanction
// after a ban kept as a pin of its own (not the ban's reason), Italian modal bans, German "darf nur" duties,
// Finnish time windows and a recipe guard for foreign bans (foreign.yaml). Every text is written for this
// test; none is taken from a validation set.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // the courtesy phrase is an aside, the pin is the order after the comma
  { text: "Out of courtesy to other climbers, please do not hog the auto-belay.", pins: [["please do not hog", "prohibition"]], not: ["Out of courtesy"] },
  { text: "For the comfort of all guests, never play music on the terrace after ten.", pins: [["never play music", undefined]], not: ["For the comfort"] },
  // a sanction after a ban stays a pin of its own
  { text: "No glass bottles on the lawn. If you are caught climbing the nets the game will end.", pins: [["No glass bottles", "prohibition"], ["the game will end", "condition"]] },
  { text: "No outside snacks in the hall. Any booking made without a deposit will expire.", pins: [["No outside snacks", "prohibition"], ["will expire", "condition"]] },
  // Italian, German, Finnish house rules
  { text: "I cani non possono salire sulle poltrone della sala comune.", pins: [["cani", "prohibition"]] },
  { text: "Die Kreissäge darf nur nach einer Einweisung benutzt werden. Das Rauchen in der Werkstatt ist untersagt.", pins: [["Kreissäge", "requirement"], ["Rauchen", "prohibition"]] },
  { text: "Il barbecue è consentito solo nel cortile sul retro. È vietato fumare nelle camere.", pins: [["barbecue", "requirement"], ["fumare", "prohibition"]] },
  { text: "Jos pesuvuoroa ei aloiteta 10 minuutin sisällä, vuoro vapautuu muille asukkaille.", pins: [["pesuvuoroa", "limit"]] },
];

const NEGATIVES: PinCase[] = [
  // a ban inside a recipe is cooking advice
  { text: "Taikinaa ei saa vaivata liian kauan, muuten pullasta tulee sitkeä.", pins: [] },
  { text: "Den Teig darf man nicht zu lange kneten, sonst wird er zäh.", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls25b: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls25b: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
