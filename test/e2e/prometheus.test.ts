// End-to-end: the service and a real Prometheus on 127.0.0.1 scraping every second, with the
// shipped scrape config and alert rules. Drives classify and guard traffic with known numbers of
// violations, repeats and retries, then runs every PromQL expression of every dashboard panel and
// alert rule through Prometheus's HTTP API. Skips when the `prometheus` binary is not on PATH.
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parse, stringify } from "yaml";
import { buildApp } from "../metrics/build-app.ts";
import { JOB, PROM_DIR, VARIABLES, alertRules, dashboardQueries, withoutThreshold } from "./deploy-queries.ts";


function onPath(bin: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, bin);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return undefined;
}
const PROMETHEUS = onPath("prometheus");
const PROMTOOL = onPath("promtool");
const SKIP = PROMETHEUS ? false : "prometheus binary not on PATH (apt-get install -y prometheus); skipping the end-to-end Prometheus test";

// ---------------------------------------------------------------------------------------------
// Traffic with known outcomes. Every ledger entry carries an explicit structured `match`, so the
// numbers do not depend on how the text compiler reads the words.

const restartPrimary = {
  id: "no-restart-primary",
  text: "Do not restart anything on the primary database host.",
  kind: "prohibition",
  effect: "deny",
  match: { tools: ["restart_*"], args: [{ path: "host", glob: "*primary*" }] },
};
const deployNeedsOk = {
  id: "deploy-needs-ok",
  text: "Deploys need my OK first.",
  kind: "requirement",
  effect: "require_approval",
  match: { tools: ["deploy_*"] },
};
// Each would match the call if it applied; each must be skipped for its own reason.
const skippable = [
  { ...restartPrimary, id: "skip-scope", scope: { type: "incident", id: "INC-7" } },
  { ...restartPrimary, id: "skip-expired", expires_at: "2020-01-01T00:00:00Z" },
  { ...restartPrimary, id: "skip-flag", when: { change_freeze: true } },
];

const guardCalls = {
  violation: { call: { tool: "restart_service", args: { host: "db-primary-1" } }, ledger: [restartPrimary, deployNeedsOk] },
  approval: { call: { tool: "deploy_app", args: { env: "staging" } }, ledger: [restartPrimary, deployNeedsOk] },
  allowed: { call: { tool: "restart_service", args: { host: "db-replica-2" } }, ledger: [restartPrimary, deployNeedsOk] },
  repeat: {
    call: { tool: "run_backfill", args: { table: "orders", batch: 10000 } },
    ledger: [],
    history: [{ tool: "list_tables", args: {} }, { tool: "run_backfill", args: { batch: 10000, table: "orders" } }],
  },
  retry: {
    call: { tool: "alter_table", args: { table: "orders", sql: "ALTER TABLE orders ADD COLUMN tenant_id int NOT NULL" } },
    ledger: [],
    context: {
      rejected_approaches: [
        // Structured only (no `text`), so the match does not depend on wording.
        { tool: "alter_table", args: { table: "orders", sql: "ALTER TABLE orders ADD COLUMN tenant_id int NOT NULL" } },
      ],
    },
  },
  skips: {
    call: { tool: "restart_service", args: { host: "db-primary-1" } },
    ledger: skippable,
    context: { scopes: { incident: "INC-9" }, flags: { change_freeze: false }, now: "2026-03-02T10:00:00Z" },
  },
} as const;
type CallName = keyof typeof guardCalls;

// Burst 1 creates every labelled series (Prometheus's rate() cannot see a series' first value);
// burst 2, after a scrape, is the bulk the rates and alerts see.
const BURSTS: Array<Record<CallName, number>> = [
  { violation: 1, approval: 1, allowed: 1, repeat: 1, retry: 1, skips: 1 },
  { violation: 6, approval: 2, allowed: 3, repeat: 10, retry: 2, skips: 1 },
];
const total = (name: CallName) => BURSTS.reduce((n, b) => n + b[name], 0);
const TOTAL_GUARD_CALLS = BURSTS.reduce((n, b) => n + Object.values(b).reduce((a, c) => a + c, 0), 0);
const EXPECTED_VIOLATIONS = total("violation") + total("approval");

const classifyMessages = [
  "Please never force-push to the release branch. Builds take ten minutes.",
  "Keep every reply under 200 words, and always cc the on-call lead.",
  "The staging cluster is shared with the data team, so ask before scaling it.",
];

// ---------------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value or the deadline passes; the error names what waited. */
async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

describe("Prometheus end to end", { skip: SKIP, timeout: 110_000 }, () => {
  let server: Server;
  let appUrl: string;
  let promUrl: string;
  let prom: ChildProcess | undefined;
  let promLog = "";
  let tmp: string;

  async function query(expr: string): Promise<{ status: string; data?: { resultType: string; result: Sample[] }; error?: string }> {
    const res = await fetch(`${promUrl}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    return (await res.json()) as { status: string; data?: { resultType: string; result: Sample[] }; error?: string };
  }
  async function scalarOf(expr: string): Promise<number | undefined> {
    const r = await query(expr);
    const v = r.data?.result[0]?.value[1];
    return v === undefined ? undefined : Number(v);
  }
  async function post(path: string, body: unknown, agent: string) {
    const res = await fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-agent-id": agent },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  before(async () => {
    const { app } = buildApp();
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // The shipped scrape config with only the target address and the intervals swapped.
    tmp = mkdtempSync(join(tmpdir(), "pinguard-prom-"));
    const config = parse(readFileSync(join(PROM_DIR, "prometheus.yml"), "utf8")) as {
      global: Record<string, string>;
      rule_files: string[];
      scrape_configs: Array<{ job_name: string; static_configs: Array<{ targets: string[] }>; scrape_interval?: string }>;
    };
    config.global = { ...config.global, scrape_interval: "1s", evaluation_interval: "1s" };
    config.rule_files = config.rule_files.map((f) => join(PROM_DIR, f));
    const job = config.scrape_configs.find((s) => s.job_name === JOB);
    assert.ok(job, `deploy/prometheus/prometheus.yml has a scrape job named ${JOB}`);
    job.static_configs = [{ targets: [appUrl.replace("http://", "")] }];
    config.scrape_configs = [job];
    writeFileSync(join(tmp, "prometheus.yml"), stringify(config));

    const port = await freePort();
    promUrl = `http://127.0.0.1:${port}`;
    prom = spawn(
      PROMETHEUS!,
      [
        `--config.file=${join(tmp, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(tmp, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
        "--log.level=warn",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    prom.stderr!.on("data", (d: Buffer) => (promLog = (promLog + d.toString()).slice(-4_000)));
    const exited = new Promise<never>((_, reject) => prom!.once("exit", (code) => reject(new Error(`prometheus exited (${code}): ${promLog}`))));
    exited.catch(() => {});
    await Promise.race([
      exited,
      waitFor("Prometheus /-/ready", 30_000, async () => ((await fetch(`${promUrl}/-/ready`)).ok ? true : undefined)),
    ]);
    await waitFor(`up{job="${JOB}"} == 1`, 20_000, async () => ((await scalarOf(`up{job="${JOB}"}`)) === 1 ? true : undefined));

    // Traffic: classify (single and batch, two agents), malformed requests, then the guard bursts.
    for (const text of classifyMessages) assert.equal((await post("/v1/classify", { text, turn: 1 }, "agent-a")).status, 200);
    assert.equal((await post("/v1/classify", { messages: classifyMessages.map((text, i) => ({ id: `m${i}`, text })) }, "agent-b")).status, 200);
    assert.equal((await post("/v1/guard", { call: {} }, "agent-a")).status, 400);

    let sent = 0;
    for (const [i, burst] of BURSTS.entries()) {
      for (const [name, n] of Object.entries(burst) as Array<[CallName, number]>)
        for (let k = 0; k < n; k++) {
          const r = await post("/v1/guard", guardCalls[name], k % 2 ? "agent-a" : "agent-b");
          assert.equal(r.status, 200, JSON.stringify(r.body));
          sent++;
        }
      // Each burst must be scraped before the next, so rate() sees burst 2 as increases.
      await waitFor(`burst ${i + 1} scraped`, 15_000, async () =>
        (await scalarOf(`sum(pinguard_guard_decisions_total{job="${JOB}"})`)) === sent ? true : undefined,
      );
    }
    assert.equal(sent, TOTAL_GUARD_CALLS);
    // Two more scrapes after the last increase, so every 10s window holds it.
    await sleep(2_500);
  });

  after(async () => {
    if (prom && prom.exitCode === null) {
      const gone = new Promise((r) => prom!.once("exit", r));
      prom.kill("SIGTERM");
      await Promise.race([gone, sleep(5_000)]);
      if (prom.exitCode === null) prom.kill("SIGKILL");
    }
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("counts exactly the violations, repeats and retries that were sent", async () => {
    const got = {
      violations: await scalarOf(`sum(pinguard_constraint_violations_total{job="${JOB}"})`),
      restart: await scalarOf(`sum(pinguard_constraint_violations_total{job="${JOB}",tool="restart_service",kind="prohibition",effect="deny"})`),
      deploy: await scalarOf(`sum(pinguard_constraint_violations_total{job="${JOB}",tool="deploy_app",kind="requirement",effect="require_approval"})`),
      deny: await scalarOf(`sum(pinguard_guard_decisions_total{job="${JOB}",decision="deny"})`),
      approval: await scalarOf(`sum(pinguard_guard_decisions_total{job="${JOB}",decision="require_approval"})`),
      repeated: await scalarOf(`sum(pinguard_repeated_work_total{job="${JOB}",tool="run_backfill"})`),
      retried: await scalarOf(`sum(pinguard_rejected_approach_retries_total{job="${JOB}",tool="alter_table"})`),
      outOfScope: await scalarOf(`sum(pinguard_ledger_entries_skipped_total{job="${JOB}",reason="out_of_scope"})`),
      expired: await scalarOf(`sum(pinguard_ledger_entries_skipped_total{job="${JOB}",reason="expired"})`),
      conditionOff: await scalarOf(`sum(pinguard_ledger_entries_skipped_total{job="${JOB}",reason="condition_off"})`),
      classified: await scalarOf(`sum(pinguard_classify_requests_total{job="${JOB}"})`),
      badRequests: await scalarOf(`sum(pinguard_http_request_duration_seconds_count{job="${JOB}",method="POST",status_code="400"})`),
    };
    // The classifier's wording coverage is not under test here; three plainly stated rules must
    // give at least one pin, counted by kind.
    const pins = await scalarOf(`sum(pinguard_pins_suggested_total{job="${JOB}"})`);
    assert.ok((pins ?? 0) > 0, `pins suggested: ${pins}`);
    assert.deepEqual(got, {
      violations: EXPECTED_VIOLATIONS,
      restart: total("violation"),
      deploy: total("approval"),
      deny: total("violation"),
      approval: total("approval"),
      repeated: total("repeat"),
      retried: total("retry"),
      outOfScope: total("skips"),
      expired: total("skips"),
      conditionOff: total("skips"),
      classified: classifyMessages.length * 2,
      badRequests: 1,
    });
  });

  it("every dashboard panel query answers with data", async () => {
    const { queries } = dashboardQueries();
    assert.ok(queries.length >= 20, `${queries.length} dashboard queries`);
    const failures: string[] = [];
    for (const q of queries) {
      const r = await query(q.expr);
      if (r.status !== "success") failures.push(`${q.where}: ${r.error} — ${q.expr}`);
      else if (!r.data?.result.length) failures.push(`${q.where}: no data — ${q.expr}`);
      // A legend such as "{{tool}}" must name labels the answer carries.
      else
        for (const label of q.legendLabels ?? [])
          if (!r.data.result.every((s) => label in s.metric)) failures.push(`${q.where}: legend label ${label} missing in ${JSON.stringify(r.data.result[0]!.metric)}`);
    }
    assert.deepEqual(failures, []);
  });

  it("every dashboard variable query finds its values", async () => {
    const { variables } = dashboardQueries();
    for (const v of variables) {
      // Grafana's label_values(metric, label) is Prometheus's label values API with match[].
      const m = /^label_values\(\s*([^,]+?)\s*,\s*(\w+)\s*\)$/.exec(v.query);
      assert.ok(m, `variable ${v.name}: unsupported query ${v.query}`);
      const res = await fetch(`${promUrl}/api/v1/label/${m[2]}/values?${new URLSearchParams({ "match[]": m[1]! })}`);
      const body = (await res.json()) as { data: string[] };
      assert.ok(body.data.includes(VARIABLES[v.name]!), `variable ${v.name}: ${JSON.stringify(body.data)}`);
    }
  });

  it("every alert rule evaluates, and its signal answers with data", async () => {
    const rules = alertRules();
    assert.ok(rules.length >= 4);
    const failures: string[] = [];
    for (const rule of rules) {
      const name = rule.alert ?? rule.record;
      const full = await query(rule.expr);
      if (full.status !== "success") failures.push(`${name}: ${full.error}`);
      const signal = await query(rule.alert ? withoutThreshold(rule.expr) : rule.expr);
      if (signal.status !== "success") failures.push(`${name} (signal): ${signal.error}`);
      else if (!signal.data?.result.length) failures.push(`${name}: no data — ${withoutThreshold(rule.expr)}`);
    }
    assert.deepEqual(failures, []);

    // Prometheus itself evaluated every loaded rule without error.
    const loaded = (await (await fetch(`${promUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> };
    };
    const health = loaded.data.groups.flatMap((g) => g.rules.map((r) => `${r.name}: ${r.health}${r.lastError ? ` ${r.lastError}` : ""}`));
    assert.deepEqual(health.sort(), rules.map((r) => `${r.alert ?? r.record}: ok`).sort());
  });

  it("the traffic sets off the violation, repeated-work and retry alerts, and not target-down", async () => {
    const want = ["PinguardConstraintViolationSpike", "PinguardRepeatedWorkSpike", "PinguardRejectedApproachRetried"];
    const active = await waitFor(`alerts ${want.join(", ")} pending or firing`, 15_000, async () => {
      const body = (await (await fetch(`${promUrl}/api/v1/alerts`)).json()) as { data: { alerts: Array<{ labels: { alertname: string }; state: string }> } };
      const names = new Set(body.data.alerts.filter((a) => a.state === "pending" || a.state === "firing").map((a) => a.labels.alertname));
      return want.every((n) => names.has(n)) ? names : undefined;
    });
    assert.ok(!active.has("PinguardTargetDown"));
  });

  it("promtool accepts the shipped rules and config, and the alert unit tests pass", { skip: PROMTOOL ? false : "promtool not on PATH" }, () => {
    for (const args of [["check", "rules", "alerts.yml"], ["check", "config", "prometheus.yml"], ["test", "rules", "alerts.test.yml"]]) {
      const r = spawnSync(PROMTOOL!, args, { cwd: PROM_DIR, encoding: "utf8", timeout: 30_000 });
      assert.equal(r.status, 0, `promtool ${args.join(" ")}:\n${r.stdout}\n${r.stderr}`);
    }
  });
});
