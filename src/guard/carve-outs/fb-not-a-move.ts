// "never move projects between teams", "don't move stories to Done", "Don't move or delete anything in
// /Legal": moving is changing WHERE a thing is (its folder, team, column, status, parent). The write
// family holds moving together with every edit, so update_project {platform}, stories-create-comment
// and files/copy_v2 all read as writes. A call whose tool verb edits, makes or copies, that names no
// move verb and sets no place key (other than the key naming the tool's own object), leaves the thing
// where it is. A copy never moves: the original stays.
import type { CallFacts } from "../read-call/call-facts.ts";
import { singular, splitWords } from "../split-words.ts";

const MOVE = /^(?:move|moves|moved|moving|relocate|relocates|relocated|relocating)$/i;
// the rule's other verbs this carve-out can answer for: the call must then carry no delete act either
const DELETE = /^(?:delete|deletes|deleted|deleting|remove|removes|removed|removing)$/i;
const MOVE_TOOL = new Set(["move", "mv", "relocate", "transfer", "reparent", "reassign", "migrate", "transition", "reorder", "drag", "drop"]);
const COPY_TOOL = new Set(["copy", "cp", "duplicate", "clone"]);
const EDIT_TOOL = new Set(["update", "modify", "edit", "patch", "set", "rename", "create", "add", "new", "insert", "post", "comment", "write", "upsert"]);
// keys that say where a thing sits and that a call sets to move it (not the routing keys that only
// name where the API finds it: organization, account, workspace, owner, repo, channel, bucket)
const PLACE_KEYS = new Set([
  "status", "state", "column", "stage", "lane", "list", "team", "project", "parent", "folder", "directory", "dir",
  "path", "destination", "dest", "target", "location", "board", "group", "epic", "sprint", "milestone", "cycle",
  "queue", "workflow", "category", "section", "position", "index", "to", "into",
  // moving in time: "when you move meetings" ~ update-event {start, end}
  "start", "end", "date", "time", "datetime", "due", "when", "schedule", "scheduled", "slot",
]);

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
export function notAMove(words: readonly string[], facts: CallFacts): boolean {
  if (!words.some((w) => MOVE.test(w)) || !words.every((w) => MOVE.test(w) || DELETE.test(w))) return false;
  if (facts.commands.length || facts.datetimes.length) return false;
  if (words.some((w) => DELETE.test(w)) && facts.families.has("delete")) return false;
  const tw = facts.toolWords.map((w) => w.toLowerCase());
  if (tw.some((w) => MOVE_TOOL.has(w))) return false;
  for (const w of facts.actionWords.keys()) if (MOVE_TOOL.has(w) || MOVE.test(w)) return false;
  if (tw.some((w) => COPY_TOOL.has(w))) return true;
  if (!tw.some((w) => EDIT_TOOL.has(w))) return false;
  const own = new Set(tw.map((w) => singular(w)));
  return !callKeys(facts).some((k) => PLACE_KEYS.has(k) && !own.has(k));
}
