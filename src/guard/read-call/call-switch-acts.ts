// A switch turned on that is named by an act does that act, whatever the tool or CLI:
//   update_todo {canceled: true}        → cancel
//   create_run {is_destroy: true}       → destroy
//   sync_application {prune: true}      → prune
//   update_monitor {muted: true}        → mute
//   prisma db push --force-reset        → force, reset
//   kubectl drain --delete-emptydir-data → delete
// Read by the shape of the name (its words, a participle read back to its verb), for any key or
// flag; the words kept are those the action families know (rules/guard/actions.yaml call words)
// or the verb of a participle, so "recursive" or "detach" add nothing new.
// Not read: filters that choose what a read returns ({include_deleted: true}, {archived: true} on
// list_issues), and switches that say NOT to do it (--no-prune, skip_delete, keep_files).
import { splitWords } from "../split-words.ts";
import { pastToVerb } from "./call-lemma.ts";
import { TOOL_READ_VERBS } from "../tool-read-verbs.ts";

// words that make the switch a filter or a negation of the act it names
const NOT_AN_ACT = new Set([
  "no", "not", "non", "skip", "without", "keep", "dont", "never", "prevent", "disable", "disallow", "ignore", "except", "exclude",
  "include", "including", "with", "show", "only", "filter", "list", "hide", "allow", "can", "may", "if", "when", "on", "after", "before", "dry", "preview", "check",
  "at", "by", "in", "until", "upon", "period", "end", "later", "confirm", "ask", "protect", "protected", "safe", "undo", "un", "prompt", "warn", "report", "log", "track", "count",
]);
// leading words that only say "this is a switch": is_destroy, should_notify, do_prune, auto_delete
const SWITCH_PREFIX = new Set(["is", "should", "do", "auto", "will", "force", "also", "then", "and"]);
// tools that read: their switches choose what they return ({archived: true} on list_issues)
const READ_TOOL_WORDS = new Set([...TOOL_READ_VERBS, "export", "download"]);

/** The acts a switch's name says it does when on: "is_destroy" → [destroy]. */
export function switchActs(name: string, rules: ActRules, flag = false): string[] {
  const families = rules.wordFamilies;
  if (name.length > 48) return [];
  let memo = memos.get(families);
  if (!memo) memos.set(families, (memo = new Map()));
  const key = flag ? `-${name}` : name;
  let hit = memo.get(key);
  if (!hit) {
    if (memo.size >= 5_000) memo.clear();
    memo.set(key, (hit = readSwitch(name, rules, flag)));
  }
  return hit;
}
// keys and flags repeat across calls: one read per name and rule set
const memos = new WeakMap<object, Map<string, string[]>>();

interface ActRules {
  wordFamilies: ReadonlyMap<string, readonly string[]>;
  families: ReadonlyMap<string, { readOnly: boolean }>;
}

// a flag's words all count, as a one-word flag's word does (--force-reset → reset, a word rules
// name without a family); a key's only when they name an act (is_public is a state, not an act)
function readSwitch(name: string, rules: ActRules, flag: boolean): string[] {
  // a word that names only reading families says what the switch shows, not does: --cluster-version
  const families = { has: (w: string) => !!rules.wordFamilies.get(w)?.some((f) => !rules.families.get(f)?.readOnly) };
  const words = splitWords(name, 6);
  if (!words.length || words.length > 4) return [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (NOT_AN_ACT.has(w)) return [];
    if (SWITCH_PREFIX.has(w) && i < words.length - 1) {
      // force_delete: force is an act of its own too (rules "never force …")
      if (w === "force") out.push(w);
      continue;
    }
    if (families.has(w)) out.push(w);
    else {
      // a participle names the act that made the state: canceled → cancel, muted → mute
      const v = pastToVerb(w) ?? (w.length >= 5 && w.endsWith("ed") ? (families.has(w.slice(0, -1)) ? w.slice(0, -1) : families.has(w.slice(0, -2)) ? w.slice(0, -2) : undefined) : undefined);
      if (v && (families.has(v) || v === pastToVerb(w))) out.push(v);
      else if ((words.length === 1 && w === "force") || (flag && /^[a-z]{3,}$/.test(w) && !rules.wordFamilies.has(w))) out.push(w);
    }
  }
  return out;
}

/** The tool only reads (its switches are filters). */
export function readingTool(toolWords: readonly string[]): boolean {
  for (const w of toolWords) if (READ_TOOL_WORDS.has(w)) return true;
  return false;
}
