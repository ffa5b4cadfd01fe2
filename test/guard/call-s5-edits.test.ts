// Table-driven tests of edit readings added in session 5: exports an edit takes away (a rename or a
// removal changes the public API), and pinned versions an edit of a manifest changes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readExportEdit } from "../../src/guard/read-call/call-code-edit.ts";
import { readManifestEdit } from "../../src/guard/read-call/call-manifest-edit.ts";

test("export edit: names exported before and not after", () => {
  const table: [string, string, string, string[] | undefined, boolean?][] = [
    // [file, removed text, added text, removed names (undefined: no reading), renamed]
    ["src/a.ts", "export function sum(a, b) {", "export function add(a, b) {", ["sum"], true],
    ["lib/index.mjs", "export { a, b as beta } from './x.js';", "export { a } from './x.js';", ["beta"], false],
    ["src/c.tsx", "export default class Panel extends X {", "class Panel extends X {", ["Panel"], false],
    ["src/t.ts", "export type Id = string;\nexport interface User { id: Id }", "export type Id = string;\nexport interface Person { id: Id }", ["User"], true],
    ["pkg/db/db.go", "func (s *Store) Get(id int) error {", "func (s *Store) Fetch(id int) error {", ["Get"], true],
    ["pkg/db/db.go", "func helper() {", "func helper2() {", undefined],
    ["app/__init__.py", "__all__ = ['load', 'save']", "__all__ = ['load']", ["save"], false],
    // bodies changed, exports kept; not code; nothing removed
    ["src/a.ts", "export function sum(a, b) {\n  return a + b;", "export function sum(a, b) {\n  return b + a;", undefined],
    ["README.md", "export function sum", "export function add", undefined],
    ["src/a.ts", "", "export const z = 1;", undefined],
  ];
  for (const [file, before, after, names, renamed] of table) {
    const x = readExportEdit(file, after.split("\n"), before ? before.split("\n") : []);
    assert.deepEqual(x?.removed, names, `${file}: ${before}`);
    if (x && renamed !== undefined) assert.equal(x.renamed, renamed, `${file}: ${before}`);
  }
});

test("manifest edit: a pinned version changed is an upgrade of that name", () => {
  const table: [string, string, string, { name: string; from: string; to: string }[]][] = [
    ["go.mod", "go 1.21", "go 1.22", [{ name: "go", from: "1.21", to: "1.22" }]],
    ["svc/go.mod", "toolchain go1.22.4", "toolchain go1.23.0", [{ name: "toolchain", from: "1.22.4", to: "1.23.0" }]],
    ["go.mod", "\tgithub.com/a/b v1.2.0", "\tgithub.com/a/b v1.3.0", [{ name: "github.com/a/b", from: "v1.2.0", to: "v1.3.0" }]],
    ["package.json", '    "vite": "^5.0.0",', '    "vite": "^6.0.0",', [{ name: "vite", from: "^5.0.0", to: "^6.0.0" }]],
    ["package.json", '    "node": ">=18"', '    "node": ">=20"', [{ name: "node", from: ">=18", to: ">=20" }]],
    // the same pin, a new dependency, a non-manifest
    ["go.mod", "go 1.21", "go 1.21", []],
    ["package.json", '    "vite": "^5.0.0",', '    "vite": "^5.0.0",\n    "zod": "^3.0.0",', []],
    ["notes.txt", "go 1.21", "go 1.22", []],
  ];
  for (const [file, before, after, upgrades] of table) assert.deepEqual(readManifestEdit(file, after.split("\n"), before.split("\n"))?.upgrades ?? [], upgrades, `${file}: ${before}`);
});
