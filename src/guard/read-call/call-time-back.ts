// How far back in time a call reads when it states its range relative to now: the span a "max 24h
// time range" / "only the last 7 days" / "1h window" limit bounds (call-quantity.ts adds it as a
// duration, in every unit):
//   values   {earliest_time: "-7d", latest_time: "now"}, {gte: "now-7d/d"}, {from: "now-12h"},
//            {since: "3 days ago"} — under a key that says where the range starts
//   flags    logcli --since=12h, kubectl logs --since 2h, journalctl --since "2 days ago",
//            --from=-7d, --lookback 30m
//   text     SQL / ES|QL / KQL / SPL in a query string or a command:
//            NOW() - INTERVAL 7 DAY, DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY),
//            TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 48 HOUR), @timestamp > NOW() - 7 days,
//            now() - interval '3 days', ago(7d), earliest=-7d
// A start written as a date is call-quantity.ts's (ranges); a bare number is never a time here.
import type { Leaf } from "./walk-args.ts";
import type { CommandSegment } from "./command-line.ts";

export interface TimeBack {
  path: string;
  hours: number;
}

// the unit of a relative offset, in hours (first letters: "mon" before "m")
function unitHours(u: string): number | undefined {
  const w = u.toLowerCase();
  if (/^(?:s|sec|secs|second|seconds)$/.test(w)) return 1 / 3600;
  if (/^(?:m|min|mins|minute|minutes)$/.test(w)) return 1 / 60;
  if (/^(?:h|hr|hrs|hour|hours)$/.test(w)) return 1;
  if (/^(?:d|day|days)$/.test(w)) return 24;
  if (/^(?:w|wk|wks|week|weeks)$/.test(w)) return 168;
  if (/^(?:mon|month|months|mo)$/.test(w)) return 730;
  if (/^(?:y|yr|year|years)$/.test(w)) return 8760;
  return undefined;
}

// a start key: earliest_time, from, since, start, gte, gt, after, lookback, last
const START_KEY = /^(?:earliest(?:_?time)?|from|since|start(?:_?time)?|time_?from|gte?|after|lookback(?:_?window)?|last|relative_?time|time_?range|range)$/i;
// "-7d", "-24h@h", "now-7d", "now-7d/d", "now - 12h"
const RELATIVE = /^(?:now\s?)?-\s?(\d{1,5})\s?(mon|[smhdwy])(?:@[a-z]{1,3}|\/[a-z]{1,3})?$/i;
// "12h", "30m", "7d" under a start key: that long back
const BARE = /^(\d{1,5})\s?(mon|[smhdwy])$/i;
// "3 days ago", "2 hours ago", "-2 days"
const AGO = /^-?\s?(\d{1,5})\s?(minutes?|mins?|hours?|hrs?|days?|weeks?|months?)(?:\s+ago)?$/i;

function valueBack(v: string, startKey: boolean): number | undefined {
  const t = v.trim();
  if (t.length > 24) return undefined;
  let m = RELATIVE.exec(t);
  if (m && (startKey || /^now/i.test(t))) return Number(m[1]) * unitHours(m[2]!)!;
  if (!startKey) return undefined;
  m = BARE.exec(t) ?? AGO.exec(t);
  const u = m ? unitHours(singularUnit(m[2]!)) : undefined;
  return u === undefined ? undefined : Number(m![1]) * u;
}

// the end of a range, when it is also relative: {latest_time: "-1d"} shortens the span
const END_KEY = /^(?:latest(?:_?time)?|to|until|end(?:_?time)?|time_?to|lte?|before)$/i;

// in query text: a subtraction from now, an ago(), an inline earliest=
const NOW_WORD = "(?:now|current_date|current_timestamp|curdate|sysdate|getdate|systimestamp|localtimestamp|current_datetime|today)";
const TEXT_BACK = new RegExp(
  [
    // NOW() - INTERVAL 7 DAY, now() - interval '3 days', NOW() - 7 days, CURRENT_DATE - INTERVAL '30' DAY
    `\\b${NOW_WORD}\\s?(?:\\(\\s?\\))?\\s{0,3}-\\s{0,3}(?:interval\\s{0,3})?'?(\\d{1,5})\\s?'?\\s?(minutes?|hours?|days?|weeks?|months?|[hdm])\\b`,
    // DATE_SUB(CURDATE(), INTERVAL 30 DAY), TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 48 HOUR)
    `\\b(?:date|timestamp|datetime|time)_?sub\\s?\\(\\s?${NOW_WORD}\\s?(?:\\(\\s?\\))?\\s?,\\s{0,3}interval\\s{1,3}'?(\\d{1,5})'?\\s{1,3}(minutes?|hours?|days?|weeks?|months?)\\b`,
    // KQL ago(7d), SPL earliest=-7d, ES now-7d
    `\\bago\\s?\\(\\s?(\\d{1,5})\\s?(mon|[smhdw])\\s?\\)`,
    `\\bearliest\\s?=\\s?"?-(\\d{1,5})(mon|[smhdwy])\\b`,
    `\\bnow-(\\d{1,5})(mon|[smhdwy])\\b`,
  ].join("|"),
  "gi",
);
const TEXT_HINT = /now|current_|curdate|sysdate|getdate|ago\s?\(|earliest|today/i;

export function timeBack(leaves: readonly Leaf[], commands: readonly CommandSegment[]): TimeBack[] {
  const out: TimeBack[] = [];
  // values: a start key with a relative value; an end key's relative value is taken off
  let endBack = 0;
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length > 24) continue;
    if (END_KEY.test(l.key.replace(/[-]/g, "_"))) {
      const e = valueBack(l.value, true);
      if (e !== undefined) endBack = Math.max(endBack, e);
    }
  }
  for (const l of leaves) {
    if (typeof l.value !== "string" || out.length >= 4) continue;
    if (l.value.length <= 24) {
      const h = valueBack(l.value, START_KEY.test(l.key.replace(/-/g, "_")));
      if (h !== undefined && h - endBack > 0) out.push({ path: `args.${l.path} "${l.value}"`, hours: h - endBack });
    }
  }
  for (const seg of commands)
    for (const fv of seg.flagValues) {
      if (out.length >= 6) break;
      const h = valueBack(fv.value, START_KEY.test(fv.flag.replace(/^-+/, "").replace(/-/g, "_")));
      if (h !== undefined && h > 0) out.push({ path: `args.command ${fv.flag}=${fv.value}`, hours: h });
    }
  // text: a query string, a command line (each string leaf once, the longest offset it states)
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length < 8 || l.value.length > 20000 || out.length >= 8 || !TEXT_HINT.test(l.value)) continue;
    let best = 0;
    let n = 0;
    TEXT_BACK.lastIndex = 0;
    for (let m = TEXT_BACK.exec(l.value); m && n < 20; m = TEXT_BACK.exec(l.value), n++) {
      let k = 1;
      while (k < m.length && m[k] === undefined) k++;
      const u = unitHours(singularUnit(m[k + 1] ?? ""));
      if (u !== undefined) best = Math.max(best, Number(m[k]) * u);
    }
    if (best > 0) out.push({ path: `args.${l.path} (from now back)`, hours: best });
  }
  return out;
}

function singularUnit(u: string): string {
  return u.length > 2 && /s$/i.test(u) ? u.slice(0, -1) : u;
}
