// A SQL keyword set apart by "beyond / other than / except / besides / apart from" is the
// exception of the ban, never its act: "do not grant anything to role `analyst` beyond SELECT",
// "never GRANT privileges other than USAGE on schema raw", "no roles get anything except SELECT".
// The action reader took the keyword (SELECT → the query family) as the act, so GRANT INSERT to
// the role matched nothing. The clause is cut before the marker; the exception itself is read from
// the sentence text by fb-sql-scope.ts (exceptedObject / onlyExcepted).
// Reads: the clause's tokens. The keyword must be written in capitals (a SQL statement or privilege).
import type { RuleToken } from "./rule-text.ts";

const MARK_ONE = new Set(["beyond", "besides", "except", "excepting"]);
const MARK_TWO = new Set(["other than", "apart from", "aside from", "except for"]);
const CAPS_KEYWORD = /^[A-Z][A-Z_]{2,30}$/;

/** The span [start, end) of "beyond SELECT" (a marker and the capitalized keyword it sets apart), or undefined. */
export function sqlApartSpan(tokens: readonly RuleToken[]): [number, number] | undefined {
  for (let i = 1; i < tokens.length - 1; i++) {
    const one = MARK_ONE.has(tokens[i]!.lower);
    const two = !one && i + 2 < tokens.length && MARK_TWO.has(`${tokens[i]!.lower} ${tokens[i + 1]!.lower}`);
    if (!one && !two) continue;
    const next = tokens[i + (two ? 2 : 1)]!;
    if (CAPS_KEYWORD.test(next.text)) return [i, i + (two ? 3 : 2)];
  }
  return undefined;
}
