// Prometheus metrics: one Registry per app (so tests can build many apps), label names declared
// `as const`, and bounded cardinality for caller-supplied values (tool names, agent ids).
//
// Metrics observe results at the HTTP edge: the cores return plain data (pins, decisions,
// violations, signals) and this module counts what they decided. The families are the symptoms
// of a defective compaction summary (seed 002): a stated constraint broken (violations), finished
// work redone (repeated_work), a rejected approach retried (rejected_approach_retries).
import client from "prom-client";
import type { Pin } from "../contract/classify.ts";
import { DECISIONS, SIGNAL_TYPES, type GuardRequest, type GuardResponse } from "../contract/guard.ts";
import { PIN_KINDS } from "../contract/ledger-entry.ts";
import { BoundedLabel, closedLabel } from "./bounded-label.ts";

export { BoundedLabel, OTHER } from "./bounded-label.ts";

/** Reasons the guard gives for entry_skipped (CONTRACT: out_of_scope, expired, condition_off). */
export const SKIP_REASONS = ["out_of_scope", "expired", "condition_off"] as const;
/** Per-agent symptom counter values. */
export const SYMPTOMS = ["constraint_violation", "repeated_work", "rejected_approach_retry"] as const;
/** Scope types are entry data, not a closed set; fewer distinct values than tools are expected. */
const MAX_SCOPE_TYPES = 50;

export interface MetricsOptions {
  /** Distinct tool names / agent ids before later new values count as "other" (METRICS_LABEL_LIMIT). */
  labelLimit: number;
  /** Process and Node.js runtime metrics (process_cpu_seconds_total, nodejs_heap_*, …). */
  defaultMetrics?: boolean;
  /** Exposed as pinguard_build_info{version}. */
  version?: string;
}

type Entry = GuardRequest["ledger"][number];

/** Finds violated entries by id. A call usually breaks one or two entries of a ledger of tens:
 * scanning is then cheaper than indexing the whole ledger (4 µs for 50 entries) on every call. */
function entryLookup(ledger: readonly Entry[], lookups: number): (id: string) => Entry | undefined {
  if (lookups <= 4) return (id) => ledger.find((e) => e.id === id);
  const byId = new Map<string, Entry>();
  for (const e of ledger) if (!byId.has(e.id)) byId.set(e.id, e);
  return (id) => byId.get(id);
}

export function createMetrics(opts: MetricsOptions) {
  const registry = new client.Registry();
  const registers = [registry];
  if (opts.defaultMetrics !== false) client.collectDefaultMetrics({ register: registry });
  const tools = new BoundedLabel(opts.labelLimit);
  const agents = new BoundedLabel(opts.labelLimit);
  const scopeTypes = new BoundedLabel(Math.min(opts.labelLimit, MAX_SCOPE_TYPES));

  new client.Gauge({
    name: "pinguard_build_info",
    help: "Always 1; the version label says which build is running.",
    labelNames: ["version"] as const,
    registers,
  }).set({ version: opts.version ?? "unknown" }, 1);

  const httpDuration = new client.Histogram({
    name: "pinguard_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });

  // --- classify
  const classifyRequests = new client.Counter({
    name: "pinguard_classify_requests_total",
    help: "Messages classified (a batch request counts each message), by agent (X-Agent-Id).",
    labelNames: ["agent"] as const,
    registers,
  });
  const pinsSuggested = new client.Counter({
    name: "pinguard_pins_suggested_total",
    help: "Pins suggested by /v1/classify, by kind.",
    labelNames: ["kind"] as const,
    registers,
  });

  // --- guard
  const guardDecisions = new client.Counter({
    name: "pinguard_guard_decisions_total",
    help: "Guard decisions (one per /v1/guard call), by decision.",
    labelNames: ["decision"] as const,
    registers,
  });
  const toolCalls = new client.Counter({
    name: "pinguard_guard_tool_calls_total",
    help: "Tool calls checked by /v1/guard, by tool (bounded: later new tools count as \"other\").",
    labelNames: ["tool"] as const,
    registers,
  });
  const violations = new client.Counter({
    name: "pinguard_constraint_violations_total",
    help: "Ledger entries a tool call broke (one per violated entry, warn entries included), by entry kind, effect, scope type and tool.",
    labelNames: ["kind", "effect", "scope_type", "tool"] as const,
    registers,
  });
  const repeatedWork = new client.Counter({
    name: "pinguard_repeated_work_total",
    help: "Tool calls that repeat an earlier call in history (same tool and canonical arguments), by tool.",
    labelNames: ["tool"] as const,
    registers,
  });
  const rejectedRetries = new client.Counter({
    name: "pinguard_rejected_approach_retries_total",
    help: "Tool calls that match an approach listed in context.rejected_approaches, by tool.",
    labelNames: ["tool"] as const,
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
    help: "Ledger entries whose text could not be compiled into a matcher (one per entry per guard call: the ledger is resent with every call).",
    registers,
  });
  const signals = new client.Counter({
    name: "pinguard_guard_signals_total",
    help: "Non-blocking signals returned by /v1/guard, by type.",
    labelNames: ["type"] as const,
    registers,
  });
  const agentGuardCalls = new client.Counter({
    name: "pinguard_agent_guard_calls_total",
    help: "Guard decisions by agent (X-Agent-Id header; bounded: later new agents count as \"other\").",
    labelNames: ["agent", "decision"] as const,
    registers,
  });
  const agentSymptoms = new client.Counter({
    name: "pinguard_agent_symptoms_total",
    help: "Symptoms of a forgotten constraint or a lossy summary, by agent: constraint_violation, repeated_work, rejected_approach_retry.",
    labelNames: ["agent", "symptom"] as const,
    registers,
  });
  const ledgerSize = new client.Histogram({
    name: "pinguard_guard_ledger_entries",
    help: "Ledger size (entries) per guard call.",
    buckets: [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers,
  });
  const historySize = new client.Histogram({
    name: "pinguard_guard_history_calls",
    help: "History length (earlier tool calls) per guard call.",
    buckets: [0, 1, 5, 10, 50, 100, 500, 1000],
    registers,
  });

  // Known label values start at 0, so the first increment shows in rate() and every panel has a
  // series to draw from the first scrape (Prometheus instrumentation guidelines: "avoid missing
  // metrics"). Values that depend on callers (tool, agent) cannot be pre-declared.
  for (const decision of DECISIONS) guardDecisions.inc({ decision }, 0);
  for (const kind of PIN_KINDS) pinsSuggested.inc({ kind }, 0);
  for (const reason of SKIP_REASONS) skipped.inc({ reason }, 0);
  for (const type of SIGNAL_TYPES) signals.inc({ type }, 0);

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
      guardDecisions.inc({ decision: res.decision });
      agentGuardCalls.inc({ agent: a, decision: res.decision });
      toolCalls.inc({ tool });
      ledgerSize.observe(req.ledger.length);
      historySize.observe(req.history?.length ?? 0);

      if (res.violations.length) {
        const entryOf = entryLookup(req.ledger, res.violations.length);
        for (const v of res.violations) {
          const entry = entryOf(v.id);
          violations.inc({
            kind: v.kind ?? entry?.kind ?? "unknown",
            effect: v.effect,
            scope_type: entry?.scope ? scopeTypes.value(entry.scope.type) : "task",
            tool,
          });
        }
        agentSymptoms.inc({ agent: a, symptom: "constraint_violation" }, res.violations.length);
      }

      // One call is one repeat / one retry, however many history entries or approaches it matches.
      let repeated = false;
      let retried = false;
      for (const s of res.signals) {
        signals.inc({ type: s.type });
        if (s.type === "repeated_work") repeated = true;
        else if (s.type === "rejected_approach_retry") retried = true;
        else if (s.type === "entry_skipped") skipped.inc({ reason: closedLabel(SKIP_REASONS, s.reason) });
        else if (s.type === "uncompilable_entry") uncompilable.inc();
      }
      if (repeated) {
        repeatedWork.inc({ tool });
        agentSymptoms.inc({ agent: a, symptom: "repeated_work" });
      }
      if (retried) {
        rejectedRetries.inc({ tool });
        agentSymptoms.inc({ agent: a, symptom: "rejected_approach_retry" });
      }
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
