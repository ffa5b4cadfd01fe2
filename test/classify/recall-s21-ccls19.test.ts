// ccls19: recall on house-rule lists. Dutch and Polish house rules (foreign.yaml latin.nl / latin.pl and the
// house-*-nl / -pl cues), Portuguese bounds and sanctions, a passive ban kept as the only sentence of a
// message (alone: true), prose list items ending in ";" and items after an en dash, "please stop <doing>",
// "I really prefer", a preference spliced on with a comma, a new order after a reason clause (segment.ts
// ruleAfterReason) and plain orders among the rules of a house list (classifier.ts house-list-imperative).
// Every text is written for this test: own clubs, pools, studios and households.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // Dutch
  { text: "- Huisdieren zijn niet toegestaan in de kantine.\n- Rolschaatsen zijn verboden op de baan.", pins: [["Huisdieren", "prohibition"], ["Rolschaatsen", "prohibition"]] },
  { text: "Het is verboden om met buitenschoenen de danszaal te betreden.", pins: [["buitenschoenen", "prohibition"]] },
  { text: "1. Jongeren onder de 16 jaar mogen de sauna alleen met een ouder bezoeken", pins: [["sauna", "limit"]] },
  { text: "• Men dient de toestellen na gebruik schoon te maken.\n• Handdoeken mag men niet op de bank laten liggen.", pins: [["toestellen", undefined], ["Handdoeken", "prohibition"]] },
  { text: "• Met een dagkaart kunt u het zwembad gebruiken binnen een termijn van 30 dagen na aankoop.", pins: [["dagkaart", "limit"]] },
  // Polish
  { text: "5. Zabrania się wnoszenia napojów do szatni.", pins: [["szatni", "prohibition"]] },
  { text: "3. Wprowadzanie rowerów na teren hali jest zabronione.\n4. Czas korzystania z sauny wynosi 20 minut.", pins: [["rowerów", "prohibition"], ["sauny", "limit"]] },
  { text: "7. Dzieci do lat 12 mogą korzystać z siłowni wyłącznie pod opieką trenera.", pins: [["siłowni", "limit"]] },
  { text: "2. Każdego uczestnika obowiązuje nakaz zmiany obuwia przed wejściem na salę", pins: [["obuwia", "requirement"]] },
  // Portuguese
  { text: "É terminantemente proibido fumar nas salas de leitura.", pins: [["fumar", "prohibition"]] },
  { text: "A falta de pagamento da mensalidade poderá acarretar a suspensão da inscrição no clube.", pins: [["mensalidade", "condition"]] },
  { text: "– Não é permitido o uso de chinelos no ginásio.\n– Aos domingos, o acesso é permitido até as 13h.", pins: [["chinelos", "prohibition"], ["domingos", "limit"]] },
  // English: a prose item ending in ";" and items after an en dash
  { text: "• dogs are not permitted in the changing rooms;\n• glass bottles are prohibited near the pool;", pins: [["dogs", "prohibition"], ["glass bottles", "prohibition"]] },
  // please stop <doing>, I really prefer, a comma-spliced preference
  { text: "Please stop ironing my work shirts.", pins: [["ironing", "prohibition"]] },
  { text: "I know it sounds fussy but I really prefer to pack my own suitcase.", pins: [["suitcase", "preference"]] },
  { text: "The buyer must send the floor plan before we start, I prefer it as a single PDF.", pins: [["floor plan", undefined], ["single PDF", "preference"]] },
  // a new order after a reason clause is its own pin
  { text: "Never tumble-dry the wool jumpers, because the fibres shrink, and please stop using the hot cycle.", pins: [["tumble-dry", "prohibition"], ["hot cycle", "prohibition"]], not: ["fibres shrink"] },
  // "or otherwise <verb>" is part of the ban, not a reason
  { text: "Don't climb, kick, or otherwise damage the fence.", pins: [["otherwise damage the fence", "prohibition"]] },
  // plain orders among house rules
  { text: "4. Never ride two abreast on the towpath.\n5. Give way to walkers at the locks.\n6. Do not leave bikes on the bridge.", pins: [["towpath", "prohibition"], ["walkers", undefined], ["bridge", "prohibition"]] },
];

const NEGATIVES: PinCase[] = [
  // a disclaimer of liability and a description in Polish / Dutch
  { text: "8. Organizator nie odpowiada za rzeczy pozostawione w szatni.", pins: [] },
  { text: "Het bestuur is niet aansprakelijk voor verloren voorwerpen.", pins: [] },
  { text: "Er is een ruime fietsenstalling naast de ingang van de sporthal.", pins: [] },
  // a plain order with no rule around it stays a one-off request
  { text: "Walk the dog around the block when you get a minute.", pins: [] },
  // a key: value item under rules is no house rule
  { text: "- Never edit the lockfile by hand.\n- Always run the linter.\n- lint: `npm run lint`", pins: [["lockfile", undefined], ["linter", undefined]], not: ["npm run lint"] },
  // code ending in ";" stays code
  { text: "Here is the snippet:\nconst total = items.reduce((a, b) => a + b, 0);\nreturn total;", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls19: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls19: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
