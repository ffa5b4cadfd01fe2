// Rule compile fixes of round s7: after the ban, a comma opens an aside (a reason with its own
// subject and verb, or the allowed alternative in the imperative) that names no target.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const names = (text: string) => compile(text).clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.flatMap((g) => g.map((t) => t.names.join("+"))) : []));

test("a reason or an alternative after the comma names no target; the ban keeps its own", () => {
  const table: [string, string, RegExp][] = [
    ["don't pause the ingest pipeline, the dashboards go stale within minutes", "ingest", /dashboard|stale|minute/],
    ["never reboot the vpn gateway, remote staff lose access", "vpn", /staff|access|remote/],
    ["don't prune docker volumes on build-02, my cache got wiped last time", "build", /cache|wipe/],
    ["do not archive the Legal channel, auditors are reading it", "legal", /auditor|read/],
    ["never drop temp tables, rename them with a date suffix", "temp", /rename|date|suffix/],
    ["don't delete old invoices, mark them void", "invoice", /mark|void/],
  ];
  for (const [text, keep, gone] of table) {
    const got = names(text);
    assert.ok(got.some((n) => n.includes(keep)), `${text}: keeps ${keep} (${got})`);
    assert.ok(!got.some((n) => gone.test(n)), `${text}: aside words dropped (${got})`);
  }
});

test("lists of bans, second bans and emphasis openers are not asides", () => {
  const table: [string, RegExp][] = [
    ["never rename, drop or truncate tables", /table/], // verbs in a list
    ["don't touch the budget, schedule or plan files", /plan|schedule/], // nouns tagged as verbs
    ["no matter what, leave the billing database alone", /billing/], // emphasis, then the ban
    ["don't stop the api, billing or search services in prod", /invoice|billing/], // a list of targets
  ];
  for (const [text, want] of table) {
    const got = names(text);
    assert.ok(got.some((n) => want.test(n)), `${text}: ${got}`);
  }
});

test("a scope word inside a hyphenated compound stays part of the name", () => {
  assert.ok(names("never wipe-all on the cache cluster").some((n) => n.includes("all")), String(names("never wipe-all on the cache cluster")));
});
