// Shared fixtures for guard tests: the real rules/guard files, loaded once.
import { readDataDir } from "../../src/load/load-files.ts";
import { createGuard, parseGuardRules } from "../../src/guard/index.ts";
import { guardRequestSchema } from "../../src/contract/guard.ts";
import { commandMeanings } from "../../src/guard/read-call/call-command-meaning.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";

export const ruleFiles = readDataDir("rules");
export const rules = parseGuardRules(ruleFiles);
export const guard = createGuard(rules, { cacheSize: 500 });
const schema = guardRequestSchema();

export function decide(ledger: { id: string; text: string; [k: string]: unknown }[], call: { tool: string; args?: Record<string, unknown> }, extra: { history?: unknown[]; context?: unknown } = {}) {
  return guard.decide(schema.parse({ call, ledger, ...extra }));
}

/** Ids of the commands.yaml entries a command line matches, e.g. "git rm src/old.ts" → ["git.rm", …]. */
export function commandMeaningIds(line: string): string[] {
  return parseCommandLine(line).flatMap((seg) => commandMeanings(seg, "args.command", rules.meaning).map((m) => m.id));
}

/** The real rule files with one document changed: for tests of start-up validation errors. */
export function mutateRuleFile(file: string, fn: (doc: any) => void): Map<string, unknown> {
  const copy = new Map(ruleFiles);
  const doc = structuredClone(ruleFiles.get(file));
  fn(doc);
  copy.set(file, doc);
  return copy;
}
