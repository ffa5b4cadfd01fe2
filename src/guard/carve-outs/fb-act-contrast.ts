// A rule whose verbs only bring a thing in ("adding members needs my ok", "ask before adding anyone
// new as a contact", "never create users without a ticket") and a call that only takes one away
// (etcdctl member remove, DELETE /api/notes/301, remove_user): the verb's family, write, implies
// delete for rules like "don't modify X", so the removal matched through that implication. Removing is
// the act adding contrasts with, not a way of doing it:
//   adding members + `etcdctl member remove 8e9e…`        → not the act
//   adding members + `etcdctl member add node-4`         → the act (write)
//   "don't touch the members list" + member remove        → the act (touch is no adding verb)
// The word lists are data: rules/guard/act-contrast.yaml.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";

const FILE = "guard/act-contrast.yaml";
const ROLES = ["rule_add", "removal_family"] as const;
type Role = (typeof ROLES)[number];
export type ContrastWords = Record<Role, ReadonlySet<string>>;

export function parseContrastWords(files: RuleFiles): ContrastWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

/** The rule's verbs all add, and the family the call matched takes away. */
export function contrastingAct(words: readonly string[], matchedFamily: string, c: ContrastWords): boolean {
  if (!words.length || !c.removal_family.has(matchedFamily)) return false;
  for (const w of words) if (!c.rule_add.has(w.toLowerCase())) return false;
  return true;
}
