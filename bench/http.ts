// HTTP benchmark: pinguard next to a bare express JSON echo, same client (autocannon, 32
// connections), same bodies, same run, alternating rounds because these machines are noisy.
//   node --import tsx bench/http.ts [--seconds 10] [--rounds 3] [--route classify|guard|all] [--tsx]
// BENCH_PORT (default 18190) picks the echo's port; the service listens on the next one.
// The service runs as it does in production: compiled (`npm run build`, then dist/index.js).
// --tsx runs src/index.ts through tsx instead, as `npm start` does (slower: tsx wraps every named
// function in a keep-names helper).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { classifyBodies, guardBodies } from "./workloads.ts";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const seconds = Number(arg("seconds", "10"));
const rounds = Number(arg("rounds", "3"));
const only = arg("route", "all");
const viaTsx = process.argv.includes("--tsx");

// The service runs with the flags it ships with (Dockerfile CMD, npm start); the echo runs bare.
const SERVICE_FLAGS = ["--max-semi-space-size=8"];

async function startServer(script: string, port: number, flags: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...flags, ...(script.endsWith(".js") ? [script] : ["--import", "tsx", script])], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

// Server CPU time (user + system, from /proc) per request: on a shared machine throughput swings
// with the neighbours' load, CPU time per request much less. Linux only; NaN elsewhere.
function cpuSeconds(child: ChildProcess): number {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return NaN;
  }
}

async function load(server: ChildProcess, port: number, path: string, bodies: string[]) {
  const c0 = cpuSeconds(server);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: seconds,
    requests: bodies.map((body) => ({ method: "POST", path, headers: { "content-type": "application/json" }, body })),
  });
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUs = ((cpuSeconds(server) - c0) * 1e6) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

const echoPort = Number(process.env.BENCH_PORT ?? 18190);
const svcPort = echoPort + 1;
const echo = await startServer("bench/echo-server.ts", echoPort);
if (!viaTsx) execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
const svc = await startServer(viaTsx ? "src/index.ts" : "dist/index.js", svcPort, SERVICE_FLAGS);
const rows: string[] = [];
try {
  const workloads = [
    { name: "classify", path: "/v1/classify", bodies: classifyBodies().map((b) => JSON.stringify(b)) },
    { name: "guard", path: "/v1/guard", bodies: guardBodies().map((b) => JSON.stringify(b)) },
  ].filter((w) => only === "all" || only === w.name);
  for (const w of workloads) {
    await load(svc, svcPort, w.path, w.bodies); // warm-up: JIT and the guard's compile cache
    await load(echo, echoPort, w.path, w.bodies);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const e = await load(echo, echoPort, w.path, w.bodies);
      const s = await load(svc, svcPort, w.path, w.bodies);
      ratios.push(s.rps / e.rps);
      cpuRatios.push(e.cpuUs / s.cpuUs);
      const line =
        `${w.name} round ${r + 1}: echo ${e.rps.toFixed(0)} req/s (p99 ${e.p99} ms) | pinguard ${s.rps.toFixed(0)} req/s (p50 ${s.p50} ms, p99 ${s.p99} ms) | ratio ${(s.rps / e.rps).toFixed(2)}` +
        ` | server cpu/req echo ${e.cpuUs.toFixed(0)} µs, pinguard ${s.cpuUs.toFixed(0)} µs (cpu ratio ${(e.cpuUs / s.cpuUs).toFixed(2)})`;
      console.log(line);
      rows.push(line);
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    const cpuSorted = [...cpuRatios].sort((a, b) => a - b);
    console.log(
      `${w.name}: median ratio ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} over ${rounds} rounds of ${seconds}s, 32 connections` +
        ` (median cpu ratio ${cpuSorted[Math.floor(cpuSorted.length / 2)]!.toFixed(2)})`,
    );
  }
} finally {
  echo.kill();
  svc.kill();
}
