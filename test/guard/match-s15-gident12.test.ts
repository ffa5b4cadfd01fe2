// A named target the call carries in another shape (rule-target-ids.ts, rule-target-keyvalue.ts,
// match-target-id.ts): an id the rule writes (whole value, URL segment, JSON number), a channel name
// inside a room id, a host under which an address lives, a key set to the value written. A name
// matches a whole id or segment, never a prefix of a longer one. Own wording and tools; whole
// scenarios in scenarios/s15-gident12.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { opaqueId } from "../../src/guard/compile/rule-target-ids.ts";
import { channelIdName } from "../../src/guard/match/match-target-id.ts";
import { decide } from "./support.ts";

test("opaque ids are ids, words and sizes are not", () => {
  const table: [string, boolean][] = [
    ["1f2e3d4c-5b6a-4789-8abc-def012345678", true],
    ["5f1a2b3c4d5e6f7a8b9c0d1e", true],
    ["3cEYpjA9oz9GiPac4AsH4n", true],
    ["-100188812", true],
    ["configuration", false],
    ["s-2vcpu-4gb", false],
    ["2026", false],
    ["deadbeef", false], // hex letters only: a word
  ];
  for (const [w, want] of table) assert.equal(opaqueId(w), want, w);
});

test("a channel name inside a room id", () => {
  const table: [string, string | undefined][] = [
    ["!ops-alerts:matrix.example.org", "ops-alerts"],
    ["19:standup@thread.tacv2", "standup"],
    ["#random:chat.example", "random"],
    ["ops-alerts", undefined],
    ["19:standup", undefined],
  ];
  for (const [raw, want] of table) assert.equal(channelIdName(raw), want, raw);
});

test("the call carries the named target in another shape", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    // ids
    ["Hands off the board-minutes folder (id 90211).", { tool: "box_upload_file", args: { folder_id: 90211, name: "notes.txt" } }, "deny"],
    ["Hands off the board-minutes folder (id 90211).", { tool: "box_upload_file", args: { folder_id: 90212, name: "notes.txt", size: 90211 } }, "allow"],
    ["never archive the customer escalations list (64b1f0c2e9a7d3b5c8f1a2e4)", { tool: "trello_archive_list", args: { idList: "64b1f0c2e9a7d3b5c8f1a2e4" } }, "deny"],
    ["never archive the customer escalations list (64b1f0c2e9a7d3b5c8f1a2e4)", { tool: "trello_archive_list", args: { idList: "64b1f0c2e9a7d3b5c8f1a2e5" } }, "allow"],
    ["Don't edit the pricing sheet (docs.google.com/spreadsheets/d/1AbC9xYz8WvU7tS6rQ5pO4nM)", { tool: "sheets_update_values", args: { spreadsheetId: "1AbC9xYz8WvU7tS6rQ5pO4nM", range: "A1:B2", values: [[1, 2]] } }, "deny"],
    // channel ids
    ["nothing gets posted in #exec-private", { tool: "teams_post_message", args: { channelId: "19:exec-private@thread.tacv2", content: "hi" } }, "deny"],
    ["nothing gets posted in #exec-private", { tool: "teams_post_message", args: { channelId: "19:exec-private-archive@thread.tacv2", content: "hi" } }, "allow"],
    // domains
    ["Do not email anyone at @bigrival-systems.com", { tool: "send_mail", args: { to: "kim@bigrival-systems.com", subject: "Hi", body: "hello" } }, "deny"],
    ["Do not email anyone at @bigrival-systems.com", { tool: "send_mail", args: { to: "kim@bigrival-systems.com.example.net", subject: "Hi", body: "hello" } }, "allow"],
    // key values
    ["never open tickets with priority URGENT, P2 at most", { tool: "zendesk_create_ticket", args: { subject: "Login fails", priority: "urgent" } }, "deny"],
    ["never open tickets with priority URGENT, P2 at most", { tool: "zendesk_create_ticket", args: { subject: "Login fails", priority: "normal" } }, "allow"],
    ["Don't create repos with private false", { tool: "github_create_repository", args: { name: "tools", private: false } }, "deny"],
    ["Don't create repos with private false", { tool: "github_create_repository", args: { name: "tools", private: true } }, "allow"],
    // a catalog / schema / dataset as the leading part of a qualified name
    ["never query the finance schema", { tool: "postgres_query", args: { sql: "SELECT * FROM finance.ledger_lines LIMIT 10" } }, "deny"],
    ["Don't query the billing catalog.", { tool: "trino_query", args: { query: "SELECT id FROM billing.core.invoices" } }, "deny"],
    ["Don't query the billing catalog.", { tool: "trino_query", args: { query: "SELECT billing_id FROM crm.core.accounts" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
