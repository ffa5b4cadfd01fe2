import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseClassifyRules, parsePinModel } from "../src/classify/index.ts";
import { classifyText as classify } from "../src/classify/classifier.ts";
import { readDataDir } from "../src/load/load-files.ts";
const load = (root: string) => ({ rules: parseClassifyRules(readDataDir(join(root, "rules"))), model: parsePinModel(readDataDir(join(root, "models"))) });
const A = load("/tmp/ccls21/old"), B = load("/work/wt/ccls21");
for (const f of process.argv.slice(2)) for (const l of readFileSync(f, "utf8").split("\n")) {
  if (!l) continue; const r = JSON.parse(l);
  const pa = (classify as any)(r.text, A.rules, A.model).map((p: any) => `${p.kind}:${p.text}`);
  const pb = (classify as any)(r.text, B.rules, B.model).map((p: any) => `${p.kind}:${p.text}`);
  const gone = pa.filter((x: string) => !pb.includes(x)), added = pb.filter((x: string) => !pa.includes(x));
  if (gone.length || added.length) console.log(r.id, (r.pins ?? []).length ? "" : "[PINFREE]", "\n  -", gone.join("\n  - ").slice(0, 600), "\n  +", added.join("\n  + ").slice(0, 600));
}
