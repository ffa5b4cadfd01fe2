// Table-driven tests of SQL handed to a client on its command line (call-meaning.ts SQL_FLAGS with
// the sql section of rules/guard/commands.yaml): psql -c, mysql -e, clickhouse-client --query.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("SQL on a client's line: delete mutations; a SELECT changes nothing", () => {
  const table: [string, string, boolean][] = [
    // command, addressed value, present
    ["clickhouse-client --query \"ALTER TABLE db.t DELETE WHERE x = 1\"", "mutation", true],
    ["clickhouse-client --query \"ALTER TABLE db.t UPDATE y = 2 WHERE x = 1\"", "mutation", true],
    ["clickhouse-client --query \"ALTER TABLE db.t ADD COLUMN z UInt8\"", "mutation", false],
  ];
  for (const [command, raw, want] of table) assert.equal(readCall("terminal", { command }, rules).addressing.some((a) => a.raw === raw), want, command);
  assert.ok(readCall("terminal", { command: "clickhouse-client --query \"ALTER TABLE db.t DELETE WHERE x = 1\"" }, rules).families.has("delete"));
});
