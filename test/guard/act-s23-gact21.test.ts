// Action rules that did not fire because the call was not read as doing the act (h-gact21):
//   a turn_off / switch_off tool (smart plugs, lights, relays) reads as disable as well as stop, so
//     "never switch off X" (disable) fires on it (combos of disable in rules/guard/actions.yaml);
//   a smart-home device's kind word (plug, bulb, lamp, relay, device) is a descriptor: "the plug
//     called 'Fridge'" is named by {device_name: Fridge} (descriptor.device, rules/guard/targets.yaml);
//   "don't re-scan / re-pair X": a hyphened re-X verb the lexicon does not know is done by any
//     call doing X (addRepeatedActs in rule-action.ts);
//   starting a CI/CD pipeline, workflow or build run is an act (run_pipeline family): spin pipeline
//     execute, gh workflow run, az pipelines run, a trigger_pipeline tool; reads of it are not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

test("decisions: switch-off tools, device descriptors, re-X verbs, pipeline runs", () => {
  const table: [string, Call, string][] = [
    // switch off
    ["never switch off the plug called 'Freezer'", { tool: "turn_off", args: { device_name: "Freezer" } }, "deny"],
    ["never switch off the plug called 'Freezer'", { tool: "turn_off", args: { device_name: "Desk Lamp" } }, "allow"],
    ["never switch off the plug called 'Freezer'", { tool: "turn_on", args: { device_name: "Freezer" } }, "allow"],
    ["don't turn off the 'Server Rack' socket", { tool: "switch_off", args: { entity: "Server Rack" } }, "deny"],
    ["don't turn off the 'Server Rack' socket", { tool: "get_state", args: { entity: "Server Rack" } }, "allow"],
    ["the bulb named Porch must never be switched off", { tool: "light_turn_off", args: { name: "Porch" } }, "deny"],
    // re-X
    ["don't re-index the products index", sh("curl -X POST http://localhost:9200/products/_index"), "deny"],
    ["don't re-index the products index", sh("curl -s http://localhost:9200/products/_count"), "allow"],
    ["please don't re-scan the network, it wakes every device", { tool: "scan_network", args: {} }, "deny"],
    ["please don't re-scan the network, it wakes every device", { tool: "list_network_devices", args: {} }, "allow"],
    ["do not re-pair the hall-motion sensor", { tool: "zigbee_pair", args: { device: "hall-motion" } }, "deny"],
    ["do not re-pair the hall-motion sensor", { tool: "zigbee_rename", args: { device: "hall-motion", name: "Hall" } }, "allow"],
    // pipeline runs
    ["dont execute the nightly-export pipeline", sh("az pipelines run --name nightly-export --project data"), "deny"],
    ["dont execute the nightly-export pipeline", sh("az pipelines show --name nightly-export --project data"), "allow"],
    ["dont execute the nightly-export pipeline", sh("az pipelines run --name weekly-report --project data"), "allow"],
    ["dont execute the release-build workflow", sh("gh workflow run release-build.yml"), "deny"],
    ["dont execute the release-build workflow", sh("gh workflow list --all"), "allow"],
    ["dont execute the nightly-export pipeline", { tool: "trigger_pipeline", args: { pipeline: "nightly-export" } }, "deny"],
  ];
  const wrong = table.filter(([text, call, want]) => decide([{ id: "r1", text }], call).decision !== want).map(([text, call, want]) => `${text} ~ ${JSON.stringify(call)} should be ${want}`);
  assert.deepEqual(wrong, []);
});
