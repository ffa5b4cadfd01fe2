// An act another clause of the entry allows ("Restarting them is fine", "you may reboot them",
// "create whatever") is a carve-out of a broad ban on the same thing (fb-allowed-act.ts); the
// ban's own verb, another act, or the allowed act done the banned way still breaks it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("an allowed act is a carve-out of the ban", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Hands off the cache-eu nodes. Restarting them is fine.", { tool: "run_command", args: { command: "systemctl restart redis@cache-eu-1" } }, "allow"],
    ["Hands off the cache-eu nodes. Restarting them is fine.", { tool: "run_command", args: { command: "systemctl stop redis@cache-eu-1" } }, "deny"],
    ["Don't mess with the etl-runner instances; you may reboot them.", { tool: "ec2_reboot_instances", args: { InstanceIds: ["etl-runner-2"] } }, "allow"],
    ["Don't mess with the etl-runner instances; you may reboot them.", { tool: "ec2_terminate_instances", args: { InstanceIds: ["etl-runner-2"] } }, "deny"],
    ["Assets bucket: upload whatever, delete nothing without asking", { tool: "s3_delete_object", args: { bucket: "assets", key: "a.png" } }, "require_approval"],
    ["Restarts are fine, but never restart the orders-db primary.", { tool: "run_command", args: { command: "pg_ctl restart orders-db-primary" } }, "deny"],
    ["Pod deletes are fine but never with --force.", { tool: "run_command", args: { command: "kubectl delete pod web-1 --force" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
