// Rule compile fixes of round s6: a one-word product label ("Render: …") scopes the rule.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const groups = (text: string) =>
  compile(text).clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.map((g) => g.map((t) => (t.platform ? "P:" : "") + t.names.join("+"))) : []));

test("a product label before a colon becomes a product group beside the rule's own target", () => {
  const table: [string, string[][]][] = [
    ["render: don't suspend services in the prod environment", [["P:render"], ["prod"]]],
    ["Mailgun: never remove domains in the production account", [["P:mailgun"], ["domain"], ["prod"]]],
  ];
  for (const [text, want] of table) {
    const got = groups(text);
    assert.deepEqual(got[0], want[0], text);
    assert.ok(got.length >= 2, `${text}: the rule keeps a target of its own`);
  }
});

test("no product group when the rest names no target, or the label is not one word", () => {
  const table: string[] = [
    "vercel: nothing that deploys", // the label is all there is: it stays the target
    "IMPORTANT: never delete the uploads bucket", // a label word, not a product
    "release day rule: never delete the uploads bucket", // several words: a heading
  ];
  for (const text of table) assert.ok(!groups(text).flat().some((t) => t.startsWith("P:")), text);
});

test("a label does not hide the family a limit needs ('Payouts: up to $300 …')", () => {
  const c = compile("Payouts: up to $300 each on your own, more needs me");
  assert.ok(c.clauses.some((cl) => cl.type === "limit"), JSON.stringify(c.clauses.map((cl) => cl.type)));
});

const targetRaw = (text: string) => compile(text).clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.map((g) => g.map((t) => t.names.join("+"))) : []));

test("a reason after the comma with its own subject names no target", () => {
  const table: [string, string[][]][] = [
    ["don't archive the onboarding board, we still track hires there", [["onboarding"]]],
    ["never cancel orders for Globex, their account manager handles them", [["order"], ["globex"]]],
  ];
  for (const [text, want] of table) {
    const got = targetRaw(text).flat();
    for (const w of want.flat()) assert.ok(got.some((g) => g.includes(w)), `${text}: keeps ${w} (${got})`);
    assert.ok(!got.some((g) => /hire|manager|track|handle/.test(g)), `${text}: no reason words (${got})`);
  }
});

test("a leading condition that holds the ban, or an emphasis opener, leaves the target intact", () => {
  const table: [string, string][] = [
    ["During the freeze do not restart the gateway, we are testing", "gateway"],
    ["no matter what, leave the ledger database alone", "ledger"],
    ["whatever happens don't rotate the signing key", "sign"],
  ];
  for (const [text, want] of table) {
    const got = targetRaw(text).flat();
    assert.ok(got.some((g) => g.includes(want)), `${text}: ${got}`);
    assert.ok(!got.some((g) => /freeze|happen|matter/.test(g)), `${text}: ${got}`);
  }
});

test("flags named in separate segments form one group of alternatives", () => {
  const table: [string, string[]][] = [
    ["don't rewrite commits: no commit --amend, no rebase -i", ["--amend", "-i"]],
    ["never pass --force or --no-verify to git", ["--force", "--no-verify"]],
  ];
  for (const [text, flags] of table) {
    const groups = compile(text).clauses.flatMap((cl) => (cl.type === "action" ? cl.groups : []));
    const holding = groups.filter((g) => g.some((t) => t.literal && flags.includes(t.literal)));
    assert.equal(holding.length, 1, `${text}: one group holds the flags`);
    for (const f of flags) assert.ok(holding[0]!.some((t) => t.literal === f), `${text}: ${f}`);
  }
});
