// Money and order limits (h-gmoney15): shares/contracts counted by an order's quantity
// (limits.yaml unit.traded); basis points read as hundredths of a percent (match-limit-percent.ts);
// a cents-platform id inside a URL path (match-clause.ts centsIdIn); "No wires, ACH only": the
// tail ending in "only" is the allowed alternative, no target (rule-target-parts.ts onlyAlternative);
// more ISO currency codes before an amount (rule-limit-amount.ts); "SQL with uppercase keywords" pins
// no shape on the whole value (rule-value-shape.ts); "`A` before `B`" requires A only of calls doing B
// (rule-before-code.ts); DROP MATERIALIZED VIEW is a drop (call-facts.ts SQL_VERBS).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: money and order limits in other units, and the near misses beside them", () => {
  const table: [string, Call, string][] = [
    // shares / contracts per order ~ quantity
    ["Max 50 shares per trade.", { tool: "submit_order", args: { ticker: "MSFT", side: "buy", type: "limit", quantity: 80, limit_price: 410 } }, "deny"],
    ["Max 50 shares per trade.", { tool: "submit_order", args: { ticker: "MSFT", side: "buy", type: "limit", quantity: 50, limit_price: 410 } }, "allow"],
    ["No more than 10 contracts in one order.", { tool: "create_option_order", args: { underlying: "QQQ", qty: 12, strike: 480 } }, "deny"],
    ["No more than 10 contracts in one order.", { tool: "create_option_order", args: { underlying: "QQQ", qty: 4, strike: 480 } }, "allow"],
    // basis points = hundredths of a percent
    ["Coupons above 30% off need my OK.", { tool: "http_post", args: { path: "/coupons", body: { code: "SPRING", discount_bps: 4500 } } }, "require_approval"],
    ["Coupons above 30% off need my OK.", { tool: "http_post", args: { path: "/coupons", body: { code: "SPRING", discount_bps: 2500 } } }, "allow"],
    // a cents-platform id in a URL path: the amount is in cents
    ["Refunds: $80 max each.", { tool: "http_request", args: { method: "POST", url: "https://api.example.com/v1/charges/ch_3PqK9x2LmN/refunds", body: { amount: 8000 } } }, "allow"],
    ["Refunds: $80 max each.", { tool: "http_request", args: { method: "POST", url: "https://api.example.com/v1/charges/ch_3PqK9x2LmN/refunds", body: { amount: 9500 } } }, "deny"],
    // "No X, Y only": Y is what is allowed, X is banned everywhere
    ["No instant payouts, standard only.", { tool: "create_payout", args: { method: "instant", amount: 90 } }, "deny"],
    ["No instant payouts, standard only.", { tool: "create_payout", args: { method: "standard", amount: 90 } }, "allow"],
    // a currency code before the amount
    ["Payouts over KES 100,000 need my approval.", { tool: "send_payout", args: { amount: 250000, currency: "KES", phone: "+254700000001" } }, "require_approval"],
    ["Payouts over KES 100,000 need my approval.", { tool: "send_payout", args: { amount: 60000, currency: "KES", phone: "+254700000001" } }, "allow"],
    // a style rule on some words inside the SQL (its keywords) checks no call
    ["Write SQL with uppercase keywords.", { tool: "run_query", args: { query: "UPDATE orders SET status = 'void' WHERE id = 7;" } }, "allow"],
    // "`A` before `B`": the rule is about calls doing B
    ["Always run `terraform plan` before `terraform apply`.", { tool: "shell", args: { cmd: "terraform fmt -recursive" } }, "allow"],
    ["Always run `terraform plan` before `terraform apply`.", { tool: "shell", args: { cmd: "terraform apply -auto-approve" } }, "deny"],
    // DROP MATERIALIZED VIEW drops
    ["never drop the daily_sales view", { tool: "run_query", args: { query: "DROP MATERIALIZED VIEW daily_sales;" } }, "deny"],
    ["never drop the daily_sales view", { tool: "run_query", args: { query: "REFRESH MATERIALIZED VIEW daily_sales;" } }, "allow"],
  ];
  const wrong: string[] = [];
  for (const [text, call, want] of table) {
    const got = decide([{ id: "r1", text }], call);
    if (got.decision !== want) wrong.push(`${text} ~ ${JSON.stringify(call)}: ${got.decision} ${JSON.stringify(got.violations.map((v) => v.why))}`);
  }
  assert.deepEqual(wrong, []);
});
