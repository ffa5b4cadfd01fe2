// One recall case of the classify tests and its check against the shipped classifier: the pins
// expected (each by a piece of its text and its kind), pieces that must not be pinned, and, for a
// case that expects no pin, no pin at all. Shared by the recall-s21/s22/s23 tables.
import assert from "node:assert/strict";
import { classifier } from "./load.ts";

export interface PinCase {
  text: string;
  /** the pins expected, each by a piece of its text and its kind (kind undefined: any kind) */
  pins: [string, string | undefined][];
  /** pieces of text that must not be (part of) a pin */
  not?: string[];
}

export function checkPins(c: PinCase): void {
  const pins = classifier.classify(c.text);
  for (const [piece, kind] of c.pins) {
    const p = pins.find((x) => x.text.includes(piece));
    assert.ok(p, `${JSON.stringify(c.text)}: no pin holds ${JSON.stringify(piece)}; pins: ${JSON.stringify(pins.map((x) => x.text))}`);
    if (kind) assert.equal(p.kind, kind, `${JSON.stringify(piece)} in ${JSON.stringify(c.text)}`);
  }
  for (const piece of c.not ?? []) assert.ok(!pins.some((x) => x.text.includes(piece)), `${JSON.stringify(piece)} was pinned in ${JSON.stringify(c.text)}`);
  if (c.pins.length === 0) assert.deepEqual(pins.map((x) => x.text), [], JSON.stringify(c.text));
}
