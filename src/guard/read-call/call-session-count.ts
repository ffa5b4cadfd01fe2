// Counts a count limit needs beyond the call's own numbers (match-clause.ts asks after them):
//   1. until-end   {"end": 1796062800} with no start: a mute or hold lasts from now to its end
//                  ("mute monitors for max 2h"); epoch seconds, epoch ms or an ISO datetime
//   2. session     "no more than 3 pipeline runs in this task": this call and the earlier calls
//                  of the same tool in history (match-history-total.ts, the one reader of
//                  "this call + history" counts)
// Neither applies when the call itself carries a number in the rule's unit (that one governs).
import type { CallFacts } from "./call-facts.ts";
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence, MatchContext } from "../match/match-clause.ts";
import { matchSessionCount } from "../match/match-history-total.ts";
import { canonical } from "../split-words.ts";
import { DURATION_UNITS } from "./call-quantity.ts";

type Limit = Extract<Clause, { type: "limit" }>;

// keys as normalized (lower case, no - or _): end, endsat, endtime, muteuntil, pauseuntil, expiresat
const END_KEY = /^(?:end|endsat|endtime|enddate|endts|[a-z]{0,20}until|expires|expiresat|expiration|expiry)$/;
const START_KEY = /^(?:start|startsat|starttime|startdate|startts|begin|from|since)$/;
const norm = (k: string) => k.toLowerCase().replace(/[-_]/g, "");
let unitsFor: ReadonlyMap<string, string> | undefined;
let unitTable = new Map<string, number>();

export function countBeyondCall(c: Limit, ctx: MatchContext): Evidence[] | undefined {
  if (c.sense !== "count" || !c.unitWords.length) return undefined;
  const { facts } = ctx;
  if (facts.numbers.some((n) => n.keyWords.some((w) => c.unitWords.includes(w)))) return undefined;
  const perHour = hoursPerUnit(c.unitWords, ctx.rules.synonyms);
  if (perHour !== undefined) {
    const end = untilEnd(facts, ctx.now);
    if (!end) return undefined;
    const n = end.hours / perHour;
    if (c.min !== undefined ? n >= c.min : n <= c.max) return undefined;
    return [{ rule: `limit ${c.rule}`, call: `${Math.round(n * 100) / 100} ${c.unitWords[0]} from now to ${end.value}`, path: end.path, part: "limit" }];
  }
  return matchSessionCount(c, ctx);
}

function hoursPerUnit(units: readonly string[], syn: ReadonlyMap<string, string>): number | undefined {
  if (unitsFor !== syn) {
    unitsFor = syn;
    unitTable = new Map();
    // the unit words a duration is read in (call-quantity.ts), canonical forms once per synonym table
    for (const u of DURATION_UNITS) for (const w of u.words) unitTable.set(canonical(w, syn), u.hours);
  }
  for (const u of units) {
    const h = unitTable.get(u);
    if (h !== undefined) return h;
  }
  return undefined;
}

/** The end a call sets with no start beside it, as hours from now. */
function untilEnd(facts: CallFacts, now: Date): { hours: number; path: string; value: string } | undefined {
  if (facts.numbers.some((n) => START_KEY.test(n.key)) || facts.datetimes.some((d) => START_KEY.test(norm(d.key)))) return undefined;
  let t: number | undefined;
  let at: { path: string; value: string } | undefined;
  for (const n of facts.numbers) {
    if (!END_KEY.test(n.key)) continue;
    // epoch seconds (2001–2286) or milliseconds
    const ms = n.value >= 1e9 && n.value < 1e10 ? n.value * 1000 : n.value >= 1e12 && n.value < 1e13 ? n.value : undefined;
    if (ms !== undefined) {
      t = ms;
      at = { path: n.path, value: new Date(ms).toISOString() };
      break;
    }
  }
  if (t === undefined)
    for (const d of facts.datetimes) {
      if (!END_KEY.test(norm(d.key)) || d.value.length < 16) continue;
      const ms = Date.parse(d.value);
      if (Number.isFinite(ms)) {
        t = ms;
        at = { path: d.path, value: d.value };
        break;
      }
    }
  if (t === undefined || !at) return undefined;
  const hours = (t - now.getTime()) / 3_600_000;
  return hours > 0 ? { hours, ...at } : undefined;
}
