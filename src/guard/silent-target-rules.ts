// Validates rules/guard/silent-target.yaml (zod) and compiles it once: the policy for bans whose
// target the call is silent about, and the argument key words that name a thing of each kind
// (match-silent-target.ts reads them).
import { z } from "zod";
import { entryBase } from "../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../rules/rule-files.ts";
import { canonical, singular } from "./split-words.ts";

const FILE = "guard/silent-target.yaml";
const Words = z.array(z.string().min(1).max(80)).max(200);
const SilentFile = z
  .object({
    policy: z.object({ mode: z.enum(["off", "as_rule", "approval"]), known_kinds_only: z.boolean(), strong_act_only: z.boolean(), nothing_readable: z.boolean() }).strict(),
    kinds: z.array(
      z
        .object({ ...entryBase, rule_words: Words, contrast: z.string().min(1).max(100).optional(), keys: Words.min(1), statement_silent: z.boolean().optional() })
        .strict(),
    ),
  })
  .strict();

export interface SilentPolicy {
  mode: "off" | "as_rule" | "approval";
  knownKindsOnly: boolean;
  strongActOnly: boolean;
  nothingReadable: boolean;
}
export interface SilentTargetRules {
  policy: SilentPolicy;
  /** a kind noun of a rule (canonical and singular) → the key words naming one */
  kindKeys: ReadonlyMap<string, ReadonlySet<string>>;
  /** a targets.yaml contrast set id → the key words naming one of its values */
  contrastKeys: ReadonlyMap<string, ReadonlySet<string>>;
  /** contrast set ids a SQL statement never names (it names schemas and tables; the connection is
   * where it runs): "check with me before any ALTER on prod schemas" ~ execute_sql ALTER TABLE … */
  statementSilent: ReadonlySet<string>;
}

export function parseSilentTargetRules(files: RuleFiles, synonyms: ReadonlyMap<string, string>): SilentTargetRules {
  const f = parseRuleFile(files, FILE, SilentFile);
  assertUniqueIds(FILE, f.kinds);
  const kindKeys = new Map<string, Set<string>>();
  const contrastKeys = new Map<string, Set<string>>();
  const statementSilent = new Set<string>();
  for (const k of f.kinds) {
    const keys = new Set(k.keys.map((w) => w.toLowerCase()));
    for (const w of k.rule_words) for (const form of kindForms(w, synonyms)) kindKeys.set(form, keys);
    if (k.contrast) contrastKeys.set(k.contrast, keys);
    if (k.contrast && k.statement_silent) statementSilent.add(k.contrast);
  }
  const p = f.policy;
  return { policy: { mode: p.mode, knownKindsOnly: p.known_kinds_only, strongActOnly: p.strong_act_only, nothingReadable: p.nothing_readable }, kindKeys, contrastKeys, statementSilent };
}

// the forms a target's names take (rule-action.ts canonicalizes: clients → customer)
function kindForms(w: string, synonyms: ReadonlyMap<string, string>): string[] {
  const l = w.toLowerCase();
  return [...new Set([l, singular(l), canonical(l, synonyms)])];
}
