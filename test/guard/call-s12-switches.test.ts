// Table-driven tests of switches named by an act (call-switch-acts.ts): a key set true or a compound
// CLI flag does what its name says (canceled → cancel, is_destroy → destroy, --force-reset → reset),
// not when it filters a read, negates the act or says when it happens.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { switchActs } from "../../src/guard/read-call/call-switch-acts.ts";
import { rules } from "./support.ts";

test("switch names: the acts they do when on", () => {
  const table: [string, string[], boolean?][] = [
    ["canceled", ["cancel"]],
    ["isDeleted", ["delete"]],
    ["is_destroy", ["destroy"]],
    ["prune", ["prune"]],
    ["muted", ["mute"]],
    ["force", ["force"]],
    ["force-reset", ["force", "reset"], true],
    ["delete-emptydir-data", ["delete", "emptydir", "data"], true],
    ["auto_delete", ["delete"]],
    // filters, negations, times, reads
    ["include_deleted", []],
    ["no-prune", [], true],
    ["skip_delete", []],
    ["cancel_at_period_end", []],
    ["cluster-version", ["cluster"], true],
    ["recursive", []],
  ];
  for (const [name, want, flag] of table) assert.deepEqual(switchActs(name, rules, flag), want, name);
});

test("calls: a switch on shows its act, off or on a reading tool it does not", () => {
  const table: [string, unknown, string, boolean][] = [
    ["tasks_patch", { id: "t1", cancelled: true }, "cancel", true],
    ["tasks_patch", { id: "t1", cancelled: false }, "cancel", false],
    ["tasks_search", { q: "x", cancelled: true }, "cancel", false],
    ["plan_start", { workspace: "w", is_destroy: true }, "delete", true],
    ["run_cmd", { command: "tool db push --force-wipe" }, "delete", true],
    ["run_cmd", { command: "tool db push --no-wipe" }, "delete", false],
    ["run_cmd", { command: "kubectl drain node-7 --delete-emptydir-data" }, "delete", true],
  ];
  for (const [tool, args, family, want] of table) assert.equal(readCall(tool, args, rules).families.has(family), want, `${tool} ${JSON.stringify(args)}`);
});
