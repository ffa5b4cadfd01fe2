// Table-driven tests of the s20 state-value readers: the act a call does is in an argument's VALUE,
// not its tool name — a switch set {turn: "off"} disables, {power: "on"} enables, an order side
// {transaction_type: "SELL"} sells — and "don't touch X - no selling it" narrows the hands-off ban to
// the one act the next clause names (rule-wording-canon.ts), so buying more X stays allowed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { canonicalWording } from "../../src/guard/compile/rule-wording-canon.ts";
import { rules, decide } from "./support.ts";

const fams = (tool: string, args: unknown) => [...readCall(tool, args, rules).families.keys()];

test("a switch or order-side value names the act", () => {
  const table: [string, unknown, string, boolean][] = [
    ["set_outlet", { outletId: "ou-17", turn: "off" }, "disable", true],
    ["set_outlet", { outletId: "ou-17", turn: "on" }, "enable", true],
    ["relay_cmd", { relay: 3, power: "ON" }, "enable", true],
    ["relay_cmd", { relay: 3, power: "off" }, "disable", true],
    ["broker_submit", { symbol: "VWRL", side: "sell", qty: 4 }, "sell", true],
    ["broker_submit", { symbol: "VWRL", transaction_type: "SELL", qty: 4 }, "sell", true],
    // the other value is the other act
    ["set_outlet", { outletId: "ou-17", turn: "on" }, "disable", false],
    ["broker_submit", { symbol: "VWRL", side: "buy", qty: 4 }, "sell", false],
    // a key that is no switch says nothing
    ["set_outlet", { outletId: "ou-17", label: "off" }, "disable", false],
  ];
  for (const [tool, args, fam, want] of table) assert.equal(fams(tool, args).includes(fam), want, `${tool} ${JSON.stringify(args)} ${fam}`);
});

test("a hands-off ban narrowed by the next clause names that act", () => {
  const table: [string, string][] = [
    ["Don't touch my VWRL position - no selling it", "no selling my VWRL position"],
    ["never touch the cold-archive bucket: no deleting it", "no deleting the cold-archive bucket"],
    // a state pin that ends its sentence also bans the switch that breaks it
    ["The cellar sump pump (plug 4f2a) stays ON, always", "The cellar sump pump (plug 4f2a) stays ON, always. never switch off The cellar sump pump (plug 4f2a)"],
    ["guest wifi stays off", "guest wifi stays off. never switch on guest wifi"],
    // a pin that says more (a place, a scope, a time) is left to the setting reader
    ["the kiosk stays on the lobby wall", "the kiosk stays on the lobby wall"],
    ["guest wifi stays off in the office until Monday", "guest wifi stays off in the office until Monday"],
    // nothing narrows it: the ban stays as written
    ["Don't touch the vendor folder, it is generated", "Don't touch the vendor folder, it is generated"],
  ];
  for (const [input, want] of table) {
    assert.equal(canonicalWording(input), want, input);
    assert.equal(canonicalWording(want), want, `idempotent: ${want}`);
  }
});

test("decisions: the state in the value, the opposite state allowed", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, unknown, string][] = [
    ["never switch off the fish tank pump", { tool: "set_outlet", args: { outletId: "ou-17", turn: "off" } }, { flags: { device_names: { "ou-17": "fish tank pump" } } }, "deny"],
    ["never switch off the fish tank pump", { tool: "set_outlet", args: { outletId: "ou-17", turn: "on" } }, { flags: { device_names: { "ou-17": "fish tank pump" } } }, "allow"],
    ["never switch off the fish tank pump", { tool: "set_outlet", args: { outletId: "ou-22", turn: "off" } }, { flags: { device_names: { "ou-17": "fish tank pump", "ou-22": "hall lamp" } } }, "allow"],
    ["Don't touch my VWRL position - no selling it", { tool: "broker_submit", args: { symbol: "VWRL", side: "sell", qty: 4 } }, undefined, "deny"],
    ["Don't touch my VWRL position - no selling it", { tool: "broker_submit", args: { symbol: "VWRL", side: "buy", qty: 4 } }, undefined, "allow"],
    ["Don't touch my VWRL position - no selling it", { tool: "broker_submit", args: { symbol: "IWDA", side: "sell", qty: 4 } }, undefined, "allow"],
  ];
  for (const [rule, call, context, want] of table) {
    const got = decide([{ id: "r1", text: rule }], call, context ? { context } : {}).decision;
    assert.equal(got, want, `${rule} ~ ${JSON.stringify(call)}`);
  }
});
