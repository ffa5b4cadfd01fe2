// Sixth-round vetoes: issue-style requests about the software, status lines and progress tags,
// and permissions. Sentences written for this test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cueVeto, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string, over: Partial<Unit> = {}): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false, ...over });
const vetoOf = (u: Unit): string | null => structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false));

const VETOED: { text: string; veto: string; over?: Partial<Unit> }[] = [
  { text: "Don't crash when the cache directory is read-only.", veto: "cue:veto.software-fault" },
  { text: "The importer should never hang on an empty file.", veto: "cue:veto.software-fault" },
  { text: "No integration tests yet.", veto: "cue:veto.status-absent", over: { bullet: true } },
  { text: "No lint config present", veto: "cue:veto.status-absent", over: { bullet: true } },
  { text: "No migrations currently defined.", veto: "cue:veto.status-absent" },
  { text: "Plugin API - planned", veto: "cue:veto.status-tag", over: { bullet: true } },
  { text: "**Metrics export** - work in progress", veto: "cue:veto.status-tag", over: { bullet: true } },
  { text: "Status: beta, expect breaking changes.", veto: "cue:veto.status-tag" },
  { text: "Feel free to reuse the slides for your own talks.", veto: "cue:veto.feel-free" },
];

// Look-alikes that state a rule: they must reach the model.
const KEPT: { text: string; over?: Partial<Unit> }[] = [
  { text: "Don't restart the worker while a job is running." },
  { text: "No new dependencies." },
  { text: "No secrets in the repo, ever." },
  { text: "No tests may be skipped without a ticket." },
  { text: "Never freeze the dependency tree by hand; use the lock file." },
  { text: "Feature flags default to off - never flip them in prod." },
];

for (const c of VETOED)
  test(`real9 veto: ${c.text}`, () => {
    assert.equal(vetoOf(unit(c.text, c.over)), c.veto);
  });

for (const c of KEPT)
  test(`real9 veto: kept: ${c.text}`, () => {
    const v = vetoOf(unit(c.text, c.over));
    assert.ok(v === null, `vetoed as ${v}`);
  });
