// A platform named as where ("on Railway", "in Klaviyo") beside the kind a ban names: the kind is
// the thing the call must show, the platform only supports it (rule-target-place.ts). Own wording
// and tools; whole scenarios in scenarios/s13-rule-place-kind.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const groupsOf = (text: string) => {
  const c = compileEntry({ id: "r1", text } as never, rules).clauses.find((x) => x.type === "action");
  return c && c.type === "action" ? c.groups.map((g) => g.map((t) => `${t.names.join(" ")}${t.place ? "@place" : ""}`).join("|")) : [];
};

test("the kind the ban names is kept beside a place; the place supports", () => {
  const table: [string, string[]][] = [
    ["No deleting webhooks on Shopline, ever.", ["webhook", "shopline@place"]],
    ["never archive boards on Miro", ["board", "miro@place"]],
    ["never delete services in Prod", ["prod"]], // an environment is no place: it stays required
    ["Don't void invoices in QuickBooks", ["invoice", "quickbook"]], // a product word keeps its own rule
  ];
  for (const [text, want] of table) assert.deepEqual(groupsOf(text), want, text);
});

test("a call of that kind breaks the rule; another kind, a read, or another place does not", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["No deleting webhooks on Shopline, ever.", { tool: "delete_webhook", args: { webhook_id: "wh_1" } }, "deny"],
    ["No deleting webhooks on Shopline, ever.", { tool: "delete_product", args: { product_id: "p_1" } }, "allow"],
    ["Please don't remove environments on Render.", { tool: "delete_environment", args: { environmentId: "env-1" } }, "deny"],
    // in a tool's name the kind must be the head noun: an env var is no environment
    ["Please don't remove environments on Render.", { tool: "delete_env_var", args: { serviceId: "s", key: "K" } }, "allow"],
    // a call that says where (an owner, a path) must name the place
    ["don't merge pull requests in Globex repos", { tool: "merge_pull_request", args: { owner: "initech", repo: "site", pullNumber: 4 } }, "allow"],
    ["Never delete timers on Homey, the kids rely on them.", { tool: "delete_file", args: { path: "/Users/kim/timers/x.json" } }, "allow"],
    ["Never delete timers on Homey, the kids rely on them.", { tool: "delete_timer", args: { timer_id: "t-3" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
