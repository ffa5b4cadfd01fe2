// Table-driven tests of the call side's word forms (call-lemma.ts): plurals meet the rule side's
// compromise lemma, gerunds add their verb, past-tense state values name their act.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gerundStem, lemma, pastToVerb } from "../../src/guard/read-call/call-lemma.ts";
import { canonical } from "../../src/guard/split-words.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("lemma: -ies/-es plurals to the singular compromise gives, other words untouched", () => {
  const table: [string, string][] = [
    ["cookies", "cookie"],
    ["movies", "movie"],
    ["policies", "policy"],
    ["statuses", "status"],
    ["boxes", "box"],
    ["buses", "bus"],
    ["invoices", "invoice"],
    ["emails", "email"],
    ["analysis", "analysis"],
    ["access", "access"],
    ["status", "status"],
    ["tracking", "tracking"],
    ["db", "db"],
  ];
  for (const [w, want] of table) assert.equal(lemma(w), want, w);
});

test("canonical: rule roots and call words meet on the same form", () => {
  const syn = new Map<string, string>();
  for (const [a, b] of [["cookies", "cookie"], ["replies", "reply"], ["buses", "bus"]]) assert.equal(canonical(a!, syn), canonical(b!, syn), `${a} ~ ${b}`);
});

test("gerundStem: verbs of -ing words, nouns left alone", () => {
  const table: [string, string | undefined][] = [
    ["shipping", "ship"],
    ["tracking", "track"],
    ["scaling", "scale"],
    ["marketing", "market"],
    ["string", undefined],
    ["morning", undefined],
    ["thing", undefined],
    ["ring", undefined],
    ["ship", undefined],
  ];
  for (const [w, want] of table) assert.equal(gerundStem(w), want, w);
});

test("pastToVerb: past-tense states name their act", () => {
  const table: [string, string | undefined][] = [
    ["approved", "approve"],
    ["resolved", "resolve"],
    ["archived", "archive"],
    ["denied", "deny"],
    ["merged", "merge"],
    ["speed", undefined],
    ["need", undefined],
    ["embed", undefined],
    ["open", undefined],
  ];
  for (const [w, want] of table) assert.equal(pastToVerb(w), want, w);
});

test("readCall: a value's gerund also reads as its verb, next to the word itself", () => {
  const f = readCall("update_profile", { field: "billing_address" }, rules);
  const v = f.addressing.find((a) => a.raw === "billing_address")!;
  assert.ok(v.words.includes("billing") && v.words.includes("address"), v.words.join(" "));
  assert.ok(v.words.includes(canonical("bill", rules.synonyms)), v.words.join(" "));
});

test("readCall: a named state object reads as its state ({resolution: {name: Done}})", () => {
  const table: [Record<string, unknown>, string, boolean][] = [
    [{ resolution: { name: "Done" } }, "done", true],
    [{ status: { value: "approved" } }, "approve", true],
    [{ state: { label: "Archived" } }, "archive", true],
    [{ assignee: { name: "Done Right" } }, "done", false], // a name, not a state
    [{ status: { description: "closed by bot on friday" } }, "closed", false],
  ];
  for (const [args, word, want] of table) assert.equal(readCall("update_item", args, rules).actionWords.has(word), want, JSON.stringify(args));
});
