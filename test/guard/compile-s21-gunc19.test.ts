// Table-driven tests of the s21 readers for rules that were uncompilable: approval worded as a
// passive by a person ("has to be signed off by me") or as the user's wish ("I'd like to OK that
// first"), effects.yaml; an act ruled out by an idiom ("X is off the table"), act-predicates.yaml;
// a thing that must STAY in a state ("must stay running", "keep X intact", "is frozen") read as a ban
// on the acts that end it (rule-stay-state.ts, stay-states.yaml). Own wording and tools; whole
// scenarios in scenarios/s21-gunc19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules, mutateRuleFile } from "./support.ts";
import { rewriteStay } from "../../src/guard/compile/rule-stay-state.ts";
import { parseGuardRules } from "../../src/guard/index.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("approval as a passive by a person, or as the user's wish to OK / see it first", () => {
  run([
    ["payouts to new vendors have to be signed off by me", "create_payout", { vendor: "new-vendor-22", amount: 900 }, "require_approval"],
    ["firmware rollouts must be approved by the site lead", "start_firmware_rollout", { fleet: "north", version: "4.2" }, "require_approval"],
    ["I'd like to okay any change to retention policies myself", "update_retention_policy", { bucket: "logs", days: 7 }, "require_approval"],
    ["Rotating the signing keys: I want to see it first", "rotate_signing_key", { key: "jwt-main" }, "require_approval"],
    // a read is no payout, no rollout, no edit
    ["payouts to new vendors have to be signed off by me", "list_payouts", { limit: 10 }, "allow"],
    ["I'd like to okay any change to retention policies myself", "get_retention_policy", { bucket: "logs" }, "allow"],
  ]);
});

test("an idiom that rules the act out", () => {
  run([
    ["kubectl drain is off the table", "bash", { command: "kubectl drain node-7 --ignore-daemonsets" }, "deny"],
    ["wiping the shared cache is out of the question", "wipe_cache", { cache: "shared" }, "deny"],
    // another act on the same thing stays allowed
    ["kubectl drain is off the table", "bash", { command: "kubectl get nodes" }, "allow"],
  ]);
});

test("a state a thing must stay in: the acts that end it are banned", () => {
  run([
    ["the ingest-relay daemon has to stay running", "bash", { command: "systemctl stop ingest-relay" }, "deny"],
    ["keep the metrics-shipper container up", "docker_container_stop", { container: "metrics-shipper" }, "deny"],
    ["the signed lease PDFs remain untouched", "delete_file", { path: "/docs/signed lease PDFs/2026.pdf" }, "deny"],
    // restarting or reading is not ending the state / another thing may stop
    ["the ingest-relay daemon has to stay running", "bash", { command: "systemctl status ingest-relay" }, "allow"],
    ["keep the metrics-shipper container up", "docker_container_stop", { container: "scratch-box" }, "allow"],
  ]);
});

test("rewriteStay: which sentences it rewrites", () => {
  assert.equal(rewriteStay("the ingest-relay daemon has to stay running", rules), "never stop, kill or delete the ingest-relay daemon");
  assert.equal(rewriteStay("keep the vault snapshot intact", rules), "never modify or delete the vault snapshot");
  assert.equal(rewriteStay("the 2025 books are frozen until the audit closes", rules), "never modify or delete the 2025 books until the audit closes");
  // a pronoun or a person is no thing; a switch is a setting pin (rule-value-stays.ts)
  assert.equal(rewriteStay("it stays running", rules), undefined);
  assert.equal(rewriteStay("keep me posted", rules), undefined);
  assert.equal(rewriteStay("versioning stays on", rules), undefined);
  // a ban already in the words says which acts; a condition the call cannot show decides when
  assert.equal(rewriteStay("the archive is frozen - read it, never edit it", rules), undefined);
  assert.equal(rewriteStay("the gate stays locked when the alarm is armed", rules), undefined);
  // a state word inside a longer phrase is no state
  assert.equal(rewriteStay("keep the docs up to date", rules), undefined);
});

test("stay-states.yaml is validated at start-up", () => {
  assert.throws(() => parseGuardRules(mutateRuleFile("guard/stay-states.yaml", (doc) => delete doc.states[0].breaks)), /stay-states/);
});
