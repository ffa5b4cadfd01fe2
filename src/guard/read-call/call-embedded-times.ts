// Times a call states inside a longer string (call-facts.ts adds them to the call's datetimes):
//   curl -d '{"start": "2026-12-05T10:00:00Z", …}'       → start = 2026-12-05T10:00:00Z (a JSON body in a command)
//   config_id "rgs://resy/834/…/2026-12-04/19:30:00/2/…"  → config_id = 2026-12-04T19:30:00 (a date and a clock
//                                                            as segments of an id or a path)
// The value's own key names the JSON time; the id's key names the segment one. At most a few per string;
// the patterns are bounded (no nested quantifier), one pass each.
import type { CallFacts } from "./call-facts.ts";

const JSON_TIME = /"([A-Za-z_][\w-]{0,40})"\s{0,3}:\s{0,3}"(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?)"/g;
const SEGMENT_TIME = /(?:^|[/|:_])(\d{4}-\d{2}-\d{2})[/_|](\d{2}:\d{2}(?::\d{2})?)(?=$|[/|_\s])/g;
const MAX = 4;

/** Adds the times found inside the string v (not itself a datetime) at path. */
export function embeddedTimes(v: string, path: string, key: string, out: CallFacts["datetimes"]): void {
  if (v.length < 16 || v.length > 20_000 || !/\d{4}-\d{2}-\d{2}/.test(v)) return;
  let n = 0;
  if (v.includes('"')) {
    JSON_TIME.lastIndex = 0;
    for (let m = JSON_TIME.exec(v); m && n < MAX; m = JSON_TIME.exec(v)) {
      out.push({ path: `${path} (${m[1]})`, key: m[1]!, value: m[2]! });
      n++;
    }
  }
  if (n) return;
  SEGMENT_TIME.lastIndex = 0;
  for (let m = SEGMENT_TIME.exec(v); m && n < MAX; m = SEGMENT_TIME.exec(v)) {
    out.push({ path, key, value: `${m[1]}T${m[2]!.length === 5 ? `${m[2]}:00` : m[2]}` });
    n++;
  }
}
