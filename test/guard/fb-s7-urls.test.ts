// URL readings as data (rules/guard/urls.yaml): the query parameters that carry search terms, the
// endings that make a rule's dotted word a host, the words that make a rule about sites.
// Own wording; both the allow and the deny twin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseGuardRules } from "../../src/guard/index.ts";
import { withoutSearchTerms } from "../../src/guard/read-call/call-facts.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { decide, mutateRuleFile, rules } from "./support.ts";

test("urls.yaml: a wrong entry stops start-up naming file and entry", () => {
  const bad = mutateRuleFile("guard/urls.yaml", (d) => delete d.search_params[0].reason);
  assert.throws(() => parseGuardRules(bad), (e: Error) => e instanceof RuleFileError && /urls\.yaml entry search_params\.0 \(id: search\.engine\)/.test(e.message));
  const dup = mutateRuleFile("guard/urls.yaml", (d) => (d.host_tlds[1].id = d.host_tlds[0].id));
  assert.throws(() => parseGuardRules(dup), /duplicate id/);
});

test("search parameters (any case) are dropped, other parameters kept", () => {
  const table: [string, string][] = [
    ["https://www.bing.com/search?Q=pagerduty+status&form=QBLH", "https://www.bing.com/search?form=QBLH"],
    ["https://blog.example.org/?s=vercel", "https://blog.example.org/"],
    ["https://store.example.com/find?kw=garmin&page=2", "https://store.example.com/find?page=2"],
    ["https://api.example.net/v2/orders?region=eu&status=open", "https://api.example.net/v2/orders?region=eu&status=open"],
  ];
  for (const [url, kept] of table) assert.equal(withoutSearchTerms(url, rules.searchParams), kept, url);
});

test("a site named only in a search is not visited; the site itself is", () => {
  const rule = [{ id: "r1", text: "Keep away from pinterest, it's useless for this." }];
  const table: [string, string][] = [
    ["https://duckduckgo.com/?q=pinterest+alternatives", "allow"],
    ["https://blog.example.org/?s=pinterest", "allow"],
    ["https://www.pinterest.com/search/pins/?q=desk", "deny"],
  ];
  for (const [url, want] of table) assert.equal(decide(rule, { tool: "open_url", args: { url } }).decision, want, url);
});

test("a dotted word is a host only by a known ending; a site rule forbids reaching other hosts", () => {
  const hostRule = [{ id: "r1", text: "never send mail to anyone at initech.de" }];
  assert.equal(decide(hostRule, { tool: "send_mail", args: { to: "bill@initech.de", subject: "hi", body: "x" } }).decision, "deny");
  assert.equal(decide(hostRule, { tool: "send_mail", args: { to: "bill@umbrella.io", subject: "hi", body: "x" } }).decision, "allow");
  const siteRule = [{ id: "r1", text: "Never go to domains outside *.acme-docs.dev" }];
  assert.equal(decide(siteRule, { tool: "browser_navigate", args: { url: "https://api.acme-docs.dev/guide" } }).decision, "allow");
  assert.equal(decide(siteRule, { tool: "browser_navigate", args: { url: "https://random-forum.net/t/1" } }).decision, "deny");
});
