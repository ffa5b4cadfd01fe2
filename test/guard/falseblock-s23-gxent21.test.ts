// Table-driven tests of s23 cross-entry allowances (fb-allow-entry.ts): an entry that only allows an
// act on named things ("creating new boards is ok", "edits under docs/ are welcome") lifts another
// entry's broader ban for a call doing that act on those things, and nothing else: another act, a
// thing the call does not name, a ban narrower than the allowance, a bound on the same thing.
// Also negated approval phrases (rule-grant.ts): "no need to ask before reads" grants, never asks.
// Own wording and tools; whole scenarios in scenarios/s23-gxent21.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string[], { tool: string; args: Record<string, unknown> }, string];
const run = (table: Row[]) => {
  for (const [texts, call, want] of table) {
    const ledger = texts.map((text, i) => ({ id: `r${i + 1}`, text }));
    assert.equal(decide(ledger, call).decision, want, `${texts.join(" | ")} ~ ${JSON.stringify(call)}`);
  }
};

test("an allowance entry lifts a broader ban on the act it allows", () => {
  run([
    [["never delete anything under migrations/", "removing files in dist/ is fine"], { tool: "delete_file", args: { path: "dist/migrations/0007_init.sql" } }, "allow"],
    [["never delete anything under migrations/", "removing files in dist/ is fine"], { tool: "delete_file", args: { path: "db/migrations/0007_init.sql" } }, "deny"],
    [["boards are shared, don't touch them", "creating new boards is ok"], { tool: "create_board", args: { name: "q3-roadmap" } }, "allow"],
    // another act of the ban stays banned
    [["boards are shared, don't touch them", "creating new boards is ok"], { tool: "delete_board", args: { board_id: "b-17" } }, "deny"],
  ]);
});

test("a narrower ban or a bound on the allowed thing is not lifted", () => {
  run([
    // the ban names more than the allowance: it stays
    [["never delete anything under build/cache/", "deleting files under build/ is fine"], { tool: "delete_file", args: { path: "build/cache/index.bin" } }, "deny"],
    [["never delete anything under build/cache/", "deleting files under build/ is fine"], { tool: "delete_file", args: { path: "build/out/app.js" } }, "allow"],
    // a bound on the thing the allowance names, no narrower
    [["no more than 10 cards per board", "creating new boards is ok"], { tool: "create_board", args: { name: "x", cards: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"] } }, "deny"],
  ]);
});

test("a negated approval grants, it never asks", () => {
  run([
    [["no need to ask before read-only stuff"], { tool: "place_order", args: { symbol: "IBM", qty: 1 } }, "allow"],
    [["you don't need to check with me for lookups"], { tool: "cancel_order", args: { order_id: "o-1" } }, "allow"],
    // a sentence that also asks keeps asking
    [["no need to ask before reads. Ask me before any refund."], { tool: "create_refund", args: { charge: "ch_1", amount: 500 } }, "require_approval"],
    [["ask me before any refund"], { tool: "create_refund", args: { charge: "ch_1", amount: 500 } }, "require_approval"],
  ]);
});

test("an allowance entry is reported as what it is: an allowance, not unreadable words; the lift is a signal", () => {
  const ledger = [
    { id: "r1", text: "never delete anything under migrations/" },
    { id: "r2", text: "removing files in dist/ is fine" },
  ];
  const res = decide(ledger, { tool: "delete_file", args: { path: "dist/migrations/0007_init.sql" } });
  const own = res.signals.find((s) => s.type === "uncompilable_entry" && s.id === "r2");
  assert.match(own?.detail ?? "", /^an allowance \(removing dist\/\): it lifts another entry's ban/);
  const lifted = res.signals.find((s) => s.type === "entry_lifted" && s.id === "r1");
  assert.match(lifted?.detail ?? "", /^r2 allows it/);
});
