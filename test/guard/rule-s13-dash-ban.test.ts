// "Keep CI logs — never delete workflow run logs": a statement about the subject, a dash, then the
// ban; the ban after the dash names the target (rule-target-parts.ts banAfterDash), unless it points
// back with a pronoun or has no verb of its own. Own wording and tools; whole scenarios in
// scenarios/s13-rule-dash-ban.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("the ban after the dash names what is protected", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Keep build artifacts for a year — never purge release bundles.", { tool: "purge_release_bundle", args: { bundle_id: "rb-1" } }, "deny"],
    ["Keep build artifacts for a year — never purge release bundles.", { tool: "purge_cache", args: { key: "node-modules" } }, "allow"],
    ["On-call is tiring enough — never mute escalation chains", { tool: "mute_escalation_chain", args: { chain_id: "EC-7" } }, "deny"],
    ["Our forecasts feed payroll — ask me before archiving forecast models", { tool: "archive_forecast_model", args: { model_id: "fm-1" } }, "require_approval"],
    ["Our forecasts feed payroll — ask me before archiving forecast models", { tool: "archive_dashboard", args: { dashboard_id: "d-1" } }, "allow"],
    // a pronoun after the dash: the statement still says which one
    ["Account ZX-41 is on legal hold - its mailboxes cannot be purged.", { tool: "purge_mailbox", args: { account: "QP-90", mailbox: "inbox" } }, "allow"],
    // no verb after the dash: the act is the statement's ("refunds"), the card kind alone is no ban
    ["Payouts go to the verified bank account — never to a new account.", { tool: "create_payout", args: { destination: "ba_verified_01", amount: 500 } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
