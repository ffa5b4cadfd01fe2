// Loads and validates rules/ and models/ once at start-up; any error stops start-up with the
// file (and entry) named.
import type { Config } from "../config.ts";
import { parseClassifyRules, parsePinModel } from "../classify/index.ts";
import { parseGuardRules } from "../guard/index.ts";
import { readDataDir } from "./load-files.ts";

export function loadResources(config: Pick<Config, "RULES_DIR" | "MODELS_DIR">) {
  const ruleFiles = readDataDir(config.RULES_DIR);
  const modelFiles = readDataDir(config.MODELS_DIR);
  return {
    rules: { classify: parseClassifyRules(ruleFiles), guard: parseGuardRules(ruleFiles) },
    models: { pin: parsePinModel(modelFiles) },
  };
}
