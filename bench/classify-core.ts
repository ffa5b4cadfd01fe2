// In-process benchmark of the classify core (no HTTP). Prints JSON lines:
//   node --expose-gc --import tsx bench/classify-core.ts
// 1. messages/second on typical 1-4 sentence messages (one core, one thread)
// 2. time to classify a 500 KB log paste (and how many pins it yields: should be 0)
// 3. RSS after 100k messages
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClassifier, parseClassifyRules, parsePinModel } from "../src/classify/index.ts";
import { readDataDir } from "../src/load/load-files.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const classifier = createClassifier(parseClassifyRules(readDataDir(join(root, "rules"))), parsePinModel(readDataDir(join(root, "models"))));

// Typical traffic, written for the benchmark: rules mixed with chatter, questions, reports.
const PARTS = [
  "Whatever you do, do not restart the primary.",
  "Replication is mid-resync.",
  "The export job failed again last night.",
  "Can you check why the queue is growing?",
  "don't email me, phone only",
  "Keep every reply under 120 words.",
  "Thanks, that worked!",
  "I didn't change the firewall rules.",
  "We're in a change freeze until Monday.",
  "Restart the worker on node-4.",
  "Always cc finance on refunds over $200.",
  "The dashboard does not load for EU users.",
  "Use metric units in the report.",
  "Why doesn't the cron job run on Sundays?",
  "Please summarize the incident timeline for the postmortem.",
  "Never push directly to main; open a PR instead.",
];
function message(i: number): string {
  const n = 1 + (i % 4);
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(PARTS[(i * 7 + k * 3) % PARTS.length]!);
  return out.join(i % 3 === 0 ? "\n" : " ");
}
const messages = Array.from({ length: 2_000 }, (_, i) => message(i) + (i % 5 === 0 ? ` (ref ${i})` : ""));

// warm-up (JIT, compromise cache)
for (let i = 0; i < 3_000; i++) classifier.classify(messages[i % messages.length]!);

{
  const N = 20_000;
  let pins = 0;
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) pins += classifier.classify(messages[i % messages.length]!, { turn: i }).length;
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(c0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  // per_second_cpu divides by this thread's CPU time: on a shared, loaded machine it is the
  // better estimate of what one free core does.
  console.log(JSON.stringify({ bench: "classify-core typical messages", messages: N, seconds: +s.toFixed(3), per_second: Math.round(N / s), per_second_cpu: Math.round(N / cpuS), pins_per_message: +(pins / N).toFixed(2) }));
}

{
  const levels = ["INFO", "WARN", "ERROR", "DEBUG"];
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 500_000; i++) {
    const l =
      i % 17 === 0
        ? `    at com.acme.billing.Invoice.render(Invoice.java:${i % 900})`
        : i % 11 === 0
          ? `{"ts":"2025-01-0${1 + (i % 9)}T10:${String(i % 60).padStart(2, "0")}:00Z","level":"error","msg":"never retry: do not restart the primary"}`
          : `2025-01-0${1 + (i % 9)} 10:${String(i % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.${i % 1000} ${levels[i % 4]} [worker-${i % 8}] job=${i} status=failed msg="do not retry, must never exceed quota"`;
    lines.push(l);
    size += l.length + 1;
  }
  const paste = `Here is the log:\n\n${lines.join("\n")}\n\nWhat is going on?`;
  const runs: number[] = [];
  let pins = 0;
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint();
    pins = classifier.classify(paste).length;
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  runs.sort((a, b) => a - b);
  console.log(JSON.stringify({ bench: "classify-core 500 KB log paste", bytes: paste.length, lines: lines.length, ms_median: +runs[2]!.toFixed(1), ms_max: +runs[4]!.toFixed(1), pins }));
}

{
  const N = 100_000;
  for (let i = 0; i < N; i++) classifier.classify(messages[i % messages.length]! + (i % 7 === 0 ? ` #${i}` : ""), { turn: i, explain: i % 10 === 0 });
  if (global.gc) global.gc();
  const m = process.memoryUsage();
  console.log(JSON.stringify({ bench: "classify-core RSS after 100k messages", messages: N, rss_mb: +(m.rss / 2 ** 20).toFixed(1), heap_used_mb: +(m.heapUsed / 2 ** 20).toFixed(1) }));
}

{
  // Adversarial shapes near the 1 MB request cap: each must stay well under a second.
  const cases: Record<string, string> = {
    unmatched_quotes: " 'a".repeat(300_000),
    quoted_sentences: '"a." '.repeat(200_000),
    one_long_line: "never do that ".repeat(70_000),
    comma_clauses: "never x, ".repeat(100_000),
    bullets_90k: "- never x\n".repeat(90_000),
  };
  for (const [name, text] of Object.entries(cases)) {
    const t0 = process.hrtime.bigint();
    const pins = classifier.classify(text).length;
    console.log(JSON.stringify({ bench: `classify-core adversarial ${name}`, chars: text.length, ms: +(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1), pins }));
  }
}
