// Optional bearer-token auth for /v1/*: compared in constant time (hash both sides so the
// comparison does not leak the token's length either).
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { ProblemError } from "./problem.ts";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function bearerAuth(token: string): RequestHandler {
  const expected = digest(token);
  return (req, _res, next) => {
    const header = req.get("authorization") ?? "";
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.length > 4_096 ? "" : header);
    const ok = m !== null && timingSafeEqual(digest(m[1]!), expected);
    next(ok ? undefined : new ProblemError(401, "unauthorized", "Unauthorized", "a valid bearer token is required (Authorization: Bearer <token>)"));
  };
}
