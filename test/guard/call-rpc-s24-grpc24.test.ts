// RPC method call shapes (call-rpc-method.ts, rules/guard/rpc-methods.yaml): the act in a method string,
// the object in a model / resource string ({model: "res.partner", method: "unlink"}, Frappe's
// {method: "frappe.client.delete", doctype}, JSON-RPC {"jsonrpc": "2.0", "method": "tx.send"},
// positional execute_kw lists); a chatter post with a note subtype emails no one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { readDataDir } from "../../src/load/load-files.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { rpcMeaning } from "../../src/guard/read-call/call-rpc-method.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";

const rules = parseGuardRules(readDataDir("rules"));

test("rpc reader: acts and nouns of a method and a model", () => {
  const table: [Record<string, unknown>, string[], string[]][] = [
    // args, acts expected among the actions, target phrases expected among the targets
    [{ model: "sale.order", method: "unlink", args: [[4]] }, ["delete"], ["order", "sale order"]],
    [{ model: "account.move", method: "button_draft", args: [[9]] }, ["reset", "draft"], ["journal entry", "invoice"]],
    [{ model: "account.move", method: "create", args: [{ move_type: "in_invoice" }] }, [], ["bill", "vendor bill"]],
    [{ model: "crm.lead", method: "write", args: [[3], { active: false }] }, ["update", "archive"], ["lead"]],
    [{ model: "res.partner.bank", method: "write", args: [[3], { acc_number: "x" }] }, ["update"], ["partner bank", "bank account"]],
    [{ model: "hr.applicant", method: "create_employee_from_applicant", args: [[7]] }, [], ["employee", "candidate"]],
    [{ model: "account.payment", method: "create", args: [{ amount: 5 }] }, ["pay"], ["payment"]],
    [{ doctype: "Sales Invoice", method: "frappe.client.delete", name: "SINV-1" }, ["delete"], []],
    [{ jsonrpc: "2.0", method: "private/buy", params: { amount: 10 } }, [], ["buy"].slice(0, 0)],
    [{ service: "object", args: ["db", 2, "pw", "stock.picking", "button_validate", [[4]]] }, ["validate", "confirm"], ["picking", "transfer"]],
    [{ model: "project.task", method: "search_read", args: [[]] }, ["read"], ["task"]],
  ];
  for (const [args, acts, nouns] of table) {
    const m = rpcMeaning(args, walkArgs(args, undefined, true).leaves, rules.meaning.rpc);
    assert.ok(m, JSON.stringify(args));
    const words = m.actions.map((a) => a.word);
    for (const a of acts) assert.ok(words.includes(a), `${a} in ${words.join(",")} for ${JSON.stringify(args)}`);
    const raws = m.targets.map((t) => t.raw);
    for (const n of nouns) assert.ok(raws.includes(n), `${n} in ${raws.join(",")} for ${JSON.stringify(args)}`);
  }
  // not an RPC shape: an HTTP verb, a method with neither model nor envelope
  for (const args of [{ method: "POST", url: "https://x.io/a", params: { a: 1 } }, { method: "unlink" }, { model: "gpt-4o", prompt: "hi" }])
    assert.equal(rpcMeaning(args, walkArgs(args, undefined, true).leaves, rules.meaning.rpc), undefined, JSON.stringify(args));
  const note = { model: "helpdesk.ticket", method: "message_post", args: [[1]], kwargs: { body: "x", subtype_xmlid: "mail.mt_note" } };
  assert.equal(rpcMeaning(note, walkArgs(note, undefined, true).leaves, rules.meaning.rpc)?.note, true);
  const mail = { model: "helpdesk.ticket", method: "message_post", args: [[1]], kwargs: { body: "x", subtype_xmlid: "mail.mt_comment" } };
  assert.equal(rpcMeaning(mail, walkArgs(mail, undefined, true).leaves, rules.meaning.rpc)?.note, false);
});

test("rpc reader: decisions on rules over ERP / JSON-RPC calls", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["never delete sales orders", "odoo_execute", { model: "sale.order", method: "unlink", args: [[41]] }, "deny"],
    ["never delete sales orders", "odoo_execute", { model: "sale.order", method: "read", args: [[41]] }, "allow"],
    ["dont archive or delete leads", "execute_kw", { model: "crm.lead", method: "write", args: [[5], { active: false }] }, "deny"],
    ["dont archive or delete leads", "execute_kw", { model: "crm.lead", method: "write", args: [[5], { priority: "2" }] }, "allow"],
    ["ask me before any payment", "erp_call", { model: "account.payment", method: "create", args: [{ amount: 120 }] }, "require_approval"],
    ["client replies by email need my review; internal notes are fine", "execute_method", { model: "helpdesk.ticket", method: "message_post", args: [[8]], kwargs: { body: "checked", subtype_xmlid: "mail.mt_note" } }, "allow"],
  ];
  for (const [rule, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
});
