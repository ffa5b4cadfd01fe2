// Flags in rules: "without --x" requires the flag (it does not ban it), and an environment named
// beside a banned flag scopes the ban ("no --force against the prod cluster"). Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("'without --flag' requires the flag for the act the sentence names", () => {
  const rule = [{ id: "r1", text: "never run flyway migrate without --dryRunOutput" }];
  const table: [string, string][] = [
    ["flyway migrate --dryRunOutput=/tmp/plan.sql", "allow"],
    ["flyway migrate", "deny"],
    ["flyway info", "allow"], // another act
  ];
  for (const [command, want] of table) assert.equal(decide(rule, { tool: "Bash", args: { command } }).decision, want, command);
});

test("an environment beside a banned flag scopes the ban", () => {
  const rule = [{ id: "r1", text: "no --no-wait against the staging namespace" }];
  const table: [string, string][] = [
    ["kubectl delete pod web-1 --namespace staging --no-wait", "deny"],
    ["kubectl delete pod web-1 --namespace dev --no-wait", "allow"],
    ["kubectl delete pod web-1 --namespace staging", "allow"],
  ];
  for (const [command, want] of table) assert.equal(decide(rule, { tool: "Bash", args: { command } }).decision, want, command);
});
