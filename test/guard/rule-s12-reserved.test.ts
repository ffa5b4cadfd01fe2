// Rule fixes of round s12: rules that reserve an act for the user or another party are a ban of
// that act for the agent (rule-reserved-act.ts); the verb before an action noun is no target.
// Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rewrite } from "../../src/guard/compile/rule-reserved-act.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const actions = (text: string) => compile(text).clauses.flatMap((c) => (c.type === "action" ? [c] : []));
const names = (text: string) => actions(text).flatMap((c) => c.groups.flat().flatMap((t) => t.names));

test("a reserved act is rewritten as the ban it means", () => {
  const table: [string, string | undefined][] = [
    ["Approving expense reports is mine.", "never approve expense reports"],
    ["Tagging releases is a human job", "never tag releases"],
    ["The nightly-export job only gets kicked off by me", "never kick off The nightly-export job"],
    ["Invoices aren't voided by the bot.", "never void Invoices"],
    ["only the DBA team runs migrations", "never run migrations"],
    ["leave publishing to me", "never publish"],
    ["Helm releases are owned by the SRE team", undefined],
    ["I need the report by Monday", undefined],
    ["we deploy on Tuesdays", undefined],
  ];
  for (const [text, want] of table) {
    const s = readRuleText(text)[0]!;
    assert.equal(rewrite(s, rules, false), want, text);
  }
});

test("reserved acts compile to a ban of the act, with the thing it is done to", () => {
  const table: [string, string, string][] = [
    ["Archiving projects in Basecamp is my call.", "archive", "basecamp"],
    ["Payroll runs are triggered by finance, not by bots.", "*mutating", "payroll"],
    ["only I merge pull requests into release branches", "merge", "request"],
    ["Purging the CDN cache: humans only.", "delete", "cdn"],
    ["Production deploys only via CI. Local previews are fine.", "deploy", "prod"],
    ["Vendor contracts — I sign those myself. Drafting is fine.", "approve", "contract"],
  ];
  for (const [text, family, name] of table) {
    const a = actions(text);
    assert.ok(a.some((c) => c.families.includes(family)), `${text}: ${JSON.stringify(a.map((c) => c.families))}`);
    assert.ok(names(text).includes(name), `${text}: ${JSON.stringify(names(text))}`);
  }
});

test("the verb carrying an action noun is no target", () => {
  for (const text of ["never issue refunds", "don't process refunds", "never issue a refund"]) {
    assert.deepEqual(names(text), [], text);
  }
  assert.ok(names("don't close issues").length > 0, "an object noun stays a target");
});

test("under a heading, a plain kind as the verb's object is the target; the heading only says where", () => {
  const table: [string, string[]][] = [
    ["Baserow finance DB: never delete rows", ["row"]],
    ["Coda docs: don't delete pages", ["page"]],
    ["D1 databases: don't delete any", ["d1"]],
  ];
  for (const [text, want] of table) {
    const a = actions(text)[0]!;
    const required = a.groups.filter((_, i) => !a.support?.[i]).flatMap((g) => g.flatMap((t) => t.names));
    assert.deepEqual(required, want, `${text}: ${JSON.stringify(a.groups)} ${JSON.stringify(a.support)}`);
  }
});

test("a heading that names the rule set itself names no target", () => {
  assert.deepEqual(names("house rules for the bot: never delete threads"), ["thread"]);
  assert.deepEqual(names("team guidelines: never delete channels"), ["channel"]);
});
