// Robustness to surface form: for every scenario the guard decides RIGHT, rewrite its surface one
// meaning-preserving way at a time (tool-name style, argument envelope, shell wrapper, rule-text
// typing, value spacing) and count how many decisions change, per kind of rewrite.
//   node --import tsx bench/guard-perturb.ts test/guard/holdout7/*.jsonl [--show N] [--only KIND]
// --only keeps kinds whose name or family starts with KIND ("tool", "env-input", "rule-text",
// "rule-wording", "tool-family").
// Records of the dev set (any path under shared/eval) are counted, never printed.
import { readFileSync } from "node:fs";
import { readDataDir } from "../src/load/load-files.ts";
import { parseGuardRules, createGuard } from "../src/guard/index.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import type { Perturbation, Scenario } from "./perturb/types.ts";
import { toolNamePerturbations } from "./perturb/tool-name.ts";
import { envelopePerturbations } from "./perturb/envelope.ts";
import { shellPerturbations } from "./perturb/shell.ts";
import { ruleTextPerturbations } from "./perturb/rule-text.ts";
import { valuePerturbations } from "./perturb/values.ts";
import { ruleWordingPerturbations } from "./perturb/rule-wording.ts";
import { toolFamilyPerturbations } from "./perturb/tool-family.ts";

export const PERTURBATIONS: Perturbation[] = [...toolNamePerturbations, ...envelopePerturbations, ...shellPerturbations, ...ruleTextPerturbations, ...valuePerturbations, ...ruleWordingPerturbations, ...toolFamilyPerturbations];

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const show = Number(opt("--show") ?? 3);
const only = opt("--only");
const files = argv.filter((a, i) => !a.startsWith("--") && !["--show", "--only"].includes(argv[i - 1] ?? ""));
// sets kept unseen: never perturbed, never printed
for (const f of files) if (/check\.jsonl$|holdout2\/|holdout8\//.test(f)) throw new Error(`${f} is a held-out set: not perturbed`);

const rules = parseGuardRules(readDataDir("rules"));
const guard = createGuard(rules, { cacheSize: 20_000 });
const schema = guardRequestSchema();
const now = new Date(); // one clock for the original and every rewrite of it
const decide = (r: Scenario) => guard.decide(schema.parse({ call: r.call, ledger: r.ledger, context: r.context, history: r.history }), now).decision;
const isBlock = (d: string) => d !== "allow";

interface Tally {
  family: string;
  applied: number;
  changed: number; // any other decision (deny → require_approval too)
  toBlock: number; // allow → a block
  toAllow: number; // a block → allow
  examples: string[];
}
const tally = new Map<string, Tally>();
const kinds = PERTURBATIONS.filter((p) => !only || p.kind.startsWith(only) || p.family.startsWith(only));
for (const p of kinds) tally.set(p.kind, { family: p.family, applied: 0, changed: 0, toBlock: 0, toAllow: 0, examples: [] });

let scenarios = 0, right = 0;
for (const f of files) {
  const secret = /shared\/eval\//.test(f);
  for (const line of readFileSync(f, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Scenario;
    scenarios++;
    let base: string;
    try {
      base = decide(r);
    } catch {
      continue;
    }
    if (base !== r.expect.decision) continue;
    right++;
    for (const p of kinds) {
      const q = p.apply(r);
      if (!q) continue;
      const t = tally.get(p.kind)!;
      t.applied++;
      let d: string;
      try {
        d = decide(q);
      } catch (e) {
        d = `error: ${(e as Error).message.slice(0, 80)}`;
      }
      if (d === base) continue;
      t.changed++;
      if (isBlock(base) && !isBlock(d)) t.toAllow++;
      if (!isBlock(base) && isBlock(d)) t.toBlock++;
      if (!secret && t.examples.length < show)
        t.examples.push(
          `  ${r.id}: ${base} → ${d}\n    ledger: ${q.ledger.map((e) => e.text).join(" | ").slice(0, 240)}\n    call: ${JSON.stringify(q.call).slice(0, 240)}`,
        );
    }
  }
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : "-");
console.log(`${scenarios} scenarios, ${right} decided right and perturbed`);
console.log("kind                   family      applied  changed  flip%  allow→block  block→allow");
const fam = new Map<string, { applied: number; changed: number; toBlock: number; toAllow: number }>();
for (const [kind, t] of tally) {
  console.log(`${kind.padEnd(22)} ${t.family.padEnd(10)} ${String(t.applied).padStart(8)} ${String(t.changed).padStart(8)} ${pct(t.changed, t.applied).padStart(6)} ${String(t.toBlock).padStart(12)} ${String(t.toAllow).padStart(12)}`);
  const a = fam.get(t.family) ?? { applied: 0, changed: 0, toBlock: 0, toAllow: 0 };
  a.applied += t.applied; a.changed += t.changed; a.toBlock += t.toBlock; a.toAllow += t.toAllow;
  fam.set(t.family, a);
}
let all = { applied: 0, changed: 0 };
for (const [f, a] of fam) {
  console.log(`= ${f.padEnd(31)} ${String(a.applied).padStart(8)} ${String(a.changed).padStart(8)} ${pct(a.changed, a.applied).padStart(6)} ${String(a.toBlock).padStart(12)} ${String(a.toAllow).padStart(12)}`);
  all = { applied: all.applied + a.applied, changed: all.changed + a.changed };
}
console.log(JSON.stringify({ scenarios, right, applied: all.applied, changed: all.changed, flip_rate: +(all.changed / Math.max(1, all.applied)).toFixed(4) }));
if (show > 0)
  for (const [kind, t] of tally) if (t.examples.length) console.log(`\n## ${kind} (${t.changed}/${t.applied})\n${t.examples.join("\n")}`);
