// Numbers, dates and session state the caller states beside the call (h-gflagnum14):
//   money     the object's amount in context.flags when the call carries none ({order_total_gbp: 640}),
//             the amount of a thing the rule names ({late_fee_usd: 40} under "late fee > $25"), and the
//             money already moved in the limit's period ({spent_this_month_eur: 900}) (match-flag-money.ts)
//   age       "older than 60 days", "older than this month", "added in the last 2 days", "closing in the
//             next 30 minutes" against *_date / *_ago / *_age_* / *_ends_in_* flags (match-age-bound.ts)
//   ids       a flag whose key carries an id the call does not carry is about another object
//   session   git_switch {branch} in history, then git_push naming no branch (session-tool-state.ts)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { findAgeBound } from "../../src/guard/compile/rule-age-bound.ts";
import { spellAmounts } from "../../src/guard/compile/rule-limit-amount.ts";
import { keyWords } from "../../src/guard/read-call/context-numbers.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Extra = { history?: unknown[]; context?: unknown };
const NOW = "2026-06-17T09:00:00Z"; // a Wednesday

test("decisions: money from flags, ages, other objects' flags, session branch — and the allows beside them", () => {
  const table: [string, Call, Extra, string][] = [
    // the object's amount when the call carries none
    ["Shopify orders over £500 need my OK before you capture", { tool: "capture_order_payment", args: { order_id: "gid://shopify/Order/5521" } }, { context: { flags: { order_total_gbp: 640 } } }, "require_approval"],
    ["Shopify orders over £500 need my OK before you capture", { tool: "capture_order_payment", args: { order_id: "gid://shopify/Order/5522" } }, { context: { flags: { order_total_gbp: 480 } } }, "allow"],
    // a fee is no order total unless the rule names it
    ["Shopify orders over £500 need my OK before you capture", { tool: "capture_order_payment", args: { order_id: "gid://shopify/Order/5523" } }, { context: { flags: { processing_fee_gbp: 900 } } }, "allow"],
    ["Late fee above $25? ask me first", { tool: "apply_late_fee", args: { invoice_id: "in_7731" } }, { context: { flags: { late_fee_usd: 40 } } }, "require_approval"],
    ["Late fee above $25? ask me first", { tool: "apply_late_fee", args: { invoice_id: "in_7732" } }, { context: { flags: { late_fee_usd: 20 } } }, "allow"],
    // the period's total so far plus this call
    ["monthly card spend max €1,000", { tool: "create_card_payment", args: { card_id: "card_22", amount: 150, currency: "EUR" } }, { context: { flags: { spent_this_month_eur: 900 } } }, "deny"],
    ["monthly card spend max €1,000", { tool: "create_card_payment", args: { card_id: "card_22", amount: 80, currency: "EUR" } }, { context: { flags: { spent_this_month_eur: 900 } } }, "allow"],
    // another period's total does not count
    ["monthly card spend max €1,000", { tool: "create_card_payment", args: { card_id: "card_22", amount: 80, currency: "EUR" } }, { context: { flags: { spent_today_eur: 990 } } }, "allow"],
    // euro amounts written the continental way
    ["refunds above 2.500 € only with my approval", { tool: "refund_payment", args: { payment_id: "pay_881", amount: 3100.0, currency: "EUR" } }, {}, "require_approval"],
    ["refunds above 2.500 € only with my approval", { tool: "refund_payment", args: { payment_id: "pay_882", amount: 2400.0, currency: "EUR" } }, {}, "allow"],
    // ages from dates and from *_ago numbers
    ["Never void an invoice older than 60 days", { tool: "void_invoice", args: { invoice_id: "in_1Q77" } }, { context: { now: NOW, flags: { invoice_date: "2026-02-10" } } }, "deny"],
    ["Never void an invoice older than 60 days", { tool: "void_invoice", args: { invoice_id: "in_1Q78" } }, { context: { now: NOW, flags: { invoice_date: "2026-06-01" } } }, "allow"],
    ["don't touch expense reports older than this month", { tool: "update_expense_report", args: { report_id: "er-310" } }, { context: { now: NOW, flags: { report_submitted_date: "2026-05-28" } } }, "deny"],
    ["don't touch expense reports older than this month", { tool: "update_expense_report", args: { report_id: "er-311" } }, { context: { now: NOW, flags: { report_submitted_date: "2026-06-02" } } }, "allow"],
    ["never pay a payee created in the last 2 days", { tool: "pay_bill", args: { payee_id: "p_8830", amount: 120 } }, { context: { flags: { payee_p_8830_created_hours_ago: 5 } } }, "deny"],
    ["never pay a payee created in the last 2 days", { tool: "pay_bill", args: { payee_id: "p_8830", amount: 120 } }, { context: { flags: { payee_p_8830_created_hours_ago: 300 } } }, "allow"],
    // the flag is about another payee: not read for this call
    ["never pay a payee created in the last 2 days", { tool: "pay_bill", args: { payee_id: "p_8830", amount: 120 } }, { context: { flags: { payee_p_9901_created_hours_ago: 5 } } }, "allow"],
    ["check with me before bidding on lots closing in the next 30 minutes", { tool: "place_bid", args: { lot: "L-5521", max_bid: 40 } }, { context: { flags: { lot_ends_in_minutes: 12 } } }, "require_approval"],
    ["check with me before bidding on lots closing in the next 30 minutes", { tool: "place_bid", args: { lot: "L-5521", max_bid: 40 } }, { context: { flags: { lot_ends_in_minutes: 600 } } }, "allow"],
    // "only … older than": the younger ones are the banned ones
    ["snapshot deletion only for snapshots older than 14 days", { tool: "delete_snapshot", args: { snapshot_id: "snap-0ab1" } }, { context: { flags: { snapshot_age_days: 3 } } }, "deny"],
    ["snapshot deletion only for snapshots older than 14 days", { tool: "delete_snapshot", args: { snapshot_id: "snap-0ab2" } }, { context: { flags: { snapshot_age_days: 30 } } }, "allow"],
    // no age known: the words alone do not block
    ["Never void an invoice older than 60 days", { tool: "void_invoice", args: { invoice_id: "in_1Q79" } }, {}, "allow"],
    // session: the branch switched to earlier
    ["don't push to main or hotfix/*", { tool: "git_push", args: { repo_path: "/srv/ledger" } }, { history: [{ tool: "git_switch", args: { repo_path: "/srv/ledger", branch: "hotfix/2.1" } }] }, "deny"],
    ["don't push to main or hotfix/*", { tool: "git_push", args: { repo_path: "/srv/ledger" } }, { history: [{ tool: "git_switch", args: { repo_path: "/srv/ledger", branch: "feat/ledger-export" } }] }, "allow"],
    // a checkout in another repository says nothing of this one
    ["don't push to main or hotfix/*", { tool: "git_push", args: { repo_path: "/srv/ledger" } }, { history: [{ tool: "git_checkout", args: { repo_path: "/srv/other", branch_name: "main" } }] }, "allow"],
    // the newest switch wins
    ["don't push to main or hotfix/*", { tool: "git_push", args: { repo_path: "/srv/ledger" } }, { history: [{ tool: "git_checkout", args: { repo_path: "/srv/ledger", branch_name: "main" } }, { tool: "git_checkout", args: { repo_path: "/srv/ledger", branch_name: "fix-rounding" } }] }, "allow"],
  ];
  const wrong: string[] = [];
  for (const [rule, call, extra, want] of table) {
    const got = decide([{ id: "r1", text: rule }], call, extra).decision;
    if (got !== want) wrong.push(`${rule} ~ ${JSON.stringify(call.args)} ${JSON.stringify(extra)}: want ${want}, got ${got}`);
  }
  assert.deepEqual(wrong, []);
});

test("age bounds read from rule text", () => {
  const table: [string, string | undefined][] = [
    ["Never refund a charge older than 90 days", "older 7776000000"],
    ["don't edit entries older than this week", "older week"],
    ["no transfers to accounts added within the past 7 days", "newer 604800000"],
    ["ask before bidding on anything ending in the next hour", "ends-within 3600000"],
    ["purge only jobs more than 2 weeks old", "older 1209600000 only"],
    ["keep logs for 30 days", undefined],
    ["the last 3 runs failed", undefined],
  ];
  for (const [text, want] of table) {
    const b = findAgeBound(text)?.bound;
    const got = b ? [b.op, b.ms ?? b.since, b.only ? "only" : ""].join(" ").trim() : undefined;
    assert.equal(got, want, text);
  }
});

test("euro amounts and flag key words", () => {
  assert.equal(spellAmounts("invoices above 5.000 € go out"), "invoices above $5000 go out");
  assert.equal(spellAmounts("max € 1.250,50 per order"), "max $1250.50 per order");
  assert.equal(spellAmounts("version 2.300 released"), "version 2.300 released");
  assert.deepEqual(keyWords("time_entry_2401877_spent_date"), ["time", "entry", "2401877", "spent", "date"]);
  assert.deepEqual(keyWords("itemEndsInMinutes"), ["item", "ends", "in", "minutes"]);
});
