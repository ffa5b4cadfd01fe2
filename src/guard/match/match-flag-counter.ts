// A frequency or running-total limit read against a counter the caller keeps in context.flags,
// when the clause's own readers found nothing to count (match-flag-count.ts needs the key to name
// the counted thing exactly). The counter's key must say the limit's period (or, for a limit with
// no period, that it is a count so far) and may otherwise only hold words of the rule (its thing,
// its act), words of the call's act, or plain counting words:
//   "max 200 sms per day"                ~ {sms_sent_today: 200}          → this is the 201st: over
//   "max 3 notifications per hour"       ~ {sent_last_hour: 2}            → the 3rd: within
//   "restart a build at most twice"      ~ {restarts_so_far: 2}           → the 3rd restart: over
//   "total lightning spend this month max 200k sats" ~ {month_spent_sats: 195000, invoice_amount_sats: 10000}
//                                                                          → 205000 sats this month: over
// Exactly at the limit passes: the 200th sms, 180k + 20k = 200k sats.
// Never read: a counter of another period ({orders_this_week} under "per day"), of another thing
// ({refunds_today} under "orders per day"), a key carrying an id ({sends_today_inv_88}), and any call
// that is not the rule's act (a read, another tool's act).
// The counting words (a key's words that only say "how many so far", and the marks of a count with
// no period) and the coin units a running total is kept in are data: rules/guard/flag-numbers.yaml
// roles counting, count_mark and coin_units.
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import { matchFamilies } from "./match-clause.ts";
import { keyWords, type FlagNumberWords } from "../read-call/context-numbers.ts";
import { singular } from "../split-words.ts";

type Limit = Extract<Clause, { type: "limit" }>;
export type CounterPeriod = "hour" | "day" | "week" | "month";

const PERIOD_OF: Record<string, CounterPeriod> = { hour: "hour", hourly: "hour", day: "day", daily: "day", today: "day", week: "week", weekly: "week", month: "month", monthly: "month" };
const PARTICIPLE = /(?:ed|en)$/;

/** The period a rule counts over, from its words in order: "per day", "a week", "this month", "hourly", "today". */
export function rulePeriod(words: readonly string[]): CounterPeriod | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "hourly" || w === "daily" || w === "weekly" || w === "monthly" || w === "today") return PERIOD_OF[w];
    if ((w === "hour" || w === "day" || w === "week" || w === "month") && i > 0 && /^(?:per|a|an|each|every|this|one)$/.test(words[i - 1]!)) return PERIOD_OF[w];
  }
  return undefined;
}

/** "in this session", "per session", "this conversation": the rule counts the calls of the session. */
function sessionScoped(words: readonly string[], session: ReadonlySet<string>): boolean {
  for (let i = 1; i < words.length; i++) if (session.has(words[i]!) && /^(?:this|per|a|each|one|the|same|current)$/.test(words[i - 1]!)) return true;
  return false;
}

const same = (a: string, b: string) => a === b || singular(a) === singular(b) || a === `${b}s` || b === `${a}s`;
/** Whether the key word is a form of a verb or noun of `vocab` ("restarts" ~ restart, "sent" ~ send). */
function formOf(w: string, vocab: readonly string[]): boolean {
  for (const v of vocab) {
    if (v.length < 2) continue;
    if (same(w, v)) return true;
    const noun = /ions?$/.test(w) ? w.replace(/ions?$/, "") : ""; // rotations ~ rotate, submissions ~ submit (-ssion)
    if (noun.length > 2 && (noun === v || `${noun}e` === v || (noun.endsWith("ss") && noun.slice(0, -2) + "t" === v))) return true;
    if (PARTICIPLE.test(w) && w.length > 4 && (w.slice(0, -2) === v || w.slice(0, -1) === v || w.slice(0, -3) === v)) return true; // created ~ create, submitted ~ submit
  }
  return false;
}

interface Counter {
  key: string;
  value: number;
}

/** The counter flag for a limit: its key's period is the rule's (none: a so-far mark), and its other
 * words name nothing the rule and the call do not. `words`: flag-numbers.yaml (the period words of
 * hour/day/week/month, the counting and count_mark words). */
export function counterFlag(flags: Readonly<Record<string, unknown>>, period: CounterPeriod | undefined, vocab: readonly string[], words: FlagNumberWords, skip?: (key: string) => boolean): Counter | undefined {
  const periods: CounterPeriod[] = ["hour", "day", "week", "month"];
  let best: Counter | undefined;
  let n = 0;
  for (const key in flags) {
    if (++n > 60) break;
    if (skip?.(key)) continue;
    const v = flags[key];
    const value = typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(value) || value < 0) continue;
    const kw = keyWords(key);
    if (!kw.length || kw.some((w) => /\d/.test(w))) continue; // an id in the key: the count of one other thing
    const said = periods.filter((p) => kw.some((w) => words[p].has(w) || PERIOD_OF[w] === p));
    if (period ? said.length !== 1 || said[0] !== period : said.length > 0 || !kw.some((w) => words.count_mark.has(w) || words.session.has(w))) continue;
    let anchored = false;
    let foreign = false;
    for (const w of kw) {
      if (PERIOD_OF[w] || (period && words[period].has(w)) || (!period && words.session.has(w))) continue;
      if (formOf(w, vocab)) anchored = true;
      else if (!words.counting.has(w)) foreign = true;
    }
    // "sent_last_hour": only counting words beside the period — the caller's count of this kind of call
    if (foreign || (!anchored && !period)) continue;
    if (!best || value > best.value) best = { key, value };
  }
  return best;
}

/** Evidence when the counter plus this call passes the limit; undefined otherwise. */
export function matchFlagCounter(c: Limit, ctx: MatchContext): Evidence[] | undefined {
  const { facts, rules } = ctx;
  if (!ctx.flags || c.min !== undefined || !(c.sense === "frequency" || c.sense === "count" || c.sense === "attempts")) return undefined;
  // "one reminder per invoice per week": a count per thing is not what one counter of the period says
  if (c.perTarget || c.perObject) return undefined;
  const words = ctx.ruleWords ?? [];
  const said = c.countPeriod ?? c.period;
  const period = (said ? PERIOD_OF[said] : undefined) ?? rulePeriod(words);
  // a limit with neither a period nor a repeat word ("twice", "at most 3 times") bounds one call, not a count of calls
  // ("not more than 5 refunds in this session": the session is the span counted, glim25)
  if (!period && !/^(?:once|twice|thrice|\d+ times?)$/i.test(c.rule) && !words.some((w) => w === "twice" || w === "thrice" || w === "times" || w === "once") && !sessionScoped(words, rules.flagNumbers.session)) return undefined;
  // the call must be the rule's act: its families, else the counted thing named by a call that changes something
  const unit = [...(c.unitPhrase ?? c.unitWords), ...(c.countOf ? [c.countOf] : [])];
  const currency = unit.some((u) => rules.flagNumbers.currency.has(u) || rules.flagNumbers.coin_units.has(u));
  if (c.families.length) {
    if (!matchFamilies(c.families, facts, rules)) return undefined;
  } else if (!facts.mutating || !unit.some((u) => facts.allWords.has(u) || facts.actionWords.has(u))) return undefined;
  // every target group of the rule must be named by the call or be the counted thing ("restart a build": the build)
  for (const g of c.groups ?? []) if (!g.some((t) => t.names.some((n) => unit.includes(n) || facts.allWords.has(n)))) return undefined;
  const vocab = [...unit, ...c.families, ...words.filter((w) => w.length > 2 && !/^\d/.test(w))];
  if (currency) return moneyTotal(c, ctx, period, vocab);
  const counter = counterFlag(ctx.flags, period, vocab, rules.flagNumbers);
  if (!counter || !Number.isInteger(counter.value)) return undefined;
  const total = counter.value + 1;
  if (total <= c.max) return undefined;
  return [{ rule: `limit ${c.rule}${period ? ` per ${period}` : ""}`, call: `call ${total} (flags.${counter.key} = ${counter.value})`, path: `context.flags.${counter.key}`, part: "limit" }];
}

/** A running total in a unit of money: what the period holds so far (a key with the period) plus this
 * call's amount (its own number in the unit, else a flag of the amount without a period). */
function moneyTotal(c: Limit, ctx: MatchContext, period: CounterPeriod | undefined, vocab: readonly string[]): Evidence[] | undefined {
  if (!period) return undefined;
  const flags = ctx.flags!;
  const unit = c.unitPhrase ?? c.unitWords;
  const soFar = counterFlag(flags, period, [...vocab, ...unit], ctx.rules.flagNumbers);
  if (!soFar) return undefined;
  let mine = ctx.facts.numbers.find((x) => x.keyWords.some((w) => unit.includes(w)))?.value;
  let from = "call";
  if (mine === undefined) {
    for (const key in flags) {
      if (key === soFar.key || typeof flags[key] !== "number") continue;
      const kw = keyWords(key);
      if (!kw.some((w) => unit.includes(w) || unit.includes(singular(w))) || !kw.some((w) => /^(?:amount|value|total|price|cost)$/.test(w))) continue;
      if (kw.some((w) => PERIOD_OF[w] || ctx.rules.flagNumbers.so_far.has(w))) continue;
      mine = flags[key] as number;
      from = `flags.${key}`;
      break;
    }
  }
  if (mine === undefined || mine < 0) return undefined;
  const total = soFar.value + mine;
  if (total <= c.max) return undefined;
  return [{ rule: `limit ${c.rule} per ${period}`, call: `${soFar.value} (flags.${soFar.key}) + ${mine} (${from}) = ${total}`, path: `context.flags.${soFar.key}`, part: "limit" }];
}
