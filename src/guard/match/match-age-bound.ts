// Whether the call's object is on the banned side of a rule's age bound (rule-age-bound.ts), by the
// ages and times left the caller states in context.flags (context-numbers.ts):
//   "Never refund a payment older than 180 days"   ~ {payment_date: "2026-03-02"}, now 2026-12-01 → 274 d: breaks
//   "never send money to a recipient added in the last 24h" ~ {recipient_14900777_created_hours_ago: 3} → breaks
//   "ask me before bidding on anything ending in the next hour" ~ {item_ends_in_minutes: 2880} → holds
// With no such flag the age is unknown and the ban is not matched (the words alone say nothing of
// the call). Several flags of the kind: the one whose key the rule names, else none.
import type { AgeBound } from "../compile/rule-age-bound.ts";
import type { ActionSpec, TargetSpec } from "../compile/compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import { flagNumbers, keyWords, type FlagTime } from "../read-call/context-numbers.ts";

const DAY = 86_400_000;

/** Evidence when the object's age breaks the bound (and the words of the flag's key that said it);
 * undefined when it keeps it or is unknown. */
export function ageEvidence(b: AgeBound, ctx: MatchContext): { evidence: Evidence; keyWords?: readonly string[] } | undefined {
  if (!ctx.flags) return undefined;
  const { times } = flagNumbers(ctx.flags, ctx.facts, ctx.rules.flagNumbers, ctx.now);
  const kind = times.filter((t) => (b.op === "ends-within" ? t.leftMs !== undefined : t.ageMs !== undefined));
  const t = pick(kind, ctx.ruleWords ?? [], ctx);
  if (!t) {
    const stated = statedByFlag(b, ctx.flags);
    return stated && { evidence: stated };
  }
  let breaks: boolean;
  if (b.op === "ends-within") breaks = t.leftMs! <= b.ms!;
  else if (b.op === "newer") breaks = t.ageMs! < b.ms!;
  else if (b.since) breaks = ctx.now.getTime() - t.ageMs! < periodStart(b.since, ctx.now);
  else breaks = t.ageMs! > b.ms!;
  if (b.only) breaks = !breaks;
  if (!breaks) return undefined;
  return { evidence: { rule: `${b.only ? "only " : ""}${b.rule}`, call: `${t.shown} (${describe(t)})`, path: `context.flags.${t.key}`, part: "age" }, keyWords: t.words };
}

/** The clause without the target groups the age flag's key names: {payee_…_created_hours_ago} is
 * about the payee, so a ban on paying "a payee created in the last 2 days" needs no payee named. */
export function ofFlaggedObject<C extends ActionSpec>(c: C, keyWords: readonly string[]): C {
  const named = (g: TargetSpec[]) => g.length > 0 && g.every((t) => t.names.length > 0 && !t.literal && t.names.every((n) => keyWords.includes(n) || keyWords.includes(`${n}s`)));
  return c.groups.some(named) ? { ...c, groups: c.groups.filter((g) => !named(g)) } : c;
}

function pick(kind: FlagTime[], ruleWords: readonly string[], ctx: MatchContext): FlagTime | undefined {
  if (kind.length <= 1) return kind[0];
  const roleWords = ctx.rules.flagNumbers;
  const named = kind.filter((t) => t.words.some((w) => !roleWords.date.has(w) && !roleWords.ends.has(w) && ruleWords.includes(w.replace(/s$/, ""))));
  return named.length === 1 ? named[0] : undefined;
}

/** Midnight UTC starting the period `now` is in (weeks start on Monday). */
function periodStart(p: NonNullable<AgeBound["since"]>, now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (p === "day") return day;
  if (p === "week") return day - ((now.getUTCDay() + 6) % 7) * DAY;
  if (p === "month") return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return Date.UTC(now.getUTCFullYear(), 0, 1);
}

function describe(t: FlagTime): string {
  const ms = t.ageMs ?? t.leftMs!;
  const abs = Math.abs(ms);
  const text = abs >= 2 * DAY ? `${Math.round(abs / DAY)} days` : abs >= 2 * 3_600_000 ? `${Math.round(abs / 3_600_000)} hours` : `${Math.round(abs / 60_000)} minutes`;
  return t.ageMs !== undefined ? `${text} old` : ms >= 0 ? `ends in ${text}` : `ended ${text} ago`;
}

/** A true/false flag that states the bound itself: {order_older_than_90_days: true} beside "No refunds
 * on orders older than 90 days" (every word of the bound is a word of the key). */
function statedByFlag(b: AgeBound, flags: Readonly<Record<string, unknown>>): Evidence | undefined {
  const words = keyWords(b.rule);
  if (!words.length) return undefined;
  for (const key in flags) {
    const v = flags[key];
    if (typeof v !== "boolean") continue;
    const kw = keyWords(key);
    if (!words.every((w) => kw.includes(w))) continue;
    if (v === !!b.only) return undefined; // the flag says the object keeps the bound
    return { rule: `${b.only ? "only " : ""}${b.rule}`, call: `${key} = ${v}`, path: `context.flags.${key}`, part: "age" };
  }
  return undefined;
}
