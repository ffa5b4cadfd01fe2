// Prometheus metrics: one Registry per app (so tests can build many apps), label names declared
// `as const`, and bounded cardinality for caller-supplied values (tool names, agent ids).
import client from "prom-client";
import type { Pin } from "../contract/classify.ts";
import type { GuardRequest, GuardResponse } from "../contract/guard.ts";

/** Keeps the first `limit` distinct values of a label; later new values are reported as "other". */
export class BoundedLabel {
  private readonly seen = new Set<string>();
  constructor(private readonly limit: number) {}
  value(raw: string | undefined): string {
    const v = (raw ?? "").slice(0, 100) || "unknown";
    if (this.seen.has(v)) return v;
    if (this.seen.size >= this.limit) return "other";
    this.seen.add(v);
    return v;
  }
}

export interface MetricsOptions {
  labelLimit: number;
  defaultMetrics?: boolean;
}

export function createMetrics(opts: MetricsOptions) {
  const registry = new client.Registry();
  const registers = [registry];
  if (opts.defaultMetrics !== false) client.collectDefaultMetrics({ register: registry });
  const tools = new BoundedLabel(opts.labelLimit);
  const agents = new BoundedLabel(opts.labelLimit);
  const scopeTypes = new BoundedLabel(Math.min(opts.labelLimit, 50));

  const httpDuration = new client.Histogram({
    name: "pinguard_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const classifyRequests = new client.Counter({
    name: "pinguard_classify_requests_total",
    help: "Messages classified (a batch request counts each message).",
    labelNames: ["agent"] as const,
    registers,
  });
  const pinsSuggested = new client.Counter({
    name: "pinguard_pins_suggested_total",
    help: "Pins suggested by /v1/classify, by kind.",
    labelNames: ["kind"] as const,
    registers,
  });
  const guardDecisions = new client.Counter({
    name: "pinguard_guard_decisions_total",
    help: "Guard decisions, by decision.",
    labelNames: ["decision", "agent"] as const,
    registers,
  });
  const violations = new client.Counter({
    name: "pinguard_constraint_violations_total",
    help: "Ledger entries a tool call broke (one per violated entry).",
    labelNames: ["kind", "effect", "scope_type", "tool", "agent"] as const,
    registers,
  });
  const repeatedWork = new client.Counter({
    name: "pinguard_repeated_work_total",
    help: "Tool calls that repeat an earlier call in history (same tool and canonical arguments).",
    labelNames: ["tool", "agent"] as const,
    registers,
  });
  const rejectedRetries = new client.Counter({
    name: "pinguard_rejected_approach_retries_total",
    help: "Tool calls that match an approach the request lists as rejected.",
    labelNames: ["tool", "agent"] as const,
    registers,
  });
  const skipped = new client.Counter({
    name: "pinguard_ledger_entries_skipped_total",
    help: "Ledger entries not applied to a call, by reason (out_of_scope, expired, condition_off).",
    labelNames: ["reason"] as const,
    registers,
  });
  const uncompilable = new client.Counter({
    name: "pinguard_uncompilable_entries_total",
    help: "Ledger entries whose text could not be compiled into a matcher.",
    registers,
  });
  const ledgerSize = new client.Histogram({
    name: "pinguard_guard_ledger_entries",
    help: "Ledger size per guard call.",
    buckets: [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers,
  });

  return {
    registry,
    httpDuration,
    observeClassify(pins: readonly Pin[], agent?: string) {
      classifyRequests.inc({ agent: agents.value(agent) });
      for (const p of pins) pinsSuggested.inc({ kind: p.kind });
    },
    observeGuard(req: GuardRequest, res: GuardResponse, agent?: string) {
      const a = agents.value(agent);
      const tool = tools.value(req.call.tool);
      guardDecisions.inc({ decision: res.decision, agent: a });
      ledgerSize.observe(req.ledger.length);
      if (res.violations.length) {
        const byId = new Map(req.ledger.map((e) => [e.id, e]));
        for (const v of res.violations) {
          const entry = byId.get(v.id);
          violations.inc({
            kind: v.kind ?? entry?.kind ?? "unknown",
            effect: v.effect,
            scope_type: entry?.scope ? scopeTypes.value(entry.scope.type) : "task",
            tool,
            agent: a,
          });
        }
      }
      for (const s of res.signals) {
        if (s.type === "repeated_work") repeatedWork.inc({ tool, agent: a });
        else if (s.type === "rejected_approach_retry") rejectedRetries.inc({ tool, agent: a });
        else if (s.type === "entry_skipped") skipped.inc({ reason: s.reason ?? "unknown" });
        else if (s.type === "uncompilable_entry") uncompilable.inc();
      }
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
