// SQL statements, second round (execute_sql {sql}, run_query {query}, write_query {statement}):
//   - a report query must FILTER on the column of excluded rows (WHERE/HAVING/QUALIFY/ON), naming it
//     in the select list or GROUP BY keeps the rows in (match-exclude-rows.ts);
//   - "the stage @x is append only - no REMOVE": the subject clause scopes the literal ban (rule-literal-ban.ts);
//   - "stock updates are fine" lifts no ban on prices when the statement writes price beside stock (fb-allow-sibling.ts);
//   - "before any ALTER": the capitalized keyword is the statement; CREATE TABLE … AS SELECT is none (fb-data-act.ts);
//   - MERGE … WHEN MATCHED THEN UPDATE / DELETE is an update / delete (commands.yaml sql.merge-*).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string[], string, Record<string, unknown>, string];
const T = "tenant_id = 42 is the demo tenant, exclude it from every report query";
const STAGE = "the stage @ingest_raw is append only - no REMOVE, no overwrite";
const PRICE = ["never change prices in shop.items without my ok", "quantity updates are fine"];
const ALTER = "ask me before any ALTER on the prod db";

test("SQL statements, round two", () => {
  const table: Row[] = [
    [[T], "execute_sql", { sql: "SELECT tenant_id, count(*) FROM app.orders GROUP BY tenant_id" }, "deny"],
    [[T], "execute_sql", { sql: "SELECT tenant_id, count(*) FROM app.orders WHERE tenant_id <> 42 GROUP BY tenant_id" }, "allow"],
    [[T], "run_query", { query: "SELECT sum(total) FROM app.orders o JOIN app.tenants t ON t.id = o.tenant_id AND o.tenant_id NOT IN (42)" }, "allow"],
    [[T], "run_query", { query: "SELECT tenant_id, sum(total) s FROM app.orders GROUP BY tenant_id HAVING tenant_id != 42" }, "allow"],
    [[STAGE], "execute_sql", { sql: "REMOVE @ingest_raw/2026/01/" }, "deny"],
    [[STAGE], "execute_sql", { sql: "REMOVE @scratch_stage/2026/01/" }, "allow"],
    [PRICE, "execute_sql", { sql: "REPLACE INTO shop.items (sku, price, quantity) VALUES ('a', 9.5, 3)" }, "require_approval"],
    [PRICE, "execute_sql", { sql: "UPDATE shop.items SET price = 9.5, quantity = 3 WHERE sku = 'a'" }, "require_approval"],
    [PRICE, "execute_sql", { sql: "UPDATE shop.items SET quantity = 3 WHERE sku = 'a'" }, "allow"],
    [[ALTER], "run_query", { query: "CREATE TABLE scratch.daily AS SELECT day, count(*) c FROM app.events GROUP BY day" }, "allow"],
    [[ALTER], "run_query", { query: "ALTER TABLE app.events ADD COLUMN region TEXT" }, "require_approval"],
    [["Schema changes on the app db (ALTER/CREATE INDEX) need my ok"], "run_query", { query: "CREATE INDEX idx_e ON app.events (day)" }, "require_approval"],
    [["don't update prices in shop.items"], "execute_sql", { sql: "MERGE INTO shop.items t USING feed f ON t.sku = f.sku WHEN MATCHED THEN UPDATE SET price = f.price" }, "deny"],
    [["don't update prices in shop.items"], "execute_sql", { sql: "MERGE INTO shop.items t USING feed f ON t.sku = f.sku WHEN NOT MATCHED THEN INSERT (sku, price) VALUES (f.sku, f.price)" }, "allow"],
  ];
  for (const [rules, tool, args, want] of table)
    assert.equal(decide(rules.map((text, i) => ({ id: `r${i + 1}`, text })), { tool, args }).decision, want, `${rules.join(" | ")} | ${tool} ${JSON.stringify(args)}`);
});

test("sibling members: list members and argument keys", async () => {
  const { bansSibling } = await import("../../src/guard/carve-outs/fb-allow-sibling.ts");
  const t = (n: string) => ({ raw: n, names: [n], path: false, command: false, channel: false }) as never;
  const facts = (kv: Record<string, string[]>) => ({ keyValues: new Map(Object.entries(kv)) }) as never;
  assert.equal(bansSibling([t("price")], [t("stock")], facts({ sql: ["replace into p (sku, price, stock) values (1,2,3)"] })), true);
  assert.equal(bansSibling([t("price")], [t("stock")], facts({ sql: ["update p set stock = 2 where price > 3"] })), false);
  assert.equal(bansSibling([t("price")], [t("stock")], facts({ price: ["3"], stock: ["2"] })), true);
  assert.equal(bansSibling([t("stock")], [t("stock")], facts({ sql: ["insert into p (price, stock) values (1,2)"] })), false);
});
