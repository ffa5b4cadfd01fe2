// Numeric limits that did not fire (h-glim21):
//   an order's value is its quantity times its unit price (limits.yaml products,
//     match-limit-notional.ts); a rule about the unit price reads no product; a market order's price
//     is never guessed, only taken from a flag that states it;
//   "needs approval unless its less than 25%" bounds from 25% up (rule-limit-unless.ts);
//   durations set as statement options ('ttl'='7d', default_time_to_live = 604800) are spans of the
//     call (call-option-span.ts); "per export" is the size of one call.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { notionalOf, boundsUnitPrice } from "../../src/guard/match/match-limit-notional.ts";
import { exemptBelow } from "../../src/guard/compile/rule-limit-unless.ts";
import { optionSpans } from "../../src/guard/read-call/call-option-span.ts";

test("notionalOf: quantity × unit price of one object", () => {
  const table: [Record<string, unknown>, number | undefined][] = [
    [{ symbol: "AAPL", quantity: 40, limit_price: 190 }, 7600],
    [{ qty: 0.5, price: 3100 }, 1550],
    [{ order: { qty: 400, unit_price: 9.5 } }, 3800],
    [{ symbol: "AAPL", quantity: 30, type: "market" }, undefined],
    [{ quantity: 3, order: { price: 10 } }, undefined], // not siblings
  ];
  for (const [args, want] of table) assert.equal(notionalOf(readCall("place_order", args, rules), rules)?.value, want, JSON.stringify(args));
});

test("boundsUnitPrice: rules about the price itself", () => {
  const table: [string[], boolean][] = [
    [["no", "stock", "priced", "over"], true],
    [["penny", "stock", "price", "under"], true],
    [["keep", "each", "trade", "under"], false],
    [["no", "single", "order", "over", "notional"], false],
  ];
  for (const [words, want] of table) assert.equal(boundsUnitPrice(words, rules), want, words.join(" "));
});

test("exemptBelow: the exempt side of an approval", () => {
  const table: [string, boolean][] = [
    ["closing positions needs my approval unless its less than 25% of the position", true],
    ["refunds need sign-off unless they're below $50", true],
    ["never scale below 2 replicas", false],
    ["don't change the TTL to less than 30d", false],
  ];
  for (const [text, want] of table) assert.equal(exemptBelow(text), want, text);
});

test("optionSpans: duration options a statement sets", () => {
  const key = (k: string) => /ttl|retention|time_?to_?live/i.test(k);
  const table: [string, string[]][] = [
    ["ALTER TABLE access_logs SET 'ttl'='7d'", ["ttl=7d"]],
    ["CREATE TABLE t (a INT) WITH (ttl = '30d', append_mode = 'true')", ["ttl=30d"]],
    ["ALTER TABLE ks.t WITH default_time_to_live = 604800", ["default_time_to_live=604800"]],
    ["SELECT ttl FROM t WHERE x = 'y'", []],
    ["UPDATE t SET name = '7d'", []],
  ];
  for (const [sql, want] of table) assert.deepEqual(optionSpans(sql, key).map((o) => `${o.key}=${o.raw}`), want, sql);
});

test("decisions: limits read from products, exemptions and options", () => {
  type Row = [string, string, Record<string, unknown>, string, Record<string, unknown>?];
  const table: Row[] = [
    ["no single order over $5,000 notional", "place_stock_order", { symbol: "AAPL", side: "buy", quantity: 40, type: "limit", limit_price: 190 }, "deny"],
    ["no single order over $5,000 notional", "place_stock_order", { symbol: "AAPL", side: "buy", quantity: 20, type: "limit", limit_price: 190 }, "allow"],
    ["no single order over $5,000 notional", "place_stock_order", { symbol: "AAPL", side: "buy", quantity: 30, type: "market" }, "deny", { flags: { last_price_AAPL: 191 } }],
    ["no single order over $5,000 notional", "place_stock_order", { symbol: "AAPL", side: "buy", quantity: 30, type: "market" }, "allow"],
    ["closing positions needs my approval unless its less than 25% of the position", "close_position", { symbol: "AMZN", percentage: 25 }, "require_approval"],
    ["closing positions needs my approval unless its less than 25% of the position", "close_position", { symbol: "AMZN", percentage: 10 }, "allow"],
    ["dont change the TTL on any table to less than 30d", "execute_sql", { query: "ALTER TABLE logs SET 'ttl'='7d'" }, "deny"],
    ["dont change the TTL on any table to less than 30d", "execute_sql", { query: "ALTER TABLE logs SET 'ttl'='30d'" }, "allow"],
    ["when you copy data out, max 50k rows per export", "execute_sql", { query: "COPY (SELECT id FROM orders LIMIT 200000) TO '/b/o.parquet'" }, "deny"],
  ];
  for (const [text, tool, args, want, context] of table) {
    const r = decide([{ id: "r1", text }], { tool, args }, context ? { context } : {});
    assert.equal(r.decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
  }
});
