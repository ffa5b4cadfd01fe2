// Entry point: read config, listen, load rules and models, build the app, drain on SIGTERM/SIGINT.
//
// The socket opens before the heavy part of start-up (compromise, the model, compiling the
// rules), so liveness answers at once; /readyz stays 503 and API requests are held until the app
// is built (a second or two), then served. A broken rules or model file still stops the process.
import { createServer, type RequestListener } from "node:http";
import { pino } from "pino";
import { loadConfig, type Config } from "./config.ts";
import { VERSION } from "./version.ts";

function fail(message: string): never {
  process.stderr.write(`pinguard: ${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail((err as Error).message);
}

const logger = pino({ level: config.LOG_LEVEL });
const readiness = { draining: false };

async function buildApp(): Promise<RequestListener> {
  const [{ createApp }, { loadResources }, { createMetrics }] = await Promise.all([
    import("./app.ts"),
    import("./load/resources.ts"),
    import("./metrics/metrics.ts"),
  ]);
  const resources = loadResources(config);
  const metrics = createMetrics({ labelLimit: config.METRICS_LABEL_LIMIT, version: VERSION });
  return createApp({ config, ...resources, metrics, logger, readiness });
}

let app: RequestListener | undefined;
const ready = buildApp().then(
  (built) => {
    app = built;
    logger.info({ host: config.HOST, port: config.PORT, version: VERSION }, "pinguard ready");
  },
  (err: Error) => fail(err.message),
);

const server = createServer((req, res) => {
  if (app) return app(req, res);
  if (req.url === "/healthz") return void res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  if (req.url === "/readyz") return void res.writeHead(503, { "content-type": "text/plain" }).end("starting");
  void ready.then(() => app!(req, res));
});
server.keepAliveTimeout = 65_000;
server.on("error", (err) => fail(`cannot listen on ${config.HOST}:${config.PORT}: ${err.message}`));
server.listen(config.PORT, config.HOST, () => {
  logger.info({ host: config.HOST, port: config.PORT, version: VERSION }, "pinguard listening");
});

function drain(signal: string) {
  if (readiness.draining) return;
  readiness.draining = true;
  logger.info({ signal }, "draining: readiness is 503, finishing in-flight requests");
  // Stop accepting; idle keep-alive sockets close now, busy ones after their last response.
  server.close(() => {
    logger.info("drained");
    process.exit(0);
  });
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
