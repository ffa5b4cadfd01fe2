// Table-driven tests of the s21 readers for rules that fire on the act but missed the target the
// call names otherwise: a kind word glossed in parentheses is another name of the thing
// (rule-target-gloss.ts); an attribute word after a name (state, mode, lock, arming) is the same
// thing, not a longer name (fb-longer-name.ts); a compound whose head is a generic container word
// ("feature flags", "retention policy") is named by its first word where an API names resources
// (match-compound-head.ts); a gerund the tagger glued to a person noun after "before" is the act
// (rule-text.ts). Own wording and tools; whole scenarios in scenarios/s21-gtgt19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a kind word in parentheses is the API's name for the thing", () => {
  run([
    ["never remove a team space (workspace)", "delete_workspace", { workspace_id: "ws-7781" }, "deny"],
    ["ask before archiving any board (project)", "archive_project", { project_gid: "120044" }, "require_approval"],
    ["never delete a whole vault (repository)", "bash", { command: "curl -X DELETE https://files.example.net/api/repositories/v-19/" }, "deny"],
    // a read of it: allowed
    ["never remove a team space (workspace)", "get_workspace", { workspace_id: "ws-7781" }, "allow"],
    // another kind of thing: allowed
    ["ask before archiving any board (project)", "archive_channel", { channel: "C0812" }, "allow"],
    // a broad kind in parentheses says nothing of which thing: no gloss
    ["never remove a team space (file)", "delete_file", { file_id: "f-1" }, "allow"],
  ]);
});

test("an attribute word after a name is the same thing, not a longer name", () => {
  run([
    ["don't touch the sauna", "update_item_state", { item_name: "Sauna_Power", state: "ON" }, "deny"],
    ["the siren: never disarm it", "update_item_state", { item_name: "Siren_Arming", state: "DISARMED" }, "deny"],
    ["don't touch the garage door", "update_item_state", { item_name: "GarageDoor_Status", state: "OPEN" }, "deny"],
    // a longer name that is another thing stays allowed
    ["don't touch the payments namespace", "delete_namespace", { namespace: "payments-sandbox" }, "allow"],
    ["never drop the invoice table", "execute_sql", { sql: "DROP TABLE invoice_drafts" }, "allow"],
  ]);
});

test("a compound with a generic head is named by its first word in a tool or URL", () => {
  run([
    ["never delete experiment flags", "delete_experiment", { key: "checkout-v3" }, "deny"],
    ["ask me before editing the lifecycle policy", "bash", { command: "curl -X PUT https://s3.example.io/api/v1/lifecycle/12 -d '{}'" }, "require_approval"],
    ["ask me before editing the lifecycle policy", "update_lifecycle", { bucket: "media", rules: [] }, "require_approval"],
    // the first word only modifies another resource in the tool's name: allowed
    ["never delete experiment flags", "delete_experiment_note", { id: "n1" }, "allow"],
    // the word in free text or a query parameter is no resource
    ["ask me before editing the lifecycle policy", "bash", { command: "curl -X PUT 'https://s3.example.io/api/v1/buckets/media?lifecycle=1'" }, "allow"],
    // other heads are other things than their first word
    ["never delete backup plans", "delete_backup", { backup_id: "b-2" }, "allow"],
    ["never delete payment plans", "delete_payment", { payment_id: "p-9" }, "allow"],
  ]);
});

test("a gerund after 'before' that the tagger glued to a person noun is the act", () => {
  const words = (text: string) => readRuleText(text)[0]!.tokens;
  const gerund = words("ask me before resetting parent pins").find((t) => t.lower === "resetting")!;
  assert.ok(gerund.tags.has("Verb"));
  run([
    ["check with me before deleting parent profiles", "delete_profile", { profile: "parent-main" }, "require_approval"],
    ["check with me before deleting parent profiles", "delete_profile", { profile: "guest-tv" }, "allow"],
    ["check with me before deleting parent profiles", "list_profiles", {}, "allow"],
  ]);
});
