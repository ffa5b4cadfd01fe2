// Table-driven tests of how much money a call moves as the rule counts it: the period a bound is
// written per (rule-limit-period.ts, match-limit-period.ts) and minor units on card and billing
// platforms (limits.yaml cents, match-clause.ts readMoney).
import { test } from "node:test";
import assert from "node:assert/strict";
import { moneyPeriod } from "../../src/guard/compile/rule-limit-period.ts";
import { createGuard } from "../../src/guard/index.ts";
import { rules } from "./support.ts";

test("money period: the period written after the amount, else a period word", () => {
  const table: [string, string, string | undefined][] = [
    ["cap of $400/mo per seat", "$400", "month"],
    ["no more than 90 euros a week on taxis", "90 euros", "week"],
    ["spending: 2k per year tops", "2k", "year"],
    ["monthly card limits above $300 need my ok", "$300", "month"],
    ["refunds over $75 need a second look", "$75", undefined],
  ];
  for (const [text, amount, want] of table) assert.equal(moneyPeriod(text, text.indexOf(amount) + amount.length), want, text);
});

test("money period and minor units: whole decisions", () => {
  const guard = createGuard(rules, { cacheSize: 100 });
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Card limits: max $600 a month.", "ramp_set_limit", { card: "c_19", limit: { amount: 60000, interval: "MONTHLY" } }, "allow"],
    ["Card limits: max $600 a month.", "ramp_set_limit", { card: "c_19", limit: { amount: 20000, interval: "WEEKLY" } }, "deny"],
    ["Card limits: max $600 a month.", "ramp_set_limit", { card: "c_19", limit: { amount: 600000, interval: "YEARLY" } }, "allow"],
    ["no single charge above $80", "create_charge", { customer: "cus_Q7a1", amount: 7900 }, "allow"],
    ["no single charge above $80", "create_charge", { customer: "cus_Q7a1", amount: 8100 }, "deny"],
  ];
  for (const [text, tool, args, want] of table)
    assert.equal(guard.decide({ call: { tool, args }, ledger: [{ id: "r1", text }] } as never).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});
