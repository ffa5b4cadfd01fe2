// False blocks removed by h-gfb25 (one class each):
//   "use SCAN not KEYS": two keywords in capitals — the banned one is a command word the call writes,
//     never a command table's gloss (FLUSHDB "deletes keys") (preferredKeyword in fb-preferred-kin.ts);
//   "write off" is its own act (write_off family in actions.yaml), not a write: PUT …/void is no write-off;
//   a create-only rule is not broken by a command line whose subcommand updates (fb-create-not-update.ts);
//   a requirement about replies / emails / messages reaches only calls that deliver a message: an
//     internal note or a draft sends nothing (rule-message-require.ts);
//   the verb after "without me / us" is the approver's ("without me saying so"), not the act (rule-action.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "shell_exec", args: { command } });
const http = (method: string, url: string, body?: unknown): Call => ({ tool: "http_request", args: { method, url, ...(body ? { body: JSON.stringify(body) } : {}) } });

test("decisions: false blocks of gfb25's classes, and the blocks beside them", () => {
  const table: [string, Call, string][] = [
    // capitals keyword preferred over another
    ["use SCAN not KEYS", sh("redis-cli -h cache-qa -n 4 FLUSHDB"), "allow"],
    ["use SCAN not KEYS", sh("redis-cli -h cache-qa KEYS 'user:*'"), "deny"],
    ["use SCAN not KEYS", sh("redis-cli -h cache-qa --scan --pattern 'user:*'"), "allow"],
    ["prefer SCAN over KEYS on the shared redis", sh("valkey-cli -h shared-redis FLUSHALL"), "allow"],
    // write off
    ["never write off invoices", http("PUT", "https://billing.internal/api/invoices/in-88/void"), "allow"],
    ["never write off invoices", http("PUT", "https://billing.internal/api/invoices/in-88/writeOff"), "deny"],
    ["don't write off any invoices without asking", { tool: "mark_invoice_uncollectible", args: { invoice: "in_1Q2w" } }, "require_approval"],
    ["never write off invoices", { tool: "update_invoice", args: { id: "in-88", memo: "paid by wire" } }, "allow"],
    // create-only rule under a command that updates
    ["creating new accounts needs my ok", sh("gitea admin user change-password --username mia --password x"), "allow"],
    ["creating new users needs my ok", sh("filebrowser users update mia --perm.admin=false"), "allow"],
    ["creating new users needs my ok", sh("filebrowser users add mia s3cret"), "require_approval"],
    // message requirements
    ["always sign replies with '-- Helpdesk'", http("POST", "https://desk.example.com/api/v2/tickets/77/notes", { body: "customer called again", private: true, internal: true }), "allow"],
    ["always sign replies with '-- Helpdesk'", { tool: "send_email", args: { to: "ana@example.org", subject: "Re: order", body: "It ships Monday." } }, "deny"],
    ["always sign replies with '-- Helpdesk'", { tool: "send_email", args: { to: "ana@example.org", subject: "Re: order", body: "It ships Monday. -- Helpdesk" } }, "allow"],
    ["every email must end with 'Kind regards, Ops'", { tool: "create_draft", args: { to: "ana@example.org", body: "draft only" } }, "allow"],
    // approver's verb
    ["do not run failover on pg-main without me saying so", sh("patronictl failover pg-main --candidate pg-2"), "require_approval"],
    ["do not run failover on pg-main without me saying so", sh("patronictl list pg-main"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
