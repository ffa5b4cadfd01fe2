// Rule fixes of round s8: a standing obligation that a kind of call carry a named field or flag
// ("always add a reason to refunds", "tickets you open need a priority"). Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const fieldOf = (text: string) => {
  const c = compile(text).clauses.find((cl) => cl.type === "require" && cl.field);
  return c?.type === "require" ? { tokens: c.tokens, ...c.field } : undefined;
};

test("a field the call must carry, and the subject it is about", () => {
  const table: [string, { tokens: string[]; object?: string[]; program?: string; sub?: string; create?: boolean }][] = [
    ["always attach a purchase order to invoices", { tokens: ["purchase", "order"], object: ["invoice"] }],
    ["every shipment you book must include a tracking email", { tokens: ["tracking", "email"], object: ["shipment"], create: true }],
    ["helm installs must use --atomic so nothing is left half-done", { tokens: ["atomic"], program: "helm", sub: "install" }],
    ["a label must be set on every new incident", { tokens: ["label"], object: ["incident"], create: true }],
    ["new leads need a source", { tokens: ["source"], object: ["lead"], create: true }],
  ];
  for (const [text, want] of table) {
    const got = fieldOf(text);
    assert.ok(got, `${text}: no field requirement`);
    assert.deepEqual(got.tokens, want.tokens, text);
    for (const k of ["object", "program", "sub", "create"] as const) if (want[k] !== undefined) assert.deepEqual(got[k], want[k], `${text}: ${k}`);
  }
});

test("no field requirement from prohibitions, approvals, reasons or steps", () => {
  const table = [
    "don't rotate keys with --force, we need the old ones", // a prohibition with a reason
    "wire transfers above 10k need two sign-offs", // approval count
    "schema changes need my ok", // approval
    "deploys need a green build first", // a step before, not a field
    "never add a discount to renewals", // a prohibition
    "releases don't need a changelog entry", // negated
  ];
  for (const text of table) assert.equal(fieldOf(text), undefined, text);
});

test("a call about the subject without the field breaks it; with it, or about something else, it does not", () => {
  const rule = [{ id: "r1", text: "every purchase order you create needs a cost code" }];
  const table: [string, Record<string, unknown>, string][] = [
    ["create_purchase_order", { vendor: "Acme", total: 410 }, "deny"],
    ["create_purchase_order", { vendor: "Acme", total: 410, cost_code: "OPS-12" }, "allow"],
    ["list_purchase_orders", { status: "open" }, "allow"], // a read
    ["create_purchase_order_note", { purchase_order_id: "PO-9", text: "late" }, "allow"], // a note on one, not one
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, `${tool} ${JSON.stringify(args)}`);
});

test("a flag a program's runs must carry: the command, not other programs or subcommands", () => {
  const rule = [{ id: "r1", text: "rsync runs must use --checksum" }];
  const table: [string, string][] = [
    ["rsync -av build/ web1:/srv/app", "deny"],
    ["rsync -av --checksum build/ web1:/srv/app", "allow"],
    ["scp build.tar web1:/srv/app", "allow"],
  ];
  for (const [command, want] of table) assert.equal(decide(rule, { tool: "run_command", args: { command } }).decision, want, command);
});
