// RFC 9457 problem details: every error leaves through one middleware as
// application/problem+json; a 500 says nothing about internals.
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { z } from "zod";
import { MAX_TEXT_CHARS } from "../contract/classify.ts";

export const PROBLEM_BASE = "urn:pinguard:problem:";

export interface FieldError {
  /** JSON Pointer (RFC 6901) into the request body, e.g. "/ledger/0/text". */
  pointer: string;
  /** Dotted path, e.g. "ledger.0.text". */
  path: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    readonly title: string,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export function fieldErrors(error: z.ZodError, max = 20): FieldError[] {
  return error.issues.slice(0, max).map((i) => ({
    pointer: "/" + i.path.map((k) => String(k).replace(/~/g, "~0").replace(/\//g, "~1")).join("/"),
    path: i.path.map(String).join(".") || "(body)",
    message: i.message,
  }));
}

export function validationProblem(error: z.ZodError): ProblemError {
  const errors = fieldErrors(error);
  const summary = errors.map((e) => `${e.path}: ${e.message}`).join("; ");
  // A ledger over its cap is "too large" rather than "malformed": say so with 413.
  const tooBig = error.issues.find((i) => i.code === "too_big" && (i.path[0] === "ledger" || i.path[0] === "history") && i.path.length === 1);
  if (tooBig) return new ProblemError(413, "too-many-entries", "Payload Too Large", tooBig.message, { errors });
  // A text over MAX_TEXT_CHARS (single or batch form) is also "too large", not "malformed".
  const textTooLong = error.issues.find(
    (i) => i.code === "too_big" && i.path.at(-1) === "text" && (i.path.length === 1 || (i.path[0] === "messages" && i.path.length === 3)),
  );
  if (textTooLong)
    return new ProblemError(413, "text-too-long", "Payload Too Large", `text holds at most ${MAX_TEXT_CHARS} characters`, { errors });
  return new ProblemError(400, "invalid-request", "Invalid request", `request body does not match the schema: ${summary}`, { errors });
}

function send(res: Parameters<RequestHandler>[1], body: ProblemBody): void {
  res.status(body.status).type("application/problem+json").send(JSON.stringify(body));
}

export const notFound: RequestHandler = (req, _res, next) => {
  next(new ProblemError(404, "not-found", "Not Found", `no route for ${req.method} ${req.path}`));
};

/** body-parser errors carry `type` and `status`; map the ones a client can cause. */
function fromBodyParser(err: { type?: string; status?: number; limit?: number; message?: string }): ProblemError | undefined {
  switch (err.type) {
    case "entity.parse.failed":
      return new ProblemError(400, "invalid-json", "Invalid JSON", "the request body is not valid JSON");
    case "entity.too.large":
      return new ProblemError(413, "body-too-large", "Payload Too Large", `the request body exceeds the limit of ${err.limit} bytes (BODY_LIMIT)`);
    case "encoding.unsupported":
    case "charset.unsupported":
      return new ProblemError(415, "unsupported-encoding", "Unsupported Media Type", err.message ?? "unsupported encoding");
    case "request.aborted":
      return new ProblemError(400, "request-aborted", "Bad Request", "the client aborted the request");
    case "request.size.invalid":
      return new ProblemError(400, "invalid-length", "Bad Request", "request size did not match Content-Length");
    default:
      return err.status && err.status >= 400 && err.status < 500
        ? new ProblemError(err.status, "bad-request", "Bad Request", "the request could not be read")
        : undefined;
  }
}

export function errorHandler(log: (err: unknown) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const problem = err instanceof ProblemError ? err : fromBodyParser(err ?? {});
    if (res.headersSent) {
      log(err);
      res.end();
      return;
    }
    if (!problem) {
      log(err);
      send(res, { type: "about:blank", title: "Internal Server Error", status: 500, detail: "the server could not complete the request", instance: req.originalUrl });
      return;
    }
    if (problem.status === 401) res.setHeader("WWW-Authenticate", 'Bearer realm="pinguard"');
    send(res, {
      type: PROBLEM_BASE + problem.slug,
      title: problem.title,
      status: problem.status,
      detail: problem.detail,
      instance: req.originalUrl.slice(0, 200),
      ...problem.extensions,
    });
  };
}
