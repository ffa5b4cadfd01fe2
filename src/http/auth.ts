// Optional bearer-token auth for /v1/*: compared in constant time (hash both sides so the
// comparison does not leak the token's length either).
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { ProblemError } from "./problem.ts";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The check on a raw Authorization header value, shared by the middleware and the fast path. */
export function bearerCheck(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (raw) => {
    const header = raw ?? "";
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.length > 4_096 ? "" : header);
    return m !== null && timingSafeEqual(digest(m[1]!), expected);
  };
}

export function bearerAuth(token: string): RequestHandler {
  const ok = bearerCheck(token);
  return (req, _res, next) => {
    next(ok(req.get("authorization")) ? undefined : new ProblemError(401, "unauthorized", "Unauthorized", "a valid bearer token is required (Authorization: Bearer <token>)"));
  };
}
