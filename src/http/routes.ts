// The /v1 routes: validate with the contract schemas, call the pure core, observe metrics.
// The work of each route is a plain function of the parsed body (v1Handlers), shared by the
// express routes and the fast path (fast-path.ts), so both answer and count alike.
import { Router, type Request } from "express";
import { BatchClassifyRequest, SingleClassifyRequest } from "../contract/classify.ts";
import { guardRequestSchema, type GuardLimits } from "../contract/guard.ts";
import { fastGuardRequest, fastSingleClassifyRequest } from "../contract/fast-parse.ts";
import type { Classifier } from "../classify/index.ts";
import type { Guard } from "../guard/index.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { ProblemError, validationProblem } from "./problem.ts";
import { fastFailure } from "./fast-path.ts";

export interface V1Deps {
  classifier: Classifier;
  guard: Guard;
  metrics: Metrics;
  limits: GuardLimits;
}

/** One route's work: parsed JSON body and X-Agent-Id in, response body out; throws ProblemError. */
export type V1Handler = (body: unknown, agent: string | undefined) => unknown;

const agentOf = (req: Request) => req.get("x-agent-id") ?? undefined;

function requireObject(body: unknown): Record<string, unknown> {
  if (body === undefined) throw new ProblemError(400, "invalid-request", "Invalid request", "the request body is empty; send a JSON object");
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ProblemError(400, "invalid-request", "Invalid request", "the request body must be a JSON object", {
      errors: [{ pointer: "/", path: "(body)", message: "expected an object" }],
    });
  return body as Record<string, unknown>;
}

export function v1Handlers({ classifier, guard, metrics, limits }: V1Deps): { classify: V1Handler; guard: V1Handler } {
  const GuardRequest = guardRequestSchema(limits);
  return {
    classify(raw, agent) {
      const body = requireObject(raw);
      if ("messages" in body) {
        const parsed = BatchClassifyRequest.safeParse(body);
        if (!parsed.success) throw validationProblem(parsed.error);
        const explain = parsed.data.explain ?? false;
        const results = parsed.data.messages.map((m) => {
          const pins = classifier.classify(m.text, { turn: m.turn, explain });
          metrics.observeClassify(pins, agent);
          return { id: m.id, pins };
        });
        return { results };
      }
      // the common shape is checked by hand; anything else (and every error) goes through zod
      let data = fastSingleClassifyRequest(body);
      if (!data) {
        const parsed = SingleClassifyRequest.safeParse(body);
        if (!parsed.success) throw validationProblem(parsed.error);
        data = parsed.data;
      }
      const pins = classifier.classify(data.text, { turn: data.turn, explain: data.explain ?? false });
      metrics.observeClassify(pins, agent);
      return { pins };
    },

    guard(raw, agent) {
      const body = requireObject(raw);
      let data = fastGuardRequest(body, limits);
      if (!data) {
        const parsed = GuardRequest.safeParse(body);
        if (!parsed.success) throw validationProblem(parsed.error);
        data = parsed.data;
      }
      const result = guard.decide(data);
      metrics.observeGuard(data, result, agent);
      return result;
    },
  };
}

/** A failure the fast path met in this route's handler is raised here, where it arose. */
function rethrowFastFailure(req: Request) {
  const failure = fastFailure(req);
  if (failure?.stage === "route") throw failure.error;
}

export function v1Router(handlers: { classify: V1Handler; guard: V1Handler }): Router {
  const router = Router();
  router.post("/classify", (req, res) => {
    rethrowFastFailure(req);
    res.json(handlers.classify(req.body, agentOf(req)));
  });
  router.post("/guard", (req, res) => {
    rethrowFastFailure(req);
    res.json(handlers.guard(req.body, agentOf(req)));
  });
  return router;
}
