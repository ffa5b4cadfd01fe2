// A name matches a name, not a longer name it starts (fb-longer-name.ts): the extra words make
// another thing, unless they are a number (a version, an id) or the name is a stage (prod-eu is
// prod). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { onlyLongerNames } from "../../src/guard/carve-outs/fb-longer-name.ts";
import { decide, rules } from "./support.ts";


test("a value holding the name only as the start of a longer identifier is another thing", () => {
  const table: [string, string[], boolean][] = [
    ["ledger-exports-tmp", ["ledger"], true],
    ["TRUNCATE TABLE invoice_import_tmp", ["invoice"], true],
    ["git push origin release-notes-typo", ["release"], true],
    ["analytics.events_rollup", ["event"], true],
    ["ledger", ["ledger"], false], // the name itself
    ["acme-ledger", ["ledger"], false], // the name at the end: kept (a prefix is not claimed)
    ["git push origin release-notes release", ["release"], false], // the name itself too
    ["postgres-16", ["postgres"], false], // a version
    ["gift_card_3871331", ["gift", "card"], false], // an id
    ["prod-main", ["prod"], false], // a stage's variant is that stage
    ["ext-globex", ["ext"], false], // a short name is a family's prefix
    ["ledger-service", ["ledger"], false], // a kind word: the same thing
    ["restaurant_id", ["restaurant"], false], // an id key
    ["$TEST_DATABASE_URL", ["test"], false], // test data's variant
    ["nothing here", ["ledger"], false],
  ];
  for (const [raw, names, want] of table) assert.equal(onlyLongerNames(raw, names, rules), want, `${raw} ~ ${names}`);
});

test("the rule still holds on the name itself, and lets longer names through", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Don't wipe the `metrics` keyspace.", { tool: "cassandra_truncate", args: { keyspace: "metrics_scratch", table: "t1" } }, "allow"],
    ["Don't wipe the `metrics` keyspace.", { tool: "cassandra_truncate", args: { keyspace: "metrics", table: "t1" } }, "deny"],
    ["never delete the archive bucket", { tool: "r2_delete_bucket", args: { name: "archive-preview-7" } }, "allow"],
    ["never delete the archive bucket", { tool: "r2_delete_bucket", args: { name: "archive" } }, "deny"],
    ["never delete anything in prod", { tool: "k8s_delete", args: { kind: "Pod", name: "w-1", namespace: "prod-eu" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
