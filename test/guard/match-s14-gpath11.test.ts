// Targets that are paths, folders, hosts and stores (gpath11): the host a shell call runs on
// (rule-target-host.ts), a folder written as code, a storage URL, a dotfile's family, a manner
// idiom that names no target, and a program name the lemmatizer must not singularize.
// Own wording and tools; whole scenarios in scenarios/s14-gpath11.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { isHostTarget, namesHost } from "../../src/guard/compile/rule-target-host.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import type { TargetSpec } from "../../src/guard/compile/compiled-entry.ts";
import { decide, rules } from "./support.ts";

const spec = (raw: string, names: string[], via = "on"): TargetSpec => ({ raw, names, path: false, command: false, channel: false, via });

test("a target written as where names a machine only by a host kind or a machine-like name", () => {
  const table: [TargetSpec, boolean][] = [
    [spec("db-primary", ["db", "primary"]), true],
    [spec("batch-01", ["batch", "01"]), true],
    [spec("the edge boxes", ["edge"]), true],
    [spec("web3", ["web3"]), true],
    [spec("prod-db-1", ["prod", "db", "1"]), false], // an environment is a contrast the call must show
    [spec("Railway", ["railway"]), false], // a product is where the tool lives (rule-target-place.ts)
    [spec("db-primary", ["db", "primary"], "in"), false], // "in X" is no host
    [spec("the billing queue", ["billing"]), false],
  ];
  for (const [t, want] of table) assert.equal(isHostTarget(t, rules), want, t.raw);
});

test("a call names a host by ssh, a client's -h, a host key or a URL", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["exec", { command: "sudo systemctl restart nginx" }, false],
    ["exec", { command: "ssh web-2 'sudo systemctl restart nginx'" }, true],
    ["Bash", { command: "psql -h db-replica -c 'select 1'" }, true],
    ["Bash", { command: "df -h /var" }, false], // -h is human-readable sizes here
    ["run_command", { host: "app-3", command: "uptime" }, true],
    ["Bash", { command: "curl -X POST http://es-logs:9200/_flush" }, true],
  ];
  for (const [tool, args, want] of table) assert.equal(namesHost(readCall(tool, args, rules)), want, JSON.stringify(args));
});

test("path, folder, host and store targets hold on the calls that name them", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    // the host a shell call runs on
    ["don't reload haproxy on lb-7, it is mid-migration", { tool: "exec", args: { command: "sudo systemctl reload haproxy" } }, "deny"],
    ["don't reload haproxy on lb-7, it is mid-migration", { tool: "exec", args: { command: "ssh lb-8 sudo systemctl reload haproxy" } }, "allow"],
    ["don't reload haproxy on lb-7, it is mid-migration", { tool: "exec", args: { command: "ssh lb-7 sudo systemctl reload haproxy" } }, "deny"],
    ["Never stop varnish on the reporting hosts", { tool: "terminal", args: { cmd: "sudo systemctl stop varnish" } }, "deny"],
    ["Never stop varnish on the reporting hosts", { tool: "terminal", args: { cmd: "sudo systemctl stop redis" } }, "allow"],
    // a folder written as code; a branch written as code stays a name
    ["hands off `db/seeds/`", { tool: "write_file", args: { path: "db/seeds/users.sql", content: "x" } }, "deny"],
    ["hands off `db/seeds/`", { tool: "write_file", args: { path: "db/fixtures/users.sql", content: "x" } }, "allow"],
    ["never push to `origin/release`", { tool: "Bash", args: { command: "git push origin release" } }, "deny"],
    // a storage URL
    ["no deletes in s3://ml-checkpoints", { tool: "Bash", args: { command: "aws s3 rm s3://ml-checkpoints/run-4/ --recursive" } }, "deny"],
    ["no deletes in s3://ml-checkpoints", { tool: "Bash", args: { command: "aws s3 rm s3://ml-checkpoints-scratch/run-4/ --recursive" } }, "allow"],
    // a dotfile's family
    ["never edit .env files", { tool: "edit", args: { path: "apps/api/.env.staging", old_str: "a", new_str: "b" } }, "deny"],
    ["never edit .env files", { tool: "edit", args: { path: "apps/api/.envrc", old_str: "a", new_str: "b" } }, "allow"],
    // "in place" says how
    ["node_modules/ is not ours; don't patch it in place", { tool: "edit", args: { path: "node_modules/left-pad/index.js", old_str: "a", new_str: "b" } }, "deny"],
    ["node_modules/ is not ours; don't patch it in place", { tool: "edit", args: { path: "src/left-pad.js", old_str: "a", new_str: "b" } }, "allow"],
    // a keyspace / vhost named as a kind
    ["never TRUNCATE anything in the audit keyspace", { tool: "cql", args: { query: "TRUNCATE audit.logins;" } }, "deny"],
    ["never TRUNCATE anything in the audit keyspace", { tool: "cql", args: { query: "TRUNCATE scratch.logins;" } }, "allow"],
    // an irregular participle of the act ("hand-written", "overwritten") is no second target
    ["Migrations in db/migrate/ must never be rewritten", { tool: "edit", args: { path: "db/migrate/0042_users.rb", old_str: "a", new_str: "b" } }, "deny"],
    ["Migrations in db/migrate/ must never be rewritten", { tool: "view", args: { path: "db/migrate/0042_users.rb" } }, "allow"],
    // the subcommand a rule names after its program
    ["never docker system prune on the ci box", { tool: "Bash", args: { command: "docker volume prune -f" } }, "allow"],
    ["never docker system prune on the ci box", { tool: "Bash", args: { command: "docker system prune -af" } }, "deny"],
    // a name glob: one piece of a value matches it; a wildcard host stays a host
    ["never drop tables named tmp_*", { tool: "sql", args: { query: "DROP TABLE tmp_orders" } }, "deny"],
    ["never drop tables named tmp_*", { tool: "sql", args: { query: "DROP TABLE orders_tmp" } }, "allow"],
    ["only browse *.gov.uk pages", { tool: "navigate", args: { url: "https://www.gov.uk/vat" } }, "allow"],
    // "or anything with X": X is another alternative of the same target
    ["never commit .npmrc files or anything with tokens in it", { tool: "write_file", args: { path: "ci/.npmrc.publish", content: "x" } }, "deny"],
    ["never commit .npmrc files or anything with tokens in it", { tool: "write_file", args: { path: "docs/index.md", content: "x" } }, "allow"],
    // a program name written as a plural-looking word
    ["do not stop postgres", { tool: "exec", args: { command: "sudo systemctl stop postgresql@15-main" } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
