// Table-driven tests of three gfb21 readers: a star-less dotfile with one more label is a file, not
// a wildcard host (rule-action.ts dottedFile); an "only … (flag k_ok)" clause met by its flag
// (fb-only-flag.ts); the columns a CREATE TABLE defines (call-sql-columns.ts).
// Own wording and tools; whole scenarios in scenarios/s23-gfb21.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { writtenFlag, onlyFlagHeld } from "../../src/guard/carve-outs/fb-only-flag.ts";
import { createTableColumns } from "../../src/guard/read-call/call-sql-columns.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { readDataDir } from "../../src/load/load-files.ts";

const rules = parseGuardRules(readDataDir("rules"));

type Row = [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags ?? {})}`);
};

test("a dotfile with one more label is the file the rule names", () => {
  run([
    ["never modify .env.local", "str_replace_editor", { command: "str_replace", path: ".env.local", old_str: "A=1", new_str: "A=2" }, undefined, "deny"],
    ["never modify .env.local", "str_replace_editor", { command: "str_replace", path: ".env.test", old_str: "A=1", new_str: "A=2" }, undefined, "allow"],
    ["do not edit .npmrc.ci", "write_file", { path: ".npmrc.ci", content: "registry=x" }, undefined, "deny"],
    ["do not edit .npmrc.ci", "write_file", { path: "src/app.ts", content: "x" }, undefined, "allow"],
  ]);
});

test("a dotted name ending in a top-level domain keeps reading as a host", () => {
  const groups = (text: string) => JSON.stringify(compileEntry({ id: "r1", text }, rules).clauses);
  assert.match(groups("never touch .gov.uk sites"), /"domain":"gov.uk"/);
  assert.match(groups("dont edit .env.staging"), /"prefix":".env.staging"/);
});

test("an only clause whose written flag holds is met; off or absent it stands", () => {
  const rule = "only drop partitions once the retention review is signed off (flag retention_review_ok)";
  const call = { sql: "ALTER TABLE events DROP PARTITION p2024_01" };
  run([
    [rule, "run_sql", call, { retention_review_ok: true }, "allow"],
    [rule, "run_sql", call, { retention_review_ok: "yes" }, "allow"],
  ]);
  assert.equal(writtenFlag("only create tables after review (flag schema_review_ok)", rules.contextFacts), "schema_review_ok");
  assert.equal(writtenFlag("only ship after QA (see flag `qa_signed_off`)", rules.contextFacts), "qa_signed_off");
  // a freeze flag says the opposite: not read here
  assert.equal(writtenFlag("only status updates go out (flag incident_comms_freeze)", rules.contextFacts), undefined);
  // no key written
  assert.equal(writtenFlag("only red flags matter", rules.contextFacts), undefined);
  assert.equal(onlyFlagHeld("a_ok", { a_ok: true }, rules.contextFacts), true);
  assert.equal(onlyFlagHeld("a_ok", { a_ok: false }, rules.contextFacts), false);
  assert.equal(onlyFlagHeld("a_ok", { a_ok: "no" }, rules.contextFacts), false);
  assert.equal(onlyFlagHeld("a_ok", {}, rules.contextFacts), false);
  assert.equal(onlyFlagHeld("a_ok", undefined, rules.contextFacts), false);
});

test("CREATE TABLE column count", () => {
  assert.equal(createTableColumns("CREATE TABLE t (a INT, b TEXT, c NUMERIC(10,2))"), 3);
  assert.equal(createTableColumns("create temporary table t (a int, b text, primary key (a, b), constraint u unique (b))"), 2);
  assert.equal(createTableColumns("CREATE TABLE IF NOT EXISTS m.x (ts TIMESTAMP TIME INDEX, host STRING, v DOUBLE, PRIMARY KEY(host))"), 3);
  assert.equal(createTableColumns("CREATE TABLE t (a TEXT DEFAULT 'x,y', b INT)"), 2);
  assert.equal(createTableColumns("CREATE TABLE t AS SELECT f(a, b) FROM s"), undefined);
  assert.equal(createTableColumns("SELECT * FROM t"), undefined);
  assert.equal(createTableColumns("CREATE TABLE t (a INT, b"), undefined);
  const wide = "CREATE TABLE w (" + Array.from({ length: 45 }, (_, i) => `c${i} INT`).join(", ") + ")";
  run([
    ["never create a table with over 30 columns", "execute_query", { query: wide }, undefined, "deny"],
    ["never create a table with over 30 columns", "execute_query", { query: "CREATE TABLE n (a INT, b INT)" }, undefined, "allow"],
  ]);
});

test("hostile: long texts stay fast", () => {
  const t0 = Date.now();
  createTableColumns("create table t (" + "(".repeat(50_000) + ",".repeat(50_000));
  createTableColumns("create ".repeat(20_000) + "table");
  writtenFlag("flag " + "a_".repeat(50_000), rules.contextFacts);
  assert.ok(Date.now() - t0 < 500);
});

test("prefer one program over another: the other is banned when it runs, not when its name is a word", () => {
  run([
    ["prefer systemctl over service", "run_terminal_cmd", { command: "ssh web-2 'sudo systemctl reload nginx'" }, undefined, "allow"],
    ["prefer systemctl over service", "run_terminal_cmd", { command: "ssh web-2 'sudo service nginx reload'" }, undefined, "deny"],
    ["use podman over docker", "bash", { command: "docker run --rm alpine true" }, undefined, "deny"],
    ["use podman over docker", "bash", { command: "podman run --rm alpine true" }, undefined, "allow"],
    ["use podman over docker", "docker_run_container", { image: "alpine" }, undefined, "deny"],
  ]);
});
