// Table-driven tests of the s13 argument readings (rules/guard/arg-meanings.yaml states read by
// call-arg-meaning.ts, tool-name words in call-facts.ts): a move into a trash folder deletes, a
// skip list skips, a state given by name under its key ({status: {name: "Closed"}}) counts like
// the plain value, a word after "to" in a tool name is where the act goes (broadcast_to_list
// sends), trigger_deployment deploys, a reset writes, SKIP_TESTS: "true" names what it switches.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("moves into a trash or deleted-items folder delete; other folders do not", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["move_message", { messageId: "m1", destinationId: "deleteditems" }, true],
    ["move_message", { messageId: "m1", destination_folder: "Deleted Items" }, true],
    ["imap_move", { uid: 7, mailbox: "INBOX", target_folder: "Trash" }, true],
    ["modify_message", { id: "m1", addLabelIds: ["TRASH"] }, true],
    ["move_file", { file_id: "f1", new_parent_id: "recyclebin" }, true],
    ["move_message", { messageId: "m1", destinationId: "archive" }, false],
    ["modify_message", { id: "m1", addLabelIds: ["IMPORTANT"] }, false],
    ["move_file", { file_id: "f1", new_parent_id: "Reports" }, false],
  ];
  for (const [tool, args, want] of table) assert.equal(readCall(tool, args, rules).families.has("delete"), want, `${tool} ${JSON.stringify(args)}`);
});

test("skip lists and SKIP_ switches skip; false or empty skips nothing", () => {
  const table: [Record<string, unknown>, boolean][] = [
    [{ pipelineId: 4, stagesToSkip: ["SecurityScan"] }, true],
    [{ workflow: "ci.yml", inputs: { skip_jobs: ["lint"] } }, true],
    [{ job: "deploy", parameters: { SKIP_TESTS: "true" } }, true],
    [{ job: "deploy", parameters: { SKIP_TESTS: "false" } }, false],
    [{ workflow: "ci.yml", inputs: { skip_jobs: [] } }, false],
  ];
  for (const [args, want] of table) assert.equal(readCall("run_pipeline", args, rules).families.has("skip"), want, JSON.stringify(args));
  // the switch's key is addressed, as a boolean true's is: "SKIP_TESTS" names tests
  assert.ok(readCall("run_pipeline", { parameters: { SKIP_TESTS: "true" } }, rules).addressing.some((a) => a.raw === "SKIP_TESTS"));
});

test("a state named under its key: {resolution: {name: Fixed}} closes; {status: {name: In Review}} does not", () => {
  assert.ok(readCall("transition_issue", { issue: "A-1", fields: { resolution: { name: "Fixed" } } }, rules).families.has("close"));
  assert.ok(readCall("edit_ticket", { key: "A-1", fields: { status: { name: "Closed" } } }, rules).families.has("close"));
  assert.ok(!readCall("edit_ticket", { key: "A-1", fields: { status: { name: "In Review" } } }, rules).families.has("close"));
});

test("tool names: a word after 'to' is where the act goes; trigger deployment deploys; reset writes", () => {
  const table: [string, string, boolean][] = [
    ["send_to_list", "send", true],
    ["broadcast_to_list", "send", true],
    ["post_to_history", "send", true],
    ["list_messages", "send", false],
    ["send_draft", "send", false],
    ["trigger_deployment", "deploy", true],
    ["deployment_trigger", "deploy", true],
    ["get_deployment", "deploy", false],
    ["reset_instance", "write", true],
  ];
  for (const [tool, family, want] of table) assert.equal(readCall(tool, { id: "x1" }, rules).families.has(family), want, `${tool} → ${family}`);
});

test("a tool that makes an act's noun does the act: create_termination terminates; reads of it do not", () => {
  const table: [string, string, boolean][] = [
    ["create_termination", "terminate", true],
    ["create_suspension", "stop", true],
    ["submit_removal", "delete", true],
    ["schedule_deletion", "delete", true],
    ["get_termination", "terminate", false],
    ["termination_status", "terminate", false],
    ["list_suspensions", "stop", false],
  ];
  for (const [tool, family, want] of table) assert.equal(readCall(tool, { id: "x1" }, rules).families.has(family), want, `${tool} → ${family}`);
});
