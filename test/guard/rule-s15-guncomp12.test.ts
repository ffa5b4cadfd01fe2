// Rules that did not compile, round s15 (guncomp12): a value that names its attribute ("All
// invoices in CAD", rule-value-named.ts), a column a query must filter on ("must filter on
// event_date", rule-sql-clause.ts), a column and value in parentheses ("(tenant_id 0)",
// rule-exclude-rows.ts), and a flag a program's runs must carry ("journalctl: always use --since",
// "always use --checksum with rsync", "All commits must be signed (-S)", rule-require-field.ts), and a
// silent state of chat messages ("messages to … (chat -100…) must be silent", rule-settings.yaml states).
// Own wording, table-driven: each row is read and decided, and its hard allow is decided too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "shell", args: { command } });

const table: { text: string; type: string; breaks: Call; keeps: Call[] }[] = [
  {
    text: "All invoices in CAD",
    type: "setting",
    breaks: { tool: "create_invoice", args: { customer_id: 4, currency_code: "USD" } },
    keeps: [{ tool: "create_invoice", args: { customer_id: 4, currency_code: "CAD" } }, { tool: "create_payout", args: { currency: "usd" } }],
  },
  {
    text: "quotes go out in EUR or GBP only",
    type: "setting",
    breaks: { tool: "create_quote", args: { deal: "d-1", currency: "USD" } },
    keeps: [{ tool: "create_quote", args: { deal: "d-1", currency: "GBP" } }],
  },
  {
    text: "Every query on iceberg.events must filter on event_date (partition)",
    type: "sql-clause",
    breaks: sh(`trino --execute "SELECT count(*) FROM iceberg.events.clicks"`),
    keeps: [sh(`trino --execute "SELECT count(*) FROM iceberg.events.clicks WHERE event_date = DATE '2026-11-30'"`), sh(`trino --execute "SELECT count(*) FROM iceberg.users"`)],
  },
  {
    text: "exclude the sandbox org (org_id 1) from every dashboard query",
    type: "exclude-rows",
    breaks: { tool: "query", args: { sql: "SELECT count(*) FROM events WHERE ts > now() - interval '1 day'" } },
    keeps: [{ tool: "query", args: { sql: "SELECT count(*) FROM events WHERE org_id <> 1" } }],
  },
  {
    text: "journalctl: always use --since, logs are huge",
    type: "require",
    breaks: sh("journalctl -u nginx --no-pager | tail -n 100"),
    keeps: [sh("journalctl -u nginx --since '1 hour ago' --no-pager"), sh("tail -n 100 /var/log/nginx/error.log")],
  },
  {
    text: "always use --checksum with rsync",
    type: "require",
    breaks: sh("rsync -av ./dist/ web1:/srv/app/"),
    keeps: [sh("rsync -av --checksum ./dist/ web1:/srv/app/")],
  },
  {
    text: "All commits must be signed (-S). no exceptions",
    type: "require",
    breaks: sh("git commit -m 'fix: typo'"),
    keeps: [sh("git commit -S -m 'fix: typo'"), sh("git status")],
  },
  {
    text: "always pass --atomic on helm upgrade so it rolls back on failure",
    type: "require",
    breaks: sh("helm upgrade web ./chart -n shop"),
    keeps: [sh("helm upgrade web ./chart -n shop --atomic"), sh("helm uninstall web -n shop"), sh("helm status web")],
  },
  {
    text: "messages to the family group (chat -1002233445566) must be silent",
    type: "state",
    breaks: { tool: "sendMessage", args: { chat_id: -1002233445566, text: "dinner at 7" } },
    keeps: [{ tool: "sendMessage", args: { chat_id: -1002233445566, text: "dinner at 7", disable_notification: true } }, { tool: "sendMessage", args: { chat_id: -1005555555555, text: "dinner at 7" } }],
  },
  {
    text: "Use silent notifications in the ops chat",
    type: "state",
    breaks: { tool: "send_message", args: { chat: "ops", text: "backup done", disable_notification: false } },
    keeps: [{ tool: "send_message", args: { chat: "ops", text: "backup done", disable_notification: true } }],
  },
];

test("each rule compiles to its clause, blocks the call that breaks it and allows its hard allows", () => {
  for (const row of table) {
    const c = compile(row.text);
    assert.ok(!c.uncompilable, `${row.text}: uncompilable`);
    assert.ok(c.clauses.some((x) => x.type === row.type), `${row.text}: ${JSON.stringify(c.clauses)}`);
    const ledger = [{ id: "r", text: row.text }];
    assert.equal(decide(ledger, row.breaks).decision, "deny", `${row.text} vs ${JSON.stringify(row.breaks)}`);
    for (const k of row.keeps) assert.equal(decide(ledger, k).decision, "allow", `${row.text} vs ${JSON.stringify(k)}`);
  }
});

test("a currency beside an amount, after a condition or under a ban pins nothing", () => {
  for (const text of ["refunds over 500 EUR need my ok", "never refund more than EUR 200", "when billing in EUR, always use net-30 terms", "never invoice in USD"]) {
    const c = compile(text);
    assert.ok(!c.clauses.some((x) => x.type === "setting" && x.setting === "attr.currency"), `${text}: ${JSON.stringify(c.clauses)}`);
  }
});

test("a flag before a step, or a flag the rule bans, is no required flag", () => {
  for (const text of ["always use --dry-run first with helm", "never use --force with git push"]) {
    const c = compile(text);
    assert.ok(!c.clauses.some((x) => x.type === "require" && x.field?.program), `${text}: ${JSON.stringify(c.clauses)}`);
  }
});

test("an uncompilable entry stays reported when nothing is read", () => {
  assert.ok(compile("All good things in time").uncompilable);
});
