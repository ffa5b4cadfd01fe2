// Order rules read from history calls of any shape (gseq25): a backticked command in the rule is the
// prerequisite's command prefix; a CLI's short verb (ls, rm) is the rule's word; a history call that
// names no party but the record the call acts on counts; CREATE TABLE … AS SELECT is a backup;
// "only <act> … after <prerequisite>" is an order rule; "without a <noun>" is met by the call's own
// non-empty argument of that name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, Record<string, unknown>[] | undefined, string];

function run(table: Row[]) {
  for (const [rule, tool, args, history, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }, history ? { history } : {}).decision, want, `${rule} | ${tool} ${JSON.stringify(args)} | ${JSON.stringify(history)}`);
}

test("command order: a backticked command is the prerequisite's prefix", () => {
  run([
    ["failover only after you ran `patronictl list`", "shell", { command: "patronictl failover --candidate db2 --force" }, [{ tool: "shell", args: { command: "patronictl list" } }], "allow"],
    ["failover only after you ran `patronictl list`", "shell", { command: "patronictl failover --candidate db2 --force" }, undefined, "deny"],
    ["failover only after you ran `patronictl list`", "shell", { command: "patronictl failover --candidate db2 --force" }, [{ tool: "shell", args: { command: "patronictl history" } }], "deny"],
  ]);
});

test("command order: a CLI's short verb spelling is the rule's word", () => {
  run([
    ["prune images only after you listed the containers", "terminal", { command: "docker image prune -af" }, [{ tool: "terminal", args: { command: "docker container ls -a" } }], "allow"],
    ["prune images only after you listed the containers", "terminal", { command: "docker image prune -af" }, undefined, "deny"],
  ]);
});

test("sequence: a history call naming no party but the same record counts", () => {
  const rule = "before replying to a customer, read the conversation first (GET the messages)";
  const reply = { method: "POST", url: "https://desk.example.com/api/conversations/7712/messages", body: JSON.stringify({ conversation_id: 7712, to: "ana@example.net", text: "Hi Ana" }) };
  run([
    [rule, "http_request", reply, [{ tool: "http_request", args: { method: "GET", url: "https://desk.example.com/api/conversations/7712/messages" } }], "allow"],
    [rule, "http_request", reply, undefined, "deny"],
    // another conversation's messages are not this customer's
    [rule, "http_request", reply, [{ tool: "http_request", args: { method: "GET", url: "https://desk.example.com/api/conversations/9001/messages" } }], "deny"],
  ]);
});

test("sequence: CREATE TABLE … AS SELECT in history is the backup", () => {
  const rule = "purges on billing.invoices only after a backup table exists";
  const del = { query: "DELETE FROM billing.invoices WHERE created_at < '2019-01-01'" };
  run([
    [rule, "run_query", del, [{ tool: "run_query", args: { query: "CREATE TABLE billing.invoices_copy_0412 AS SELECT * FROM billing.invoices" } }], "allow"],
    [rule, "run_query", del, undefined, "deny"],
    [rule, "run_query", del, [{ tool: "run_query", args: { query: "SELECT count(*) FROM billing.invoices" } }], "deny"],
  ]);
});

test("only <act> … after <prerequisite>: an order rule in one clause", () => {
  const rule = "only delete rows from crm.leads_old after the export count check";
  const del = { statement: "DELETE FROM crm.leads_old WHERE created < '2020-01-01'" };
  run([
    [rule, "snowflake_query", del, [{ tool: "snowflake_query", args: { statement: "SELECT count(*) FROM crm.leads_old" } }], "allow"],
    [rule, "snowflake_query", del, undefined, "deny"],
    [rule, "snowflake_query", { statement: "SELECT * FROM crm.leads_old LIMIT 5" }, undefined, "allow"],
  ]);
});

test("without a <noun>: the call's own non-empty argument of that name meets it", () => {
  const rule = "never close incidents without a root cause";
  run([
    [rule, "close_incident", { incident_id: "INC-88", root_cause: "expired TLS cert on the edge proxy" }, undefined, "allow"],
    [rule, "close_incident", { incident_id: "INC-88" }, undefined, "deny"],
  ]);
});
