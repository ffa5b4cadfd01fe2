// Builds an in-process app with the shipped rules and models, for HTTP, metrics and e2e tests.
import { pino } from "pino";
import { createApp } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { loadResources } from "../../src/load/resources.ts";
import { createMetrics } from "../../src/metrics/metrics.ts";
import { VERSION } from "../../src/version.ts";

export function buildTestApp(env: Record<string, string> = {}, opts: { defaultMetrics?: boolean } = {}) {
  const config: Config = loadConfig({ LOG_LEVEL: "silent", ...env });
  const resources = loadResources(config);
  const metrics = createMetrics({ labelLimit: config.METRICS_LABEL_LIMIT, version: VERSION, defaultMetrics: opts.defaultMetrics ?? false });
  const readiness = { draining: false };
  const app = createApp({ config, ...resources, metrics, readiness, logger: pino({ level: "silent" }) });
  return { app, config, metrics, readiness };
}
