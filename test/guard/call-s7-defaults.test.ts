// Table-driven tests of tool defaults (rules/guard/arg-meanings.yaml defaults): an argument left
// out means what the tool's API does without it; given, it means nothing of the kind.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("defaults: a missing argument reads as the tool's default", () => {
  const table: [string, unknown, (f: ReturnType<typeof readCall>) => boolean, boolean][] = [
    ["open_pull_request", { title: "x", head: "a", base: "main" }, (f) => f.actionWords.has("draft=false"), true],
    ["open_pull_request", { title: "x", head: "a", base: "main", draft: true }, (f) => f.actionWords.has("draft=false"), false],
    ["list_pull_requests", { base: "main" }, (f) => f.actionWords.has("draft=false"), false],
    ["refund_charge", { charge_id: "ch_1" }, (f) => f.addressing.some((a) => a.raw === "full refund"), true],
    ["refund_charge", { charge_id: "ch_1", amount: 300 }, (f) => f.addressing.some((a) => a.raw === "full refund"), false],
    ["post_chat_message", { channel: "ops", text: "hi" }, (f) => f.addressing.some((a) => a.raw === "top-level message"), true],
    ["post_chat_message", { channel: "ops", text: "hi", thread_id: "t1" }, (f) => f.addressing.some((a) => a.raw === "top-level message"), false],
    ["drive_share_file", { file_id: "f1", email_address: "a@b.io", role: "reader" }, (f) => f.actionWords.has("notify"), true],
    ["drive_share_file", { file_id: "f1", email_address: "a@b.io", role: "reader", send_notification_email: false }, (f) => f.actionWords.has("notify"), false],
    ["Bash", { command: "stripe refunds create --payment-intent pi_9" }, (f) => f.addressing.some((a) => a.raw === "full charge"), true],
    ["Bash", { command: "stripe refunds create --payment-intent pi_9 --amount 100" }, (f) => f.addressing.some((a) => a.raw === "full charge"), false],
    ["Bash", { command: "gh pr create -d -t x" }, (f) => f.commands[0]!.flags.includes("--draft"), true],
  ];
  for (const [tool, args, has, want] of table) assert.equal(has(readCall(tool, args, rules)), want, `${tool} ${JSON.stringify(args)}`);
});
