// "X change only with my approval": the "only" restricts WHEN (after my approval), not WHAT the act
// may touch (fb-only-approval.ts). A call on something the rule does not name is allowed; a call on
// the named thing waits for approval; a real only-rule ("only deploy to X") still bans the rest.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("only with my approval gates the named things, it does not pin them", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Branch protections on the ledger-api repo are changed only with my OK.", { tool: "update_branch_protection", args: { repo: "ledger-api", branch: "main", required_approving_review_count: 0 } }, "require_approval"],
    ["Branch protections on the ledger-api repo are changed only with my OK.", { tool: "update_branch_protection", args: { repo: "marketing-site", branch: "main", required_approving_review_count: 0 } }, "allow"],
    ["Webhooks of the ledger-api repo get deleted only with our sign-off.", { tool: "delete_repo_webhook", args: { repo: "ledger-api", hook_id: 7 } }, "require_approval"],
    ["Webhooks of the ledger-api repo get deleted only with our sign-off.", { tool: "delete_repo_webhook", args: { repo: "marketing-site", hook_id: 7 } }, "allow"],
    ["Only deploy to the `qa-2` stack.", { tool: "pulumi_up", args: { stack: "prod-1" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
