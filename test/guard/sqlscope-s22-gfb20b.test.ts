// Table-driven tests of fb-sql-scope.ts: an SQL act written as two keywords needs both; "beyond /
// other than / besides X" sets X apart; a limit on exports holds only for exporting calls;
// "(always --switch)" is a requirement the call may meet; a role the flags say who holds.
// Own wording and tools; whole scenarios in scenarios/s22-gfb20b.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { decide, rules } from "./support.ts";
import { sqlKeywordPair, exceptedObject, exportOnlyLimit, alwaysSwitch, roleWords } from "../../src/guard/carve-outs/fb-sql-scope.ts";

type Row = [string, string, Record<string, unknown>, string];
const rows = JSON.parse(readFileSync(new URL("./sqlscope-s22-gfb20b.rows.json", import.meta.url), "utf8")) as Row[];

test("narrowed acts: decisions", () => {
  for (const [text, tool, args, want] of rows) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("readers of the rule text", () => {
  assert.deepEqual(sqlKeywordPair("INSERT OVERWRITE anywhere needs me"), ["insert", "overwrite"]);
  assert.equal(sqlKeywordPair("don't insert overwrite rows"), undefined);
  assert.deepEqual(exceptedObject("no GRANT of anything beyond SELECT to bi"), { verb: "grant", kept: "select" });
  assert.equal(exceptedObject("no deletes except drafts"), undefined);
  assert.ok(exportOnlyLimit("limit any single export to 1M rows"));
  assert.ok(!exportOnlyLimit("no query may return more than 1M rows"));
  assert.equal(alwaysSwitch("no keys as public vars (always --private)"), "--private");
  assert.deepEqual(roleWords("dont restart the pg leader", rules.contextFacts.memberRoles), ["leader"]);
});
