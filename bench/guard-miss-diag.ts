// Where a missed block comes from, per violated entry of each scenario the guard wrongly allows:
//   node --import tsx bench/guard-miss-diag.ts test/guard/holdout8/*.jsonl [--rows]
// Each missed entry falls in one class:
//   uncompilable                — the entry's text gave no clause at all;
//   <types>: FIRES-without-targets — with its action clauses' target groups removed the entry fires:
//                                 the call's act IS read, the rule picked the wrong thing (a heading,
//                                 a pronoun's nearest noun, a reason clause) or the call names it otherwise;
//   <types>: no-fire            — it does not fire even then: the call is not read as doing the act,
//                                 or the rule's act (family, limit, time, setting) is read wrong.
// "(skipped-signal)" marks entries the evaluator reported as skipped (scope, expiry, condition off).
// Prints the counts per class; --rows adds one line per missed entry (rule text and call, cut short).
import { readFileSync } from "node:fs";
import { readDataDir } from "../src/load/load-files.ts";
import { parseGuardRules } from "../src/guard/index.ts";
import { compileEntry } from "../src/guard/compile/compile-rule.ts";
import { evaluate } from "../src/guard/evaluate.ts";
import { readCall } from "../src/guard/read-call/call-facts.ts";
import type { CompiledEntry } from "../src/guard/compile/compiled-entry.ts";
import type { LedgerEntry } from "../src/contract/ledger-entry.ts";
import { guardRequestSchema, nowClock } from "../src/contract/guard.ts";

const argv = process.argv.slice(2);
const rows = argv.includes("--rows");
const files = argv.filter((a) => !a.startsWith("--"));
const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
const read = (tool: string, args: unknown) => readCall(tool, args, rules);
const compile = (e: LedgerEntry) => compileEntry(e, rules);
// a fixed clock where the scenario gives none, so runs compare
const DEFAULT_NOW = new Date("2026-11-25T15:00:00Z");

const counts = new Map<string, number>();
const lines: string[] = [];
for (const f of files)
  for (const line of readFileSync(f, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (r.expect.decision === "allow") continue;
    const now = r.context?.now ? nowClock(r.context.now) : DEFAULT_NOW;
    const req = schema.parse({ call: r.call, ledger: r.ledger, context: r.context, history: r.history });
    const base = evaluate(req, now, rules, compile, read);
    if (base.decision !== "allow") continue;
    for (const id of r.expect.violated as string[]) {
      const entry = (r.ledger as LedgerEntry[]).find((x) => x.id === id);
      if (!entry) continue;
      const c = compile(entry);
      let cls: string;
      if (c.uncompilable) cls = "uncompilable";
      else {
        const types = [...new Set(c.clauses.map((x) => x.type))].join("+");
        const stripped = {
          ...c,
          clauses: c.clauses.map((x) => (x.type === "action" ? { ...x, groups: [] } : x)),
        } as CompiledEntry;
        const one = schema.parse({ call: r.call, ledger: [entry], context: r.context, history: r.history });
        const res = evaluate(one, now, rules, () => stripped, read);
        const skipped = JSON.stringify(base.signals).includes(JSON.stringify(id));
        cls = `${types}: ${res.decision !== "allow" ? "FIRES-without-targets" : "no-fire"}${skipped ? " (skipped-signal)" : ""}`;
      }
      counts.set(cls, (counts.get(cls) ?? 0) + 1);
      if (rows) lines.push(`${cls} | ${r.id} | ${entry.text.slice(0, 80)} | ${JSON.stringify(r.call).slice(0, process.env.DIAG_W ? Number(process.env.DIAG_W) : 120)}`);
    }
  }
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${v}\t${k}`);
if (rows) console.log(lines.sort().join("\n"));
