// Builds an in-process app with the shipped rules/ and models/, default config and its own
// metrics registry, for the metrics and end-to-end tests.
import { pino } from "pino";
import { VERSION, createApp } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { loadResources } from "../../src/load/resources.ts";
import { createMetrics } from "../../src/metrics/metrics.ts";

export function buildApp(env: Record<string, string> = {}) {
  const config: Config = loadConfig(env);
  const metrics = createMetrics({ labelLimit: config.METRICS_LABEL_LIMIT, version: VERSION });
  const app = createApp({ config, ...loadResources(config), metrics, logger: pino({ level: "silent" }) });
  return { app, metrics, config };
}

/** Series of one family in Prometheus text format: `name{labels} value` lines (not _bucket etc.). */
export function seriesOf(exposition: string, family: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of exposition.split("\n")) {
    if (!line.startsWith(family)) continue;
    const rest = line.slice(family.length);
    if (rest[0] !== "{" && rest[0] !== " ") continue;
    const cut = line.lastIndexOf(" ");
    out.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return out;
}
