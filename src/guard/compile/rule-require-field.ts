// Reads a standing obligation that a kind of call carry a named field, flag or value:
//   "always add a reason to refunds"              → refunds must carry "reason"
//   "every expense you file must include a cost center" → new expenses must carry cost/center
//   "docker builds must use --pull"               → docker build must carry --pull
//   "reason must be set on every refund"          → refunds must carry "reason"
//   "every customer email gets cc: ops@acme.io"   → e-mails must carry ops@acme.io
// The call must act on the subject (its tool names that kind of thing, or its command/family is
// the subject's) and leave the field out for the rule to be broken (match-require-object.ts).
// Approvals ("changes need my ok") and sequences ("migrations need a backup first") are not fields.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { roleWordEntry, roleWordSets } from "../../rules/role-words.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { canonical, singular, splitWords } from "../split-words.ts";

type Require = Extract<Clause, { type: "require" }>;
/** "manifests you apply": the act named after the subject; the call must show it (kubectl_apply,
 * kubectl apply) AND name the thing itself (a manifest argument), not one or the other. */
export type RequiredFieldAct = NonNullable<Require["field"]> & { act?: string[] };

// The reader's word lists are data (rules/guard/require-field.yaml), one list per role, every role
// once; parsed and checked at start-up with the other guard rules (guard-rules.ts).
const FILE = "guard/require-field.yaml";
const ROLES = ["front_verbs", "have_verbs", "self_cue_verbs", "participles", "lead", "determiners", "quantifiers", "field_end", "subject_end", "create_verbs", "not_field", "vague_subjects"] as const;
type Role = (typeof ROLES)[number];
/** A conventional text a field phrase names ("a sign-off line", "DCO" → Signed-off-by), and the
 * flags that make the tool write it (git commit -s). */
export interface RequiredText {
  text: string;
  flags: readonly string[];
}
export type RequireFieldWords = Readonly<Record<Role, ReadonlySet<string>>> & { texts: ReadonlyMap<string, RequiredText> };
const RequireFieldFile = z
  .object({
    texts: z
      .array(
        z
          .object({
            ...entryBase,
            words: z.array(z.string().min(1).max(80)).min(1).max(50),
            text: z.string().min(2).max(80),
            flags: z.array(z.string().regex(/^--?[A-Za-z][\w-]{0,40}$/)).max(10),
          })
          .strict(),
      )
      .optional(),
    words: z.array(roleWordEntry(ROLES, { wordLength: 80, words: 200 })),
  })
  .strict();

export function parseRequireFieldWords(files: RuleFiles): RequireFieldWords {
  const f = parseRuleFile(files, FILE, RequireFieldFile);
  assertUniqueIds(FILE, [...f.words, ...(f.texts ?? [])]);
  const texts = new Map<string, RequiredText>();
  for (const t of f.texts ?? []) for (const w of t.words) texts.set(w.toLowerCase(), { text: t.text.toLowerCase(), flags: t.flags });
  return { ...roleWordSets(FILE, ROLES, f.words), texts };
}

const CUE = /\b(?:always|must|every|each|all|make sure|ensure|be sure|remember to|has to|have to|should|required)\b/i;
const PURPOSE = /\b(?:so|because|since|as)\b/i;
const MAX_FIELD = 3;
const MAX_SUBJECT = 4;

export function findRequiredField(sent: RuleSentence, rules: GuardRules): Require | undefined {
  if (!CUE.test(sent.text) && !/\b(?:needs?|requires?)\b/i.test(sent.text)) return undefined;
  // ("sign-off line required in every commit": the DCO text, no one's approval; "my sign-off" is one)
  const text = sent.tokens.some((t, i) => rules.requireField.texts.has(t.lower) && !/^(?:my|our|your|his|her|their|a|an|one|two|three|second|explicit|written|\d+)$|'s$/.test(sent.tokens[i - 1]?.lower ?? "") && !/^(?:from|by)$/.test(sent.tokens[i + 1]?.lower ?? "") && !roleSignOff(sent.tokens, i, rules));
  if (!text && rules.approval.some((a) => a.re.test(sent.text))) return undefined;
  // a prohibition is read as one ("don't stop jobs with -purge, we need the history"); an aside in
  // parentheses is not ("new tickets go to OPS (not INFRA) and need a component")
  // (nor is a purpose: "… must use -n so nothing is overwritten")
  // "journalctl: always use --since", "All commits must be signed (-S)": a flag a program's runs must
  // carry ("--no-owner", "--no-verify": a flag's own "no" is no ban)
  const flag = rules.prohibitionRe.test(withoutFlags(sent)) ? undefined : labelFlag(sent.tokens, rules) ?? flagWithProgram(sent.tokens, rules) ?? flagInParens(sent.tokens, sent, rules);
  if (flag) return flag;
  const purpose = PURPOSE.exec(sent.text);
  if (rules.prohibitionRe.test((purpose ? sent.text.slice(0, purpose.index) : sent.text).replace(/\([^()]{0,80}\)/g, " "))) return undefined;
  let toks = sent.tokens;
  // "Outlook: every customer email gets cc: …": a one-word label is no subject
  if (toks[1]?.text === ":" && toks.length > 4) toks = toks.slice(2);
  return front(toks, sent, rules) ?? passive(toks, sent, rules) ?? requiredIn(toks, sent, rules) ?? have(toks, sent, rules);
}

/** "needs marketing sign-off", "requires legal signoff": a role word between the need-verb and the
 * sign-off names who approves, not a commit trailer ("needs a DCO sign-off" keeps the trailer). */
function roleSignOff(toks: readonly RuleToken[], i: number, rules: GuardRules): boolean {
  const role = toks[i - 1];
  const verb = toks[i - 2];
  return !!role && !!verb && role.kind === "word" && !rules.requireField.texts.has(role.lower) && /^(?:need|require|get)$/.test(verb.root);
}

// the verbs that ask for a flag: "always use --since", "pass -S", "add --dry-run"
const FLAG_VERB = /^(?:use|pass|add|include|set|run with|supply|specify|give)$/;
// a program name as people write it in a label: journalctl, git, pg_dump, docker-compose
const PROGRAM_WORD = /^[a-z][a-z0-9_.-]{1,30}$/;
// a name that reads as a program though no list knows it: journalctl, mysqladmin, pg_dump, redis-cli
const PROGRAM_SHAPE = /(?:ctl|cli|adm|admin|sh)$|[_.\d-]/;
const isProgram = (w: string, rules: GuardRules) => rules.programs.has(w) || rules.cliByProgram.has(w) || (PROGRAM_WORD.test(w) && PROGRAM_SHAPE.test(w));
// words after a program that are no subcommand of it
const SUB_STOP = /^(?:runs?|calls?|commands?|invocations?|so|to|and|or|but|because|since|as|when|whenever|if|for|with|in|on|at|by|from|the|a|an|every|each|all|always|too|also|please|first|then|before|after|otherwise|unless|or else|else|it|them|this|that|these|those|is|are)$/;
// a step, not a flag of the same run: "use --check first", "… before the real run"
const STEP = /^(?:first|before|beforehand|after|then|once)$/;

/** The flag token a verb asks for, at `at` (determiners skipped), or undefined. */
function flagAt(toks: RuleToken[], at: number): RuleToken | undefined {
  let i = at;
  while (i < toks.length && /^(?:the|a|an)$/.test(toks[i]!.lower)) i++;
  const t = toks[i];
  if (t?.kind !== "flag" || toks.slice(i + 1, i + 3).some((x) => STEP.test(x.lower))) return undefined;
  return t;
}

/** The obligation verb (after always/must/please …) at or after `from`, or -1. */
function flagVerb(toks: RuleToken[], from: number): number {
  let i = from;
  while (i < toks.length && /^(?:always|please|you|must|should|make|sure|to|be|just|also)$/.test(toks[i]!.lower)) i++;
  return toks[i]?.kind === "word" && FLAG_VERB.test(toks[i]!.lower) && toks.slice(from, i).some((t) => /^(?:always|must|should|sure)$/.test(t.lower)) ? i : -1;
}

function withoutFlags(sent: RuleSentence): string {
  let out = "";
  let at = 0;
  for (const t of sent.tokens)
    if (t.kind === "flag") {
      out += sent.text.slice(at, t.start);
      at = t.start + t.text.length;
    }
  return out + sent.text.slice(at);
}

function flagRequire(flag: RuleToken, program: string, sub: string | undefined): Require {
  const tok = flag.lower.replace(/^-+/, "");
  return { type: "require", tokens: [tok], rule: `${flag.text} on ${program}${sub ? ` ${sub}` : ""}`, field: { program, ...(sub ? { sub } : {}) } };
}

/** "journalctl: always use --since", "git commit: always pass -S", "rsync — always add --checksum" */
function labelFlag(toks: RuleToken[], rules: GuardRules): Require | undefined {
  const colon = toks.findIndex((t, i) => i > 0 && i < 3 && (t.text === ":" || /^[—–-]$/.test(t.text)));
  if (colon < 0) return undefined;
  const head = toks.slice(0, colon);
  if (!head.every((t) => t.kind === "word" && PROGRAM_WORD.test(t.lower))) return undefined;
  const v = flagVerb(toks, colon + 1);
  const flag = v < 0 ? undefined : flagAt(toks, v + 1);
  if (!flag) return undefined;
  if (isProgram(head[0]!.lower, rules)) return flagRequire(flag, head[0]!.lower, head[1] ? singular(head[1].lower) : undefined);
  // "Commits: always pass -S": the label names the thing the runs make
  const subject = readSubject(rules.requireField, head, 0);
  return subject ? build([flag], subject, head, rules) : undefined;
}

/** "always use --since with journalctl", "always pass --atomic when running helm upgrade" */
function flagWithProgram(toks: RuleToken[], rules: GuardRules): Require | undefined {
  const v = flagVerb(toks, 0);
  const flag = v < 0 ? undefined : flagAt(toks, v + 1);
  if (!flag) return undefined;
  let at = toks.indexOf(flag) + 1;
  if (!/^(?:with|on|for|in|when)$/.test(toks[at]?.lower ?? "")) return undefined;
  at++;
  while (at < toks.length && /^(?:running|calling|using|invoking|every|each|all|any|the)$/.test(toks[at]!.lower)) at++;
  const prog = toks[at];
  if (prog?.kind !== "word" || !isProgram(prog.lower, rules)) return undefined;
  const next = toks[at + 1];
  // ("helm upgrade so it rolls back": a plain word right after the program is its subcommand)
  const sub = next?.kind === "word" && !SUB_STOP.test(next.lower) && /^[a-z][a-z-]{1,20}$/.test(next.lower) ? singular(next.lower) : undefined;
  return flagRequire(flag, prog.lower, sub);
}

/** "All commits must be signed (-S)", "pushes must be atomic (--atomic)": a manner a flag gives */
function flagInParens(toks: RuleToken[], sent: RuleSentence, rules: GuardRules): Require | undefined {
  const m = toks.findIndex((t, i) => /^(?:must|should)$/.test(t.lower) && toks[i + 1]?.lower === "be" && toks[i + 2]?.kind === "word" && toks[i + 3]?.text === "(" && toks[i + 4]?.kind === "flag" && toks[i + 5]?.text === ")");
  if (m < 1 || negated(toks, m + 2, rules)) return undefined;
  const subject = readSubject(rules.requireField, toks, 0);
  if (!subject || subject.end !== m) return undefined;
  return build([toks[m + 4]!], subject, toks.slice(0, m), rules);
}

/** "sign-off line required in every commit msg", "a ticket id is required on all PRs" */
function requiredIn(toks: RuleToken[], sent: RuleSentence, rules: GuardRules): Require | undefined {
  const m = toks.findIndex((t, i) => i > 0 && t.lower === "required" && /^(?:in|on|for)$/.test(toks[i + 1]?.lower ?? ""));
  if (m < 1 || m > MAX_FIELD + 2) return undefined;
  const end = /^(?:is|are)$/.test(toks[m - 1]!.lower) ? m - 1 : m;
  const field = readField(rules.requireField, toks.slice(0, end), 0);
  if (!field || field.end !== end) return undefined;
  const subject = readSubject(rules.requireField, toks, m + 2);
  if (!subject || negated(toks, m, rules)) return undefined;
  return build(field.toks, subject, toks.slice(m + 2, m + 2 + MAX_SUBJECT + 2), rules);
}

/** "always add a reason to refunds", "put an idempotency key on every charge" */
function front(toks: RuleToken[], sent: RuleSentence, rules: GuardRules): Require | undefined {
  const v = toks.findIndex((t) => !rules.requireField.lead.has(t.lower));
  if (v < 0 || !rules.requireField.front_verbs.has(toks[v]!.root) || toks[v]!.kind !== "word") return undefined;
  const lead = toks.slice(0, v).map((t) => t.lower);
  const field = readField(rules.requireField, toks, v + 1);
  if (!field) return undefined;
  let at = field.end;
  // "include a comment with the ticket id on flag changes": the field's own detail, then the subject
  if (toks[at]?.lower === "with") {
    const on = toks.findIndex((t, i) => i > at + 1 && i <= at + 6 && /^(?:to|on|in|for|onto|into)$/.test(t.lower));
    if (on > 0) at = on;
  }
  const prep = toks[at];
  if (!prep || !/^(?:to|on|in|for|onto|into|with)$/.test(prep.lower)) return undefined;
  const subject = readSubject(rules.requireField, toks, at + 1);
  if (!subject) return undefined;
  const quantified = toks.slice(at + 1, at + 3).some((t) => /^(?:every|each|all|any|new)$/.test(t.lower));
  if (!lead.some((w) => /^(?:always|must|sure|ensure|remember)$/.test(w)) && !quantified) return undefined;
  if (negated(toks, v, rules)) return undefined;
  return build(field.toks, subject, toks.slice(at + 1, at + 1 + MAX_SUBJECT + 2), rules);
}

/** "reason must be set on every refund" */
function passive(toks: RuleToken[], sent: RuleSentence, rules: GuardRules): Require | undefined {
  const m = toks.findIndex((t, i) => /^(?:must|should)$/.test(t.lower) && toks[i + 1]?.lower === "be" && rules.requireField.participles.has(toks[i + 2]?.lower ?? ""));
  if (m < 1 || m > MAX_FIELD + 1) return undefined;
  const field = readField(rules.requireField, toks, 0);
  if (!field || field.end !== m) return undefined;
  let at = m + 3;
  if (toks[at]?.lower === "in") at++; // "filled in on every …"
  if (!/^(?:on|for|in|to|with)$/.test(toks[at]?.lower ?? "")) return undefined;
  const subject = readSubject(rules.requireField, toks, at + 1);
  if (!subject || negated(toks, m, rules)) return undefined;
  return build(field.toks, subject, toks.slice(at + 1, at + 1 + MAX_SUBJECT + 2), rules);
}

/** "tickets you open need a priority", "docker builds must use --pull", "every customer email gets cc: x" */
function have(toks: RuleToken[], sent: RuleSentence, rules: GuardRules): Require | undefined {
  const subject = readSubject(rules.requireField, toks, 0);
  if (!subject) return undefined;
  // the verb: within a few words after the subject ("you file must include", "go to project OPS and need")
  let v = -1;
  for (let i = subject.end; i < toks.length && i < subject.end + 12; i++) {
    const t = toks[i]!;
    if (t.kind === "word" && rules.requireField.have_verbs.has(t.root) && toks[i + 1]?.lower !== "to" && toks[i + 1]?.lower !== "it") {
      // "…, we need the history", "I need a summary": someone's need, not the subject's field
      if (i > subject.end && /^(?:we|i|they|he|she|it|people|everyone|someone)$/.test(toks[i - 1]!.lower)) return undefined;
      v = i;
      break;
    }
  }
  if (v < 0) return undefined;
  const cue = rules.requireField.self_cue_verbs.has(toks[v]!.root) || toks.slice(0, v).some((t) => /^(?:always|must|every|each|all|should)$/.test(t.lower));
  if (!cue || toks[v]!.root === "come" && toks[v + 1]?.lower !== "with") return undefined;
  if (negated(toks, v, rules)) return undefined;
  const field = readField(rules.requireField, toks, toks[v]!.root === "come" ? v + 2 : v + 1);
  if (!field) return undefined;
  // "… need a component first", "… needs a backup before": a step, not a field
  if (toks.slice(field.end, field.end + 3).some((t) => /^(?:first|before|beforehand|after)$/.test(t.lower))) return undefined;
  return build(field.toks, subject, toks.slice(0, v), rules);
}

/** "tickets don't need a component", "never add a reason": a negation just before the verb
 * ("new tickets go to OPS (not INFRA) and need a component" is no negation of "need") */
function negated(toks: RuleToken[], v: number, rules: GuardRules): boolean {
  for (let i = Math.max(0, v - 3); i <= v; i++) if (toks[i]!.text === ")") return false;
  return toks.slice(Math.max(0, v - 3), v + 1).some((t) => rules.prohibitionRe.test(t.text));
}

/** The field after its verb: determiners skipped, a flag/quote/email, or 1–3 content words. */
function readField(w: RequireFieldWords, toks: RuleToken[], from: number): { toks: RuleToken[]; end: number } | undefined {
  let i = from;
  while (i < toks.length && w.determiners.has(toks[i]!.lower)) i++;
  const out: RuleToken[] = [];
  for (; i < toks.length && out.length < MAX_FIELD; i++) {
    const t = toks[i]!;
    // "cc: accounts@acme.io", "label: agent-filed"
    if (t.text === ":" && out.length) continue;
    if (t.kind === "punct" || w.field_end.has(t.lower)) break;
    if (!["word", "flag", "quote", "code", "email", "path"].includes(t.kind)) break;
    out.push(t);
    if (t.kind === "flag" || t.kind === "email" || t.kind === "code") {
      i++;
      break;
    }
  }
  // "a sign-off line", "the DCO": a conventional text, whatever the other words ("sign-off" alone is an approval)
  if (out.some((t) => w.texts.has(t.lower)) && (out.length > 1 || !w.not_field.has(out[0]!.lower) || /^(?:dco)$/.test(out[0]!.lower))) return { toks: out, end: i };
  if (!out.length || out.some((t) => w.not_field.has(t.lower) || t.kind === "number" || /^(?:two|three|four|second|third|extra|another)$/.test(t.lower))) return undefined;
  // "use a partition filter on events": a clause of a query, not an argument (left to others)
  if (out.some((t) => /^(?:filter|where|limit|clause|condition)$/.test(t.lower))) return undefined;
  return { toks: out, end: i };
}

/** The subject noun phrase: quantifiers and "new" skipped, up to a stop word. */
function readSubject(w: RequireFieldWords, toks: RuleToken[], from: number): { toks: RuleToken[]; end: number; create: boolean; act?: string[] } | undefined {
  let i = from;
  let create = false;
  while (i < toks.length && (w.quantifiers.has(toks[i]!.lower) || toks[i]!.lower === "new")) {
    if (toks[i]!.lower === "new") create = true;
    i++;
  }
  const out: RuleToken[] = [];
  for (; i < toks.length && out.length < MAX_SUBJECT; i++) {
    const t = toks[i]!;
    if (t.kind === "punct" || w.subject_end.has(t.lower) || w.have_verbs.has(t.root) && out.length) break;
    if (!["word", "code", "quote"].includes(t.kind)) break;
    out.push(t);
  }
  if (!out.length) return undefined;
  // "tickets you open", "expenses we file": the subject is created by the call
  const after = toks.slice(i, i + 2);
  if (after.some((t) => w.create_verbs.has(t.lower)) && /^(?:you|we|i|they)$/.test(after[0]?.lower ?? "")) create = true;
  // "manifests you apply", "queries you run against prod": another act, the call's own
  const act = !create && /^(?:you|we|i|they)$/.test(after[0]?.lower ?? "") && after[1]?.kind === "word" && !w.have_verbs.has(after[1].root) && !/^(?:must|should|always|will|can|may|need|do|don't)$/.test(after[1].lower) ? [after[1].root || after[1].lower] : undefined;
  return { toks: out, end: i, create, ...(act ? { act } : {}) };
}

function fieldTokens(toks: RuleToken[], rules: GuardRules): { tokens: string[]; anyOf: boolean } {
  const text = toks.map((t) => rules.requireField.texts.get(t.lower)).find((x) => x);
  if (text) return { tokens: [text.text], anyOf: false };
  // ("resources.limits", "spec.replicas": a key path is one field)
  const exact = toks.find((t) => t.kind === "flag" || t.kind === "email" || t.kind === "quote" || t.kind === "code" || (t.kind === "word" && /^[a-z_][a-z0-9_]{0,40}(?:\.[a-z_][a-z0-9_]{0,40}){1,4}$/i.test(t.text)));
  if (exact) return { tokens: [exact.kind === "flag" ? exact.lower.replace(/^-+/, "") : exact.lower], anyOf: false };
  // "a cost center" ~ cost_center, "a due date" ~ due_on, "a Meet link" ~ hangoutsMeet: any of its words
  const words = toks.flatMap((t) => splitWords(t.text, 4)).filter((w) => w.length > 1 && !rules.requireField.determiners.has(w));
  return { tokens: [...new Set(words.map((w) => canonical(w, rules.synonyms)))], anyOf: true };
}

function build(fieldToks: RuleToken[], subject: { toks: RuleToken[]; create: boolean; act?: string[] }, subjectSpan: RuleToken[], rules: GuardRules): Require | undefined {
  const { tokens, anyOf } = fieldTokens(fieldToks, rules);
  if (!tokens.length) return undefined;
  const create = subject.create || subjectSpan.some((t) => t.lower === "new");
  const st = subject.toks;
  const rule = `${fieldToks.map((t) => t.text).join(" ")} on ${st.map((t) => t.text).join(" ")}`;
  const flags = { ...(anyOf && tokens.length > 1 ? { anyOf: true as const } : {}) };
  // "docker builds", "helm upgrades", "bq queries": a program and its subcommand (a run of it, or an
  // MCP tool named for it); otherwise the head noun is what the tool must act on, or a family the
  // words name ("refunds") shows it (make_api_request {method: refundPayment})
  const first = st[0]!;
  // ("rsync runs", "curl calls": the runs of the program, no subcommand)
  const sub = st[1] && !/^(?:runs?|calls?|commands?|invocations?|executions?|jobs?|uses?)$/.test(st[1].lower) ? singular(st[1].root || st[1].lower) : undefined;
  // (a known program, or a vowelless short name: bq, gh, az)
  if (rules.programs.has(first.lower) || rules.cliByProgram.has(first.lower) || /^[b-df-hj-np-tv-z]{2,4}$/.test(first.lower))
    return { type: "require", tokens, rule, ...flags, field: { program: first.lower, ...(sub ? { sub } : {}) } };
  // "flag changes", "price updates": the thing changed is the subject, the change its act
  // ("commit msg", "PR description": the text is part of the thing, the thing is the subject)
  const partHead = st.length > 1 && /^(?:changes?|updates?|edits?|modifications?|msgs?|messages?|descriptions?|bodies|body|titles?)$/.test(st[st.length - 1]!.lower);
  const actHead = partHead && /^(?:changes?|updates?|edits?|modifications?)$/.test(st[st.length - 1]!.lower);
  const head = st[st.length - (partHead ? 2 : 1)]!;
  if (head.kind !== "word" || rules.requireField.vague_subjects.has(head.lower)) return undefined;
  const { spec } = findAction(st, rules);
  // ("flag changes": the change is any write, which names no subject by itself; the tool must name the flag)
  // (nor is "write" or "delete" alone: "commits" would take in every file write)
  const families = actHead ? [] : spec.families.filter((f) => !f.startsWith("*") && !f.startsWith("word:") && f !== "write" && f !== "delete");
  const object = [canonical(head.root || head.lower, rules.synonyms)];
  if (subject.act) {
    const field: RequiredFieldAct = { object, act: subject.act };
    return { type: "require", tokens, rule, ...flags, field };
  }
  return { type: "require", tokens, rule, ...flags, field: { object, ...(families.length ? { families } : {}), ...(create ? { create } : {}) } };
}
