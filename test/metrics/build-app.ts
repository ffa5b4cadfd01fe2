// Builds an in-process app with the shipped rules/ and models/, default config and its own
// metrics registry, for the metrics and end-to-end tests.
import { buildTestApp } from "../support/app.ts";

/** The app with default process metrics on, as the service runs it. */
export function buildApp(env: Record<string, string> = {}) {
  return buildTestApp(env, { defaultMetrics: true });
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
