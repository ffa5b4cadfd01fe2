// Acts the call performs in other words (h-gact12): exec into a container or pod ("exec" family in
// rules/guard/actions.yaml, kept when the exec'd command only reads: fb-mode-arg.ts), a finding's
// status of false positive / won't fix (arg-meanings.yaml states), an endpoint ending in /on or /off
// (call-http-meaning.ts), and on the rule side a gerund compromise leaves unlemmatized ("muting"),
// "on call" as a duty, and an action noun before a kind word ("the payments project") as a name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: the act read in the call, and the hard allows beside it", () => {
  const table: [string, Call, string][] = [
    // exec into pods and containers, whatever the exec'd command does
    ["don't exec into prod pods. logs only.", { tool: "pods_exec", args: { namespace: "prod", name: "api-7d9", command: ["sh", "-c", "cat /etc/hosts"] } }, "deny"],
    ["don't exec into prod pods. logs only.", { tool: "exec_in_pod", args: { namespace: "prod", name: "api-7d9", command: ["env"] } }, "deny"],
    ["exec into prod pods only with my OK", { tool: "pods_exec", args: { namespace: "prod", name: "api-7d9", command: ["ls", "/tmp"] } }, "require_approval"],
    ["don't exec into prod pods. logs only.", { tool: "pods_log", args: { namespace: "prod", name: "api-7d9" } }, "allow"],
    ["don't exec into prod pods. logs only.", { tool: "pods_exec", args: { namespace: "staging", name: "api-7d9", command: ["sh"] } }, "allow"],
    // findings marked not to be fixed
    ["don't mark anything as false positive or won't fix without asking", { tool: "change_sonar_issue_status", args: { key: "AYx3", status: "falsepositive" } }, "require_approval"],
    ["don't mark anything as false positive or won't fix without asking", { tool: "change_sonar_issue_status", args: { key: "AYx3", status: "accept" } }, "require_approval"],
    ["don't mark anything as false positive or won't fix without asking", { tool: "update_code_scanning_alert", args: { alert_number: 4, state: "dismissed", dismissed_reason: "won't fix" } }, "require_approval"],
    ["don't mark anything as false positive or won't fix without asking", { tool: "change_sonar_issue_status", args: { key: "AYx3", status: "confirm" } }, "allow"],
    ["don't mark anything as false positive or won't fix without asking", { tool: "respond_to_invite", args: { event_id: "e1", status: "accepted" } }, "allow"],
    ["don't mark issues as ignored in the payments project", { tool: "update_issue", args: { issueId: "PAYMENTS-3K1", status: "ignored" } }, "deny"],
    ["don't mark issues as ignored in the payments project", { tool: "update_issue", args: { issueId: "PAYMENTS-3K1", status: "resolved" } }, "allow"],
    // a gerund left unlemmatized, "on call"
    ["ask before muting any monitor", { tool: "Bash", args: { command: "curl -X POST https://api.datadoghq.eu/api/v1/monitor/73141205/mute -H 'DD-API-KEY: x'" } }, "require_approval"],
    ["ask before muting any monitor", { tool: "Bash", args: { command: "curl https://api.datadoghq.eu/api/v1/monitor/73141205 -H 'DD-API-KEY: x'" } }, "allow"],
    ["Draining a node needs an OK from whoever is on call.", { tool: "Bash", args: { command: "kubectl drain ip-10-0-3-17.ec2.internal --ignore-daemonsets" } }, "require_approval"],
    ["Draining a node needs an OK from whoever is on call.", { tool: "Bash", args: { command: "kubectl cordon ip-10-0-3-17.ec2.internal" } }, "allow"],
    // an endpoint ending in /off switches off; a GET of it reads
    ["never disable the maintenance-banner toggle", { tool: "terminal", args: { command: "curl -s -X PUT https://flags.internal/api/toggles/maintenance-banner/off" } }, "deny"],
    ["never disable the maintenance-banner toggle", { tool: "terminal", args: { command: "curl -s https://flags.internal/api/toggles/maintenance-banner/off" } }, "allow"],
    ["never disable the maintenance-banner toggle", { tool: "terminal", args: { command: "curl -s -X PUT https://flags.internal/api/toggles/maintenance-banner/on" } }, "allow"],
    // running a test suite is the act, though it changes nothing; a run of a few files is not the suite
    ["don't run the whole test suite, it takes 40 minutes", { tool: "Bash", args: { command: "pnpm test" } }, "deny"],
    ["don't run the whole test suite, it takes 40 minutes", { tool: "Bash", args: { command: "pnpm test -- src/cart.test.ts" } }, "allow"],
    ["never run the e2e suite locally, CI runs it", { tool: "terminal", args: { command: "npx playwright test e2e/checkout.spec.ts" } }, "deny"],
    ["never run the e2e suite locally, CI runs it", { tool: "terminal", args: { command: "npx vitest run src/cart.test.ts" } }, "allow"],
    ["don't run the integration tests, they hit the shared db", { tool: "bash", args: { command: "go test -tags=integration ./internal/store/..." } }, "deny"],
    ["don't run the integration tests, they hit the shared db", { tool: "bash", args: { command: "go test ./internal/store/..." } }, "allow"],
    // signing up (a trial, a register button) is its own act, not signing a document
    ["ask before signing up for any trial or subscription", { tool: "browser_click", args: { element: "Start free trial", ref: "e9" } }, "require_approval"],
    ["ask before signing up for any trial or subscription", { tool: "browser_click", args: { element: "Compare plans", ref: "e9" } }, "allow"],
    ["Don't sign up for newsletters", { tool: "browser_click", args: { element: "Subscribe to our newsletter", ref: "e3" } }, "deny"],
    ["Don't sign up for newsletters", { tool: "browser_click", args: { element: "Read the newsletter archive", ref: "e3" } }, "allow"],
    ["Don't edit the sign-up flow config.", { tool: "edit_file", args: { path: "config/sign-up-flow.yaml", old_str: "a", new_str: "b" } }, "deny"],
    // a step in order keeps its act: "before the payment page" is before paying
    ["never pay for seat upgrades, and stop before the payment page for my OK", { tool: "stagehand_act", args: { action: "Select seat 3C (Extra Legroom, +$59)" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("rule side: the act a clause names", () => {
  const table: [string, string][] = [
    ["ask before muting any monitor", "mute"],
    ["never exec into pods in the payments namespace", "exec"],
    ["Draining a node needs an OK from whoever is on call.", "word:drain"],
    // marking as ignored is dismissing (its own family since gact17, not closing or resolving)
    ["don't mark issues as ignored in the payments project", "dismiss"],
    ["ask before signing up for any trial", "signup"],
    ["never force-push commits to main", "force_push"],
  ];
  for (const [text, fam] of table) {
    const ce = compileEntry({ id: "r1", text }, rules);
    const fams = ce.clauses.flatMap((c) => ("families" in c ? (c.families as string[]) : []));
    assert.ok(fams.includes(fam), `${text} → ${fams.join(",")}`);
    assert.ok(!fams.includes("phone") && !fams.includes("pay") && !fams.includes("approve"), `${text} → ${fams.join(",")}`);
  }
});

test("call side: families read", () => {
  const table: [Call, string, boolean][] = [
    [{ tool: "pods_exec", args: { namespace: "prod", name: "a", command: ["cat", "/etc/hosts"] } }, "exec", true],
    [{ tool: "Bash", args: { command: "docker exec -it web-1 sh" } }, "exec", true],
    [{ tool: "Bash", args: { command: "find . -name '*.log' -exec ls {} +" } }, "exec", false],
    [{ tool: "Bash", args: { command: "curl -X POST https://unleash.acme.io/api/admin/projects/default/features/x/environments/production/off" } }, "disable", true],
    [{ tool: "Bash", args: { command: "curl -X POST https://unleash.acme.io/api/admin/projects/default/features/x/environments/production/on" } }, "enable", true], // (h-gact13: the enable family exists now; /on switches on as /off switches off)
  ];
  for (const [call, fam, want] of table) assert.equal(readCall(call.tool, call.args, rules).families.has(fam), want, `${JSON.stringify(call)} → ${fam}`);
});
