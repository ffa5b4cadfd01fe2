// Table-driven tests of the s16 target readers (h-gtarget13): a product's suffixed spelling
// (call-product-stem.ts), a call value's past participle read as its verb (call-facts.ts
// withStems), typed values read with the call's lemma ("Salaries" ~ salary), and a kind's key that
// holds only opaque ids leaving the name to the call's other values (match-clause.ts matchTarget),
// "org" / "organization" as kinds (targets.yaml kind.store).
import { test } from "node:test";
import assert from "node:assert/strict";
import { productStem } from "../../src/guard/read-call/call-product-stem.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

test("a product's suffixed spelling", () => {
  const table: [string, string | undefined][] = [
    ["argocd", "argo"],
    ["fluxcd", "flux"],
    ["kubectl", "kube"],
    ["journalctl", "journal"],
    ["mongodb", "mongo"],
    ["influxdb", "influx"],
    ["nextjs", "next"],
    ["datadoghq", "datadog"],
    ["gocd", undefined], // base under 4 letters
    ["vuejs", undefined],
    ["used", undefined], // -d is no product suffix
    ["scheduled", undefined],
    ["studio", undefined],
    ["database", undefined],
    ["argo", undefined],
  ];
  for (const [w, want] of table) assert.equal(productStem(w), want, w);
});

test("call value words carry the product and the verb of a participle", () => {
  const table: [string, Record<string, unknown>, string, boolean][] = [
    ["sync_application", { namespace: "argocd" }, "argo", true],
    ["sync_application", { namespace: "argo-rollouts" }, "argo", true],
    ["sync_application", { namespace: "cargo" }, "argo", false],
    ["place_order", { symbol: "AAPL", extended_hours: true }, "extend", true],
    ["place_order", { symbol: "AAPL", extended_hours: false }, "extend", false],
    ["update_record", { state: "archived" }, "archive", true],
  ];
  for (const [tool, args, word, want] of table) {
    const facts = readCall(tool, args, rules);
    assert.equal(facts.addressing.some((v) => v.path !== "tool" && v.words.includes(word)), want, `${tool} ${JSON.stringify(args)} ${word}`);
  }
});

test("decisions: suffixed products, opaque ids under the kind's key, plural values", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["no prune syncs on prod apps in argo", "sync_application", { applicationName: "payments-prod", applicationNamespace: "argocd", prune: true }, "deny"],
    ["no prune syncs on prod apps in argo", "sync_application", { applicationName: "payments-prod", applicationNamespace: "argocd", prune: false }, "allow"],
    ["Never delete an Argo application with cascade", "delete_application", { applicationName: "search-staging", applicationNamespace: "argocd", cascade: true }, "deny"],
    ["Never delete an Argo application with cascade", "delete_application", { applicationName: "search-staging", applicationNamespace: "argocd", cascade: false }, "allow"],
    // the kind's key holds only an opaque id: the tool names the product
    ["D1 databases: don't delete any", "d1_database_delete", { database_id: "3f4e5d6c-7b8a-4988-8776-655443322110" }, "deny"],
    ["D1 databases: don't delete any", "d1_database_list", {}, "allow"],
    // a readable value under the kind's key still decides: another database by name
    ["Never delete the analytics database", "delete_database", { database: "billing", server: "analytics-1" }, "allow"],
    ["Never delete the analytics database", "delete_database", { database: "analytics" }, "deny"],
    // "Salaries" is salary, like the rule's lemma
    ["HR sheet: the Salaries tab is read-only for you", "update_cells", { spreadsheet_id: "1BxiMVs0XRA5", sheet: "Salaries", range: "D2:D4", data: [[1]] }, "deny"],
    ["HR sheet: the Salaries tab is read-only for you", "update_cells", { spreadsheet_id: "1BxiMVs0XRA5", sheet: "Bonuses", range: "D2:D4", data: [[1]] }, "allow"],
    ["nothing in extended hours", "place_stock_order", { symbol: "AAPL", side: "sell", quantity: 5, extended_hours: true }, "deny"],
    ["nothing in extended hours", "place_stock_order", { symbol: "AAPL", side: "sell", quantity: 5, extended_hours: false }, "allow"],
    // "org" is a kind: the name before it is the owner's ("the hollowtree-oss org" ~ {owner: "hollowtree-oss"})
    ["Comments in the hollowtree-oss org need my OK first", "add_issue_comment", { owner: "hollowtree-oss", repo: "sdk-python", issue_number: 88, body: "dup of #71" }, "require_approval"],
    ["Comments in the hollowtree-oss org need my OK first", "add_issue_comment", { owner: "acme", repo: "sdk-python", issue_number: 88, body: "dup of #71" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});
