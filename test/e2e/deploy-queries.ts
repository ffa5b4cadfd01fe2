// The PromQL shipped in deploy/: dashboard panel targets (Grafana variables substituted) and
// alert rules, read the way Grafana and Prometheus read them. Shared by the Prometheus
// end-to-end test and the deploy-file consistency test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const PROM_DIR = join(ROOT, "deploy/prometheus");
export const DASHBOARD = join(ROOT, "deploy/grafana/dashboards/pinguard.json");
export const JOB = "pinguard";

// Grafana variables → values for the tests. Grafana makes $__rate_interval at least four scrape
// intervals; the end-to-end test scrapes every second, so 10s.
export const VARIABLES: Record<string, string> = { __rate_interval: "10s", job: JOB };

export interface Query {
  where: string;
  expr: string;
  /** Labels the panel legend names, e.g. ["kind"] for "{{kind}}". */
  legendLabels?: string[];
}

export function substitute(expr: string, where: string): string {
  return expr.replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    const v = VARIABLES[name];
    if (v === undefined) throw new Error(`${where}: unknown Grafana variable $${name}`);
    return v;
  });
}

export interface Panel {
  id: number;
  title: string;
  type: string;
  datasource?: { type: string; uid: string };
  targets?: Array<{ refId: string; expr: string; legendFormat?: string; datasource?: { type: string; uid: string } }>;
  panels?: Panel[];
}
export interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: Array<{ name: string; type: string; query: unknown }> };
}

export function readDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD, "utf8")) as Dashboard;
}

/** Every panel, rows' children included. */
export function allPanels(dash: Dashboard): Panel[] {
  const out: Panel[] = [];
  const walk = (panels: Panel[]) => {
    for (const p of panels) {
      out.push(p);
      walk(p.panels ?? []);
    }
  };
  walk(dash.panels);
  return out;
}

export function dashboardQueries(dash = readDashboard()): { queries: Query[]; variables: Array<{ name: string; query: string }> } {
  const queries = allPanels(dash).flatMap((p) =>
    (p.targets ?? []).map((t) => ({
      where: `panel ${p.id} "${p.title}" ${t.refId}`,
      expr: substitute(t.expr, `panel ${p.id}`),
      legendLabels: [...(t.legendFormat ?? "").matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!),
    })),
  );
  const variables = dash.templating.list
    .filter((v) => v.type === "query")
    .map((v) => ({ name: v.name, query: typeof v.query === "string" ? v.query : (v.query as { query: string }).query }));
  return { queries, variables };
}

export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export function alertRules(): Rule[] {
  const doc = parse(readFileSync(join(PROM_DIR, "alerts.yml"), "utf8")) as { groups: Array<{ rules: Rule[] }> };
  return doc.groups.flatMap((g) => g.rules);
}

// An alert expression is "<signal> <op> <number>"; without the comparison it answers whatever the
// level, which is what "the signal exists" means. alerts.yml keeps every rule in that form.
const THRESHOLD = /\s*(?:==|!=|>=|<=|>|<)\s*(?:bool\s+)?-?\d+(?:\.\d+)?(?:e-?\d+)?\s*$/;
export function withoutThreshold(expr: string): string {
  const signal = expr.replace(THRESHOLD, "");
  if (signal === expr) throw new Error(`alert expression does not end in a threshold comparison: ${expr}`);
  return signal;
}

/** Metric names a PromQL expression reads, e.g. pinguard_guard_ledger_entries_bucket, up. */
export function metricNames(expr: string): string[] {
  const noStrings = expr.replace(/"[^"]*"/g, '""');
  const names = noStrings.match(/\b(?:pinguard|process|nodejs)_[a-z0-9_]+|\bup\b/g) ?? [];
  return [...new Set(names)];
}
