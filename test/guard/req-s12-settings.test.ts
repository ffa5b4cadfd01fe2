// Table-driven tests of the requirement pins: how a call must be made, not whether it may be made.
//   state absent on creation (match-setting.ts), flag values and versions (rule-value-flag.ts),
//   value shapes and prefixes (rule-value-shape.ts), reserved values (rule-value-reserved.ts),
//   and their matching (match-setting-forms.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { findFlagPins } from "../../src/guard/compile/rule-value-flag.ts";
import { findShapePins, SHAPES } from "../../src/guard/compile/rule-value-shape.ts";
import { findReservedPins } from "../../src/guard/compile/rule-value-reserved.ts";
import { decide, rules } from "./support.ts";

const sent = (t: string) => readRuleText(t)[0]!;
type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "shell_exec", args: { command } });
const verdict = (rule: string, call: Call) => decide([{ id: "r", text: rule }], call).decision;

test("flag pins: the flag, its value and the calls they are about", () => {
  const table: [string, string[] | undefined, string | undefined][] = [
    // rule, keys (undefined: no pin), what scopes it ("programs" | "scope" | undefined)
    ["api rollouts: use --strategy blue-green", ["strategy"], "scope"],
    ["helmfile: always --environment staging until the migration lands", ["environment"], "programs"],
    ["run the sync with --mode incremental for the orders table", ["mode"], "scope"],
    ["pass --region eu-north-1 please", ["region"], undefined],
    // bans, bounds and flags with no value are other readers'
    ["never pass --force to the deploy script", undefined, undefined],
    ["backups: --keep-last 10 at minimum", undefined, undefined],
    ["always --check first on prod", undefined, undefined],
  ];
  for (const [rule, keys, scoped] of table) {
    const pins = findFlagPins(sent(rule), rules).filter((p) => p.setting === "value.flag");
    if (!keys) {
      assert.equal(pins.length, 0, rule);
      continue;
    }
    assert.ok(pins[0], rule);
    for (const k of keys) assert.ok(pins[0].keys.includes(k), `${rule}: ${k}`);
    assert.equal(pins[0].programs ? "programs" : pins[0].scope ? "scope" : undefined, scoped, rule);
  }
});

test("version pins: a runtime and its version", () => {
  const table: [string, string | undefined][] = [
    ["ruby 3.3 only", "3.3"],
    ["use java 21 for every service", "21"],
    ["stick with postgres 16", "16"],
    ["keep 3 replicas only", undefined],
    ["never use python 2.7", undefined],
  ];
  for (const [rule, version] of table) assert.equal(findFlagPins(sent(rule), rules)[0]?.version?.value, version, rule);
});

test("shapes: plain character classes", () => {
  const table: [string, string, boolean][] = [
    ["snake", "add_user_email", true],
    ["snake", "AddUserEmail", false],
    ["snake", "20240101_add_user", true],
    ["kebab", "user-avatars", true],
    ["kebab", "User_Avatars", false],
    ["camel", "userEmail", true],
    ["pascal", "userEmail", false],
    ["lower", "daily.report-v2", true],
    ["upper", "MAX_RETRIES", true],
  ];
  for (const [shape, value, ok] of table) assert.equal(SHAPES.get(shape)!.test(value), ok, `${shape} ${value}`);
});

test("shape and prefix pins: the named value and its form", () => {
  const table: [string, { keys?: string[]; shape?: string; prefix?: string[]; valueKind?: string } | undefined][] = [
    ["table names in snake_case", { keys: ["table_name"], shape: "snake" }],
    ["Use kebab-case for new repos", { keys: ["repo_name"], shape: "kebab" }],
    ["queue names must start with `jobs:`", { keys: ["queue_name"], prefix: ["jobs:"] }],
    ["branches you create must begin with bot/", { valueKind: "branch_name", prefix: ["bot/"] }],
    ["don't use camelCase anywhere", undefined],
  ];
  for (const [rule, want] of table) {
    const p = findShapePins(sent(rule), rules)[0];
    if (!want) {
      assert.equal(p, undefined, rule);
      continue;
    }
    assert.ok(p, rule);
    for (const k of want.keys ?? []) assert.ok(p.keys.includes(k), `${rule}: ${k} in ${p.keys}`);
    if (want.shape) assert.equal(p.shape, want.shape, rule);
    if (want.prefix) assert.deepEqual(p.prefix, want.prefix, rule);
    if (want.valueKind) assert.equal(p.valueKind, want.valueKind, rule);
  }
});

test("reserved values: the attribute, the values and the case they are kept for", () => {
  const table: [string, string | undefined, string[], string | undefined][] = [
    ["P0 is reserved for security incidents", "attr.priority", ["0"], "security"],
    ["severity critical is for data loss only", "attr.severity", ["critical"], "loss"],
    ["Blocker priority only when prod is down", "attr.priority", ["blocker"], "prod"],
    ["this repo is for experiments", undefined, [], undefined],
  ];
  for (const [rule, id, values, word] of table) {
    const p = findReservedPins(sent(rule), rules)[0];
    assert.equal(p?.setting, id, rule);
    if (!p) continue;
    assert.deepEqual(p.allowed, values.map((v) => [v]), rule);
    assert.ok(p.reserved!.includes(word!), `${rule}: ${p.reserved}`);
  }
});

test("requirement pins end to end: the call of the subject breaks them, others do not", () => {
  const table: [string, Call, "allow" | "deny"][] = [
    // state left out on creation
    ["Pull requests: always as drafts", { tool: "bitbucket_create_pull_request", args: { repo: "core", title: "x", source: "feat/x", destination: "main" } }, "deny"],
    ["Pull requests: always as drafts", { tool: "bitbucket_create_pull_request", args: { repo: "core", title: "x", source: "feat/x", destination: "main", draft: true } }, "allow"],
    ["Pull requests: always as drafts", { tool: "bitbucket_update_pull_request", args: { repo: "core", id: 4, title: "better title" } }, "allow"],
    ["new playlists must be private", { tool: "create_playlist", args: { name: "gym", public: false } }, "allow"],
    // a review of a pull request is no pull request
    ["Pull requests: always as drafts", { tool: "bitbucket_create_pull_request_comment", args: { repo: "core", id: 4, text: "lgtm" } }, "allow"],
    // flag values: another value, left out on the subject, another subject
    ["api rollouts: use --strategy blue-green", sh("kubectl argo rollouts set strategy api --strategy canary"), "allow"],
    ["web deploys: use --strategy blue-green", sh("fly deploy -a web --strategy canary"), "deny"],
    ["web deploys: use --strategy blue-green", sh("fly deploy -a web --strategy blue-green"), "allow"],
    ["web deploys: use --strategy blue-green", sh("fly deploy -a docs"), "allow"],
    ["helmfile: always --environment staging", sh("helmfile --environment production apply"), "deny"],
    ["helmfile: always --environment staging", sh("helmfile apply"), "deny"],
    ["helmfile: always --environment staging", sh("helmfile --environment staging apply"), "allow"],
    // versions
    ["ruby 3.3 only", sh("docker build --build-arg x=1 -t app . && docker run ruby:3.2-slim bundle exec rake"), "deny"],
    ["ruby 3.3 only", sh("docker run ruby:3.3.1-slim bundle exec rake"), "allow"],
    // shapes and prefixes
    ["table names in snake_case", { tool: "create_table", args: { table_name: "UserEvents", columns: [] } }, "deny"],
    ["table names in snake_case", { tool: "create_table", args: { table_name: "user_events", columns: [] } }, "allow"],
    ["queue names must start with `jobs:`", { tool: "create_queue", args: { queue_name: "emails" } }, "deny"],
    ["queue names must start with `jobs:`", { tool: "create_queue", args: { queue_name: "jobs:emails" } }, "allow"],
    ["branches you create must begin with bot/", sh("git checkout -b hotfix-1"), "deny"],
    ["branches you create must begin with bot/", sh("git checkout release-2"), "allow"],
    // reserved values
    ["P0 is reserved for security incidents", { tool: "create_issue", args: { title: "button misaligned", priority: 0 } }, "deny"],
    ["P0 is reserved for security incidents", { tool: "create_issue", args: { title: "security: token leaked in logs", priority: 0 } }, "allow"],
    ["P0 is reserved for security incidents", { tool: "create_issue", args: { title: "button misaligned", priority: 2 } }, "allow"],
  ];
  for (const [rule, call, want] of table) assert.equal(verdict(rule, call), want, `${rule} ~ ${JSON.stringify(call)}`);
});

test("required texts and key paths: the field a kind of call must carry", () => {
  const table: [string, Call, "allow" | "deny"][] = [
    // a conventional text named by another word, and the flag that writes it
    ["DCO sign-off required on every commit", { tool: "create_commit", args: { message: "docs: typo" } }, "deny"],
    ["DCO sign-off required on every commit", { tool: "create_commit", args: { message: "docs: typo\n\nSigned-off-by: A <a@b.io>" } }, "allow"],
    ["DCO sign-off required on every commit", sh("git commit --signoff -m 'docs: typo'"), "allow"],
    ["DCO sign-off required on every commit", sh("git push origin feat/x"), "allow"],
    // someone's sign-off is an approval, not a text
    ["commits need my sign-off", { tool: "create_commit", args: { message: "docs: typo\n\nSigned-off-by: A <a@b.io>" } }, "require_approval" as "deny"],
    // a key path, each key under the one before
    ["charts you install must set podDisruptionBudget.enabled", { tool: "helm_install_chart", args: { chart: "x/y", values: "replicas: 2\npodDisruptionBudget:\n  enabled: true\n" } }, "allow"],
    ["charts you install must set podDisruptionBudget.enabled", { tool: "helm_install_chart", args: { chart: "x/y", values: "replicas: 2\n" } }, "deny"],
    // the sender of a mail API
    ["the from address is always alerts@ops.example", { tool: "postmark_send", args: { From: "me@ops.example", To: "x@y.io", Subject: "s" } }, "deny"],
    ["the from address is always alerts@ops.example", { tool: "postmark_send", args: { From: "alerts@ops.example", To: "x@y.io", Subject: "s" } }, "allow"],
  ];
  for (const [rule, call, want] of table) assert.equal(verdict(rule, call), want, `${rule} ~ ${JSON.stringify(call)}`);
});
