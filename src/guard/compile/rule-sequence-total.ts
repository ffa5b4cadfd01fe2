// A count limit over a period or the session is a TOTAL: "max 3 job applications per day",
// "crypto: max 0.05 ETH out per day", "no more than 3 pipeline runs in this task". The quantity
// is summed over the matching earlier calls of history plus the call (match-history-total.ts).
// "max 3 files per commit", "1000 rows per statement": per one call, no total.
import type { RuleToken } from "./rule-text.ts";
import type { ActionSpec } from "./compiled-entry.ts";
import { singular } from "../split-words.ts";

const PERIOD =
  /\b(?:per|a|an|each|every)\s+(day|hour|week|month|session|task|conversation|chat|pr|pull request|branch|sprint)\b|\b(daily|hourly|weekly|monthly|today|in total|altogether|combined)\b|\b(?:in|during|for|over|across)\s+(?:this|the|one|a|the whole|the entire)\s+(task|session|conversation|chat|run|job|pr|pull request)\b/i;
// words of the unit phrase that say nothing of what is counted ("3 new VMs", "2 more runs")
const FILLER = new Set(["new", "more", "additional", "extra", "total", "of", "the", "my", "your", "our", "out", "in", "outgoing", "sent", "run", "runs", "time", "times", "call", "calls", "request", "requests"]);

/** The period a count limit totals over, or undefined for a per-call limit. */
export function totalPeriod(text: string): string | undefined {
  const m = PERIOD.exec(text);
  return m ? (m[1] ?? m[2] ?? m[3])!.toLowerCase() : undefined;
}

/** The words that say what is counted: "3 job applications per day" → job, application. */
export function totalUnit(toks: readonly RuleToken[], numberAt: number): string[] {
  const out: string[] = [];
  for (let j = numberAt + 1; j < toks.length && j < numberAt + 5; j++) {
    const t = toks[j]!;
    if (t.kind !== "word" || /^(?:per|a|an|each|every|in|on|at|for|from|to|a day|daily|than)$/.test(t.lower)) break;
    const w = singular(t.lower);
    if (!FILLER.has(w)) out.push(w);
  }
  return out.slice(0, 4);
}

const PERIOD_WORDS = new Set(["day", "hour", "week", "month", "session", "task", "conversation", "chat", "sprint", "today", "total"]);
const LABEL = /^\s*([a-z][a-z0-9.-]{1,24})\s*:\s/i;
/** The target groups of a total without its period and its leading label. */
export function totalGroups(text: string, groups: ActionSpec["groups"]): ActionSpec["groups"] {
  const label = LABEL.exec(text)?.[1]?.toLowerCase();
  return groups.filter((g) => !g.every((t) => t.names.length > 0 && t.names.every((n) => PERIOD_WORDS.has(n) || n === label)));
}
