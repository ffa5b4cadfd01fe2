// "Emergency changes - ask me before creating", "don't create new labels": a rule whose only verb is
// making a thing is not broken by a call that changes one that exists (update_record,
// modify_label). The write family holds both; the tool's own verb tells them apart.
// A command line tells them apart by its subcommands: `filebrowser users update jonas`, `gh label
// edit bug` change a thing that exists; `… users add`, `… create` make one.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";

const CREATE = /^(?:create|creates|created|creating|creation|make|makes|making|add|adds|adding)$/i;
const UPDATE_TOOL = new Set(["update", "upgrade", "modify", "edit", "patch", "change", "set", "rename", "resolve", "close"]);
const CREATE_TOOL = new Set(["create", "add", "new", "insert", "upsert", "make", "post", "put", "write", "import", "copy", "duplicate", "clone"]);

/** The rule's verbs are all making, and the call's tool changes an existing thing. A changing verb
 *  the rule's reader took for a target ("before adding or upgrading any dependency") makes the rule
 *  about changes too. */
export function changesNotCreates(words: readonly string[], groups: readonly (readonly TargetSpec[])[], facts: CallFacts): boolean {
  if (!words.length || !words.every((w) => CREATE.test(w))) return false;
  for (const group of groups) for (const t of group) for (const n of t.names) if (UPDATE_TOOL.has(n)) return false;
  let update = false;
  if (facts.commands.length) {
    for (const seg of facts.commands)
      for (const sub of seg.subcommands)
        for (const w of sub.toLowerCase().split(/[-_:]/)) {
          if (CREATE_TOOL.has(w)) return false;
          if (UPDATE_TOOL.has(w)) update = true;
        }
    if (!update) return false;
  }
  for (const w of facts.toolWords) {
    const lw = w.toLowerCase();
    if (CREATE_TOOL.has(lw)) return false;
    if (UPDATE_TOOL.has(lw)) update = true;
  }
  return update;
}
