// A call's own period for the money it sets ({interval: "WEEKLY"}, {frequency: "monthly"}), read
// from the words of its values, and the factor that turns it into the rule's period (rule-limit-period.ts).
import type { CallFacts } from "../read-call/call-facts.ts";
import { PERIOD_ADVERBS, PERIOD_DAYS, type Period } from "../compile/rule-limit-period.ts";

export function periodFactor(rulePer: Period | undefined, facts: CallFacts): { factor: number; per: Period } | undefined {
  if (!rulePer) return undefined;
  let found: Period | undefined;
  for (const [w, p] of PERIOD_ADVERBS) {
    if (!facts.allWords.has(w)) continue;
    if (found && found !== p) return undefined; // two periods: not one the call sets
    found = p;
  }
  if (!found || found === rulePer) return undefined;
  return { factor: PERIOD_DAYS[rulePer] / PERIOD_DAYS[found], per: found };
}
