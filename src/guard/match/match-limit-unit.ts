// The call side of a count whose unit the rule names before the number (rule-limit-unit.ts):
//   isIdNumber       restaurant_id: 104822, ticket_ids.0: 1000 — a name that is a number, never an
//                    amount; a LIST of ids counts ("args.ticket_ids (80 items)")
//   boundedArgument  "party of up to 6 max" ~ {party_size: 8}: the group "party" is met by the
//                    argument it bounds, no target needed besides it
//   resultSize       "please cap finds at 100 docs" ~ find {limit: 500}: a bound on what a read
//                    returns (rows, docs, results) is met by the read's result-size argument (glimit12)
import type { CallFacts, NumberRef } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { Evidence } from "./match-clause.ts";

const ID_WORD = /^(?:id|ids|uuid|guid|ref|key|number|no|code|zip|phone|sid|pin)$/;
const LIST_COUNT = /\(\d{1,6} (?:items|objects)\)$/;

export function isIdNumber(n: NumberRef): boolean {
  return n.keyWords.length > 0 && ID_WORD.test(n.keyWords[n.keyWords.length - 1]!) && !LIST_COUNT.test(n.path);
}

// "desire" (the rule's lemma) ~ "desired" (the key's word): same stem, 4 letters at least
const sameWord = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

export function boundedArgument(g: readonly TargetSpec[], facts: CallFacts): Evidence | undefined {
  for (const t of g)
    for (const n of facts.numbers) {
      if (isIdNumber(n) || !t.names.some((w) => n.keyWords.some((k) => sameWord(w, k)))) continue;
      return { rule: t.raw, call: n.path, path: n.path, part: "target" };
    }
  return undefined;
}

// what a read returns, and the keys that say how many of them it returns
const RESULT_UNIT = new Set(["row", "record", "result", "doc", "document", "hit", "entry", "item", "page", "message", "event", "object", "line", "match", "node"]);
const RESULT_SIZE_KEY = /^(?:limit|maxresults|maxrows|maxdocs|maxitems|maxpages|maxhits|maxcount|size|top|first|pagesize|perpage|rowlimit|resultlimit)$/;
/** The number is how many results a read returns, and the rule bounds results ("100 docs", "10k rows"). */
export function resultSize(unitWords: readonly string[], n: NumberRef): boolean {
  return RESULT_SIZE_KEY.test(n.key) && unitWords.some((w) => RESULT_UNIT.has(w));
}
