// In-process HTTP tests on createApp(): the contract shapes, problem+json errors, auth, OpenAPI.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import request from "supertest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { ClassifyResponse, SingleClassifyResponse, BatchClassifyResponse } from "../../src/contract/classify.ts";
import { GuardResponse } from "../../src/contract/guard.ts";
import { buildTestApp } from "../support/app.ts";

const { app, readiness } = buildTestApp();

/** Every error body is RFC 9457 problem+json without internals. */
function assertProblem(res: request.Response, status: number) {
  assert.equal(res.status, status);
  assert.match(res.headers["content-type"] ?? "", /^application\/problem\+json/);
  const body = JSON.parse(res.text);
  for (const k of ["type", "title", "status", "detail"]) assert.ok(k in body, `problem has ${k}`);
  assert.equal(body.status, status);
  assert.doesNotMatch(res.text, /at .*\.(ts|js):\d+|node_modules|Error:/, "no stack traces or internals");
  return body;
}

describe("operational endpoints", () => {
  test("GET /healthz is 200", async () => {
    const res = await request(app).get("/healthz");
    assert.equal(res.status, 200);
  });
  test("GET /readyz is 200, then 503 while draining", async () => {
    assert.equal((await request(app).get("/readyz")).status, 200);
    readiness.draining = true;
    try {
      assert.equal((await request(app).get("/readyz")).status, 503);
    } finally {
      readiness.draining = false;
    }
  });
  test("GET /metrics is Prometheus text from the app's registry", async () => {
    await request(app).post("/v1/classify").send({ text: "hello" });
    const res = await request(app).get("/metrics");
    assert.equal(res.status, 200);
    assert.match(res.headers["content-type"] ?? "", /text\/plain/);
    assert.match(res.text, /pinguard_http_request_duration_seconds_bucket\{.*route="\/v1\/classify"/);
  });
  test("GET /openapi.json is a valid OpenAPI 3.1 document", async () => {
    const res = await request(app).get("/openapi.json");
    assert.equal(res.status, 200);
    assert.equal(res.body.openapi, "3.1.0");
    const result = await new Validator().validate(res.body);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
    assert.ok(res.body.paths["/v1/classify"].post);
    assert.ok(res.body.paths["/v1/guard"].post);
    assert.ok(res.body.components.schemas.GuardRequest.properties.ledger);
  });
});

describe("CONTRACT.md examples answer with the documented shapes", () => {
  test("classify example", async () => {
    const text = "Whatever you do, do not restart the primary. Replication is mid-resync.";
    const res = await request(app).post("/v1/classify").send({ text, turn: 4 });
    assert.equal(res.status, 200);
    const body = SingleClassifyResponse.parse(res.body);
    for (const pin of body.pins) {
      assert.equal(text.slice(pin.start, pin.end), pin.text);
      assert.equal(pin.entry.text, pin.text);
    }
  });
  test("classify with no constraint answers an empty pin list", async () => {
    const res = await request(app).post("/v1/classify").send({ text: "" });
    assert.deepEqual(res.body, { pins: [] });
  });
  test("classify batch form answers per message", async () => {
    const res = await request(app)
      .post("/v1/classify")
      .send({ messages: [{ id: "m1", text: "thanks!" }, { id: "m2", text: "", turn: 2 }] });
    assert.equal(res.status, 200);
    const body = BatchClassifyResponse.parse(res.body);
    assert.deepEqual(body.results.map((r) => r.id), ["m1", "m2"]);
    ClassifyResponse.parse(res.body);
  });
  test("guard example", async () => {
    const res = await request(app)
      .post("/v1/guard")
      .send({
        call: { tool: "restart_service", args: { host: "db-primary-1" } },
        ledger: [{ id: "c1", text: "Whatever you do, do not restart the primary.", kind: "prohibition", scope: { type: "incident", id: "INC-42" } }],
        context: { scopes: { incident: "INC-42" }, flags: { resync_in_progress: true } },
        history: [{ tool: "query_db", args: { sql: "select 1" } }],
      });
    assert.equal(res.status, 200);
    const body = GuardResponse.parse(res.body);
    assert.ok(["allow", "deny", "require_approval"].includes(body.decision));
  });
  test("guard: a flag may hold a list of scalars (tags, allow-lists) or a bounded structured value; deeper or longer is a 400", async () => {
    const call = { tool: "delete_droplet", args: { droplet_id: 388112233 } };
    const ledger = [{ id: "c1", text: "Never delete droplets tagged prod." }];
    const ok = await request(app).post("/v1/guard").send({ call, ledger, context: { flags: { droplet_tags: ["db", "prod"], on_call: true } } });
    assert.equal(ok.status, 200);
    GuardResponse.parse(ok.body);
    const structured = await request(app).post("/v1/guard").send({ call, ledger, context: { flags: { droplet: { tags: ["prod"] }, recipients: [{ list: "All" }] } } });
    assert.equal(structured.status, 200);
    GuardResponse.parse(structured.body);
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const tooDeep = await request(app).post("/v1/guard").send({ call, ledger, context: { flags: { deep } } });
    assertProblem(tooDeep, 400);
    assert.match(JSON.stringify(tooDeep.body), /levels deep/);
    assertProblem(await request(app).post("/v1/guard").send({ call, ledger, context: { flags: { tags: Array(1_001).fill("x") } } }), 400);
  });
});

describe("bad input answers 4xx problem+json", () => {
  test("malformed JSON → 400", async () => {
    const res = await request(app).post("/v1/classify").set("content-type", "application/json").send('{"text": "unterminated');
    const body = assertProblem(res, 400);
    assert.match(body.type, /invalid-json/);
  });
  test("a 2 MB body → 413", async () => {
    const res = await request(app).post("/v1/classify").set("content-type", "application/json").send(JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }));
    assertProblem(res, 413);
  });
  test("non-JSON content type → 415", async () => {
    const res = await request(app).post("/v1/guard").set("content-type", "text/plain").send("hello");
    assertProblem(res, 415);
  });
  test("unknown route → 404", async () => {
    assertProblem(await request(app).get("/v2/nothing"), 404);
    assertProblem(await request(app).post("/v1/unknown").send({}), 404);
  });
  const schemaCases: [string, string, unknown, string][] = [
    ["/v1/classify", "text of the wrong type", { text: 42 }, "text"],
    ["/v1/classify", "missing text", { turn: 3 }, "text"],
    ["/v1/classify", "negative turn", { text: "hi", turn: -1 }, "turn"],
    ["/v1/classify", "a JSON array body", [1, 2], "(body)"],
    ["/v1/classify", "a JSON string body", "just a string", "(body)"],
    ["/v1/classify", "batch item without id", { messages: [{ text: "hi" }] }, "messages.0.id"],
    ["/v1/guard", "call missing", { ledger: [] }, "call"],
    ["/v1/guard", "tool of the wrong type", { call: { tool: 7 }, ledger: [] }, "call.tool"],
    ["/v1/guard", "ledger entry without text", { call: { tool: "x" }, ledger: [{ id: "c1" }] }, "ledger.0.text"],
    ["/v1/guard", "bad effect", { call: { tool: "x" }, ledger: [{ id: "c1", text: "no", effect: "explode" }] }, "ledger.0.effect"],
    ["/v1/guard", "args as an array", { call: { tool: "x", args: [1] }, ledger: [] }, "call.args"],
    ["/v1/guard", "null body", null, "(body)"],
    ["/v1/guard", "a clock that is no time", { call: { tool: "x" }, ledger: [], context: { now: "tomorrow at noon" } }, "context.now"],
  ];
  for (const [route, name, body, path] of schemaCases)
    test(`${route}: ${name} → 400 naming ${path}`, async () => {
      const res = await request(app).post(route).set("content-type", "application/json").send(JSON.stringify(body));
      const problem = assertProblem(res, 400);
      assert.ok(problem.detail.includes(path) || problem.errors?.some((e: { path: string }) => e.path === path), `names ${path}: ${res.text}`);
    });
  test("context.now without an offset is accepted (read as UTC)", async () => {
    const res = await request(app).post("/v1/guard").send({ call: { tool: "deploy_service", args: {} }, ledger: [{ id: "c1", text: "No deploys after 18:00." }], context: { now: "2026-12-01T20:15:00" } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.decision, "deny");
  });
  test("a ledger over the configured maximum → 413 naming the limit", async () => {
    const small = buildTestApp({ MAX_LEDGER_ENTRIES: "5" }).app;
    const ledger = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, text: "never delete anything" }));
    const res = await request(small).post("/v1/guard").send({ call: { tool: "x" }, ledger });
    const body = assertProblem(res, 413);
    assert.match(body.detail, /at most 5/);
  });
  test("emoji, RTL and binary-looking text never crash classify", async () => {
    for (const text of ["🔥🔥🔥 never 🚫 restart 🙏", "لا تقم بإعادة تشغيل الخادم الأساسي", "\u0000\u0001\ufffd\ud800 garbage", "a".repeat(200_000)]) {
      const res = await request(app).post("/v1/classify").send({ text });
      assert.equal(res.status, 200);
      SingleClassifyResponse.parse(res.body);
    }
  });
  test("deeply nested args and huge strings never crash guard", async () => {
    let deep: unknown = "db-primary-1";
    for (let i = 0; i < 1000; i++) deep = { x: deep };
    const bodies = [
      { call: { tool: "restart_service", args: { deep } }, ledger: [{ id: "c1", text: "Never restart the primary." }] },
      { call: { tool: "restart_service", args: { host: "x".repeat(900_000) } }, ledger: [{ id: "c1", text: "Never restart the primary." }] },
    ];
    for (const body of bodies) {
      const res = await request(app).post("/v1/guard").send(body);
      assert.ok(res.status === 200 || (res.status >= 400 && res.status < 500), `status ${res.status}`);
      if (res.status === 200) GuardResponse.parse(res.body);
      else assertProblem(res, res.status);
    }
  });
});

describe("bearer auth when AUTH_TOKEN is set", () => {
  const secured = buildTestApp({ AUTH_TOKEN: "s3cret-token-for-tests" }).app;
  test("missing token → 401 with WWW-Authenticate", async () => {
    const res = await request(secured).post("/v1/classify").send({ text: "hi" });
    assertProblem(res, 401);
    assert.match(res.headers["www-authenticate"] ?? "", /Bearer/);
  });
  test("wrong token → 401", async () => {
    assertProblem(await request(secured).post("/v1/classify").set("authorization", "Bearer nope").send({ text: "hi" }), 401);
  });
  test("right token → 200; health and metrics stay open", async () => {
    const res = await request(secured).post("/v1/classify").set("authorization", "Bearer s3cret-token-for-tests").send({ text: "hi" });
    assert.equal(res.status, 200);
    assert.equal((await request(secured).get("/healthz")).status, 200);
    assert.equal((await request(secured).get("/metrics")).status, 200);
  });
});

test("latency is labelled by the mounted route pattern, also for requests that fail validation", async () => {
  const { app: fresh } = buildTestApp();
  await request(fresh).post("/v1/guard").send({ call: { tool: 7 }, ledger: [] });
  const res = await request(fresh).get("/metrics");
  assert.match(res.text, /pinguard_http_request_duration_seconds_count\{[^}]*route="\/v1\/guard"[^}]*status_code="400"/);
  assert.doesNotMatch(res.text, /route="\/guard"/);
});

test("a text over the character limit but under the body limit → 413", async () => {
  const { app: big } = buildTestApp({ BODY_LIMIT: "4mb" });
  const res = await request(big).post("/v1/classify").send({ text: "a ".repeat(600_000) });
  assert.equal(res.status, 413);
  assert.match(res.headers["content-type"] ?? "", /problem\+json/);
  assert.match(res.body.detail, /at most 1000000 characters/);
});
