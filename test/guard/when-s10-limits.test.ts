// Table-driven tests of amounts as people write them (rule-limit-amount.ts), line totals and
// per-head shares of the money a call moves (match-clause.ts readMoney / perHeadShare).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spellAmounts } from "../../src/guard/compile/rule-limit-amount.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { createGuard } from "../../src/guard/index.ts";
import { rules } from "./support.ts";

test("amounts: written-out money becomes digits; counts and bare numbers stay", () => {
  const table: [string, string][] = [
    ["gifts over fifty bucks need a nod", "gifts over $50 need a nod"],
    ["wires above twelve thousand dollars", "wires above $12000"],
    ["anything over a grand", "anything over $1000"],
    ["keep it under 4 grand", "keep it under $4000"],
    ["ninety-nine euros max", "$99 max"],
    ["one hundred and twenty quid tops", "$120 tops"],
    ["no more than two retries", "no more than two retries"],
    ["max 10k rows per query", "max 10k rows per query"],
    ["budget: 3k/month for ads", "budget: $3000 per month for ads"],
    ["refunds over 1.5k: ask", "refunds over $1500: ask"],
    ["cap exports at 5k/day", "cap exports at 5k per day"],
  ];
  for (const [text, want] of table) assert.equal(spellAmounts(text), want, text);
});

test("amounts: the limit reader sees the digits", () => {
  const table: [string, number][] = [
    ["don't order anything over eighty dollars", 80],
    ["transfers above three grand need my OK", 3000],
    ["payouts over 2.5k need approval", 2500],
  ];
  for (const [text, max] of table) {
    const c = compileEntry({ id: "m", text }, rules).clauses.find((x) => x.type === "limit");
    assert.equal(c?.type === "limit" && c.sense === "money" ? c.max : undefined, max, text);
  }
});

const g = createGuard(rules, { cacheSize: 50 });
const decide = (text: string, tool: string, args: Record<string, unknown>) => g.decide({ call: { tool, args }, ledger: [{ id: "m", text }] } as never).decision;

test("money: quantity × unit price over the lines of one call", () => {
  const table: [Record<string, unknown>, string][] = [
    [{ items: [{ sku: "a", quantity: 3, unit_price: 400 }, { sku: "b", quantity: 1, unit_price: 90 }] }, "deny"], // 1290
    [{ items: [{ sku: "a", quantity: 2, unit_price: 400 }, { sku: "b", quantity: 1, unit_price: 90 }] }, "allow"], // 890
    [{ items: [{ sku: "a", qty: 10, unitAmount: 99 }] }, "deny"], // 990 > 900
  ];
  for (const [args, want] of table) assert.equal(decide("never place orders over $900", "shop_create_order", args), want, JSON.stringify(args));
});

test("money: a per-head cap splits the total (tip included when the rule says so)", () => {
  const rule = "catering: under $25 a head incl. tip";
  const table: [Record<string, unknown>, string][] = [
    [{ subtotal: 200, tip: 40, headcount: 10 }, "allow"], // 24
    [{ subtotal: 200, tip: 60, headcount: 10 }, "deny"], // 26
    [{ subtotal: 200, tip: 40, guests: 8 }, "deny"], // 30
    [{ subtotal: 200, tip: 40 }, "allow"], // no headcount: no share to judge
  ];
  for (const [args, want] of table) assert.equal(decide(rule, "ezcater_place_order", args), want, JSON.stringify(args));
});

test("money: the headcount the rule states splits a call that states none", () => {
  const rule = "office lunch: $12 a head, 5 people";
  assert.equal(decide(rule, "grubhub_place_order", { items: [{ id: "a", quantity: 5, unit_price: 11 }], tip: 4 }), "allow"); // 55 / 5
  assert.equal(decide(rule, "grubhub_place_order", { items: [{ id: "a", quantity: 5, unit_price: 14 }] }), "deny"); // 70 / 5
});

test("limits: a unit names the arguments it bounds; a window bounds when the limit holds", () => {
  const at = (iso: string) => new Date(iso);
  const run = (text: string, tool: string, args: Record<string, unknown>, now = "2026-12-02T12:00:00Z") =>
    g.decide({ call: { tool, args }, ledger: [{ id: "m", text }] } as never, at(now)).decision;
  const table: [string, string, Record<string, unknown>, string, string][] = [
    ["boiler max 60°C", "set_boiler", { boiler: "main", setpoint: 65 }, "2026-12-02T12:00:00Z", "deny"],
    ["boiler max 60°C", "set_boiler", { boiler: "main", setpoint: 55 }, "2026-12-02T12:00:00Z", "allow"],
    ["porch lamp: level 50% max", "set_lamp", { lamp: "porch lamp", level: 0.8 }, "2026-12-02T12:00:00Z", "deny"],
    ["porch lamp: no level above 10% between 23:00 and 06:00", "set_lamp", { lamp: "porch lamp", level: 40 }, "2026-12-02T23:30:00Z", "deny"],
    ["porch lamp: no level above 10% between 23:00 and 06:00", "set_lamp", { lamp: "porch lamp", level: 40 }, "2026-12-02T03:30:00Z", "deny"],
    ["porch lamp: no level above 10% between 23:00 and 06:00", "set_lamp", { lamp: "porch lamp", level: 40 }, "2026-12-02T13:30:00Z", "allow"],
  ];
  for (const [text, tool, args, now, want] of table) assert.equal(run(text, tool, args, now), want, `${text} ${JSON.stringify(args)} ${now}`);
});
