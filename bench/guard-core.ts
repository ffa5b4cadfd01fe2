// In-process guard benchmark: p50/p99 per decision with a 50-entry ledger once compiled, and the
// cold compile cost per entry.   node --import tsx bench/guard-core.ts
import { readDataDir } from "../src/load/load-files.ts";
import { createGuard, parseGuardRules } from "../src/guard/index.ts";
import { compileEntry } from "../src/guard/compile/compile-rule.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import { ledger, calls, history } from "./guard-workload.ts";
import { readFileSync } from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";

const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
const reqs = calls.map((call) => schema.parse({ call, ledger, history }));

// cold compile cost per entry (fresh compile, no cache)
const t0 = process.hrtime.bigint();
for (let r = 0; r < 4; r++) for (const e of ledger) compileEntry({ ...e, text: `${e.text} ` + "x".repeat(r) }, rules);
const compileUs = Number(process.hrtime.bigint() - t0) / 1e3 / (ledger.length * 4);
// cold ledger: a fresh guard meets 50 new entries in one request (their sentences tagged in batches)
const t1 = process.hrtime.bigint();
for (let r = 0; r < 4; r++) {
  const fresh = ledger.map((e) => ({ ...e, text: `${e.text} ` + "y".repeat(r + 1) }));
  createGuard(rules, { cacheSize: 1000 }).decide(schema.parse({ call: calls[0], ledger: fresh, history }));
}
const ledgerCompileUs = Number(process.hrtime.bigint() - t1) / 1e3 / (ledger.length * 4);

// The V8 flags matter for the tail (a scavenge pause lands inside some decision): the service's own
// flags are those of `npm start`; run the bench with the same ones (`node --max-semi-space-size=8
// --import tsx bench/guard-core.ts`) to measure what the service sees. Both are printed.
const startScript: string = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts?.start ?? "";
const serviceFlags = startScript.split(/\s+/).filter((a) => a.startsWith("--") && !a.startsWith("--import"));
const benchFlags = process.execArgv.filter((a) => a.startsWith("--") && !a.startsWith("--import") && a !== "tsx");
// young-generation collections during the timed decisions: how many, and how long each stopped the thread
// (entries arrive asynchronously, after the loops: kept by their start time)
const gcEntries: { start: number; us: number }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcEntries.push({ start: e.startTime, us: e.duration * 1000 });
});
gcObserver.observe({ entryTypes: ["gc"] });

const guard = createGuard(rules, { cacheSize: 1000 });
for (let i = 0; i < 2_000; i++) guard.decide(reqs[i % reqs.length]!); // warm: compile once, JIT
const N = 20_000;
const times = new Float64Array(N);
const timedFrom = performance.now();
for (let i = 0; i < N; i++) {
  const s = process.hrtime.bigint();
  guard.decide(reqs[i % reqs.length]!);
  times[i] = Number(process.hrtime.bigint() - s) / 1e3;
}
times.sort();
const q = (a: Float64Array, p: number) => +a[Math.min(N - 1, Math.floor(p * N))]!.toFixed(1);
// On a shared machine wall-clock tails are mostly other processes' time slices; CPU time per
// decision (user+system of this process) shows what the guard itself costs. process.cpuUsage() is
// process-wide, though: it also counts V8's helper threads (GC, compiler) and, for some samples,
// jumps by a whole 4 ms accounting tick (seen as CPU > wall for one decision). The decision's own
// cost is at most both, so `own` = min(process CPU, wall) per decision is an upper bound on it.
const cpu = new Float64Array(N);
const own = new Float64Array(N);
for (let i = 0; i < N; i++) {
  const c0 = process.cpuUsage();
  const w0 = process.hrtime.bigint();
  guard.decide(reqs[i % reqs.length]!);
  const w = Number(process.hrtime.bigint() - w0) / 1e3;
  const c1 = process.cpuUsage(c0);
  cpu[i] = c1.user + c1.system;
  own[i] = Math.min(cpu[i]!, w);
}
const timedTo = performance.now();
await new Promise((r) => setTimeout(r, 50)); // gc entries are delivered asynchronously
gcObserver.disconnect();
const gcPauses = gcEntries.filter((g) => g.start >= timedFrom && g.start <= timedTo).map((g) => g.us).sort((a, b) => a - b);
// per call (the bench cycles the calls): which ones set the tail
const perCall: Record<string, { own_p50_us: number; own_p99_us: number }> = {};
for (let c = 0; c < reqs.length; c++) {
  const mine = Float64Array.from({ length: Math.ceil((N - c) / reqs.length) }, (_, k) => own[c + k * reqs.length]!).sort();
  const at = (p: number) => +mine[Math.min(mine.length - 1, Math.floor(p * mine.length))]!.toFixed(1);
  perCall[`${c} ${calls[c]!.tool}`] = { own_p50_us: at(0.5), own_p99_us: at(0.99) };
}
cpu.sort();
own.sort();
console.log(
  JSON.stringify({
    ledger_entries: ledger.length,
    decisions: N,
    wall_p50_us: q(times, 0.5),
    wall_p90_us: q(times, 0.9),
    wall_p99_us: q(times, 0.99),
    wall_max_us: +times[N - 1]!.toFixed(1),
    cpu_p50_us: q(cpu, 0.5),
    cpu_p99_us: q(cpu, 0.99),
    own_p50_us: q(own, 0.5),
    own_p99_us: q(own, 0.99),
    gc_per_1000_decisions: +((gcPauses.length * 1000) / (2 * N)).toFixed(2),
    gc_pause_p50_us: gcPauses.length ? Math.round(gcPauses[gcPauses.length >> 1]!) : 0,
    node_flags: benchFlags.join(" "),
    service_flags: serviceFlags.join(" "),
    flags_as_service: serviceFlags.every((f) => benchFlags.includes(f)) && benchFlags.every((f) => serviceFlags.includes(f)),
    cold_compile_us_per_entry: +compileUs.toFixed(1),
    cold_ledger_us_per_entry: +ledgerCompileUs.toFixed(1),
  }),
);
if (process.env.PER_CALL) console.log(JSON.stringify(perCall));
