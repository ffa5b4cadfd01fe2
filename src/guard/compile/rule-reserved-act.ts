// Rules that reserve an act for the user or another party: for the agent they ban that act.
//   "moving cards into 'Done' is mine"                 → "never move cards into 'Done'"
//   "The deploy-prod workflow only gets triggered by me" → "never trigger The deploy-prod workflow"
//   "only the IC adds responders"                       → "never add responders"
//   "sent invoices aren't cancelled by the bot"         → "never cancel sent invoices"
//   "Health stuff (doctor, clinic) — I send those myself" → "never send Health stuff (doctor, clinic)"
//   "Workers deploys only via CI", "leave merging to me", "X is a human job", "X: humans only"
// The clause is rewritten in place as the prohibition it means and re-read, so every later step
// (lead-in, allowance, target parts, pronouns) reads it like any other ban; the rest of the
// sentence and the other sentences ("You can add notes", "Local `wrangler dev` is fine") stay
// as written and keep their meaning (allowance, allow sentence).
// Segments are parted at , ; : — and "but"; every pattern is anchored on one segment, bounded.
import type { GuardRules } from "../guard-rules.ts";
import { readRuleText, type RuleSentence, type RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { splitSlashes } from "./rule-target-parts.ts";

// who may hold an act besides the agent: the user, a human, a named role or team
const PARTY = String.raw`(?:me|myself|us|i|we|humans?|a human|a person|people|(?:the |a |an |our |my )?(?:[a-z]{2,15} team|ic|incident commander|on-?call(?:er)?|owners?|admins?|maintainers?|release (?:manager|captain)|(?:team )?lead|dbas?|finance|legal|security|sre|ops|manager|boss|founders?|pms?|product managers?|editors?|hr|recruiters?|accountants?|controllers?|cfo|ceo|cto|coo|vps?|directors?))`;
// the agent itself: "not by bots", "aren't cancelled by the bot"
const AGENT = String.raw`(?:the bot|bots?|you|the agent|agents?|ai|the assistant|automation|claude|scripts?)`;
const END = String.raw`\s{0,3}[.!]?\s{0,3}$`;

// "X is mine", "X is my call", "X is for humans", "X is a human job", "X is the on-call's call";
// "reserved for" a party that ends the clause ("reserved for the SRE team"): "reserved for security
// incidents" keeps a value for a case (rule-value-reserved.ts), it names no one who holds the act
const OWNED = new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:is|are)\s{1,3}(?:(?:always|strictly|only|all|entirely)\s{1,3})?(?:mine|ours|(?:my|our) (?:call|job|decision|thing|domain|responsibility)|for (?:humans?|people|me|us)(?: only)?|(?:a )?humans?[- ](?:only|job|task|call|decision)|up to (?:me|us)|on me|reserved for ${PARTY}(?:\s(?:team|teams|folks|members|engineers|staff|people)){0,2}|(?:the )?[a-z][\w-]{1,20}'s(?: (?:call|job|decision|domain|responsibility))?)${END}`, "i");
// "The deploy-prod workflow only gets triggered by me", "SEV1 incidents are declared by the IC, not by bots"
const PASSIVE_BY = new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:only\s{1,3}|always\s{1,3})?(?:is|are|gets?|must be|should be|can be|will be)\s{1,3}(?:only\s{1,3}|always\s{1,3})?([a-z]{3,20}(?:ed|en|t)(?: (?:off|up|out|over|through))?)\s{1,3}(?:only\s{1,3})?by\s{1,3}${PARTY}\b(?:\s{1,3}only)?(?:\s{0,3}(?:,\s{0,3})?(?:and\s{1,3})?not\s{1,3}by\s{1,3}${AGENT})?${END}`, "i");
// "Payroll is submitted by Hannah": a person named by a capitalized name (case-sensitive: "by email" names no one)
const PASSIVE_BY_NAME = /^(.{2,80}?)\s{1,3}(?:is|are|gets?)\s{1,3}(?:only\s{1,3}|always\s{1,3})?([a-z]{3,20}(?:ed|en|t))\s{1,3}(?:only\s{1,3})?by\s{1,3}[A-Z][a-z]{2,15}(?:\s{1,3}only)?\s{0,3}[.!]?\s{0,3}$/;
// "sent invoices aren't cancelled by the bot"
const NOT_BY_AGENT = new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:aren't|are not|isn't|is not|won't be|will not be|don't get|doesn't get)\s{1,3}([a-z]{3,20}(?:ed|en|t)(?: (?:off|up|out|over|through))?)\s{1,3}by\s{1,3}${AGENT}${END}`, "i");
// "only the IC adds responders", "only I merge to main", "only humans can rotate keys"
const ONLY_PARTY = new RegExp(String.raw`^(?:(.{1,40}?)\s{1,3})?only\s{1,3}${PARTY}\s{1,3}(?:(?:can|may|should|gets? to|is allowed to|are allowed to)\s{1,3})?([a-z]{2,20})\b(.{0,80}?)${END}`, "i");
// "I submit", "I send those myself", "I flip them to ready myself"
const I_DO = /^i\s{1,3}(?:always\s{1,3}|only\s{1,3})?([a-z]{2,20})\b(.{0,60}?)(\s{1,3}(?:myself|ourselves|by hand|manually|personally))?\s{0,3}[.!]?\s{0,3}$/i;
// "leave merging to me", "leave that to the on-call"
const LEAVE_TO = new RegExp(String.raw`^leave\s{1,3}(.{1,60}?)\s{1,3}(?:up\s{1,3})?to\s{1,3}${PARTY}${END}`, "i");
// "Workers deploys only via CI", "schema changes go through a migration PR"
const VIA_PROCESS = /^(.{2,80}?)\s{1,3}(?:(?:only\s{1,3})?(?:go(?:es)?|happens?|runs?)\s{1,3}(?:only\s{1,3})?|only\s{1,3})(?:via|through)\s{1,3}(?:the\s{1,3}|a\s{1,3})?(?:ci(?:\/cd)?|pipeline|ci pipeline|github actions|(?:migration )?prs?|(?:migration )?pull requests?|merge requests?|release (?:process|pipeline))(?:\s{1,3}only)?\s{0,3}[.!]?\s{0,3}$/i;
// "X: humans only" (the heading is the act)
const HUMANS_ONLY = /^(?:humans?|people|me|us)(?:[- ]only)\s{0,3}[.!]?\s{0,3}$/i;
const PRONOUN = /^(?:it|them|those|these|that|this)$/;
// "I need…", "I think…": the user's state, not an act the agent could do
const NOT_AN_ACT = /^(?:am|was|need|needs|want|wants|like|prefer|think|know|have|had|use|get|hope|mean|guess|can|will|would|should|must|may|do|did|don't|also|just|usually|often|sometimes)$/;
// "owned by the SRE team", "managed by terraform": who holds the thing, not who does an act
const DESCRIBES = /^(?:owned|managed|maintained|shared|used|generated|provided|hosted|backed|written|read|monitored|watched|controlled|covered|cited|referenced|needed|required|expected|paid|funded|seen|known|built|made)$/i;
const SEP = /[,;:]|\s[—–-]{1,2}\s|\bbut\b/g;

export interface Segment {
  text: string;
  start: number;
  end: number;
}

/** The clauses of a rule text between separators (`sep`, global); a list in parentheses stays whole. */
export function segments(text: string, sep: RegExp = SEP): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(sep)) {
    // ("Health stuff (doctor, clinic) — …": a list in parentheses is one segment)
    if (m.index! < at || text.lastIndexOf("(", m.index!) > text.lastIndexOf(")", m.index!)) continue;
    if (m.index! > at) out.push({ text: text.slice(at, m.index!), start: at, end: m.index! });
    at = m.index! + m[0].length;
    while (text[at] === " ") at++;
  }
  if (at < text.length) out.push({ text: text.slice(at), start: at, end: text.length });
  return out;
}

/** The compiler step: sentences with a reserved act, rewritten as the ban they mean. */
export function reservedActs(sentences: RuleSentence[], rules: GuardRules): RuleSentence[] {
  const allowsElsewhere = sentences.length > 1;
  return sentences.flatMap((s) => {
    const text = rewrite(s, rules, allowsElsewhere);
    return text === undefined ? [s] : readRuleText(text);
  });
}

/** The sentence with its reserved clause written as a ban, or undefined when it has none. */
export function rewrite(sent: RuleSentence, rules: GuardRules, allowsElsewhere = false): string | undefined {
  if (sent.text.length > 240) return undefined;
  const segs = segments(sent.text);
  for (const [k, seg] of segs.entries()) {
    const found = banOf(seg, segs[k - 1], sent, rules, k > 0 || allowsElsewhere, k > 0);
    if (found === undefined) continue;
    const [ban, from] = typeof found === "string" ? [found, seg.start] : found;
    // ("…only gets started by me, everything else in Jenkins is yours": what follows the
    // reserved clause allows or explains; it is kept only when it bans something of its own)
    const rest = sent.text.slice(seg.end);
    return `${sent.text.slice(0, from)}${ban}${rules.prohibitionRe.test(rest) ? rest : ""}`;
  }
  return undefined;
}

/** The ban a segment means, and (for "X: humans only") the offset the rewrite starts at. */
function banOf(seg: Segment, prev: Segment | undefined, sent: RuleSentence, rules: GuardRules, inContext: boolean, afterSeparator: boolean): string | [string, number] | undefined {
  const t = seg.text.trim();
  let m: RegExpExecArray | null;
  if ((m = OWNED.exec(t))) return never(m[1]!, undefined, sent, rules, prev);
  if (((m = PASSIVE_BY.exec(t)) || (m = NOT_BY_AGENT.exec(t)) || (m = PASSIVE_BY_NAME.exec(t))) && !DESCRIBES.test(m[2]!.split(" ")[0]!)) return never(m[1]!, m[2]!, sent, rules, prev);
  if ((m = ONLY_PARTY.exec(t)) && !NOT_AN_ACT.test(m[2]!)) {
    const verb = base(m[2]!, sent);
    // ("only the DBA team runs migrations": a verb that says how, with the object saying what)
    if (!acts(`${verb} ${m[3] ?? ""}`, rules) && !(rules.genericVerbs.has(verb) && (m[3] ?? "").trim())) return undefined;
    return `${m[1] ? `${m[1]} ` : ""}never ${verb}${m[3] ?? ""}`;
  }
  // ("…, I patch those upstream", "inbox/ is append-only, I sort it myself": beside a ban or an
  // "only" of its own the user's act is a reason)
  if ((m = I_DO.exec(t)) && !NOT_AN_ACT.test(m[1]!) && (m[3] || inContext) && !rules.prohibitionRe.test(sent.text) && !/\bonly\b/i.test(sent.text)) {
    const verb = base(m[1]!, sent);
    // ("I sign those myself": the reflexive says the act is the user's, known verb or not)
    // ("submitting is final — I submit.": a bare act after a dash is the user's, known verb or not)
    if (!m[3] && !(afterSeparator && !(m[2] ?? "").trim()) && !acts(`${verb}${m[2] ?? ""}`, rules)) return undefined;
    const rest = antecedent(m[2] ?? "", prev);
    return rest === m[2] || !prev ? `never ${verb}${rest}` : [`never ${verb}${rest}`, prev.start];
  }
  if ((m = LEAVE_TO.exec(t))) return never(m[1]!, undefined, sent, rules, prev);
  if ((m = VIA_PROCESS.exec(t))) return never(m[1]!, undefined, sent, rules, prev);
  if (HUMANS_ONLY.test(t) && prev) {
    const ban = never(prev.text, undefined, sent, rules, undefined);
    return ban === undefined ? undefined : [ban, prev.start];
  }
  return undefined;
}

/** "never <act>": the act phrase with its gerund or participle read as the verb. */
function never(act: string, participle: string | undefined, sent: RuleSentence, rules: GuardRules, prev: Segment | undefined): string | undefined {
  let phrase = act.trim();
  // ("this is mine", "that's up to me": the pronoun names what the segment before named)
  if (PRONOUN.test(phrase.toLowerCase())) {
    if (!prev) return undefined;
    phrase = prev.text.trim();
  }
  if (participle) {
    const [verb, particle] = participle.split(" ");
    return `never ${base(verb!, sent)}${particle ? ` ${particle}` : ""} ${phrase}`;
  }
  const first = /^\S+/.exec(phrase)![0];
  if (/ing$/i.test(first) && first.length > 4) {
    // ("moving" may come back as its own root: the first form the lexicon knows is the verb)
    const stem = first.slice(0, -3).toLowerCase();
    const forms = [base(first, sent), stem, `${stem}e`, undouble(stem)];
    const verb = forms.find((f) => acts(f, rules)) ?? forms[0]!;
    phrase = `${verb}${phrase.slice(first.length)}`;
  }
  // a thing with no act ("Forecast tab is finance's") is kept from any change
  return acts(phrase, rules) ? `never ${phrase}` : `don't touch ${phrase}`;
}

/** "stopp" → "stop", "plann" → "plan": a doubled last consonant of a gerund's stem (no backreference). */
function undouble(stem: string): string {
  return stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem;
}

/** "those" → what the segment before named ("Health stuff — I send those myself"). */
function antecedent(rest: string, prev: Segment | undefined): string {
  if (!prev) return rest;
  const words = rest.trim().split(" ");
  const i = words.findIndex((w) => PRONOUN.test(w.toLowerCase()));
  if (i < 0) return rest;
  words[i] = prev.text.trim();
  return ` ${words.join(" ")}`;
}

/** The lemma compromise gave the word in this sentence ("triggered" → "trigger", "moving" → "move"). */
function base(word: string, sent: RuleSentence): string {
  const low = word.toLowerCase();
  const tok = sent.tokens.find((t: RuleToken) => t.lower === low);
  return tok && tok.root && tok.root !== low ? tok.root : low;
}

/** Whether the words name an act the guard knows (a family other than a bare unknown word). */
function acts(phrase: string, rules: GuardRules): boolean {
  const toks = splitSlashes(readRuleText(phrase)[0]?.tokens ?? [], rules);
  return findAction(toks, rules).spec.families.some((f) => !f.startsWith("word:"));
}
