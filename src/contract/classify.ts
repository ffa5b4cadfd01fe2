// /v1/classify request and response schemas (CONTRACT.md); the HTTP layer validates with these
// and /openapi.json is generated from them.
import { z } from "zod";
import { LedgerEntry, PinKind, Scope } from "./ledger-entry.ts";

export const MAX_TEXT_CHARS = 1_000_000;
export const MAX_BATCH_MESSAGES = 1_000;

const Text = z.string().max(MAX_TEXT_CHARS);
const Turn = z.number().int().min(0).max(1_000_000_000);

export const SingleClassifyRequest = z.object({
  text: Text,
  turn: Turn.optional(),
  explain: z.boolean().optional().describe("Return the rule ids and model features that fired for each pin."),
});

export const BatchClassifyRequest = z.object({
  messages: z
    .array(z.object({ id: z.string().min(1).max(200), text: Text, turn: Turn.optional() }))
    .min(1)
    .max(MAX_BATCH_MESSAGES),
  explain: z.boolean().optional(),
});

export const ClassifyRequest = z.union([SingleClassifyRequest, BatchClassifyRequest]);
export type ClassifyRequest = z.infer<typeof ClassifyRequest>;

export const Span = z.object({ text: z.string(), start: z.number().int(), end: z.number().int() });

export const PinExplanation = z.object({
  rules: z.array(z.string()).describe("Ids of the rules/ entries that fired."),
  features: z.array(z.object({ name: z.string(), weight: z.number() })).describe("Model features and their weights."),
  score: z.number().optional(),
});

export const Pin = z.object({
  text: z.string().describe("Verbatim stretch of the message: text.slice(start, end)."),
  start: z.number().int().min(0).describe("UTF-16 offset."),
  end: z.number().int().min(0),
  kind: PinKind,
  confidence: z.number().min(0).max(1),
  scope: Scope.optional().describe("Suggested scope where the words give one."),
  scope_phrase: z.string().optional(),
  reason: Span.optional().describe("The reason clause, where present."),
  entry: LedgerEntry,
  explain: PinExplanation.optional(),
});
export type Pin = z.infer<typeof Pin>;

export const SingleClassifyResponse = z.object({ pins: z.array(Pin) });
export const BatchClassifyResponse = z.object({
  results: z.array(z.object({ id: z.string(), pins: z.array(Pin) })),
});
export const ClassifyResponse = z.union([SingleClassifyResponse, BatchClassifyResponse]);
export type ClassifyResponse = z.infer<typeof ClassifyResponse>;
