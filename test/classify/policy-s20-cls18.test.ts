// cls18, step policy-statement (segment.yaml policy_statements): the sanction a course, contest or club policy names
// ("will be penalized", "will receive a zero", "10% will be deducted", "will be disallowed after <date>", "your
// account will be blocked") and what a submissions policy turns away ("will not be considered") are conditions the
// model scored under the threshold. Texts written for this test (own wording, own venues and courses).
import { test } from "node:test";
import assert from "node:assert/strict";
import { policyStatement } from "../../src/classify/policy-statement.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { classifier, rules } from "./load.ts";

const ruleOf = (text: string): string | null => policyStatement(normalize(text), rules)?.rule ?? null;

const POLICIES: [string, string, string][] = [
  // [text, policy id, kind of the pin]
  ["Any rower who leaves the boathouse unlocked will be penalized.", "policy.sanction", "condition"],
  ["Teams caught sharing solutions may be disqualified from the hackathon.", "policy.sanction", "condition"],
  ["Lab reports handed in after Friday will receive a zero.", "policy.sanction", "condition"],
  ["Quizzes taken without a webcam will be assigned a grade of zero.", "policy.sanction", "condition"],
  ["Without a signed cover sheet you will not receive a mark for the essay.", "policy.sanction", "condition"],
  ["A further 5% will be deducted for every day the portfolio is overdue.", "policy.sanction", "condition"],
  ["A 15% penalty for sketches uploaded up to two days late.", "policy.sanction", "*"], // "up to two days": a numeric bound keeps the kind rules' say,
  ["Late lab notebooks receive a 5% deduction per day.", "policy.sanction", "*"],
  ["A third yellow card will result in forfeit of the match.", "policy.sanction", "condition"],
  ["Roster changes will be disallowed after March 3.", "policy.sanction", "condition"],
  ["Your gym membership will be suspended if the locker is not emptied by Sunday.", "policy.sanction", "condition"],
  ["Homework posted after the solutions will be considered late.", "policy.sanction", "condition"],
  ["The marina office will deny entry to anyone without a berth pass.", "policy.sanction", "*"],
  ["Stories that ran in another magazine will not be considered.", "policy.not-considered", "condition"],
  ["Photographs already shown elsewhere, we regret, will not be considered for the prize.", "policy.not-considered", "condition"],
  ["Hikers without boots shall be asked to change before the climb.", "policy.consequence-penalty", "condition"],
  // policy.stated-bound: a bound stated as a fact of the venue or contest
  ["Each chess club can register up to 4 boards for the league.", "policy.stated-bound", "limit"],
  ["Visitors of associate members are limited on the range to (3) three visits per month.", "policy.stated-bound", "limit"],
  ["The loan period is fourteen (14) days.", "policy.stated-bound", "limit"],
  ["Applicants have a maximum of two attempts at the entrance test.", "policy.stated-bound", "limit"],
  ["The maximum crew size is 6 sailors.", "policy.stated-bound", "limit"],
];

const NOT_POLICIES: string[] = [
  // forecasts, judgements, software behaviour, reports and one-off news
  "This will not be considered a breaking change.",
  "It will not be considered until the next planning meeting.",
  "The failed job will be retried in five minutes.",
  "The old records will be deleted after the migration.",
  "He was penalized twice in the second half.",
  "The referee penalized the home team for a late tackle.",
  "We received a 10% discount on the second night.",
  "The build will be blocked by the missing lockfile.",
  "Your point will be taken into account.",
  "I will receive a grade by the end of the week, hopefully.",
  "Refunds to a card may take up to 10 business days.",
  "The job queue is limited to 5,000 messages by default.",
  "We had up to 30 people at the barbecue.",
];

test("policy-statement cls18: sanctions and turned-away entries match with their kind", () => {
  for (const [text, id] of POLICIES) assert.equal(ruleOf(text), id, text);
});

test("policy-statement cls18: forecasts, reports and software behaviour do not match the new entries", () => {
  for (const text of NOT_POLICIES) {
    const r = ruleOf(text);
    assert.ok(r !== "policy.sanction" && r !== "policy.not-considered" && r !== "policy.stated-bound", `${text}: ${r}`);
  }
});

test("policy-statement cls18: the classifier pins each one", () => {
  for (const [text, , kind] of POLICIES) {
    const pins = classifier.classify(text);
    assert.ok(pins.length >= 1, `${text}: ${JSON.stringify(pins)}`);
    assert.ok(pins.some((p) => p.kind === kind || kind === "*"), `${text}: ${JSON.stringify(pins.map((p) => p.kind))}`);
  }
});
