// Table-driven tests of bans whose target the call names nothing of (match-silent-target.ts, the
// evaluate.ts "silent-targets" step, policy in rules/guard/silent-target.yaml). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { opaque } from "../../src/guard/match/match-silent-target.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { decide, mutateRuleFile } from "./support.ts";

test("ids, numbers and hashes are opaque; names are readable", () => {
  const table: [string, boolean][] = [
    ["18c2f9a0b7e4d123", true],
    ["INV2-8Z4K-3QFN-WL7A-9J2D", true],
    ["1184420", true],
    ["in_1QbZ0aKq8m1aZ0c4", true], // a type prefix, then the id
    ["prj-77", true],
    ["3f4e5d6c-7b8a-4988-8776-655443322110", true],
    ["+14155550143", true],
    ["web", false],
    ["web-stg-04", false],
    ["acme/platform", false],
    ["cus_Initech01", false], // the customer's name inside the id
    ["Server rack", false],
  ];
  for (const [raw, want] of table) assert.equal(opaque(raw), want, raw);
});

test("silent target: deny when the call names nothing; allow when it names another thing", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string, object?][] = [
    ["never cancel deploys of the Checkout app", { tool: "cancel_deploy", args: { deploy_id: 77120 } }, "deny"],
    ["never cancel deploys of the Checkout app", { tool: "cancel_deploy", args: { deploy_id: 77121, app: "search-api" } }, "allow"],
    // a quality the call would carry if it did it: not silent
    ["don't create private repos", { tool: "create_repository", args: { org_id: 4471 } }, "allow"],
    // a command line names its own operands
    ["never restart the Billing workers", { tool: "terminal", args: { command: "systemctl restart nginx" } }, "allow"],
    // a flag of the session speaks of it
    ["don't cancel orders from Umbrella", { tool: "cancel_order", args: { order_id: 9001 } }, "allow", { context: { flags: { customer_umbrella: false } } }],
    ["don't cancel orders from Umbrella", { tool: "cancel_order", args: { order_id: 9002 } }, "deny"],
  ];
  for (const [text, call, want, extra] of table) {
    const res = decide([{ id: "r1", text }], call, extra ?? {});
    assert.equal(res.decision, want, `${text} ~ ${JSON.stringify(call)}: ${res.violations.map((v) => v.why).join(" | ")}`);
  }
});

test("the why names the target the call left unnamed", () => {
  const res = decide([{ id: "r1", text: "never cancel deploys of the Checkout app" }], { tool: "cancel_deploy", args: { deploy_id: 77122 } });
  assert.match(res.violations[0]!.why, /target not named by the call: "Checkout app"/);
  assert.ok(res.violations[0]!.matched?.some((m) => m.part === "silent-target"));
});

test("policy off: a silent target allows, as before", () => {
  const off = parseGuardRules(mutateRuleFile("guard/silent-target.yaml", (d) => void (d.policy.mode = "off")));
  assert.equal(off.silent.policy.mode, "off");
  assert.throws(() => parseGuardRules(mutateRuleFile("guard/silent-target.yaml", (d) => void (d.policy.mode = "sometimes"))), RuleFileError);
});

// Open since the tenth session's merge: the place-vs-thing step (rule-target-place.ts) reads "on Amazon"
// as where the purchases live and no longer marks "purchases" as describing, so the silent policy
// has no name to stand in for. Listed here so a fix shows up as a failure of this list.
const KNOWN_MISSES = new Set(["s13-silent-009"]);

test("s13 silent-target scenarios (own wording)", () => {
  const lines = readFileSync("test/guard/scenarios/s13-match-silent-target.jsonl", "utf8").split("\n").filter((l) => l.trim());
  assert.ok(lines.length >= 12);
  for (const l of lines) {
    const s = JSON.parse(l);
    const res = decide(s.ledger, s.call, { history: s.history, context: s.context });
    if (KNOWN_MISSES.has(s.id)) assert.notEqual(res.decision, s.expect.decision, `${s.id} is right now: take it off KNOWN_MISSES`);
    else assert.equal(res.decision, s.expect.decision, `${s.id}: ${res.violations.map((v) => v.why).join(" | ")}`);
  }
});
