// Table-driven tests of argument states added in session 10 (rules/guard/arg-meanings.yaml):
// a workflow transition moves an issue (a change of its status); a smart-home turn-off disables
// the device; turning a cover on opens (changes) it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("transitions, turn-offs, covers: the act their arguments mean", () => {
  const table: [string, Record<string, unknown>, string, string | undefined, boolean][] = [
    // tool, args, family, addressed target (raw) or none, expected
    ["linear_transition_issue", { issueId: "ENG-9", transitionTo: "Canceled" }, "write", "status", true],
    ["tracker_get_transitions", { issue_key: "ENG-9" }, "write", undefined, false],
    ["smartthings_turn_off", { device_id: "fan-2" }, "disable", undefined, true],
    ["smartthings_turn_on", { device_id: "fan-2" }, "disable", undefined, false],
    ["HassTurnOn", { name: "Side gate", domain: "cover" }, "write", undefined, true],
  ];
  for (const [tool, args, family, target, want] of table) {
    const f = readCall(tool, args, rules);
    const got = f.families.has(family) && (target === undefined || f.addressing.some((a) => a.raw === target));
    assert.equal(got, want, `${tool} ${JSON.stringify(args)} ${family}/${target}`);
  }
});
