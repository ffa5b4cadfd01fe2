// Running a job or a workflow again is an act of its own ("rerun" family in
// rules/guard/actions.yaml): "don't re-run the deploy workflow" reads re-run as the act, not as a
// target named "run", and a call that reruns or retries shows it; viewing or listing runs does not.
// ("retry" stays out of the rule words: "no more than 2 retries" is a count of repeated calls,
// history-shortcuts.test.ts.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("re-run and retry are acts", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never re-run the deploy-prod workflow.", { tool: "rerun_workflow_run", args: { workflow: "deploy-prod", run_id: 88121 } }, "deny"],
    ["Don't cancel or re-run the deploy-prod workflow.", { tool: "Bash", args: { command: "gh run rerun 88121 --workflow deploy-prod" } }, "deny"],
    ["Ask me before re-triggering any pipeline.", { tool: "retry_pipeline", args: { pipeline_id: "pl_9", reason: "flaky" } }, "require_approval"],
    // another workflow, or a read of the runs
    ["Never re-run the deploy-prod workflow.", { tool: "rerun_workflow_run", args: { workflow: "lint", run_id: 88122 } }, "allow"],
    ["Never re-run the deploy-prod workflow.", { tool: "Bash", args: { command: "gh run view 88121 --workflow deploy-prod" } }, "allow"],
    ["Ask me before re-triggering any pipeline.", { tool: "list_pipelines", args: { status: "failed" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
