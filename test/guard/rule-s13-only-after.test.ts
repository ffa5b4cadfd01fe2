// Rule fixes of round s13: "Y only after / only once X" is an order (rule-only-after.ts, and the
// events of sequence-events.yaml), unless X is the user's own look, which is an approval
// (effects.yaml approval.only-after-my-look); "`apply` and `destroy` need me to say yes" is an
// approval of the quoted subcommands. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const sequence = (text: string) => compile(text).clauses.find((c) => c.type === "sequence");

test("'Y only after X' is a sequence: Y's act, then what must come before it", () => {
  const table: [string, string, { families?: string[]; names?: string[] }][] = [
    ["gem push only after HISTORY.md has a line for the release", "push", { names: ["history.md"] }],
    ["Drop a staging schema only once every service using it is deleted.", "delete", { families: ["delete"] }],
    ["Tickets are closed only after their fix is merged", "close", { families: ["merge"] }],
  ];
  for (const [text, trig, want] of table) {
    const c = sequence(text);
    assert.ok(c && c.type === "sequence", `${text}: ${JSON.stringify(compile(text).clauses)}`);
    assert.ok(c.trigger.families.includes(trig), `${text}: trigger ${JSON.stringify(c.trigger.families)}`);
    if (want.families) assert.deepEqual(c.prereq.families.filter((f) => want.families!.includes(f)), want.families, text);
    if (want.names) assert.deepEqual(c.prereq.groups.flat().flatMap((t) => (t.literal ? [t.literal] : [])), want.names, text);
  }
});

test("a clock time or the user's own look after 'only after' is no sequence", () => {
  for (const text of ["Restart the kiosk app only after 10pm", "Deploy the billing service only after I've reviewed the diff."]) {
    assert.equal(sequence(text), undefined, text);
  }
});

test("the user's own look first, or their yes, is an approval of the act, not a target", () => {
  const table: [string, string[]][] = [
    ["Terraform applies in prod run only after I've eyeballed the plan.", ["plan"]],
    ["Nothing goes to the #board channel unless I've read it first", ["read"]],
    ["`drain` and `cordon` need me to say yes", []],
  ];
  for (const [text, notTargets] of table) {
    const c = compile(text);
    assert.equal(c.effect, "require_approval", text);
    const names = c.clauses.flatMap((x) => (x.type === "action" ? x.groups.flat().flatMap((t) => t.names) : []));
    for (const n of notTargets) assert.ok(!names.includes(n), `${text}: ${JSON.stringify(names)}`);
  }
});
