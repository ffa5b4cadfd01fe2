// "only" restricts the phrase next to it; a name before it says when the rule applies
// (fb-only-scope.ts). Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { restrictedSpans } from "../../src/guard/carve-outs/fb-only-scope.ts";
import { decide, rules } from "./support.ts";

test("the restricted phrase is the one next to 'only'", () => {
  const table: [string, string[]][] = [
    ["cache-eu flushes: scripted only", ["scripted"]], // "only" closes its phrase: the words before it
    ["billing-v2 emails go out only from noreply@pay.example", ["from noreply@pay.example"]],
    ["Only admins can rotate keys", ["admins can rotate keys"]],
  ];
  for (const [text, want] of table) assert.deepEqual(restrictedSpans(readRuleText(text)[0]!, rules.routeVerbs).map((s) => s.trim()), want, text);
});

test("a named scope before 'only' is when the rule applies; a kind of thing is no requirement", () => {
  const scopes = (text: string) => compileEntry({ id: "x", text }, rules).clauses.flatMap((c) => (c.type === "action" && c.only ? [c.scope ?? []] : []));
  assert.deepEqual(scopes("cart-svc deploys: canary only")[0]?.includes("name"), true);
  assert.deepEqual(scopes("Only pending invoices can be voided")[0], []); // nothing before "only"
});

test("another instance than the named scope is not a breach", () => {
  const rule = [{ id: "r1", text: "cart-svc deploys only from the main branch" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "deploy_app", args: { app: "search-svc", ref: "topic/fuzzy" } }, "allow"],
    [{ tool: "deploy_app", args: { app: "cart-svc", ref: "topic/fuzzy" } }, "deny"],
    [{ tool: "deploy_app", args: { app: "cart-svc", ref: "main" } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
