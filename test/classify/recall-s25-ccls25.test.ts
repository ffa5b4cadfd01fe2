// ccls25: recall on house-rule classes with no rule word (segment.yaml policy statements: age floors,
// confined permissions, refusals, sanctions, payment terms, house powers, substance-free venues), Finnish
// necessive duties and Hungarian house rules (foreign.yaml), and false pins of reviews, bug threads, trip
// reports and articles (cues.yaml ccls25 vetoes). Every text is written for this test: own venues, studios,
// cottages and threads; none is taken from a validation set.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // English house rules without a rule word
  { text: "The climbing wall is for kids 7 and older.", pins: [["climbing wall", "limit"]] },
  { text: "We happily welcome riders aged 10 and up on the forest trail.", pins: [["riders aged", "limit"]] },
  { text: "Drinks are allowed only at the bar.", pins: [["Drinks", "requirement"]] },
  { text: "Phones are permitted in the lobby but not in the studio.", pins: [["Phones", "prohibition"]] },
  { text: "The changing area is closed to non-members.", pins: [["changing area", "condition"]] },
  { text: "Late entries will not be accepted.", pins: [["Late entries", undefined]] },
  { text: "Out of respect for the neighbours, we do not allow dogs on the terrace.", pins: [["dogs on the terrace", "prohibition"]] },
  { text: "Spamming the chat will always result in a ban.", pins: [["Spamming", "condition"]] },
  { text: "Rent to be paid by bank transfer.", pins: [["Rent", "requirement"]] },
  { text: "Management reserves the right to refuse entry.", pins: [["Management", "condition"]] },
  { text: "A towel is not an acceptable substitute for a yoga mat.", pins: [["towel", "prohibition"]] },
  { text: "We strongly recommend sturdy boots for the glacier walk.", pins: [["sturdy boots", "preference"]] },
  { text: "The whole campus is smoke-free.", pins: [["campus", "condition"]] },
  // Finnish and Hungarian house rules standing alone in a message
  { text: "Sauna on aina siivottava käytön jälkeen. Pihalla on grilli.", pins: [["Sauna", "requirement"]] },
  { text: "Lemmikit eivät ole sallittuja saunarakennuksessa.", pins: [["Lemmikit", "prohibition"]] },
  { text: "A lépcsőházban a kerékpárok tárolása szigorúan tilos.", pins: [["kerékpárok", "prohibition"]] },
  { text: "A kaput este mindig zárva kell tartani.", pins: [["kaput", "requirement"]] },
  { text: "Fúrógépet használni hétköznap 9:00 és 17:00 óra között lehet.", pins: [["Fúrógépet", "limit"]] },
];

const NEGATIVES: PinCase[] = [
  // reviews, bug threads, stories and articles with the same shapes
  { text: "Don't count on getting a table after nine on a Saturday.", pins: [] },
  { text: "Pasting from the context menu always works fine.", pins: [] },
  { text: "The driver reportedly waited two more hours before calling for help.", pins: [] },
  { text: "Only gripe I have is the short cable.", pins: [] },
  { text: "I'd try clearing the cache and make sure no other app grabs the port.", pins: [] },
  { text: "On a cold start it takes more than 40 seconds to open the editor.", pins: [] },
  { text: "Expect the trail to always be muddy in April.", pins: [] },
  { text: "Koska grillaus ei ole taloyhtiössä kielletty, sitä saa tehdä parvekkeella.", pins: [] },
  { text: "Nem is kell mindig bográcsban főzni, otthon is nagyon finom lesz.", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls25: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls25: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
