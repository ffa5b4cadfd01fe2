// "Nothing gets terminated in the PROD compartment. Stop is fine, terminate is not.", "archiving is
// ok, deleting is not", "reads are fine; writes aren't": a sentence that contrasts an allowed act
// with a banned one. The banned act is the one before "is not"; the allowed one (read by
// fb-allowed-act.ts) is no ban. Read as a whole sentence, before the ban reader, which took the
// first verb for the act and banned the very act the user allowed (`oci … --action STOP`).
// Reads: the sentence's tokens; the two acts come from findAction.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "../compile/rule-text.ts";
import type { ActionSpec } from "../compile/compiled-entry.ts";
import { findAction } from "../compile/rule-action.ts";

// "<allowed act> is/are [totally] fine|ok|allowed <, ; — but> <banned act> is/are not|isn't|aren't[.]"
const FINE_NOT = /^\s*([\w\s'-]{1,40}?)\s(?:is|are)\s(?:(?:totally|perfectly|always|still)\s)?(?:fine|ok|okay|allowed|permitted)\s?(?:[,;]|\s[-–—])\s?(?:but\s)?([\w\s'-]{1,40}?)\s(?:is|are)\s?(?:not|n't)(?:\s(?:allowed|ok|okay|fine))?\s?[.!]?\s*$/i;

/** The banned act of a "X is fine, Y is not" sentence, or undefined when the sentence has another form. */
export function fineNotBan(sent: RuleSentence, rules: GuardRules): ActionSpec | undefined {
  const m = FINE_NOT.exec(sent.text.replace(/\bisn't\b/gi, "is not").replace(/\baren't\b/gi, "are not"));
  if (!m) return undefined;
  const from = sent.text.toLowerCase().lastIndexOf(m[2]!.trim().toLowerCase());
  const banned = sent.tokens.filter((t) => t.start >= from && t.start < from + m[2]!.trim().length);
  const spec = findAction(banned, rules).spec;
  const known = (a: ActionSpec) => a.words.length > 0 && a.families.some((f) => !f.startsWith("word:"));
  if (known(spec)) return spec;
  // "deleting is not": a gerund read as a noun; its stem is the verb ("deleting" → delete, "stopping" → stop)
  if (banned.length !== 1 || !/ing$/.test(banned[0]!.lower)) return undefined;
  const t = banned[0]!;
  const stem = t.lower.slice(0, -3);
  for (const v of [stem + "e", stem, stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem]) {
    const again = findAction([{ ...t, text: v, lower: v, root: v, tags: new Set(["Verb", "Infinitive"]) }], rules).spec;
    if (known(again)) return again;
  }
  return undefined;
}
