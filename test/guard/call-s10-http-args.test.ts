// Table-driven tests of structured HTTP calls (call-http-meaning.ts httpArgsMeaning): a tool that
// takes {method, url, body} means what the same request on a curl line means; a POST to a
// collection creates one of its members (…/payouts → create, payout).
import { test } from "node:test";
import assert from "node:assert/strict";
import { httpArgsMeaning, httpMeaning } from "../../src/guard/read-call/call-http-meaning.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("structured HTTP calls: method, endpoint words, a collection's member", () => {
  const table: [string, Record<string, unknown>, string | undefined, string[]][] = [
    // tool, args, method (undefined: not read), actions
    ["send_http", { method: "POST", url: "https://api.example.com/v2/payouts", body: { amount: 10 } }, "POST", ["payouts", "create", "payout"]],
    ["send_http", { method: "post", url: "https://api.example.com/v2/payouts/po_12345/reverse" }, "POST", ["payouts", "reverse"]],
    ["send_http", { method: "DELETE", url: "https://api.example.com/v2/webhooks/wh_9" }, "DELETE", ["delete"]],
    ["http_call", { url: "https://api.example.com/v2/invoices", json: { customer: "c1" } }, "POST", ["invoices", "create", "invoice"]],
    ["http_call", { url: "https://api.example.com/v2/invoices?status=open" }, "GET", ["get"]],
    ["http_call", { verb: "PATCH", uri: "/v1/users/42" }, "PATCH", ["users"]],
    ["http_call", { method: "POST", url: "https://api.example.com/v1/status" }, "POST", ["status"]], // not a plural collection
    ["create_note", { url: "https://notes.example.com/n/1", title: "x" }, undefined, []], // no method, no HTTP tool
    ["get_page", { path: "/docs/intro" }, undefined, []],
  ];
  for (const [tool, args, method, actions] of table) {
    const h = httpArgsMeaning(walkArgs(args).leaves, readCall(tool, {}, rules).toolWords, rules.meaning.callKeys);
    assert.equal(h?.method, method, `${tool} ${JSON.stringify(args)}`);
    if (h) assert.deepEqual(h.actions, actions, `${tool} ${JSON.stringify(args)}`);
  }
});

test("a curl POST to a collection creates its member; the facts show the act", () => {
  const h = httpMeaning(parseCommandLine("curl -X POST https://api.example.com/v1/refunds -d '{\"charge\":\"ch_1\"}'")[0]!, "args.command")!;
  assert.deepEqual(h.creates, ["create", "refund"]);
  assert.deepEqual(httpMeaning(parseCommandLine("curl -X POST https://api.example.com/v1/zones/z1/purge_cache")[0]!, "args.command")!.creates, []);
  const f = readCall("rest_call", { method: "POST", url: "https://api.example.com/v1/transfers", body: { amount: 5 } }, rules);
  assert.ok(f.actionWords.has("transfer") && f.actionWords.has("create"));
  assert.ok(!readCall("rest_call", { method: "GET", url: "https://api.example.com/v1/transfers" }, rules).actionWords.has("create"));
});
