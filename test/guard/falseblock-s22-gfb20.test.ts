// Table-driven tests of two false-block carve-outs: a state word that says which things a ban is
// about, read against a flag stating the object's state (fb-state-qualifier.ts, state-chains.yaml);
// and a rule whose verbs only add, against a call that only removes (fb-act-contrast.ts).
// Own wording and tools; whole scenarios in scenarios/s22-gfb20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { stateQualifiers } from "../../src/guard/carve-outs/fb-state-qualifier.ts";
import { conditionWordList } from "../../src/guard/compile/rule-condition-flags.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { readDataDir } from "../../src/load/load-files.ts";

const rules = parseGuardRules(readDataDir("rules"));
type Row = [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags ?? {})}`);
};

test("a state word before the thing: a flag at an earlier stage lifts the ban, the same or a later one keeps it", () => {
  run([
    ["never remove an issued quote, revise it", "quotes_remove", { quote_id: "Q-118" }, { quote_status: "draft" }, "allow"],
    ["never remove an issued quote, revise it", "quotes_remove", { quote_id: "Q-118" }, { quote_status: "issued" }, "deny"],
    // a later stage went through the named one
    ["never remove an issued quote, revise it", "quotes_remove", { quote_id: "Q-118" }, { quote_status: "Paid" }, "deny"],
    // no flag: the ban stands
    ["never remove an issued quote, revise it", "quotes_remove", { quote_id: "Q-118" }, undefined, "deny"],
    ["leave granted leave requests alone, don't withdraw them", "withdraw_leave_request", { request_id: 4410 }, { request_status: "awaiting_approval" }, "allow"],
    ["leave granted leave requests alone, don't withdraw them", "withdraw_leave_request", { request_id: 4410 }, { request_status: "Approved" }, "deny"],
    // a flag about something the rule does not name says nothing of this thing
    ["never remove an issued quote, revise it", "quotes_remove", { quote_id: "Q-118" }, { customer_status: "new" }, "deny"],
  ]);
});

test("a state after the thing, and a level next to its key word", () => {
  run([
    ["ask me before refunding charges that are already captured", "charges_refund", { charge: "ch_77a" }, { charge_state: "requires_capture" }, "allow"],
    ["ask me before refunding charges that are already captured", "charges_refund", { charge: "ch_77a" }, { charge_state: "succeeded" }, "require_approval"],
    ["don't silence anything at severity error", "rollbar_update_error", { item: "88", operation: "mute" }, { severity: "info" }, "allow"],
    ["don't silence anything at severity error", "rollbar_update_error", { item: "88", operation: "mute" }, { severity: "fatal" }, "deny"],
  ]);
});

test("a state word the act sets, or an exception, is not which things", () => {
  run([
    // "unless approved": the exception, not the things the ban is about
    ["no deleting timesheets unless approved by payroll", "timesheet_delete", { sheet: 12 }, { timesheet_status: "pending" }, "deny"],
  ]);
});

test("stateQualifiers reads the sentence of the clause's act only", () => {
  const at = (text: string, act: string) => stateQualifiers(conditionWordList(text), [act], rules.stateChains)?.words;
  assert.deepEqual(at("only email quotes on weekdays. never remove an issued quote", "remove"), ["issued"]);
  assert.equal(at("only email quotes on weekdays. never remove an issued quote", "email"), undefined);
  // "errors" alone is the thing, not a level: a level word needs its key word beside it
  assert.equal(at("never mute errors in the checkout app", "mute"), undefined);
  assert.deepEqual(at("never mute anything of severity error", "mute"), ["error"]);
  assert.equal(at("don't archive posts that are not published", "archive"), undefined);
  // "paid" is what the act makes the bills, not which bills
  assert.equal(at("never mark supplier bills paid without a bank match", "mark"), undefined);
});

test("a rule whose verbs only add is not broken by a call that only removes", () => {
  run([
    ["ask me before adding members to the core team", "remove_team_member", { team: "core", user: "u-2" }, undefined, "allow"],
    ["ask me before adding members to the core team", "add_team_member", { team: "core", user: "u-2" }, undefined, "require_approval"],
    ["never invite people into the board workspace", "workspace_kick_member", { workspace: "board", user: "u-31" }, undefined, "allow"],
    ["never invite people into the board workspace", "workspace_invite_member", { workspace: "board", email: "x@corp.example" }, undefined, "deny"],
    // a verb that changes in any way still bans the removal
    ["don't modify the members of the core team", "remove_team_member", { team: "core", user: "u-2" }, undefined, "deny"],
  ]);
});
