// Rule fixes of round s8: a bare file name in a prohibition ("leave Gemfile.lock alone") is the
// target, not a host to drop; without it the rule banned every write. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const literals = (text: string) => compile(text).clauses.flatMap((c) => (c.type === "action" ? c.groups.flat().flatMap((t) => (t.literal ? [t.literal] : [])) : []));

test("a file name by its extension is a target; a dotted schema or host is not one", () => {
  const table: [string, string[]][] = [
    ["leave Gemfile.lock alone", ["gemfile.lock"]],
    ["don't modify vite.config.ts", ["vite.config.ts"]],
    ["never rewrite openapi.yaml", ["openapi.yaml"]],
    ["nothing that writes to SALES.RAW", []],
  ];
  for (const [text, want] of table) assert.deepEqual(literals(text), want, text);
});

test("a write to the named file breaks it; writes to other files and reads do not", () => {
  const rule = [{ id: "r1", text: "leave Gemfile.lock alone" }];
  const table: [string, Record<string, unknown>, string][] = [
    ["write_file", { path: "Gemfile.lock", content: "GEM\n" }, "deny"],
    ["write_file", { path: "api/Gemfile.lock", content: "GEM\n" }, "deny"],
    ["write_file", { path: "Gemfile", content: "gem 'rails'\n" }, "allow"],
    ["read_file", { path: "Gemfile.lock" }, "allow"],
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, `${tool} ${JSON.stringify(args)}`);
});
