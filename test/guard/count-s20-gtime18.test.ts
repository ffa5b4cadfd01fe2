// Table-driven tests of a count the caller states in context.flags for a limit over a period
// (match-flag-count.ts; read by the frequency matcher and the per-period total, match-history-total.ts)
// and of "per day" being a period, not a thing counted per (rule-count-period.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { countPeriod, perThing } from "../../src/guard/compile/rule-count-period.ts";
import { flagCount } from "../../src/guard/match/match-flag-count.ts";
import { decide, rules } from "./support.ts";

test("the period of a frequency and whether 'per' names a thing", () => {
  const table: [string, string | undefined, boolean][] = [
    ["no more than 3 orders per day in total", "day", false],
    ["max 5 transfers a day", "day", false],
    ["at most 10 emails per hour", "hour", false],
    ["two deploys daily", "day", false],
    ["at most 2 SMS per customer per day", "day", true],
    ["max 3 reminders per invoice", undefined, true],
  ];
  for (const [text, period, per] of table) {
    assert.equal(countPeriod(text), period, text);
    assert.equal(perThing(text), per, text);
  }
});

test("a count flag names the thing counted and the period", () => {
  const table: [string[], string, Record<string, unknown>, number | undefined][] = [
    [["order"], "day", { orders_today: 3 }, 3],
    [["order"], "today", { ordersToday: 4 }, 4],
    [["transfer"], "day", { transfers_today: "2" }, 2],
    [["order"], "day", { orders_this_week: 9 }, undefined], // another period
    [["order"], "day", { refunds_today: 9 }, undefined], // another thing
    [["order"], "day", { orders_today: -1 }, undefined],
    [["order"], "day", { orders_today: 1.5 }, undefined],
    [["order"], "session", { orders_today: 3 }, undefined], // no period a flag can state
    [["email"], "hour", { emails_sent_this_hour: 12 }, 12],
  ];
  for (const [things, period, flags, want] of table) assert.equal(flagCount(things, period, flags, rules.flagNumbers)?.value, want, JSON.stringify([things, period, flags]));
});

test("a frequency limit counts the flag's earlier calls", () => {
  const table: [string, string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ["no more than 3 orders per day in total", "place_order", { symbol: "ACME", side: "buy", qty: 2 }, { orders_today: 3 }, "deny"],
    ["no more than 3 orders per day in total", "place_order", { symbol: "ACME", side: "buy", qty: 2 }, { orders_today: 2 }, "allow"],
    ["no more than 3 orders per day in total", "place_order", { symbol: "ACME", side: "buy", qty: 2 }, { orders_this_month: 40 }, "allow"],
    ["max 5 transfers a day", "create_transfer", { amount: 10, to: "acct_2" }, { transfers_today: 5 }, "deny"],
    ["max 5 transfers a day", "create_transfer", { amount: 10, to: "acct_2" }, { transfers_today: 4 }, "allow"],
  ];
  for (const [rule, tool, args, flags, want] of table) assert.equal(decide([{ id: "r1", text: rule }], { tool, args }, { context: { flags } }).decision, want, `${rule} ${JSON.stringify(flags)}`);
});

test("'per day' counts every call of the day, not only those on the same target", () => {
  const history = ["TCS", "WIPRO", "HDFC"].map((s) => ({ tool: "place_order", args: { symbol: s, side: "buy", qty: 1 } }));
  assert.equal(decide([{ id: "r1", text: "no more than 3 orders per day in total" }], { tool: "place_order", args: { symbol: "INFY", side: "buy", qty: 1 } }, { history }).decision, "deny");
  assert.equal(decide([{ id: "r1", text: "no more than 3 orders per day in total" }], { tool: "place_order", args: { symbol: "INFY", side: "buy", qty: 1 } }, { history: history.slice(1) }).decision, "allow");
});
