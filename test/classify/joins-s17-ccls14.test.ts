// ccls14 (session 17): fewer false and split pins, more policy recall.
//   - step dash-joined-pins (classifier.ts): two pins of one line cut at a dash, or a pin and the bold title
//     of its list item, are one pin ("- **Small PRs** - Keep each PR under 400 lines").
//   - policy statements (segment.yaml): a fee the policy levies ("will be attached / imposed / levied"),
//     who pays ("Renters are responsible for any cleaning fees"), and "no <things> are allowed / shall be <done>".
//   - vetoes (cues.yaml): a first-person report without its "I" ("Don't know what is causing this."),
//     and a review finding that reports what a line or file tells the agent.
// Texts written for this test (own wording, other domains and tools than the studied rows).
import { test } from "node:test";
import assert from "node:assert/strict";
import { policyStatement } from "../../src/classify/policy-statement.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { classifier, rules } from "./load.ts";

const ruleOf = (text: string): string | null => policyStatement(normalize(text), rules)?.rule ?? null;

// [message, pins expected: a piece of text each pin must contain, in order]
const JOINED: [string, string[]][] = [
  ["## Ground rules\n1. **Never read credentials** - `secrets.toml` and `~/.aws` are off-limits\n2. **Tests first** - write the failing test before the fix\n", ["Never read credentials** - `secrets.toml`", "Tests first** - write the failing test"]],
  ["- **DO NOT bump versions** — release tooling does that\n- **Small diffs** - keep each change under 300 lines", ["DO NOT bump versions", "Small diffs** - keep each change"]],
  ["- Never rebase shared branches — merge `origin/trunk` instead\n- Use pnpm, not npm", ["Never rebase shared branches — merge", "Use pnpm"]],
  ["- __Staging only__ - never point the load tests at production", ["Staging only__ - never point the load tests"]],
];

// units that stay apart: a comma, a semicolon, two sentences, two lines
const APART: [string, number][] = [
  ["Use spaces for indentation; never use tabs.", 2],
  ["Never force-push to trunk. Always open a merge request.", 2],
  ["- Never force-push to trunk\n- Always open a merge request", 2],
];

const POLICIES: [string, string, string][] = [
  // [text, policy id, kind]
  ["A $15 handling fee will be attached to every returned parcel.", "policy.fee-levied", "condition"],
  ["A 5% surcharge will be imposed on card payments.", "policy.fee-levied", "condition"],
  ["Late penalties shall be levied on unpaid invoices after the due date.", "policy.fee-levied", "condition"],
  // the model pins this one already: the policy keeps the model's kind ("*": any)
  ["Renters are responsible for any cleaning or repair costs.", "policy.fee-levied", "*"],
  ["The tenant will be liable for all damages to the garden furniture.", "policy.fee-levied", "condition"],
  ["Out of respect for other climbers, no chalk balls are permitted on the bouldering wall.", "policy.no-noun-passive", "prohibition"],
  ["No bicycles shall be stored in the stairwell.", "policy.no-noun-passive", "prohibition"],
  ["No glass is allowed in the hot tub area.", "policy.no-noun-passive", "prohibition"],
  ["Furthermore, it is not permitted to park trailers on the lawn.", "policy.it-is-forbidden", "prohibition"],
  ["The renter must return the kayak rinsed and upside down.", "policy.third-party-must", "requirement"],
  ["Late check-in: Keys must be collected from the lockbox by 9 pm.", "policy.third-party-must", "*"],
  ["Wet towels should be folded over the rail after use.", "policy.third-party-should", "*"],
  ["Helmets are mandatory on the pump track.", "policy.mandatory", "requirement"],
  ["We require a signed waiver from every rider.", "policy.we-require", "requirement"],
  ["Climbing on the railings or sitting on the edge of the terrace is prohibited.", "policy.passive-ban", "prohibition"],
];

const CCLS14_POLICIES = new Set(["policy.fee-levied", "policy.no-noun-passive", "policy.it-is-forbidden", "policy.third-party-must", "policy.mandatory", "policy.we-require", "policy.third-party-should"]);
const NOT_POLICIES: string[] = [
  "A late fee will be charged to your card tomorrow.", // one account, one day
  "The bank said a fee will be charged if the transfer bounces.", // a report
  "Some gyms say members are responsible for any lost towels.", // a generalisation
  "No data will be lost during the upgrade.", // a promise about one change, not a ban (no policy match)
  "The fee schedule was updated last spring.",
  "We had no visitors allowed during the lockdown, it was lonely.",
  "She must have forgotten her keys again.", // a guess, not a duty
  "The regression must be in the parser.",
  "It must be the cache.",
  "No changes are mandatory for this release.",
  "We require more information to debug this.", // a request in one thread
  "All volunteers must follow these rules:", // names the list below
  "This should be fixed in the 2.3 release.", // a forecast about a fix
  "The ticket should not be closed yet.",
  "A user's locale setting should be respected by the date picker.", // expected software behaviour in a bug report
  "The cache should be rebuilt after the next release.",
];

// never a pin whatever the context
const NEVER: string[] = [
  "Don't know exactly why the worker restarts every night.",
  "Can't reproduce it on the 3.2 build either.",
  "Didn't understand the second step of the installer.",
  "Section 4 tells the agent to delete the lock file without asking.",
  "The new prompt instructs the model to skip the migration check.",
  "This config lets the bot merge its own pull requests.",
  // a line of dialogue whose closing mark was typed as an opening one (quotes.ts)
  "She grabbed my sleeve.\n“Wait — never open that cupboard.“\nI froze.",
];

// near misses that stay rules
const STILL_RULES: string[] = [
  "Don't forget to water the ferns on Sundays.",
  "Never let the agent push tags.",
  "Do not run the seed script against the shared database.",
  "Don't see patients after 5 pm on Fridays.",
];

test("dash-joined-pins: a pin and its dash gloss or bold title are one pin", () => {
  for (const [text, want] of JOINED) {
    const pins = classifier.classify(text);
    assert.equal(pins.length, want.length, `${text}: ${JSON.stringify(pins.map((p) => p.text))}`);
    want.forEach((w, i) => assert.ok(pins[i]!.text.includes(w), `${text}: pin ${i} = ${pins[i]!.text}`));
  }
});

test("dash-joined-pins: a comma, a sentence end or a new line keeps pins apart", () => {
  for (const [text, n] of APART) assert.equal(classifier.classify(text).length, n, text);
});

test("policy-statement (ccls14): levied fees, who pays and subject bans match, with the policy's kind", () => {
  for (const [text, id, kind] of POLICIES) {
    assert.equal(ruleOf(text), id, text);
    const pins = classifier.classify(text);
    assert.equal(pins.length, 1, `${text}: ${JSON.stringify(pins)}`);
    if (kind !== "*") assert.equal(pins[0]!.kind, kind, text);
  }
});

test("policy-statement (ccls14): one-off charges, reports, guesses, generalisations and list intros do not match", () => {
  for (const text of NOT_POLICIES) {
    const id = ruleOf(text);
    assert.ok(id === null || !CCLS14_POLICIES.has(id), `${text}: ${id}`);
  }
});

test("vetoes elided-i and instruction-report: reports are never pins", () => {
  for (const text of NEVER) assert.deepEqual(classifier.classify(text), [], text);
});

test("vetoes elided-i and instruction-report: near misses stay rules", () => {
  for (const text of STILL_RULES) assert.equal(classifier.classify(text).length, 1, text);
});

// step routine-instruction (routine.ts, segment.yaml routine_instructions): an imperative that says how often
const ROUTINES: [string, string][] = [
  ["Rinse the rabbit's water bottle and refill it daily.", "requirement"],
  ["Wipe down the rowing machines after each use.", "requirement"],
  ["Sweep the porch every other day while we're away.", "requirement"],
  ["Give him one scoop of kibble twice a day.", "requirement"],
  ["Lock the side gate at the end of every shift.", "requirement"],
];
const NOT_ROUTINES: string[] = [
  "I rinse her bottle twice a day.", // first person: a habit told, not an instruction
  "The backup job runs nightly.", // a description
  "Reports should export every hour.", // a noun subject before an auxiliary
  "Check the queue length every hour today.", // one day
];

test("routine-instruction: an imperative with a recurrence is a pin (a requirement)", () => {
  for (const [text, kind] of ROUTINES) {
    const pins = classifier.classify(text);
    // the recurring instruction is pinned (a requirement); a model may pin an "and"-joined first
    // command on its own as well ("Rinse the bottle" / "refill it daily."), also a requirement
    assert.ok(pins.length >= 1 && pins.length <= 2, `${text}: ${JSON.stringify(pins)}`);
    assert.ok(pins.some((p) => text.endsWith(p.text)), `${text}: the pin holding the recurrence: ${JSON.stringify(pins)}`);
    for (const p of pins) assert.equal(p.kind, kind, text);
  }
});

test("routine-instruction: habits told, descriptions, subjects before an auxiliary and one-day tasks are not raised", () => {
  for (const text of NOT_ROUTINES) assert.deepEqual(classifier.classify(text), [], text);
});
