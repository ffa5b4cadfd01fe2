// The ledger entry: one pinned, scoped constraint. The only required fields are `id` and `text`;
// everything else refines how /v1/guard applies it. /v1/classify suggests entries in this shape.
import { z } from "zod";

export const PIN_KINDS = ["prohibition", "requirement", "limit", "preference", "condition"] as const;
export const PinKind = z.enum(PIN_KINDS);
export type PinKind = z.infer<typeof PinKind>;

export const EFFECTS = ["deny", "require_approval", "warn"] as const;
export const Effect = z.enum(EFFECTS);
export type Effect = z.infer<typeof Effect>;

export const Scalar = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof Scalar>;

export const Scope = z
  .object({
    type: z.string().min(1).max(100).describe('What the entry is scoped to, e.g. "incident", "customer", "task".'),
    id: z.string().min(1).max(200).describe('Which one, e.g. "INC-42".'),
  })
  .describe("The entry applies only while context.scopes[type] === id.");
export type Scope = z.infer<typeof Scope>;

// One condition on an argument of the call. `path` is dotted, with `*` for any key or index
// ("items.*.amount"); a condition holds when any value found at the path satisfies every test given.
export const ArgCondition = z
  .object({
    path: z.string().min(1).max(300),
    equals: Scalar.optional(),
    glob: z.string().max(500).optional().describe("Case-insensitive glob: * any run, ? one character."),
    contains: z.string().min(1).max(500).optional().describe("Case-insensitive substring."),
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
  })
  .describe("A test on the call's arguments; no regular expressions, so matching stays linear-time.");
export type ArgCondition = z.infer<typeof ArgCondition>;

export const Matcher = z
  .object({
    tools: z.array(z.string().min(1).max(200)).max(50).optional().describe("Tool-name globs; any may match."),
    args: z.array(ArgCondition).max(50).optional().describe("All must hold."),
  })
  .describe("An explicit structured matcher. When present it is used instead of compiling the text.");
export type Matcher = z.infer<typeof Matcher>;

export const Requirement = z
  .object({
    tool: z.string().min(1).max(200).describe("Glob for the prerequisite tool that must appear earlier in history."),
    correlate: z
      .array(z.object({ call: z.string().min(1).max(300), earlier: z.string().min(1).max(300) }))
      .max(10)
      .optional()
      .describe("Argument paths that must be equal between the call and the earlier one."),
  })
  .describe("A prerequisite: the call is a violation unless a matching earlier call is in history.");
export type Requirement = z.infer<typeof Requirement>;

export const LedgerEntry = z
  .object({
    id: z.string().min(1).max(200),
    text: z.string().min(1).max(4_000),
    kind: PinKind.optional(),
    scope: Scope.optional(),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    effect: Effect.optional().describe("Absent: from the words (\"ask me before…\" → require_approval), else deny."),
    when: z
      .record(z.string().min(1).max(200), Scalar)
      .optional()
      .describe("Applies only while every named context.flags value equals the one given."),
    match: Matcher.optional(),
    requires: Requirement.optional(),
    source_turn: z.number().int().min(0).optional(),
  })
  .describe("A pinned constraint. Only id and text are required; text alone is compiled from its words.");
export type LedgerEntry = z.infer<typeof LedgerEntry>;
