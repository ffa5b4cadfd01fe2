// A/B of two checkouts in the same minutes: per-call decide CPU µs (min of 7 means of 1,500 runs, the
// least disturbed by other processes) and a mixed loop, for the code under ROOT (default: this checkout).
//   ROOT=/path/to/base node --max-semi-space-size=8 --import tsx bench/guard-ab.ts   (alternate with ROOT=.)
import { resolve } from "node:path";
const R = resolve(process.env.ROOT ?? new URL("..", import.meta.url).pathname);
const { readDataDir } = await import(R + "/src/load/load-files.ts");
const { createGuard, parseGuardRules } = await import(R + "/src/guard/index.ts");
const { guardRequestSchema } = await import(R + "/src/contract/guard.ts");
const { ledger, calls, history } = await import(R + "/bench/guard-workload.ts");
process.chdir(R);
const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
const reqs = calls.map((call: unknown) => schema.parse({ call, ledger, history }));
const guard = createGuard(rules, { cacheSize: 1000 });
for (let i = 0; i < 3000; i++) guard.decide(reqs[i % reqs.length]!);
function time(fn: () => unknown, n = 1500): number {
  let best = Infinity;
  for (let r = 0; r < 7; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / n);
  }
  return +best.toFixed(1);
}
const out: Record<string, number> = {};
reqs.forEach((r: unknown, i: number) => (out[(calls[i] as { tool: string }).tool] = time(() => guard.decide(r))));
let k = 0;
out.mix = time(() => guard.decide(reqs[k++ % reqs.length]!), 3000);
console.log(R, JSON.stringify(out));
