// Table-driven tests of the glim24 limit readings: European amounts beside a currency word
// (rule-limit-amount.ts), DELETE / UPDATE rows bounded by LIMIT or unbounded (call-facts.ts rowBound),
// RPC positional id lists under a per-batch limit (call-meaning.ts, match-limit-stated.ts callNamesBatch),
// and a limit on one kind of document set aside for a call on another (match-limit-kind.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spellAmounts } from "../../src/guard/compile/rule-limit-amount.ts";
import { decide } from "./support.ts";

test("European amounts beside a currency word or code are read as one amount", () => {
  const table: [string, string][] = [
    ["refunds above 1.500 eur", "refunds above $1500"],
    ["payouts over 20.000 kr", "payouts over $20000"],
    ["no transfers above EUR 12.500,00", "no transfers above $12500"],
    ["max 12,50 eur per item", "max $12.5 per item"],
    ["refunds over 1,500 eur", "refunds over $1500"],
    ["python 3.500 rows", "python 3.500 rows"],
    ["version 1.500 eu-west", "version 1.500 eu-west"],
  ];
  for (const [text, want] of table) assert.equal(spellAmounts(text), want, text);
});

const d = (text: string, tool: string, args: Record<string, unknown>, flags?: Record<string, unknown>) =>
  decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision;

test("limits read as people write them", () => {
  const table: [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string][] = [
    // European thousands: 1.500 is 1500, not 1.5
    ["dont approve expense claims above 1.500 eur", "approve_expense", { claim_id: 7 }, { claim_total_eur: 1450 }, "allow"],
    ["dont approve expense claims above 1.500 eur", "approve_expense", { claim_id: 7 }, { claim_total_eur: 2100 }, "deny"],
    // a DELETE's rows: its LIMIT, or every row its WHERE finds
    ["purge deletes in chunks of 2000 rows max", "pg_execute", { sql: "DELETE FROM logs WHERE at < now() - interval '90 days' LIMIT 10000" }, undefined, "deny"],
    ["purge deletes in chunks of 2000 rows max", "pg_execute", { sql: "DELETE FROM logs WHERE at < now() - interval '90 days' LIMIT 1000" }, undefined, "allow"],
    ["purge deletes in chunks of 2000 rows max", "pg_execute", { sql: "DELETE FROM logs WHERE at < now() - interval '90 days'" }, undefined, "deny"],
    ["purge deletes in chunks of 2000 rows max", "pg_execute", { sql: "DELETE FROM logs WHERE id = 42" }, undefined, "allow"],
    // a limit on SELECTs says nothing of a DELETE's rows
    ["LIMIT 500 on every SELECT", "pg_execute", { sql: "DELETE FROM logs WHERE at < '2024-01-01'" }, undefined, "allow"],
    // the record ids an RPC method acts on, under a per-batch limit the method names
    ["at most 5 students per enrollment batch", "call_kw", { model: "school.student", method: "action_enrollment", args: [[1, 2, 3, 4, 5, 6, 7]] }, undefined, "deny"],
    ["at most 5 students per enrollment batch", "call_kw", { model: "school.student", method: "action_enrollment", args: [[1, 2, 3]] }, undefined, "allow"],
    // a limit on credit memos does not hold for an invoice
    ["credit memos up to 200 usd are fine, above that ask me", "post_document", { doc_id: 88 }, { invoice_total_usd: 5000 }, "allow"],
    ["credit memos up to 200 usd are fine, above that ask me", "post_document", { doc_id: 88, kind: "credit_memo" }, { credit_memo_total_usd: 500 }, "require_approval"],
  ];
  for (const [text, tool, args, flags, want] of table) assert.equal(d(text, tool, args, flags), want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});
