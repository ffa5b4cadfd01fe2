// Whether a day falls in a rule's date window (rule-date-window.ts). The rule gives no year: each
// end is the occurrence nearest the day checked ("until Dec 1" read on Nov 29 is this Dec 1; read
// on Dec 5 it is the Dec 1 just gone, so the window is over), and an end before its start is in
// the next year ("Dec 20 – Jan 2").
import type { DateWindow } from "../compile/rule-date-window.ts";

const DAY = 86_400_000;
function nearest(m: number, d: number, at: number): number {
  const y = new Date(at).getUTCFullYear();
  let best = Date.UTC(y, m - 1, d);
  for (const yy of [y - 1, y + 1]) {
    const t = Date.UTC(yy, m - 1, d);
    if (Math.abs(t - at) < Math.abs(best - at)) best = t;
  }
  return best;
}

/** day: midnight UTC of the calendar day checked (in the rule's zone). */
export function inDateWindow(w: DateWindow, day: number): boolean {
  const from = w.from ? nearest(w.from[0], w.from[1], day) : undefined;
  let until: number | undefined;
  if (w.until) {
    if (from !== undefined) {
      const y = new Date(from).getUTCFullYear();
      until = Date.UTC(y, w.until[0] - 1, w.until[1]);
      if (until < from) until = Date.UTC(y + 1, w.until[0] - 1, w.until[1]);
    } else until = nearest(w.until[0], w.until[1], day);
    if (w.untilIncluded) until += DAY;
  }
  return (from === undefined || day >= from) && (until === undefined || day < until);
}

/** The calendar day of an ISO date or datetime as written ("2026-12-04T08:00:00Z" → Dec 4). */
export function dayOfStamp(iso: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) : undefined;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Midnight UTC of the calendar day `d` falls on in zone `tz` (UTC when none). */
export function zonedDay(d: Date, tz: string | undefined): number {
  if (!tz) return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  let f = dayFormats.get(tz);
  if (!f) dayFormats.set(tz, (f = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" })));
  return dayOfStamp(f.format(d)) ?? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** A stamp a full day or more before now ("2026-10-01" read on Dec 1). */
export function pastStamp(iso: string, now: Date): boolean {
  const day = dayOfStamp(iso);
  return day !== undefined && day < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY;
}
