// Table-driven tests of two s21 false-block readers: a tool whose name puts a relation noun
// (membership, collaborator, invitation…) after the rule's thing acts on a tie to it, not on the
// thing (match-relation-tool.ts); a word the tagger reads as a verb right before an action noun
// that is neither a carrier verb nor a known act is the noun's modifier (rule-carrier-verb.ts).
// Own wording and tools; whole scenarios in scenarios/s21-gfb19b.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { toolNamesRelationOf } from "../../src/guard/match/match-relation-tool.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a tool acting on a tie to the thing is not acting on the thing", () => {
  run([
    ["never delete a workspace, ever", "delete_workspace", { workspace_id: "ws_9" }, "deny"],
    ["never delete a workspace, ever", "delete_workspace_member", { workspace_id: "ws_9", user: "u_4" }, "allow"],
    ["do not remove any project", "removeProjectCollaborator", { projectKey: "PX", login: "sam" }, "allow"],
    ["do not remove any project", "removeProject", { projectKey: "PX" }, "deny"],
    ["ask me before you delete a board", "delete_board_member", { boardId: "b-12", memberId: "m-3" }, "allow"],
    ["ask me before you delete a board", "delete_board", { boardId: "b-12" }, "require_approval"],
    // a rule that names the tie itself still fires
    ["never delete workspace memberships", "delete_workspace_membership", { workspace_id: "ws_9", user: "u_4" }, "deny"],
  ]);
});

test("toolNamesRelationOf: a relation noun after the thing in the tool's name", () => {
  assert.equal(toolNamesRelationOf(["delete", "organization", "membership"], ["organization"]), true);
  assert.equal(toolNamesRelationOf(["remove", "repo", "collaborators"], ["repo"]), true);
  assert.equal(toolNamesRelationOf(["delete", "organization"], ["organization"]), false);
  assert.equal(toolNamesRelationOf(["delete", "member"], ["member"]), false);
  assert.equal(toolNamesRelationOf(["delete", "membership"], ["organization"]), false);
  assert.equal(toolNamesRelationOf(["add", "repository", "collaborator"], ["repository"]), false);
  assert.equal(toolNamesRelationOf(["delete", "team", "membership"], ["team", "membership"]), false);
});

test("a non-carrier word before an action noun is its modifier", () => {
  run([
    ["never market orders", "create_order", { pair: "SOL-EUR", kind: "limit", size: 2 }, "allow"],
    ["never market orders", "create_order", { pair: "SOL-EUR", kind: "market", size: 2 }, "deny"],
    ["stop orders are banned. always use limit: never stop orders", "create_order", { pair: "SOL-EUR", kind: "stop", size: 2 }, "deny"],
    // a carrier verb still carries the act: any order is banned
    ["never place orders", "create_order", { pair: "SOL-EUR", kind: "limit", size: 2 }, "deny"],
    ["never issue refunds", "create_refund", { charge: "ch_88", amount: 400 }, "deny"],
    ["don't process refunds", "create_refund", { charge: "ch_88", amount: 400 }, "deny"],
  ]);
});
