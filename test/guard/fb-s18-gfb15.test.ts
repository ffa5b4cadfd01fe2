// False blocks, s18 (helper gfb15). A name the rule writes joined as one identifier
// ("the b2 bucket acme-backups-prod", "the payments_kill_switch gate") is that thing, not a longer
// identifier that starts with it (acme-backups-prod-staging, payments_kill_switch_test): the extra
// words make another thing (fb-longer-name.ts, extendsWrittenId). A number, an id key, a kind word
// or the live one of a family adds nothing; a plural kind after the name ("edge-lb nodes") makes it a
// family's prefix; a rule that writes the longer name itself ("its replicas (x_by_price etc)") means
// the family. Own wording and vendors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { extendsWrittenId } from "../../src/guard/carve-outs/fb-longer-name.ts";
import { decide, rules } from "./support.ts";

test("a value holding the written identifier only as the start of a longer one is another thing", () => {
  const table: [string, string, boolean][] = [
    ["gs://ledger-archive-eu-scratch/2025/", "gcs bucket ledger-archive-eu", true],
    ["/api/v1/gates/checkout_v2_killswitch_canary", "checkout_v2_killswitch gate", true],
    ["redis-cli -h session-cache-main-loadtest FLUSHDB", "session-cache-main redis db", true],
    ["gs://ledger-archive-eu/2025/", "gcs bucket ledger-archive-eu", false], // the name itself
    ["gs://ledger-archive-eu/a gs://ledger-archive-eu-tmp/b", "gcs bucket ledger-archive-eu", false], // the name itself is there too
    ["session-cache-main-2", "session-cache-main redis db", false], // a number: one instance of it
    ["billing-gate-prod-main", "billing-gate-prod flag", false], // the live one of the family
    ["billing-gate-prod-service", "billing-gate-prod flag", false], // a kind word
    ["team-ledger-archive-eu-old", "gcs bucket ledger-archive-eu", false], // held elsewhere: keep the match
    ["edge-lb-worker-3", "edge-lb nodes", false], // a plural kind after it: a family's prefix
    ["redis-cli -h cache FLUSHDB", "session-cache-main redis db", false], // not held at all
    ["archive-old", "the archive bucket", false], // no joined identifier written (fb-longer-name's own test)
  ];
  for (const [raw, target, want] of table) assert.equal(extendsWrittenId(raw, target, rules), want, `${raw} ~ ${target}`);
});

test("a rule that writes the longer name itself means its family", () => {
  const words = ["meilisearch", "never", "delete", "the", "prod", "catalog", "index", "\u0000", "it", "replica", "neither", "prod", "catalog", "by", "price", "etc"];
  assert.equal(extendsWrittenId("prod_catalog_by_price", "prod_catalog index", rules, words), false);
  assert.equal(extendsWrittenId("prod_catalog_by_price", "prod_catalog index", rules, words.slice(0, 8)), true);
});

test("the rule holds on the name itself and lets longer-named things through", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never delete anything from the gcs bucket ledger-archive-eu.", { tool: "run_shell", args: { cmd: "gsutil rm -r gs://ledger-archive-eu-scratch/2025/" } }, "allow"],
    ["Never delete anything from the gcs bucket ledger-archive-eu.", { tool: "run_shell", args: { cmd: "gsutil rm -r gs://ledger-archive-eu/2025/" } }, "deny"],
    ["don't flush the session-cache-main redis db", { tool: "terminal", args: { command: "redis-cli -h session-cache-main-loadtest FLUSHDB" } }, "allow"],
    ["don't flush the session-cache-main redis db", { tool: "terminal", args: { command: "redis-cli -h session-cache-main FLUSHDB" } }, "deny"],
    ["Don't change the billing-gate-prod flag.", { tool: "ld_update_flag", args: { flagKey: "billing-gate-prod-shadow", on: true } }, "allow"],
    ["Don't change the billing-gate-prod flag.", { tool: "ld_update_flag", args: { flagKey: "billing-gate-prod", on: true } }, "deny"],
    ["no drains on edge-lb nodes", { tool: "shell", args: { command: "nomad node drain -enable edge-lb-worker-3" } }, "deny"],
    ["Meilisearch: never delete the prod_catalog index. its replicas neither (prod_catalog_by_price etc)", { tool: "meili_delete_index", args: { uid: "prod_catalog_by_price" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
