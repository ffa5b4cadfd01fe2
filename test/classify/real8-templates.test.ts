// Real-text fifth round: template blanks, written for these tests (not taken from any eval set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { model, rules } from "./load.ts";

const vetoOf = (text: string) => scoreUnits(text, rules, model, false).map((s) => s.vetoed);

const BLANKS = [
  "Preferred check-in time: [fill in]",
  "Monthly spend cap: [AMOUNT_USD]",
  "Write commit messages in [English/German]",
  "Indent with [tabs/spaces]",
  "**Verbosity:** (short / medium / long)",
  "[List the commands the agent must never run]",
  "Allergies: [your allergies here]",
  "Quiet hours: [TBD]",
];
const NOT_BLANKS = [
  "Never push to [main](https://example.org/branches) directly.",
  "[Server] must not be restarted during business hours.",
  "Do not log [REDACTED] fields.",
  "Run on Linux/ARM (Raspberry Pi) only.",
];

for (const t of BLANKS) test(`template blank vetoed: ${t}`, () => assert.ok(vetoOf(t).includes("template-blank"), `${t}: ${vetoOf(t).join(",")}`));
for (const t of NOT_BLANKS) test(`not a template blank: ${t}`, () => assert.ok(!vetoOf(t).includes("template-blank"), t));
