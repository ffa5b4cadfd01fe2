// Table-driven tests of what a page script does (call-http-meaning.ts scriptRequests, call-form-input.ts
// script acts): requests that write, storage it sets, controls it clicks; and curl's -XPOST spelling.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { scriptRequests } from "../../src/guard/read-call/call-http-meaning.ts";
import { rules } from "./support.ts";

test("script requests: writing methods with their endpoint's words; reads left out", () => {
  const table: [string, { method: string; url: string }[]][] = [
    ["fetch('/api/orders/12/refund', {method: 'POST', body: '{}'})", [{ method: "POST", url: "/api/orders/12/refund" }]],
    ['await fetch(`/v2/items/9`, { credentials: "include", method: "DELETE" })', [{ method: "DELETE", url: "/v2/items/9" }]],
    ["req.open('PATCH', '/profile'); req.send(b)", [{ method: "PATCH", url: "/profile" }]],
    ["axios.put('/settings/mail', {digest: false})", [{ method: "PUT", url: "/settings/mail" }]],
    ["navigator.sendBeacon('/track/event', data)", [{ method: "POST", url: "/track/event" }]],
    ["fetch('/api/orders').then(r => r.json())", []],
    ["fetch('/api/orders', {method: 'GET'})", []],
  ];
  for (const [code, want] of table) assert.deepEqual(scriptRequests(code).map(({ method, url }) => ({ method, url })), want, code);
  assert.ok(scriptRequests("fetch('/api/invoices/7/void', {method: 'POST'})")[0]!.actions.includes("void"));
});

test("page scripts: what they change shows a writing family, what they read does not", () => {
  const table: [string, unknown, string, boolean][] = [
    ["evaluate_script", { function: "() => localStorage.setItem('a', '1')" }, "write", true],
    ["evaluate_script", { function: "() => localStorage.getItem('a')" }, "write", false],
    ["js_exec", { code: "document.cookie = 'x=1'" }, "write", true],
    ["evaluate_script", { function: "async () => (await fetch('/api/x', {method: 'PUT'})).ok" }, "write", true],
    ["evaluate_script", { function: "async () => (await fetch('/api/x')).status" }, "write", false],
    ["evaluate_script", { function: "() => document.title" }, "write", false],
  ];
  for (const [tool, args, family, want] of table) assert.equal(readCall(tool, args, rules).families.has(family), want, `${tool} ${JSON.stringify(args)}`);
});

test("a scripted click addresses the control its selector names", () => {
  const f = readCall("browser_evaluate", { function: "() => document.querySelector('#gift-wrap-yes').click()" }, rules);
  assert.ok(f.addressing.some((a) => a.raw === "#gift-wrap-yes"));
  const r = readCall("browser_evaluate", { function: "() => document.querySelector('#gift-wrap-yes').checked" }, rules);
  assert.ok(!r.addressing.some((a) => a.raw === "#gift-wrap-yes" && a.path.includes("script-selector")));
});

test("curl -XPOST / -XDELETE: the method glued to the flag, the URL the parser gave the flag", () => {
  const table: [string, string, boolean][] = [
    ["curl -s -XPOST https://search:9200/logs-1/_close", "close", true],
    ["curl -XDELETE https://search:9200/logs-1", "delete", true],
    ["curl -XGET https://search:9200/_cat/indices", "delete", false],
  ];
  for (const [command, family, want] of table) assert.equal(readCall("shell", { command }, rules).families.has(family), want, command);
});
