// Table-driven tests of call-side readings: a JSON Patch / SCIM operation reads as the argument
// its path sets; a switch key set false/true turns the thing off/on; page scripts touching
// cookies or web storage read them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { jsonPatchLeaves } from "../../src/guard/read-call/call-json-patch.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("json patch: add/replace operations read as the key their path names", () => {
  const table: [unknown, { key: string; value: unknown; target: string }[]][] = [
    [{ ops: [{ op: "replace", path: "/rules/7/enabled", value: false }] }, [{ key: "enabled", value: false, target: "/rules/7/enabled" }]],
    [{ Operations: [{ op: "Replace", path: "active", value: true }] }, [{ key: "active", value: true, target: "active" }]],
    [{ ops: [{ op: "remove", path: "/tags/0" }, { op: "test", path: "/on", value: true }] }, []],
    [{ path: "/srv/notes.txt", value: "x" }, []],
  ];
  for (const [args, want] of table) {
    const got = jsonPatchLeaves(walkArgs(args).leaves).map((p) => ({ key: p.leaf.key, value: p.leaf.value, target: p.target }));
    assert.deepEqual(got, want, JSON.stringify(args));
  }
});

test("switches: off/on keys, top level or in a patch", () => {
  const table: [string, unknown, string, boolean][] = [
    ["set_schedule", { id: "s1", on: false }, "disable", true],
    ["set_schedule", { id: "s1", on: true }, "enable", true],
    ["set_schedule", { id: "s1", on: true }, "disable", false],
    ["patch_monitor", { changes: [{ op: "replace", path: "/isActive", value: false }] }, "disable", true],
    ["patch_monitor", { changes: [{ op: "replace", path: "/name", value: "cpu" }] }, "disable", false],
    ["get_schedule", { id: "s1" }, "disable", false],
  ];
  for (const [tool, args, word, has] of table) assert.equal(readCall(tool, args, rules).actionWords.has(word), has, `${tool} ${JSON.stringify(args)} ${word}`);
});

test("page scripts: touching cookies or web storage reads them", () => {
  const table: [string, unknown, boolean][] = [
    ["run_page_js", { function: "() => document.cookie.split(';')" }, true],
    ["run_page_js", { expression: "JSON.stringify(sessionStorage)" }, true],
    ["run_page_js", { script: "localStorage.getItem('sid')" }, true],
    ["run_page_js", { function: "() => document.title" }, false],
  ];
  for (const [tool, args, reads] of table) {
    const f = readCall(tool, args, rules);
    assert.equal(f.actionWords.has("read") && f.addressing.some((a) => a.raw === "cookies"), reads, JSON.stringify(args));
  }
});
