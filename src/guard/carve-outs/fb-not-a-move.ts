// "never move projects between teams", "don't move stories to Done", "Don't move or delete anything in
// /Legal": moving is changing WHERE a thing is (its folder, team, column, status, parent). The write
// family holds moving together with every edit, so update_project {platform}, stories-create-comment
// and files/copy_v2 all read as writes. A call whose tool verb edits, makes or copies, that names no
// move verb and sets no place key (other than the key naming the tool's own object), leaves the thing
// where it is. A copy never moves: the original stays.
// The word lists are data: rules/guard/moves.yaml.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { singular, splitWords } from "../split-words.ts";

const FILE = "guard/moves.yaml";
const ROLES = ["rule_move", "rule_delete", "tool_move", "tool_copy", "tool_edit", "place_keys"] as const;
type Role = (typeof ROLES)[number];
export type MoveWords = Record<Role, ReadonlySet<string>>;

export function parseMoveWords(files: RuleFiles): MoveWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

function callKeys(facts: CallFacts): string[] {
  const paths = [
    ...facts.addressing.map((v) => v.path),
    ...facts.content.map((v) => v.path),
    ...facts.numbers.map((v) => v.path),
    ...facts.datetimes.map((v) => v.path),
    ...facts.paths.map((v) => v.path),
    ...facts.keyValues.keys(),
  ];
  const out: string[] = [];
  for (const p of paths) {
    if (p === "tool") continue;
    for (const seg of p.split(".")) if (seg !== "args" && !/^\d+$/.test(seg)) for (const w of splitWords(seg, 10)) out.push(singular(w.toLowerCase()));
  }
  return out;
}

/** The rule's verbs are moving (or moving and deleting), and the call edits, makes or copies in place. */
export function notAMove(words: readonly string[], facts: CallFacts, m: MoveWords): boolean {
  // (no named closures here: this runs for every action clause of every call, and under tsx a named
  // closure costs a defineProperty each time it is made)
  if (!someIn(words, m.rule_move) || !everyIn(words, m.rule_move, m.rule_delete)) return false;
  if (facts.commands.length || facts.datetimes.length) return false;
  if (someIn(words, m.rule_delete) && facts.families.has("delete")) return false;
  const tw = facts.toolWords.map((w) => w.toLowerCase());
  if (tw.some((w) => m.tool_move.has(w))) return false;
  for (const w of facts.actionWords.keys()) if (m.tool_move.has(w) || m.rule_move.has(w.toLowerCase())) return false;
  if (tw.some((w) => m.tool_copy.has(w))) return true;
  if (!tw.some((w) => m.tool_edit.has(w))) return false;
  const own = new Set(tw.map((w) => singular(w)));
  return !callKeys(facts).some((k) => m.place_keys.has(k) && !own.has(k));
}

/** Whether any of the words (lower-cased) is in the set. */
export function someIn(words: readonly string[], set: ReadonlySet<string>): boolean {
  for (const w of words) if (set.has(w.toLowerCase())) return true;
  return false;
}

/** Whether every word (lower-cased) is in one of the two sets. */
export function everyIn(words: readonly string[], a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const w of words) {
    const l = w.toLowerCase();
    if (!a.has(l) && !b.has(l)) return false;
  }
  return true;
}
