// Table-driven tests of the s15 limit readings (glimit12): the size of one call ("per add call",
// "at once", a comma-separated address list), a reason in closing parentheses, a money part's share
// ("no tips above 15%", limits.yaml share words) and an amount's crypto asset ({amount, assetId}).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { perCall } from "../../src/guard/compile/rule-limit-unit.ts";
import { decide, rules } from "./support.ts";

const list = (n: number, f: (k: number) => unknown) => Array.from({ length: n }, (_, k) => f(k));

test("per-call words: a verb between per and call, at once", () => {
  const table: [string, boolean][] = [
    ["max 500 docs per add call", true],
    ["10 records per update request", true],
    ["more than 10 at once", true],
    ["no more than 20 emails per day", false],
    ["at most 3 deploys per week", false],
  ];
  for (const [text, want] of table) assert.equal(perCall(text, rules, true), want, text);
});

test("a comma- or semicolon-separated address string is counted; free text and one address are not", () => {
  const count = (v: string) => readCall("send_email", { to: v }, rules).numbers.find((n) => n.path.startsWith("args.to ("))?.value;
  const table: [string, number | undefined][] = [
    ["a@x.com,b@x.com,c@y.org", 3],
    ["a@x.com; b@x.com", 2],
    ["Ann <ann@x.com>, Bob <bob@y.org>", 2],
    ["ann@x.com", undefined],
    ["please cc ann@x.com and bob@y.org on this", undefined],
  ];
  for (const [v, want] of table) assert.equal(count(v), want, v);
});

test("the size of one call: lists of the counted unit, under and over the bound", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["max 500 docs per add call", "chroma_add_documents", { collection_name: "kb", documents: list(600, (k) => `c${k}`) }, "deny"],
    ["max 500 docs per add call", "chroma_add_documents", { collection_name: "kb", documents: list(40, (k) => `c${k}`) }, "allow"],
    ["don't delete documents in bulk (more than 10 at once)", "firestore_delete_document", { paths: list(14, (k) => `s/${k}`) }, "deny"],
    ["don't delete documents in bulk (more than 10 at once)", "firestore_delete_document", { paths: ["s/1", "s/2"] }, "allow"],
    ["Max 10 records per update call (rate limits)", "update_records", { baseId: "app1", records: list(12, (k) => ({ id: `rec${k}`, fields: { s: "x" } })) }, "deny"],
    ["Max 10 records per update call (rate limits)", "update_records", { baseId: "app1", records: list(3, (k) => ({ id: `rec${k}`, fields: { s: "x" } })) }, "allow"],
    ["don't email more than 50 recipients in one call", "sendEmail", { from: "a@acme.io", to: list(60, (k) => `u${k}@c.com`).join(",") }, "deny"],
    ["don't email more than 50 recipients in one call", "sendEmail", { from: "a@acme.io", to: list(5, (k) => `u${k}@c.com`).join(",") }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool}`);
});

test("a money part's share: the part the rule names over the call's other money", () => {
  const table: [string, Record<string, unknown>, string][] = [
    ["tip 15% max", { subtotal: 40, tip: 12 }, "deny"],
    ["tip 15% max", { subtotal: 40, tip: 5 }, "allow"],
    ["tip 15% max", { subtotal: 40, tip_percent: 20 }, "deny"],
    ["tip 15% max", { subtotal: 40, tip_percent: 12 }, "allow"],
    ["no tips above 15%", { order_value: 18400, tip: 4000 }, "deny"],
    ["no tips above 15%", { order_value: 18400, tip: 1500 }, "allow"],
    // another money part than the one named: not it
    ["no tips above 15%", { subtotal: 40, tip: 2, delivery_fee: 9 }, "allow"],
  ];
  for (const [text, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool: "place_order", args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});

test("an amount's crypto asset is its unit; another asset is not bounded", () => {
  const r = [{ id: "r1", text: "Max 0.05 ETH per transfer." }];
  const table: [Record<string, unknown>, string][] = [
    [{ amount: "0.2", assetId: "eth", destination: "0xabc" }, "deny"],
    [{ amount: "0.01", assetId: "eth", destination: "0xabc" }, "allow"],
    [{ amount: "0.2", assetId: "usdc", destination: "0xabc" }, "allow"],
  ];
  for (const [args, want] of table) assert.equal(decide(r, { tool: "transfer", args }).decision, want, JSON.stringify(args));
  // a currency beside Square-style cents stays cents ({amount_money: {amount: 3000, currency: USD}} = $30)
  const c = [{ id: "r1", text: "Cap refunds at $50." }];
  assert.equal(decide(c, { tool: "make_api_request", args: { service: "refunds", method: "refund_payment", request: { payment_id: "pmt_1", amount_money: { amount: 3000, currency: "USD" } } } }).decision, "allow");
});

test("row caps: Cypher MATCH … RETURN reads rows, a comparison sign before the bound, result-size keys of a read", () => {
  const rowsOf = (q: string) => readCall("read_neo4j_cypher", { query: q }, rules).numbers.find((n) => n.key === "limit")?.value;
  assert.equal(rowsOf("MATCH (c:Customer) RETURN c"), Number.POSITIVE_INFINITY);
  assert.equal(rowsOf("MATCH (p:Product) RETURN p.sku LIMIT 5000"), 5000);
  assert.equal(rowsOf("MATCH (p:Product) RETURN count(p)"), undefined);
  assert.equal(rowsOf("MATCH (o:Order {status:'test'}) DETACH DELETE o"), undefined);
  const q = [{ id: "r1", text: "read queries need a LIMIT (<= 1000)" }];
  const table: [string, string][] = [
    ["MATCH (c:Customer) RETURN c", "deny"],
    ["MATCH (p:Product) RETURN p.sku LIMIT 5000", "deny"],
    ["MATCH (p:Product) RETURN p.sku LIMIT 100", "allow"],
  ];
  for (const [query, want] of table) assert.equal(decide(q, { tool: "read_neo4j_cypher", args: { query } }).decision, want, query);
  const f = [{ id: "r1", text: "please cap finds at 100 docs" }];
  assert.equal(decide(f, { tool: "find", args: { database: "crm", collection: "contacts", limit: 500 } }).decision, "deny");
  assert.equal(decide(f, { tool: "find", args: { database: "crm", collection: "contacts", limit: 50 } }).decision, "allow");
  // a write's size key is no result size
  const w = [{ id: "r1", text: "keep searches to 50 results at most" }];
  assert.equal(decide(w, { tool: "search_issues", args: { jql: "project = OPS", maxResults: 200 } }).decision, "deny");
  assert.equal(decide(w, { tool: "search_issues", args: { jql: "project = OPS", maxResults: 20 } }).decision, "allow");
});

test("bounds by sign, a curl JSON body's amounts, cents platforms by host, rupees", () => {
  const sign = [{ id: "r1", text: "Skyvern tasks: max_steps ≤ 15" }];
  assert.equal(decide(sign, { tool: "skyvern_run_task", args: { prompt: "p", url: "https://x.io", max_steps: 40 } }).decision, "deny");
  assert.equal(decide(sign, { tool: "skyvern_run_task", args: { prompt: "p", url: "https://x.io", max_steps: 10 } }).decision, "allow");
  const body = (cmd: string) => readCall("Bash", { command: cmd }, rules).numbers.filter((n) => n.path.includes(" body.")).map((n) => `${n.key}=${n.value}`);
  assert.deepEqual(body(`curl -X POST https://api.x.io/v1/orders -d '{"orders": [{"quantity": 40, "price": "189.5"}]}'`), ["quantity=40", "price=189.5"]);
  // a form body (-d 'quantity=40') sends the same field a JSON body does: its amount is read too (s16 ghttp13)
  assert.deepEqual(body(`curl -X POST https://api.x.io/v1/orders -d 'quantity=40'`), ["quantity=40"]);
  const table: [string, string, string][] = [
    ["Paddle credits above $100 need approval from finance", `curl -X POST https://api.paddle.com/adjustments -d '{"action": "credit", "items": [{"amount": "15000"}]}'`, "require_approval"],
    ["Paddle credits above $100 need approval from finance", `curl -X POST https://api.paddle.com/adjustments -d '{"action": "credit", "items": [{"amount": "5000"}]}'`, "allow"],
    ["refunds over ₹10,000 - check with me", `curl -u k:s -X POST https://api.razorpay.com/v1/payments/pay_1/refund -d '{"amount": 1500000}'`, "require_approval"],
    ["refunds over ₹10,000 - check with me", `curl -u k:s -X POST https://api.razorpay.com/v1/payments/pay_1/refund -d '{"amount": 500000}'`, "allow"],
    // the host names no cents platform: the amount is in units
    ["Payouts above $300 need my approval", `curl -X POST https://api.example-payouts.io/v1/payouts -d '{"amount": 950}'`, "require_approval"],
    ["Payouts above $300 need my approval", `curl -X POST https://api.example-payouts.io/v1/payouts -d '{"amount": 120}'`, "allow"],
  ];
  for (const [text, command, want] of table) assert.equal(decide([{ id: "r1", text }], { tool: "Bash", args: { command } }).decision, want, `${text} ~ ${command}`);
});
