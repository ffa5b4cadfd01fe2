// False blocks, s18 (helper gfbread16). A rule that bans MOVING a thing ("never move boards between
// workspaces", "don't move cards to Done", "don't move or delete anything in /Finance") reads through
// the write family, which also holds every edit, comment and copy. A call whose tool edits, makes or
// copies, names no move verb and sets no place key (status, folder, team, parent, path, list, …) other
// than the key of its own object leaves the thing where it is (fb-not-a-move.ts). Own wording and vendors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const table: [string, Call, string][] = [
  // edits in place, comments, copies: not a move
  ["Never move boards between workspaces.", { tool: "update_board", args: { boardId: "b_77", name: "Q3 roadmap" } }, "allow"],
  ["don't move cards to Done, I do that after review", { tool: "cards_create_comment", args: { cardId: 991, text: "review passed" } }, "allow"],
  ["Don't move or delete anything in /Finance", { tool: "drive_copy_file", args: { source: "/Finance/budget.xlsx", dest: "/Team/budget.xlsx" } }, "allow"],
  ["never move repos between teams", { tool: "update_repository", args: { owner: "acme", repo: "web", description: "storefront" } }, "allow"],
  // the move itself still blocks
  ["Never move boards between workspaces.", { tool: "move_board", args: { boardId: "b_77", workspaceId: "w_2" } }, "deny"],
  ["don't move cards to Done, I do that after review", { tool: "update_card", args: { cardId: 991, status: "Done" } }, "deny"],
  ["Don't move or delete anything in /Finance", { tool: "drive_move_file", args: { from: "/Finance/budget.xlsx", to: "/Team/budget.xlsx" } }, "deny"],
  ["Don't move or delete anything in /Finance", { tool: "Bash", args: { command: "mv /Finance/budget.xlsx /tmp/" } }, "deny"],
  ["never move projects between teams", { tool: "update_project", args: { projectId: "p1", teamId: "t9" } }, "deny"],
  // moving in time is a move: "when you move meetings" ~ update_event {start, end}
  ["ask me before you move any meetings", { tool: "calendar_update_event", args: { eventId: "ev1", start: "2026-03-18T15:00:00", end: "2026-03-18T15:30:00" } }, "require_approval"],
  // a copy that also deletes is no longer only a copy
  ["Don't move or delete anything in /Finance", { tool: "drive_delete_file", args: { path: "/Finance/budget.xlsx" } }, "deny"],
];

test("a move ban holds on moves and lets edits, comments and copies through", () => {
  for (const [rule, call, want] of table) {
    const got = decide([{ id: "r1", text: rule }], call).decision;
    assert.equal(got, want, `${rule} ~ ${JSON.stringify(call)}`);
  }
});
