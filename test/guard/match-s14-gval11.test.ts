// Table-driven tests of the s14 value targets: a domain the rule keeps things inside ("outside
// acme.com") decides on the recipient even when what is shared is only an id; a host in
// parentheses after a phrase is another name for it ("competitor domains (rivalco.com)");
// a visibility word ("public") matches the value that says it ({visibility: "public"},
// {private: false}, {acl: "publicRead"}) and never its opposite.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [rule: string, tool: string, args: Record<string, unknown>, want: "allow" | "deny" | "require_approval"];

function run(table: Row[]) {
  for (const [rule, tool, args, want] of table) {
    const got = decide([{ id: "r1", text: rule }], { tool, args }).decision;
    assert.equal(got, want, `${rule} ~ ${tool} ${JSON.stringify(args)}`);
  }
}

test("outside <domain>: an outside recipient breaks it though the shared thing is only an id", () => {
  run([
    ["Never share Drive files outside acme.com. Internal sharing is fine.", "permissions.create", { fileId: "1AbC_x", role: "writer", type: "user", emailAddress: "pat@gmail.com" }, "deny"],
    ["Never share Drive files outside acme.com. Internal sharing is fine.", "permissions.create", { fileId: "1AbC_x", role: "reader", type: "anyone" }, "deny"],
    ["Never share Drive files outside acme.com. Internal sharing is fine.", "permissions.create", { fileId: "1AbC_x", role: "writer", type: "user", emailAddress: "pat@acme.com" }, "allow"],
    ["Never share Drive files outside acme.com. Internal sharing is fine.", "permissions.create", { fileId: "1AbC_x", role: "writer", type: "user", emailAddress: "pat@eng.acme.com" }, "allow"],
    ["don't share HR docs outside acme.io", "share_spreadsheet", { spreadsheet_id: "1Bxi", recipients: [{ email_address: "r@talentfirst.co", role: "reader" }] }, "deny"],
    ["don't share HR docs outside acme.io", "share_spreadsheet", { spreadsheet_id: "1Bxi", recipients: [{ email_address: "lena@acme.io", role: "reader" }] }, "allow"],
    // a file the call names by path is another thing than "HR docs": not this rule's
    ["don't share HR docs outside acme.io", "share_file", { path: "/reports/q3-roadmap.pdf", recipients: [{ email_address: "r@talentfirst.co" }] }, "allow"],
  ]);
});

test("a host in parentheses names the phrase before it", () => {
  run([
    ["Do not reply to anyone at competitor domains (rivalco.com).", "send_reply", { conversation_id: "c1", body: "Sure.", to: ["buyer@rivalco.com"] }, "deny"],
    ["Do not reply to anyone at competitor domains (rivalco.com).", "send_reply", { conversation_id: "c1", body: "Sure.", to: ["buyer@rival.com"] }, "allow"],
    ["Don't message anybody at the auditors (@kpmg-audit.com).", "chat_postMessage", { channel: "D02X", text: "hi", users: ["lee@kpmg-audit.com"] }, "deny"],
    ["Don't message anybody at the auditors (@kpmg-audit.com).", "chat_postMessage", { channel: "D02X", text: "hi", users: ["lee@ourco.com"] }, "allow"],
  ]);
});

test("a visibility word matches the value or switch that says it, never its opposite", () => {
  run([
    ["new public repos need my OK; private is fine", "create_repository", { name: "x", private: false }, "require_approval"],
    ["new public repos need my OK; private is fine", "create_repository", { name: "x", private: true }, "allow"],
    ["Don't make any video public without asking me.", "videos.update", { id: "a1", part: "status", status: { privacyStatus: "public" } }, "require_approval"],
    ["Don't make any video public without asking me.", "videos.update", { id: "a1", part: "status", status: { privacyStatus: "unlisted" } }, "allow"],
    ["Don't make any video public without asking me.", "videos.update", { id: "a1", part: "status", status: { privacyStatus: "private" } }, "allow"],
    ["Never upload objects with public ACLs.", "gcs_upload_object", { bucket: "b", name: "a.png", predefinedAcl: "publicRead" }, "deny"],
    ["Never upload objects with public ACLs.", "gcs_upload_object", { bucket: "b", name: "a.png", predefinedAcl: "projectPrivate" }, "allow"],
    ["Never create public Slack channels.", "conversations_create", { name: "esc-globex", is_private: false }, "deny"],
    ["Never create public Slack channels.", "conversations_create", { name: "esc-globex", is_private: true }, "allow"],
    // free text saying "public" is no visibility value
    ["Never create public Slack channels.", "conversations_create", { name: "esc-globex", is_private: true, purpose: "public facing escalations" }, "allow"],
  ]);
});

test("a month is a date the call must show, in that month (and year when written)", () => {
  const je = (d: string) => ({ subsidiary: { id: "1" }, trandate: d, memo: "accrual fix" });
  run([
    ["Period is closed for October. No journal entries dated in October.", "create_journal_entry", je("2026-10-31"), "deny"],
    ["Period is closed for October. No journal entries dated in October.", "create_journal_entry", je("2026-11-02"), "allow"],
    ["No new invoices dated in December 2025, that year is closed.", "create_invoice", { customer_id: "c1", invoice_date: "2025-12-15" }, "deny"],
    ["No new invoices dated in December 2025, that year is closed.", "create_invoice", { customer_id: "c1", invoice_date: "2026-12-15" }, "allow"],
    ["Don't schedule anything in August, I'm away.", "create_event", { calendarId: "primary", summary: "Sync", start: "2026-08-12T10:00:00Z" }, "deny"],
    ["Don't schedule anything in August, I'm away.", "create_event", { calendarId: "primary", summary: "Sync", start: "2026-09-12T10:00:00Z" }, "allow"],
  ]);
});

test("outside people / addresses with no domain named: another domain than the sender's", () => {
  run([
    ["Invites to outside people need my OK; internal ones are fine.", "calendar_create_event", { organizer_email: "kim@lumen.dev", attendees: ["raj@customerco.com"] }, "require_approval"],
    ["Invites to outside people need my OK; internal ones are fine.", "calendar_create_event", { organizer_email: "kim@lumen.dev", attendees: ["raj@lumen.dev"] }, "allow"],
    ["external invites need my ok. internal is fine", "create_event", { user_google_email: "alice@northwind.io", summary: "Demo", attendees: ["dev@fabrikam.com"] }, "require_approval"],
    ["external invites need my ok. internal is fine", "create_event", { user_google_email: "alice@northwind.io", summary: "1:1", attendees: ["bob@northwind.io"] }, "allow"],
    ["Don't email outside people.", "send_email", { from: "a@acme.io", to: ["x@globex.com"], subject: "hi", body: "hi" }, "deny"],
    ["Don't email outside people.", "send_email", { from: "a@acme.io", to: ["x@acme.io"], subject: "hi", body: "hi" }, "allow"],
  ]);
});

test("'older than N days' is read off a context flag that says it", () => {
  const rule = "No refunds on orders older than 90 days.";
  const call = { tool: "create_refund", args: { paymentId: "tr_1", amount: { currency: "EUR", value: "49.00" } } };
  assert.equal(decide([{ id: "r1", text: rule }], call, { context: { flags: { order_older_than_90_days: true } } }).decision, "deny");
  assert.equal(decide([{ id: "r1", text: rule }], call, { context: { flags: { order_older_than_90_days: false } } }).decision, "allow");
});

test("a month with no date in the call is read off the clock", () => {
  const rule = [{ id: "r1", text: "No prod deploys in December." }];
  const call = { tool: "deploy", args: { env: "prod", service: "api" } };
  assert.equal(decide(rule, call, { context: { now: "2026-12-03T10:00:00Z" } }).decision, "deny");
  assert.equal(decide(rule, call, { context: { now: "2026-11-03T10:00:00Z" } }).decision, "allow");
});
