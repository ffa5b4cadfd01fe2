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

// The rule writes the argument's own name: "workersMax 3 at most" ~ {workersMax: 5}, "bed temp max 70"
// ~ {bed_temp: 105}, "gpuCount over 1" ~ {gpuCount: 2}, "max priority 4" ~ {priority: 5} (gnum18)
/** The call's number whose whole key the group writes (its name words run together), when one does. */
export function namedArgument(g: readonly TargetSpec[], facts: CallFacts): NumberRef | undefined {
  for (const t of g) {
    if (!t.names.length || t.literal !== undefined || t.path) continue;
    const joined = t.names.join("");
    const raw = t.raw.toLowerCase().replace(/[\s_-]+/g, "");
    if (joined.length < 3) continue;
    for (const n of facts.numbers) if (!isIdNumber(n) && (n.key === joined || n.key === raw)) return n;
  }
  return undefined;
}

/** A group the call need not name once another group writes the bounded argument's own name: plain
 * words (no literal, path, id, digit, contrast value or written name like search-api) the call says
 * nowhere, no word of them as a value or a key ("Serverless: workersMax 3 at most", "bed temp max 70 on the PEI sheet"). A call
 * naming the group's head noun names another one of its kind, and the group stays required. */
export function unnamedDescriptor(g: readonly TargetSpec[], facts: CallFacts, contrast: { has(w: string): boolean }): boolean {
  return g.every(
    (t) =>
      t.names.length > 0 &&
      t.literal === undefined &&
      !t.prefix &&
      !t.path &&
      !t.command &&
      !t.channel &&
      !t.glob &&
      !t.ids?.length &&
      !t.keyIds?.length &&
      !t.keyValue &&
      t.names.every((w) => !/\d/.test(w) && !contrast.has(w)) &&
      // ("replicas for search-api: max 6" ~ {name: "search-indexer"}: a written name, and the call says a word of it)
      !/[-_./]/.test(t.raw) &&
      ![...t.names, ...(t.kinds ?? [])].some((w) => facts.allWords.has(w) || facts.keyValues.has(w)),
  );
}
