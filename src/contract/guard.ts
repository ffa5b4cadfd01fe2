// /v1/guard request and response schemas (CONTRACT.md). The request schema is built from the
// configured limits, so the ledger cap in the schema, the OpenAPI document and the 4xx agree.
import { z } from "zod";
import { Effect, LedgerEntry, PinKind, Scalar } from "./ledger-entry.ts";

export const ToolCall = z.object({
  tool: z.string().min(1).max(512),
  // Arguments are arbitrary JSON; the guard walks them with a capped traversal (depth and node
  // budget), so deep or huge values cost bounded work.
  args: z.record(z.string(), z.unknown()).optional().default({}),
});
export type ToolCall = z.infer<typeof ToolCall>;

export const RejectedApproach = z
  .object({
    tool: z.string().min(1).max(512).optional(),
    args: z.record(z.string(), z.unknown()).optional(),
    text: z.string().max(4_000).optional().describe("The approach in words, e.g. \"single ALTER TABLE with NOT NULL\"."),
  })
  .describe("An approach the user or agent already rejected; a call matching it raises rejected_approach_retry.");

// A structured flag ({"campaign_recipients": {"list_name": "All Customers"}}) is accepted as a fact,
// bounded: at most 16 levels and 10,000 values in all (the guard reads scalars, lists of scalars and
// flag names; it never walks a structured value).
const FLAG_MAX_DEPTH = 16;
const FLAG_MAX_NODES = 10_000;
export function boundedJson(v: unknown): boolean {
  const stack: [unknown, number][] = [[v, 0]];
  let nodes = 0;
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (++nodes > FLAG_MAX_NODES || d > FLAG_MAX_DEPTH) return false;
    if (x !== null && typeof x === "object") for (const c of Object.values(x)) stack.push([c, d + 1]);
  }
  return true;
}
const FlagValue = z.union([
  Scalar,
  z.array(Scalar).max(1_000),
  z
    .union([z.array(z.unknown()).max(1_000), z.record(z.string().max(200), z.unknown())])
    .refine(boundedJson, { message: `a structured flag holds at most ${FLAG_MAX_NODES} values, ${FLAG_MAX_DEPTH} levels deep` }),
]);

export const GuardContext = z.object({
  scopes: z.record(z.string().max(100), z.string().max(200)).optional(),
  // A flag is a fact about the world: a scalar, a list of scalars (tags, allow-lists) or a structured value.
  // An object keyed by ids is a lookup table ({"monitor_names": {"3": "checkout-eu"}}): the guard reads
  // the text for an id an argument carries as another value of that argument (read-call/context-lookup.ts).
  flags: z
    .record(z.string().max(200), FlagValue)
    .optional()
    .describe(
      'Facts of the world. An object keyed by ids is a lookup table: {"monitor_names": {"3": "checkout-eu"}} gives the name of monitor 3 to a call with monitor_id 3.',
    ),
  // "2026-12-01T20:15:00" (no offset) is accepted and read as UTC (nowClock)
  now: z.iso
    .datetime({ offset: true, local: true })
    .optional()
    .describe("Clock for expires_at and time-of-day/weekday rules; defaults to the server's. A time without an offset is read as UTC."),
  rejected_approaches: z.array(RejectedApproach).max(200).optional(),
});
export type GuardContext = z.infer<typeof GuardContext>;

/** context.now as a Date: a time written without an offset is UTC, never the server's own zone. */
export function nowClock(text: string): Date {
  return new Date(/(?:Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}Z`);
}

export interface GuardLimits {
  maxLedgerEntries: number;
  maxHistory: number;
}
export const DEFAULT_GUARD_LIMITS: GuardLimits = { maxLedgerEntries: 1_000, maxHistory: 1_000 };

export function guardRequestSchema(limits: GuardLimits = DEFAULT_GUARD_LIMITS) {
  return z.object({
    call: ToolCall,
    ledger: z.array(LedgerEntry).max(limits.maxLedgerEntries, {
      error: `the ledger holds at most ${limits.maxLedgerEntries} entries (MAX_LEDGER_ENTRIES)`,
    }),
    context: GuardContext.optional(),
    history: z
      .array(ToolCall)
      .max(limits.maxHistory, { error: `history holds at most ${limits.maxHistory} calls (MAX_HISTORY)` })
      .optional(),
  });
}
export type GuardRequest = z.infer<ReturnType<typeof guardRequestSchema>>;

export const DECISIONS = ["allow", "deny", "require_approval"] as const;
export const Decision = z.enum(DECISIONS);
export type Decision = z.infer<typeof Decision>;

export const Violation = z.object({
  id: z.string(),
  text: z.string(),
  effect: Effect,
  kind: PinKind.optional(),
  why: z.string().describe('What in the call matched what in the rule, e.g. action "restart" ≈ tool restart_service.'),
  matched: z
    .array(z.object({ rule: z.string(), call: z.string(), path: z.string().optional(), part: z.string() }))
    .optional()
    .describe("The same evidence as structured data: rule words, call value, argument path, which part."),
});
export type Violation = z.infer<typeof Violation>;

export const SIGNAL_TYPES = [
  "repeated_work",
  "rejected_approach_retry",
  "entry_skipped",
  "uncompilable_entry",
  "warning",
  "args_truncated",
  "entry_lifted", // an entry's violation lifted by another entry that allows the act (fb-allow-entry.ts)
] as const;
export const Signal = z.object({
  type: z.enum(SIGNAL_TYPES),
  id: z.string().optional().describe("The ledger entry concerned, where there is one."),
  reason: z.string().optional().describe('For entry_skipped: "out_of_scope", "expired" or "condition_off".'),
  detail: z.string(),
});
export type Signal = z.infer<typeof Signal>;

export const GuardResponse = z.object({
  decision: Decision,
  violations: z.array(Violation),
  signals: z.array(Signal),
});
export type GuardResponse = z.infer<typeof GuardResponse>;
