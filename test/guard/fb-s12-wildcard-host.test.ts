// A site allow-list may name a host as "*.example.org" (rule-allow-sites.ts): the tokenizer gives
// "*" and ".example.org", which are read together as the host and its subdomains. Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

test("a wildcard host joins the allow-list", () => {
  const table: [string, string[]][] = [
    ["stay on *.tidewater.org and docs.python.org", ["tidewater.org", "docs.python.org"]],
    ["only browse our shops (*.kelp-market.co.uk), nowhere else", ["kelp-market.co.uk"]],
    ["stick to docs.rs and *.crates.io", ["docs.rs", "crates.io"]],
  ];
  for (const [text, want] of table) {
    const c = compileEntry({ id: "r1", text }, rules).clauses.find((x) => x.type === "action" && x.outsideDomains.length);
    assert.deepEqual(c && c.type === "action" ? [...c.outsideDomains].sort() : [], [...want].sort(), text);
  }
});
