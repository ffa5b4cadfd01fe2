// "X before Y" where the X in history was done to ANOTHER thing than the call's Y
// (match-clause.ts matchSequence, match-history-event.ts sameTarget):
//   "export before import, every time, same db"   ~ export --db crm, then import --db shop
//   "terragrunt plan in a module before you apply" ~ cd live/vpc && plan, then cd live/rds && apply
//   "no publish without a --dry-run first"          ~ publish -p core --dry-run, then publish -p macros
// Two runs of one program are of different things when a flag both give holds different values, or
// when both first change into different directories. "same db", "same module", "the same repo" in
// such a rule say exactly this; they are no target the call must name.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { ActionSpec } from "../compile/compiled-entry.ts";

const SAME = new Set(["same"]);
const dropped = new WeakMap<ActionSpec, ActionSpec>();

/** The spec without its "same X" groups (a group every name of which is "same"). */
export function withoutSameGroups(spec: ActionSpec): ActionSpec {
  let out = dropped.get(spec);
  if (out) return out;
  const groups = spec.groups.filter((g) => !g.every((t) => t.names.length > 0 && t.names.every((n) => SAME.has(n))));
  out = groups.length === spec.groups.length ? spec : { ...spec, groups };
  dropped.set(spec, out);
  return out;
}

/** The directories a call's command line changes into ("cd live/staging/rds && …"). */
function workdirs(facts: CallFacts): string[] {
  const out: string[] = [];
  for (const c of facts.commands.slice(0, 8)) if (c.program === "cd" && c.operands.length === 1) out.push(trimSlashes(c.operands[0]!));
  return out;
}

/** "stacks/db/" → "stacks/db" (plain string code: a trailing-run regex is quadratic on "////…x"). */
function trimSlashes(dir: string): string {
  let end = dir.length;
  while (end > 1 && dir.charCodeAt(end - 1) === 47) end--;
  return dir.slice(0, end);
}

/** Both calls change into a directory and into no common one: they run on different things. */
export function otherWorkdir(h: CallFacts, facts: CallFacts): boolean {
  const a = workdirs(facts);
  if (!a.length) return false;
  const b = workdirs(h);
  return b.length > 0 && !b.some((d) => a.includes(d));
}

/** Two runs of one program with a flag both give holding different values ("--db crm" / "--db shop",
 *  "-p core" / "-p macros", "--context staging" / "--context prod"). A value with a space is a script
 *  or a message, not a target's name; flags one side leaves out say nothing. */
export function otherFlagValue(h: CallFacts, facts: CallFacts): boolean {
  for (const a of facts.commands.slice(0, 4))
    for (const b of h.commands.slice(0, 4)) {
      if (a.program !== b.program) continue;
      for (const fa of a.flagValues.slice(0, 12))
        for (const fb of b.flagValues.slice(0, 12)) if (fa.flag === fb.flag && fa.value !== fb.value && !fa.value.includes(" ") && !fb.value.includes(" ")) return true;
    }
  return false;
}

/** The history call h was done to the same thing the call acts on (as far as the two say). */
export function sameThing(h: CallFacts, facts: CallFacts): boolean {
  return !otherFlagValue(h, facts) && !otherWorkdir(h, facts);
}

/** The history call h names no party but reads the record the call acts on: a number the call
 *  gives under an id key ({ticket_id: 6001}) is a word of h (GET …/by_ticket/6001). "Before emailing
 *  a customer, check the ticket history first": the history of that ticket is that customer's. */
export function sameRecord(h: CallFacts, facts: CallFacts): boolean {
  if (h.emails.length) return false;
  for (const n of facts.numbers.slice(0, 40)) {
    if (!Number.isInteger(n.value) || n.value < 10 || n.keyWords[n.keyWords.length - 1] !== "id") continue;
    if (h.allWords.has(String(n.value))) return true;
  }
  return false;
}
