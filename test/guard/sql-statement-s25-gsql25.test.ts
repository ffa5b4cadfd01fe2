// SQL statements from warehouse and database tools (execute_sql {sql}, run_query {query},
// execute_statement {statement}) across dialects:
//   - an environment in the rule ("prod schemas", "in production") is one the statement is silent
//     about: it names tables, the connection is where it runs (match-sql-env.ts);
//   - "too pricey" after a comma is a reason, not a target (rule-reason-degree.ts);
//   - "beyond SELECT" sets a keyword apart from a GRANT ban, it is not the act (rule-sql-apart.ts);
//   (not done: CREATE read as ALTER, and REMOVE as a literal ban, lose other sets: reverted)
//   - "the stage @x" names @x (not the staging environment).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("SQL statements: the verb is the act, names are the objects, the environment is the connection's", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    // rule, tool, args, decision
    ["check with me before any ALTER on prod schemas", "run_query", { query: "ALTER TABLE sales.orders ADD COLUMN promo TEXT" }, "require_approval"],
    ["check with me before any ALTER on prod schemas", "execute_sql", { sql: "ALTER TABLE staging.orders ADD COLUMN promo TEXT" }, "allow"],
    ["check with me before any ALTER on prod schemas", "run_query", { query: "SELECT * FROM sales.orders LIMIT 5" }, "allow"],
    ["never alter tables in prod", "execute_statement", { statement: "ALTER TABLE public.users RENAME COLUMN zip TO postcode" }, "deny"],
    ["never alter tables in prod", "execute_statement", { statement: "ALTER TABLE dev.users RENAME COLUMN zip TO postcode" }, "allow"],
    ["dont use warehouse `etl-large`, too expensive. use `etl-small`", "execute_sql", { sql: "USE WAREHOUSE 'etl-large'" }, "deny"],
    ["dont use warehouse `etl-large`, too expensive. use `etl-small`", "execute_sql", { sql: "USE WAREHOUSE 'etl-small'" }, "allow"],
    ["do not grant anything to role `reporter` beyond SELECT", "run_query", { query: "GRANT INSERT, UPDATE ON reporting.* TO ROLE reporter" }, "deny"],
    ["do not grant anything to role `reporter` beyond SELECT", "run_query", { query: "GRANT ALL PRIVILEGES ON *.* TO ROLE reporter" }, "deny"],
    ["do not grant anything to role `reporter` beyond SELECT", "run_query", { query: "GRANT SELECT ON reporting.* TO ROLE reporter" }, "allow"],
    ["do not grant anything to role `reporter` beyond SELECT", "run_query", { query: "GRANT INSERT ON reporting.* TO ROLE loader" }, "allow"],
    ["the stage @ingest_raw is append only - no REMOVE, no overwrite", "execute_sql", { sql: "REMOVE @ingest_raw/2026/01/" }, "deny"],
  ];
  for (const [rule, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
});

test("rule readers: a degree reason and a set-apart keyword are no targets, no act", async () => {
  const { degreeReason } = await import("../../src/guard/compile/rule-reason-degree.ts");
  const { sqlApartSpan } = await import("../../src/guard/compile/rule-sql-apart.ts");
  const tok = (text: string, tags: string[] = []) => ({ text, lower: text.toLowerCase(), root: text.toLowerCase(), kind: "word", tags: new Set(tags), start: 0 }) as never;
  assert.equal(degreeReason([tok("pricey", ["Adjective"])], "too"), true);
  assert.equal(degreeReason([tok("pricey", ["Adjective"])], "is"), false);
  assert.equal(degreeReason([tok("warehouse", ["Noun"])], "too"), false);
  assert.deepEqual(sqlApartSpan(["grant", "anything", "beyond", "SELECT"].map((w) => tok(w))), [2, 4]);
  assert.deepEqual(sqlApartSpan(["grant", "privileges", "other", "than", "USAGE"].map((w) => tok(w))), [2, 5]);
  assert.equal(sqlApartSpan(["delete", "anything", "beyond", "tmp"].map((w) => tok(w))), undefined);
});
