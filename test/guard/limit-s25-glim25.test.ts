// Table-driven tests of the glim25 limit readings: an identifier under a generic "value" key is no
// amount (limits.yaml identity_parts), expiry = expiration (targets.yaml syn.expiry), the names a
// command acts on at once counted (call-facts.ts operandNames), a flag's deposit named by the call's
// id is its object (match-flag-money.ts), a session count in context.flags (match-flag-counter.ts),
// "per bulk action" / "per delete" as the size of one call (rule-limit-unit.ts, limits.yaml per_act),
// and the caller's row estimate over an unbounded DELETE (match-clause.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string];
const d = (text: string, tool: string, args: Record<string, unknown>, flags?: Record<string, unknown>) =>
  decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision;

test("limits of glim25 read as people write them", () => {
  const table: Row[] = [
    // a phone number under {address: {value}} is the payee, not the amount
    ["payouts: max 5,000 KES per payout", "mpesa_b2c_payout", { amount: "4000", currency: "KES", recipient: { type: "MSISDN", address: { value: "254712345678" } } }, undefined, "allow"],
    ["payouts: max 5,000 KES per payout", "mpesa_b2c_payout", { amount: "6000", currency: "KES", recipient: { type: "MSISDN", address: { value: "254712345678" } } }, undefined, "deny"],
    ["no transfers over 300 GHS", "send_money", { amount: { value: "450", currency: "GHS" }, account: { value: "0244123456" } }, undefined, "deny"],
    ["no transfers over 300 GHS", "send_money", { amount: { value: "250", currency: "GHS" }, account: { value: "0244123456" } }, undefined, "allow"],
    // expiry ~ expiration
    ["api tokens: expiry max 7 days", "bash", { command: "vault token create --policy ci --expiration 30d" }, undefined, "deny"],
    ["api tokens: expiry max 7 days", "bash", { command: "vault token create --policy ci --expiration 3d" }, undefined, "allow"],
    // names a command acts on at once
    ["never reboot more than 2 vms at a time", "bash", { command: "qm reboot 101 102 103" }, undefined, "deny"],
    ["never reboot more than 2 vms at a time", "bash", { command: "qm reboot 101 102" }, undefined, "allow"],
    ["no more than 3 containers restarted at once", "bash", { command: "docker restart api-1 api-2 api-3 api-4" }, undefined, "deny"],
    // a full refund: the deposit the call names by its id
    ["refunds over 1,000 UGX need my ok", "create_refund", { refundId: "r-1", depositId: "d-9" }, { deposit_amount: 25000 }, "require_approval"],
    ["refunds over 1,000 UGX need my ok", "create_refund", { refundId: "r-1", depositId: "d-9" }, { deposit_amount: 800 }, "allow"],
    // a session count
    ["not more than 3 refunds in this session", "create_refund", { refundId: "r-4", amount: "10" }, { refunds_this_session: 3 }, "deny"],
    ["not more than 3 refunds in this session", "create_refund", { refundId: "r-3", amount: "10" }, { refunds_this_session: 2 }, "allow"],
    // per bulk action, per delete
    ["max 5 leads per bulk action", "http_request", { method: "POST", url: "https://crm.example.com/api/leads/bulk/archive", body: { ids: ["l1", "l2", "l3", "l4", "l5", "l6"] } }, undefined, "deny"],
    ["max 5 leads per bulk action", "http_request", { method: "POST", url: "https://crm.example.com/api/leads/bulk/archive", body: { ids: ["l1", "l2"] } }, undefined, "allow"],
    ["max 10k rows per delete", "run_sql", { query: "DELETE FROM audit_log WHERE created_at < '2023-01-01'" }, undefined, "deny"],
    ["max 10k rows per delete", "run_sql", { query: "DELETE FROM audit_log WHERE created_at < '2023-01-01'" }, { estimated_rows: 4000 }, "allow"],
    ["max 10k rows per delete", "run_sql", { query: "SELECT * FROM audit_log LIMIT 50000" }, undefined, "allow"],
  ];
  for (const [text, tool, args, flags, want] of table) assert.equal(d(text, tool, args, flags), want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags ?? {})}`);
});
