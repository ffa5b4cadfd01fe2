// "No UPDATE without a WHERE", "never send an email without a subject": with no word of order
// (first, before, then, …) the thing the rule asks for is a part of the call, not an earlier step,
// so the call itself can hold it:
//   "no DELETE without a WHERE" ~ DELETE FROM carts WHERE id = 7 → met in the call: allowed
//   "never push without running the tests first" ~ git push → still read from history
// A consent ("without my OK", "without asking") is never met by the call's own words: a flag
// {approved: false} or {requires_approval: false} names the consent, it does not give it.
import type { ActionSpec, TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { Evidence, MatchContext } from "../match/match-clause.ts";

const ORDER = /\b(?:first|before(?:hand)?|prior|earlier|previously|already|then|after(?:wards)?|until|till|ahead|beforehand|once)\b/i;
const CONSENT = /\b(?:ok(?:ay)?|approv\w*|go-?ahead|go|sign-?off|signed|permission|consent|confirm\w*|yes|ask\w*|tell\w*|check\w*|review\w*|ack\w*|eyes|say-?so|blessing|green light|me|i)\b/i;

/** The prerequisite is a part of the call: a "without X" with no order word and no consent in X. */
export function unorderedNeed(rule: string, prereq: ActionSpec): boolean {
  if (!prereq.groups.length || ORDER.test(rule)) return false;
  const after = /\bwithout\b(.{0,60})/i.exec(rule);
  return !!after && !CONSENT.test(after[1]!);
}

/** Every group of the prerequisite is named by the call: matched, or its head word among the call's
 * own words (keys, values, statement words); never when the call reader says it lacks it
 * ("without a where clause", read from an UPDATE with none). */
export function metInCall(prereq: ActionSpec, ctx: MatchContext, matchTarget: (t: TargetSpec, f: CallFacts, ctx: MatchContext) => Evidence | undefined): boolean {
  for (const g of prereq.groups) {
    let hit: Evidence | undefined;
    for (const t of g) if ((hit = matchTarget(t, ctx.facts, ctx))) break;
    const head = g[0]?.names[0];
    if (!head || (hit && LACKS.test(hit.call)) || saysLacking(head, ctx.facts)) return false;
    if (hit) continue;
    if (head.length < 3 || !ctx.facts.allWords.has(head)) return false;
  }
  return true;
}
const LACKS = /\b(?:without|no|none|missing|false|null|empty)\b/i;

/** The call reader's own word that the call lacks it: UPDATE … (no WHERE) → "without a where clause". */
function saysLacking(head: string, facts: CallFacts): boolean {
  for (const v of facts.addressing) if (v.words.includes(head) && LACKS.test(v.raw)) return true;
  return false;
}
