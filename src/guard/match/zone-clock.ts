// One clock formatter per IANA zone, made once and shared by the time-window matchers (match-clause.ts)
// and the zone a flag holds (match-flag-zone.ts). Only zones the runtime knows are kept, so the cache is
// bounded by the zone database however many zone names callers send.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's weekday/hour/minute formatter, or undefined for a zone the runtime does not know. */
export function zoneFormat(tz: string): Intl.DateTimeFormat | undefined {
  let f = formats.get(tz);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat("en-US", { timeZone: tz, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  } catch {
    return undefined;
  }
  formats.set(tz, f);
  return f;
}
