// Helpers of the time reader (rule-clauses.ts findTime) for how people write WHEN:
//   "no releases Monday through Thursday"      → every day of the range, not its two ends
//   "Never book calls after 6pm or on Saturdays" → the day OR the clock breaks it (anyOf)
//   "nothing on Tuesdays (gym day)"              → the aside names no act
//   "…, any other time is fine", "…, the baby sleeps" → an allowance or a reason names no target
//   "Saturdays are no-deploy days"               → the hyphenated no-X is the act
//   "no price edits during the holiday sale"     → the "during" phrase says when, names no target
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { readRuleText } from "./rule-text.ts";
import { reasonClause } from "./rule-target-aside.ts";

// after a comma: what the rule allows outside its window, not what it bans
const ALLOWANCE = /^(?:outside|otherwise|other times?|any ?time|any other|else|after that|before that|go ahead)\b|\b(?:is|are) (?:fine|ok|okay|allowed)\b|\bgo ahead\b/i;

const RANGE_WORD = /^(?:-|–|to|through|thru|till|until)$/;
// the words that end a "during …" phrase: the clause goes on ("during the freeze unless I say so")
const duringEnds = (w: string) => /^(?:unless|except|without|and|or|but|if|when|while|then|on|in|to|for|at|from|into)$/.test(w);
/** The tokens that can name the act and its target: no parenthesised aside, nothing after a comma
 * that opens an allowance or a reason. */
export function actTokens(toksIn: readonly RuleToken[], days: ReadonlyMap<string, number[]>): RuleToken[] {
  const toks = dropStatements(toksIn);
  const out: RuleToken[] = [];
  let depth = 0;
  const isDay = (t: RuleToken | undefined) => !!t && t.lower.split(/[-–]/).every((p) => days.has(p));
  let during = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // "during the Black Friday sale (…)", "during the migration, …": the phrase names when, not what
    if (t.lower === "during") {
      during = true;
      continue;
    }
    if (during && (t.kind === "punct" || duringEnds(t.lower))) during = false;
    if (during) continue;
    // "Monday through Thursday", "Mon-Wed": the days say when, they name nothing the call carries
    if (isDay(t) || (RANGE_WORD.test(t.lower) && isDay(toks[i - 1]) && isDay(toks[i + 1]))) continue;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && t.text === "," && out.length) {
      const rest = toks.slice(i + 1);
      const restText = rest.map((x) => x.text).join(" ");
      if (rest.length && (ALLOWANCE.test(restText) || reasonClause(rest))) break;
      out.push(t);
    } else if (depth === 0) out.push(t);
  }
  return out;
}

const BAN_WORD = /^(?:no|never|nothing|don't|dont|do|not|avoid|stop|nobody|none|can't|cannot|mustn't|shouldn't|only|keep|free)$/;
const COPULA = /^(?:is|are|'s|was|were|be)$/;
const CONDITION = /^(?:if|when|whenever|unless|while|once|until|except|after|before|during)$/;
const SEPARATOR = /^(?:—|–|-|:|;|,)$/;
/** Drops a statement that bans nothing from a time rule's act words, when another part bans:
 *   "kids are asleep after 20:00 — no playback on the speaker" → "no playback on the speaker"
 *   "Mornings before 10 are for deep work — don't move anything there" → "don't move anything there"
 *   "Weekends are family time: nothing work-related on calendars"     → "nothing work-related …"
 *   "prod-eu nodes: cordon is fine, but no drains …"                  → "prod-eu nodes: but no drains …"
 * A part is a statement when it has a verb "is/are" (before a dash: any finite verb) and no ban word; a heading ("prod-eu nodes:")
 * or a condition ("if the build is red, …") stays. (The clocks and days are read from every token.) */
export function dropStatements(toks: readonly RuleToken[]): readonly RuleToken[] {
  const parts: [number, number][] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && t.kind === "punct" && SEPARATOR.test(t.text)) {
      parts.push([from, i]);
      from = i + 1;
    }
  }
  if (!parts.length) return toks;
  parts.push([from, toks.length]);
  const bans = (a: number, b: number) => {
    for (let i = a; i < b; i++) if (BAN_WORD.test(toks[i]!.lower)) return true;
    return false;
  };
  const drop: boolean[] = parts.map(([a, b]) => {
    if (b - a < 2 || bans(a, b) || CONDITION.test(toks[a]!.lower)) return false;
    // before a dash or a semicolon any finite verb makes a statement ("the baby sleeps after 19:30 -");
    // before a colon or a comma only "is/are" ("Weekends are family time:"; "Prod deploys:" is a heading)
    const dash = b < toks.length && /^(?:—|–|-|;)$/.test(toks[b]!.text);
    for (let i = a; i < b; i++) {
      const t = toks[i]!;
      if (COPULA.test(t.lower) || (dash && t.tags.has("Verb") && (t.tags.has("PresentTense") || t.tags.has("PastTense")) && !t.tags.has("Infinitive"))) return true;
    }
    return false;
  });
  // only a statement BEFORE a part that bans: what follows the ban is the comma reader's (reasons, allowances)
  let banAfter = false;
  for (let k = parts.length - 1; k >= 0; k--) {
    const banned = bans(parts[k]![0], parts[k]![1]);
    if (!banAfter) drop[k] = false;
    if (banned) banAfter = true;
  }
  if (!drop.some(Boolean)) return toks;
  const out: RuleToken[] = [];
  for (let k = 0; k < parts.length; k++) {
    if (drop[k]) continue;
    const [a, b] = parts[k]!;
    for (let i = a; i < b; i++) out.push(toks[i]!);
    if (b < toks.length && k + 1 < parts.length && !drop[k + 1]) out.push(toks[b]!);
  }
  return out;
}

/** "after 6pm or on Saturdays": an "or" between the clock word and the day word (not "and"). */
export function dayOrClock(toks: readonly RuleToken[], dayAt: number, clockAt: number): boolean {
  if (dayAt < 0 || clockAt < 0) return false;
  const [a, b] = dayAt < clockAt ? [dayAt, clockAt] : [clockAt, dayAt];
  let or = false;
  for (let i = a + 1; i < b; i++) {
    const w = toks[i]!.lower;
    if (w === "and" || w === "&") return false;
    if (w === "or" || w === "nor") or = true;
  }
  return or;
}

const NO_HYPHEN = /\bno-(?=[a-z])/gi;
/** "no-deploy days" → "no deploy days", read again so the act is a word of its own (compile time only). */
export function splitNoHyphen(sent: RuleSentence): RuleSentence {
  if (!NO_HYPHEN.test(sent.text)) return sent;
  NO_HYPHEN.lastIndex = 0;
  const again = readRuleText(sent.text.replace(NO_HYPHEN, "no "));
  return again.length === 1 ? again[0]! : sent;
}

/** A short day name ("Sun", "Wed", "Mon", "Sat" are words too) counts next to a clock or a range. */
export function shortDayCounts(toks: readonly RuleToken[], i: number): boolean {
  const next = toks[i + 1];
  const prev = toks[i - 1];
  return !!next && (next.kind === "time" || next.kind === "number" || /^(?:-|–|to|through|thru)$/.test(next.lower)) || (!!prev && /^(?:-|–|to|through|thru|on|every)$/.test(prev.lower));
}

