// A switch the call sets, named by the rule's own verb, says whether the call does that act:
// "never overwrite dashboards" ~ save_dashboard {overwrite: false} saves a copy (no overwrite);
// (a switch set on is not read here: the entry's family gate has let the call through by then only
// when its verbs show the act anyway)
// (call-facts.ts reads a boolean leaf as the action word `key=value`, dashes and underscores dropped.)
import type { CallFacts } from "../read-call/call-facts.ts";

/** The forms of a rule verb a switch may be named by: overwriting → overwrite, force-push → forcepush, force. */
function forms(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length > 30 || !/^[a-z][a-z -]*$/.test(w)) return [];
  const joined = w.replace(/[ -]/g, "");
  const out = [joined];
  if (joined.endsWith("ing")) out.push(joined.slice(0, -3), `${joined.slice(0, -3)}e`);
  else if (joined.endsWith("es")) out.push(joined.slice(0, -2), joined.slice(0, -1));
  else if (joined.endsWith("s")) out.push(joined.slice(0, -1));
  return out;
}

/** Where the call turns every verb of the rule off (each verb, or one part of a compound verb:
 * {force: false} under "never force-push"), or undefined. */
export function ruleVerbOff(words: readonly string[], facts: CallFacts): string | undefined {
  if (!words.length || facts.actionWords.size === 0 || !anySwitchOff(facts)) return undefined;
  let off = 0;
  let offWhere = "";
  for (const word of words) {
    const parts = /[ -]/.test(word) ? [word, ...word.split(/[ -]/).filter((p) => p.length > 3)] : [word];
    let wordOff = false;
    for (const p of parts)
      for (const f of forms(p)) {
        const where = facts.actionWords.get(`${f}=false`);
        if (where !== undefined) {
          wordOff = true;
          offWhere = where;
        }
      }
    if (wordOff) off++;
  }
  return off === words.length ? offWhere : undefined;
}

/** Whether any action word of the call is a switch set off (`…=false`): once per call, on its memo.
 * Most calls set none, and then no rule verb is off (no forms built per entry and family hit). */
const SWITCH_OFF = Symbol("a switch set off");
function anySwitchOff(facts: CallFacts): boolean {
  let off = facts.memo.get(SWITCH_OFF) as boolean | undefined;
  if (off === undefined) {
    off = false;
    for (const w of facts.actionWords.keys())
      if (w.endsWith("=false")) {
        off = true;
        break;
      }
    facts.memo.set(SWITCH_OFF, off);
  }
  return off;
}
