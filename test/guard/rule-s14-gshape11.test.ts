// Rule shapes (rule-mixed-effect.ts, rule-exclude-rows.ts / match-exclude-rows.ts):
// one entry with an approval and a ban of its own ("ask me first, and never above $2k") keeps the
// ban a deny; "exclude tenant_id = 0 from every report query" makes a read query that never names
// the column break the rule.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("a ban beside an approval keeps its own deny", () => {
  const table: [string, Call, string][] = [
    ["Vendor refunds: check with me first, and never above €1,500", { tool: "refund_vendor_invoice", args: { amount: 2400 } }, "deny"],
    ["Vendor refunds: check with me first, and never above €1,500", { tool: "refund_vendor_invoice", args: { amount: 300 } }, "require_approval"],
    ["Deploys to prod need my OK. Never run a database rollback yourself.", { tool: "run_command", args: { command: "rails db:rollback STEP=1" } }, "deny"],
    ["Stripe: payouts above $10,000 need approval; instant payouts are not allowed at all", { tool: "create_payout", args: { amount: 500, method: "instant" } }, "deny"],
    ["Stripe: payouts above $10,000 need approval; instant payouts are not allowed at all", { tool: "create_payout", args: { amount: 500, method: "standard" } }, "allow"],
    ["never delete dashboards; if one is stale, rename it or ask me", { tool: "delete_dashboard", args: { uid: "ops" } }, "deny"],
    // a bare ask after the ban is the way around it: still an approval
    ["Don't restart the nginx service by hand. Ask me if you really need to.", { tool: "run_command", args: { command: "sudo systemctl restart nginx" } }, "require_approval"],
    // ban and ask in one part: an approval
    ["Don't delete any buckets — ask me.", { tool: "delete_bucket", args: { bucket: "logs-archive" } }, "require_approval"],
    ["Don't delete any buckets. Ask me.", { tool: "delete_bucket", args: { bucket: "logs-archive" } }, "require_approval"],
    ["no invoices over $5,000 without my OK", { tool: "create_invoice", args: { amount: 7000 } }, "require_approval"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("only the ban part is marked deny", () => {
  const c = compileEntry({ id: "r1", text: "Off-cycle payments: ask me first, and never above $2k" }, rules);
  assert.equal(c.effect, "require_approval");
  assert.equal(c.mixed, true);
  assert.deepEqual(c.clauses.map((x) => `${x.type}:${x.effect ?? "-"}`), ["action:-", "limit:deny"]);
  const plain = compileEntry({ id: "r1", text: "Refunds over $200 need my approval." }, rules);
  assert.equal(plain.mixed, undefined);
});

test("rows a column marks stay out of read queries", () => {
  const table: [string, Call, string][] = [
    ["Leave out sandbox orgs (is_sandbox = true) from every revenue report.", { tool: "run_query", args: { sql: "SELECT sum(amount) FROM invoices GROUP BY 1" } }, "deny"],
    ["Leave out sandbox orgs (is_sandbox = true) from every revenue report.", { tool: "run_query", args: { sql: "SELECT sum(amount) FROM invoices WHERE NOT is_sandbox GROUP BY 1" } }, "allow"],
    ["Dashboards must exclude the QA workspace (workspace_id = 'qa-01').", { tool: "Bash", args: { command: "psql -c 'SELECT country, count(*) FROM events GROUP BY 1'" } }, "deny"],
    ["Dashboards must exclude the QA workspace (workspace_id = 'qa-01').", { tool: "Bash", args: { command: "psql -c \"SELECT count(*) FROM events WHERE workspace_id <> 'qa-01'\"" } }, "allow"],
    ["exclude employee accounts (users.is_staff = 1) from any metrics query", { tool: "execute_sql", args: { query: "UPDATE users SET last_seen = now() WHERE id = 7" } }, "allow"],
    ["exclude employee accounts (users.is_staff = 1) from any metrics query", { tool: "execute_sql", args: { query: "SELECT table_name FROM information_schema.tables" } }, "allow"],
    ["exclude employee accounts (users.is_staff = 1) from any metrics query", { tool: "execute_sql", args: { query: "SELECT count(*) FROM users WHERE created_at > now() - interval '30 days'" } }, "deny"],
    ["exclude employee accounts (users.is_staff = 1) from any metrics query", { tool: "send_message", args: { channel: "#metrics", text: "weekly numbers are up" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("a rule with no column in code form is no row exclusion", () => {
  const c = compileEntry({ id: "r1", text: "Exclude weekends from the on-call report." }, rules);
  assert.ok(!c.clauses.some((x) => x.type === "exclude-rows"));
});

test("a SQL part every statement of a kind, on a table, must carry", () => {
  const table: [string, Call, string][] = [
    ["Updates must always have a WHERE clause.", { tool: "run_sql", args: { sql: "UPDATE subscriptions SET status = 'canceled';" } }, "deny"],
    ["Updates must always have a WHERE clause.", { tool: "run_sql", args: { sql: "UPDATE subscriptions SET status = 'canceled' WHERE id = 'sub_91';" } }, "allow"],
    ["Updates must always have a WHERE clause.", { tool: "run_sql", args: { sql: "DELETE FROM subscriptions" } }, "allow"],
    ["queries on LOGS.REQUESTS need a time range", { tool: "run_sql", args: { sql: "SELECT path FROM LOGS.REQUESTS WHERE status = 500" } }, "deny"],
    ["queries on LOGS.REQUESTS need a time range", { tool: "run_sql", args: { sql: "SELECT path FROM LOGS.REQUESTS WHERE created_at > '2026-11-01'" } }, "allow"],
    ["queries on LOGS.REQUESTS need a time range", { tool: "run_sql", args: { sql: "SELECT path FROM LOGS.REQUESTS_SAMPLE" } }, "allow"],
    ["always use a partition filter on clicks", { tool: "bq_query", args: { query: "SELECT * FROM `acme.prod.clicks` WHERE _PARTITIONDATE = '2026-11-30'" } }, "allow"],
    ["always use a partition filter on clicks", { tool: "bq_query", args: { query: "SELECT * FROM `acme.prod.clicks`" } }, "deny"],
    ["Selects against the `warehouse_ro` schema: always with a LIMIT.", { tool: "query", args: { query: "SELECT * FROM warehouse_ro.customers" } }, "deny"],
    ["Selects against the `warehouse_ro` schema: always with a LIMIT.", { tool: "query", args: { query: "SELECT * FROM scratch.customers" } }, "allow"],
    // a ban with its "without" is read by the ban steps, as before
    ["Never run an UPDATE without a WHERE clause", { tool: "run_sql", args: { sql: "UPDATE t SET a = 1" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
  // a row limit with a number is the limit step's ("always LIMIT selects to 1000 rows")
  assert.ok(!compileEntry({ id: "r1", text: "always LIMIT ad-hoc selects to 1000 rows" }, rules).clauses.some((x) => x.type === "sql-clause"));
});

test("an act done by a named person or a listed role is reserved", () => {
  const table: [string, Call, string][] = [
    ["Invoices are approved by Marta, the agent only drafts them.", { tool: "approve_invoice", args: { invoice_id: "INV-2291" } }, "deny"],
    ["Invoices are approved by Marta, the agent only drafts them.", { tool: "create_invoice_draft", args: { customer_id: "c-77" } }, "allow"],
    ["Newsletter issues are published by the PM only.", { tool: "publish_newsletter_issue", args: { issue_id: "2026-48" } }, "deny"],
    ["Newsletter issues are published by the PM only.", { tool: "update_newsletter_issue", args: { issue_id: "2026-48", subject: "Week 48" } }, "allow"],
    // ("sent by email": a lower-case word after "by" names no one)
    ["Invoices are sent by email.", { tool: "send_invoice", args: { invoice_id: "INV-2291" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
