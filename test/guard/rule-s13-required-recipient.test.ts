// Rule fixes of round s13: "Always cc <address> when you email <someone>" is a recipient every
// e-mail must carry (rule-clauses.ts findRequirement, match-clause.ts matchRequire): the person
// written to is a description no address shows, and a call with no e-mail recipients (a chat post)
// has nothing to copy. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);

test("an address after 'always cc/bcc/loop in' is a required recipient, for every recipient", () => {
  const table: [string, string][] = [
    ["Always cc billing-archive@shop.example when you email a supplier.", "billing-archive@shop.example"],
    ["Always bcc crm@agency.example whenever you write to a lead.", "crm@agency.example"],
  ];
  for (const [text, address] of table) {
    const req = compile(text).clauses.find((c) => c.type === "require");
    assert.ok(req && req.type === "require", `${text}: ${JSON.stringify(compile(text).clauses)}`);
    assert.deepEqual(req.tokens, [address], text);
    assert.deepEqual(req.trigger?.groups ?? [], [], `${text}: the person described is no target`);
  }
});

test("an address with no act to hang on is no requirement", () => {
  const c = compile("My assistant is olu@hollowfield.dev.");
  assert.ok(!c.clauses.some((x) => x.type === "require" && x.tokens.includes("olu@hollowfield.dev")), JSON.stringify(c.clauses));
});
