// Shared harness for the hostile-input tests: one in-process app behind one server bound to
// 127.0.0.1 (supertest reuses a listening server instead of opening one per request), plus the
// checks every answer must pass: 200 with a schema-valid body, or 4xx problem+json.
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import request from "supertest";
import { BatchClassifyResponse, SingleClassifyResponse } from "../../src/contract/classify.ts";
import { GuardResponse } from "../../src/contract/guard.ts";
import { buildTestApp } from "../support/app.ts";

export const HANG_GUARD_MS = 10_000;

export async function startHostileServer(env: Record<string, string> = {}) {
  const built = buildTestApp(env);
  const server: Server = createServer(built.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { ...built, server, close };
}

/** POSTs a JSON value (or raw JSON text, sent byte for byte) with a hang guard. */
export function post(server: Server, path: string, body: unknown, raw = false) {
  const req = request(server).post(path).set("Content-Type", "application/json").timeout({ response: HANG_GUARD_MS, deadline: HANG_GUARD_MS * 2 });
  return req.send(raw ? (body as string) : JSON.stringify(body));
}

// A stack frame ("at foo (/app/x.ts:3:9)"), a module path or an error class name in a body means
// internals leaked.
const INTERNALS = /\bat [^\s()]+ \(|\.(?:ts|js|mjs|cjs):\d+|node_modules|\b(?:Type|Range|Reference|Syntax)Error\b/;

/** The parts of a response the checks read (a supertest response, or a raw node:http one). */
export interface AnyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function assertProblem(res: AnyResponse, what: string) {
  assert.ok(res.status >= 400 && res.status < 500, `${what}: expected 4xx, got ${res.status} ${res.text.slice(0, 300)}`);
  assert.match(String(res.headers["content-type"] ?? ""), /^application\/problem\+json/, `${what}: problem+json`);
  const body = JSON.parse(res.text) as Record<string, unknown>;
  for (const k of ["type", "title", "status", "detail"]) assert.ok(k in body, `${what}: problem has ${k}`);
  assert.equal(body.status, res.status, `${what}: status field matches`);
  assert.equal(typeof body.detail, "string");
  assert.doesNotMatch(res.text, INTERNALS, `${what}: no internals in the problem body`);
}

/** 200 with a valid classify body (offsets slice to the pin text), or a 4xx problem. */
export function assertClassifyAnswer(res: request.Response, sent: unknown, what: string) {
  if (res.status !== 200) return assertProblem(res, what);
  const body: unknown = JSON.parse(res.text);
  const texts = new Map<string, string>();
  if (sent && typeof sent === "object" && !Array.isArray(sent)) {
    const s = sent as { text?: unknown; messages?: unknown };
    if (typeof s.text === "string") texts.set("", s.text);
    if (Array.isArray(s.messages)) for (const m of s.messages) if (m && typeof m.text === "string") texts.set(String(m.id), m.text);
  }
  const check = (pins: { text: string; start: number; end: number }[], text: string | undefined) => {
    if (text === undefined) return;
    for (const p of pins) assert.equal(text.slice(p.start, p.end), p.text, `${what}: pin offsets slice to its text`);
  };
  if (body && typeof body === "object" && "results" in body) {
    const parsed = BatchClassifyResponse.safeParse(body);
    assert.ok(parsed.success, `${what}: batch body matches the schema: ${parsed.error?.message.slice(0, 500)}`);
    for (const r of parsed.data.results) check(r.pins, texts.get(r.id));
  } else {
    const parsed = SingleClassifyResponse.safeParse(body);
    assert.ok(parsed.success, `${what}: body matches the schema: ${parsed.error?.message.slice(0, 500)}`);
    check(parsed.data.pins, texts.get(""));
  }
}

/** 200 with a valid guard body, or a 4xx problem. */
export function assertGuardAnswer(res: request.Response, what: string) {
  if (res.status !== 200) return assertProblem(res, what);
  const parsed = GuardResponse.safeParse(JSON.parse(res.text));
  assert.ok(parsed.success, `${what}: body matches the schema: ${parsed.error?.message.slice(0, 500)}`);
  return parsed.data;
}
