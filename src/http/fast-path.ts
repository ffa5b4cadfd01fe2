// The fast path for the two hot routes. A plain `POST /v1/guard` or `POST /v1/classify` with an
// application/json body (no Content-Encoding, charset absent or utf-8, a Content-Length within
// BODY_LIMIT, a valid token when one is configured) is read, parsed and answered before express
// sees it: no router, finalhandler, type-is, content-type, raw-body, iconv or res.json. One
// Buffer.concat + JSON.parse in, one res.end(string) out.
// Anything else (gzip, other charsets, chunked bodies, odd URLs, a missing token, draining) goes
// to express untouched. A request that fails once read (bad JSON, a client abort, a body that
// does not validate) also goes to express, with the failure attached (FAST_FAILURE); express
// raises it where it would have arisen itself, so answers, logs and metrics labels stay as they
// were: "body" failures at the top of the app (400 invalid-json, route "unmatched"), "route"
// failures inside the route (400/413 problem, route "/v1/guard").
import type { IncomingMessage, ServerResponse } from "node:http";
import type { V1Handler } from "./routes.ts";

/** What the fast path hands over to express when a request it read fails. */
export interface FastFailure {
  stage: "body" | "route";
  error: unknown;
  t0: bigint; // when the fast path took the request: the latency histogram counts from here
}
export const FAST_FAILURE = Symbol("fast path failure");
export const fastFailure = (req: object): FastFailure | undefined => (req as { [FAST_FAILURE]?: FastFailure })[FAST_FAILURE];

export interface FastPathDeps {
  handlers: { classify: V1Handler; guard: V1Handler };
  bodyLimit: number;
  /** Token check on the raw Authorization header; absent when auth is off. */
  authorized?: (header: string | undefined) => boolean;
  draining: () => boolean;
  /** Called once the answer is handed to node. */
  done: (req: IncomingMessage, res: ServerResponse, route: string, t0: bigint) => void;
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
  // an aborted request closes before its end (no "error" listener: node then emits none)
  req.on("close", () => settled || finish(new BodyError(400, "request.aborted")));
}

/** Returns true when it took the request: it answers it, or hands it to `slow` with the failure. */
export function fastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse, slow: () => void) => boolean {
  const { handlers, bodyLimit, authorized, draining, done } = deps;
  return (req, res, slow) => {
    if (req.method !== "POST") return false;
    const url = req.url;
    const route = url === "/v1/guard" ? "/v1/guard" : url === "/v1/classify" ? "/v1/classify" : undefined;
    if (!route || draining() || plainBodyLength(req, bodyLimit) < 0) return false;
    if (authorized && !authorized(req.headers.authorization)) return false; // express answers 401
    const t0 = process.hrtime.bigint();
    const handler = route === "/v1/guard" ? handlers.guard : handlers.classify;
    const fail = (stage: FastFailure["stage"], error: unknown) => {
      (req as { [FAST_FAILURE]?: FastFailure })[FAST_FAILURE] = { stage, error, t0 };
      slow();
    };
    readBody(req, (err, text) => {
      if (err) return fail("body", err);
      let body: unknown;
      try {
        // body-parser (strict: false) reads an empty body as {}
        body = text.length === 0 ? {} : JSON.parse(text);
      } catch {
        return fail("body", new BodyError(400, "entity.parse.failed"));
      }
      (req as { body?: unknown }).body = body; // express.json leaves a read body alone
      let json: string;
      try {
        const agent = req.headers["x-agent-id"];
        json = JSON.stringify(handler(body, typeof agent === "string" ? agent : undefined));
      } catch (e) {
        return fail("route", e);
      }
      // what res.json writes (same headers, same order), as one string
      res.statusCode = 200;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Content-Length", Buffer.byteLength(json));
      res.end(json);
      done(req, res, route, t0);
    });
    return true;
  };
}
