// Table-driven tests of the s13 CLI readings (rules/guard/commands.yaml, call-command-meaning.ts
// sqlOperands, call-facts.ts): sync and mirror CLIs that delete at the destination, storage CLIs'
// own delete subcommands, SQL handed to a client as an operand, CREATE OR REPLACE TABLE, traffic
// shifted between revisions, promote --full, bq --destination_table / extract, argv tools named
// for their CLI, and flags switched off (--delete-destination=false).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { commandMeaningIds, rules } from "./support.ts";

test("sync, mirror and storage CLIs: the entries their lines match", () => {
  const table: [string, string, boolean][] = [
    // command line, entry id, matched
    ["rclone sync /srv/out s3remote:bk/out", "sync.rclone-sync", true],
    ["rclone bisync ~/notes gdrive:notes", "sync.rclone-sync", true],
    ["rclone copy /srv/out s3remote:bk/out", "sync.rclone-sync", false],
    ["gsutil -m rsync -r -d ./site gs://www-bucket", "sync.mirror-remove", true],
    ["gsutil -m rsync -r ./site gs://www-bucket", "sync.mirror-remove", false],
    ["gcloud storage rsync ./site gs://www --delete-unmatched-destination-objects", "sync.mirror-remove", true],
    ["mc mirror --remove ./dist minio/web", "sync.mirror-remove", true],
    ["mc mirror ./dist minio/web", "sync.mirror-remove", false],
    ["s3cmd sync --delete-removed ./img s3://cdn-img", "sync.mirror-remove", true],
    ["rsync -a --delete ./a/ host:/b/", "sync.rsync-delete", true],
    ["rsync -a --delete-excluded ./a/ host:/b/", "sync.rsync-delete", true],
    ["rsync -a ./a/ host:/b/", "sync.rsync-delete", false],
    ["azcopy sync ./a https://x.blob.core.windows.net/c --delete-destination=true", "sync.azcopy-delete-destination", true],
    ["azcopy sync ./a https://x.blob.core.windows.net/c --delete-destination=false", "sync.azcopy-delete-destination", false],
    ["rclone purge remote:old", "storage.cli-delete", true],
    ["mc rb --force minio/tmp-bucket", "storage.cli-delete", true],
    ["rclone ls remote:old", "storage.cli-delete", false],
    // a move is not read as a delete: "archive them to the cold bucket" asks for one
    ["rclone move b2:bk/2024 gdrive:archive/2024", "sync.rclone-sync", false],
    ["gcloud run services update-traffic api --to-revisions api-0002=20", "traffic.shift", true],
    ["gcloud run services update-traffic api --to-latest", "traffic.to-latest", true],
    ["gcloud run services describe api", "traffic.shift", false],
    ["kubectl argo rollouts promote web --full", "rollouts.promote-full", true],
    ["kubectl argo rollouts promote web", "rollouts.promote-full", false],
    ["bq query --destination_table=marts.x 'SELECT 1'", "bq.destination-table", true],
    ["bq query 'SELECT 1'", "bq.destination-table", false],
    ["bq extract prod:crm.users gs://dumps/users-*.csv", "bq.extract", true],
  ];
  for (const [line, id, want] of table) assert.equal(commandMeaningIds(line).includes(id), want, `${line} → ${id}`);
});

test("SQL as a client's operand: CREATE OR REPLACE TABLE drops; a SELECT does not", () => {
  const table: [string, boolean][] = [
    ["bq query --use_legacy_sql=false 'CREATE OR REPLACE TABLE a.b AS SELECT * FROM a.c'", true],
    ["duckdb wh.duckdb \"CREATE OR REPLACE TABLE t AS SELECT 1\"", true],
    ["sqlite3 app.db \"INSERT OVERWRITE TABLE t SELECT 1\"", true],
    ["bq query --use_legacy_sql=false 'SELECT * FROM a.c LIMIT 5'", false],
    ["duckdb wh.duckdb \"CREATE TABLE t2 AS SELECT 1\"", false],
  ];
  for (const [command, drops] of table) assert.equal(readCall("terminal", { command }, rules).families.has("delete"), drops, command);
});

test("an argv array under 'args' of a tool named for its CLI is a command line", () => {
  const f = readCall("gcloud", { args: ["run", "services", "update-traffic", "api", "--to-latest"] }, rules);
  assert.ok(f.commands.some((c) => c.program === "gcloud"));
  assert.ok(f.actionWords.has("shift"));
});

test("a flag switched off shows no act: --delete-destination=false", () => {
  const on = readCall("terminal", { command: "azcopy sync ./a https://x.blob.core.windows.net/c --delete-destination=true" }, rules);
  const off = readCall("terminal", { command: "azcopy sync ./a https://x.blob.core.windows.net/c --delete-destination=false" }, rules);
  assert.ok(on.families.has("delete"));
  assert.ok(!off.families.has("delete"));
});
