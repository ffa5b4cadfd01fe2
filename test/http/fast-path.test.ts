// The fast path (src/http/fast-path.ts) must answer exactly as the express pipeline does: same
// status, headers that matter, bytes, and metrics. Each request goes once as plain
// `application/json` (fast path) and once as `application/json; charset="utf-8"` (the same media
// type to express, but not a spelling the fast path takes), to two fresh apps.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buildTestApp } from "../support/app.ts";

interface Answer {
  status: number;
  type: string | undefined;
  length: string | undefined;
  text: string;
}

function send(server: Server, path: string, body: Buffer | string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const buf = typeof body === "string" ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers: { ...headers, "Content-Length": String(buf.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], length: res.headers["content-length"], text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(buf);
  });
}

async function listen(env: Record<string, string>) {
  const built = buildTestApp(env);
  const server = createServer(built.app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { ...built, server };
}

const FAST = "application/json";
const SLOW = 'application/json; charset="utf-8"';
const ENV = { MAX_LEDGER_ENTRIES: "3", AUTH_TOKEN: "a-token-of-sixteen-chars" };
const AUTH = { Authorization: "Bearer a-token-of-sixteen-chars" };
const ledger = [
  { id: "r1", text: "Never restart the primary." },
  { id: "r2", text: "Don't email the customer, phone only.", scope: { type: "customer", id: "cus_42" }, extra: 1 },
];
const cases: [string, string, Buffer | string, Record<string, string>?][] = [
  ["guard deny", "/v1/guard", JSON.stringify({ call: { tool: "restart_service", args: { host: "db-primary-1" } }, ledger, context: { scopes: { customer: "cus_9" } } })],
  ["guard allow + history", "/v1/guard", JSON.stringify({ call: { tool: "Bash", args: { command: "ls" } }, ledger, history: [{ tool: "Bash", args: { command: "ls" } }] })],
  ["guard with an agent", "/v1/guard", JSON.stringify({ call: { tool: "send_email", args: { to: "a@b.co" } }, ledger }), { "X-Agent-Id": "agent-7" }],
  ["guard rare fields (zod)", "/v1/guard", JSON.stringify({ call: { tool: "x" }, ledger: [{ id: "a", text: "Never x.", expires_at: "2020-01-01T00:00:00Z" }], context: { now: "2026-01-01T00:00:00Z" } })],
  ["guard wrong type", "/v1/guard", JSON.stringify({ call: { tool: 7 }, ledger: [] })],
  ["guard ledger over the cap", "/v1/guard", JSON.stringify({ call: { tool: "x" }, ledger: [1, 2, 3, 4].map((i) => ({ id: `e${i}`, text: "never x" })) })],
  ["guard __proto__ args", "/v1/guard", '{"call":{"tool":"x","args":{"__proto__":{"a":1},"b":2}},"ledger":[]}'],
  ["classify", "/v1/classify", JSON.stringify({ text: "Never run migrations on prod. Thanks!", turn: 3 })],
  ["classify explain", "/v1/classify", JSON.stringify({ text: "Keep batches under 5,000 rows.", explain: true })],
  ["classify batch", "/v1/classify", JSON.stringify({ messages: [{ id: "m1", text: "Don't touch main." }] })],
  ["classify wrong type", "/v1/classify", JSON.stringify({ text: 5 })],
  ["malformed JSON", "/v1/guard", '{"call": {'],
  ["an array", "/v1/guard", "[]"],
  ["null", "/v1/classify", "null"],
  ["a string", "/v1/classify", '"text"'],
  ["{}", "/v1/guard", "{}"],
  ["UTF-8 BOM", "/v1/classify", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ text: "Never push to main." }))])],
  ["a BOM alone", "/v1/classify", Buffer.from([0xef, 0xbb, 0xbf])],
  ["invalid UTF-8 inside a string", "/v1/classify", Buffer.concat([Buffer.from('{"text":"caf'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')])],
  ["whitespace only", "/v1/guard", "  \n"],
  ["no token", "/v1/guard", JSON.stringify({ call: { tool: "x" }, ledger: [] }), { Authorization: "" }],
  ["wrong token", "/v1/guard", JSON.stringify({ call: { tool: "x" }, ledger: [] }), { Authorization: "Bearer nope-nope-nope-nope" }],
];

describe("fast path answers = express pipeline answers", () => {
  let fast: Awaited<ReturnType<typeof listen>>;
  let slow: Awaited<ReturnType<typeof listen>>;
  before(async () => {
    fast = await listen(ENV);
    slow = await listen(ENV);
  });
  after(() => {
    fast.server.close();
    slow.server.close();
  });

  for (const [name, path, body, headers] of cases)
    test(name, async () => {
      const h = { ...AUTH, ...headers };
      const a = await send(fast.server, path, body, { ...h, "Content-Type": FAST });
      const b = await send(slow.server, path, body, { ...h, "Content-Type": SLOW });
      assert.deepEqual(a, b);
    });

  test("the fast path answered the plain requests that succeed; the other spelling never", () => {
    assert.equal(fast.app.locals.fastAnswers.count, 10);
    assert.equal(slow.app.locals.fastAnswers.count, 0);
  });

  test("the same metrics, histogram sums aside", async () => {
    const scrape = async (s: typeof fast) => (await s.metrics.registry.metrics()).split("\n").filter((l) => !/_sum\{|_bucket\{/.test(l) || !l.includes("http_request")).join("\n");
    assert.equal(await scrape(fast), await scrape(slow));
  });
});
