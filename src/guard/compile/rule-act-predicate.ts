// Rules whose subject is the act and whose predicate is the ban, the environment, the reads-only
// limit or the person the act is kept for. The compiler reads imperatives ("never delete checks");
// these say the same thing the other way round, so the clause is rewritten as the imperative it
// means and re-read, like rule-reserved-act.ts does for "X is mine":
//   "go get -u ./... is banned here, bump deps one at a time" → "never run `go get -u ./...`"
//   "healthchecks: pausing a check is ok, deleting one isn't" → "…: pausing a check is ok, never delete a check"
//   "dbt seed is dev only", "apply-immediately is ok on staging only"
//                                                  → "never run dbt seed against prod or staging or …"
//   "D1: read queries only"                        → "D1 is read-only"
//   "Job 'db-failover' (uuid 9f1e…) is human-triggered only" → "never trigger Job 'db-failover' (uuid 9f1e…)"
//   "checkout/'Place order' buttons are mine to press" → "never press checkout/'Place order' buttons"
//   "bolt runs against the `prod` group are approval-only" → "ask before running bolt against the `prod` group"
// It reads the vocabulary of rules/guard/act-predicates.yaml (ban words, allowance words, the
// environments, read acts, manual triggers, owners). The allowance beside the ban ("pausing a check
// is ok") stays as written, so the allowed act stays allowed (fb-allowed-act.ts); what follows the
// rewritten clause is kept only when it bans something of its own ("bump deps one at a time" is
// advice). Every pattern is anchored on one clause and bounded.
import nlp from "compromise";
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import type { GuardRules } from "../guard-rules.ts";
import { readRuleText, type RuleSentence } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { splitSlashes } from "./rule-target-parts.ts";
import { segments as clauseSegments, type Segment } from "./rule-reserved-act.ts";
import { escapeRegexLoose as escape } from "../../rules/regex-text.ts";

const FILE = "guard/act-predicates.yaml";
const Words = z.array(z.string().min(1).max(80)).min(1).max(200);
const Group = z.object({ ...entryBase, words: Words }).strict();
const PredicatesFile = z
  .object({ bans: z.array(Group).min(1), allowances: z.array(Group).min(1), manual: z.array(Group).min(1), manual_acts: z.array(Group).min(1), owners: z.array(Group).min(1), environments: z.array(Group).min(1), reads: z.array(Group).min(1), append_only: z.array(Group).min(1) })
  .strict();

export interface ActPredicateRules {
  ban: RegExp; // "<act> is banned here"
  notAllowed: RegExp; // "<act> isn't" after an allowance clause
  allowed: RegExp; // "<act> is ok"
  envOnly: RegExp; // "<act> is dev only", "<act> is ok on staging only"
  envOnlyAfter: RegExp; // "<act> only against dev"
  readsOnly: RegExp; // "read queries only"
  subjectReadsOnly: RegExp; // "<thing> is for reads only"
  manual: RegExp; // "<thing> is human-triggered only"
  owned: RegExp; // "<thing> are mine to press"
  approvalOnly: RegExp; // "<act> are approval-only"
  appendOnly: RegExp; // "<thing> is append-only"
  environments: readonly string[];
}

// literal alternations of our own words, longest first: linear
const alt = (ws: readonly string[]) => [...new Set(ws.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length).map(escape).join("|");
const END = String.raw`\s{0,3}[.!]?\s{0,3}$`;
const BE = String.raw`(?:is|are|was|'s|’s)`;
// "here", "for you", "in this repo": where or for whom, no part of the act
const WHERE = String.raw`(?:\s{1,3}(?:here|for you|for now|for agents?|for the agent|in here|anymore|at all|in this (?:repo|project|codebase|account|workspace)|on this (?:repo|project|box|machine)|going forward|period))?`;
const ONLY = String.raw`(?:[-\s]{1,3}only)`;

export function parseActPredicateRules(files: RuleFiles, synonyms: ReadonlyMap<string, string>): ActPredicateRules {
  const f = parseRuleFile(files, FILE, PredicatesFile);
  assertUniqueIds(FILE, [...f.bans, ...f.allowances, ...f.manual, ...f.manual_acts, ...f.owners, ...f.environments, ...f.reads, ...f.append_only]);
  const words = (gs: readonly { words: readonly string[] }[]) => gs.flatMap((g) => g.words);
  const environments = [...new Set(words(f.environments).map((w) => w.toLowerCase()))];
  // an environment by any of its spellings ("production" for prod, "stg" for staging)
  const envSpellings = [...synonyms.entries()].filter(([, c]) => environments.includes(c)).map(([w]) => w);
  const env = alt([...environments, ...envSpellings]);
  const allowWords = alt(words(f.allowances));
  return {
    ban: new RegExp(String.raw`^(.{2,120}?)\s{1,3}${BE}\s{1,3}(?:(?:strictly|totally|absolutely|completely|simply|just|flat out)\s{1,3})?(?:${alt(words(f.bans))})${WHERE}${END}`, "i"),
    notAllowed: /^(.{2,80}?)\s{1,3}(?:is|are)\s{1,3}not\s{0,3}[.!]?\s{0,3}$/i,
    // ("inserts ok, updates and removes are not": the copula may be left out)
    allowed: new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:(?:is|are)\s{1,3})?(?:(?:totally|always|perfectly)\s{1,3})?(?:${allowWords})${END}`, "i"),
    envOnly: new RegExp(String.raw`^(.{2,100}?)\s{1,3}(?:is|are)\s{1,3}(?:(?:${allowWords})\s{1,3})?(?:(?:on|in|against|for|to)\s{1,3}(?:the\s{1,3})?)?(${env})(?:\s{1,3}(?:env|environment|target|stage|cluster))?${ONLY}${END}`, "i"),
    envOnlyAfter: new RegExp(String.raw`^(.{2,100}?)\s{1,3}only\s{1,3}(?:on|in|against)\s{1,3}(?:the\s{1,3})?(${env})(?:\s{1,3}(?:env|environment|target|stage|cluster))?${END}`, "i"),
    readsOnly: new RegExp(String.raw`^(?:only\s{1,3})?(?:${alt(words(f.reads))})${ONLY}?${END}`, "i"),
    subjectReadsOnly: new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:is|are)\s{1,3}(?:for\s{1,3})?(?:${alt(words(f.reads))})${ONLY}${END}`, "i"),
    manual: new RegExp(String.raw`^(.{2,100}?)\s{1,3}(?:is|are|gets?)\s{1,3}(?:only\s{1,3})?(?:(?:${alt(words(f.manual))})[-\s]{1,3}(${alt(words(f.manual_acts))})(?:\s{1,3}off)?${ONLY}?|(${alt(words(f.manual_acts))})(?:\s{1,3}off)?\s{1,3}(?:manually|by hand|by a human|by humans)${ONLY}?)${END}`, "i"),
    owned: new RegExp(String.raw`^(.{2,100}?)\s{1,3}(?:is|are)\s{1,3}(?:${alt(words(f.owners))})\s{1,3}to\s{1,3}([a-z]{2,20})((?:\s{1,3}[\w'-]{1,20}){0,4}?)${END}`, "i"),
    approvalOnly: /^(.{2,120}?)\s{1,3}(?:is|are)\s{1,3}(?:approval|sign-off|signoff)[-\s]{1,3}(?:only|gated)\s{0,3}[.!]?\s{0,3}$/i,
    appendOnly: new RegExp(String.raw`^(.{2,80}?)\s{1,3}(?:is|are)\s{1,3}(?:an?\s{1,3})?(?:strictly\s{1,3})?(?:${alt(words(f.append_only))})(?:\s{1,3}(?:table|log|collection|store|bucket|file|ledger|list|journal))?${WHERE}${END}`, "i"),
    environments,
  };
}

// clauses part at ", ; — but" and at a colon that ends a heading ("D1: …"), not inside "db:drop"
const SEP = /[,;]\s|:\s|\s[—–-]{1,2}\s|\bbut\b/g;
const segments = (text: string): Segment[] => clauseSegments(text, SEP);

/** The compiler step: sentences with an act-shaped predicate, rewritten as the imperative they mean.
 * (In an entry that also asks for approval the ban parts keep their own words: rule-mixed-effect.ts
 * finds them in the entry's text.) */
export function actPredicates(sentences: RuleSentence[], rules: GuardRules, entryText: string): RuleSentence[] {
  const approval = rules.approval.some((a) => a.re.test(entryText));
  return sentences.flatMap((s, i) => {
    const banElsewhere = sentences.some((o, j) => j !== i && rules.prohibitionRe.test(o.text));
    const text = rewrite(s, rules, { approval, before: sentences.slice(0, i), banElsewhere });
    return text === undefined ? [s] : readRuleText(text);
  });
}

// "only I set things to 'Shipped'", "only we flip those"
const ONLY_ME = /^only\s{1,3}(?:i|we)\s{1,3}(?:ever\s{1,3})?([a-z]{2,20})\b\s{0,3}(.{1,80}?)?\s{0,3}[.!]?\s{0,3}$/i;
const PRONOUN_ONLY = /^(?:it|them|those|these|that|this)$/i;
const PRONOUN = /\b(?:one|ones|it|them|those|these)\b/i;

/** The sentence with its act-shaped predicate written as an imperative, or undefined. */
export function rewrite(sent: RuleSentence, rules: GuardRules, ctx: { approval?: boolean; before?: RuleSentence[]; banElsewhere?: boolean } = {}): string | undefined {
  if (sent.text.length > 240) return undefined;
  const p = rules.actPredicates;
  // ("isn't" → "is not": one spelling for the patterns; the rewrite is built from the segment offsets)
  const segs = segments(sent.text);
  for (const [k, seg] of segs.entries()) {
    const t = seg.text.trim().replace(/\b(is|are)n['’]t\b/gi, "$1 not").replace(/\b(is|are) ?n't\b/gi, "$1 not");
    const prev = segs[k - 1];
    let m: RegExpExecArray | null;
    let out: string | undefined;
    let from = seg.start;
    const rest = sent.text.slice(seg.end);
    if ((m = p.ban.exec(t))) {
      if (ctx.approval) continue;
      // ("Payroll tab is off limits", "instant payouts are not allowed": a ban word the compiler
      // reads already, on a thing, is left to it; a gerund or a command line is not read as the act)
      const cued = rules.prohibitionRe.test(t);
      if (cued && !actLed(m[1]!, rules)) continue;
      // ("my Journal/ folder is off limits - no deleting, no editing": the bans after it say which acts)
      if (rules.prohibitionRe.test(rest)) continue;
      out = imperative("never", m[1]!, sent, rules);
    } else if ((m = p.notAllowed.exec(t)) && prev) {
      // "pausing a check is ok, deleting one isn't": the allowance before names what "one" is
      const allowed = p.allowed.exec(prev.text.trim());
      if (!allowed || ctx.approval) continue;
      const act = resolveOne(m[1]!, allowed[1]!);
      // ("Nothing gets terminated in PROD. Stop is fine, terminate is not.": a bare act a sentence
      // before already bans restates that ban; only the allowance is new)
      if (!/\s/.test(act.trim()) && restates(act, ctx.before ?? [], rules)) {
        out = "";
        from = prev.end;
      } else {
        out = imperative("never", act, sent, rules);
        // ("audit_log is append-only. inserts ok, updates and removes are not": the acts are on the
        // append-only thing the sentence before names, not on anything)
        const held = appendOnlyThing(ctx.before ?? [], p.appendOnly);
        if (out && held && !/\b(?:on|in|to|from|of)\b/i.test(act)) out = `${out} on ${held}`;
      }
    } else if ((m = p.envOnly.exec(t)) || (m = p.envOnlyAfter.exec(t))) {
      const others = otherEnvs(m[2]!, rules);
      // ("Detection only in dev": a mode or a thing is no act that runs somewhere)
      if (!actLed(m[1]!, rules) && !acts(m[1]!, rules) && !OPTION_NAME.test(m[1]!.trim()) && !COMMAND_LIKE.test(m[1]!.trim())) continue;
      const act = imperative("never", m[1]!, sent, rules, false);
      if (act && others.length) out = `${act} against ${others.join(" or ")}`;
    } else if ((m = p.subjectReadsOnly.exec(t)) && plainThing(m[1]!, rules)) out = `${m[1]!.trim()} is read-only`;
    else if (p.readsOnly.test(t) && prev && /\bonly\b/i.test(t) && plainThing(prev.text, rules)) {
      // "D1: read queries only": the heading is what only reads may touch
      out = `${prev.text.trim()} is read-only`;
      from = prev.start;
    } else if ((m = p.manual.exec(t))) out = `never ${verbOf(m[2] ?? m[3]!, sent)} ${m[1]!.trim()}`;
    else if ((m = p.owned.exec(t))) {
      // ("Submitting the visa application is mine to do": with a verb that only says "do", the subject is the act)
      const verb = m[2]!.toLowerCase();
      out = rules.genericVerbs.has(verb) && !(m[3] ?? "").trim() ? imperative("never", m[1]!, sent, rules) : `never ${verb}${m[3] ?? ""} ${m[1]!.trim()}`;
    }
    else if ((m = p.approvalOnly.exec(t))) out = imperative("ask before", m[1]!, sent, rules);
    else if ((m = p.appendOnly.exec(t)) && !ctx.banElsewhere && !ctx.approval && !rules.prohibitionRe.test(rest) && plainThing(m[1]!, rules)) {
      // ("acme-backups is append-only. never delete objects from it.": the ban beside it says which acts)
      out = `${seg.text.trim().replace(/[.!]\s{0,3}$/, "")}, no updates or deletes`;
    }
    else if ((m = ONLY_ME.exec(t)) && !/^(?:need|want|like|know|think|have|use|do|can|will)$/i.test(m[1]!)) {
      // "Status property on the Launch tracker: only I set things to 'Shipped'", "kill switches -
      // only I flip those": an act the user keeps, whatever its verb (rule-reserved-act.ts reads
      // the known ones); a pronoun names what the clause before named
      const obj = (m[2] ?? "").trim();
      const named = PRONOUN_ONLY.test(obj) ? prev?.text.trim() : obj;
      // ("kill switches - only I flip those": with a verb the lexicon does not know, an act word in
      // the object would be read as the act instead)
      if (!named || (!acts(m[1]!, rules) && acts(named, rules))) continue;
      out = `never ${m[1]!.toLowerCase()} ${named}`;
      if (PRONOUN_ONLY.test(obj)) from = prev!.start;
    }
    if (out === undefined) continue;
    return `${sent.text.slice(0, from)}${out}${rules.prohibitionRe.test(rest) ? rest : ""}`;
  }
  return undefined;
}

// "apply-immediately", "skip_final_snapshot": an option written bare
const OPTION_NAME = /^[a-z]{2,30}[-_][a-z][\w-]{1,30}$/i;
// "flyway migrate", "sqitch deploy": a program and its subcommand, lowercase, no article
const COMMAND_LIKE = /^(?!(?:the|a|an|any|all|my|our)\s)[a-z][\w-]{1,30}\s[a-z][\w:-]{1,30}$/;
// "run", "runs", "invocations": a program's runs are running it ("bolt runs against prod")
const RUN_NOUN = /^(\S{2,40})\s{1,3}(?:runs?|invocations?|executions?)\s{1,3}((?:against|on|in|for|with)\s.{1,100})$/i;

/** "<lead> <act>" with the act read as a verb phrase: a gerund as its verb, a command line quoted,
 * a program's runs as running it; a pronoun alone names nothing and gives undefined. */
/** The thing the last sentence before calls append-only ("the audit_log collection"), or undefined. */
function appendOnlyThing(before: readonly RuleSentence[], appendOnly: RegExp): string | undefined {
  const last = before.at(-1)?.text.trim();
  return last ? appendOnly.exec(last)?.[1]?.trim() : undefined;
}

function imperative(lead: string, act: string, sent: RuleSentence, rules: GuardRules, thing = true): string | undefined {
  let phrase = act.trim().replace(/^(?:any|all|every)\s{1,3}/i, "");
  if (!phrase || /^(?:it|this|that|they|these|those|which)$/i.test(phrase)) return undefined;
  const words = phrase.split(/\s+/);
  const first = words[0]!.toLowerCase();
  const run = RUN_NOUN.exec(phrase);
  if (run) return `${lead} running ${run[1]} ${run[2]}`;
  // ("ask before running …": after a preposition the verb is a gerund)
  const runVerb = lead === "never" ? "run" : "running";
  // "go get -u ./...", "terraform destroy -auto-approve": a command line, kept whole as code
  if (rules.programs.has(first) && words.length > 1 && !/[`,]|\s\/\s/.test(phrase) && words.some((w) => /^-{1,2}\w|^\.{0,2}\/|\/\.\.\.$/.test(w))) return `${lead} ${runVerb} \`${phrase}\``;
  if (rules.programs.has(first) && !words.slice(1).some((w) => /^[a-z]{3,}ing$/i.test(w))) return `${lead} ${runVerb} ${phrase}`;
  // ("flyway migrate is dev only": an unknown program and its subcommand are run)
  if (!thing && COMMAND_LIKE.test(phrase) && !acts(phrase, rules)) return `${lead} ${runVerb} ${phrase}`;
  // ("force-pushing": the gerund after a hyphenated lead word)
  const ger = /^((?:[a-z]{2,20}-)?)([a-z]{3,20}ing)$/i.exec(words[0]!);
  if (ger && lead === "never") phrase = `${ger[1]}${verbOf(ger[2]!, sent)}${phrase.slice(words[0]!.length)}`;
  // ("the prod db is off-limits": a thing with no act is kept from any change)
  else if (thing && !acts(phrase, rules) && !rules.genericVerbs.has(first)) return lead === "never" ? `don't touch ${phrase}` : `${lead} changing ${phrase}`;
  return `${lead} ${phrase}`;
}

/** A gerund or a program opens the act phrase ("deleting one", "go get -u ./...", "terraform destroy"). */
function actLed(act: string, rules: GuardRules): boolean {
  const first = act.trim().split(/\s+/)[0]!.toLowerCase();
  return /^[a-z]{3,}ing$/.test(first) || (rules.programs.has(first) && /\s/.test(act.trim()));
}

/** A subject the compiler reads as a thing: it names something, and no word of it reads as an act
 * ("the events table": "events" would be read as scheduling and the table left nameless). */
function plainThing(subject: string, rules: GuardRules): boolean {
  const spec = findAction(splitSlashes(readRuleText(subject)[0]?.tokens ?? [], rules), rules).spec;
  return spec.groups.length > 0 && !spec.families.some((f) => !f.startsWith("*"));
}

/** Whether a sentence before bans the same act ("terminated" … "terminate"). */
function restates(act: string, before: RuleSentence[], rules: GuardRules): boolean {
  const fams = findAction(readRuleText(act)[0]?.tokens ?? [], rules).spec.families.filter((f) => !f.startsWith("*"));
  if (!fams.length) return false;
  return before.some((s) => rules.prohibitionRe.test(s.text) && fams.every((f) => findAction(s.tokens, rules).spec.families.includes(f)));
}

/** "deleting one" after "pausing a check is ok" → "deleting a check". */
function resolveOne(act: string, allowedAct: string): string {
  if (!PRONOUN.test(act)) return act;
  const obj = allowedAct.trim().split(/\s+/).slice(1).join(" ");
  return obj ? act.replace(PRONOUN, obj) : act;
}

/** The environments other than the one allowed (and its spellings). */
function otherEnvs(allowed: string, rules: GuardRules): string[] {
  const own = rules.synonyms.get(allowed.toLowerCase()) ?? allowed.toLowerCase();
  return rules.actPredicates.environments.filter((e) => (rules.synonyms.get(e) ?? e) !== own);
}

/** The base form of a gerund or participle ("deleting" → delete, "triggered" → trigger): compromise's
 * infinitive, read in a clause so a lone "closing" or "pressed" is a verb; else the lemma of the token. */
function verbOf(word: string, sent: RuleSentence): string {
  const low = word.toLowerCase();
  if (/^[a-z]{3,20}(?:ing|ed)$/.test(low)) {
    const inf = nlp(`they ${low} it`).verbs().toInfinitive().text().toLowerCase();
    if (/^[a-z]{2,20}$/.test(inf)) return inf;
  }
  const tok = sent.tokens.find((t) => t.lower === low);
  return tok && tok.root ? tok.root : low;
}

/** Whether the words name an act the guard knows (a family other than a bare unknown word). */
function acts(phrase: string, rules: GuardRules): boolean {
  const toks = splitSlashes(readRuleText(phrase)[0]?.tokens ?? [], rules);
  return findAction(toks, rules).spec.families.some((f) => !f.startsWith("word:") && !f.startsWith("*"));
}
