// Which target groups of a count limit may go unnamed by the call once the call states the
// counted quantity itself (match-limit-loose.ts). A limit bounds HOW MUCH: its number in the
// rule's unit is what ties it to a call; a group that only says what kind of thing it is about
// ("in Airtable: never bulk edit more than 10 records", "queries: limit 200") describes it, while
// a name, an id or a contrast value ("replicas of search-api in prod") still tells it apart.
//   tgt{airtable} + unit record  → [true]   (a platform the tool implies)
//   tgt{api & prod} + unit replica → undefined (both required)
import type { GuardRules } from "../guard-rules.ts";
import type { TargetGroups, TargetSpec } from "./compiled-entry.ts";
import { supportingTarget } from "./rule-target-role.ts";

// "scaling is fine up to 10 replicas": the allowance word is read as a group; it names nothing
const ALLOWANCE_WORD = /^(?:fine|ok|okay|allowed|permitted|acceptable)$/;

/** A plain-word target written in the heading: no literal, path, digit or contrast value ("prod-eu
 * nodes:" stays required: prod is a contrast value). */
function headingOnly(t: TargetSpec, heading: string, rules: GuardRules): boolean {
  if (t.literal !== undefined || t.prefix || t.path || t.command || t.channel || t.dest || !t.names.length) return false;
  if (t.names.some((w) => /\d/.test(w) || rules.contrastWords.has(w))) return false;
  const at = heading.indexOf(t.raw.toLowerCase());
  // "meetings with externals:": a word after a preposition qualifies the subject, it stays required
  return at >= 0 && !QUALIFIER.test(heading.slice(0, at));
}
const QUALIFIER = /\b(?:with|without|for|in|on|to|from|of|by|about|at|under|over|outside|inside|into|via|except)\b/;
// "CI jobs: keep the job timeout under 20 min": a short heading before a colon names the subject
const HEADING = /^\s{0,3}([^:.!?]{1,40}):/;

export function looseGroups(groups: TargetGroups | undefined, unitWords: readonly string[], rules: GuardRules, text = ""): boolean[] | undefined {
  if (!groups?.length || !unitWords.length) return undefined;
  const heading = HEADING.exec(text)?.[1]!.toLowerCase();
  const loose = groups.map((g) => g.length > 0 && g.every((t) => ALLOWANCE_WORD.test(t.names.join(" ")) || supportingTarget(t, rules) || (!!heading && headingOnly(t, heading, rules))));
  return loose.some(Boolean) ? loose : undefined;
}
