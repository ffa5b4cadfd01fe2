// How old the rule's object may be, or how soon it may end (match-age-bound.ts checks it against
// the ages and times left the caller states in context.flags, context-numbers.ts):
//   "Never refund a payment older than 180 days"               → older 180 d: a ban on older ones
//   "don't edit time entries older than this week"             → older than the start of this week
//   "never send money to a recipient added in the last 24h"    → newer 24 h: a ban on newer ones
//   "ask me before bidding on anything ending in the next hour" → ends within 1 h
//   "index deletion in graylog only for indices older than 90 days" → only: a ban on those NOT older
// The words that say it are taken out of the sentence (they name no act or target of the call);
// `spans` give their characters. Bounded regexes on one sentence, compile time only.

export interface AgeBound {
  op: "older" | "newer" | "ends-within";
  ms?: number; // the length written ("180 days"); absent when `since` is
  since?: "day" | "week" | "month" | "year"; // "older than this week": before the period's start
  only?: true; // the rule allows only objects on the bound's side: the ban is on the others
  rule: string; // "older than 180 days"
}

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
const NUM = String.raw`(\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|sixty|ninety)`;
const UNIT = String.raw`(minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|wks?|months?|years?|yrs?)`;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, sixty: 60, ninety: 90 };

// "older than 180 days", "older than this week", "more than 2 weeks old"
const OLDER = new RegExp(String.raw`\bolder than\s(?:${NUM}\s?${UNIT}\b|(?:this|the current)\s(day|week|month|year)\b|(today)\b)|\b(?:more than|over)\s${NUM}\s?${UNIT}\sold\b`, "i");
// "added in the last 24h", "created within the past 7 days", "newer than 3 days", "less than a week old"
const NEWER = new RegExp(String.raw`\b(?:added|created|made|opened|registered|set up|onboarded|new)\s(?:in|within|during)\s(?:the\s)?(?:last|past)\s(?:${NUM}\s?)?${UNIT}\b|\b(?:newer|younger) than\s${NUM}\s?${UNIT}\b|\bless than\s${NUM}\s?${UNIT}\sold\b`, "i");
// "ending in the next hour", "that closes within 30 minutes", "expiring in the next 2 days"
const ENDS = new RegExp(String.raw`\b(?:ending|ends|end|closing|closes|close|expiring|expires|expire|finishing|finishes)\s(?:in|within)\s(?:the\s)?(?:next\s)?(?:${NUM}\s?)?${UNIT}\b`, "i");

function unitMs(u: string): number {
  const x = u.toLowerCase();
  if (x.startsWith("min")) return MIN;
  if (x.startsWith("h")) return H;
  if (x.startsWith("d")) return D;
  if (x.startsWith("w")) return 7 * D;
  if (x.startsWith("mo")) return 30 * D;
  return 365 * D;
}
const count = (n: string | undefined) => (n === undefined ? 1 : WORDS[n.toLowerCase()] ?? Number(n));

/** The age bound a sentence states and the characters that state it, or undefined. */
export function findAgeBound(text: string): { bound: AgeBound; spans: [number, number][] } | undefined {
  if (text.length > 400) return undefined;
  let m = OLDER.exec(text);
  if (m) {
    const rule = m[0];
    const bound: AgeBound = m[1] !== undefined
      ? { op: "older", ms: count(m[1]) * unitMs(m[2]!), rule }
      : m[3] !== undefined
        ? { op: "older", since: m[3].toLowerCase() as AgeBound["since"], rule }
        : m[4] !== undefined
          ? { op: "older", since: "day", rule }
          : { op: "older", ms: count(m[5]) * unitMs(m[6]!), rule };
    return withOnly(text, bound, [m.index, m.index + m[0].length]);
  }
  m = NEWER.exec(text);
  if (m) {
    const n = m[1] !== undefined || m[2] !== undefined ? [m[1], m[2]] : m[3] !== undefined ? [m[3], m[4]] : [m[5], m[6]];
    return withOnly(text, { op: "newer", ms: count(n[0]) * unitMs(n[1]!), rule: m[0] }, [m.index, m.index + m[0].length]);
  }
  m = ENDS.exec(text);
  if (m) return withOnly(text, { op: "ends-within", ms: count(m[1]) * unitMs(m[2]!), rule: m[0] }, [m.index, m.index + m[0].length]);
  return undefined;
}

// "… only for indices older than 90 days", "only delete backups older than a month": the "only"
// says which objects are allowed; it goes too (the words between stay: they name the object)
const ONLY = /\bonly\b/gi;
function withOnly(text: string, bound: AgeBound, span: [number, number]): { bound: AgeBound; spans: [number, number][] } {
  let at = -1;
  ONLY.lastIndex = 0;
  for (let m = ONLY.exec(text); m && m.index < span[0]; m = ONLY.exec(text)) at = m.index;
  if (at < 0 || span[0] - at > 60) return { bound, spans: [span] };
  return { bound: { ...bound, only: true }, spans: [[at, at + 4], span] };
}
