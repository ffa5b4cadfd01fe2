// After a ban, ", <imperative> …" names the alternative the user wants, not more of the ban:
// "never delete the audit table, rename it to audit_old" bans deleting the audit table only.
// Own wording; lists and ban-like imperatives after the comma stay part of the ban.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const names = (text: string) =>
  compileEntry({ id: "x", text }, rules)
    .clauses.flatMap((c) => (c.type === "action" ? c.groups.flat().map((t) => t.literal ?? t.prefix ?? t.names.join("+")) : []))
    .sort();

test("the alternative after the comma names no target of the ban", () => {
  const table: [string, string[]][] = [
    ["never delete the audit table, rename it to audit_old", ["audit"]],
    ["don't commit to develop, open a merge request", ["develop"]],
    ["do not upload invoices to Dropbox, attach them in Xero", ["dropbox", "invoice"]],
    // a list goes on after the comma: every item is banned
    ["don't restart nginx, redis, or memcached", ["memcach", "nginx", "redis"]],
    // a ban-like imperative after the comma is part of the ban
    ["no matter what, leave the billing database alone", ["billing"]],
  ];
  for (const [text, want] of table) assert.deepEqual(names(text), want, text);
});

test("the alternative is allowed, the banned act is still refused", () => {
  const rule = [{ id: "r1", text: "do not upload invoices to Dropbox, attach them in Xero" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "xero_attach_file", args: { invoice_id: "INV-0042", file_name: "inv-42.pdf" } }, "allow"],
    [{ tool: "dropbox_upload", args: { path: "/Invoices/2026/inv-42.pdf", content: "…" } }, "deny"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
