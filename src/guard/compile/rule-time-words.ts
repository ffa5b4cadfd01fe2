// Words of WHEN that the time reader (rule-clauses.ts findTime) must not read as WHAT:
//   periodPhrase  "school nights", "EU business hours", "quiet hours", "family time": a phrase whose
//                 head is a stretch of time (time.yaml periods) is the window, no target to find
//   bareClock     "no meetings before 10", "don't text clients after 7": a bare hour next to
//                 before/after is a clock (after 1–11 is the evening: "after 7" = 19:00); a noun
//                 after the number makes it a count ("after 5 failed attempts"), unless it says
//                 whose clock ("after 17 candidate local time")
//   thingTime     "nothing departing after 10pm", "flights landing before 6am": the participle before
//                 before/after says whose time it is — the thing's (a departure), not the clock's
//   USER_ZONE     "My time zone is Europe/Berlin", "default tz Europe/Lisbon": an entry that says
//                 where the user lives gives its zone (as an alias) to every time rule naming none
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec } from "./compiled-entry.ts";
import type { RuleToken } from "./rule-text.ts";

export function periodPhrase(g: ActionSpec["groups"][number], rules: GuardRules): boolean {
  return g.some((t) => t.names.length > 0 && rules.periodWords.has(t.names[t.names.length - 1]!));
}

const CLOCK_PREV = /^(?:before|after|until|till|past)$/;
// ("Mornings before 10 are for deep work": a verb after the hour ends the clock phrase)
const CLOCK_NEXT = /^(?:or|and|on|in|at|my|our|their|your|local|every|each|o'clock|sharp|ever|unless|except|without|utc|gmt|then|please|pls|are|is)$/;
export function bareClock(toks: readonly RuleToken[], i: number, rules: GuardRules): number | undefined {
  const t = toks[i]!;
  if (t.kind !== "number" || !/^\d{1,2}$/.test(t.text)) return undefined;
  const prev = toks[i - 1]?.lower ?? "";
  if (!CLOCK_PREV.test(prev)) return undefined;
  const n = Number(t.text);
  if (n < 1 || n > 24) return undefined;
  const next = toks[i + 1];
  if (next && next.kind !== "punct" && !CLOCK_NEXT.test(next.lower) && !rules.zones.some((z) => z.words.includes(next.lower)) && !whoseTime(toks, i + 1)) return undefined;
  return (prev === "after" || prev === "past") && n <= 11 ? (n + 12) * 60 : n * 60;
}

// "after 17 candidate local time", "before 9 customer time": one word saying whose clock, then "(local) time"
function whoseTime(toks: readonly RuleToken[], i: number): boolean {
  return whoseTimeLength(toks, i) > 0;
}
/** How many tokens from i say whose clock a bare hour is ("candidate local time" → 3), or 0. */
export function whoseTimeLength(toks: readonly RuleToken[], i: number): number {
  const w = toks[i];
  if (!w || w.kind !== "word") return 0;
  const a = toks[i + 1]?.lower;
  return a === "time" ? 2 : a === "local" && toks[i + 2]?.lower === "time" ? 3 : 0;
}

// participles of a thing's own schedule: a time after them is when the THING happens
const THING_TIME = /^(?:depart(?:s|ing|ures?)?|arriv(?:es|ing|als?)|leav(?:es|ing)|land(?:s|ing)|boarding|returning|dated|due)$/;
/** The clock at toks[i] (after "before"/"after" at i-1) is the thing's own time: "departing after 10pm". */
export function thingTime(toks: readonly RuleToken[], i: number): boolean {
  return THING_TIME.test(toks[i - 2]?.lower ?? "");
}

export const USER_ZONE = "timezone";
export const ZONE_STATEMENT = /\b(?:my|our|default|user'?s?|home|local)\s{1,3}(?:time ?zone|tz)\b|^\s{0,3}(?:time ?zone|tz)\s{0,3}[:=]/i;
/** The zone an entry of the ledger says the user lives in (evaluate.ts fills ctx.aliases first). */
export function userZone(aliases: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const z = aliases.get(USER_ZONE);
  if (!z) return undefined;
  for (const v of z) return v;
  return undefined;
}
