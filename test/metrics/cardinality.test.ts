// Bounded cardinality over HTTP: 10,000 distinct tool names (and agent ids) through /v1/guard
// must leave at most METRICS_LABEL_LIMIT + 1 ("other") series per caller-labelled family.
import assert from "node:assert/strict";
import { Agent, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { buildApp, seriesOf } from "./build-app.ts";

const CALLS = 10_000;
const CONCURRENCY = 16;

// node:http with a keep-alive agent: several times cheaper per call than fetch for 10k calls.
function post(port: number, agent: Agent, path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("metrics cardinality over /v1/guard", () => {
  let server: Server;
  let base: string;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  before(async () => {
    const { app } = buildApp({ METRICS_LABEL_LIMIT: "200" });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  after(() => {
    agent.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it(`${CALLS} distinct tool names and agents give 201 series each`, async () => {
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < CALLS) {
        const i = next++;
        const body = JSON.stringify({
          call: { tool: `tool_${i}`, args: { host: `db-primary-${i}` } },
          ledger: [{ id: "p1", text: "Never restart the primary.", kind: "prohibition", match: { tools: ["tool_*"], args: [{ path: "host", glob: "*primary*" }] } }],
        });
        const status = await post(port, agent, "/v1/guard", { "content-type": "application/json", "x-agent-id": `agent-${i}` }, body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    assert.deepEqual([...statuses], [[200, CALLS]]);

    const out = await (await fetch(`${base}/metrics`)).text();
    const calls = seriesOf(out, "pinguard_guard_tool_calls_total");
    assert.equal(calls.size, 201);
    assert.equal(calls.get('pinguard_guard_tool_calls_total{tool="other"}'), CALLS - 200);
    assert.equal(seriesOf(out, "pinguard_agent_guard_calls_total").size, 201);
    // Every call breaks the entry's explicit matcher: the violations' tool label is bounded too.
    const violations = seriesOf(out, "pinguard_constraint_violations_total");
    assert.equal(violations.size, 201);
    assert.equal([...violations.values()].reduce((a, b) => a + b, 0), CALLS);
    const total = out.split("\n").filter((l) => l.startsWith("pinguard_")).length;
    assert.ok(total < 2_000, `${total} pinguard_ series`);
  });
});
