// A ban written twice: first as a heading, then, after the colon, as the act and the thing it is
// about. The heading only names the kind of ban; the part after the colon says what the call must
// carry.
//   "no @here-style blasts: never send to the all-staff topic"  → all-staff topic (heading: aside)
//   "no mass mailings: don't email the customers list"          → customers list
// Not a heading aside: a heading that names something a call can carry as written (a path, a
// quoted name, a channel, an e-mail, a flag: "no /etc edits: …"), a part after the colon with no
// act or no target of its own ("GRANT on mysql.user: not without my sign-off"), and a heading with
// an act the part after does not repeat ("no deletes: never touch the prod bucket" bans both).
import type { RuleToken } from "./rule-text.ts";

// what a call can carry as written: such a heading names the thing, it is no aside
const CARRIED = new Set(["code", "quote", "email", "path", "glob", "channel", "flag", "number", "money", "time", "phone"]);
const MIN_AFTER = 3; // "never send to X": an act and a thing after the colon

/** The index of the first token after a ban heading's colon, or -1. `bans` says whether a text
 * holds a ban or an approval phrase; `acts` gives the act families and target count a part names. */
export function banAfterHeading(head: readonly RuleToken[], text: string, bans: (s: string) => boolean, acts: (tokens: readonly RuleToken[]) => { families: readonly string[]; groups: number }): number {
  const colon = head.findIndex((t, i) => i > 0 && t.kind === "punct" && t.text === ":");
  if (colon < 0 || head.length - colon - 1 < MIN_AFTER) return -1;
  const before = head.slice(0, colon);
  if (before.some((t) => CARRIED.has(t.kind))) return -1;
  // (a heading that bans nothing is a scope label, read apart: rule-target-parts.ts leadIn)
  if (!bans(text.slice(0, head[colon]!.start)) || !bans(text.slice(head[colon + 1]!.start))) return -1;
  const after = acts(head.slice(colon + 1));
  if (!after.families.length || !after.groups) return -1;
  // ("no deletes: never touch the prod bucket": an act of the heading's own is banned too)
  const own = acts(before).families.filter((f) => !f.startsWith("*"));
  if (own.some((f) => !after.families.includes(f))) return -1;
  return colon + 1;
}
