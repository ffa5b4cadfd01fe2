// Count limits over a period or the session are totals over history (rule-sequence-total.ts,
// match-history-total.ts). Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { totalPeriod } from "../../src/guard/compile/rule-sequence-total.ts";
import { decide, rules } from "./support.ts";

const limitOf = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules).clauses.find((c) => c.type === "limit");

test("a period or the session makes a count a total; a per-object bound does not", () => {
  const table: [string, string | undefined][] = [
    ["no more than 4 cover letters per day", "day"],
    ["max 2 VM resizes in this session", "session"],
    ["at most 10 tickets daily", "daily"],
    ["max 5 files per commit", undefined],
    ["batch inserts: 500 rows per statement max", undefined],
  ];
  for (const [text, want] of table) assert.equal(totalPeriod(text), want, text);
  const l = limitOf("max 2 image builds per session");
  assert.ok(l && l.type === "limit" && l.period === "session" && l.unitPhrase?.includes("image"), "unit and period on the clause");
  assert.ok(l && l.type === "limit" && !(l.groups ?? []).some((g) => g.some((t) => t.names.includes("session"))), "the period names no target");
});

test("the total counts earlier calls of the same tool and the call", () => {
  const ledger = [{ id: "q", text: "max 2 quote requests per day" }];
  const q = (to: string) => ({ tool: "create_quote_request", args: { vendor: to, items: ["desk"] } });
  const table: [string, unknown[], boolean][] = [
    ["first", [], false],
    ["second", [q("acme")], false],
    ["third", [q("acme"), q("globex")], true],
    ["other tools do not count", [q("acme"), { tool: "list_quote_requests", args: {} }, { tool: "get_vendor", args: { id: "v1" } }], false],
  ];
  for (const [name, history, blocked] of table) assert.equal(decide(ledger, q("initech"), { history }).decision !== "allow", blocked, name);
});

test("a currency unit sums the amounts moved", () => {
  const ledger = [{ id: "e", text: "wallet: max 0.2 ETH out per day" }];
  const send = (value: string) => ({ tool: "send_eth", args: { to: "0xabc0000000000000000000000000000000000001", value } });
  assert.equal(decide(ledger, send("0.15")).decision, "allow");
  assert.equal(decide(ledger, send("0.15"), { history: [send("0.04")] }).decision, "allow");
  assert.notEqual(decide(ledger, send("0.15"), { history: [send("0.1")] }).decision, "allow");
});
