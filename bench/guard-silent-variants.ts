// Scores the silent-target policy variants (rules/guard/silent-target.yaml, match-silent-target.ts)
// against policy off on every studied set, one process, rules loaded once:
//   node --import tsx bench/guard-silent-variants.ts [--rows VARIANT]
// Per set and variant: blocks gained (should-block scenarios now blocked), false blocks added
// (allow scenarios now blocked), exact decisions gained/lost; --rows lists the changed scenarios of
// one variant. The sets are those of /work/notes/allsets.sh (held-out sets are not listed).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readDataDir } from "../src/load/load-files.ts";
import { parseGuardRules, createGuard } from "../src/guard/index.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import type { SilentPolicy } from "../src/guard/silent-target-rules.ts";

const argv = process.argv.slice(2);
const rowsOf = argv.includes("--rows") ? argv[argv.indexOf("--rows") + 1] : undefined;
const dir = (d: string, re = /\.jsonl$/) => (existsSync(d) ? readdirSync(d).filter((f) => re.test(f)).sort().map((f) => `${d}/${f}`) : []);
const SETS: [string, string[]][] = [
  ["older", [...["commerce", "devops", "mixed", "big-ledgers"].map((n) => `test/guard/scenarios/${n}.jsonl`), ...dir("test/guard/golden")]],
  ["fresh", dir("test/guard/scenarios", /^fresh-.*\.jsonl$/)],
  ["holdout", dir("test/guard/holdout")],
  ["ho2tune", ["/tmp/ho2/tune.jsonl"]],
  ...[3, 4, 5, 6, 7, 8, 9].map((k) => [`ho${k}`, dir(`test/guard/holdout${k}`)] as [string, string[]]),
  ["sN", dir("test/guard/scenarios", /^s\d.*\.jsonl$/)],
  ["dev", ["/work/shared/eval/dev-guard.jsonl"]],
];
const P = (mode: SilentPolicy["mode"], knownKindsOnly = false, strongActOnly = false, nothingReadable = false): SilentPolicy => ({ mode, knownKindsOnly, strongActOnly, nothingReadable });
const VARIANTS: Record<string, SilentPolicy> = {
  off: P("off"),
  rule: P("as_rule"),
  approval: P("approval"),
  "rule+known": P("as_rule", true),
  "rule+strong": P("as_rule", false, true),
  "rule+known+strong": P("as_rule", true, true),
  "rule+bare": P("as_rule", false, false, true),
  "rule+bare+strong": P("as_rule", false, true, true),
};

const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
type Rec = { id: string; exp: string; req: ReturnType<typeof schema.parse> };
const data = SETS.map(([name, files]) => {
  const recs: Rec[] = [];
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, "utf8").split("\n")) {
      if (!line.trim()) continue;
      const r = JSON.parse(line);
      recs.push({ id: r.id, exp: r.expect.decision, req: schema.parse({ call: r.call, ledger: r.ledger, context: r.context, history: r.history }) });
    }
  }
  return { name, recs };
});

const decisions = new Map<string, string[][]>();
const whys = new Map<string, string>(); // set/id → the silent violation's rule and why (--rows)
for (const [v, policy] of Object.entries(VARIANTS)) {
  if (rowsOf && v !== "off" && v !== rowsOf) continue;
  (rules.silent as { policy: SilentPolicy }).policy = policy;
  const guard = createGuard(rules, { cacheSize: 2000 });
  decisions.set(
    v,
    data.map((d) =>
      d.recs.map((r) => {
        const res = guard.decide(r.req);
        if (v === rowsOf) for (const x of res.violations) if (x.why.includes("target not named")) whys.set(`${d.name}/${r.id}`, `${x.text.slice(0, 90)}\n      call ${JSON.stringify(r.req.call).slice(0, 160)}\n      why ${x.why.slice(0, 200)}`);
        return res.decision;
      }),
    ),
  );
}
const base = decisions.get("off")!;
const pad = (s: string, n: number) => s.padEnd(n);
const shown = [...decisions.keys()].filter((v) => v !== "off");
console.log(pad("set", 9) + shown.map((v) => pad(v, 22)).join(""));
console.log(pad("", 9) + shown.map(() => pad("+blk/+fb  acc", 22)).join(""));
const totals = new Map<string, number[]>();
data.forEach((d, si) => {
  let line = pad(d.name, 9);
  for (const v of decisions.keys()) {
    if (v === "off") continue;
    const now = decisions.get(v)![si]!;
    let gained = 0, fb = 0, lostBlock = 0, okBase = 0, okNow = 0;
    d.recs.forEach((r, i) => {
      const b = base[si]![i]!, n = now[i]!;
      if (b === r.exp) okBase++;
      if (n === r.exp) okNow++;
      if (r.exp !== "allow" && b === "allow" && n !== "allow") gained++;
      if (r.exp === "allow" && b === "allow" && n !== "allow") fb++;
      if (r.exp !== "allow" && b !== "allow" && n === "allow") lostBlock++;
      if (rowsOf === v && b !== n) console.log(`  ${r.exp === "allow" ? "FB " : "BLK"} ${d.name} ${r.id}: ${b} → ${n} (expected ${r.exp})\n      ${whys.get(`${d.name}/${r.id}`) ?? ""}`);
    });
    const t = totals.get(v) ?? [0, 0, 0];
    totals.set(v, [t[0]! + gained, t[1]! + fb, t[2]! + okNow - okBase]);
    line += pad(`+${gained}/+${fb}${lostBlock ? ` -${lostBlock}` : ""}  ${okNow - okBase >= 0 ? "+" : ""}${okNow - okBase}`, 22);
  }
  console.log(line);
});
console.log(pad("total", 9) + [...totals.values()].map((t) => pad(`+${t[0]}/+${t[1]}  ${t[2]! >= 0 ? "+" : ""}${t[2]}`, 22)).join(""));
