// Rule parts of round s9 (rule-target-parts.ts): a rule sentence is split into what the ban
// protects vs. its lead-in, allowance, reason and noise; only the protected part is required.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const actions = (text: string) => compile(text).clauses.filter((c) => c.type === "action");
const names = (text: string) => actions(text).flatMap((cl) => (cl.type === "action" ? cl.groups.flatMap((g) => g.map((t) => t.names.join("+"))) : []));
const families = (text: string) => actions(text).flatMap((cl) => (cl.type === "action" ? cl.families : []));

test("an allowance before the ban names no target and lends no action", () => {
  const table: [string, RegExp, RegExp, string][] = [
    ["canary rollouts are fine, production rollouts need my sign-off", /prod/, /canary|fine/, "deploy"],
    ["you can comment on tickets but never reassign them", /ticket/, /comment/, "assign"],
    ["archiving channels is ok, but never delete them", /channel/, /archive|ok/, "delete"],
    ["reading the warehouse is fine but never drop schemas", /schema/, /warehouse|fine/, "delete"],
  ];
  for (const [text, keep, gone, fam] of table) {
    const got = names(text);
    assert.ok(got.some((n) => keep.test(n)), `${text}: keeps ${keep} (${got})`);
    assert.ok(!got.some((n) => gone.test(n)), `${text}: allowance dropped (${got})`);
    assert.ok(families(text).some((f) => f === fam || f.startsWith(fam)), `${text}: ${families(text)}`);
  }
});

test("an allowance after the ban is cut off with its verbs", () => {
  const table: [string, RegExp][] = [
    ["never terminate instances, stopping them is ok", /stop/],
    ["don't delete buckets, emptying old prefixes is fine", /write|empty/],
  ];
  for (const [text, notFam] of table) {
    const fams = families(text);
    assert.ok(fams.includes("delete") || fams.includes("terminate"), `${text}: ${fams}`);
    assert.ok(!fams.some((f) => notFam.test(f)), `${text}: the allowed verb is no family (${fams})`);
  }
});

test("a lead-in of several words or a slash list is a product, not a required target", () => {
  const plat = (text: string) => actions(text).flatMap((cl) => (cl.type === "action" ? cl.groups.filter((g) => g.every((t) => t.platform)).map((g) => g.map((t) => t.names.join("+")).join("|")) : []));
  assert.deepEqual(plat("Payroll sheet: don't edit the Bonus column"), ["payroll+sheet"]);
  assert.ok(names("Payroll sheet: don't edit the Bonus column").some((n) => n.includes("bonus")));
  assert.deepEqual(plat("in Coda: never delete the Roadmap table"), ["coda"]);
  // with nothing else named, the programs listed are the target, one of them enough
  const progs = actions("kubectl/helm: never delete anything")[0];
  assert.ok(progs?.type === "action" && progs.groups.length === 1 && progs.groups[0]!.length === 2, JSON.stringify(progs));
  // not a lead-in: a sentence opening with a target and a preposition
  assert.ok(names("anything touching invoices: ask me").some((n) => n.includes("invoice")));
});

test("reasons, descriptions and noise name no target", () => {
  const table: [string, string, RegExp][] = [
    ["the ledger-sync worker is maintained by the payments team - hands off", "ledger+sync", /payment|maintain/],
    ["never unplug the fridge sensor, somebody has to see the alerts", "fridge", /alert|see/],
    ["no orders from Pizza Planet again lol", "pizza", /lol/],
    ["DON'T PURGE the cdn cache", "cdn", /^don$/],
    ["helm rollback is forbidden. full stop.", "helm", /forbid|full/],
    ["never force push to main, our CI depends on history", "main", /history|ci/],
  ];
  for (const [text, keep, gone] of table) {
    const got = names(text);
    assert.ok(got.some((n) => n.includes(keep)), `${text}: keeps ${keep} (${got})`);
    assert.ok(!got.some((n) => gone.test(n)), `${text}: dropped (${got})`);
  }
});

test("slashes between words are alternatives; folders stay paths", () => {
  const groups = (text: string) => actions(text).flatMap((cl) => (cl.type === "action" ? cl.groups.map((g) => g.map((t) => t.literal ?? t.prefix ?? t.names.join("+")).join("|")) : []));
  assert.ok(groups("no DROP / ALTER on the ledger schema").every((g) => g !== "/"), String(groups("no DROP / ALTER on the ledger schema")));
  assert.ok(groups("never rsync/scp the dumps off the box").some((g) => g.includes("rsync|scp")), String(groups("never rsync/scp the dumps off the box")));
  assert.ok(groups("no @everyone / @here pings").some((g) => g === "everyone|here"), String(groups("no @everyone / @here pings")));
  assert.ok(groups("never edit deploy/overlays").some((g) => g === "deploy/overlays"), String(groups("never edit deploy/overlays")));
  assert.ok(groups("never edit terraform/modules").some((g) => g === "terraform/modules"), String(groups("never edit terraform/modules")));
  assert.ok(groups("never destroy stacks with pulumi/cdktf").some((g) => g.includes("pulumi|cdktf")), String(groups("never destroy stacks with pulumi/cdktf")));
});

test("a participle after a determiner describes its noun: not the act, but a name of which one", () => {
  const table: [string, string, RegExp][] = [
    ["never KEYS on the shared cache", "share", /share/],
  ];
  for (const [text, keep, gone] of table) {
    assert.ok(names(text).some((n) => n.includes(keep)), `${text}: ${names(text)}`);
    assert.ok(!families(text).some((f) => gone.test(f)), `${text}: ${families(text)}`);
  }
});

test("a reason after the comma ends a list of forbidden words", () => {
  const kw = compile("never mention the merger, our lawyers get nervous").clauses.find((c) => c.type === "keywords");
  assert.ok(!kw || (kw.type === "keywords" && !kw.words.some((w) => /lawyer|nervous|our/.test(w))), JSON.stringify(kw));
});
