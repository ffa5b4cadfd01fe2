// ccls13: Spanish rule items the foreign cues missed — a bold label ahead of the item ("**Claridad**: Explicar
// ..."), an item opening with any infinitive (not only the fixed verb list), and an imperative after a leading
// clause ("Al cambiar un plan, mantén ..."). Sentences written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyText } from "../../src/classify/classifier.ts";
import { foreignCue } from "../../src/classify/foreign-script.ts";
import { model, rules } from "./load.ts";

const cueOf = (text: string): string | null => foreignCue(text, rules.foreignCues)?.id ?? null;

const MATCHES: [string, string][] = [
  ["Redactar los mensajes de commit en inglés.", "foreign.es-redactar"],
  ["Confirmar antes de borrar ramas remotas.", "foreign.es-infinitive-item"],
  ["Explicar cada cambio con ejemplos breves.", "foreign.es-infinitive-item"],
  ["Nombrar las ramas con el número del ticket.", "foreign.es-infinitive-item"],
  ["**Pruebas**: Ejecutar la suite completa antes de fusionar.", "foreign.es-imperative"],
  ["**Seguridad**: Consultar al equipo antes de rotar claves.", "foreign.es-infinitive-item"],
  ["Al crear una migración, mantén la anterior sin cambios.", "foreign.es-imperative-after-clause"],
  ["En las respuestas largas, sé breve y usa listas.", "foreign.es-imperative-after-clause"],
];

const NO_MATCH: string[] = [
  "Lugar de trabajo: la oficina central de Madrid.",
  "Mejor de lo que esperaba, la verdad.",
  "El verano pasado estuvimos en la costa.",
  "Ayer en la reunión hablamos del presupuesto.",
];

test("es items: label, any infinitive and imperative after a clause open a Spanish rule", () => {
  for (const [text, id] of MATCHES) {
    const got = cueOf(text);
    // the first row only checks the cue list still reads the fixed-verb form; its id is the existing one
    if (id === "foreign.es-redactar") assert.notEqual(got, null, text);
    else assert.equal(got, id, text);
  }
});

test("es items: nouns ending in -ar/-er and narrative do not", () => {
  for (const text of NO_MATCH) assert.equal(cueOf(text), null, text);
});

test("es items: a labelled Spanish rule list is pinned item by item, a labelled fact list is not", () => {
  const list = "## Principios\n- **Claridad**: Explicar las decisiones técnicas de forma sencilla.\n- **Seguridad**: Confirmar con el equipo antes de ejecutar comandos destructivos.\n- **Idioma**: Responder siempre en español.";
  const pins = classifyText(list, rules, model);
  assert.equal(pins.length, 3, JSON.stringify(pins.map((p) => p.text)));
  const facts = "## Equipo\n- **Lugar de trabajo**: la oficina central de Madrid.\n- **Horario**: de nueve a cinco.";
  assert.deepEqual(classifyText(facts, rules, model), []);
});
