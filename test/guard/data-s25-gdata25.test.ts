// Vocabulary moved from code to rules/guard/*.yaml (gdata25): one list of method / URL / body keys
// (call-keys.yaml), one list of on/off flag values (flag-values.yaml), the route verbs of an
// "only" rule (only-scope.yaml) and a flag's price words (limits.yaml flag_price_words).
import { test } from "node:test";
import assert from "node:assert/strict";
import { flagEnded, flagOff, flagOn, flagUnset } from "../../src/guard/flag-value.ts";
import { isBodyKey, isHttpTool, isMethodKey, isUrlKey } from "../../src/guard/read-call/call-keys.ts";
import { normKey } from "../../src/guard/read-call/call-meaning-rules.ts";
import { rules } from "./support.ts";

test("flag values: on / off / unset / ended, whatever the case", () => {
  const table: [unknown, boolean, boolean, boolean, boolean][] = [
    [true, true, false, false, false], [1, true, false, false, false], ["Yes", true, false, false, false], [" on ", true, false, false, false], ["1", true, false, false, false], ["checked", true, false, false, false],
    [false, false, true, false, false], [0, false, true, false, false], ["OFF", false, true, false, false], ["no", false, true, false, false], ["0", false, true, false, false], ["unchecked", false, true, false, false],
    ["", false, false, true, false], [null, false, false, true, false], ["none", false, false, true, false], ["null", false, false, true, false],
    ["over", false, false, false, true], ["Ended", false, false, false, true], ["approved", false, false, false, false], [2, false, false, false, false], ["x".repeat(40), false, false, false, false],
  ];
  for (const [v, on, off, unset, ended] of table) assert.deepEqual([flagOn(v), flagOff(v), flagUnset(v), flagEnded(v)], [on, off, unset, ended], JSON.stringify(v));
});

test("call keys: one list of method keys; URL, API path and body keys; HTTP tools", () => {
  const k = rules.meaning.callKeys;
  const method: [string, boolean][] = [["method", true], ["methodName", true], ["rpc_method", true], ["operation", true], ["op", true], ["action", true], ["httpMethod", true], ["request-method", true], ["verb", true], ["model", false], ["url", false], ["methods", false]];
  for (const [key, want] of method) assert.equal(isMethodKey(key, k), want, key);
  const url: [string, boolean][] = [["url", true], ["requestUrl", true], ["endpoint", true], ["dockerAPIPath", true], ["resource_path", true], ["path", false], ["body", false]];
  for (const [key, want] of url) assert.equal(isUrlKey(normKey(key), k), want, key);
  const body: [string, boolean][] = [["body", true], ["formData", true], ["json", true], ["payload", true], ["url", false], ["bodies", false]];
  for (const [key, want] of body) assert.equal(isBodyKey(normKey(key), k), want, key);
  const tools: [string[], boolean][] = [[["http", "request"], true], [["fetch", "url"], true], [["curl"], true], [["post", "message"], false], [["create", "invoice"], false]];
  for (const [words, want] of tools) assert.equal(isHttpTool(words, k), want, words.join("_"));
});

test("route verbs and flag price words are data", () => {
  for (const w of ["go", "goes", "happen", "live", "stays", "belong"]) assert.ok(rules.routeVerbs.has(w), w);
  for (const w of ["only", "through", "deploy"]) assert.ok(!rules.routeVerbs.has(w), w);
  for (const w of ["price", "px", "quote"]) assert.ok(rules.products.flagPriceWords.has(w), w);
});
