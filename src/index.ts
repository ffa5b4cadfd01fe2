// Entry point: read config, load rules and models, build the app, listen, drain on SIGTERM/SIGINT.
import { pino } from "pino";
import { VERSION, createApp, type Readiness } from "./app.ts";
import { loadConfig } from "./config.ts";
import { loadResources } from "./load/resources.ts";
import { createMetrics } from "./metrics/metrics.ts";

function fail(message: string): never {
  process.stderr.write(`pinguard: ${message}\n`);
  process.exit(1);
}

function start() {
  try {
    const config = loadConfig();
    return { config, resources: loadResources(config) };
  } catch (err) {
    fail((err as Error).message);
  }
}
const { config, resources } = start();

const logger = pino({ level: config.LOG_LEVEL });
const readiness: Readiness = { draining: false };
const metrics = createMetrics({ labelLimit: config.METRICS_LABEL_LIMIT, version: VERSION });
const app = createApp({ config, ...resources, metrics, logger, readiness });

const server = app.listen(config.PORT, config.HOST, () => {
  logger.info({ host: config.HOST, port: config.PORT, version: VERSION }, "pinguard listening");
});
server.on("error", (err) => fail(`cannot listen on ${config.HOST}:${config.PORT}: ${err.message}`));
server.keepAliveTimeout = 65_000;

function drain(signal: string) {
  if (readiness.draining) return;
  readiness.draining = true;
  logger.info({ signal }, "draining: readiness is 503, finishing in-flight requests");
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  server.close(() => {
    logger.info("drained");
    process.exit(0);
  });
  // Sockets that finish their last response become idle; close them as they do.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    logger.warn("shutdown timeout: closing remaining connections");
    server.closeAllConnections();
    process.exit(0);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
}
process.on("SIGTERM", () => drain("SIGTERM"));
process.on("SIGINT", () => drain("SIGINT"));
