import { test } from "node:test";
import assert from "node:assert/strict";
import { classifier } from "./load.ts";

// A rule of a few words cut from its sentence ("no refunds.") takes in the clause next to it that
// passed the gate without scoring as a pin of its own; two clauses that are pins stay two pins.
const CASES: { text: string; want: string[] }[] = [
  { text: "All returns go to store credit, no refunds.", want: ["All returns go to store credit, no refunds."] },
  { text: "Chat transcripts are kept for a year, no manual deletions.", want: ["Chat transcripts are kept for a year, no manual deletions."] },
  { text: "don't text me, email only", want: ["don't text me", "email only"] },
];

for (const c of CASES)
  test(`whole sentence: ${c.text}`, () => {
    assert.deepEqual(
      classifier.classify(c.text).map((p) => p.text),
      c.want,
    );
  });

// "no visits." scores at the threshold (0.48–0.49 across retrains): whether it is a pin is the model's
// call and moves with any corpus change; what this file checks is the joining, so: either the whole
// sentence or nothing, never the bare "no visits." nor the clause alone.
test("whole sentence: a rule at the threshold is the whole sentence or nothing", () => {
  const got = classifier.classify("The office is closed on Fridays, no visits.").map((p) => p.text);
  assert.ok(got.length === 0 || (got.length === 1 && got[0] === "The office is closed on Fridays, no visits."), JSON.stringify(got));
});

test("whole sentence: pins never share a clause, even in a long chain of short rules", () => {
  const text = Array.from({ length: 60 }, (_, i) => (i % 2 ? "no refunds" : "store credit only")).join(", ") + ".";
  const pins = classifier.classify(text);
  for (let i = 1; i < pins.length; i++) assert.ok(pins[i]!.start >= pins[i - 1]!.end, `pins ${i - 1} and ${i} overlap`);
  for (const p of pins) assert.ok(p.end - p.start <= 240, "a pin stays within one bounded sentence");
});
