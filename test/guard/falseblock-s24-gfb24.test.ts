// Table-driven tests of the gfb24 false-block fixes: an export ban needs a call that exports, a
// drop/truncate ban on tables/schemas is not a DELETE … WHERE (fb-data-act.ts); dot-grouped
// thousands beside a currency (rule-limit-amount.ts); an allow clause before a comma in the same
// sentence (rule-allow-sentence.ts). Own wording and tools; scenarios in scenarios/s24-gfb24.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { dataActOf } from "../../src/guard/carve-outs/fb-data-act.ts";
import { spellAmounts } from "../../src/guard/compile/rule-limit-amount.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { readDataDir } from "../../src/load/load-files.ts";

const rules = parseGuardRules(readDataDir("rules"));

type Row = [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags ?? {})}`);
};

test("an export ban is broken by a call that exports, not by a read of the source", () => {
  const rule = "customer emails may be looked up one at a time, but never export them out of snowflake";
  run([
    [rule, "snowflake_query", { sql: "SELECT email FROM crm.customers WHERE id = 7" }, undefined, "allow"],
    [rule, "snowflake_query", { sql: "UPDATE crm.customers SET tier = 'gold' WHERE id = 7" }, undefined, "allow"],
    [rule, "snowflake_query", { sql: "COPY INTO @ext_stage/emails.csv FROM (SELECT email FROM crm.customers)" }, undefined, "deny"],
    ["never export the users table from mysql", "mysql_export_table", { table: "users", format: "csv" }, undefined, "deny"],
  ]);
  assert.equal(dataActOf("never export them out of tidb", ["export"], rules.dataActs), "export");
  assert.equal(dataActOf("never read the audit table", ["read"], rules.dataActs), undefined);
});

test("drop/truncate of tables or schemas is not a row DELETE with a WHERE", () => {
  run([
    ["dont drop tables in the warehouse db", "run_sql", { query: "DELETE FROM warehouse.stock WHERE sku = 'A1'" }, undefined, "allow"],
    ["dont drop tables in the warehouse db", "run_sql", { query: "DROP TABLE warehouse.stock" }, undefined, "deny"],
    ["never drop or truncate anything in the ledger schema", "pg_exec", { sql: "DELETE FROM ledger.lines WHERE batch = 4" }, undefined, "allow"],
    ["never drop or truncate anything in the ledger schema", "pg_exec", { sql: "TRUNCATE ledger.lines" }, undefined, "deny"],
  ]);
  assert.equal(dataActOf("dont drop tables in prod", ["drop"], rules.dataActs), "ddl");
  // rows are the object: drop means delete them
  assert.equal(dataActOf("never drop rows from orders", ["drop"], rules.dataActs), undefined);
  assert.equal(dataActOf("dont drop the ball", ["drop"], rules.dataActs), undefined);
});

test("thousands grouped by dots beside a currency", () => {
  assert.equal(spellAmounts("dont approve expense reports above 1.500 eur"), "dont approve expense reports above $1500");
  assert.equal(spellAmounts("payouts over EUR 12.000 need me"), "payouts over $12000 need me");
  assert.equal(spellAmounts("keep it below 0.250 eur per kwh"), "keep it below $0.25 per kwh");
  assert.equal(spellAmounts("version 1.500 is out"), "version 1.500 is out");
  run([
    ["dont approve expense reports above 1.500 eur", "approve_expense", { report_id: 3, total_eur: 1450 }, undefined, "allow"],
    ["dont approve expense reports above 1.500 eur", "approve_expense", { report_id: 3, total_eur: 2400 }, undefined, "deny"],
  ]);
});

test("an allow clause before a comma sets its thing apart from the ban after it", () => {
  const rule = "private comments on zendesk tickets are fine, anything that emails the requester needs my review";
  run([
    [rule, "zendesk_update_ticket", { ticket_id: 88, comment: { body: "db timeout again", type: "private_note" } }, undefined, "allow"],
    [rule, "send_email", { to: "requester@example.org", subject: "update", body: "we are on it" }, undefined, "require_approval"],
  ]);
});
