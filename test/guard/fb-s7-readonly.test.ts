// "read only" is a ban on writes, not a pin to one value; "X is <name>" makes the subject and its
// name one target; a two-word ban cue opens an alternative after the comma too. Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

test("'read only' pins no setting", () => {
  const settings = (text: string) => compileEntry({ id: "x", text }, rules).clauses.filter((c) => c.type === "setting").length;
  assert.equal(settings("the finance workspace is fin-ws-01, read only for agents"), 0);
  assert.equal(settings("only ever use the eu-west profile"), 1); // a real pin stays
});

test("the subject and the name after 'is' are one target", () => {
  const rule = [{ id: "r1", text: "the finance workspace is fin-ws-01, read only for agents" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "update_sheet", args: { workspace: "fin-ws-01", sheet: "Q3", values: [[1]] } }, "deny"],
    [{ tool: "update_sheet", args: { workspace: "mkt-ws-07", sheet: "Q3", values: [[1]] } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});

test("after a two-word ban cue, the alternative is no target", () => {
  const groups = compileEntry({ id: "x", text: "the ledger schema is read only, put temp tables in scratch" }, rules)
    .clauses.flatMap((c) => (c.type === "action" ? c.groups.flat().flatMap((t) => t.names) : []));
  assert.ok(groups.includes("ledger"));
  assert.ok(!groups.includes("scratch"));
});
