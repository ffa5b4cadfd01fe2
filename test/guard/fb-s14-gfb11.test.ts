// A ban and an approval in one entry: the part that asks for nothing is a deny (rule-mixed-effect.ts;
// this helper's own reader of the same thing, rule-clause-effect.ts, was dropped at the merge);
// a ban on doing it now is kept by a call that defers the act (fb-deferred.ts); a flag of a literal
// command is a whole flag of the call (match-clause.ts matchCommandLiteral).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
function check(table: [string, Call, string, Call[]?][]) {
  for (const [text, call, want, history] of table) assert.equal(decide([{ id: "r1", text }], call, history ? { history } : undefined).decision, want, `${text} ~ ${JSON.stringify(call)}`);
}

test("deny and approval in one entry", () => {
  check([
    ["Refunds need my OK, and never refund more than $300 on one order", { tool: "create_refund", args: { order_id: "o_1", amount_usd: 450 } }, "deny"],
    ["Refunds need my OK, and never refund more than $300 on one order", { tool: "create_refund", args: { order_id: "o_1", amount_usd: 120 } }, "require_approval"],
    ["helm: prod upgrades only with my go-ahead, and never --force.", { tool: "run_terminal_cmd", args: { command: "helm upgrade api ./chart -n prod --force" } }, "deny"],
    ["Snapshots: deleting one needs my approval. Restoring over the live volume is forbidden.", { tool: "restore_volume_from_snapshot", args: { volume: "live-data", snapshot_id: "snap-0a1" } }, "deny"],
    // a bare approval after the ban is the way around it
    ["Don't drop tables in the analytics schema. Ask me first.", { tool: "execute_sql", args: { sql: "DROP TABLE analytics.tmp_orders" } }, "require_approval"],
  ]);
});

test("a deferred act under a ban on doing it now", () => {
  check([
    ["Never cancel anyone's subscription immediately; schedule it for the end of the billing period.", { tool: "chargebee_cancel_subscription", args: { subscription_id: "AzqB12", end_of_term: true } }, "allow"],
    ["Never cancel anyone's subscription immediately; schedule it for the end of the billing period.", { tool: "chargebee_cancel_subscription", args: { subscription_id: "AzqB12", end_of_term: false } }, "deny"],
    ["Do not cancel subscriptions right away - they keep access until period end.", { tool: "stripe_update_subscription", args: { subscription: "sub_1QxY", cancel_at_period_end: true } }, "allow"],
    ["Paddle: no cancelling subscriptions at once, put them on end-of-period cancel.", { tool: "paddle_cancel_subscription", args: { subscription_id: "sub_01hv", effective_from: "next_billing_period" } }, "allow"],
    ["Paddle: no cancelling subscriptions at once, put them on end-of-period cancel.", { tool: "paddle_cancel_subscription", args: { subscription_id: "sub_01hv", effective_from: "immediately" } }, "deny"],
    ["Never merge merge requests while the pipeline is still running.", { tool: "gitlab_accept_merge_request", args: { project_id: "web/shop", merge_request_iid: 412, merge_when_pipeline_succeeds: true } }, "allow"],
    ["Never merge merge requests while the pipeline is still running.", { tool: "gitlab_accept_merge_request", args: { project_id: "web/shop", merge_request_iid: 412 } }, "deny"],
    // not about the moment: a deferring switch does not lift a plain ban
    ["Never cancel subscriptions.", { tool: "chargebee_cancel_subscription", args: { subscription_id: "AzqB12", end_of_term: true } }, "deny"],
  ]);
});

test("a money limit per night or per ticket", () => {
  const stay = (total: string, checkout: string) => ({ tool: "book_hotel", args: { property_id: "77", checkin: "2027-03-01", checkout, total_price: total, currency: "EUR" } });
  const pax = (n: number, amount: number) => ({ tool: "create_order", args: { offer_id: "off_1", passengers: Array.from({ length: n }, (_, i) => ({ id: `p${i}`, given_name: `A${i}`, family_name: "Lee" })), payments: [{ type: "balance", amount, currency: "USD" }] } });
  check([
    ["hotel rooms: €150/night max", stay("420.00", "2027-03-04"), "allow"], // 3 nights, €140 each
    ["hotel rooms: €150/night max", stay("520.00", "2027-03-04"), "deny"], // €173 each
    ["hotel rooms: €150/night max", stay("420.00", "2027-03-02"), "deny"], // one night
    ["Flights: nothing over $500 per ticket", pax(3, 1350), "allow"], // $450 each
    ["Flights: nothing over $500 per ticket", pax(2, 1350), "deny"], // $675 each
    ["Flights: nothing over $500 in total", pax(3, 1350), "deny"], // not per ticket
    // a hard cap in one piece of an approval sentence (rule-mixed-effect.ts CAP_THEN_ASK)
    ["Hotels: max €150/night, and ask me before booking anything non-refundable", stay("520.00", "2027-03-04"), "deny"],
    ["Hotels: max €150/night, and ask me before booking anything non-refundable", stay("420.00", "2027-03-04"), "allow"],
    ["Refunds over $200 - check with me", { tool: "create_refund", args: { order_id: "o_1", amount_usd: 450 } }, "require_approval"],
  ]);
});

test("a requirement put before the act, met by an earlier call", () => {
  const apply = { tool: "run_terminal_cmd", args: { command: "terraform apply plan.out" } };
  const run = (command: string) => ({ tool: "run_terminal_cmd", args: { command } });
  check([
    ["Before deploying always run `terraform validate` first", apply, "allow", [run("terraform validate")]],
    ["Before deploying always run `terraform validate` first", apply, "deny", [run("terraform fmt")]],
    ["Before deploying always run `terraform validate` first", apply, "deny"],
    // no order word: about this call only
    ["always cc olu@acme.dev when you email a client", { tool: "send_email", args: { to: ["x@client.com"], subject: "hi", body: "yo" } }, "deny", [{ tool: "send_email", args: { to: ["y@client.com"], cc: ["olu@acme.dev"], subject: "hi", body: "yo" } }]],
  ]);
});

test("a ban on SELECT * and a query that names its columns", () => {
  const q = (query: string) => ({ tool: "run_select_query", args: { query } });
  const T = "no SELECT * against the clickstream table - list the columns you need";
  check([
    [T, q("select id, url from clickstream where day = today()"), "allow"],
    [T, q("select count(*) from clickstream"), "allow"],
    [T, q("select * from clickstream limit 10"), "deny"],
    [T, q("select c.* from clickstream c"), "deny"],
    [T, { tool: "Bash", args: { command: 'psql -c "SELECT * FROM clickstream"' } }, "deny"],
    [T, { tool: "Bash", args: { command: 'psql -c "SELECT id, url FROM clickstream"' } }, "allow"],
  ]);
});
