// Which decisions are the guard's p99: the slowest 1 % of the bench mix grouped by call and by
// whether a young-generation collection ran inside them, then each ledger template's marginal
// cost per call (the full 50-entry ledger minus the ledger without that template's 5 entries,
// paired and interleaved: median over rounds of CPU µs per decision). Same workload as
// bench/guard-core.ts.   node --max-semi-space-size=8 --import tsx bench/guard-tail.ts
import { readDataDir } from "../src/load/load-files.ts";
import { createGuard, parseGuardRules } from "../src/guard/index.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import { ledger, calls, history, TEMPLATE_COUNT } from "./guard-workload.ts";
import { PerformanceObserver, performance } from "node:perf_hooks";

const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
const guard = createGuard(rules, { cacheSize: 1000 });
const reqs = calls.map((call) => schema.parse({ call, ledger, history }));
for (let i = 0; i < 3_000; i++) guard.decide(reqs[i % reqs.length]!);

// 1. the slowest 1 %: own = min(process CPU, wall) per decision, as in guard-core.ts
const gcSpans: { from: number; to: number }[] = [];
const obs = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcSpans.push({ from: e.startTime, to: e.startTime + e.duration });
});
obs.observe({ entryTypes: ["gc"] });
const N = 30_000;
const own = new Float64Array(N);
const at = new Float64Array(2 * N); // start and end of each decision (performance.now ms)
for (let i = 0; i < N; i++) {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  guard.decide(reqs[i % reqs.length]!);
  const w1 = performance.now();
  const c = process.cpuUsage(c0);
  own[i] = Math.min(c.user + c.system, (w1 - w0) * 1000);
  at[2 * i] = w0;
  at[2 * i + 1] = w1;
}
await new Promise((r) => setTimeout(r, 50)); // gc entries arrive asynchronously
obs.disconnect();
const order = Array.from({ length: N }, (_, i) => i).sort((a, b) => own[b]! - own[a]!);
const slow = order.slice(0, Math.ceil(N / 100));
const withGc = (i: number) => gcSpans.some((g) => g.from < at[2 * i + 1]! && g.to > at[2 * i]!);
const byCall: Record<string, { slowest_1pct: number; with_gc: number; own_p50_us: number }> = {};
for (let c = 0; c < calls.length; c++) {
  const mine = Array.from({ length: N }, (_, i) => i).filter((i) => i % calls.length === c).map((i) => own[i]!).sort((a, b) => a - b);
  byCall[`${c} ${calls[c]!.tool}`] = { slowest_1pct: 0, with_gc: 0, own_p50_us: +mine[mine.length >> 1]!.toFixed(1) };
}
for (const i of slow) {
  const row = byCall[`${i % calls.length} ${calls[i % calls.length]!.tool}`]!;
  row.slowest_1pct++;
  if (withGc(i)) row.with_gc++;
}
console.log(JSON.stringify({ decisions: N, p99_own_us: +own[slow[slow.length - 1]!]!.toFixed(1), slowest: slow.length, gcs: gcSpans.length, by_call: byCall }));

// 2. each template's marginal cost per call, in the full ledger's company
const K = 100;
const cpuOf = (req: unknown) => {
  const c0 = process.cpuUsage();
  for (let k = 0; k < K; k++) guard.decide(req as never);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / K;
};
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
const rounds = Number(process.env.ROUNDS ?? 15);
for (const call of calls) {
  const full = schema.parse({ call, ledger, history });
  const without = Array.from({ length: TEMPLATE_COUNT }, (_, t) => schema.parse({ call, ledger: ledger.filter((_, i) => i % TEMPLATE_COUNT !== t), history }));
  for (let i = 0; i < 200; i++) for (const r of [full, ...without]) guard.decide(r);
  const fulls: number[] = [];
  const d = without.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    const f = cpuOf(full);
    fulls.push(f);
    without.forEach((w, t) => d[t]!.push(f - cpuOf(w)));
  }
  console.log(JSON.stringify({ call: call.tool, full_cpu_us: +median(fulls).toFixed(1), marginal_us_by_template: d.map((x) => +median(x).toFixed(1)) }));
}
