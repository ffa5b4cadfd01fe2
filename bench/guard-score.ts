// In-process scorer for guard scenario files (same record format as the HTTP scorer):
//   node --import tsx bench/guard-score.ts test/guard/scenarios/*.jsonl [--show-errors N]
// Prints decision accuracy, block recall, false block rate and the failing scenarios.
import { readFileSync } from "node:fs";
import { readDataDir } from "../src/load/load-files.ts";
import { parseGuardRules, createGuard } from "../src/guard/index.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";

const argv = process.argv.slice(2);
const showIdx = argv.indexOf("--show-errors");
const show = showIdx >= 0 ? Number(argv[showIdx + 1]) : 20;
const files = argv.filter((a, i) => !a.startsWith("--") && (showIdx < 0 || i !== showIdx + 1));
const guard = createGuard(parseGuardRules(readDataDir("rules")), { cacheSize: 1000 });
const schema = guardRequestSchema();
let n = 0, ok = 0, shouldBlock = 0, blocked = 0, shouldAllow = 0, falseBlock = 0;
const errors: string[] = [];
for (const f of files)
  for (const line of readFileSync(f, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const req = schema.parse({ call: r.call, ledger: r.ledger, context: r.context, history: r.history });
    const res = guard.decide(req);
    n++;
    const exp = r.expect.decision;
    if (res.decision === exp) ok++;
    if (exp !== "allow") {
      shouldBlock++;
      if (res.decision !== "allow") blocked++;
    } else {
      shouldAllow++;
      if (res.decision !== "allow") falseBlock++;
    }
    if (res.decision !== exp)
      errors.push(`${r.id}: expected ${exp} got ${res.decision}\n   ledger: ${r.ledger.map((e: { id: string; text: string }) => `${e.id}: ${e.text}`).join(" | ").slice(0, 300)}\n   call: ${JSON.stringify(r.call).slice(0, 250)}\n   why: ${res.violations.map((v) => `${v.id}: ${v.why}`).join(" | ").slice(0, 300)}\n   note: ${r.note ?? ""}`);
  }
console.log(JSON.stringify({ scenarios: n, decision_accuracy: +(ok / n).toFixed(4), block_recall: +(blocked / shouldBlock).toFixed(4), false_block_rate: +(falseBlock / shouldAllow).toFixed(4) }));
for (const e of errors.slice(0, show)) console.log(e);
