// The slots of a ban that hold its act name no target (rule-target-act-slot.ts), and a closing
// parenthesis whose head word gives a reason names none either (rule-surface.ts reason_heads).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

function groupWords(text: string): string[] {
  const ce = compileEntry({ id: "r1", text }, rules);
  return (ce.clauses ?? []).flatMap((c) => (c.type === "action" ? c.groups.flat().map((t) => t.raw.toLowerCase()) : []));
}

test("an act word in the act's slot is no target group", () => {
  const table: [string, string[], string[]][] = [
    // [rule, raw words that must not be a group, raw words that must stay one]
    ["Never read or print secrets from secret/prod/*", ["print secrets", "print"], ["secret/prod/*"]],
    ["Never read, print or edit .env files.", ["print"], []],
    ["Nothing gets deployed or reconfigured on prod.", ["reconfigured"], ["prod"]],
    ["Sentry: don't mark issues resolved or ignored - assign them to the owning team", ["mark issues"], ["issues"]],
    ["Basic economy can't be modified, except adding checked bags.", ["modified"], []],
    // a noun before another noun names a thing; a state is no act; a noun with nothing after it is a value
    ["don't declare incidents publicly (mode 'standard' ok, never status page updates)", [], ["status page"]],
    ["never mark resolved or postmortem", [], ["postmortem"]],
    // a route or a linking verb between the act and its target (targets.yaml generic.linking)
    ["Lambdas only get deployed via scripts/deploy-lambda.sh, never straight through the aws cli.", ["through", "through the aws cli"], []],
    ["The chart code lives in deploy/charts/api — never hand-edit it, regenerate with make charts", ["chart code lives"], ["deploy/charts/api"]],
    // whose it is: "someone else's" names no thing the call carries
    ["never create overrides on someone else's on-call without asking", ["else's on-call"], ["on-call"]],
    ["never file expenses in someone else's name", ["else's name"], ["expenses"]],
    // with nothing else named, the slot's word stays: no ban on every change
    ["Do NOT ban anyone, ever; timeouts are fine", [], ["ban"]],
    ["never unsubscribe me from mailing lists", [], ["unsubscribe"]],
  ];
  for (const [text, gone, kept] of table) {
    const words = groupWords(text);
    for (const g of gone) assert.ok(!words.includes(g), `${text}: "${g}" is no target (${words.join(" | ")})`);
    for (const k of kept) assert.ok(words.includes(k), `${text}: "${k}" stays a target (${words.join(" | ")})`);
  }
});

test("a closing parenthesis that says why names no target", () => {
  const table: [string, string[], string[]][] = [
    ["Don't scrape linkedin.com at all (ToS)", ["tos"], ["linkedin.com"]],
    // westeurope / northeurope are read as the allowed regions (region-codes.ts), not as targets
    ["only deploy to westeurope or northeurope (data residency)", ["data residency"], []],
    ["don't charge the phone past 80% (battery health)", ["battery health"], []],
    // a scope in parentheses stays
    ["never delete the payment secrets (prod secrets)", [], ["prod secrets"]],
  ];
  for (const [text, gone, kept] of table) {
    const words = groupWords(text);
    for (const g of gone) assert.ok(!words.includes(g), `${text}: "${g}" is no target (${words.join(" | ")})`);
    for (const k of kept) assert.ok(words.includes(k), `${text}: "${k}" stays a target (${words.join(" | ")})`);
  }
});

test("decisions: the act's slot and the reason no longer hide the ban; other targets stay allowed", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never read or print secrets under kv/payments/", { tool: "Bash", args: { command: "vault kv get kv/payments/stripe" } }, "deny"],
    ["Never read or print secrets under kv/payments/", { tool: "Bash", args: { command: "vault kv get kv/marketing/mailchimp" } }, "allow"],
    ["Nothing gets deployed or reconfigured on prod this week.", { tool: "shell", args: { command: "helm upgrade api ./chart -n prod --set replicas=6" } }, "deny"],
    ["Nothing gets deployed or reconfigured on prod this week.", { tool: "shell", args: { command: "helm upgrade api ./chart -n staging --set replicas=6" } }, "allow"],
    ["don't fetch anything from reddit.com (ToS)", { tool: "fetch", args: { url: "https://www.reddit.com/r/devops/top.json" } }, "deny"],
    ["don't fetch anything from reddit.com (ToS)", { tool: "fetch", args: { url: "https://news.ycombinator.com/best" } }, "allow"],
    ["Sentry: never mark issues resolved or ignored; assign them to the owning team", { tool: "update_issue", args: { organizationSlug: "acme", issueId: "API-7Q1", status: "ignored" } }, "deny"],
    ["Sentry: never mark issues resolved or ignored; assign them to the owning team", { tool: "update_issue", args: { organizationSlug: "acme", issueId: "API-7Q1", assignedTo: "team:payments" } }, "allow"],
    ["Functions only get deployed by the pipeline, never straight through gcloud", { tool: "run_terminal_cmd", args: { command: "gcloud functions deploy resize --region europe-west1" } }, "deny"],
    ["Functions only get deployed by the pipeline, never straight through gcloud", { tool: "run_terminal_cmd", args: { command: "gcloud functions describe resize --region europe-west1" } }, "allow"],
    ["Do NOT ban anyone, ever; timeouts are fine", { tool: "discord_ban_member", args: { guild_id: "81234", user_id: "99102" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
