// Word lists kept one per role in a rule file (rules/guard/flag-numbers.yaml, moves.yaml,
// require-field.yaml): each entry names its role once, and every role must have its list.
//   words:
//     - { id: move.tool-copy, role: tool_copy, reason: "…", words: [copy, cp, duplicate] }
import { z } from "zod";
import { entryBase } from "./rule-entry.ts";
import { assertUniqueIds, parseRuleFile, RuleFileError, type RuleFiles } from "./rule-files.ts";

/** The zod schema of one entry of a role-word list. */
export function roleWordEntry<R extends string>(roles: readonly [R, ...R[]], limits: { wordLength: number; words: number }) {
  return z
    .object({
      ...entryBase,
      role: z.enum(roles),
      words: z.array(z.string().min(1).max(limits.wordLength)).min(1).max(limits.words),
    })
    .strict();
}

/** One lower-cased set per role; a role listed twice or not at all stops start-up naming the file. */
export function roleWordSets<R extends string>(file: string, roles: readonly R[], entries: readonly { id: string; role: R; words: readonly string[] }[]): Record<R, ReadonlySet<string>> {
  const out = {} as Record<R, ReadonlySet<string>>;
  for (const e of entries) {
    if (out[e.role]) throw new RuleFileError(file, e.id, `role ${e.role} is already listed`);
    out[e.role] = new Set(e.words.map((w) => w.toLowerCase()));
  }
  const missing = roles.find((r) => !out[r]);
  if (missing) throw new RuleFileError(file, "words", `no list for role ${missing}`);
  return out;
}

/** A whole role-word file (`words:` only): parsed, ids unique, one set per role. */
export function parseRoleWordFile<R extends string>(files: RuleFiles, file: string, roles: readonly [R, ...R[]], limits: { wordLength: number; words: number }): Record<R, ReadonlySet<string>> {
  const f = parseRuleFile(files, file, z.object({ words: z.array(roleWordEntry(roles, limits)) }).strict());
  assertUniqueIds(file, f.words);
  return roleWordSets(file, roles, f.words);
}
