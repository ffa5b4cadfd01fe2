// "never issue refunds", "don't place bulk orders": a verb before an action noun that only carries
// it (issue, place, process, submit…) is no thing the call must name. "never market orders",
// "no stop-loss… never limit orders": a word the tagger reads as a verb there but that is neither
// a carrier nor an act the lexicon knows is the noun's modifier (a market order, a limit order):
// it stays a word the call must show.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";

const CARRIERS = new Set(
  "issue process place make do submit raise create send run give grant execute file open put take perform initiate trigger handle start book schedule approve accept allow authorize authorise release push fire kick cut draw write sign pay queue enter add".split(" "),
);

/** True when the verb before an action noun only carries it (and is set aside). */
export function carrierVerb(t: RuleToken, rules: GuardRules): boolean {
  if (CARRIERS.has(t.root) || CARRIERS.has(t.lower)) return true;
  if (rules.genericVerbs.has(t.root) || rules.genericVerbs.has(t.lower)) return true;
  return !!(rules.phraseIndex.get(t.root) ?? rules.phraseIndex.get(t.lower));
}
