// A switch the call sets, named by the rule's own verb, set off: the call does not do that act
// (fb-switch.ts). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { ruleVerbOff } from "../../src/guard/carve-outs/fb-switch.ts";
import { decide, rules } from "./support.ts";

test("every rule verb switched off, in any of its forms", () => {
  const table: [string[], Record<string, unknown>, boolean][] = [
    [["overwrite"], { overwrite: false }, true],
    [["overwriting"], { overwrite: false }, true],
    [["force-push"], { force: false }, true], // one part of a compound verb
    [["replace"], { replaces: false }, false], // the switch's name is not a form of the rule's verb
    [["delete", "archive"], { archive: false }, false], // deleting is still on the table
    [["overwrite"], { overwrite: true }, false],
    [["overwrite"], { dry: false }, false],
  ];
  for (const [words, args, want] of table) assert.equal(ruleVerbOff(words, readCall("save_item", args, rules)) !== undefined, want, `${words} ${JSON.stringify(args)}`);
});

test("the switch decides between a copy and an overwrite", () => {
  const rule = [{ id: "r1", text: "don't overwrite the report templates" }];
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "store_template", args: { name: "report templates/weekly", body: "x", overwrite: false } }, "allow"],
    [{ tool: "store_template", args: { name: "report templates/weekly", body: "x", overwrite: true } }, "deny"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
