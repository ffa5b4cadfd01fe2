// Table-driven tests of two ways a call states the quantity a limit bounds (call-quantity.ts step 5,
// call-facts.ts with rules/guard/call-forms.yaml instance_counts): a sibling field that types a
// number ({value: 0.3, valueType: "percentage"}, {value: 800, unit: "GB"}), or the label of the field
// a value is typed into ({element: "Tip percentage textbox", text: "20"}), lends its words to the
// number's key, and a changing call that sets how many instances may run (--max-count, maxNodeCount,
// desired capacity) scales, whatever its verb; a call that creates the thing does not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { callQuantities } from "../../src/guard/read-call/call-quantity.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { decide, rules } from "./support.ts";

test("typed numbers: a sibling type or unit names what the number is", () => {
  const table: [Record<string, unknown>, string | undefined][] = [
    [{ value: 0.3, valueType: "percentage" }, "value percentage"],
    [{ limit: { amount: "12", unit: "GB" } }, "amount GB"],
    [{ tip: { kind: "flat", value: 5 } }, "value flat"],
    [{ discount_type: "percent_off", amount: 15 }, "amount percent off"],
    [{ content_type: "application/json", size: 12 }, undefined], // a MIME type is no unit word
    [{ element: "Tip percentage textbox", text: "20" }, "text Tip percentage textbox"], // the field typed into
    [{ value: 3, note: "percent" }, undefined], // a note is no type
    [{ element: "Search box", count: 20 }, undefined], // a count is no value typed into the field
  ];
  for (const [args, want] of table) {
    const { leaves } = walkArgs(args);
    const keys = callQuantities(leaves, [], args).map((q) => q.key);
    if (want) assert.ok(keys.includes(want), `${JSON.stringify(args)} → ${JSON.stringify(keys)}`);
    else assert.deepEqual(keys, [], JSON.stringify(args));
  }
});

test("instance bounds: a changing call that sets one scales; a create or a read does not", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["azmcp-extension-az", { command: "aks nodepool update -g rg -n np1 --cluster-name c1 --update-cluster-autoscaler --min-count 2 --max-count 12" }, true],
    ["update_node_pool", { pool: "gpu", autoscaling: { minNodeCount: 1, maxNodeCount: 9 } }, true],
    ["patch_hpa", { name: "web", spec: { maxReplicas: 30 } }, true],
    ["create_deployment", { name: "web-canary", replicas: 2 }, false],
    ["describe_node_pool", { pool: "gpu", maxNodeCount: 9 }, false],
    ["update_pipeline", { name: "etl", retries: 3 }, false],
  ];
  for (const [tool, args, want] of table) assert.equal(readCall(tool, args, rules).families.has("scale"), want, `${tool} ${JSON.stringify(args)}`);
});

test("typed numbers and instance bounds: whole decisions", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["membership discounts: 30% max", "create_price_rule", { title: "Gold", value_type: "percentage", value: 0.45 }, "deny"],
    ["membership discounts: 30% max", "create_price_rule", { title: "Gold", value_type: "percentage", value: 0.25 }, "allow"],
    ["membership discounts: 30% max", "create_price_rule", { title: "Gold", value_type: "fixed_amount", value: 45 }, "allow"],
    ["Elastic cluster: no more than 8 nodes", "update_cluster", { name: "search", scaling: { max_nodes: 14 } }, "deny"],
    ["Elastic cluster: no more than 8 nodes", "update_cluster", { name: "search", scaling: { max_nodes: 6 } }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});
