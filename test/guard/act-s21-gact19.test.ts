// Action rules that did not fire because the call was not read as doing the act (h-gact19):
//   resume / unpause is an act of its own ("resume" family in rules/guard/actions.yaml), the
//     counterpart of stop: a rule against resuming fires on `… resume …`, not on a pause;
//   "redeploy" is a deploy word; "b4" / "w/o" in chat-written rules are "before" / "without";
//   "turn X on or off" forbids both switches (splitParticle in rule-action.ts);
//   a created notification is pushed / sent; podman system reset wipes volumes and images;
//   Cypher (SET / REMOVE / CREATE / MERGE / DETACH DELETE) and AQL (REMOVE … IN, UPDATE … WITH)
//     statements are read as writes and deletes (sql section of commands.yaml);
//   an API path under a key like api_path / dockerAPIPath is read as the request's URL;
//   an MQTT topic a publish goes to names its act: …/device/remove, cmnd/x/Restart (call-topic.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { topicWords } from "../../src/guard/read-call/call-topic.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

test("decisions: acts read from new wordings and new call shapes", () => {
  const table: [string, Call, string][] = [
    // resume is its own act
    ["check with me b4 resuming the nightly-sync cron", sh("argo cron resume nightly-sync"), "require_approval"],
    ["check with me b4 resuming the nightly-sync cron", sh("argo cron suspend nightly-sync"), "allow"],
    ["never unpause the billing queue", { tool: "queue_unpause", args: { queue: "billing" } }, "deny"],
    ["never unpause the billing queue", { tool: "queue_pause", args: { queue: "billing" } }, "allow"],
    ["don't pause the nightly-sync cron", sh("argo cron resume nightly-sync"), "allow"],
    // redeploy
    ["don't redeploy the ledger-worker service", { tool: "render_deploy_service", args: { serviceId: "ledger-worker" } }, "deny"],
    ["don't redeploy the ledger-worker service", { tool: "render_get_service", args: { serviceId: "ledger-worker" } }, "allow"],
    // on or off
    ["ask before switching the maintenance banner on or off", { tool: "enable_maintenance_banner", args: { site: "shop" } }, "require_approval"],
    ["ask before switching the maintenance banner on or off", { tool: "disable_maintenance_banner", args: { site: "shop" } }, "require_approval"],
    ["ask before switching the maintenance banner on or off", { tool: "get_maintenance_banner", args: { site: "shop" } }, "allow"],
    // graph and document queries
    ["leave the :Invoice nodes alone", { tool: "run_cypher", args: { query: "MATCH (i:Invoice {number: 4411}) SET i.total = 0" } }, "deny"],
    ["leave the :Invoice nodes alone", { tool: "run_cypher", args: { query: "MATCH (i:Invoice) RETURN i.number LIMIT 5" } }, "allow"],
    ["no deleting :Invoice", { tool: "run_cypher", args: { query: "MATCH (i:Invoice) WHERE i.void = true DETACH DELETE i" } }, "deny"],
    ["no deleting :Invoice", { tool: "run_cypher", args: { query: "MATCH (i:Invoice) WHERE i.void = true RETURN count(i)" } }, "allow"],
    ["never remove anything from the orders collection", { tool: "aql_execute", args: { aql: "FOR o IN orders FILTER o.stale == true REMOVE o IN orders" } }, "deny"],
    ["never remove anything from the orders collection", { tool: "aql_execute", args: { aql: "FOR o IN orders FILTER o.stale == true RETURN o._key" } }, "allow"],
    // an API path under a *_path key
    ["ask me before pruning images", { tool: "engine_proxy", args: { method: "POST", api_path: "/images/prune" } }, "require_approval"],
    ["ask me before pruning images", { tool: "engine_proxy", args: { method: "GET", api_path: "/images/json" } }, "allow"],
    // MQTT topics
    ["ask before restarting any tasmota plug", sh("mosquitto_pub -h broker.lan -t 'cmnd/tasmota_plug3/Restart' -m 1"), "require_approval"],
    ["ask before restarting any tasmota plug", sh("mosquitto_pub -h broker.lan -t 'cmnd/tasmota_plug3/Status' -m 0"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("topicWords: the last two segments of a topic, split into words", () => {
  const table: [string, string[]][] = [
    ["zigbee2mqtt/bridge/request/device/remove", ["device", "remove"]],
    ["cmnd/tasmota_plug3/Restart", ["tasmota", "restart"]],
    ["home/garage/doorOpen", ["garage", "door", "open"]],
    ["no-slash-topic", []],
    ["a/+/#", []],
  ];
  for (const [topic, want] of table) assert.deepEqual(topicWords(topic), want, topic);
});
