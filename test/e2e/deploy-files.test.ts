// Consistency of deploy/ and docker-compose.yml without running anything: every metric the
// dashboard and the alerts read is one the service exports, the dashboard covers the required
// panels, alert rules keep the "<signal> <op> <number>" form, and the compose file, scrape
// config and Grafana provisioning point at each other.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { createMetrics } from "../../src/metrics/metrics.ts";
import { JOB, PROM_DIR, ROOT, allPanels, alertRules, dashboardQueries, metricNames, readDashboard, withoutThreshold } from "./deploy-queries.ts";

const readYaml = <T>(path: string) => parse(readFileSync(join(ROOT, path), "utf8")) as T;

async function exportedNames(): Promise<Set<string>> {
  const families = await createMetrics({ labelLimit: 10 }).registry.getMetricsAsJSON();
  const names = new Set<string>(["up"]);
  for (const f of families) {
    names.add(f.name);
    if (String(f.type) === "histogram") for (const s of ["_bucket", "_sum", "_count"]) names.add(f.name + s);
  }
  return names;
}

describe("Grafana dashboard", () => {
  const dash = readDashboard();
  const panels = allPanels(dash).filter((p) => p.type !== "row");

  it("has unique panel ids and a query per panel, all on the ${datasource} variable", () => {
    const ids = allPanels(dash).map((p) => p.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const p of panels) {
      assert.ok(p.targets?.length, `panel ${p.id} "${p.title}" has targets`);
      assert.equal(p.datasource?.uid, "${datasource}", `panel ${p.id}`);
      for (const t of p.targets!) assert.equal(t.datasource?.uid, "${datasource}", `panel ${p.id} ${t.refId}`);
    }
  });

  it("reads only metrics the service exports, through known variables", async () => {
    const names = await exportedNames();
    const { queries } = dashboardQueries(dash);
    for (const q of queries) for (const n of metricNames(q.expr)) assert.ok(names.has(n), `${q.where}: unknown metric ${n}`);
  });

  // What the issue asks the dashboard to show → a query that shows it.
  const required: Array<[string, RegExp]> = [
    ["violation rate by kind", /sum by \(kind\) \(rate\(pinguard_constraint_violations_total/],
    ["violation rate by tool", /sum by \(tool\) \(rate\(pinguard_constraint_violations_total/],
    ["decision mix", /sum by \(decision\) \(rate\(pinguard_guard_decisions_total/],
    ["repeated-work rate", /rate\(pinguard_repeated_work_total/],
    ["rejected-retry rate", /rate\(pinguard_rejected_approach_retries_total/],
    ["skipped entries by reason", /sum by \(reason\) \(rate\(pinguard_ledger_entries_skipped_total/],
    ["uncompilable entries", /rate\(pinguard_uncompilable_entries_total/],
    ["pins suggested per kind", /sum by \(kind\) \(rate\(pinguard_pins_suggested_total/],
    ["p50 latency per route", /histogram_quantile\(0\.5, sum by \(le, route\) \(rate\(pinguard_http_request_duration_seconds_bucket/],
    ["p99 latency per route", /histogram_quantile\(0\.99, sum by \(le, route\) \(rate\(pinguard_http_request_duration_seconds_bucket/],
    ["ledger size", /pinguard_guard_ledger_entries_bucket/],
  ];
  for (const [what, re] of required)
    it(`shows ${what}`, () => {
      assert.ok(dashboardQueries(dash).queries.some((q) => re.test(q.expr)), re.source);
    });
});

describe("alert rules", () => {
  const rules = alertRules();

  it("has the four required alerts", () => {
    const names = rules.map((r) => r.alert);
    for (const n of ["PinguardConstraintViolationSpike", "PinguardRepeatedWorkSpike", "PinguardHighLatencyP99", "PinguardTargetDown"]) assert.ok(names.includes(n), n);
  });

  it("every alert ends in one threshold, has a severity and a summary, and reads exported metrics", async () => {
    const names = await exportedNames();
    for (const r of rules) {
      assert.doesNotThrow(() => withoutThreshold(r.expr), r.alert);
      assert.match(r.labels?.severity ?? "", /^(critical|warning|info)$/, `${r.alert} severity`);
      assert.ok(r.annotations?.summary, `${r.alert} summary`);
      for (const n of metricNames(r.expr)) assert.ok(names.has(n), `${r.alert}: unknown metric ${n}`);
    }
  });

  it("withoutThreshold strips only a trailing comparison", () => {
    const cases: Array<[string, string]> = [
      ['up{job="pinguard"} == 0', 'up{job="pinguard"}'],
      ["sum(rate(x[5m])) / sum(rate(y[5m])) > 0.1", "sum(rate(x[5m])) / sum(rate(y[5m]))"],
      ["histogram_quantile(0.99, sum by (le) (rate(h_bucket[5m]))) >= 2.5e-1", "histogram_quantile(0.99, sum by (le) (rate(h_bucket[5m])))"],
    ];
    for (const [expr, want] of cases) assert.equal(withoutThreshold(expr), want);
    assert.throws(() => withoutThreshold("sum(rate(x[5m]))"), /threshold/);
  });
});

describe("docker-compose.yml, scrape config and provisioning agree", () => {
  interface Service {
    environment?: Record<string, string>;
    volumes?: string[];
    ports?: string[];
    build?: { context: string };
  }
  const compose = readYaml<{ services: Record<string, Service> }>("docker-compose.yml");
  const prom = readYaml<{ rule_files: string[]; scrape_configs: Array<{ job_name: string; metrics_path?: string; static_configs: Array<{ targets: string[] }> }> }>(
    "deploy/prometheus/prometheus.yml",
  );
  const mounts = (svc: string) =>
    new Map((compose.services[svc]?.volumes ?? []).filter((v) => v.startsWith("./")).map((v) => [v.split(":")[1]!, v.split(":")[0]!] as const));

  it("has the service, Prometheus and Grafana; the service builds from the repo Dockerfile", () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ["grafana", "pinguard", "prometheus"]);
    assert.equal(compose.services.pinguard!.build?.context, ".");
    assert.ok(existsSync(join(ROOT, "Dockerfile")), "Dockerfile at the repository root");
  });

  it("every bind mount exists in the repository", () => {
    for (const svc of Object.keys(compose.services))
      for (const [, source] of mounts(svc)) assert.ok(existsSync(join(ROOT, source)), `${svc}: ${source}`);
  });

  it("Prometheus scrapes the compose service on its port and loads the rule files it mounts", () => {
    const job = prom.scrape_configs.find((s) => s.job_name === JOB);
    assert.ok(job);
    assert.equal(job.metrics_path ?? "/metrics", "/metrics");
    assert.deepEqual(job.static_configs.flatMap((s) => s.targets), [`pinguard:${compose.services.pinguard!.environment!.PORT}`]);
    assert.equal(mounts("prometheus").get("/etc/prometheus"), "./deploy/prometheus");
    for (const f of prom.rule_files) assert.ok(existsSync(join(PROM_DIR, f)), f);
  });

  it("Grafana's datasource is the compose Prometheus and its dashboard provider reads the mounted dashboards", () => {
    const ds = readYaml<{ datasources: Array<{ type: string; url: string; isDefault?: boolean }> }>("deploy/grafana/provisioning/datasources/prometheus.yml");
    assert.deepEqual(ds.datasources.map((d) => [d.type, d.url, d.isDefault]), [["prometheus", "http://prometheus:9090", true]]);
    const providers = readYaml<{ providers: Array<{ type: string; options: { path: string } }> }>("deploy/grafana/provisioning/dashboards/pinguard.yml");
    const grafana = mounts("grafana");
    assert.equal(grafana.get("/etc/grafana/provisioning"), "./deploy/grafana/provisioning");
    for (const p of providers.providers) assert.equal(grafana.get(p.options.path), "./deploy/grafana/dashboards");
    const home = compose.services.grafana!.environment!.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH!;
    assert.ok(home.startsWith(providers.providers[0]!.options.path + "/"));
    assert.ok(existsSync(join(ROOT, "deploy/grafana/dashboards", home.split("/").pop()!)));
  });
});
