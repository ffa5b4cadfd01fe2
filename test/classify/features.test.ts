import { test } from "node:test";
import assert from "node:assert/strict";
import { featuresOf, tokensOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { findQuoteRegions } from "../../src/classify/quotes.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";
import { scoreUnits } from "../../src/classify/classifier.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });

const CASES: { text: string; has: string[]; lacks?: string[] }[] = [
  { text: "Don't restart the primary.", has: ["imp:neg", "cue:prohibit.do-not-initial", "grp:prohibit"] },
  { text: "pls dont touch prod", has: ["imp:neg"] },
  { text: "Whatever you do, never drop the table.", has: ["imp:neg", "cue:standing.whatever-you-do"] },
  { text: "Use metric units.", has: ["imp", "cue:prefer.please-use"], lacks: ["imp:neg"] },
  { text: "When you reply, sign with the team name.", has: ["imp", "imp:later"] },
  { text: "No more than 3 retries per job.", has: ["num-bound", "grp:limit"] },
  { text: "the budget is $500, hard cap", has: ["num-bound", "cue:limit.hard-cap"] },
  { text: "sms only", has: ["x-only"] },
  { text: "Ask me before deleting anything.", has: ["grp:approval"] },
  { text: "GDPR applies to this account.", has: ["cue:condition.applies"] },
  { text: "I didn't restart it.", has: ["cue:report.past-negation"], lacks: ["imp", "imp:neg"] },
  { text: "The pod does not start.", has: ["cue:report.failure"], lacks: ["imp:neg"] },
  { text: "Why doesn't it catch up?", has: ["question", "grp:question"] },
  { text: "Tier 2: acknowledge < 20 min", has: ["num-bound", "cue:limit.comparison-sign"] },
  { text: "Give each step a title not exceeding 6 words.", has: ["num-bound"] },
  { text: "Absolutely do not run the seed script on prod.", has: ["imp:neg", "cue:prohibit.do-not-initial"] },
  { text: "Lint the package before publishing.", has: ["cue:require.first"] },
  { text: "Only the current major version is supported.", has: ["cue:condition.not-supported"] },
  { text: "Don't put me on hold again.", has: ["imp:neg", "cue:prohibit.not-again"] },
  // one-off markers ("the following", "again", "now") do not count against a negated imperative
  { text: "Do not run the following commands on the pool repository.", has: ["imp:neg"], lacks: ["grp:oneoff", "cue:oneoff.following"] },
  { text: "Run the following commands on the replica.", has: ["imp", "grp:oneoff", "cue:oneoff.following"] },
  { text: "Check if an upgrade is in progress.", has: ["cue:oneoff.check-whether"] },
];

test("features: a bare imperative in a rule list, and among firm rules, has its own feature", () => {
  const names = (text: string) => scoreUnits(text, rules, model).map((s) => s.features.names);
  const [, listed] = names("## Conventions\n- Run the formatter on changed files.");
  assert.ok(listed!.includes("imp:bare-in-rule-list"), listed!.join(" "));
  const [, todo] = names("Today:\n- Run the formatter on the new module.");
  assert.ok(!todo!.includes("imp:bare-in-rule-list"), todo!.join(" "));
  const among = names("- Never push to main.\n- Run the formatter on changed files.");
  assert.ok(among[1]!.includes("ctx:bare-imperative-among-rules"), among[1]!.join(" "));
});

// A unit is read together with the other units of its message: rules come in clusters.
test("features: firm rules elsewhere in the message are a context feature", () => {
  const names = (text: string) => scoreUnits(text, rules, model).map((s) => s.features.names);
  const [alone] = names("Summarize the plan before refactoring.");
  assert.ok(!alone!.some((n) => n.startsWith("ctx:")));
  const among = names("- Never push to main.\n- Always run the linter.\n- Summarize the plan before refactoring.");
  assert.ok(among[2]!.includes("ctx:firm-rules-2+"), among[2]!.join(" "));
  assert.ok(among[0]!.includes("ctx:firm-rule-1"), among[0]!.join(" "));
});

for (const c of CASES)
  test(`features: ${c.text}`, () => {
    const f = featuresOf(unit(c.text), rules);
    const all = new Set([...f.facts, ...f.names]);
    for (const h of c.has) assert.ok(all.has(h), `${h} missing from ${[...all].join(" ")}`);
    for (const l of c.lacks ?? []) assert.ok(!all.has(l), `${l} should not fire`);
  });

test("features: content words are abstracted, rule words kept", () => {
  const f = featuresOf(unit("Never restart the zookeeper."), rules);
  assert.ok(f.names.includes("b:the__"));
  assert.ok(!f.names.some((n) => n.includes("zookeeper")));
});

test("tokens: numbers, quotes and code become placeholders", () => {
  const text = 'Use 3 "x" `y`';
  assert.deepEqual(tokensOf(normalize(text, findQuoteRegions(text), 0)), ["use", "<num>", "<q>", "<code>"]);
});
