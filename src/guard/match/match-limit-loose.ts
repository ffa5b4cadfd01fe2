// The call side of a count limit's descriptive groups (rule-limit-loose.ts): a group the call does
// not name may be skipped when it is descriptive, or when the tool's own name says it
//   "PD overrides: no more than 12h on-call" ~ create_schedule_override {…}: "override" is the tool
//   "scaling is fine up to 10 replicas"       ~ kubectl_scale {replicas: 14}: scal(ing) ~ scal(e)
// The caller skips only when the quantity in the rule's unit is found too, and never when the call
// names another thing of the heading's kind (namesAnotherOne).
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";

// same stem: one word starts the other, or a 4-letter common start of words of 5+ ("scaling" ~ "scale")
const stemMatch = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) || (a.length >= 5 && b.length >= 5 && a.slice(0, 4) === b.slice(0, 4) && a.slice(0, 5).replace(/[aeiou]$/, "") === b.slice(0, 5).replace(/[aeiou]$/, ""));

/** The tool's name says a word of the group, or the call has the group's head noun as a word of
 * its keys or values ("Long-running commands: a timeout under 10 min" ~ {command, timeout_ms}). */
export function toolNamesGroup(g: readonly TargetSpec[], facts: CallFacts): boolean {
  return g.some(
    (t) =>
      t.names.length > 0 &&
      (t.names.some((w) => w.length >= 4 && facts.toolWords.some((tw) => stemMatch(w, tw.toLowerCase()))) || facts.allWords.has(t.names[t.names.length - 1]!) || facts.keyValues.has(t.names[t.names.length - 1]!)),
  );
}

/** "25 contacts per request" ~ batch_upsert_contacts: the tool's name says the unit its list holds. */
export function toolNamesUnit(unitWords: readonly string[], facts: CallFacts): boolean {
  return unitWords.some((u) => u.length >= 3 && facts.toolWords.some((tw) => tw.toLowerCase().replace(/e?s$/, "") === u.replace(/e?s$/, "")));
}

/** The call names, in a value, the head noun of the heading (this group's, when it has several
 *  words, or another group's) with a qualifier of its own: another one of its kind, so the heading
 *  tells them apart and stays required ("kids' room speaker: volume 30% max" ~ {name: "Kitchen
 *  speaker"}; a bare "events" table is the thing itself). */
export function namesAnotherOne(groups: readonly (readonly TargetSpec[])[], g: readonly TargetSpec[], facts: CallFacts): boolean {
  const headNamed = (t: TargetSpec) => t.names.length > 0 && facts.addressing.some((v) => v.path !== "tool" && v.words.length > 1 && v.words.includes(t.names[t.names.length - 1]!));
  return groups.some((g2) => (g2 === g ? g2.some((t) => t.names.length > 1 && headNamed(t)) : g2.some(headNamed)));
}
