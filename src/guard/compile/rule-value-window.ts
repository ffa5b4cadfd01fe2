// Reads a window a time ARGUMENT of the calls must fall in (the value pin of a datetime):
//   "Book meetings only Tue-Thu, 10:00-16:00 my time (Lisbon)" → no day but Tue–Thu, nothing before 10:00 or from 16:00
//   "calls only Monday to Friday, 9am-5pm Eastern"               → the same, in America/New_York
// Outside the window on either count breaks it, so it compiles to two time clauses (a day clause and
// a clock clause: match-clause.ts checks the call's start argument, or the clock when the call has
// none and the act is not a scheduling one). Only ranges the older time reader does not read are
// taken here ("Tue-Thu", "Monday to Friday", "10:00-16:00"), so the two never read the same words.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";

type Time = Extract<Clause, { type: "time" }>;

const ONLY = /\bonly\b/i;
const DAY_TO = new Set(["to", "through", "thru", "till", "until", "-", "–"]);
const CLOCK = /^(\d{1,2})(?::(\d{2}))?\s?(am|pm)?$/i;

function clockOf(s: string): number | undefined {
  const m = CLOCK.exec(s.trim());
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const ap = m[3]?.toLowerCase();
  if (ap === "pm" && h < 12) h += 12;
  if (ap === "am" && h === 12) h = 0;
  return h > 24 || min > 59 ? undefined : h * 60 + min;
}

function dayOf(w: string, rules: GuardRules): number | undefined {
  const d = rules.days.get(w.toLowerCase());
  return d && d.length === 1 ? d[0] : undefined;
}

/** "Tue-Thu" (one token), "Monday to Friday", "Tue through Thu" → the days from the first to the last */
export function dayRange(toks: readonly RuleToken[], rules: GuardRules): { days: number[]; raw: string; at: number; end: number } | undefined {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    let a: number | undefined;
    let b: number | undefined;
    let raw = t.text;
    const parts = t.kind === "word" ? t.lower.split(/[-–]/) : [];
    if (parts.length === 2) {
      a = dayOf(parts[0]!, rules);
      b = dayOf(parts[1]!, rules);
    } else if (t.kind === "word" && DAY_TO.has(toks[i + 1]?.lower ?? "") && toks[i + 2]) {
      a = dayOf(t.lower, rules);
      b = dayOf(toks[i + 2]!.lower, rules);
      raw = `${t.text} ${toks[i + 1]!.text} ${toks[i + 2]!.text}`;
    }
    if (a === undefined || b === undefined) continue;
    const days: number[] = [];
    for (let d = a, n = 0; n < 7; d = (d + 1) % 7, n++) {
      days.push(d);
      if (d === b) break;
    }
    return { days, raw, at: i, end: parts.length === 2 ? i : i + 2 };
  }
  return undefined;
}

/** "10:00-16:00", "9am-5pm", "9am to 5pm" → [from, to) in minutes */
function clockRange(toks: readonly RuleToken[]): { from: number; to: number; raw: string } | undefined {
  for (let i = 0; i + 2 < toks.length; i++) {
    const a = toks[i]!;
    const b = toks[i + 2]!;
    if (a.kind !== "time" || b.kind !== "time" || !DAY_TO.has(toks[i + 1]!.lower)) continue;
    const from = clockOf(a.text);
    const to = clockOf(b.text);
    if (from === undefined || to === undefined || from >= to) continue;
    return { from, to, raw: `${a.text}-${b.text}` };
  }
  return undefined;
}

function zoneOf(lower: string, rules: GuardRules): string | undefined {
  for (const z of rules.zones) for (const w of z.words) if (w.length > 3 && new RegExp(`\\b${w}\\b`).test(lower)) return z.iana;
  // "09:00-17:00 CET", "9-5 (PT)": a short abbreviation only right after a clock or in brackets
  for (const z of rules.zones) for (const w of z.words) if (w.length <= 3 && /^[a-z]+$/.test(w) && new RegExp(`(?:\\d(?:am|pm)?\\s{1,3}${w}\\b|\\(${w}\\))`).test(lower)) return z.iana;
  return undefined;
}

// "account disables only outside 09:00-17:00 CET", "purges only out of office hours": the act is
// allowed outside the window and banned inside it — no inversion (the "only" and "outside" cancel)
const ONLY_OUTSIDE = /\bonly\s{1,3}(?:ever\s{1,3})?(?:outside|out\s{1,3}of|beyond)\b/i;

export function findWindowPins(sent: RuleSentence, rules: GuardRules): Time[] {
  if (!ONLY.test(sent.text) || rules.prohibitionRe.test(sent.text)) return [];
  const toks = sent.tokens;
  const days = dayRange(toks, rules);
  const clock = clockRange(toks);
  if (!days && !clock) return [];
  const { spec } = findAction(toks, rules);
  const families = spec.families.filter((f) => !rules.families.get(f)?.readOnly);
  if (!families.length) return [];
  const tz = zoneOf(sent.text.toLowerCase(), rules);
  // "Production deploys: Tue-Thu only. Previews anytime.": a named target scopes the window (the day,
  // clock and zone words name none)
  const groups = spec.groups.filter((g) => g.every((t) => t.names.length > 0 && !t.names.some((n) => rules.days.has(n) || /^\d|^(?:my|time|local|only|anytime|tue|tues|thu|thur)$/.test(n) || n.includes("/"))) && g.every((t) => !rules.zones.some((z) => z.words.some((w) => t.names.join(" ") === w || t.names.includes(w)))));
  const base = { families, groups: groups.filter((g) => g.some((t) => /^(?:prod|production|live|main|master)$/.test(t.names.join("")))), ...(tz ? { tz } : {}) };
  const out: Time[] = [];
  if (ONLY_OUTSIDE.test(sent.text)) {
    // one clause: inside the days and inside the clock (wrapping: afterMin < beforeMin reads as between)
    if (clock) out.push({ type: "time", ...base, ...(days ? { days: days.days } : {}), beforeMin: clock.to, afterMin: clock.from, rule: `not ${days ? `${days.raw}, ` : ""}${clock.raw}` });
    else if (days) out.push({ type: "time", ...base, days: days.days, rule: `not ${days.raw}` });
    return out;
  }
  if (days) out.push({ type: "time", ...base, days: [0, 1, 2, 3, 4, 5, 6].filter((d) => !days.days.includes(d)), rule: `only ${days.raw}` });
  // before the start or from the end (match-clause.ts reads afterMin > beforeMin as outside the window)
  if (clock) out.push({ type: "time", ...base, beforeMin: clock.from, afterMin: clock.to, rule: `only ${clock.raw}` });
  return out;
}
