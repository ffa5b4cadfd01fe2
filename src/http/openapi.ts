// OpenAPI 3.1 document generated from the same zod schemas that validate requests. OpenAPI 3.1
// uses JSON Schema 2020-12, which is what z.toJSONSchema emits.
import { z } from "zod";
import { BatchClassifyRequest, BatchClassifyResponse, SingleClassifyRequest, SingleClassifyResponse } from "../contract/classify.ts";
import { GuardResponse, guardRequestSchema, type GuardLimits } from "../contract/guard.ts";
import { LedgerEntry } from "../contract/ledger-entry.ts";

const schema = (s: z.ZodType, io: "input" | "output") => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
};

const Problem = {
  type: "object",
  required: ["type", "title", "status", "detail"],
  properties: {
    type: { type: "string", format: "uri-reference" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    instance: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["pointer", "path", "message"],
        properties: { pointer: { type: "string" }, path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};

const problemResponses = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((c) => [
      String(c),
      { description: PROBLEM_TEXT[c] ?? "Error", content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } },
    ]),
  );
const PROBLEM_TEXT: Record<number, string> = {
  400: "Invalid JSON or a schema violation; `errors` lists the offending field paths.",
  401: "Missing or wrong bearer token (only when AUTH_TOKEN is set).",
  413: "Body over BODY_LIMIT, or a ledger/history over its cap.",
  415: "Content-Type is not application/json.",
  500: "Unexpected error; the body says nothing about internals.",
};

const agentHeader = {
  name: "X-Agent-Id",
  in: "header",
  required: false,
  description: "Optional caller label for metrics (bounded: past METRICS_LABEL_LIMIT distinct values it counts as other).",
  schema: { type: "string", maxLength: 100 },
};

export function buildOpenApi(limits: GuardLimits, version: string) {
  const json = (ref: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } });
  const plain = (description: string) => ({ description, content: { "text/plain": { schema: { type: "string" } } } });
  return {
    openapi: "3.1.0",
    info: {
      title: "pinguard",
      version,
      summary: "Pins the standing rules users give AI agents and enforces them on tool calls, without an LLM.",
      license: { name: "UNLICENSED", identifier: "UNLICENSED" },
    },
    security: [{}, { bearer: [] }],
    paths: {
      "/v1/classify": {
        post: {
          operationId: "classify",
          parameters: [agentHeader],
          summary: "Find the sentences of a user turn that state standing constraints, as suggested pins.",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/ClassifyRequest" }, { $ref: "#/components/schemas/BatchClassifyRequest" }] } } },
          },
          responses: {
            "200": {
              description: "Suggested pins (`results` per message for the batch form).",
              content: { "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/ClassifyResponse" }, { $ref: "#/components/schemas/BatchClassifyResponse" }] } } },
            },
            ...problemResponses(400, 401, 413, 415, 500),
          },
        },
      },
      "/v1/guard": {
        post: {
          operationId: "guard",
          parameters: [agentHeader],
          summary: "Decide whether a tool call breaks an applicable ledger entry.",
          requestBody: { required: true, content: json("GuardRequest") },
          responses: {
            "200": { description: "The decision, the violated entries with why, and non-blocking signals.", content: json("GuardResponse") },
            ...problemResponses(400, 401, 413, 415, 500),
          },
        },
      },
      "/healthz": { get: { operationId: "healthz", summary: "Liveness.", security: [], responses: { "200": plain("ok") } } },
      "/readyz": {
        get: {
          operationId: "readyz",
          summary: "Readiness: rules and models loaded and not draining.",
          security: [],
          responses: { "200": plain("ready"), "503": plain("draining") },
        },
      },
      "/metrics": {
        get: { operationId: "metrics", summary: "Prometheus metrics.", security: [], responses: { "200": plain("Prometheus text exposition format") } },
      },
      "/openapi.json": {
        get: {
          operationId: "openapi",
          summary: "This document.",
          security: [],
          responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "Required on /v1/* when AUTH_TOKEN is set." } },
      schemas: {
        ClassifyRequest: schema(SingleClassifyRequest, "input"),
        BatchClassifyRequest: schema(BatchClassifyRequest, "input"),
        ClassifyResponse: schema(SingleClassifyResponse, "output"),
        BatchClassifyResponse: schema(BatchClassifyResponse, "output"),
        GuardRequest: schema(guardRequestSchema(limits), "input"),
        GuardResponse: schema(GuardResponse, "output"),
        LedgerEntry: schema(LedgerEntry, "input"),
        Problem,
      },
    },
  };
}
