// ccls20: recall on house rules in Swedish, Danish, Norwegian, Czech, Slovak and Finnish (foreign.yaml
// latin.sv / latin.da-nb / latin.cs-sk / latin.fi and the house-*-north / -nordic / -cs-sk / -fi cues),
// a firm foreign rule after another one kept as a pin of its own (not read as its reason), "kl." and
// "hod." inside a sentence, a Czech item whose only English-looking word is "do", and sanctions of
// league and house rules as conditions (cues.yaml condition.sanction). Every text is written for this
// test: own cabins, laundry rooms, allotments, clubs and leagues.
import { test } from "node:test";

import { checkPins, type PinCase } from "./pin-case.ts";

const POSITIVES: PinCase[] = [
  // Swedish
  { text: "Grillning på balkongen är förbjuden enligt föreningens regler.", pins: [["balkongen", "prohibition"]] },
  { text: "- Cyklar får inte ställas i entrén.\n- Tvättstugan får bara bokas två pass i veckan.\n- Glöm inte att tömma luddfiltret.", pins: [["Cyklar", "prohibition"], ["luddfiltret", "prohibition"]] },
  { text: "Bastun får användas av högst sex personer åt gången. Efter kl. 22.00 ska det vara tyst i trapphuset.", pins: [["Bastun", "limit"], ["trapphuset", "limit"]] },
  { text: "Vid förlust av nyckel debiteras hyresgästen 600 kr för låsbyte. Det är önskvärt att ni tar med egna lakan.", pins: [["nyckel", "condition"], ["lakan", "preference"]] },
  { text: "• Nycklarna skall lämnas i postlådan vid avresa.\n• Släck alla lampor och stäng fönstren när ni går.", pins: [["Nycklarna", "requirement"], ["Släck", "requirement"]] },
  // Danish and Norwegian
  { text: "Husdyr er ikke tilladt i lejligheden. Gæster skal forlade huset senest kl. 11 på afrejsedagen.", pins: [["Husdyr", "prohibition"], ["afrejsedagen", "limit"]] },
  { text: "- Røyking er forbudt på hele eiendommen.\n- Maks 8 personer i badstuen på en gang.", pins: [["Røyking", "prohibition"], ["badstuen", "limit"]] },
  // Czech and Slovak
  { text: "V prádelně je zakázáno sušit prádlo přes noc. Nepoužívejte sušičku po 22:00.", pins: [["prádlo", "prohibition"], ["sušičku", "prohibition"]] },
  { text: "3. Sauna smí používat jen osoby starší 15 let.\n4. Za poškození zařízení je nájemce povinen uhradit opravu.", pins: [["starší", "limit"], ["poškození", "condition"]] },
  { text: "• Odpadky je nutné třídit do barevných kontejnerů.\n• ZÁKAZ PARKOVÁNÍ PŘED VJEZDEM DO DVORA", pins: [["Odpadky", "requirement"], ["PARKOVÁNÍ", "prohibition"]] },
  { text: "Psy na chatu bereme pouze po dohodě s majitelem. Kouření je v celé chatě zakázané.", pins: [["Psy", "condition"], ["Kouření", "prohibition"]] },
  { text: "- Na izbách je zakázané fajčiť.\n- Kľúče je potrebné vrátiť na recepcii najneskôr o 10:00.", pins: [["fajčiť", "prohibition"], ["Kľúče", undefined]] },
  // Finnish
  { text: "Tupakointi parvekkeella on kielletty. Sauna on siivottava käytön jälkeen.", pins: [["Tupakointi", "prohibition"], ["Sauna", "requirement"]] },
  // English: what breaking a rule costs
  { text: "Mentors who miss two sessions without notice will not be welcome back next term.", pins: [["Mentors", "condition"]] },
  { text: "Coats left in the cloakroom after closing will be thrown away on Mondays.", pins: [["cloakroom", "condition"]] },
  { text: "Helmets are mandatory on the half-pipe. Skaters caught without one can be barred for a week.", pins: [["Helmets", "requirement"], ["barred", "condition"]] },
];

const NEGATIVES: PinCase[] = [
  // Swedish and Finnish narrative, a Czech description, disclaimers and a tip
  { text: "Vi kunde inte hitta stugan först, men sen gick det bra. Det var en fin helg och vi ska åka tillbaka nästa år.", pins: [] },
  { text: "V přízemí penzionu se nachází společenská místnost s krbem a malou knihovnou.", pins: [] },
  { text: "Föreningen ansvarar inte för kvarglömda cyklar i källaren.", pins: [] },
  { text: "Penzion neručí za cennosti ponechané na pokojích.", pins: [] },
  { text: "Tips! Torka av duschväggarna efter dig så blir städningen lättare för nästa gäst.", pins: [] },
  { text: "Snídaně se podává v jídelně od 7:30 do 9:30.", pins: [] },
  { text: "Kesällä kävimme mökillä joka viikonloppu ja uimme järvessä.", pins: [] },
  // English text with short words shared with these languages stays English
  { text: "He told me he would fix the fence on Saturday.", pins: [] },
  { text: "Give me feedback on my short story about the lake.", pins: [] },
  // sanctions in narrative, questions and fiction
  { text: "Our team forfeited the semi-final in 2019 after the bus broke down.", pins: [] },
  { text: "Will I be asked to leave if my phone rings during the recital?", pins: [] },
];

for (const c of POSITIVES) test(`recall ccls20: pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
for (const c of NEGATIVES) test(`recall ccls20: not pinned: ${c.text.slice(0, 70)}`, () => checkPins(c));
