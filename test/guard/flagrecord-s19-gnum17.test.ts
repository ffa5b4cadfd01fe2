// Money in records and id tables of context.flags (h-gnum17, context-numbers.ts):
//   record   {"quote": {"amount": "310.00", "currency": "EUR"}}   → quote_amount, money by its currency field
//   table    {"invoices": {"INV-2207": {"total": "980.00"}}}       → read only when the call carries INV-2207
//   off      "more than 25% off" ~ {sale_price: 60} on a regular price (the call's or its row's in flags)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Extra = { context?: unknown };

test("decisions: money from flag records and id tables — and the allows beside them", () => {
  const table: [string, Call, Extra, string][] = [
    // a record with its currency field: the call carries only the record's id
    ["Freight bookings over €300 need my sign-off", { tool: "book_freight", args: { quote: "q_88a1c0e2" } }, { context: { flags: { quote: { amount: "410.00", currency: "EUR", carrier: "DSV" } } } }, "require_approval"],
    ["Freight bookings over €300 need my sign-off", { tool: "book_freight", args: { quote: "q_88a1c0e3" } }, { context: { flags: { quote: { amount: "210.00", currency: "EUR", carrier: "DSV" } } } }, "allow"],
    // a record whose "currency" is no currency: its numbers are not money
    ["Freight bookings over €300 need my sign-off", { tool: "book_freight", args: { quote: "q_88a1c0e4" } }, { context: { flags: { quote: { weight: 900, currency: "pallets" } } } }, "allow"],
    // an id table: the row of the call's id is read, the others are not
    ["ask me before settling invoices above $900", { tool: "settle_invoice", args: { invoice: "INV-2207" } }, { context: { flags: { invoices: { "INV-2207": { total: "980.00", currency: "USD" }, "INV-2208": { total: "120.00", currency: "USD" } } } } }, "require_approval"],
    ["ask me before settling invoices above $900", { tool: "settle_invoice", args: { invoice: "INV-2208" } }, { context: { flags: { invoices: { "INV-2207": { total: "980.00", currency: "USD" }, "INV-2208": { total: "120.00", currency: "USD" } } } } }, "allow"],
    // a short table key is read only when the call carries it whole
    ["ask me before settling invoices above $900", { tool: "settle_invoice", args: { invoice: 71 } }, { context: { flags: { invoices: { "7": { total: "980.00", currency: "USD" }, "71": { total: "99.00", currency: "USD" } } } } }, "allow"],
    // percent off: a sale price against the regular price of the call's object
    ["check with me before any item goes on sale at more than 25% off", { tool: "update_item", args: { sku: "SKU-4471", sale_price: "60.00" } }, { context: { flags: { items: { "SKU-4471": { list_price: "100.00" }, "SKU-4472": { list_price: "70.00" } } } } }, "require_approval"],
    ["check with me before any item goes on sale at more than 25% off", { tool: "update_item", args: { sku: "SKU-4472", sale_price: "60.00" } }, { context: { flags: { items: { "SKU-4471": { list_price: "100.00" }, "SKU-4472": { list_price: "70.00" } } } } }, "allow"],
    ["check with me before any item goes on sale at more than 25% off", { tool: "update_item", args: { sku: "SKU-4473", sale_price: 30, list_price: 50 } }, {}, "require_approval"],
    ["check with me before any item goes on sale at more than 25% off", { tool: "update_item", args: { sku: "SKU-4473", sale_price: 45, list_price: 50 } }, {}, "allow"],
    // a new regular price is no cut
    ["check with me before any item goes on sale at more than 25% off", { tool: "update_item", args: { sku: "SKU-4471", list_price: "40.00" } }, { context: { flags: { items: { "SKU-4471": { list_price: "100.00" } } } } }, "allow"],
  ];
  const wrong: string[] = [];
  for (const [rule, call, extra, want] of table) {
    const got = decide([{ id: "r1", text: rule }], call, extra).decision;
    if (got !== want) wrong.push(`${rule} ~ ${JSON.stringify(call.args)} ${JSON.stringify(extra)}: want ${want}, got ${got}`);
  }
  assert.deepEqual(wrong, []);
});
