// Worst-case timings for hostile input, printed as a table. Not a test: numbers depend on the box.
//   node --import tsx bench/hostile.ts            (all rows)
//   node --import tsx bench/hostile.ts ledger     (rows whose name contains "ledger")
// In-process rows call the pure cores; HTTP rows go through the app on 127.0.0.1 (body parsing,
// validation, metrics included). "cold" = a fresh guard (empty compile cache); "warm" = the same
// request again, median of the runs.
import { createClassifier } from "../src/classify/index.ts";
import { loadConfig } from "../src/config.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import { createGuard } from "../src/guard/index.ts";
import { loadResources } from "../src/load/resources.ts";
import { post, startHostileServer } from "../test/hostile/hostile-app.ts";
import { buildLogPaste } from "../test/hostile/log-paste.ts";

const filter = process.argv[2] ?? "";
const config = loadConfig({ LOG_LEVEL: "silent" });
const resources = loadResources(config);
const classifier = createClassifier(resources.rules.classify, resources.models.pin);
const GuardRequest = guardRequestSchema({ maxLedgerEntries: config.MAX_LEDGER_ENTRIES, maxHistory: config.MAX_HISTORY });
const freshGuard = () => createGuard(resources.rules.guard, { cacheSize: config.COMPILE_CACHE_SIZE });

const rows: { name: string; size: string; ms: string; note: string }[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${Math.round(n / 1e3)} KB`);

async function row(name: string, size: string, runs: number, fn: () => unknown | Promise<unknown>, note = "") {
  if (!name.includes(filter)) return;
  const times: number[] = [];
  let out: unknown;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    out = await fn();
    times.push(performance.now() - t0);
  }
  const ms = runs === 1 ? times[0]! : median(times);
  rows.push({ name, size, ms: ms.toFixed(ms < 10 ? 2 : 0), note: note || (typeof out === "string" ? out : "") });
  process.stderr.write(".");
}

// --- classify ------------------------------------------------------------------------------------
const paste1m = buildLogPaste(1_000_000 - 256, { seed: 1 }).text;
const paste500k = buildLogPaste(500_000, { seed: 2 }).text;
await row("classify 1 MB log paste, in-process, first", kb(paste1m.length), 1, () => `${classifier.classify(paste1m).length} pins`);
await row("classify 1 MB log paste, in-process, warm", kb(paste1m.length), 5, () => `${classifier.classify(paste1m).length} pins`);
await row("classify 500 KB log paste, in-process, warm", kb(paste500k.length), 7, () => `${classifier.classify(paste500k).length} pins`, "issue 3 target < 100 ms");

// --- guard ---------------------------------------------------------------------------------------
const deep = (levels: number) => JSON.parse('{"a":'.repeat(levels) + '"db-primary-1"' + "}".repeat(levels)) as unknown;
const deepReq = (levels: number) =>
  GuardRequest.parse({
    call: { tool: "restart_service", args: { host: "db-primary-1", deep: deep(levels) } },
    ledger: [{ id: "p", text: "Never restart the primary." }],
    history: [{ tool: "restart_service", args: { deep: deep(levels) } }],
  });
for (const levels of [1_000, 10_000]) {
  const req = deepReq(levels);
  const g = freshGuard();
  g.decide(req);
  await row(`guard ${levels / 1000}k-deep args (call + history), in-process, warm`, `${levels} levels`, 7, () => g.decide(req).decision);
}

const distinct = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, text: `Never delete bucket logs-${i} or table t_${i}; at most ${i + 1} rows per call.` }));
const ledgerReq = GuardRequest.parse({ call: { tool: "delete_bucket", args: { bucket: "logs-999" } }, ledger: distinct(1_000) });
const g1 = freshGuard();
await row("guard 1,000-entry ledger (distinct), in-process, cold", "1,000 entries", 1, () => g1.decide(ledgerReq).decision);
await row("guard 1,000-entry ledger (distinct), in-process, warm", "1,000 entries", 7, () => g1.decide(ledgerReq).decision);
const ledger50 = GuardRequest.parse({ call: { tool: "delete_bucket", args: { bucket: "logs-9" } }, ledger: distinct(50) });
const g2 = freshGuard();
g2.decide(ledger50);
await row("guard 50-entry ledger, in-process, warm", "50 entries", 101, () => g2.decide(ledger50).decision);

// --- over HTTP, including the super-linear reproductions (see test/hostile/regex-safety.test.ts) ---
const h = await startHostileServer();
const http = async (path: string, body: unknown) => {
  const res = await post(h.server, path, body).timeout({ response: 300_000, deadline: 300_000 });
  return `HTTP ${res.status}`;
};
const bytes = (b: unknown) => kb(Buffer.byteLength(JSON.stringify(b)));
const b1 = { text: paste1m };
await row("HTTP classify 1 MB log paste", bytes(b1), 3, () => http("/v1/classify", b1));
const deepRaw = (levels: number) =>
  `{"call":{"tool":"restart_service","args":{"deep":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}},"ledger":[{"id":"p","text":"Never restart the primary."}]}`;
const d10k = deepRaw(10_000);
await row("HTTP guard 10k-deep args", kb(d10k.length), 5, async () => `HTTP ${(await post(h.server, "/v1/guard", d10k, true)).status}`);
const ledgerBody = { call: { tool: "delete_bucket", args: { bucket: "logs-999" } }, ledger: distinct(1_000).map((e) => ({ ...e, id: `h${e.id}`, text: e.text + " (http)" })) };
await row("HTTP guard 1,000-entry ledger, cold", bytes(ledgerBody), 1, () => http("/v1/guard", ledgerBody));
await row("HTTP guard 1,000-entry ledger, warm", bytes(ledgerBody), 5, () => http("/v1/guard", ledgerBody));

const dashes = { text: ("-".repeat(1999) + "x\n").repeat(400) };
await row("repro: classify 400 lines of 1,999 '-' + 'x'", bytes(dashes), 1, () => http("/v1/classify", dashes), "non-prose output.table-row, quadratic per line");
const upper = { call: { tool: "x", args: Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`v${i}`, "A".repeat(8_000)])) }, ledger: [{ id: "a", text: "never x" }] };
await row("repro: guard 120 args of 8,000 'A'", bytes(upper), 1, () => http("/v1/guard", upper), "split-words ([A-Z]+)([A-Z][a-z]), quadratic");
const dots = { call: { tool: "x", args: {} }, ledger: Array.from({ length: 200 }, (_, i) => ({ id: `d${i}`, text: `Never touch x${i}` + ".".repeat(3_980) })) };
await row("repro: guard 200 entries ending in 3,980 '.'", bytes(dots), 1, () => http("/v1/guard", dots), "compromise sentence split ([.!?…]+\\s) on long dot runs, quadratic");
const slashes = { call: { tool: "x", args: {} }, ledger: Array.from({ length: 200 }, (_, i) => ({ id: `s${i}`, text: `Never touch /d${i}` + "/".repeat(3_980) })) };
await row("repro: guard 200 entries ending in 3,980 '/'", bytes(slashes), 1, () => http("/v1/guard", slashes), "control: long slash runs (linear-ish)");
await h.close();

process.stderr.write("\n");
const w = [Math.max(...rows.map((r) => r.name.length)), Math.max(...rows.map((r) => r.size.length)), Math.max(...rows.map((r) => r.ms.length))];
console.log(`${"case".padEnd(w[0]!)}  ${"size".padEnd(w[1]!)}  ${"ms".padStart(w[2]!)}  note`);
for (const r of rows) console.log(`${r.name.padEnd(w[0]!)}  ${r.size.padEnd(w[1]!)}  ${r.ms.padStart(w[2]!)}  ${r.note}`);
