// The real entry point: start-up errors name what is wrong; SIGTERM drains in-flight requests.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { connect, createServer } from "node:net";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const entry = ["--import", "tsx", "src/index.ts"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

function runToExit(env: Record<string, string>) {
  const r = spawnSync(process.execPath, entry, { env: { ...process.env, LOG_LEVEL: "silent", ...env }, encoding: "utf8", timeout: 20_000 });
  return { code: r.status, stderr: r.stderr.trim(), stdout: r.stdout.trim() };
}

test("a bad config value stops start-up with one line naming the variable", () => {
  const r = runToExit({ PORT: "not-a-port" });
  assert.equal(r.code, 1);
  assert.equal(r.stderr.split("\n").length, 1, r.stderr);
  assert.match(r.stderr, /PORT/);
  assert.equal(r.stdout, "");
});

test("a broken rules file stops start-up naming the file", () => {
  const dir = mkdtempSync(join(tmpdir(), "pinguard-rules-"));
  mkdirSync(join(dir, "classify"));
  writeFileSync(join(dir, "classify", "broken.yaml"), "entries: [unclosed\n");
  const r = runToExit({ RULES_DIR: dir, PORT: "0" });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /broken\.yaml/);
});

test("SIGTERM: the in-flight request finishes, then the process exits 0 within 10 s", async () => {
  const port = await freePort();
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    // Ready, not only live: the drain is under test, not how long rules and models take to load on a
    // busy machine (a request sent while loading waits for it, inside the 10 s below).
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error("service did not become ready");
      await new Promise((r) => setTimeout(r, 100));
    }
    // Start a request and leave its body half-sent, so it is in flight when SIGTERM arrives.
    const body = JSON.stringify({ text: "Never restart the primary." });
    const sock = connect(port, "127.0.0.1");
    await new Promise((r) => sock.once("connect", r));
    let response = "";
    sock.on("data", (d) => (response += d));
    const half = Math.floor(body.length / 2);
    sock.write(`POST /v1/classify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = Date.now();
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    sock.write(body.slice(half));
    const code = await exited;
    assert.equal(code, 0);
    assert.ok(Date.now() - t0 < 10_000, "exits within 10 s");
    assert.match(response, /^HTTP\/1\.1 200/);
    assert.match(response, /"pins":/);
    sock.destroy();
  } finally {
    child.kill("SIGKILL");
  }
});
