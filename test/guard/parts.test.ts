// Table-driven unit tests per compiler part.
import { test } from "node:test";
import assert from "node:assert/strict";
import { splitWords, singular } from "../../src/guard/split-words.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { wallClock, resolvePath, inDomain } from "../../src/guard/match/match-clause.ts";
import { globMatch } from "../../src/guard/match/glob.ts";
import { readRuleText, prepareRuleTexts } from "../../src/guard/compile/rule-text.ts";
import { rules } from "./support.ts";

test("tool names split into words", () => {
  const table: [string, string[]][] = [
    ["conversations_add_message", ["conversations", "add", "message"]],
    ["batchDeleteEmails", ["batch", "delete", "emails"]],
    ["mcp__github__merge_pull_request", ["mcp", "github", "merge", "pull", "request"]],
    ["reboot-db-instance", ["reboot", "db", "instance"]],
    ["files.upload", ["files", "upload"]],
    ["HTTPRequestSend", ["http", "request", "send"]],
  ];
  for (const [input, want] of table) assert.deepEqual(splitWords(input), want, input);
  assert.equal(singular("policies"), "policy");
  assert.equal(singular("status"), "status");
});

test("command lines: quotes, operators, prefixes, ssh and shells", () => {
  const table: [string, { program: string; prefixes?: string[]; subcommands?: string[]; host?: string }[]][] = [
    ["git push --force origin main", [{ program: "git", subcommands: ["push"] }]],
    ["sudo -u postgres psql -c 'select 1'", [{ program: "psql", prefixes: ["sudo"] }]],
    ["cd /repo && npm run build; npm test", [{ program: "cd" }, { program: "npm", subcommands: ["run", "build"] }, { program: "npm", subcommands: ["test"] }]],
    ["ssh db-1 'sudo systemctl restart pg'", [{ program: "ssh", host: "db-1" }, { program: "systemctl", prefixes: ["sudo"], subcommands: ["restart", "pg"] }]],
    ['bash -c "kubectl rollout restart deploy/api"', [{ program: "bash" }, { program: "kubectl", subcommands: ["rollout", "restart"] }]],
    ["FOO=1 npx vercel@latest --prod", [{ program: "vercel", prefixes: ["npx"] }]],
    ["grep -rn sudo scripts/", [{ program: "grep", subcommands: [] }]],
  ];
  for (const [line, want] of table) {
    const got = parseCommandLine(line);
    assert.equal(got.length, want.length, line);
    want.forEach((w, i) => {
      assert.equal(got[i]!.program, w.program, line);
      if (w.prefixes) assert.deepEqual(got[i]!.prefixes, w.prefixes, line);
      if (w.subcommands) assert.deepEqual(got[i]!.subcommands, w.subcommands, line);
      if (w.host) assert.equal(got[i]!.host, w.host, line);
    });
  }
  assert.deepEqual(parseCommandLine("echo hi >> /var/log/x.log")[0]!.redirects, ["/var/log/x.log"]);
});

test("action families from tool names, CLI, SQL and enum-like args", () => {
  const table: [string, Record<string, unknown>, string, boolean][] = [
    ["restart_service", {}, "restart", true],
    ["call_cli", { cli_command: "aws rds reboot-db-instance --db-instance-identifier x" }, "restart", true],
    ["run_shell", { command: "git clean -fdx" }, "delete", true],
    ["run_sql", { sql: "TRUNCATE orders" }, "delete", true],
    ["crm_dml", { operation: "delete", objectName: "Lead" }, "delete", true],
    ["crm_dml", { operation: "update", objectName: "Lead" }, "delete", false],
    ["send_email", { to: ["a@b.co"] }, "send", true],
    ["draft_email", { to: ["a@b.co"] }, "send", false],
    ["run_shell", { command: "npm install left-pad" }, "install", true],
    ["run_shell", { command: "npm ci" }, "install", false],
    ["run_shell", { command: "helm upgrade api ./chart --dry-run" }, "deploy", false],
    ["create_repo", { name: "x", private: false }, "share", true],
    ["mail_filter", { action: { forward: "x@y.z" } }, "forward", true],
  ];
  for (const [tool, args, family, want] of table) assert.equal(readCall(tool, args, rules).families.has(family), want, `${tool} ${JSON.stringify(args)} ${family}`);
});

test("read-only calls change nothing", () => {
  for (const [tool, args] of [["conversations_history", { channel: "#x" }], ["Read", { file_path: "/a" }], ["run_shell", { command: "kubectl get pods -n prod" }]] as const)
    assert.equal(readCall(tool, args, rules).mutating, false, tool);
});

test("effect words", () => {
  const table: [string, string][] = [
    ["Ask me before deleting anything.", "require_approval"],
    ["Don't touch prod without my sign-off.", "require_approval"],
    ["Refunds over $40 need my OK.", "require_approval"],
    ["Check with me first before you scale down.", "require_approval"],
    ["Never drop tables.", "deny"],
    ["Let me know if you edit the billing module.", "warn"],
  ];
  for (const [text, want] of table) assert.equal(compileEntry({ id: "x", text }, rules).effect, want, text);
});

test("targets: names, folders, paths, channels, domains", () => {
  const c = (text: string) => compileEntry({ id: "x", text }, rules).clauses[0]!;
  const folder = c("don't modify the fixtures folder");
  assert.equal(folder.type, "action");
  if (folder.type === "action") assert.equal(folder.groups[0]![0]!.path, true);
  const outside = c("Never write outside /srv/www.");
  if (outside.type === "action") assert.deepEqual(outside.outsidePaths, ["/srv/www"]);
  const dom = c("Ask before emailing anyone outside initech.org.");
  if (dom.type === "action") assert.deepEqual(dom.outsideDomains, ["initech.org"]);
  assert.equal(resolvePath("/srv/www/../etc/passwd"), "/srv/etc/passwd");
  assert.equal(inDomain("a@mail.initech.org", "initech.org"), true);
  assert.equal(inDomain("a@initech.org.evil.io", "initech.org"), false);
});

test("numeric limits", () => {
  const table: [string, Record<string, unknown>][] = [
    ["Cap each payout at $75.", { sense: "money", max: 75 }],
    ["Never export more than 5k rows.", { sense: "count", max: 5000 }],
    ["Give up after 2 retries.", { sense: "retries", max: 2 }],
    ["Keep SMS replies under 160 characters.", { sense: "length", max: 160 }],
    ["Never run fewer than 2 workers.", { sense: "count", min: 2 }],
  ];
  for (const [text, want] of table) {
    const cl = compileEntry({ id: "x", text }, rules).clauses.find((x) => x.type === "limit");
    assert.ok(cl, text);
    for (const [k, v] of Object.entries(want)) assert.equal((cl as Record<string, unknown>)[k], v, `${text} ${k}`);
  }
});

test("time rules: weekdays, clocks, zones", () => {
  const cl = compileEntry({ id: "x", text: "No maintenance before 7am Pacific time." }, rules).clauses[0]!;
  assert.equal(cl.type, "time");
  if (cl.type === "time") {
    assert.equal(cl.beforeMin, 420);
    assert.equal(cl.tz, "America/Los_Angeles");
  }
  assert.equal(wallClock("2026-07-04T13:00:00Z", "America/Los_Angeles")!.min, 6 * 60);
  assert.equal(wallClock("2026-07-04T09:00:00", undefined)!.day, 6);
  const wk = compileEntry({ id: "x", text: "Don't book anything on weekends." }, rules).clauses[0]!;
  if (wk.type === "time") assert.deepEqual(wk.days?.sort(), [0, 6]);
});

test("sequences compile to a trigger and a prerequisite", () => {
  const cl = compileEntry({ id: "x", text: "Always snapshot the volume before resizing it." }, rules).clauses[0]!;
  assert.equal(cl.type, "sequence");
  if (cl.type === "sequence") assert.ok(cl.trigger.families.includes("scale"));
});

test("globs are linear and case-insensitive", () => {
  assert.equal(globMatch("deploy_*", "Deploy_Prod"), true);
  assert.equal(globMatch("a*b*c", "axxbyyc"), true);
  assert.equal(globMatch("a*b*c", "axxbyy"), false);
  assert.equal(globMatch("*".repeat(50) + "x", "a".repeat(5000)), false);
});

test("pure preferences are uncompilable, not silently ignored", () => {
  for (const text of ["I'd rather you use metric units.", "Be concise and friendly."]) assert.ok(compileEntry({ id: "x", text }, rules).uncompilable, text);
});

test("batched tagging gives every sentence the tags it gets alone", () => {
  const texts = [
    "Never restart the primary database.",
    "Don't touch the migrations folder; read it if you like",
    "Ask me before deleting anything in the assets bucket!",
    "Refunds over $500 need my OK. Smaller ones are fine",
    "Never post in #general without asking",
    "No deploys to prod on Fridays after 3pm",
    "Only push to feature branches, e.g. feat/x.",
    "Keep customer data in eu-west-1",
  ];
  const show = (x: unknown) => JSON.stringify(x, (_k, v) => (v instanceof Set ? [...v].sort() : v));
  const alone = texts.map((t) => show(readRuleText(t)));
  prepareRuleTexts(texts);
  assert.deepEqual(texts.map((t) => show(readRuleText(t))), alone);
});
