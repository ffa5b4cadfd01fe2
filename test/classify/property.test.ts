// Property tests (fast-check): offsets always slice to the pin text, arbitrary input never throws,
// and pins never come from inside fenced code or log lines.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { classifier } from "./load.ts";

const RULES = ["Never restart the primary.", "don't email me, phone only", "Keep answers under 50 words.", "Always cc finance.", "We're in a change freeze."];
const CHATTER = ["Thanks!", "The job failed again.", "Why is it slow?", "Restart the worker.", "I didn't touch it."];

test("property: every pin's offsets slice to its text (arbitrary unicode)", () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.constantFrom(...RULES, ...CHATTER, "\n", "\n\n", "```", "> ", "- ")), { maxLength: 12 }), (parts) => {
      const text = parts.join(" ");
      for (const p of classifier.classify(text, { turn: 1, explain: true })) {
        assert.equal(text.slice(p.start, p.end), p.text);
        assert.ok(p.confidence >= 0 && p.confidence <= 1);
      }
    }),
    { numRuns: 300 },
  );
});

test("property: arbitrary strings never throw", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (s) => {
      classifier.classify(s);
    }),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 400 }), (s) => {
      classifier.classify(s);
    }),
    { numRuns: 300 },
  );
});

test("property: no pin comes from inside fenced code or log lines", () => {
  const logLine = fc.constantFrom(...RULES).map((r) => `2024-06-01 12:00:0${r.length % 10} ERROR ${r}`);
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...CHATTER, ...RULES), { maxLength: 3 }), fc.array(fc.constantFrom(...RULES), { minLength: 1, maxLength: 4 }), fc.array(logLine, { minLength: 1, maxLength: 4 }), (before, code, logs) => {
      const head = before.join(" ");
      const fenceStart = head.length + 1;
      const text = `${head}\n\`\`\`\n${code.join("\n")}\n\`\`\`\n${logs.join("\n")}\n`;
      const fenceEnd = text.length;
      for (const p of classifier.classify(text)) assert.ok(p.end <= fenceStart || p.start >= fenceEnd, `pin from code/log: ${p.text}`);
    }),
    { numRuns: 200 },
  );
});

test("robustness: adversarial shapes do not throw and stay bounded", () => {
  for (const text of [" 'a".repeat(20_000), '"a." '.repeat(20_000), "never do that ".repeat(5_000), "never x, ".repeat(8_000), "`".repeat(50_000), "(".repeat(50_000)]) {
    const pins = classifier.classify(text);
    assert.ok(pins.length <= 5_000);
    for (const p of pins) assert.equal(text.slice(p.start, p.end), p.text);
  }
});
