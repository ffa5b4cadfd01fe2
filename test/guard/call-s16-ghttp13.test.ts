// Table-driven tests of the s16 HTTP request reader (call-http-args.ts, call-http-meaning.ts): an
// HTTP tool's body sent as text (JSON or a form) and its URL query are read as fields, as a curl
// line's are; a POST to a collection named for an act does the act; a message collection sends;
// a status of inactive / suspended and a destroy list say what the request does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decodeBody, formFields, openHttpArgs } from "../../src/guard/read-call/call-http-args.ts";
import { rules } from "./support.ts";

test("form and JSON bodies decode into fields; free text does not", () => {
  const table: [string, unknown][] = [
    ["a=1&b=two+words&c=%24x&f=TRUE", { a: "1", b: "two words", c: "$x", f: true }],
    ["side[0]=buy&side[1]=sell&qty=2", { side: ["buy", "sell"], qty: "2" }],
    ['{"status":"lost"}', { status: "lost" }],
    ['[{"op":"remove"}]', [{ op: "remove" }]],
    ["We are investigating = not fixed", undefined],
    ["hello world", undefined],
    ["{not json", undefined],
  ];
  for (const [s, want] of table) assert.deepEqual(decodeBody(s), want, s);
  assert.equal(formFields("x".repeat(10) + "&".repeat(200)), undefined);
});

test("only an HTTP request is opened: a URL and a method or an HTTP tool name", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["http_request", { method: "PUT", url: "https://x.io/v1/deals/1", body: '{"status":"lost"}' }, true],
    ["send", { method: "POST", url: "https://x.io/v1/a", body: "a=1&b=2" }, true],
    ["fetch", { url: "https://x.io/v1/a?force=true" }, true],
    ["api_request", { url: "https://x.io/v1/a", data: { a: 1 } }, true],
    ["send_message", { channel: "ops", body: "a=1&b=2" }, false],
    ["create_note", { url: "https://x.io/a", body: "status=done" }, false],
    ["http_request", { method: "GET", url: "https://x.io/v1/a" }, false],
  ];
  for (const [tool, args, want] of table) assert.equal(!!openHttpArgs(args, tool.split("_"), rules.meaning.callKeys), want, `${tool} ${JSON.stringify(args)}`);
});

test("body and query fields are the call's values: key=value, numbers, switches", () => {
  const put = readCall("http_request", { method: "PUT", url: "https://acme.pipedrive.com/api/v1/deals/8812?api_token=$T", body: '{"status":"lost","value":72000}' }, rules);
  assert.deepEqual(put.keyValues.get("status"), ["lost"]);
  assert.ok(put.numbers.some((n) => n.key === "value" && n.value === 72000));
  assert.ok(!put.content.some((c) => c.raw === "lost"), "a body field is a value, not message text");
  const form = readCall("http_request", { method: "POST", url: "https://api.tradier.com/v1/accounts/6YA/orders", body: "class=option&quantity=3&type=limit" }, rules);
  assert.deepEqual(form.keyValues.get("class"), ["option"]);
  assert.ok(form.numbers.some((n) => n.key === "quantity" && n.value === 3));
  const curl = readCall("Bash", { command: "curl -X POST https://api.textmagic.com/api/v2/messages -d 'text=Sale&recipients=1200'" }, rules);
  assert.ok(curl.numbers.some((n) => n.key === "recipients" && n.value === 1200));
  const q = readCall("http_request", { method: "GET", url: "https://app.scrapingbee.com/api/v1/?api_key=$K&render_js=true&stealth_proxy=true" }, rules);
  assert.ok(q.actionWords.has("stealthproxy=true"));
  // a message field stays message text
  const msg = readCall("http_request", { method: "POST", url: "https://discord.com/api/v10/channels/1/messages", body: '{"content":"@everyone hi"}' }, rules);
  assert.ok(msg.content.some((c) => c.raw === "@everyone hi"));
});

test("what the request does: act-noun collections, message collections, states, destroy lists", () => {
  const table: [string, Record<string, unknown>, string, boolean][] = [
    ["http_request", { method: "POST", url: "https://api.sendcloud.sc/v3/shipments/sh_1/cancellations", body: "{}" }, "cancel", true],
    ["http_request", { method: "GET", url: "https://api.sendcloud.sc/v3/shipments/sh_1/cancellations" }, "cancel", false],
    ["http_request", { method: "POST", url: "https://discord.com/api/v10/channels/1/messages", body: '{"content":"hi"}' }, "send", true],
    ["http_request", { method: "GET", url: "https://discord.com/api/v10/channels/1/messages?limit=5" }, "send", false],
    ["http_request", { method: "PATCH", url: "https://api.sumup.com/v0.1/me/products/p-1", body: '{"state":"inactive"}' }, "disable", true],
    ["http_request", { method: "PATCH", url: "https://api.sumup.com/v0.1/me/products/p-1", body: '{"state":"active"}' }, "disable", false],
    ["http_request", { method: "POST", url: "https://api.fastmail.com/jmap/api/", body: '{"methodCalls":[["Email/set",{"destroy":["M1"]},"0"]]}' }, "delete", true],
    ["http_request", { method: "POST", url: "https://api.fastmail.com/jmap/api/", body: '{"methodCalls":[["Email/set",{"update":{"M1":{"keywords/$seen":true}}},"0"]]}' }, "delete", false],
    ["Bash", { command: "curl -s -X PUT https://api.brevo.com/v3/emailCampaigns/214/status -d '{\"status\":\"suspended\"}'" }, "suspend", true],
  ];
  for (const [tool, args, word, want] of table) {
    const f = readCall(tool, args, rules);
    assert.equal(f.families.has(word) || f.actionWords.has(word), want, `${word} ← ${JSON.stringify(args)}`);
  }
});
