// Opposite acts (h-gopp24): a rule whose verbs name one direction of a switch (start/stop, arm/disarm,
// lock/unlock, pause/resume, block/unblock, …: rules/guard/polarity.yaml) is not broken by a call that
// only shows the other direction (carve-outs/fb-opposite-act.ts); arm/disarm are enable/disable acts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const led = (text: string) => [{ id: "r1", text }];
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

test("decisions: a one-way rule and the two directions of its switch", () => {
  const table: [string, Call, string][] = [
    ["ask before starting the dryer", { tool: "stop_program", args: { haId: "dryer-1" } }, "allow"],
    ["ask before starting the dryer", { tool: "start_program", args: { haId: "dryer-1" } }, "require_approval"],
    ["ask me before any remote start of the oven", { tool: "stop_program", args: { haId: "oven-2" } }, "allow"],
    ["never stop the prod-db instance", sh("aws rds start-db-instance --db-instance-identifier prod-db"), "allow"],
    ["never stop the prod-db instance", sh("aws rds stop-db-instance --db-instance-identifier prod-db"), "deny"],
    ["dont arm the alarm", { tool: "setState", args: { id: "alarm.0.use.enable", value: true } }, "deny"],
    ["dont arm the alarm", { tool: "arm_alarm", args: { mode: "away" } }, "deny"],
    ["dont arm the alarm", { tool: "disarm_alarm", args: {} }, "allow"],
    ["dont lock the front door", { tool: "unlock_door", args: { door: "front door" } }, "allow"],
    ["dont lock the front door", { tool: "lock_door", args: { door: "front door" } }, "deny"],
    ["dont block the kids tablets", { tool: "unblock_client", args: { client: "kids tablet" } }, "allow"],
    ["dont pause the salesforce connector", { tool: "resume_connector", args: { connector: "salesforce" } }, "allow"],
    ["dont pause the salesforce connector", { tool: "patch_connector", args: { connector: "salesforce", paused: true } }, "deny"],
  ];
  for (const [rule, call, want] of table) assert.equal(decide(led(rule), call).decision, want, `${rule} ~ ${JSON.stringify(call)}`);
});

test("decisions: a rule naming both directions keeps both", () => {
  assert.equal(decide(led("never start or stop the billing worker"), sh("systemctl stop billing-worker")).decision, "deny");
  // (a bare start is no act of its own yet: "never start …" reads start only through targets)
});
