// Golden files: whole messages (written for these tests) with the pins they must yield.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { LedgerEntry } from "../../src/contract/ledger-entry.ts";
import { classifier } from "./load.ts";

interface Golden {
  text: string;
  turn?: number;
  expect: { text: string; kind: string; reason?: string }[];
}
const dir = join(dirname(fileURLToPath(import.meta.url)), "golden");

for (const name of readdirSync(dir).filter((n) => n.endsWith(".json")).sort()) {
  test(`golden: ${name}`, () => {
    const g = JSON.parse(readFileSync(join(dir, name), "utf8")) as Golden;
    const pins = classifier.classify(g.text, g.turn === undefined ? {} : { turn: g.turn });
    assert.deepEqual(
      pins.map((p) => ({ text: p.text, kind: p.kind })),
      g.expect.map((e) => ({ text: e.text, kind: e.kind })),
    );
    g.expect.forEach((e, i) => {
      if (e.reason) assert.equal(pins[i]!.reason?.text, e.reason);
    });
    for (const p of pins) {
      assert.equal(g.text.slice(p.start, p.end), p.text);
      assert.doesNotThrow(() => LedgerEntry.parse(p.entry));
      assert.equal(p.entry.text, p.text);
      if (g.turn !== undefined) assert.equal(p.entry.source_turn, g.turn);
    }
  });
}

test("classify: empty and letter-free input gives no pins", () => {
  for (const t of ["", "   ", "12345 6789", "\u{1F600}\u{1F680}\u{1F525}", "\u0000\u0001"]) assert.deepEqual(classifier.classify(t), []);
});

test("classify: explain lists rule ids and model features", () => {
  const [pin] = classifier.classify("Never force-push to main.", { explain: true });
  assert.ok(pin?.explain);
  assert.ok(pin.explain.rules.includes("prohibit.never"));
  assert.ok(pin.explain.features.length > 0);
  assert.equal(typeof pin.explain.score, "number");
});

test("classify: the same text and turn give the same entry id", () => {
  const a = classifier.classify("Keep replies short.", { turn: 3 });
  const b = classifier.classify("Keep replies short.", { turn: 3 });
  assert.equal(a[0]?.entry.id, b[0]?.entry.id);
});

test("classify: non-English, RTL and emoji-heavy text yields no pins", () => {
  for (const t of [
    "\u8bf7\u4e0d\u8981\u91cd\u542f\u4e3b\u670d\u52a1\u5668\u3002",
    "\u0644\u0627 \u062a\u0639\u064a\u062f \u062a\u0634\u063a\u064a\u0644 \u0627\u0644\u062e\u0627\u062f\u0645",
    "\u{1F525}\u{1F525} never \u{1F525}\u{1F525}\u{1F525}\u{1F525}\u{1F525}\u{1F525}",
    "\u00ff\u00fe\u0000\u0013binary\u0000\u0007\u0008\u00ee\u00ff\u0004\u0003\u0002",
  ])
    assert.deepEqual(classifier.classify(t), [], t);
});
