// Rule fixes of round s8: a site allow-list whose "elsewhere" is negated ("stick to X, don't visit
// other sites") names the only hosts allowed. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { findSiteAllowList } from "../../src/guard/compile/rule-allow-sites.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const allowed = (text: string) => compile(text).clauses.flatMap((c) => (c.type === "action" ? c.outsideDomains : []));

test("the hosts after an allow cue are the only ones allowed, whatever negates 'elsewhere'", () => {
  const table: [string, string[]][] = [
    ["keep to learn.microsoft.com, don't go anywhere else", ["learn.microsoft.com"]],
    ["stay on tailwindcss.com and www.radix-ui.com, no other sites", ["tailwindcss.com", "radix-ui.com"]],
    ["research: only pkg.go.dev, no random blogs", ["pkg.go.dev"]],
  ];
  for (const [text, want] of table) assert.deepEqual(allowed(text), want, text);
});

test("a banned host, a file name or an e-mail rule is no site allow-list", () => {
  const table = [
    "only use the intranet, never open pastebin.com", // the host is banned
    "only edit package.json, don't touch yarn.lock", // files, not hosts
    "only send mail to people at initech.io", // recipients
  ];
  for (const text of table) assert.equal(findSiteAllowList(readRuleText(text)[0]!, rules), undefined, text);
});

test("a page on another host breaks it; the named hosts, their subdomains and host-less calls do not", () => {
  const rule = [{ id: "r1", text: "stick to kubernetes.io for docs, don't open other sites" }];
  const table: [string, Record<string, unknown>, string][] = [
    ["browser_navigate", { url: "https://www.digitalocean.com/community/tutorials/k8s" }, "deny"],
    ["browser_navigate", { url: "https://kubernetes.io.docs-mirror.net/concepts" }, "deny"],
    ["browser_navigate", { url: "https://kubernetes.io/docs/concepts/workloads/pods/" }, "allow"],
    ["browser_navigate", { url: "https://blog.kubernetes.io/2026/11/release" }, "allow"],
    ["browser_snapshot", {}, "allow"],
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, `${tool} ${JSON.stringify(args)}`);
});
