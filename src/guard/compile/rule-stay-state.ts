// Rules that say a thing must STAY in a state, read as a ban on the acts that end the state. The
// compiler reads imperatives; these name no act at all, so the clause is rewritten as the ban it
// means and re-read (as rule-act-predicate.ts does for "X is banned"):
//   "the celery-beat program must stay running"   → "never stop, kill or delete the celery-beat program"
//   "keep the metrics exporter up on web-2"       → "never stop, kill or delete the metrics exporter on web-2"
//   "the v1 handlers remain untouched"            → "never modify or delete the v1 handlers"
//   "pricing-* variations are frozen until Jan 1" → "never modify or delete pricing-* variations until Jan 1"
// The states and the acts that break each are data (rules/guard/stay-states.yaml). A switch that
// stays on or off is a setting pin (rule-value-stays.ts) and is not listed there. The patterns are
// anchored on one clause, with bounded lazy spans between literal words: linear.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { escapeRegexLoose as escape } from "../../rules/regex-text.ts";
import type { GuardRules } from "../guard-rules.ts";
import { readRuleText, type RuleSentence } from "./rule-text.ts";

const FILE = "guard/stay-states.yaml";
const State = z
  .object({
    ...entryBase,
    words: z.array(z.string().min(1).max(40)).min(1).max(60),
    // the state also reads after a bare is/are ("the ledger is frozen"), not only after stay/remain/keep
    copula: z.boolean().optional(),
    breaks: z.string().min(1).max(120),
  })
  .strict();
const StatesFile = z.object({ states: z.array(State).min(1) }).strict();

export interface StayStateRules {
  stays: RegExp; // "<thing> (must) stay(s) <state> <rest>"
  keep: RegExp; // "keep <thing> <state> <rest>"
  copula: RegExp | undefined; // "<thing> is/are <state> <rest>"
  breaks: ReadonlyMap<string, string>; // state word → the acts that end it
}

const alt = (ws: readonly string[]) => [...new Set(ws)].sort((a, b) => b.length - a.length).map(escape).join("|");
const MODAL = String.raw`(?:(?:must|should|shall|will|has to|have to|needs? to|is to|are to|got to|gotta)\s{1,3})?(?:always\s{1,3}|still\s{1,3}|also\s{1,3})?`;
// what may follow the state: nothing, or a scope / reason / condition after a word boundary
const REST = String.raw`((?:[\s,;:.!(—–-].{0,160})?)$`;
const LEAD = String.raw`^\s{0,3}(?:(?:please|always|and)\s{1,3})?`;

export function parseStayStates(files: RuleFiles): StayStateRules {
  const f = parseRuleFile(files, FILE, StatesFile);
  assertUniqueIds(FILE, f.states);
  const breaks = new Map<string, string>();
  for (const s of f.states) for (const w of s.words) if (!breaks.has(w.toLowerCase())) breaks.set(w.toLowerCase(), s.breaks);
  const all = alt([...breaks.keys()]);
  const cop = alt(f.states.filter((s) => s.copula).flatMap((s) => s.words.map((w) => w.toLowerCase())));
  return {
    stays: new RegExp(String.raw`${LEAD}(.{2,80}?)\s{1,3}${MODAL}(?:stays?|remains?|be kept|is kept|are kept|be left|is left|are left)\s{1,3}(${all})${REST}`, "i"),
    keep: new RegExp(String.raw`${LEAD}(?:keep|leave)\s{1,3}(.{2,80}?)\s{1,3}(${all})${REST}`, "i"),
    copula: cop ? new RegExp(String.raw`${LEAD}(.{2,80}?)\s{1,3}(?:is|are|'s|’s)\s{1,3}(?:(?:currently|now|still)\s{1,3})?(${cop})${REST}`, "i") : undefined,
    breaks,
  };
}

// a subject that points back or names nobody ("it stays up", "nothing stays frozen") is left alone
const PRONOUN_SUBJECT = /^(?:it|they|them|this|that|these|those|he|she|everything|nothing|something|anything|which|what|who)$/i;
// ("keep me posted", "keep it short": a person or a pronoun kept in a state is no thing the call touches)
const PERSON = /^(?:me|us|you|him|her|them|it|yourself|people|everyone|everybody)$/i;

const CONDITION = /^[\s,;:(—–-]{0,4}(?:when|whenever|while|whilst|if|unless|as long as|except|so long as|once)\b/i;

/** The compiler step: sentences that pin a thing to a state, rewritten as the ban they mean. */
export function stayStates(sentences: RuleSentence[], rules: GuardRules, entryText: string): RuleSentence[] {
  // (with an approval the words are an ask, read as written: "keep X running unless I say so")
  if (rules.approval.some((a) => a.re.test(entryText))) return sentences;
  return sentences.flatMap((s) => {
    const text = rewriteStay(s.text, rules);
    return text === undefined ? [s] : readRuleText(text);
  });
}

/** The sentence as the ban on ending the state it names, or undefined. */
export function rewriteStay(text: string, rules: GuardRules): string | undefined {
  if (text.length > 260) return undefined;
  const p = rules.stayStates;
  const m = p.stays.exec(text) ?? p.keep.exec(text) ?? p.copula?.exec(text);
  if (!m) return undefined;
  const subject = m[1]!.trim().replace(/[,:;]$/, "");
  const state = m[2]!.toLowerCase();
  const rest = m[3] ?? "";
  // ("leave the billing-api deployment alone, it is frozen": the state is said of what another clause
  // already rules on; the subject runs over a clause break, so the sentence is read as written)
  if (/[,;]|\s[-–—]\s/.test(subject)) return undefined;
  const words = subject.split(/\s+/);
  if (!words.length || PRONOUN_SUBJECT.test(words[0]!) || (words.length === 1 && PERSON.test(words[0]!))) return undefined;
  // ("no bucket stays public", "X is frozen - read it, don't modify it": a ban in the words is read
  // as written, it says which acts)
  if (rules.prohibitionRe.test(text)) return undefined;
  // ("the lock stays locked when nobody is home": a condition the call cannot show decides when)
  if (CONDITION.test(rest)) return undefined;
  // ("the heater stays on while I'm up": the state word inside a longer phrase is no state)
  if (/^\s{0,3}(?:to|for|with|and|or|of)\b/i.test(rest)) return undefined;
  const breaks = p.breaks.get(state);
  if (!breaks) return undefined;
  return `never ${breaks} ${subject}${rest}`;
}
