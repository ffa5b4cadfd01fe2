// False blocks and effects, s20 (helper gfb18). Own wording and invented tools.
// - "prefer X over Y" where X and Y are synonyms (curl = wget): only Y itself breaks it (fb-preferred-kin.ts)
// - "Don't X, ask me - <reason>": the act waits for my answer (effects.yaml approval.ask-me-aside)
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
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
