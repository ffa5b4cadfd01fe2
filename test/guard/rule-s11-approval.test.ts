// Rule fixes of round s11: an approval sentence whose subject is the act ("Payouts need me to
// approve each one", "Role changes need a second approver", "Overrides go to the lead for
// approval"). The effect words are data (rules/guard/effects.yaml); the subject names the act.
// Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);

test("approval phrasings with the act as subject set require_approval and keep the act", () => {
  const table: [string, string, string][] = [
    ["Vendor payouts need me to approve them.", "approval.someone-to-approve", "pay"],
    ["Emails need someone to read them first.", "approval.someone-to-approve", "send"],
    ["Firewall changes need the network lead's OK.", "approval.owner-ok", "write"],
    ["Permission changes need a second reviewer.", "approval.second-approver", "write"],
    ["Refund exceptions go to the billing manager for approval.", "approval.for-approval", "refund"],
    ["Dropping tables needs a ticket + my ok.", "approval.my-ok", "delete"],
    ["Releases ship only after the QA lead signs off.", "approval.only-after-role", ""],
  ];
  for (const [text, why, family] of table) {
    const c = compile(text);
    assert.equal(c.effect, "require_approval", text);
    assert.equal(c.effectWhy, why, text);
    if (family) assert.ok(c.clauses.some((k) => k.type === "action" && k.families.includes(family)), `${text}: ${JSON.stringify(c.clauses)}`);
  }
});

test("the approver named in the sentence is no target", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Payouts need me to approve them.", "create_payout", { vendor: "acme-supplies", amount: 420 }, "require_approval"],
    ["Payouts need me to approve them.", "list_payouts", { limit: 20 }, "allow"],
    ["Permission changes need a second reviewer.", "update_permissions", { user: "kim", permission: "write" }, "require_approval"],
    ["Emails need someone to read them first.", "gmail_send", { to: "ops@example.org", subject: "hi", body: "x" }, "require_approval"],
    ["Emails need someone to read them first.", "gmail_search", { q: "from:ops" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool}`);
});

test("a sentence that only allows a thing sets it apart from the ban of the entry", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Emails need someone to read them first. Drafts are fine.", "gmail_send", { to: "a@b.example", subject: "hi", body: "x" }, "require_approval"],
    ["Emails need someone to read them first. Drafts are fine.", "gmail_create_message", { to: "a@b.example", mode: "draft", body: "x" }, "allow"],
    // a gerund names an act, not a thing: left to the allowance readers
    ["Comments need a human to approve them. Reading threads is fine.", "post_comment", { thread: "t1", type: "thread", body: "x" }, "require_approval"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});
