// The Dockerfile's promises, checked without a container engine: stages, non-root user,
// signals, what gets copied, what .dockerignore keeps out, and that the HEALTHCHECK probe
// really tells a healthy service from a dead or failing one. test/container/smoke.sh checks a
// built image end to end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buildTestApp } from "../support/app.ts";

type Instruction = { op: string; args: string };
type Stage = { name: string; from: string; body: Instruction[] };

/** Instructions in order: comments dropped, `\` continuations joined. */
function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!pending && (line === "" || line.startsWith("#"))) continue;
    if (pending && line.startsWith("#")) continue;
    pending += (pending ? " " : "") + line.replace(/\\$/, "").trim();
    if (line.endsWith("\\")) continue;
    const m = /^(\S+)\s*(.*)$/.exec(pending)!;
    out.push({ op: m[1]!.toUpperCase(), args: m[2]! });
    pending = "";
  }
  return out;
}

function stagesOf(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.op === "FROM") {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args)!;
      stages.push({ from: m[1]!, name: m[2] ?? String(stages.length), body: [] });
    } else stages.at(-1)?.body.push(ins);
  }
  return stages;
}

const instructions = parseDockerfile(readFileSync("Dockerfile", "utf8"));
const stages = stagesOf(instructions);
const runtime = stages.at(-1)!;
const inRuntime = (op: string) => runtime.body.filter((i) => i.op === op);
const lastOf = (op: string) => inRuntime(op).at(-1)?.args;
const ignored = readFileSync(".dockerignore", "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

test("the base image is a build ARG defaulting to node:20-bookworm-slim, used by every stage", () => {
  const firstFrom = instructions.findIndex((i) => i.op === "FROM");
  const arg = instructions.slice(0, firstFrom).find((i) => i.op === "ARG" && i.args.startsWith("BASE_IMAGE"));
  assert.equal(arg?.args, "BASE_IMAGE=node:20-bookworm-slim");
  for (const s of stages) assert.equal(s.from, "${BASE_IMAGE}", `stage ${s.name}`);
});

test("multi-stage: tsc runs in a build stage, the runtime gets production dependencies only", () => {
  assert.ok(stages.length >= 2);
  const runs = (s: Stage) => s.body.filter((i) => i.op === "RUN").map((i) => i.args).join("\n");
  const build = stages.find((s) => /npm run build/.test(runs(s)));
  assert.ok(build, "no stage runs npm run build");
  assert.match(runs(build), /npm ci(?! --omit)/);
  assert.notEqual(build, runtime);
  const prod = stages.find((s) => /npm ci --omit=dev/.test(runs(s)));
  assert.ok(prod, "no stage runs npm ci --omit=dev");
  const copies = inRuntime("COPY").map((i) => i.args);
  assert.ok(copies.includes(`--from=${prod.name} /app/node_modules ./node_modules`), copies.join("; "));
  assert.ok(copies.includes(`--from=${build.name} /app/dist ./dist`), copies.join("; "));
  assert.ok(!copies.some((c) => c.startsWith(`--from=${build.name}`) && c.includes("node_modules")), "dev dependencies leak");
  assert.equal(inRuntime("RUN").length, 0, "the runtime stage should only copy");
});

test("the runtime stage: production env, non-root numeric user, port, signal, compiled entry point", () => {
  assert.match(inRuntime("ENV").map((i) => i.args).join(" "), /\bNODE_ENV=production\b/);
  const user = lastOf("USER");
  assert.match(user ?? "", /^\d+(:\d+)?$/, "USER should be numeric so runAsNonRoot can verify it");
  assert.notEqual(user!.split(":")[0], "0");
  assert.equal(lastOf("EXPOSE"), "8080");
  assert.equal(lastOf("STOPSIGNAL"), "SIGTERM");
  // Exec form with node itself as PID 1: an `npm start` or shell wrapper would not pass SIGTERM on.
  const cmd = JSON.parse(lastOf("CMD")!) as string[];
  assert.equal(cmd[0], "node");
  assert.equal(cmd.at(-1), "dist/index.js");
  const build = JSON.parse(readFileSync("tsconfig.build.json", "utf8")) as { compilerOptions: Record<string, string> };
  assert.equal(build.compilerOptions.rootDir, "src");
  assert.equal(build.compilerOptions.outDir, "dist");
  assert.ok(existsSync("src/index.ts"));
});

test("the runtime stage ships rules/, models/ and package.json (its type: module makes dist ESM)", () => {
  const copies = inRuntime("COPY").map((i) => i.args);
  for (const c of ["rules ./rules", "models ./models", "package.json ./"]) assert.ok(copies.includes(c), c);
  assert.equal((JSON.parse(readFileSync("package.json", "utf8")) as { type: string }).type, "module");
});

test("every file the build copies from the context exists and is not ignored", () => {
  const sources = instructions
    .filter((i) => i.op === "COPY" && !i.args.startsWith("--from"))
    .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
  assert.ok(sources.length > 0);
  for (const src of sources) {
    // models/ may be empty in a checkout (git keeps no empty directory); build-image.sh creates it.
    if (src !== "models") assert.ok(existsSync(src), `${src} missing`);
    assert.ok(!ignored.includes(src) && !ignored.includes(src.split("/")[0]!), `${src} is in .dockerignore`);
  }
});

test(".dockerignore keeps local state, tests and dev material out of the context", () => {
  for (const p of ["node_modules", "dist", ".git", "data", "test", "bench", ".env"]) assert.ok(ignored.includes(p), p);
});

test("the shell scripts parse", () => {
  for (const f of ["scripts/build-image.sh", "scripts/make-base-image.sh", "test/container/smoke.sh"]) {
    const r = spawnSync("bash", ["-n", f], { encoding: "utf8" });
    assert.equal(r.status, 0, `${f}: ${r.stderr}`);
  }
});

// ---- the HEALTHCHECK probe, run for real against local servers ----------------------------

const health = runtime.body.find((i) => i.op === "HEALTHCHECK")!;

function probe(port: number): Promise<number> {
  const cmd = JSON.parse(health.args.slice(health.args.indexOf("CMD") + 3).trim()) as string[];
  assert.equal(cmd[0], "node", "the slim image has no curl: probe with node");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cmd.slice(1), { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? -1));
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

test("HEALTHCHECK is exec form with a timeout below its interval", () => {
  assert.match(health.args, /--interval=\d+s/);
  assert.match(health.args, /--timeout=\d+s/);
  const secs = (k: string) => Number(new RegExp(`--${k}=(\\d+)s`).exec(health.args)![1]);
  assert.ok(secs("timeout") < secs("interval"));
  assert.match(health.args, /CMD \[/);
});

test("the HEALTHCHECK probe passes against the real app's /healthz", async () => {
  const server = createServer(buildTestApp().app);
  const port = await listen(server);
  try {
    assert.equal(await probe(port), 0);
  } finally {
    server.close();
  }
});

test("the HEALTHCHECK probe fails on a 503 and on a closed port", async () => {
  const server = createServer((_req, res) => res.writeHead(503).end("draining"));
  const port = await listen(server);
  try {
    assert.equal(await probe(port), 1);
  } finally {
    await new Promise((r) => server.close(r));
  }
  assert.equal(await probe(port), 1);
});
