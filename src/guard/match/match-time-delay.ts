// A call that acts later than now: {delay: "30m"}, {delay_seconds: 1800}, {countdown: 600},
// {defer_minutes: 45}. A time rule about when a thing goes out ("nothing to the pager topic between
// 23:00 and 07:00") is about when it arrives: the clock it checks is now plus the delay
// (match-clause.ts matchTime, only where the call states no date or time of its own).
// Plain string code, no regex over user values beyond one anchored duration form.
import type { CallFacts } from "../read-call/call-facts.ts";

// the words of a key that says "wait this long first"
const DELAY_WORDS = new Set(["delay", "countdown", "defer", "deferral", "postpone", "wait"]);
// words a delay key may carry besides: whose delay, and its unit
const AROUND_WORDS = new Set(["send", "delivery", "deliver", "publish", "post", "notification", "message", "by", "in", "for", "before", "start"]);
const UNIT_MS: Record<string, number> = {
  ms: 1, millis: 1, milliseconds: 1, millisecond: 1,
  s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000,
  m: 60000, min: 60000, mins: 60000, minute: 60000, minutes: 60000,
  h: 3600000, hr: 3600000, hrs: 3600000, hour: 3600000, hours: 3600000,
  d: 86400000, day: 86400000, days: 86400000,
};
const DURATION = /^(\d{1,6}(?:\.\d{1,3})?)\s?([a-z]{1,12})$/;
const MAX_MS = 7 * 86400000;

/** The words of a key: "delay_seconds" → [delay, seconds], "sendDelayMs" → [send, delay, ms]. */
function keyWords(key: string): string[] {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // a key read lower-cased ("delayseconds" of DelaySeconds): the delay word and its unit run together
  if (words.length === 1)
    for (const d of DELAY_WORDS)
      if (words[0]!.startsWith(d) && words[0] !== d && UNIT_MS[words[0]!.slice(d.length)] !== undefined) return [d, words[0]!.slice(d.length)];
  return words;
}

/** The unit a delay key names (delay_seconds → 1000 ms), undefined when it names none; null when
 *  the key is no delay key. */
function delayKey(key: string): number | undefined | null {
  const words = keyWords(key);
  if (words.length > 4 || !words.some((w) => DELAY_WORDS.has(w))) return null;
  let unit: number | undefined;
  for (const w of words) {
    if (DELAY_WORDS.has(w) || AROUND_WORDS.has(w)) continue;
    if (UNIT_MS[w] !== undefined) unit = UNIT_MS[w];
    else return null; // "delay_policy", "retry_delay_max": something else
  }
  return unit;
}

/** How long after now the call acts, in ms (0 when it states no delay). */
export function callDelayMs(facts: CallFacts): number {
  let best = 0;
  for (const [key, values] of facts.keyValues) {
    const unit = delayKey(key);
    if (unit === null) continue;
    for (const raw of values.slice(0, 3)) {
      const m = DURATION.exec(raw.trim().toLowerCase());
      if (!m) continue;
      const u = UNIT_MS[m[2]!];
      if (u === undefined) continue;
      best = Math.max(best, Number(m[1]) * u);
    }
  }
  for (const n of facts.numbers) {
    const key = n.path.slice(n.path.lastIndexOf(".") + 1);
    const unit = delayKey(key);
    if (unit === null || !Number.isFinite(n.value) || n.value <= 0) continue;
    // a bare number: seconds (ntfy, Celery countdown, SQS DelaySeconds, Pushover…)
    best = Math.max(best, n.value * (unit ?? 1000));
  }
  return best > MAX_MS ? 0 : best;
}
