// Units in Spanish, Portuguese, French or German take the foreign-script path: function words
// detect the language, firm rule words of rules/classify/foreign.yaml decide. English text with
// "no", "de" or "die" in it stays English. Sentences written for this test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyText } from "../../src/classify/classifier.ts";
import { isForeignLatin } from "../../src/classify/foreign-script.ts";
import { model, rules } from "./load.ts";

const DETECTED: { text: string; foreign: boolean }[] = [
  { text: "Usar siempre el formato ISO para las fechas.", foreign: true },
  { text: "Redactar claramente el motivo del cambio.", foreign: true },
  { text: "Não altere os arquivos da pasta dist.", foreign: true },
  { text: "Ne modifiez jamais les fichiers de la base.", foreign: true },
  { text: "Verwende immer die vorhandenen Hilfsfunktionen.", foreign: true },
  { text: "No force pushes to main, ever.", foreign: false },
  { text: "Use the de-DE locale for the German site.", foreign: false },
  { text: "Run tests e.g. pytest before you push.", foreign: false },
  { text: "Keep la carte and prix fixe menus separate in the database.", foreign: false },
  { text: "Kebab-case file names", foreign: false },
];

for (const c of DETECTED)
  test(`latin language: ${c.text}`, () => {
    assert.equal(isForeignLatin(c.text, rules.latinLanguages), c.foreign);
  });

test("latin language: an instruction list in Spanish is pinned item by item, a story is not", () => {
  const list = "## Estilo\n- No usar abreviaturas en los nombres.\n- Escribir los comentarios en español.\n- Siempre ejecutar las pruebas antes de hacer commit.";
  const pins = classifyText(list, rules, model);
  assert.deepEqual(
    pins.map((p) => [p.text, p.kind]),
    [
      ["No usar abreviaturas en los nombres.", "prohibition"],
      ["Escribir los comentarios en español.", "requirement"],
      ["Siempre ejecutar las pruebas antes de hacer commit.", "requirement"],
    ],
  );
  assert.deepEqual(classifyText("El verano pasado fuimos a la playa con los niños y nunca paró de llover.", rules, model), []);
});
