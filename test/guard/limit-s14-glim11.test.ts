// Table-driven tests of the s14 limit readings: how far back a call reads (call-time-back.ts), the
// span words of a duration limit (rule-limit-span.ts), money per night / ticket / seat
// (rule-limit-per-unit.ts, match-limit-per-unit.ts), a money bound on one account
// (rule-limit-scope.ts, match-limit-scope.ts) and ISO currency codes (rule-limit-amount.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { spellAmounts } from "../../src/guard/compile/rule-limit-amount.ts";
import { moneyUnit } from "../../src/guard/compile/rule-limit-per-unit.ts";
import { moneyScope } from "../../src/guard/compile/rule-limit-scope.ts";
import { anotherScope } from "../../src/guard/match/match-limit-scope.ts";
import { decide, rules } from "./support.ts";

/** The largest span back from now the call reads, in hours (undefined: none). */
function hoursBack(tool: string, args: Record<string, unknown>): number | undefined {
  const f = readCall(tool, args, rules);
  const hs = f.numbers.filter((n) => n.keyWords.includes("duration") && n.keyWords.includes("hour")).map((n) => n.value);
  return hs.length ? Math.max(...hs) : undefined;
}

test("spans back from now: relative starts, --since flags, SQL / KQL / SPL subtractions from now", () => {
  const table: [string, Record<string, unknown>, number | undefined][] = [
    ["run_splunk_query", { query: "search index=web", earliest_time: "-7d", latest_time: "now" }, 168],
    ["run_splunk_query", { query: "search index=web", earliest_time: "-7d@d", latest_time: "-6d@d" }, 24],
    ["search", { index: "logs", body: { query: { range: { "@timestamp": { gte: "now-12h/h" } } } } }, 12],
    ["Bash", { command: "logcli query '{app=\"api\"}' --since=12h" }, 12],
    ["Bash", { command: "kubectl logs deploy/api --since=30m" }, 0.5],
    ["esql", { query: "FROM logs-* | WHERE @timestamp > NOW() - 7 days | LIMIT 10" }, 168],
    ["execute_sql", { sql: "SELECT * FROM t WHERE d >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)" }, 720],
    ["psql", { sql: "select * from t where ts > now() - interval '3 days'" }, 72],
    ["kusto_query", { query: "Traces | where TimeGenerated > ago(2h)" }, 2],
    ["search_splunk", { search: "index=web earliest=-4h status=500" }, 4],
    // no relative start: a date, a bare number, a minus that is no time
    ["run_splunk_query", { query: "search index=web", earliest_time: "2026-11-01T00:00:00", latest_time: "2026-11-02T00:00:00" }, 24],
    ["execute_sql", { sql: "SELECT price - 7 FROM t" }, undefined],
    ["list_items", { offset: "-7", from: 10 }, undefined],
  ];
  for (const [tool, args, want] of table) assert.equal(hoursBack(tool, args), want, `${tool} ${JSON.stringify(args)}`);
});

test("a duration limit: span words name no target, a count key never meets it, under the bound allows", () => {
  const r = [{ id: "r1", text: "Datadog log searches: no more than a 4h time range" }];
  assert.equal(decide(r, { tool: "search_logs", args: { filter: { from: "now-24h", to: "now" } } }).decision, "deny");
  assert.equal(decide(r, { tool: "search_logs", args: { filter: { from: "now-2h", to: "now" }, page: { limit: 100 } } }).decision, "allow");
  const q = [{ id: "r1", text: "Reports are billed per scan: never query more than the last 7 days" }];
  assert.equal(decide(q, { tool: "execute-query", args: { query: "SELECT * FROM logs WHERE d >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)" } }).decision, "deny");
  assert.equal(decide(q, { tool: "execute-query", args: { query: "SELECT * FROM logs WHERE d >= DATE_SUB(CURRENT_DATE(), INTERVAL 3 DAY)" } }).decision, "allow");
});

test("money per unit: the rule's unit, and the call's price of one unit", () => {
  const units: [string, string | undefined][] = [
    ["Hotel budget: max EUR 180 per night.", "night"],
    ["nothing over $600 a ticket", "ticket"],
    ["$40 per seat max", "seat"],
    ["Max $5,000 per payment", undefined],
    ["under $30 a head", undefined],
  ];
  for (const [text, want] of units) assert.equal(moneyUnit(text), want, text);
  const r = [{ id: "r1", text: "Hotel stays: max $220 a night" }];
  assert.equal(decide(r, { tool: "reserve_room", args: { hotel_id: "h1", nightly_rate: 260, total: 780, currency: "USD" } }).decision, "deny");
  assert.equal(decide(r, { tool: "reserve_room", args: { hotel_id: "h1", nightly_rate: 190, total: 570, currency: "USD" } }).decision, "allow");
  const t = [{ id: "r1", text: "Concert tickets: nothing above $150 per ticket" }];
  assert.equal(decide(t, { tool: "buy_tickets", args: { event_id: "e1", quantity: 4, total_price: 480 } }).decision, "allow");
  assert.equal(decide(t, { tool: "buy_tickets", args: { event_id: "e1", quantity: 2, total_price: 400 } }).decision, "deny");
});

test("a money bound on one account holds for that account, and when the call names none", () => {
  assert.deepEqual(moneyScope("Max $5,000 per payment from the ops account."), { name: "ops", noun: "account" });
  assert.equal(moneyScope("no more than $500 from any account"), undefined);
  const s = { name: "ops", noun: "account" };
  assert.equal(anotherScope(s, readCall("send_money", { accountId: "acc_payroll", amount: 7250 }, rules)), true);
  assert.equal(anotherScope(s, readCall("send_money", { accountId: "acc_ops", amount: 7250 }, rules)), false);
  assert.equal(anotherScope(s, readCall("send_money", { amount: 7250 }, rules)), false);
  const r = [{ id: "r1", text: "Cap transfers from the reserve account at $10,000" }];
  assert.equal(decide(r, { tool: "transfer_funds", args: { source_account: "reserve", amount: 15000 } }).decision, "deny");
  assert.equal(decide(r, { tool: "transfer_funds", args: { source_account: "operating", amount: 15000 } }).decision, "allow");
});

test("currency codes after or before the amount make it money; other words do not", () => {
  const table: [string, string][] = [
    ["payments over 5k AUD need two approvers", "payments over $5000 need two approvers"],
    ["Hotel budget: max EUR 180 per night.", "Hotel budget: max $180 per night."],
    ["invoices over 5k (any currency) get a look", "invoices over $5000 (any currency) get a look"],
    ["max 3 retries", "max 3 retries"],
    ["max 8 PHP workers", "max 8 PHP workers"],
  ];
  for (const [text, want] of table) assert.equal(spellAmounts(text), want, text);
});
