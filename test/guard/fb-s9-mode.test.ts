// A multi-mode tool's mode argument says what the call does; the tool's name only names the tool
// (fb-mode-arg.ts). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

const changes = (tool: string, args: Record<string, unknown>) => readCall(tool, args, rules).mutating;

test("a read mode drops the tool name's changing verbs; a changing mode keeps them", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["snippet_replace_tool", { command: "view", file: "lib/a.py" }, false],
    ["snippet_replace_tool", { command: "insert", file: "lib/a.py", text: "x" }, true],
    ["chart_release", { subCommand: "history", release: "web" }, false],
    ["chart_release", { subCommand: "upgrade", release: "web" }, true],
    ["bucket_sync", { params: { operation: "list" }, bucket: "media" }, false],
    ["delete_webhook", { hook_id: 7 }, true], // no mode argument: the name is the act
  ];
  for (const [tool, args, want] of table) assert.equal(changes(tool, args), want, `${tool} ${JSON.stringify(args)}`);
});

test("hands-off rules let a read mode through and stop the write mode", () => {
  const rule = [{ id: "r1", text: "leave the billing-api deployment alone, it is frozen" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "deployment_rollout", args: { action: "status", name: "billing-api" } }, "allow"],
    [{ tool: "deployment_rollout", args: { action: "undo", name: "billing-api" } }, "deny"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
