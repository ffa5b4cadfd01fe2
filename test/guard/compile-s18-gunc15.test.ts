// Entries that used to compile to nothing (h-gunc15): an inline region allowlist after "stick to",
// a size bound written after the size ("t3.medium or smaller"), the state a new object must start
// in ("New flags start inactive", "Leave new tickets unassigned"), and "always <verb> on <event>".
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: uncompilable shapes that now compile, and their near misses", () => {
  const table: [string, Call, string][] = [
    ["stick to eu-west-1 and eu-north-1", { tool: "aws_cli", args: { command: "aws s3api create-bucket --bucket logs --region us-east-2" } }, "deny"],
    ["stick to eu-west-1 and eu-north-1", { tool: "aws_cli", args: { command: "aws s3api create-bucket --bucket logs --region eu-north-1" } }, "allow"],
    ["instances: t3.small or smaller", { tool: "aws_cli", args: { command: "aws ec2 run-instances --image-id ami-1 --instance-type m5.xlarge" } }, "deny"],
    ["instances: t3.small or smaller", { tool: "aws_cli", args: { command: "aws ec2 run-instances --image-id ami-1 --instance-type t3.micro" } }, "allow"],
    ["New flags start inactive.", { tool: "create_flag", args: { key: "x", active: true } }, "deny"],
    ["New flags start inactive.", { tool: "create_flag", args: { key: "x", active: false } }, "allow"],
    ["New flags start disabled.", { tool: "create_flag", args: { key: "x", enabled: true } }, "deny"],
    ["Leave new tickets unassigned", { tool: "create_ticket", args: { title: "t", assignee: "bo" } }, "deny"],
    ["Leave new tickets unassigned", { tool: "create_ticket", args: { title: "t" } }, "allow"],
    ["Keep invoices in draft until I review them", { tool: "create_invoice_item", args: { invoice: "in_1", price: "p_1" } }, "allow"],
    ["Always restock on cancel.", { tool: "cancel_order", args: { id: "1", restock: false } }, "deny"],
    ["Always restock on cancel.", { tool: "cancel_order", args: { id: "1", restock: true } }, "allow"],
  ];
  for (const [rule, call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, `${rule} ~ ${JSON.stringify(call)}`);
});
