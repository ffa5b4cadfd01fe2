// Rule fixes of round s10: which target groups a call must name (rule-target-role.ts). Names,
// environments, branches, statuses, flags are required; descriptor nouns ("the wording", "the
// e2e suite"), products and what "even …" / "without me …" adds may go unnamed beside a named
// thing. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { supportingWord } from "../../src/guard/compile/rule-target-role.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
// each group as "name+name", "~" before a supporting one
const roles = (text: string) =>
  compile(text).clauses.flatMap((c) => (c.type === "action" ? [c.groups.map((g, i) => (c.support?.[i] ? "~" : "") + g.map((t) => t.literal ?? t.names.join("+")).join("|")).join(" & ")] : []));

test("a word is supporting only when it describes; values of a contrast set are required", () => {
  const table: [string, boolean][] = [
    ["wording", true],
    ["suite", true],
    ["manifest", true],
    ["real", true], // unmarked: a call naming no test value is real
    ["prod", false],
    ["staging", false],
    ["main", false],
    ["public", false],
    ["done", false],
    ["urgent", false],
    ["acme", false],
    ["db01", false],
  ];
  for (const [w, want] of table) assert.equal(supportingWord(w, rules), want, w);
});

test("the compiler marks descriptor groups and drops descriptor words inside a phrase", () => {
  const table: [string, string][] = [
    ["Zulip: never post to the releases stream without me reviewing the wording", "~zulip & release+stream & ~review & ~wording"],
    ["leave the nginx unit on edge-7 alone", "nginx & edge+7"],
    ["ask before any twine upload, even to a staging index", "twine+upload & ~staging"],
    ["never force-push to main", "main"],
  ];
  for (const [text, want] of table) assert.equal(roles(text)[0], want, text);
});

test("a supporting group may go unnamed beside a named thing, never alone or against a sibling", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["never post in the payroll-eu channel without me checking the text", "post_message", { channel: "payroll-eu", text: "db failover at 9" }, "require_approval"],
    ["never post in the payroll-eu channel without me checking the text", "post_message", { channel: "random", text: "db failover at 9" }, "allow"],
    ["leave the nginx unit on edge-7 alone", "shell", { command: "ssh edge-7 'sudo systemctl restart nginx'" }, "deny"],
    ["leave the nginx unit on edge-7 alone", "shell", { command: "ssh edge-8 'sudo systemctl restart nginx'" }, "allow"],
    ["ask before any twine upload, even to a staging index", "shell", { command: "twine upload dist/*" }, "require_approval"],
    ["never scale the worker deployment in prod", "shell", { command: "kubectl -n staging scale deployment/worker --replicas=0" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});

test("a passive ban names its act by the participle; a key may name part of the phrase", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Saver fares cannot be changed", "update_booking", { booking_ref: "Z9", fare_type: "saver", date: "2026-12-01" }, "deny"],
    ["Saver fares cannot be changed", "update_booking", { booking_ref: "Z9", fare_type: "classic", date: "2026-12-01" }, "allow"],
    ["Saver fares cannot be changed", "get_booking", { booking_ref: "Z9", fare_type: "saver" }, "allow"],
    ["on the Zulip server, never delete the ops stream", "zulip_delete_stream", { stream: "ops" }, "deny"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("items of one written list are alternatives of one group; a word outside the list stays apart", () => {
  assert.equal(roles("never publish to Hackage, crates.io or npm unless I say so")[0], roles("never publish to Hackage, npm or crates.io unless I say so")[0]);
  assert.equal(roles("never publish to Hackage, crates.io or npm unless I say so")[0]?.includes(" & "), false);
  // the invoices are what is sent, the domains where: two groups
  assert.ok(roles("never email invoices to a.com, b.io or c.net")[0]?.includes(" & "));
});
