// The fast path for the two hot routes. A plain `POST /v1/guard` or `POST /v1/classify` with an
// application/json body (no Content-Encoding, charset absent or utf-8, a Content-Length within
// BODY_LIMIT, a valid token when one is configured) is read, parsed and answered here, without
// the router, type-is, content-type, raw-body, iconv and res.json machinery: one Buffer.concat +
// JSON.parse in, one res.end(string) out. Anything else (gzip, other charsets, chunked bodies,
// odd URLs, a missing token, draining) goes down the express pipeline as before, untouched.
// Errors found here leave through the same errors as there (body-parser's error types, the
// handlers' ProblemError), so the problem+json answers and the metrics labels are unchanged:
//   bad JSON   → next({type: "entity.parse.failed"}) → 400 invalid-json, route "unmatched"
//   bad fields → the handler's ProblemError          → 400/413, route "/v1/guard"
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { V1Handler } from "./routes.ts";

export interface FastPathDeps {
  handlers: { classify: V1Handler; guard: V1Handler };
  bodyLimit: number;
  /** Token check on the raw Authorization header; absent when auth is off. */
  authorized?: (header: string | undefined) => boolean;
  draining: () => boolean;
  /** Called once the answer is handed to node (fast answers) ... */
  done: (req: IncomingMessage, res: ServerResponse, route: string, t0: bigint) => void;
  /** ... or before handing an error to express (which then answers and times it). */
  failed: (req: IncomingMessage, res: ServerResponse, route: string | undefined, t0: bigint) => void;
}

// Media types the slow path would read as UTF-8 JSON; compared after lower-casing (type and
// charset are case-insensitive). Other spellings simply take the slow path.
const PLAIN_JSON = new Set(["application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"]);
const DIGITS = /^[0-9]{1,15}$/;

/** body-parser's error shapes, which problem.ts maps to problem+json. */
class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
  ) {
    super(type);
  }
}

/** The byte length to read, or -1 when the slow path should take the request. */
function plainBodyLength(req: IncomingMessage, limit: number): number {
  const h = req.headers;
  const ct = h["content-type"];
  if (ct === undefined || h["content-encoding"] !== undefined || h["transfer-encoding"] !== undefined) return -1;
  if (ct !== "application/json" && !PLAIN_JSON.has(ct.toLowerCase())) return -1;
  const cl = h["content-length"];
  if (cl === undefined || !DIGITS.test(cl)) return -1;
  const n = Number(cl);
  return n >= 1 && n <= limit ? n : -1; // empty and oversized bodies: the slow path answers those
}

/** Reads exactly the announced bytes; node's parser enforces Content-Length, so "end" means all. */
function readBody(req: IncomingMessage, cb: (err: BodyError | undefined, text: string) => void): void {
  const chunks: Buffer[] = [];
  let settled = false;
  const finish = (err: BodyError | undefined) => {
    if (settled) return;
    settled = true;
    if (err) return cb(err, "");
    const buf = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    let text = buf.toString("utf8");
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // iconv-lite strips a UTF-8 BOM; so do we
    cb(undefined, text);
  };
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => finish(undefined));
  req.on("error", () => finish(new BodyError(400, "request.aborted")));
  req.on("close", () => finish(new BodyError(400, "request.aborted"))); // after "end" this is a no-op
}

export function fastPath(deps: FastPathDeps): RequestHandler {
  const { handlers, bodyLimit, authorized, draining, done, failed } = deps;
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const url = req.url;
    const route = url === "/v1/guard" ? "/v1/guard" : url === "/v1/classify" ? "/v1/classify" : undefined;
    if (!route || draining()) return next();
    const length = plainBodyLength(req, bodyLimit);
    if (length < 0) return next();
    if (authorized && !authorized(req.headers.authorization)) return next(); // the slow path answers 401
    const t0 = process.hrtime.bigint();
    const handler = route === "/v1/guard" ? handlers.guard : handlers.classify;
    readBody(req, (err, text) => {
      if (err) {
        failed(req, res, undefined, t0);
        return next(err);
      }
      let body: unknown;
      try {
        // body-parser (strict: false) reads an empty body as {}
        body = text.length === 0 ? {} : JSON.parse(text);
      } catch {
        failed(req, res, undefined, t0);
        return next(new BodyError(400, "entity.parse.failed"));
      }
      (req as { body?: unknown }).body = body;
      let json: string;
      try {
        const agent = req.headers["x-agent-id"];
        json = JSON.stringify(handler(body, typeof agent === "string" ? agent : undefined));
      } catch (e) {
        failed(req, res, route, t0);
        return next(e);
      }
      // what res.json writes (same headers, same order), as one string: node then sends the
      // head and the body in one write
      res.statusCode = 200;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Content-Length", Buffer.byteLength(json));
      res.end(json);
      done(req, res, route, t0);
    });
  };
}
