// False blocks, s18 (helper gexc16). A timed ban under a one-word lead-in label that is itself a read
// word ("search: don't delete or recreate the products index during business hours") kept no changing
// act, so every act on the target in the window (a settings change the rule even calls fine) was read
// as the ban. The verbs after the label are the act (rule-time-label.ts). Own wording and vendors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { isReluctantWay } from "../../src/guard/compile/rule-reluctant.ts";
import { decide, rules } from "./support.ts";

test("a timed ban under a read-word label keeps the verbs after the label as its act", () => {
  const table: [string, string[]][] = [
    ["search: don't delete or recreate the products index during business hours (9–18 CET)", ["delete"]],
    ["query: don't kill running jobs on the analytics cluster during business hours (9-17 UTC)", ["terminate"]],
    ["search: never delete the docs index between 09:00 and 18:00 UTC", ["delete"]],
    ["deploys: not on Fridays", ["deploy"]], // the label is the act: kept
  ];
  for (const [text, fams] of table) {
    const c = compileEntry({ id: "r1", text }, rules).clauses.find((x) => x.type === "time");
    assert.ok(c && c.type === "time", text);
    for (const f of fams) assert.ok(c.families.includes(f), `${text}: ${c.families.join(",")}`);
  }
});

test("the timed ban holds on its act and lets other acts on the target through", () => {
  const R = "search: don't reindex the orders index during business hours (9-18 CET), analyzer settings are fine";
  const table: [string, { tool: string; args: Record<string, unknown> }, string, string][] = [
    [R, { tool: "es_put_settings", args: { index: "orders", settings: { "index.refresh_interval": "30s" } } }, "2026-03-03T11:00:00Z", "allow"],
    [R, { tool: "es_reindex", args: { source: "orders", dest: "orders-v2" } }, "2026-03-03T11:00:00Z", "deny"],
    [R, { tool: "es_reindex", args: { source: "orders", dest: "orders-v2" } }, "2026-03-03T19:00:00Z", "allow"],
    ["search: never delete the docs index between 09:00 and 18:00 UTC", { tool: "http_request", args: { method: "PATCH", url: "https://search.example.com/indexes/docs/settings", body: { rankingRules: ["words"] } } }, "2026-03-03T11:00:00Z", "allow"],
    ["search: never delete the docs index between 09:00 and 18:00 UTC", { tool: "http_request", args: { method: "DELETE", url: "https://search.example.com/indexes/docs" } }, "2026-03-03T11:00:00Z", "deny"],
  ];
  for (const [text, call, now, want] of table) assert.equal(decide([{ id: "r1", text }], call, { context: { now } }).decision, want, `${text} ~ ${JSON.stringify(call)} @ ${now}`);
});

// "No deleting servers tagged prod. Stop them if you really must.": a later imperative ending in "if
// you (really) must / have to / need to" grants a way; its leading "stop" is the verb, not the
// negation cue "stop <doing>" (rule-reluctant.ts).
test("a grudging 'if you must' sentence bans nothing; another negation in it still does", () => {
  const table: [string, boolean][] = [
    ["Stop them if you really must.", true],
    ["Shut them down if you have to.", true],
    ["Unpublish it if you need to.", true],
    ["stop the workers if you must", true],
    ["rewrite history locally if you must but dont push it", false],
    ["Stop deploying if you must.", false], // "stop <doing>": the cue
    ["Never delete them.", false],
    ["Ask me first if you must.", false], // an approval
  ];
  for (const [text, want] of table) assert.equal(isReluctantWay(text, rules), want, text);
});

test("the grudging way is allowed, the ban still holds", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Don't terminate the prod instances. Stop them if you really must.", { tool: "run_shell", args: { command: "aws ec2 stop-instances --instance-ids i-0abc --profile prod" } }, "allow"],
    ["Don't terminate the prod instances. Stop them if you really must.", { tool: "run_shell", args: { command: "aws ec2 terminate-instances --instance-ids i-0abc --profile prod" } }, "deny"],
    ["Do not destroy the staging VMs. Stop it if you have to.", { tool: "vsphere_vm_power", args: { vm: "staging-db", state: "stop" } }, "allow"],
    ["never force push. ever. rewrite history locally if you must but dont push it", { tool: "Bash", args: { command: "git push --force origin feature/x" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
