// Cold-compile cost over every distinct entry of the scenario ledgers (not a test: run by hand).
//   node --import tsx test/guard/bench-compile.ts
// Prints the entries, wall and CPU ms per entry for one request whose ledger holds them all, new
// (up to 1,000), and how many sentences compromise tagged (batched / one by one).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readDataDir } from "../../src/load/load-files.ts";
import { createGuard, parseGuardRules } from "../../src/guard/index.ts";
import { guardRequestSchema } from "../../src/contract/guard.ts";
import { parseStats } from "../../src/guard/compile/rule-text.ts";

const rules = parseGuardRules(readDataDir("rules"));
const dir = "test/guard/scenarios";
const texts = new Set<string>();
for (const f of readdirSync(dir).filter((f) => f.endsWith(".jsonl")))
  for (const line of readFileSync(join(dir, f), "utf8").split("\n").filter((l) => l.trim()))
    for (const e of (JSON.parse(line) as { ledger: { text: string }[] }).ledger) texts.add(e.text);
const ledger = [...texts].map((text, i) => ({ id: `e${i}`, text }));
const schema = guardRequestSchema();
const guard = createGuard(rules, { cacheSize: 5_000 });
const req = schema.parse({ call: { tool: "noop_tool", args: {} }, ledger: ledger.slice(0, 1_000) });
guard.decide(schema.parse({ call: { tool: "noop_tool", args: {} }, ledger: [{ id: "w", text: "Warm up the tagger, never restart prod." }] }));
const t0 = performance.now();
const c0 = process.cpuUsage();
guard.decide(req);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`entries ${req.ledger.length}, cold decide ${ms.toFixed(0)} ms wall (${(ms / req.ledger.length).toFixed(2)} ms/entry), ${cpuMs.toFixed(0)} ms CPU (${(cpuMs / req.ledger.length).toFixed(2)} ms/entry); parses ${JSON.stringify(parseStats)}`);
const t1 = performance.now();
guard.decide(req);
console.log(`same request again (compiled, cached): ${(performance.now() - t1).toFixed(1)} ms`);
