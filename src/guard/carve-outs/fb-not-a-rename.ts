// "Don't rename or delete tags", "never rename channels": renaming is changing what a thing is CALLED.
// The write family holds renaming together with every edit and create, so create_tag {name} and
// update_tag {color} both read as writes. A call whose tool makes a new thing (its name is its first),
// or edits one in place setting no name key, renames nothing:
//   create_tag {name: "warranty"}, update_tag {id: 7, color: "#d94f4f"}  → not a rename
//   update_tag {id: 7, name: "Taxes"}, rename_channel, move_file         → a rename
// The word lists are data: rules/guard/renames.yaml.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { splitWords } from "../split-words.ts";
import { everyIn, someIn } from "./fb-not-a-move.ts";

const FILE = "guard/renames.yaml";
const ROLES = ["rule_rename", "rule_other", "tool_rename", "tool_create", "tool_edit", "name_keys"] as const;
type Role = (typeof ROLES)[number];
export type RenameWords = Record<Role, ReadonlySet<string>>;

export function parseRenameWords(files: RuleFiles): RenameWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

/** Whether any argument key (at any depth) holds a name: name, display_name, newTitle. */
function setsName(facts: CallFacts, r: RenameWords): boolean {
  const paths = [...facts.addressing.map((v) => v.path), ...facts.content.map((v) => v.path), ...facts.paths.map((v) => v.path), ...facts.keyValues.keys()];
  for (const p of paths) {
    if (p === "tool") continue;
    for (const seg of p.split(".")) {
      if (seg === "args" || /^\d+$/.test(seg)) continue;
      if (r.name_keys.has(seg.toLowerCase()) || splitWords(seg, 10).some((w) => r.name_keys.has(w.toLowerCase()))) return true;
    }
  }
  return false;
}

/** The rule's verbs are renaming (or renaming and deleting), and the call makes a thing or edits one without naming it. */
export function notARename(words: readonly string[], facts: CallFacts, r: RenameWords): boolean {
  // (no named closures: runs for every action clause of every call; see fb-not-a-move.ts)
  if (!someIn(words, r.rule_rename) || !everyIn(words, r.rule_rename, r.rule_other)) return false;
  if (facts.commands.length) return false;
  if (someIn(words, r.rule_other) && facts.families.has("delete")) return false;
  const tw = facts.toolWords.map((w) => w.toLowerCase());
  if (tw.some((w) => r.tool_rename.has(w))) return false;
  for (const w of facts.actionWords.keys()) if (r.tool_rename.has(w) || r.rule_rename.has(w.toLowerCase())) return false;
  if (tw.some((w) => r.tool_create.has(w))) return true;
  return tw.some((w) => r.tool_edit.has(w)) && !setsName(facts, r);
}
