// Table-driven tests of the s18 endpoint-act readers (call-http-meaning.ts): a writing request's
// path names its act anywhere in it, not only in its last two words (POST …/user/purchase/quests/7
// buys, POST …/orders/cancel/ord_1/confirm cancels), kept only when an action family that changes
// something calls the word its own; and an HTTP tool whose name carries the method
// (post_request, put_request, delete_request) sends that method when no method argument is given.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

const fams = (tool: string, args: unknown) => [...readCall(tool, args, rules).families.keys()];

test("an act word earlier in a writing request's path is read", () => {
  const table: [string, unknown, string, boolean][] = [
    ["make_request", { endpoint: "/api/v3/user/purchase/bundles/starter", method: "POST" }, "pay", true],
    ["http_request", { method: "POST", url: "https://api.shop.example/v1/cancel/orders/88123/confirm" }, "cancel", true],
    ["api_call", { method: "PUT", path_url: "x", url: "https://api.example.org/v2/disable/webhooks/17/now" }, "disable", true],
    ["execute_command", { command: "curl -X POST https://api.game.example/api/v1/purchase/gems/pack-3/checkout" }, "pay", true],
    // a read of the same path does nothing
    ["make_request", { endpoint: "/api/v3/user/purchase/bundles/starter", method: "GET" }, "pay", false],
    ["execute_command", { command: "curl https://api.game.example/api/v1/purchase/gems/pack-3/checkout" }, "pay", false],
    // words that are no act (ids, versions, plain nouns) add no family
    ["make_request", { endpoint: "/api/v3/user/profile/avatar/settings", method: "POST" }, "pay", false],
    ["make_request", { endpoint: "/api/v3/user/profile/avatar/settings", method: "POST" }, "cancel", false],
  ];
  for (const [tool, args, fam, want] of table) assert.equal(fams(tool, args).includes(fam), want, `${tool} ${JSON.stringify(args)} ${fam}`);
});

test("an HTTP tool's name carries the method", () => {
  const table: [string, unknown, string, boolean][] = [
    ["post_request", { url: "https://www.tickets.example/v1/bookings/5512/cancel/" }, "cancel", true],
    ["put_request", { url: "https://api.example.net/v1/flags/checkout/disable" }, "disable", true],
    ["delete_request", { url: "https://api.example.net/v1/notes/42" }, "delete", true],
    // a GET tool reads; a message tool named post_ is no HTTP call
    ["get_request", { url: "https://www.tickets.example/v1/bookings/5512/cancel/" }, "cancel", false],
    ["post_message", { url: "https://www.tickets.example/v1/bookings/5512/cancel/", text: "hi" }, "cancel", false],
  ];
  for (const [tool, args, fam, want] of table) assert.equal(fams(tool, args).includes(fam), want, `${tool} ${JSON.stringify(args)} ${fam}`);
});
