// Table-driven tests of the gnum18 limit reading: a rule that writes the argument's own name
// ("workersMax 3 at most", "bed temp max 70", "gpuCount over 1") bounds that argument alone, and the
// rule's other plain words (a heading, a place the call does not state) may go unnamed
// (match-limit-unit.ts namedArgument, unnamedDescriptor).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("a rule naming the argument bounds that argument", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Batch jobs: shardsMax 6 at most", "set_job_shape", { jobId: "j-9", shardsMax: 9, shardsMin: 2 }, "deny"],
    ["Batch jobs: shardsMax 6 at most", "set_job_shape", { jobId: "j-9", shardsMax: 6, shardsMin: 2 }, "allow"],
    ["never set shardsMin above 1", "set_job_shape", { jobId: "j-9", shardsMax: 4, shardsMin: 2 }, "deny"],
    ["never set shardsMin above 1", "set_job_shape", { jobId: "j-9", shardsMax: 8, shardsMin: 1 }, "allow"],
    ["ask me before launching anything with tpuCount over 2", "launch_slice", { name: "exp", tpuCount: 4 }, "require_approval"],
    ["ask me before launching anything with tpuCount over 2", "launch_slice", { name: "exp", tpuCount: 2 }, "allow"],
    // the other temperature of the call is not the one the rule names
    ["nozzle temp max 230 on the glass plate", "kiln_print", { file: "a.gcode", nozzle_temp: 250, chamber_temp: 40 }, "deny"],
    ["nozzle temp max 230 on the glass plate", "kiln_print", { file: "a.gcode", nozzle_temp: 220, chamber_temp: 40 }, "allow"],
    ["chamber temp max 50", "kiln_print", { file: "a.gcode", nozzle_temp: 250, chamber_temp: 45 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});

test("an equal value where the rule says at most, and a tool without the named argument", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Alerts: max urgency 3", "push_alert", { channel: "builds", message: "done", urgency: 3 }, "allow"],
    ["Alerts: max urgency 3", "push_alert", { channel: "builds", message: "done", urgency: 5 }, "deny"],
    ["Batch jobs: shardsMax 6 at most", "set_job_shape", { jobId: "j-9", shards: 12 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});
