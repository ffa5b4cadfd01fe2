// A bound written as the exemption of an approval or a ban (glim21):
//   "closing positions needs my approval unless its less than 25% of the position"  → 25% and more need it
//   "refunds need sign-off unless they're under $50"                                → $50 and more need it
//   "don't delete files except when fewer than 10 at a time"                        → 10 and more break it
// "less than X" after "unless" names what is exempt: the rule holds from X up (strict: X itself
// breaks it), no floor below X. Compile time only, on one sentence.
// (a bounded run of short words between the exemption and the comparison: linear time)
const UNLESS_BELOW = /\b(?:unless|except (?:when|if)|except for)\s{1,3}(?:[a-z'’]{1,12}\s{1,3}){0,4}(?:less than|fewer than|below|under|smaller than|lower than|not more than|no more than)\s/i;

/** The sentence exempts what is below its bound: the bound is an upper one, reached at X. */
export function exemptBelow(text: string): boolean {
  return text.length <= 600 && UNLESS_BELOW.test(text);
}
