// False blocks of the rule side: the working directory is no target of an "except"/"inside" rule;
// opening or listing a merge request merges nothing. Table-driven, own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("outside-path rules: the working directory is where a command runs, not what it touches", () => {
  const rule = [{ id: "r", text: "Don't rm -rf anything except tmp/ and out/" }];
  const table: [Record<string, unknown>, string][] = [
    [{ command: "rm -rf tmp/ out/", cwd: "/work/app" }, "allow"],
    [{ command: "rm -rf tmp/ lib/", cwd: "/work/app" }, "deny"],
    [{ command: "rm -rf *", cwd: "/work/app/lib" }, "deny"], // nothing else named: the dir itself counts
    [{ command: "rm -rf out/", currentDirectory: "/work/app" }, "allow"],
  ];
  for (const [args, want] of table) assert.equal(decide(rule, { tool: "run_shell", args }).decision, want, JSON.stringify(args));
});

test("merge rules: creating, opening or listing a merge request is no merge", () => {
  const rule = [{ id: "r", text: "Don't merge MRs, a human does that." }];
  const table: [string, Record<string, unknown>, string][] = [
    ["create_merge_request", { source_branch: "main", target_branch: "dev" }, "allow"],
    ["open_merge_request", { source_branch: "fix", target_branch: "dev" }, "allow"],
    ["get_merge_request", { iid: 4 }, "allow"],
    ["merge_merge_request", { iid: 4 }, "deny"],
    ["accept_mr", { iid: 4 }, "allow"], // no merge word at all: not read as one
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, tool);
});
