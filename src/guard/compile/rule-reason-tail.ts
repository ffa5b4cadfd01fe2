// "Don't run queries without a LIMIT on events_raw — it's 9 TB", "never drop the orders table, it
// holds 40 GB": a clause after a dash or comma that opens with its own subject ("it's", "they
// hold", "since") says why; a size or count in it describes the thing, it bounds no act. The
// limit reader, which finds "LIMIT" and "9 TB", read it as a cap of 9 on every query.
// Reads: the sentence text and tokens; the tail is dropped only when it states no bound itself.
import type { RuleSentence } from "./rule-text.ts";

const TAIL = /(?:\s[-–—]{1,2}\s?|[,;(]\s?)(?:it's|it is|its|that's|that is|they're|they are|it has|it holds|they hold|it takes|which is|which has|since|because|as it)\s/i;
// the bound words a reason would need to be a limit itself ("— it's capped at 5", "since max is 3")
const BOUND = /\b(?:max(?:imum)?|at most|no more than|up to|under|below|less than|fewer than|at least|over|above|more than|exceed|cap(?:ped)?|limit(?:ed)?|only)\b/i;

/** The sentence without a reason clause that carries a number but no bound, or the sentence itself. */
export function withoutReasonTail(sent: RuleSentence): RuleSentence {
  const m = TAIL.exec(sent.text);
  if (!m || m.index < 8) return sent;
  const tail = sent.text.slice(m.index);
  if (!/\d/.test(tail) || BOUND.test(tail)) return sent;
  return { text: sent.text.slice(0, m.index), tokens: sent.tokens.filter((t) => t.start < m.index) };
}
