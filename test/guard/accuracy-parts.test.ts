// Table-driven unit tests for the parts added for unseen tools and wording (issue 4): file modes,
// lexicon additions, patch bodies, history context, format rules, absent arguments.
import { test } from "node:test";
import assert from "node:assert/strict";
import { octalMode } from "../../src/guard/file-mode.ts";
import { readCall, stripSqlComments } from "../../src/guard/call-facts.ts";
import { compileEntry } from "../../src/guard/compile-rule.ts";
import { rules } from "./support.ts";

test("chmod modes read as their octal digits", () => {
  const table: [string, string | undefined][] = [
    ["777", "777"],
    ["0777", "777"],
    ["1777", "1777"],
    ["a+rwx", "777"],
    ["ugo+rwx", "777"],
    ["+rwx", "777"],
    ["a=rwx", "777"],
    ["u=rwx,g=rwx,o=rwx", "777"],
    ["u=rwx,go=rx", "755"],
    ["o+w", undefined], // adds a bit to an unknown mode: not decided
    ["u+x", undefined],
    ["go-w", undefined],
    ["rwx", undefined],
  ];
  for (const [mode, want] of table) assert.equal(octalMode(mode), want, mode);
});

test("call reader: chmod operands and flag values also carry the octal mode", () => {
  const table: [string, boolean][] = [
    ["chmod -R a+rwx /var/www", true],
    ["chmod 0777 x.sh", true],
    ["chmod u+x x.sh", false],
  ];
  for (const [cmd, want] of table) {
    const f = readCall("bash", { command: cmd }, rules);
    assert.equal(f.addressing.some((a) => a.words.includes("777")), want, cmd);
  }
});

test("SQL comments are not statements", () => {
  const table: [string, string][] = [
    ["SELECT 1 -- do not delete", "SELECT 1 "],
    ["SELECT /* drop table x */ 1", "SELECT   1"],
    ["SELECT 1 -- a\nDELETE FROM t", "SELECT 1  \nDELETE FROM t"],
    ["SELECT '--'; DELETE FROM t", "SELECT '--'; DELETE FROM t"], // inside a string: not a comment
  ];
  for (const [sql, want] of table) assert.equal(stripSqlComments(sql), want, sql);
  const f = readCall("execute_sql", { sql: "SELECT count(*) FROM orders -- never update or delete" }, rules);
  assert.ok(!f.families.has("delete") && !f.families.has("write"));
});

test("compiler: bare sizes, floors worded as approvals, @domains, only-rules with a relative clause", () => {
  const table: [string, (c: ReturnType<typeof compileEntry>) => boolean][] = [
    ["Nothing bigger than xlarge.", (c) => c.clauses.some((x) => x.type === "size" && x.maxType === "xlarge")],
    ["Check with me before scaling anything below 2 replicas.", (c) => c.clauses.some((x) => x.type === "limit" && x.min === 2)],
    ["Keep replicas below 10.", (c) => c.clauses.every((x) => x.type !== "limit" || x.min === undefined)],
    ["Don't send email to anyone outside @acme.com.", (c) => c.clauses.some((x) => x.type === "action" && x.outsideDomains.includes("acme.com"))],
    ["Only cancel reservations that have travel insurance.", (c) => c.clauses.every((x) => x.type !== "action" || !x.groups.some((g) => g.some((t) => t.names.includes("insurance"))))],
    ["Reply to customers only in English or German.", (c) => c.clauses.every((x) => x.type !== "action" || !x.only || x.groups.length === 0)],
  ];
  for (const [text, ok] of table) assert.ok(ok(compileEntry({ id: "t", text }, rules)), text);
});
