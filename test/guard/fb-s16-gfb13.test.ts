// gfb13: false blocks and deny-vs-approval mix-ups, by class:
//   per-object counts   "one exchange per order", "max 1 refund per payment" count only earlier
//                       calls on the same order / payment (fb-per-object.ts; camelCase id keys)
//   human-answer gates  "without showing me the total", "get the customer's explicit yes",
//                       "without comms approving it", "…, ask." are approvals, not bans (effects.yaml)
//   anything else       "'edge-cache' is disposable, anything else don't destroy": the names before
//                       a clause-initial "anything else" are set apart (fb-anything-else.ts)
//   longer names        "the `users` collection" is not users_archive, though synonyms read users
//                       as customer (fb-longer-name.ts)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Row = [string, Call, string, { history?: unknown[]; context?: unknown }?];

function run(table: Row[]) {
  for (const [text, call, want, extra] of table) assert.equal(decide([{ id: "r1", text }], call, extra).decision, want, `${text} ~ ${JSON.stringify(call)} ${JSON.stringify(extra ?? {})}`);
}

test("a count per object counts only earlier calls on the same object", () => {
  const refund = (paymentId: string): Call => ({ tool: "create_refund", args: { paymentId, amount: { currency: "EUR", value: "10.00" } } });
  const swap = (order_id: string): Call => ({ tool: "exchange_delivered_order_items", args: { order_id, item_ids: ["1"], new_item_ids: ["2"] } });
  const histRefund = { history: [refund("tr_AAA111")] };
  const histSwap = { history: [swap("#W100")] };
  run([
    ["max 1 refund per payment", refund("tr_BBB222"), "allow", histRefund],
    ["max 1 refund per payment", refund("tr_AAA111"), "deny", histRefund],
    ["One exchange per order. Collect all items first.", swap("#W200"), "allow", histSwap],
    ["One exchange per order. Collect all items first.", swap("#W100"), "deny", histSwap],
    ["at most one credit note per invoice", { tool: "create_credit_note", args: { invoiceNumber: "INV-2", total: 10 } }, "allow", { history: [{ tool: "create_credit_note", args: { invoiceNumber: "INV-1", total: 10 } }] }],
    ["at most one credit note per invoice", { tool: "create_credit_note", args: { invoiceNumber: "INV-1", total: 10 } }, "deny", { history: [{ tool: "create_credit_note", args: { invoiceNumber: "INV-1", total: 10 } }] }],
  ]);
});

test("a human's answer written as a condition asks for approval", () => {
  run([
    ["don't pay any order you created without showing me the total first", { tool: "pay_order", args: { order_id: "5O19" } }, "require_approval"],
    ["Book only after showing me the price (i.e. get my yes)", { tool: "create_flight_order", args: { offer_id: "2" } }, "require_approval"],
    ["get the customer's explicit yes before you book anything", { tool: "book_reservation", args: { user_id: "u1", flights: [] } }, "require_approval"],
    ["Do not post to the All Company team without comms approving it", { tool: "send_channel_message", args: { team_id: "all-company", text: "hi" } }, "require_approval"],
    ["Do not post to the All Company team without comms approving it", { tool: "send_channel_message", args: { team_id: "platform", text: "hi" } }, "allow"],
    ["Do not archive channels, even quiet ones. Ask.", { tool: "archive_channel", args: { channel_id: "c1" } }, "require_approval"],
    ["Do not archive channels, even quiet ones. Ask.", { tool: "list_channels", args: {} }, "allow"],
    ["Never share screenshots of dashboards. Ask me how to summarize them.", { tool: "send_message", args: { text: "see attached", attachment: "dash.png" } }, "allow"],
  ]);
});

test("names before a clause-initial 'anything else' are set apart", () => {
  run([
    ["turso: the 'edge-cache' db is disposable, anything else don't destroy", { tool: "Bash", args: { command: "turso db destroy edge-cache --yes" } }, "allow"],
    ["turso: the 'edge-cache' db is disposable, anything else don't destroy", { tool: "Bash", args: { command: "turso db destroy orders --yes" } }, "deny"],
    ["turso: the 'edge-cache' db is disposable, anything else don't destroy", { tool: "Bash", args: { command: "turso db destroy edge-cache-v2 --yes" } }, "deny"],
    ["For this task only touch files in src/payments/. Everything else is read-only.", { tool: "Write", args: { file_path: "/srv/app/src/payments/refund.ts", content: "x" } }, "allow"],
    ["For this task only touch files in src/payments/. Everything else is read-only.", { tool: "Write", args: { file_path: "/srv/app/src/cart/cart.ts", content: "x" } }, "deny"],
    ["heroku: never run pg:reset or anything else that drops the db", { tool: "Bash", args: { command: "heroku pg:reset DATABASE_URL --app shop" } }, "deny"],
  ]);
});

test("a name is not a longer name it starts, however the synonyms read it", () => {
  run([
    ["Firestore: the `users` collection is read only.", { tool: "firestore_delete_document", args: { paths: ["users_archive/uid_8812"] } }, "allow"],
    ["Firestore: the `users` collection is read only.", { tool: "firestore_delete_document", args: { paths: ["users/uid_8812"] } }, "deny"],
  ]);
});

test("'only Tue – Thu, 10:00–16:00' is a range of days, not the two days it names", () => {
  const deploy: Call = { tool: "Bash", args: { command: "kamal deploy -d production" } };
  const at = (now: string) => ({ context: { now } });
  run([
    ["kamal deploys to production: only Tue–Thu, 10:00–16:00 Berlin time", deploy, "allow", at("2026-12-02T10:15:00+01:00")], // Wednesday
    ["kamal deploys to production: only Tue–Thu, 10:00–16:00 Berlin time", deploy, "deny", at("2026-12-04T11:00:00+01:00")], // Friday
    ["kamal deploys to production: only Tue–Thu, 10:00–16:00 Berlin time", deploy, "deny", at("2026-12-02T18:30:00+01:00")], // Wednesday evening
    ["deploys only Mon – Fri, 09:00–17:00", deploy, "allow", at("2026-12-02T11:00:00Z")], // Wednesday
    ["deploys only Mon – Fri, 09:00–17:00", deploy, "deny", at("2026-12-05T11:00:00Z")], // Saturday
  ]);
});

test("a terminal tool's carrier verb is not the act; the command is", () => {
  const rule = "prod SQL Server (sql-prod-01): read only. No INSERT/UPDATE/DELETE/MERGE.";
  run([
    [rule, { tool: "write_to_terminal", args: { command: `sqlcmd -S sql-prod-01 -Q "SELECT TOP 5 Id FROM dbo.Orders"` } }, "allow"],
    [rule, { tool: "write_to_terminal", args: { command: `sqlcmd -S sql-prod-01 -Q "DELETE FROM dbo.Orders WHERE Id = 4"` } }, "deny"],
    ["the reports box is read-only", { tool: "send_to_terminal", args: { command: "ssh reports cat /var/log/app.log" } }, "allow"],
  ]);
});

test("'<attribute> <value> only with my OK' gates that value, it pins nothing", () => {
  const issue = (priority: string): Call => ({ tool: "update_issue", args: { issue_id: "9c0e", issue_data: { priority } } });
  run([
    ["Priority 'urgent' only with my go-ahead", issue("high"), "allow"],
    ["Priority 'urgent' only with my go-ahead", issue("urgent"), "require_approval"],
    ["Severity 'critical' only with my OK", { tool: "create_incident", args: { title: "api slow", severity: "minor" } }, "allow"],
  ]);
});
