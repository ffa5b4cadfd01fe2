// False blocks and effects, s20 (helper gfb18). Own wording and invented tools.
// - "prefer X over Y" where X and Y are synonyms (curl = wget): only Y itself breaks it (fb-preferred-kin.ts)
// - "Don't X, ask me - <reason>": the act waits for my answer (effects.yaml approval.ask-me-aside)
// - "…, X is yours": the part the rule leaves to the agent is no target (rule-target-parts.ts ALLOW)
// - "nothing gets removed from X": the participle is the act, not "gets" (rule-action.ts passiveForms)
// - "X is append-only. appends ok, edits and deletes are not": the allowance may drop its copula, and
//   the elliptical ban holds on the append-only thing (rule-act-predicate.ts)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("the rule holds on the thing it names and lets the carve-out through", () => {
  const table: [string, Call, string][] = [
    ["go with curl rather than wget, please", { tool: "bash", args: { command: "curl -fsSL https://mirror.example.org/pkg.tgz -o pkg.tgz" } }, "allow"],
    ["go with curl rather than wget, please", { tool: "bash", args: { command: "wget https://mirror.example.org/pkg.tgz" } }, "deny"],
    ["prefer bash over sh for scripts you run", { tool: "bash", args: { command: "bash ./rotate.sh" } }, "allow"],
    ["Never create new buckets, ping me - we pay per bucket", { tool: "blobstore_create_bucket", args: { bucket: "tmp-exports" } }, "require_approval"],
    ["don't purge the queue, ask me: consumers are replaying", { tool: "queue_purge", args: { queue: "orders-dlq" } }, "require_approval"],
    ["don't purge the queue, consumers are replaying", { tool: "queue_purge", args: { queue: "orders-dlq" } }, "deny"],
    ["Pushing to /vault/release/ needs my sign-off first, /vault/sandbox/ is yours", { tool: "vault_push", args: { path: "/vault/sandbox/kim/notes.md" } }, "allow"],
    ["Pushing to /vault/release/ needs my sign-off first, /vault/sandbox/ is yours", { tool: "vault_push", args: { path: "/vault/release/v2/notes.md" } }, "require_approval"],
    ["nothing gets removed from the leads table, archive them instead", { tool: "crm_sql", args: { sql: "SELECT id FROM leads WHERE email LIKE '%@example.test'" } }, "allow"],
    ["nothing gets removed from the leads table, archive them instead", { tool: "crm_sql", args: { sql: "DELETE FROM leads WHERE id = 4" } }, "deny"],
    ["the shipments ledger is append-only. appends ok, edits and deletes are not", { tool: "ledger_append", args: { ledger: "shipments", entry: { sku: "K-2" } } }, "allow"],
    ["the shipments ledger is append-only. appends ok, edits and deletes are not", { tool: "ledger_delete_entry", args: { ledger: "shipments", entry_id: 88 } }, "deny"],
    ["the shipments ledger is append-only. appends ok, edits and deletes are not", { tool: "ledger_delete_entry", args: { ledger: "returns", entry_id: 88 } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
