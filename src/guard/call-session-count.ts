// Counts a count limit needs beyond the call's own numbers (match-clause.ts asks after them):
//   1. until-end   {"end": 1796062800} with no start: a mute or hold lasts from now to its end
//                  ("mute monitors for max 2h"); epoch seconds, epoch ms or an ISO datetime
//   2. session     "no more than 3 pipeline runs in this task": a limit on what the call IS (its
//                  unit is a word of the tool name or of the control it clicks) counts this call
//                  and the earlier calls of the same tool on the same thing in history
// Neither applies when the call itself carries a number in the rule's unit (that one governs).
import type { CallFacts } from "./call-facts.ts";
import type { Clause } from "./compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import { canonical, splitWords } from "./split-words.ts";

type Limit = Extract<Clause, { type: "limit" }>;

// the unit words a duration is read in (canonical forms are computed once per synonym table)
const TIME_UNITS: [string[], number][] = [
  [["hour", "hours", "h", "hr", "hrs"], 1],
  [["minute", "minutes", "min", "mins", "m"], 1 / 60],
  [["day", "days", "d"], 24],
  [["week", "weeks", "w"], 168],
];
// keys as normalized (lower case, no - or _): end, endsat, endtime, muteuntil, pauseuntil, expiresat
const END_KEY = /^(?:end|endsat|endtime|enddate|endts|[a-z]{0,20}until|expires|expiresat|expiration|expiry)$/;
const START_KEY = /^(?:start|startsat|starttime|startdate|startts|begin|from|since)$/;
const norm = (k: string) => k.toLowerCase().replace(/[-_]/g, "");
const LABEL_KEYS = new Set(["element", "label", "button", "linktext", "link_text", "arialabel", "aria_label"]);
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
  return sessionCount(c, ctx);
}

function hoursPerUnit(units: readonly string[], syn: ReadonlyMap<string, string>): number | undefined {
  if (unitsFor !== syn) {
    unitsFor = syn;
    unitTable = new Map();
    for (const [words, h] of TIME_UNITS) for (const w of words) unitTable.set(canonical(w, syn), h);
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

/** What the call is, when the unit names it: run_pipeline is a pipeline run, a click on "Submit
 * application" an application. This call plus the earlier ones of the same tool on the same thing. */
function sessionCount(c: Limit, ctx: MatchContext): Evidence[] | undefined {
  if (c.min !== undefined || ctx.historyLength === 0) return undefined;
  const { facts } = ctx;
  // reads never count (get_pipeline, list_snapshots); what the tool starts or makes does
  if (isRead(facts)) return undefined;
  const unit = c.unitWords.find((u) => isWhatItIs(facts, u, ctx.rules.synonyms));
  if (!unit) return undefined;
  // the call reaches its limit only past max: a history shorter than max cannot (no reads)
  if (ctx.historyLength + 1 <= c.max) return undefined;
  let k = 0;
  for (const h of ctx.history()) if (h.tool === facts.tool && isWhatItIs(h, unit, ctx.rules.synonyms)) k++;
  if (k === 0 || k + 1 <= c.max) return undefined;
  return [{ rule: `limit ${c.rule}`, call: `${unit} ${k + 1} (${k} earlier ${facts.tool} call${k === 1 ? "" : "s"})`, path: "history", part: "limit" }];
}

const READ_VERBS = new Set(["get", "list", "describe", "show", "view", "search", "find", "fetch", "read", "query", "status", "inspect", "watch", "count", "lookup", "preview", "browse", "navigate"]);
function isRead(facts: CallFacts): boolean {
  return facts.toolWords.some((w) => READ_VERBS.has(w));
}

function isWhatItIs(facts: CallFacts, unit: string, syn: ReadonlyMap<string, string>): boolean {
  if (facts.addressing[0]?.words.includes(unit)) return true; // the tool name's words
  for (const v of facts.addressing) {
    const key = v.path.slice(v.path.lastIndexOf(".") + 1).toLowerCase();
    if (LABEL_KEYS.has(key) && v.raw.length <= 60 && splitWords(v.raw, 8).some((w) => canonical(w, syn) === unit)) return true;
  }
  return false;
}
