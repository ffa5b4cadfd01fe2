// Builds the express app from already-loaded parts. Never listens, so tests drive it in-process.
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Request, type RequestHandler, type Response } from "express";
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";
import { createClassifier, type ClassifyRules, type PinModel } from "./classify/index.ts";
import { createGuard, type GuardRules } from "./guard/index.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { bearerAuth, bearerCheck } from "./http/auth.ts";
import { fastFailure, fastPath } from "./http/fast-path.ts";
import { buildOpenApi } from "./http/openapi.ts";
import { ProblemError, errorHandler, notFound } from "./http/problem.ts";
import { v1Handlers, v1Router } from "./http/routes.ts";

import { VERSION } from "./version.ts";

export interface Readiness {
  draining: boolean;
}

export interface AppDeps {
  config: Config;
  rules: { classify: ClassifyRules; guard: GuardRules };
  models: { pin: PinModel };
  metrics: Metrics;
  logger?: Logger;
  readiness?: Readiness;
}

const requireJson: RequestHandler = (req, _res, next) => {
  if (req.method === "POST" && !req.is(["application/json", "application/*+json"]))
    return next(new ProblemError(415, "unsupported-media-type", "Unsupported Media Type", "send the body as application/json"));
  next();
};

export function createApp({ config, rules, models, metrics, logger, readiness = { draining: false } }: AppDeps) {
  const log = logger ?? pino({ level: config.LOG_LEVEL });
  const limits = { maxLedgerEntries: config.MAX_LEDGER_ENTRIES, maxHistory: config.MAX_HISTORY };
  const classifier = createClassifier(rules.classify, models.pin);
  const guard = createGuard(rules.guard, { cacheSize: config.COMPILE_CACHE_SIZE });
  const openapi = JSON.stringify(buildOpenApi(limits, VERSION));

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  // The latency histogram by route pattern, and an access-log line for errors (successful calls
  // are routine and logged only at debug, to keep the hot path cheap).
  const record = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, route: string, t0: bigint) => {
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const status = res.statusCode;
    metrics.httpDuration.observe({ method: req.method ?? "", route, status_code: String(status) }, seconds);
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "debug";
    if (log.isLevelEnabled(level))
      log[level]({ method: req.method, url: (req.originalUrl ?? req.url ?? "").slice(0, 200), status, ms: Math.round(seconds * 1e4) / 10 }, "request");
  };
  // One finish hook per request that express answers.
  const track = (req: Request, res: Response, t0: bigint) => {
    res.on("finish", () => {
      // Express resets req.baseUrl when a handler throws, so the mount point is kept in res.locals.
      record(req, res, req.route ? `${res.locals.mount ?? req.baseUrl}${req.route.path}` : "unmatched", t0);
    });
  };

  const handlers = v1Handlers({ classifier, guard, metrics, limits });
  const fastAnswers = { count: 0 }; // read by tests: proof the fast path was taken
  app.locals.fastAnswers = fastAnswers;
  const fast = fastPath({
    handlers,
    bodyLimit: config.BODY_LIMIT,
    authorized: config.AUTH_TOKEN ? bearerCheck(config.AUTH_TOKEN) : undefined,
    draining: () => readiness.draining,
    done: (req, res, route, t0) => {
      fastAnswers.count++;
      record(req, res, route, t0);
    },
  });
  // The two hot routes in their common form are answered before express sees them (fast-path.ts);
  // everything else, and every failure, goes through express.
  // (express calls app.handle for every request: app(req, res) is app.handle(req, res, next))
  const inner = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void };
  const expressHandle = inner.handle;
  inner.handle = (req, res, next) => {
    if (!fast(req, res, () => expressHandle.call(app, req, res, next))) expressHandle.call(app, req, res, next);
  };

  app.use((req, res, next) => {
    const failure = fastFailure(req);
    const t0 = failure?.t0 ?? process.hrtime.bigint();
    if (readiness.draining) res.setHeader("Connection", "close");
    track(req, res, t0);
    // a body the fast path could not read or parse fails here, as express.json would have failed it
    next(failure?.stage === "body" ? failure.error : undefined);
  });

  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", (_req, res) => {
    res.status(readiness.draining ? 503 : 200).type("text/plain").send(readiness.draining ? "draining" : "ready");
  });
  app.get("/metrics", async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.get("/openapi.json", (_req, res) => {
    res.type("application/json").send(openapi);
  });

  const v1 = express.Router();
  v1.use((req, res, next) => {
    res.locals.mount = req.baseUrl;
    next();
  });
  if (config.AUTH_TOKEN) v1.use(bearerAuth(config.AUTH_TOKEN));
  v1.use(requireJson);
  v1.use(express.json({ limit: config.BODY_LIMIT, strict: false, type: ["application/json", "application/*+json"] }));
  v1.use(v1Router(handlers));
  app.use("/v1", v1);

  app.use(notFound);
  app.use(errorHandler((err) => log.error({ err }, "request failed")));
  return app;
}
