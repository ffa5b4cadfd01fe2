// Running a job, a workflow or a payment attempt again is an act of its own ("rerun" family in
// rules/guard/actions.yaml): "don't re-run the deploy workflow" reads re-run as the act, not as a
// target named "run", and a call that reruns or retries shows it; viewing or listing runs does not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("re-run and retry are acts", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never re-run the deploy-prod workflow.", { tool: "rerun_workflow_run", args: { workflow: "deploy-prod", run_id: 88121 } }, "deny"],
    ["Don't cancel or re-run the deploy-prod workflow.", { tool: "Bash", args: { command: "gh run rerun 88121 --workflow deploy-prod" } }, "deny"],
    ["Ask me before retrying any payout.", { tool: "retry_payout", args: { payout_id: "po_9", reason: "bank timeout" } }, "require_approval"],
    // another workflow, or a read of the runs
    ["Never re-run the deploy-prod workflow.", { tool: "rerun_workflow_run", args: { workflow: "lint", run_id: 88122 } }, "allow"],
    ["Never re-run the deploy-prod workflow.", { tool: "Bash", args: { command: "gh run view 88121 --workflow deploy-prod" } }, "allow"],
    ["Ask me before retrying any payout.", { tool: "list_payouts", args: { status: "failed" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
