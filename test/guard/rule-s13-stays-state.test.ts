// Rule fixes of round s13: a switch or a mode that STAYS as it is, and "always <verb>" naming a
// switch, are setting pins on any call key whose name holds the rule's words (rule-value-stays.ts,
// match-setting-forms.ts matchKeyPart). Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { matchKeyPart } from "../../src/guard/match/match-setting-forms.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import type { RequirementPin } from "../../src/guard/compile/rule-value-forms.ts";
import { rules } from "./support.ts";

const pin = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules).clauses.find((c) => c.type === "setting") as RequirementPin | undefined;
const breaks = (text: string, tool: string, args: unknown) => {
  const p = pin(text);
  assert.ok(p?.keyPart, `${text}: no pin`);
  return !!matchKeyPart(p, p, readCall(tool, args, rules));
};

test("a switch that stays on is broken by a key holding its name set off, in any spelling", () => {
  const table: [string, string, unknown, boolean][] = [
    ["Encryption at rest stays enabled.", "update_volume", { volume: "v1", encryption_at_rest: false }, true],
    ["Encryption at rest stays enabled.", "update_volume", { volume: "v1", encryption_at_rest: true }, false],
    ["Encryption at rest stays enabled.", "update_volume", { volume: "v1", iops: 0 }, false],
    ["Audit logging must remain on.", "patch_org", { patch: [{ op: "replace", path: "/settings/auditLogging", value: "disabled" }] }, true],
    ["keep auto-renew on", "bash", { command: "domainctl update example.org --no-auto-renew" }, true],
    ["The guest network stays off.", "router_set", { guest_network: "on" }, true],
    ["The guest network stays off.", "router_set", { guest_network: "off" }, false],
    ["Invoices: always itemize.", "create_invoice", { customer: "c1", itemized: "none" }, true],
  ];
  for (const [text, tool, args, want] of table) assert.equal(breaks(text, tool, args), want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("a mode that stays is broken by another mode only", () => {
  assert.equal(breaks("The print server stays in duplex mode.", "set_printer", { printer: "p2", mode: "simplex" }), true);
  assert.equal(breaks("The print server stays in duplex mode.", "set_printer", { printer: "p2", mode: "Duplex" }), false);
});

test("a ban, a person and a plain 'always <act>' are no switch", () => {
  for (const text of ["No bucket stays public", "always deploy from main", "Sam stays on the rota until June"]) {
    const p = pin(text);
    assert.ok(!p?.keyPart, `${text}: ${JSON.stringify(p)}`);
  }
});
