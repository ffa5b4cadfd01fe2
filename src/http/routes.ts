// The /v1 routes: validate with the contract schemas, call the pure core, observe metrics.
import { Router, type Request } from "express";
import { BatchClassifyRequest, SingleClassifyRequest } from "../contract/classify.ts";
import { guardRequestSchema, type GuardLimits } from "../contract/guard.ts";
import type { Classifier } from "../classify/index.ts";
import type { Guard } from "../guard/index.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { ProblemError, validationProblem } from "./problem.ts";

export interface V1Deps {
  classifier: Classifier;
  guard: Guard;
  metrics: Metrics;
  limits: GuardLimits;
}

const agentOf = (req: Request) => req.get("x-agent-id") ?? undefined;

function requireObject(body: unknown): Record<string, unknown> {
  if (body === undefined) throw new ProblemError(400, "invalid-request", "Invalid request", "the request body is empty; send a JSON object");
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ProblemError(400, "invalid-request", "Invalid request", "the request body must be a JSON object", {
      errors: [{ pointer: "/", path: "(body)", message: "expected an object" }],
    });
  return body as Record<string, unknown>;
}

export function v1Router({ classifier, guard, metrics, limits }: V1Deps): Router {
  const router = Router();
  const GuardRequest = guardRequestSchema(limits);

  router.post("/classify", (req, res) => {
    const body = requireObject(req.body);
    const agent = agentOf(req);
    if ("messages" in body) {
      const parsed = BatchClassifyRequest.safeParse(body);
      if (!parsed.success) throw validationProblem(parsed.error);
      const explain = parsed.data.explain ?? false;
      const results = parsed.data.messages.map((m) => {
        const pins = classifier.classify(m.text, { turn: m.turn, explain });
        metrics.observeClassify(pins, agent);
        return { id: m.id, pins };
      });
      res.json({ results });
      return;
    }
    const parsed = SingleClassifyRequest.safeParse(body);
    if (!parsed.success) throw validationProblem(parsed.error);
    const pins = classifier.classify(parsed.data.text, { turn: parsed.data.turn, explain: parsed.data.explain ?? false });
    metrics.observeClassify(pins, agent);
    res.json({ pins });
  });

  router.post("/guard", (req, res) => {
    const parsed = GuardRequest.safeParse(requireObject(req.body));
    if (!parsed.success) throw validationProblem(parsed.error);
    const result = guard.decide(parsed.data);
    metrics.observeGuard(parsed.data, result, agentOf(req));
    res.json(result);
  });

  return router;
}
