// Table-driven tests of the s19 named-tool target readers: a one-word target that is the key a
// write sets names the attribute it changes (match-attribute-key.ts).
// Own wording and tools; whole scenarios in scenarios/s19-gtarget16.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a one-word target is the attribute key a write sets", () => {
  run([
    ["Don't touch anyone's clearance in the badge system.", "modifyBadgeHolder", { holder: 88, clearance: "tier-3" }, "deny"],
    ["never change ticket priorities", "patch_ticket", { ticketNo: 4410, priority: "p1" }, "deny"],
    ["ask me before changing any member's seat", "editMember", { memberId: 7, seat: "pro" }, "require_approval"],
    // the attribute not set: allowed
    ["Don't touch anyone's clearance in the badge system.", "modifyBadgeHolder", { holder: 88, nickname: "Bo" }, "allow"],
    ["never change ticket priorities", "patch_ticket", { ticketNo: 4410, assignee: "kim" }, "allow"],
    // a kind of thing is no attribute: the namespace a pod lives in
    ["no deleting namespaces", "kube_delete", { kindOf: "pod", name: "api-1", namespace: "billing" }, "allow"],
    // a read names no attribute it sets
    ["never change ticket priorities", "list_tickets", { priority: "p1" }, "allow"],
  ]);
});
