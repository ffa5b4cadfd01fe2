// A requirement the rule puts BEFORE the act, met by an earlier call of the session:
//   "Before you push anything always run `make lint test` first" ~ git push, after Bash {cmd: "make lint test"}
//   "Before cancelling always offer the retention discount (apply 'stay20') first" ~ cancel_subscription,
//     after update_subscription {discount: {id: "dsc_stay20"}}
// The compiler marks a requirement written with an order word (orderedRequirement); the matcher
// looks for its missing words in one earlier call (doneEarlier). A requirement without an order
// word ("always cc olu@acme.dev") is about this call only.
import type { CallFacts } from "../read-call/call-facts.ts";
import { splitWords } from "../split-words.ts";

const ORDERED = /\b(?:first|before|beforehand|prior to|ahead of|until you(?:'ve| have)?)\b/i;

/** Whether a requirement sentence puts what it requires before the act. */
export function orderedRequirement(text: string): boolean {
  return ORDERED.test(text);
}

/** Whether one earlier call carries every missing token (its words among the call's keys, values or text). */
export function doneEarlier(missing: readonly string[], history: readonly CallFacts[], synonyms: ReadonlyMap<string, string>): boolean {
  for (const h of history) {
    const has = (w: string) => h.allWords.has(w) || h.allWords.has(synonyms.get(w) ?? w) || h.content.some((v) => v.words.includes(w)) || h.actionWords.has(w);
    if (missing.every((tok) => splitWords(tok, 10).every(has))) return true;
  }
  return false;
}
