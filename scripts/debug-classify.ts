// Prints every unit of a message with its veto, probability and top features: a tool for reading
// why the classifier did what it did.  Usage: node --import tsx scripts/debug-classify.ts "text" ["text"...]
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parseClassifyRules, parsePinModel } from "../src/classify/index.ts";
import { scoreUnits } from "../src/classify/classifier.ts";
import { readDataDir } from "../src/load/load-files.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const rules = parseClassifyRules(readDataDir(join(root, "rules")));
const model = parsePinModel(readDataDir(join(root, "models")));
for (const text of process.argv.slice(2)) {
  console.log(`=== ${JSON.stringify(text).slice(0, 200)}`);
  for (const s of scoreUnits(text, rules, model)) {
    const top = [...s.score.contributions].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)).slice(0, 8);
    console.log(
      `${s.score.probability >= model.threshold ? "PIN " : "    "}${s.score.probability.toFixed(3)} ${s.vetoed ?? ""} [${s.unit.role}${s.unit.clause ? ",clause" : ""}] ${JSON.stringify(s.unit.text).slice(0, 140)}`,
    );
    console.log(`        ${top.map((c) => `${c.name}=${c.weight.toFixed(2)}`).join(" ")}`);
  }
}
