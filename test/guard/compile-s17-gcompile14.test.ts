// Table-driven tests of the act-shaped predicate reader (h-gcompile14, rule-act-predicate.ts,
// rules/guard/act-predicates.yaml): rules whose subject is the act and whose predicate is the ban,
// the environment, the reads-only limit, the approval or the person the act is kept for; the
// approval phrases of effects.yaml they rely on; and ids written cut short (rule-target-ids.ts).
// Wording and vendors differ from the studied rows; each rule has a must-not-fire call beside it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { rewrite } from "../../src/guard/compile/rule-act-predicate.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { decide, mutateRuleFile, rules } from "./support.ts";

test("act-shaped predicates: the calls they stop, and the calls beside them they let through", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["terraform destroy is a no-go here, plan and apply only", { tool: "Bash", args: {"command": "terraform destroy -auto-approve"} }, "deny"],
    ["terraform destroy is a no-go here, plan and apply only", { tool: "Bash", args: {"command": "terraform plan -out tf.plan"} }, "allow"],
    ["pnpm update --latest is banned in this repo, bump one package at a time", { tool: "run_command", args: {"command": "pnpm update --latest"} }, "deny"],
    ["pnpm update --latest is banned in this repo, bump one package at a time", { tool: "run_command", args: {"command": "pnpm update lodash"} }, "allow"],
    ["uptime kuma: pausing a monitor is fine, deleting one isn't", { tool: "uptime_kuma_delete_monitor", args: {"monitor_id": 12} }, "deny"],
    ["uptime kuma: pausing a monitor is fine, deleting one isn't", { tool: "uptime_kuma_pause_monitor", args: {"monitor_id": 12} }, "allow"],
    ["archiving a repo is ok, deleting one is not", { tool: "delete_repository", args: {"owner": "acme", "repo": "old-site"} }, "deny"],
    ["archiving a repo is ok, deleting one is not", { tool: "update_repository", args: {"owner": "acme", "repo": "old-site", "archived": true} }, "allow"],
    ["force-pushing is verboten", { tool: "shell", args: {"command": "git push --force origin main"} }, "deny"],
    ["force-pushing is verboten", { tool: "shell", args: {"command": "git push origin feature/x"} }, "allow"],
    ["flyway migrate is dev only", { tool: "execute_command", args: {"command": "flyway -environment=prod migrate"} }, "deny"],
    ["flyway migrate is dev only", { tool: "execute_command", args: {"command": "flyway -environment=dev migrate"} }, "allow"],
    ["skip-final-snapshot is ok on dev only", { tool: "use_aws", args: {"command": "aws rds delete-db-instance --db-instance-identifier billing-prod --skip-final-snapshot"} }, "deny"],
    ["skip-final-snapshot is ok on dev only", { tool: "use_aws", args: {"command": "aws rds delete-db-instance --db-instance-identifier billing-dev --skip-final-snapshot"} }, "allow"],
    ["helm rollback only against staging", { tool: "Bash", args: {"command": "helm rollback api 3 --kube-context prod"} }, "deny"],
    ["helm rollback only against staging", { tool: "Bash", args: {"command": "helm rollback api 3 --kube-context staging"} }, "allow"],
    ["the nightly-restore workflow is manually triggered only", { tool: "run_workflow", args: {"owner": "acme", "repo": "infra", "workflow_id": "nightly-restore.yml", "ref": "main"} }, "deny"],
    ["the nightly-restore workflow is manually triggered only", { tool: "get_workflow", args: {"owner": "acme", "repo": "infra", "workflow_id": "nightly-restore.yml"} }, "allow"],
    ["Grafana dashboards: always ask", { tool: "delete_dashboard", args: {"uid": "abc123"} }, "require_approval"],
    ["payroll corrections: check with HR (me) first", { tool: "gusto_create_payroll_correction", args: {"employee_id": "e1", "amount": 120} }, "require_approval"],
    ["the prod db is off-limits", { tool: "run_sql", args: {"database": "prod", "sql": "UPDATE users SET plan='pro' WHERE id=4"} }, "deny"],
    ["instant payouts are not allowed at all", { tool: "create_payout", args: {"amount": 300, "method": "standard", "currency": "usd"} }, "allow"],
    ["the reporting replica: SELECTs only", { tool: "query", args: {"database": "reporting-replica", "sql": "DELETE FROM events WHERE day < '2025-01-01'"} }, "deny"],
    ["the reporting replica: SELECTs only", { tool: "query", args: {"database": "reporting-replica", "sql": "SELECT count(*) FROM events"} }, "allow"],
    ["sending the newsletter is ours to do", { tool: "send_campaign", args: {"campaign_id": "c_812", "name": "Weekly newsletter"} }, "deny"],
    ["sending the newsletter is ours to do", { tool: "create_campaign", args: {"type": "regular", "settings": {"subject_line": "December newsletter"}} }, "allow"],
    ["sqitch deploy is staging only", { tool: "run_terminal_cmd", args: {"command": "sqitch deploy prod"} }, "deny"],
    ["sqitch deploy is staging only", { tool: "run_terminal_cmd", args: {"command": "sqitch deploy staging"} }, "allow"],
    ["sqitch deploy is staging only", { tool: "run_terminal_cmd", args: {"command": "sqitch status prod"} }, "allow"],
    ["the purge-tenants job (uuid 4b7e...) is manually triggered only", { tool: "run_job", args: {"id": "4b7e91aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "argString": "-dry false"} }, "deny"],
    ["the purge-tenants job (uuid 4b7e...) is manually triggered only", { tool: "run_job", args: {"id": "c0ffee12-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "argString": "-dry false"} }, "allow"],
    ["the ledger table is append-only for you", { tool: "execute_sql", args: {"sql": "UPDATE ledger SET amount=0 WHERE id=7"} }, "deny"],
    ["the ledger table is append-only for you", { tool: "execute_sql", args: {"sql": "INSERT INTO ledger(amount) VALUES (12)"} }, "allow"],
    ["the ledger table is append-only for you", { tool: "execute_sql", args: {"sql": "DELETE FROM ledger WHERE id=7"} }, "deny"],
    ["the ledger table is append-only for you", { tool: "execute_sql", args: {"sql": "UPDATE accounts SET plan='pro' WHERE id=7"} }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("act-shaped predicates: the imperative each clause is read as", () => {
  const table: [string, string | undefined][] = [
    ["pnpm update --latest is banned in this repo, bump one package at a time", "never run `pnpm update --latest`"],
    ["uptime kuma: pausing a monitor is fine, deleting one isn't", "uptime kuma: pausing a monitor is fine, never delete a monitor"],
    ["force-pushing is verboten", "never force-push"],
    ["sqitch deploy is staging only", "never sqitch deploy against prod or dev or qa or uat or sandbox"],
    ["flyway migrate is dev only", "never run flyway migrate against prod or staging or qa or uat or sandbox"],
    ["skip-final-snapshot is ok on dev only", "never skip-final-snapshot against prod or staging or qa or uat or sandbox"],
    ["the reporting replica: SELECTs only", "the reporting replica is read-only"],
    ["the nightly-restore workflow is manually triggered only", "never trigger the nightly-restore workflow"],
    ["sending the newsletter is ours to do", "never send the newsletter"],
    ["terraform applies against prod are approval-only", "ask before running terraform applies against prod"],
    ["deleting snapshots is approval-only", "ask before deleting snapshots"],
    // near misses: a ban word the compiler reads already, on a thing; bans after the clause; a mode
    ["instant payouts are not allowed at all", undefined],
    ["the Payroll tab is off limits", undefined],
    ["my Notes/ folder is off limits - no deleting, no editing", undefined],
    ["Detection only in dev", undefined],
    ["archiving is fine", undefined],
    ["pausing a check is ok", undefined],
    ["audit_trail is append-only", "audit_trail is append-only, no updates or deletes"],
    // ("events" reads as an act: the table would be left nameless, so the clause is left alone)
    ["the events table is append-only", undefined],
  ];
  for (const [text, want] of table) {
    const s = readRuleText(text)[0]!;
    assert.equal(rewrite(s, rules), want, text);
  }
});

test("an elliptical ban a sentence before already states keeps only its allowance", () => {
  // "Nothing gets deleted in the prod project. Archiving is fine, deleting is not.": the bare
  // "deleting" restates the scoped ban; no unscoped ban of deletes comes of it
  const text = "Nothing gets deleted in the prod project. Archiving is fine, deleting is not.";
  assert.equal(decide([{ id: "r1", text }], { tool: "delete_project", args: { project: "sandbox-7" } }).decision, "allow");
  assert.equal(decide([{ id: "r1", text }], { tool: "delete_project", args: { project: "prod" } }).decision, "deny");
});

test("Go's ./... package pattern ends no sentence", () => {
  assert.equal(readRuleText("go mod tidy ./... is fine. never run go get -u").length, 2);
  assert.equal(readRuleText("go get -u ./... is banned here").length, 1);
});

test("an id written cut short matches a whole opaque id that starts with it, nothing shorter or longer-named", () => {
  const ledger = [{ id: "r1", text: "never run the reindex job (id 5d2c...)" }];
  assert.equal(decide(ledger, { tool: "trigger_job", args: { job_id: "5d2c8e10-77aa-4b1b-9c9c-001122334455" } }).decision, "deny");
  assert.equal(decide(ledger, { tool: "trigger_job", args: { job_id: "a1b2c3d4-77aa-4b1b-9c9c-001122334455" } }).decision, "allow");
  assert.equal(decide(ledger, { tool: "trigger_job", args: { job_id: "5d2c-notes" } }).decision, "allow");
  const c = compileEntry({ id: "r1", text: "never run the reindex job (id 5d2c...)" }, rules);
  assert.ok(c.clauses.some((x) => x.type === "action" && x.groups.flat().some((t) => t.idPrefixes?.includes("5d2c"))));
});

test("act-predicates.yaml: a missing list stops start-up naming the file", () => {
  const files = mutateRuleFile("guard/act-predicates.yaml", (doc) => delete doc.environments);
  assert.throws(() => parseGuardRules(files), /act-predicates\.yaml/);
});
