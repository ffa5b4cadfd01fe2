// Loads the real rules/ and models/ once for the classify tests (no ../shared access).
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClassifier, parseClassifyRules, parsePinModel } from "../../src/classify/index.ts";
import { readDataDir } from "../../src/load/load-files.ts";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const ruleFiles = readDataDir(join(repoRoot, "rules"));
export const rules = parseClassifyRules(ruleFiles);
export const model = parsePinModel(readDataDir(join(repoRoot, "models")));
export const classifier = createClassifier(rules, model);
