// Ninth-round vetoes: prose that describes (what the reader can expect, the writer's own history,
// what some others do, an example, a discourse marker) rather than telling the agent what to do.
// Sentences written for this test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cueVeto, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const vetoOf = (u: Unit): string | null => structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false));

const VETOED: { text: string; veto: string }[] = [
  { text: "You should expect at least 50 builds per hour on the free tier.", veto: "cue:veto.you-can-expect" },
  { text: "You should be able to rebuild the cache without any config changes.", veto: "cue:veto.you-can-expect" },
  { text: "You may notice that the dashboard loads slowly on Mondays.", veto: "cue:veto.you-can-expect" },
  { text: "I have never flown with that airline, not even once.", veto: "cue:veto.own-history" },
  { text: "We've never had more than 20 tickets a week before this month.", veto: "cue:veto.own-history" },
  { text: "I always assumed the nightly job covered the archive tables.", veto: "cue:veto.own-history" },
  { text: "Some hosts require a deposit for stays over two weeks, while others do not.", veto: "cue:veto.some-others" },
  { text: "Some of them run the old kernel.", veto: "cue:veto.some-others" },
  { text: "First of all", veto: "cue:veto.discourse-marker" },
  { text: "Finally.", veto: "cue:veto.discourse-marker" },
  { text: "For example, take the billing service.", veto: "cue:veto.for-example" },
  { text: "As an example, at 20 rows per batch and 5 batches per second you load 100 rows per second.", veto: "cue:veto.for-example" },
  { text: "Don't expect to render 4K video on this laptop.", veto: "cue:veto.dont-expect" },
];

// Look-alikes that state a rule: they must reach the model.
const KEPT: string[] = [
  "You should never push to main directly.",
  "You must be able to roll back within 5 minutes.",
  "I never fly before 9 am.",
  "We always squash merge.",
  "Don't expect a reply from me before noon.",
  "First, run the migrations on staging.",
  "Only some tests may be skipped.",
];

for (const c of VETOED)
  test(`real11 veto: ${c.text}`, () => {
    assert.equal(vetoOf(unit(c.text)), c.veto);
  });

for (const text of KEPT)
  test(`real11 veto: kept: ${text}`, () => {
    const v = vetoOf(unit(text));
    assert.ok(v === null, `vetoed as ${v}`);
  });

// Stack facts of instruction files open the gate as conditions (eval README: "a standing fact,
// stated because it governs what may be done"); the model weighs them.
const STACK_FACTS = ["Deno is the runtime and the test runner.", "We're using uv for environments.", "Platform: Jetson Nano (ARM64)", "This repo uses Maven.", "Development environment is Ubuntu 24.04."];
for (const text of STACK_FACTS)
  test(`real11 stack fact: ${text}`, () => {
    const f = featuresOf(unit(text), rules, false);
    assert.ok(f.cues.includes("condition.stack-fact"), f.cues.join(","));
    assert.equal(cueVeto(f), null);
  });

test("real11 stack fact: narrative and questions about tools do not fire the cue", () => {
  for (const text of ["I used Gradle at my last job.", "Vite is a fast build tool for modern web projects."])
    assert.ok(!featuresOf(unit(text), rules, false).cues.includes("condition.stack-fact"), text);
});

// Something switched off or not covered rules actions out: a condition cue opens the gate.
const UNAVAILABLE = ["Force-pushing to release branches is disabled.", "The billing tables are locked for the audit.", "Taxi fares over $80 are not reimbursable.", "At the moment we are unable to ship to PO boxes."];
for (const text of UNAVAILABLE)
  test(`real11 unavailable: ${text}`, () => {
    const f = featuresOf(unit(text), rules, false);
    assert.ok(f.cues.includes("condition.unavailable"), f.cues.join(","));
    assert.equal(cueVeto(f), null);
  });
