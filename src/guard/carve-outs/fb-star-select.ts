// "never SELECT * on analytics.events, it's 40 TB", "no SELECT * on the logs table, name your
// columns": the ban is on the star, not on reading. A query that names its columns
// (SELECT user_id, event_name FROM …) or counts (SELECT count(*) …) does not break it.
// The compiler marks a SELECT ban whose sentence writes the star (starSelectBan); the matcher
// drops the ban when no value of the call selects a star (selectsStar).
import type { CallFacts } from "../read-call/call-facts.ts";

const STAR_RULE = /\bselect\s{0,2}\*/i;
// a star projection: SELECT *, SELECT DISTINCT *, SELECT t.*, SELECT a, * (not count(*))
const STAR_CALL = /\bselect\s{1,5}(?:distinct\s{1,5}|top\s{1,3}\d{1,9}\s{1,5})?(?:[\w"`.]{1,64}\s{0,3},\s{0,3}){0,12}(?:[\w"`]{1,80}\.)?\*/i;

/** Whether a ban sentence is about SELECT * (its act word is select). */
export function starSelectBan(text: string, words: readonly string[]): boolean {
  return STAR_RULE.test(text) && words.some((w) => w.toLowerCase() === "select");
}

/** Whether any value of the call (a query, a command line) selects a star. */
export function selectsStar(facts: CallFacts): boolean {
  for (const vs of facts.keyValues.values()) for (const v of vs) if (v.length < 20_000 && STAR_CALL.test(v)) return true;
  for (const v of facts.addressing) if (v.raw.length < 20_000 && STAR_CALL.test(v.raw)) return true;
  for (const v of facts.content) if (v.raw.length < 20_000 && STAR_CALL.test(v.raw)) return true;
  return false;
}
