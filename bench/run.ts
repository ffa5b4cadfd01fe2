// `npm run bench`: the three benchmarks BENCHMARKS.md reports, one after another, each in its own
// process with the flags it is documented with (the core benches want a quiet machine; the HTTP bench
// runs pinguard next to a bare express echo in the same run and reports ratios).
//   npm run bench [-- core|http]     (default: both)
import { spawnSync } from "node:child_process";

const which = process.argv[2] ?? "all";
if (!["all", "core", "http"].includes(which)) {
  console.error(`usage: npm run bench [-- core|http]  (got "${which}")`);
  process.exit(2);
}
const runs: { name: string; args: string[] }[] = [
  { name: "guard core", args: ["--max-semi-space-size=8", "--import", "tsx", "bench/guard-core.ts"] },
  { name: "classify core", args: ["--max-semi-space-size=8", "--expose-gc", "--import", "tsx", "bench/classify-core.ts"] },
  { name: "http (vs bare express echo)", args: ["--import", "tsx", "bench/http.ts", "--seconds", "8", "--rounds", "3"] },
].filter((r) => which === "all" || (which === "http") === r.name.startsWith("http"));

for (const r of runs) {
  console.log(`\n## ${r.name}: node ${r.args.join(" ")}`);
  const res = spawnSync(process.execPath, r.args, { stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
