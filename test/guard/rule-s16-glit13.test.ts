// Literals a rule bans, each a whole act (h-glit13): rule-literal-ban.ts reads them, match-literal-ban.ts
// finds them in the call's command line, arguments, JSON fields and URL query parameters.
import { test } from "node:test";
import assert from "node:assert/strict";
import { literalBans } from "../../src/guard/compile/rule-literal-ban.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("rule side: which literals a rule bans", () => {
  const table: [string, string[]][] = [
    ["Nothing leaves the laptop: no `snyk monitor`, no `snyk code test`. Plain `snyk test` is ok.", ["snyk monitor", "snyk code test"]],
    ["no recursive downloads (wget -r / --mirror)", ["wget -r", "--mirror"]],
    ["never FLUSHALL or FLUSHDB on the jobs redis", ["FLUSHALL", "FLUSHDB"]],
    ["never wipe the whole set (replace=true)", ["replace=true"]],
    ["ship it with `make release` please", []], // no ban word: a requirement
    ["run `mix format` before any commit", []],
    ["no `rm -rf` anywhere outside ./tmp", []], // bounded: read elsewhere
    ["mongosh: no deleteMany without a filter", []],
    ["Don't touch the lockfile (uv.lock) by hand", []], // a parenthesis naming a thing
    ["new tickets go in OPS, not INFRA", []],
    ["never SELECT * on the events table", []], // SQL words: the SQL readers
  ];
  for (const [text, want] of table) assert.deepEqual((literalBans(text, rules.programs) ?? []).map((b) => b.raw), want, text);
});

test("decisions: the literal in the call, and the hard allows beside it", () => {
  const table: [string, Call, string][] = [
    // command lines: words in order, flags anywhere; a longer other command is not the literal
    ["no `snyk monitor`, no `snyk code test`. Plain `snyk test` is ok.", { tool: "run_command", args: { command: "snyk monitor --all-projects" } }, "deny"],
    ["no `snyk monitor`, no `snyk code test`. Plain `snyk test` is ok.", { tool: "run_command", args: { command: "snyk code test --sarif" } }, "deny"],
    ["no `snyk monitor`, no `snyk code test`. Plain `snyk test` is ok.", { tool: "run_command", args: { command: "snyk test --json" } }, "allow"],
    ["Don't publish artifacts: no `./gradlew publish`, no `mvn deploy`.", { tool: "terminal", args: { command: "./gradlew :api:publish" } }, "deny"],
    ["Don't publish artifacts: no `./gradlew publish`, no `mvn deploy`.", { tool: "terminal", args: { command: "mvn -q deploy -DskipITs" } }, "deny"],
    ["Don't publish artifacts: no `./gradlew publish`, no `mvn deploy`.", { tool: "terminal", args: { command: "mvn -q verify" } }, "allow"],
    ["no recursive downloads (wget -r / --mirror)", { tool: "shell", args: { command: "wget --mirror https://docs.example.org/" } }, "deny"],
    ["no recursive downloads (wget -r / --mirror)", { tool: "shell", args: { command: "wget -O out.html https://docs.example.org/" } }, "allow"],
    ["NO SUDO.", { tool: "Bash", args: { command: "grep -rn 'sudo' scripts/" } }, "allow"], // a search pattern
    // key=value, switches, capitals
    ["never wipe the whole set (replace=true)", { tool: "set_env_vars", args: { service: "api", vars: [{ key: "A", value: "1" }], replace: true } }, "deny"],
    ["never wipe the whole set (replace=true)", { tool: "set_env_vars", args: { service: "api", vars: [{ key: "A", value: "1" }], replace: false } }, "allow"],
    ["No stealth_proxy on ScrapingBee. premium_proxy is fine.", { tool: "http_request", args: { url: "https://app.scrapingbee.com/api/v1/?url=x&stealth_proxy=true" } }, "deny"],
    ["No stealth_proxy on ScrapingBee. premium_proxy is fine.", { tool: "http_request", args: { url: "https://app.scrapingbee.com/api/v1/?url=x&premium_proxy=true" } }, "allow"],
    ["no FLUSHDB / FLUSHALL on any upstash db", { tool: "redis_run_commands", args: { database_id: "d1", commands: [["FLUSHALL", "ASYNC"]] } }, "deny"],
    ["no FLUSHDB / FLUSHALL on any upstash db", { tool: "redis_run_commands", args: { database_id: "d1", commands: [["DEL", "k1"]] } }, "allow"],
    // conditions kept: the scope words must show
    ["dont use KEYS on prod redis, use SCAN", { tool: "Bash", args: { command: "redis-cli -h cache-prod-2 KEYS 'x:*'" } }, "deny"],
    ["dont use KEYS on prod redis, use SCAN", { tool: "Bash", args: { command: "redis-cli -h cache-dev KEYS 'x:*'" } }, "allow"],
    ["In prod (MIX_ENV=prod) no ecto.rollback", { tool: "bash", args: { command: "MIX_ENV=prod mix ecto.rollback --step 1" } }, "deny"],
    ["In prod no ecto.rollback", { tool: "bash", args: { command: "mix ecto.rollback --step 1" } }, "allow"],
    // "X is banned", an act verb before the literal (a read of it does not do it), code tokens in an edit
    ["redis-cli: KEYS * is banned on shared redis", { tool: "Bash", args: { command: "redis-cli -h cache-shared.internal KEYS 'u:*'" } }, "deny"],
    ["Never silence anything matching severity=critical", { tool: "bash", args: { command: "amtool silence add severity=critical --duration=1h" } }, "deny"],
    ["Never silence anything matching severity=critical", { tool: "bash", args: { command: "amtool silence query severity=critical" } }, "allow"],
    ["Do not add `// @ts-ignore` to silence type errors", { tool: "edit_file", args: { target_file: "src/a.ts", code_edit: "  // @ts-ignore\n  const x = y;" } }, "deny"],
    ["Do not add `// @ts-ignore` to silence type errors", { tool: "edit_file", args: { target_file: "src/a.ts", code_edit: "  // @ts-expect-error\n  const x = y;" } }, "allow"],
    // a glob scope matches by prefix; an acronym kind ("DAGs") is no name the call must spell
    ["never include_downstream on the `ingest_*` DAGs", { tool: "clear_task_instances", args: { dag_id: "ingest_orders", include_downstream: true } }, "deny"],
    ["never include_downstream on the `ingest_*` DAGs", { tool: "clear_task_instances", args: { dag_id: "report_daily", include_downstream: true } }, "allow"],
    // an approval-gated literal keeps the approval
    ["skip tests only with my ok (-x test / -DskipTests)", { tool: "terminal", args: { command: "./gradlew build -x test" } }, "require_approval"],
    ["skip tests only with my ok (-x test / -DskipTests)", { tool: "terminal", args: { command: "./gradlew build" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} :: ${JSON.stringify(call.args)}`);
});
