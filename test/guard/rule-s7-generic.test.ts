// Rule compile fixes of round s7: the agent's own machine is no target; in "use X not Y",
// "no X, no Y" and "use X — don't Y" only the banned things are targets, each on its own.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const actions = (text: string) => compile(text).clauses.flatMap((cl) => (cl.type === "action" ? [{ families: cl.families, groups: cl.groups.map((g) => g.map((t) => t.names.join("+"))) }] : []));

test("the machine the agent works on names no target", () => {
  for (const text of ["never sudo anything on this box", "no sudo on my machine", "don't run sudo on the workstation"]) {
    const a = actions(text);
    assert.equal(a.length, 1, text);
    assert.deepEqual(a[0]!.groups, [], `${text}: ${JSON.stringify(a)}`);
  }
});

test("'use X not Y' bans only Y", () => {
  const table: [string, string][] = [
    ["use deno not node", "node"],
    ["prefer podman not docker", "docker"],
  ];
  for (const [text, banned] of table) {
    const all = actions(text).flatMap((a) => a.groups.flat());
    assert.deepEqual(all, [banned], `${text}: ${JSON.stringify(actions(text))}`);
  }
});

test("'no X, no Y' is one ban per item, not all of them at once", () => {
  const table: [string, string[]][] = [
    ["no yarn, no bun", ["yarn", "bun"]],
    ["never pip install, never conda", ["pip", "conda"]],
  ];
  for (const [text, items] of table) {
    const a = actions(text);
    assert.equal(a.length, items.length, `${text}: ${JSON.stringify(a)}`);
    for (const [k, item] of items.entries()) assert.ok(a[k]!.groups.flat().includes(item), `${text}: ${JSON.stringify(a)}`);
  }
});

test("after 'use X —' the ban is the part after the dash, and calling a program runs it", () => {
  const table: [string, string][] = [
    // (psql is read by its canonical name)
    ["use the db scripts — never call psql directly", "postgres"],
    ["go through the deploy script - don't run helm by hand", "helm"],
  ];
  for (const [text, banned] of table) {
    const a = actions(text);
    assert.equal(a.length, 1, `${text}: ${JSON.stringify(a)}`);
    assert.deepEqual(a[0]!.groups, [[banned]], `${text}: ${JSON.stringify(a)}`);
    assert.ok(!a[0]!.families.some((f) => f === "phone" || f.startsWith("word:")), `${text}: ${a[0]!.families}`);
  }
});

test("a dash after a statement is not a new segment ('X are legal docs - do not edit them')", () => {
  const a = actions("CHANGELOG files are release docs - do not edit them");
  assert.ok(a.some((x) => x.groups.flat().some((n) => n.includes("changelog"))), JSON.stringify(a));
});

test("'form' is a container noun: the act alone, or the words around it, name the target", () => {
  const table: [string, string[][]][] = [
    ["never submit any forms", []],
    ["don't submit the feedback form", [["feedback"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(actions(text)[0]?.groups, want, `${text}: ${JSON.stringify(actions(text))}`);
});
