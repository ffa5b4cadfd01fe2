// The exception of a timed ban: what follows "unless" / "except" is a state the call may show to be let
// through, not a target the call must name (rule-clauses.ts findTime, match-clause.ts matchTime):
//   "nothing to the oncall-pager topic between 23:00 and 07:00 unless it's priority 5"
//        → the ban names the oncall-pager topic; {priority: 5} meets the exception
//   "Don't run queries on … during business hours (08-18 CET) unless they hit an index (WHERE id = ...)"
//        → the example in brackets is what the call shows: "… WHERE id = 5512" meets it
// A clause about the user ("unless I say so", "unless you ask me first") is an approval, read elsewhere:
// it is left as it was. The words to meet are data: time.yaml exception_words.
import type { GuardRules } from "../guard-rules.ts";
import { splitWords } from "../split-words.ts";
import type { RuleToken } from "./rule-text.ts";

const MARKER = /^(?:unless|except)$/;
const CLAUSE_END = /^(?:,|;|—|–|:|\.)$/;
const MAX_WORDS = 6;

export interface TimeException {
  /** the tokens that name the act and its target: the rule without its exception */
  head: RuleToken[];
  /** the words the call carries, in this order, when it meets the exception */
  unless?: string[];
}

export function timeException(toks: readonly RuleToken[], rules: GuardRules): TimeException {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && i > 0 && MARKER.test(t.lower)) {
      at = i;
      break;
    }
  }
  if (at < 0) return { head: [...toks] };
  // the clause runs to the next comma, dash or semicolon outside brackets
  let end = toks.length;
  depth = 0;
  for (let i = at + 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && t.kind === "punct" && CLAUSE_END.test(t.text)) {
      end = i;
      break;
    }
  }
  const clause = toks.slice(at + 1, end);
  const { filler, person } = rules.exceptionWords;
  if (!clause.length || clause.some((t) => person.has(t.lower))) return { head: [...toks] };
  // "(WHERE id = ...)": an example in brackets is what the call shows; else the clause's own words
  const open = clause.findIndex((t) => t.text === "(");
  const close = open >= 0 ? clause.findIndex((t, k) => k > open && t.text === ")") : -1;
  const shown = open >= 0 && close > open + 1 ? clause.slice(open + 1, close) : clause.filter((_, k) => open < 0 || k < open);
  const words = shown.filter((t) => t.kind !== "punct" && !filler.has(t.lower)).flatMap((t) => splitWords(t.text, MAX_WORDS)).filter((w) => !filler.has(w));
  if (!words.length || words.length > MAX_WORDS) return { head: [...toks] };
  return { head: [...toks.slice(0, at), ...toks.slice(end)], unless: words };
}
