// A reason after a timed ban's window names no target (rule-clauses.ts findTime):
//   "Never merge into main on a Friday after 3pm, nobody's around to babysit prod" → no "babysit prod"
//   "no restarts between 22:00 and 06:00 — everyone's asleep"                     → no "asleep"
//   "no trading between 22:00 and 06:00 utc, im asleep"                           → no "asleep"
// A clause after a comma or dash, past the last word of the window, that opens with its own subject
// ("nobody's", "we're", "people", "since") says why the window exists; its nouns are not what the call
// must name. Plain token checks, no regex over the text.
import type { RuleToken } from "./rule-text.ts";

const BREAK = new Set([",", "-", "–", "—", "(", ":"]);
const SUBJECT = new Set([
  "nobody", "nobody's", "noone", "no-one", "everyone", "everyone's", "everybody", "everybody's", "people", "folks",
  "we're", "we'll", "i'm", "they're", "there's", "it's", "that's", "since", "because", "cause", "'cause", "as",
  // the same typed without apostrophes ("…, im asleep", "…, theyre sleeping")
  "im", "ive", "theyre", "were", "thats", "theres", "everyones", "nobodys",
]);

/** The tokens of a timed ban without a reason clause that starts after token `after` (the window's last
 *  token), or the tokens themselves. */
export function withoutTimeReason(toks: readonly RuleToken[], after: number): readonly RuleToken[] {
  if (after < 0) return toks;
  for (let j = after + 1; j + 1 < toks.length; j++) {
    if (!BREAK.has(toks[j]!.lower)) continue;
    const w = toks[j + 1]!.lower;
    if (SUBJECT.has(w) || (w === "no" && toks[j + 2]?.lower === "one")) return toks.slice(0, j);
  }
  return toks;
}
