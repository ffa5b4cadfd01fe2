// Table-driven tests of a percentage limit on calls that state it another way (rule-clauses.ts
// percentage branch, match-clause.ts count limits): a heading only describes what the percentage
// bounds unless the call names another thing of its kind; the rule's level word says what the
// percentage is of (a tax_percent is another one); an amount beside the call's money (order lines)
// is its share of it; "in one go" is no bound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

type Limit = { type: string; max?: number; rule?: string; loose?: boolean[]; percentOf?: string };
const limitOf = (text: string) => compileEntry({ id: "r1", text } as never, rules).clauses.find((c) => c.type === "limit") as Limit | undefined;

test("percent limits: heading, what the percentage is of, 'in one go'", () => {
  const table: [string, Partial<Limit>][] = [
    ["Referral bonuses: 5% max", { max: 5, loose: [true] }],
    ["no discounts over 10% on invoices", { max: 10, percentOf: "discount" }],
    ["hallway lights: brightness 40% max", { max: 40, percentOf: "brightness" }],
    ["no selling out in one go; 30% max per order", { max: 30, rule: "30%" }],
  ];
  for (const [text, want] of table) {
    const c = limitOf(text);
    assert.ok(c, text);
    for (const [k, v] of Object.entries(want)) assert.deepEqual(c[k as keyof Limit], v, `${text}: ${k} = ${JSON.stringify(c[k as keyof Limit])}`);
  }
  assert.equal(limitOf("Referral bonuses: 5% max")!.percentOf, undefined); // no level word: any percentage
});

test("percent limits: whole decisions", () => {
  const lines = [{ description: "Audit", qty: 2, unit_price: 500 }];
  const table: [string, string, Record<string, unknown>, string][] = [
    ["no discounts over 10% on invoices", "create_invoice", { client: "Hooli", lines, discount: 250 }, "deny"], // 25% of 1000
    ["no discounts over 10% on invoices", "create_invoice", { client: "Hooli", lines, discount: 80 }, "allow"], // 8%
    ["no discounts over 10% on invoices", "create_invoice", { client: "Hooli", lines, vat_percent: 21 }, "allow"], // another percentage
    ["no discounts over 10% on invoices", "create_invoice", { client: "Hooli", lines, discount_percent: 12 }, "deny"],
    ["patio speaker: volume 25% max", "set_volume", { name: "Patio speaker", volume_level: 60 }, "deny"],
    ["patio speaker: volume 25% max", "set_volume", { name: "Bathroom speaker", volume_level: 60 }, "allow"], // another speaker
    ["commission: 8% max", "browser_type", { element: "Commission percentage", ref: "e9", text: "11" }, "deny"],
    ["commission: 8% max", "browser_type", { element: "Commission percentage", ref: "e9", text: "6" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});
