// Hostile framing rather than hostile JSON: compressed bodies (a gzip bomb), odd charsets and
// content types, huge or strange headers, odd URLs and methods. Same bar: 200 or 4xx
// problem+json, never a 5xx, never a hang.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { SingleClassifyResponse } from "../../src/contract/classify.ts";
import { HANG_GUARD_MS, assertGuardAnswer, assertProblem, post, startHostileServer } from "./hostile-app.ts";

let h: Awaited<ReturnType<typeof startHostileServer>>;
before(async () => {
  h = await startHostileServer();
});
after(() => h.close());

// Bytes exactly as given, with node:http (supertest would re-serialise a Buffer as JSON).
interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
function raw(path: string, body: Buffer | string, headers: Record<string, string>): Promise<RawResponse> {
  const { port } = h.server.address() as AddressInfo;
  const buf = typeof body === "string" ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers: { ...headers, "Content-Length": String(buf.length) }, timeout: HANG_GUARD_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${HANG_GUARD_MS} ms`)));
    req.on("error", reject);
    req.end(buf);
  });
}
const ok = (res: RawResponse | request.Response, what: string) => {
  if (res.status === 200) return SingleClassifyResponse.parse(JSON.parse(res.text));
  assertProblem(res, what);
};
const RULE = JSON.stringify({ text: "Never push to main without a review." });

describe("compressed bodies", () => {
  test("a gzip bomb (100 MB of zeros in ~100 KB) is 413, not 100 MB of memory", async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 });
    assert.ok(bomb.length < 200_000);
    const res = await raw("/v1/classify", bomb, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
    assert.equal(res.status, 413, res.text.slice(0, 200));
    assertProblem(res, "gzip bomb");
  });
  test("a small gzip or deflate body is read; an unsupported encoding is a 4xx", async () => {
    for (const [enc, body] of [
      ["gzip", gzipSync(RULE)],
      ["deflate", deflateSync(RULE)],
    ] as const) {
      const res = await raw("/v1/classify", body, { "Content-Type": "application/json", "Content-Encoding": enc });
      assert.equal(res.status, 200, `${enc}: ${res.text.slice(0, 200)}`);
    }
    for (const [enc, body] of [
      ["br", brotliCompressSync(RULE)],
      ["zstd", Buffer.from(RULE)],
      ["gzip", Buffer.from(RULE)], // says gzip, is not
      ["gzip, gzip", gzipSync(gzipSync(RULE))],
    ] as const)
      ok(await raw("/v1/classify", body, { "Content-Type": "application/json", "Content-Encoding": enc }), `encoding ${enc}`);
  });
});

describe("content types and charsets", () => {
  const cases: [string, Buffer | string][] = [
    ["application/json; charset=utf-8", RULE],
    ["application/json; charset=utf-16", Buffer.from(RULE, "utf16le")],
    ["application/json; charset=latin1", Buffer.from(RULE, "latin1")],
    ["application/json; charset=klingon", RULE],
    ["application/merge-patch+json", RULE],
    ["application/json-seq", RULE],
    ["text/plain", RULE],
    ["application/x-www-form-urlencoded", "text=never+push"],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nnever\r\n--x--"],
    ["application/json", Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from(RULE)])], // UTF-8 BOM
    ["application/json", Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0xc3, 0x28])], // invalid UTF-8
    ["", RULE],
  ];
  for (const [type, body] of cases)
    test(`Content-Type ${JSON.stringify(type)}: 200 or 4xx problem`, async () => {
      ok(await raw("/v1/classify", body, type ? { "Content-Type": type } : {}), type);
    });
});

describe("headers", () => {
  test("a long, odd X-Agent-Id and many distinct agents do not break anything", async () => {
    for (const agent of ["a".repeat(8_000), "\u00e9\u00e8", "../../etc/passwd", "x\ty", "", "__proto__", "constructor"]) {
      const res = await post(h.server, "/v1/guard", { call: { tool: "x", args: {} }, ledger: [{ id: "a", text: "never x" }] }).set("X-Agent-Id", agent);
      assertGuardAnswer(res, `agent ${agent.slice(0, 20)}`);
    }
    for (let i = 0; i < 300; i++) await post(h.server, "/v1/classify", { text: "ok" }).set("X-Agent-Id", `agent-${i}`);
    const metrics = await request(h.server).get("/metrics");
    assert.equal(metrics.status, 200);
    assert.ok(metrics.text.length < 2_000_000, "metrics stay bounded");
  });
});

describe("URLs and methods", () => {
  test("odd paths and methods answer 4xx problem (or 200 for the health endpoints)", async () => {
    const paths = ["/v1/classify/", "/v1//classify", "/v1/classify%00", "/v1/classify?x=" + "a".repeat(6_000), "/v1/%2e%2e/guard", "/" + "a".repeat(7_000), "/v1/guard/..%2fclassify", "/%ff"];
    for (const p of paths) {
      const res = await request(h.server).post(p).set("Content-Type", "application/json").send(RULE).timeout({ response: HANG_GUARD_MS });
      if (res.status !== 200) assertProblem(res, `POST ${p.slice(0, 40)}`);
    }
    for (const m of ["get", "put", "delete", "patch", "options"] as const) {
      const res = await request(h.server)[m]("/v1/classify").timeout({ response: HANG_GUARD_MS });
      assert.ok(res.status < 500, `${m} /v1/classify: ${res.status}`);
      if (res.status >= 400 && m !== "options") assertProblem(res, `${m} /v1/classify`);
    }
    const head = await request(h.server).head("/healthz");
    assert.ok(head.status < 500);
  });
});
