// A multi-mode tool names itself, its argument names the mode: str_replace_editor {command: "view"},
// kubectl_rollout {subCommand: "status"}, helm_release {operation: "history"}. When the mode is a
// read, the verbs in the tool's name ("replace", "rollout", "release") are what the tool CAN do, not
// what this call does: a call that only reads cannot break a rule about changing.
import type { GuardRules } from "../guard-rules.ts";

interface Ev {
  word: string;
  where: string;
}
// args.command "view", args.subCommand "status", args.params.operation "list": one word, one mode key
const MODE_ARG = /^args\.(?:[\w-]{1,40}\.){0,3}(?:command|cmd|sub_?command|action|operation|op|mode|method|verb) "[\w-]{1,30}"$/i;

/** Drops the tool name's changing families when a mode argument reads and none changes. */
export function dropNamedModeFamilies(families: Map<string, Ev>, rules: GuardRules): void {
  let modeReads = false;
  for (const [id, ev] of families) {
    // (what MODE_ARG needs first: most evidence is a tool name or a command, no regex run for it)
    if (!ev.where.startsWith("args.") || !ev.where.endsWith('"') || !MODE_ARG.test(ev.where)) continue;
    if (!rules.families.get(id)!.readOnly) return; // a mode that changes (write, delete): keep all
    modeReads = true;
  }
  if (!modeReads) return;
  // (an exec tool's command is what runs inside the pod, not its mode: pods_exec {command: [sh, -c, "cat …"]}
  // opens a shell there whatever the command reads)
  for (const [id, ev] of families) if (ev.where.startsWith("tool ") && id !== "exec" && !rules.families.get(id)!.readOnly) families.delete(id);
}
