// Table-driven tests of status labels and numeric levels (rules/guard/arg-meanings.yaml states and
// enums): "Closed Lost" closes, VOIDED voids, priority 1 on an issue tracker is Urgent.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

const target = (f: ReturnType<typeof readCall>, raw: string) => f.addressing.some((a) => a.raw === raw);

test("status labels and numeric levels", () => {
  const table: [string, unknown, (f: ReturnType<typeof readCall>) => boolean, boolean][] = [
    ["update_opportunity", { stage_name: "Closed Lost" }, (f) => f.actionWords.has("close"), true],
    ["update_opportunity", { stage_name: "Proposal Sent" }, (f) => f.actionWords.has("close"), false],
    ["update_bill", { status: "Cancelled" }, (f) => f.actionWords.has("void"), true],
    ["update_bill", { status: "Paid" }, (f) => f.actionWords.has("void"), false],
    ["update_record", { status: "DELETED" }, (f) => f.actionWords.has("delete"), true],
    ["create_issue", { title: "x", priority: 1 }, (f) => target(f, "urgent"), true],
    ["create_issue", { title: "x", priority: 4 }, (f) => target(f, "urgent"), false],
    ["todoist_create_task", { content: "x", priority: 4 }, (f) => target(f, "p1"), true],
    ["todoist_create_task", { content: "x", priority: 1 }, (f) => target(f, "p1"), false],
    ["update_ticket", { ticket_id: 9, fields: { status: 5 } }, (f) => f.actionWords.has("close"), true],
    ["update_ticket", { ticket_id: 9, fields: { status: 2 } }, (f) => f.actionWords.has("close"), false],
    ["update_ticket", { ticket_id: 9, fields: { a: { b: { status: 5 } } } }, (f) => f.actionWords.has("close"), false],
    ["set_thermostat", { priority: 1 }, (f) => target(f, "urgent"), false],
  ];
  for (const [tool, args, has, want] of table) assert.equal(has(readCall(tool, args, rules)), want, `${tool} ${JSON.stringify(args)}`);
});
