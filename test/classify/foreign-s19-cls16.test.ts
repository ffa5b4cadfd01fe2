// cls16: house rules and policies in Spanish, Portuguese, French, German and Italian, written in the third
// person or the passive ("No se admiten mascotas", "Festas não são permitidas", "Rauchen ist untersagt"),
// with clock-time bounds ("Check-out antes de las 11:00"), amounts ("Máximo 4 personas"), fees and
// refunds ("sin reembolso") and duties ("Die Schlüssel sind ... abzugeben"); Italian is read as a
// foreign language; an example or "most places" in an article about rules is never pinned
// (foreign_guards). Sentences written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyText, scoreUnits } from "../../src/classify/classifier.ts";
import { foreignCue, isForeignLatin } from "../../src/classify/foreign-script.ts";
import { model, rules } from "./load.ts";

const cueOf = (text: string): string | null => foreignCue(text, rules.foreignCues)?.id ?? null;
const kindOf = (text: string): string | null => foreignCue(text, rules.foreignCues)?.kind ?? null;

// [sentence, cue id, kind]
const MATCHES: [string, string, string][] = [
  ["No se admiten mascotas en las habitaciones.", "foreign.house-ban-es", "prohibition"],
  ["Las bicicletas no están permitidas dentro del portal.", "foreign.house-ban-es", "prohibition"],
  ["Los huéspedes no podrán recibir visitas después de medianoche.", "foreign.house-ban-es", "prohibition"],
  ["Animais de estimação não são permitidos na piscina.", "foreign.house-ban-pt", "prohibition"],
  ["Os guarda-sóis da casa não podem ser levados para a praia.", "foreign.house-ban-pt", "prohibition"],
  ["Les barbecues sont interdits sur les balcons.", "foreign.house-ban-fr", "prohibition"],
  ["Le locataire n’accrochera pas de linge aux fenêtres.", "foreign.house-ban-fr", "prohibition"],
  ["Aucun meuble ne peut être déplacé dans le jardin.", "foreign.house-ban-fr", "prohibition"],
  ["Das Grillen auf dem Balkon ist untersagt.", "foreign.house-ban-de", "prohibition"],
  ["Im ganzen Haus gilt ein striktes Hundeverbot.", "foreign.house-ban-de", "prohibition"],
  ["È vietato lasciare le biciclette nel corridoio.", "foreign.house-ban-it", "prohibition"],
  ["Non sono ammessi animali nelle camere.", "foreign.house-ban-it", "prohibition"],
  ["Nunca cuelgues toallas en la barandilla.", "foreign.never-subjunctive-es-pt", "prohibition"],
  ["Nunca acenda velas perto das cortinas.", "foreign.never-subjunctive-es-pt", "prohibition"],
  ["Rauchen ist nur im Garten gestattet.", "foreign.only-allowed", "requirement"],
  ["Las barbacoas solo están permitidas en la zona del jardín.", "foreign.only-allowed", "requirement"],
  ["Les chiens ne peuvent entrer que dans la cuisine.", "foreign.only-allowed", "requirement"],
  ["La salida de la casa es antes de las 11:00 del último día.", "foreign.house-clock-bound", "limit"],
  ["O silêncio deve ser respeitado das 22:00 às 8:00.", "foreign.house-clock-bound", "limit"],
  ["L'accès au sauna est possible à partir de 16h.", "foreign.house-clock-bound", "limit"],
  ["Die Sauna ist von 8.00 bis 20.00 Uhr geöffnet.", "foreign.house-clock-bound", "limit"],
  ["La colazione viene servita entro le 10:00.", "foreign.house-clock-bound", "limit"],
  ["Silencio de 22:00 a 7:30 en todo el edificio.", "foreign.house-clock-range", "limit"],
  ["Im Garten ist die Ruhezeit 13 - 15 Uhr, bitte leise sein.", "foreign.house-clock-range", "limit"],
  ["La estancia mínima es de tres noches en temporada alta.", "foreign.house-amount-bound", "limit"],
  ["O apartamento aceita no máximo seis hóspedes por reserva.", "foreign.house-amount-bound", "limit"],
  ["Le nombre d'invités est limité à quatre personnes.", "foreign.house-amount-bound", "limit"],
  ["Cualquier daño en el mobiliario se cobrará al huésped.", "foreign.house-fee", "condition"],
  ["Em caso de saída antecipada dos hóspedes, o valor da reserva é cobrado sem reembolso.", "foreign.house-fee", "condition"],
  ["Il n'y a aucun remboursement si vous partez plus tôt.", "foreign.house-fee", "condition"],
  ["Eine verlorene Schlüsselkarte wird mit 30 Euro berechnet.", "foreign.house-fee", "condition"],
  ["Le pulizie extra della casa verranno addebitate agli ospiti.", "foreign.house-fee", "condition"],
  ["Die Schlüssel sind bei der Abreise im Briefkasten abzugeben.", "foreign.house-duty", "requirement"],
  ["Gli ospiti devono mostrare un documento all'arrivo.", "foreign.house-duty", "requirement"],
  ["Cada huésped es responsable de cerrar su habitación con llave.", "foreign.house-duty", "requirement"],
  ["Nous vous demandons de trier les déchets dans les bacs prévus.", "foreign.house-duty", "requirement"],
];

// foreign sentences that state no rule: descriptions, stories, offers
const NO_MATCH: string[] = [
  "La casa tiene tres dormitorios y una terraza con vistas al mar.",
  "Nunca había visto una playa tan limpia como esta.",
  "Ontem fomos ao mercado da vila e compramos peixe fresco.",
  "Le gîte est situé à deux pas du village et de la boulangerie.",
  "Wir haben den Urlaub im Schwarzwald sehr genossen.",
  "La casa si trova a pochi minuti dal centro storico.",
];

test("house rules: bans, only-allowances, bounds, fees and duties match their cue and kind", () => {
  for (const [text, id, kind] of MATCHES) {
    assert.ok(isForeignLatin(text, rules.latinLanguages), `not read as foreign: ${text}`);
    assert.equal(cueOf(text), id, text);
    assert.equal(kindOf(text), kind, text);
  }
});

test("house rules: descriptions and narrative in the same languages match no cue", () => {
  for (const text of NO_MATCH) assert.equal(cueOf(text), null, text);
});

test("Italian is read as a foreign language; English with 'per' or 'non-' is not", () => {
  assert.ok(isForeignLatin("È vietato fumare all'interno della casa.", rules.latinLanguages));
  assert.ok(isForeignLatin("Gli ospiti sono pregati di non fare rumore nelle ore di riposo.", rules.latinLanguages));
  for (const text of ["Keep one concern per PR and a non-blocking review.", "Limit retries to three per hour — never more."])
    assert.ok(!isForeignLatin(text, rules.latinLanguages), text);
});

test("a rental's house rules are pinned unit by unit", () => {
  const message =
    "Normas de la casa:\n- No se admiten fiestas ni eventos en la casa.\n- El silencio es obligatorio de 23:00 a 8:00 horas.\n- La casa admite un máximo de 6 huéspedes.\n- La casa tiene una piscina climatizada.";
  const pins = classifyText(message, rules, model);
  assert.deepEqual(
    pins.map((p) => [p.text, p.kind]),
    [
      ["No se admiten fiestas ni eventos en la casa.", "prohibition"],
      ["El silencio es obligatorio de 23:00 a 8:00 horas.", "limit"],
      ["La casa admite un máximo de 6 huéspedes.", "limit"],
    ],
  );
});

test("foreign guards: an example or what most places do, in an article about rules, is not pinned", () => {
  const article =
    "Eine Hausordnung regelt das Zusammenleben. Beispielsweise ist in vielen Häusern die Mittagsruhe von 13 bis 15 Uhr einzuhalten. In den meisten Ferienwohnungen ist das Rauchen untersagt.";
  const scored = scoreUnits(article, rules, model);
  const vetoes = scored.filter((s) => s.vetoed?.startsWith("foreign-guard:")).map((s) => s.vetoed);
  assert.deepEqual(vetoes, ["foreign-guard:foreign-guard.example", "foreign-guard:foreign-guard.most-places"]);
  assert.deepEqual(classifyText(article, rules, model), []);
});

test("a short item of a Spanish message is read as Spanish: 'Máximo 4 invitados' is a limit; English items are not", async () => {
  const { isForeignItemOfForeignMessage } = await import("../../src/classify/foreign-script.ts");
  const message = "Normas de la casa para todos los huéspedes:\n- Entrada a partir de las 15:00h\n- Máximo 4 invitados\n- Wifi gratis";
  assert.deepEqual(
    classifyText(message, rules, model).map((p) => [p.text, p.kind]),
    [
      ["Entrada a partir de las 15:00h", "limit"],
      ["Máximo 4 invitados", "limit"],
    ],
  );
  const cases: [string, boolean, boolean][] = [
    ["Máximo 4 invitados", true, true],
    ["Máximo 4 invitados", false, false],
    ["Use pnpm only", true, false],
    ["Keep the café door closed", true, false],
  ];
  for (const [text, messageForeign, want] of cases)
    assert.equal(isForeignItemOfForeignMessage(text, messageForeign, rules.latinLanguages), want, `${text} (${messageForeign})`);
});
