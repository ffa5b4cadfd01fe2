// Acronyms the rule writes in capitals, spelled out by the call (rule-target-acronym.ts): in the
// tool's name, in one CamelCase identifier, or as dotted letters; never by chance initials of
// ordinary words. Own wording and tools; whole scenarios in scenarios/s13-rule-acronyms.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spelledOut } from "../../src/guard/compile/rule-target-acronym.ts";
import { splitWords } from "../../src/guard/split-words.ts";
import { decide } from "./support.ts";

test("initials spell the acronym only where they are not chance", () => {
  const table: [string, string, boolean, boolean][] = [
    ["PersistentVolumeClaim", "pvc", false, true],
    ["PersistentVolume", "pvc", false, false],
    ["update_service_level_objective", "slo", true, true],
    ["P.O. Box 5512", "po", false, true],
    ["55 Pine Oak Road", "po", false, false], // ordinary words that start with p, o
    ["api-design-rules", "adr", false, false], // a kebab name: chance initials
    ["preview-release", "pr", false, false],
    ["merge_pull_request", "pr", true, true],
  ];
  for (const [raw, a, tool, want] of table) assert.equal(spelledOut(raw, splitWords(raw, 40), a, tool), want, `${raw} ~ ${a}`);
});

test("a rule in capitals holds on the spelled-out call", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never delete PVCs in the data namespace.", { tool: "k8s_delete", args: { kind: "PersistentVolumeClaim", name: "pg-0", namespace: "data" } }, "deny"],
    ["Never delete PVCs in the data namespace.", { tool: "k8s_delete", args: { kind: "PersistentVolumeClaim", name: "c-0", namespace: "web" } }, "allow"],
    ["no edits to HPAs during the sale", { tool: "kubectl_patch", args: { kind: "HorizontalPodAutoscaler", name: "api", patch: "{}" } }, "deny"],
    ["no edits to HPAs during the sale", { tool: "kubectl_patch", args: { kind: "Deployment", name: "api", patch: "{}" } }, "allow"],
    ["Never set a shipping address to a PO box, the courier refuses them", { tool: "update_shipping_address", args: { line1: "55 Pine Oak Road" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
