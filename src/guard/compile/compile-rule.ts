// Compiles one ledger entry's words into clauses, as an explicit ordered list of named steps.
// Runs once per distinct entry (the guard caches the result), so compromise is used here only.
import { ruleDirection } from "../carve-outs/fb-opposite-act.ts";
import { dataActOf } from "../carve-outs/fb-data-act.ts";
import { sqlKeywordPair, exceptedObject, roleWords, alwaysSwitch, exportOnlyLimit } from "../carve-outs/fb-sql-scope.ts";
import type { LedgerEntry } from "../../contract/ledger-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec, Clause, CompiledEntry, TargetSpec } from "./compiled-entry.ts";
import { readRuleText, type RuleSentence } from "./rule-text.ts";
import { ruleSurface } from "./rule-surface.ts";
import { expandFamilies, findAction, findCandidates } from "./rule-action.ts";
import { stateQualifiers } from "../carve-outs/fb-state-qualifier.ts";
import { canonical, splitWords } from "../split-words.ts";
import { findSettings } from "./rule-setting.ts";
import { banAfterHeading } from "./rule-target-heading.ts";
import { banAfterDash, isAllowance, isEmphasis, leadIn, ruleParts, splitSlashes } from "./rule-target-parts.ts";
import { findRequiredField } from "./rule-require-field.ts";
import { findSiteAllowList } from "./rule-allow-sites.ts";
import { carriedFamilies, describedSubject, mergeIdentity } from "../carve-outs/fb-subject.ts";
import { flagRequiredBy } from "../carve-outs/fb-without-flag.ts";
import { restrictedSpans, splitsScope } from "../carve-outs/fb-only-scope.ts";
import { onlyGatesApproval } from "../carve-outs/fb-only-approval.ts";
import { whoOnly } from "../carve-outs/fb-only-subject.ts";
import { writtenFlag } from "../carve-outs/fb-only-flag.ts";
import { alternativeWays } from "../carve-outs/fb-alternative.ts";
import { isReluctantWay } from "./rule-reluctant.ts";
import { leadTopic, requirementLead } from "../carve-outs/fb-require-lead.ts";
import { apposLiterals } from "../carve-outs/fb-only-literal.ts";
import { literalBans } from "./rule-literal-ban.ts";
import { contentBan } from "./rule-content-ban.ts";
import { messageTopic } from "./rule-message-topic.ts";
import { allowedVerbs } from "../carve-outs/fb-allowance.ts";
import { allowedActs } from "../carve-outs/fb-allowed-act.ts";
import { newInstead } from "../carve-outs/fb-new-instead.ts";
import { namesMessages } from "./rule-message-require.ts";
import { exceptPreferred, preferredKeyword, preferredProgram } from "../carve-outs/fb-preferred-kin.ts";
import { onlyConcedes } from "../carve-outs/fb-concession.ts";
import { wholeObject } from "../carve-outs/fb-everything.ts";
import { scopeNotRequirement } from "../carve-outs/fb-scope-token.ts";
import { elseExcepted, exceptExcepted } from "../carve-outs/fb-anything-else.ts";
import { fineNotBan } from "../carve-outs/fb-fine-not.ts";
import { ownerScope } from "../carve-outs/fb-owner.ts";
import {
  findAliases,
  findFormat,
  findConditionWords,
  findKeywords,
  findPromise,
  findLimit,
  findRegion,
  findRequirement,
  findSequence,
  findSize,
  findTime,
  approvalMask,
} from "./rule-clauses.ts";
import { markTargetRoles, onlyWidening } from "./rule-target-role.ts";
import { conditionWordList } from "./rule-condition-flags.ts";
import { allowedNouns } from "./rule-allow-sentence.ts";
import { reservedActs } from "./rule-reserved-act.ts";
import { actPredicates } from "./rule-act-predicate.ts";
import { stayStates } from "./rule-stay-state.ts";
import { plainObject } from "./rule-target-object.ts";
import { kindAfterProduct, kindBesidePlace } from "./rule-target-place.ts";
import { markAcronyms } from "./rule-target-acronym.ts";
import { markIds } from "./rule-target-ids.ts";
import { markKindClasses } from "./rule-target-kind-class.ts";
import { markKeyValues } from "./rule-target-keyvalue.ts";
import { markHosts } from "./rule-target-host.ts";
import { hostGroups } from "./rule-target-domain.ts";
import { markDenySegments, splitMixedSegments } from "./rule-mixed-effect.ts";
import { findExcludedRows } from "./rule-exclude-rows.ts";
import { findAgeBound, type AgeBound } from "./rule-age-bound.ts";
import { findSqlClause } from "./rule-sql-clause.ts";
import { deferWhen } from "../carve-outs/fb-deferred.ts";
import { starSelectBan } from "../carve-outs/fb-star-select.ts";
import { orderedRequirement } from "../carve-outs/fb-done-before.ts";
import { markMonths } from "./rule-target-month.ts";
import { commitTrigger } from "./rule-commit-act.ts";
import { grantOnly } from "./rule-grant.ts";
import { restatesBound } from "./rule-bound-back.ts";
import { withoutReasonTail } from "./rule-reason-tail.ts";
import { splitAtBefore } from "./rule-before-code.ts";
import { findDestination } from "./rule-destination.ts";
import { commandOrder, findFloor } from "./rule-command-order.ts";
import { writesCodeName } from "../match/match-limit-stated.ts";

interface Draft {
  entry: LedgerEntry;
  sentences: RuleSentence[];
  out: CompiledEntry;
}

const LEAVE_ALONE = /\bleave\b(?:[^.;]|\.(?=\w)){1,80}\balone\b|\bhands off\b|\bstay (?:away from|out of|off)\b|\bkeep (?:out of|off|away from)\b/i;
const STAY_OFF = /\bstay (?:away from|out of|off)\b|\bkeep (?:out of|off|away from)\b|\bdon'?t (?:go|connect|log ?in) (?:to|into|on)\b/i;
const ONLY_RULE = /^\s*only\b|\bonly (?:to|in|on|from|use|with|inside)\b|\bstay on\b|\bstick to\b|\bexclusively\b|\bnothing but\b|\bonly\s*[.!]?\s*$|\band nowhere else\b|\bnowhere else\b/i;
// "Stay inside /data/x", "work only within packages/api": writes anywhere else are forbidden
const STAY_INSIDE = /\b(?:stay|remain|work)\s+(?:only\s+)?(?:inside|within|in|under)\s+(?:the\s+)?/i; // the next token must be a path (checked below)
// "don't run the whole test suite", "never run the e2e suite locally": running tests changes
// nothing, yet it is the act; a run verb with a test suite for its object bans any call on it
const RUN_VERB = /\b(?:run|runs|running|execute|executing|kick off|kicking off|launch|launching|trigger|triggering)\b/i;
const RUNNABLE_TESTS = new Set(["test", "tests", "suite", "suites", "e2e", "itest", "itests", "spec", "specs", "benchmark", "benchmarks"]);
const TOUCH_WORDS = /^(?:read-only|read only|readonly|touch|touching|touches|touched|mess with|messing with|tamper|tampering|tamper with)$/i;
// a file name by its extension: yarn.lock, tsconfig.json, docker-compose.prod.yml (not ANALYTICS.PUBLIC)
const FILE_NAME = /^[\w-]{1,60}(?:\.[\w-]{1,20}){0,3}\.(?:lock|json|jsonc|ya?ml|toml|ini|cfg|conf|env|ts|tsx|js|jsx|mjs|cjs|py|rb|go|rs|java|kt|swift|php|cs|c|h|cpp|md|mdx|txt|sql|sh|bash|zsh|xml|html|css|scss|gradle|properties|tf|tfvars|tfstate|plist|csv|pem|key|crt|sum|mod|gemspec|lockb|dockerfile|proto|graphql|prisma|vue|svelte|ipynb|db|sqlite)$/;
/** a host by its top-level domain: analytics.events and console.log are code, not hosts */
function isHostName(dm: string, rules: GuardRules): boolean {
  return dm.includes(".") && rules.hostTlds.has(dm.slice(dm.lastIndexOf(".") + 1));
}
// "*.gov.uk" is a host pattern, not a folder
const WILDCARD_HOST = /^\*?\.(?:[a-z0-9-]{1,63}\.){1,6}[a-z]{2,24}$/;
const META_HEADING = /^\s*(?:[\w-]{1,20}\s){0,3}(?:rules|guidelines|policy|policies|conventions|ground rules)(?:\s(?:for|of|in|on)\s(?:the\s|this\s|our\s)?[\w-]{1,20}(?:\s[\w-]{1,20})?)?\s?:\s/i;
const PRONOUN_REF = /^(?:it|them|that|those|these|there)$/;
const TRIGGER_WORD = /^(?:when|whenever|if|while)$/;

// The compiler, in order. Each step reads the draft and adds to it.
const STEPS: { name: string; run: (d: Draft, rules: GuardRules) => void }[] = [
  { name: "read-text", run: (d) => (d.sentences = readRuleText(d.entry.text)) },
  // "moving cards into Done is mine", "only the IC adds responders": a ban for the agent
  { name: "reserved-acts", run: (d, rules) => (d.sentences = reservedActs(d.sentences, rules)) },
  // "go get -u ./... is banned here", "dbt seed is dev only", "X is human-triggered only": the act
  // is the subject; read as the imperative it means (rule-act-predicate.ts)
  { name: "act-predicates", run: (d, rules) => (d.sentences = actPredicates(d.sentences, rules, d.entry.text)) },
  // "the celery-beat program must stay running", "keep X intact": a state the thing must keep, read
  // as the ban on the acts that end it (rule-stay-state.ts)
  { name: "stay-states", run: (d, rules) => (d.sentences = stayStates(d.sentences, rules, d.entry.text)) },
  { name: "effect", run: findEffect },
  { name: "condition", run: (d) => (d.out.conditionWords = findConditionWords(d.entry.text)) },
  { name: "condition-words", run: (d) => (d.out.ruleWords = conditionWordList(d.entry.text)) },
  // "don't abort builds other people started": whose things the ban is about (fb-owner.ts)
  { name: "owner-scope", run: findOwnerScope },
  { name: "clauses", run: findClauses },
  // "No journal entries dated in October" ~ {trandate: "2026-10-31"}: a month is a date value
  { name: "target-months", run: (d) => markMonths(d.out.clauses) },
  { name: "target-roles", run: (d, rules) => markTargetRoles(d.out.clauses, d.entry.text, rules) },
  // "Ask first before deleting any serverless endpoint" ~ delete-endpoint: a class the tool's name carries
  { name: "target-kind-classes", run: (d, rules) => markKindClasses(d.out.clauses, d.sentences, rules) },
  // "Never delete CRDs" ~ {kind: CustomResourceDefinition}: capitals a call spells out
  { name: "target-acronyms", run: (d) => markAcronyms(d.out.clauses) },
  // "the customers group (-100188812)" ~ {chat_id: -100188812}: an id the call carries
  { name: "target-ids", run: (d) => markIds(d.out.clauses, d.entry.text) },
  // "don't set status AUTHORISED" ~ {status: "AUTHORISED"}: a key set to the value written
  { name: "target-key-values", run: (d) => markKeyValues(d.out.clauses, d.entry.text) },
  // "Do not stop postgres on db-primary" ~ exec systemctl stop postgresql: the host a shell call runs on
  { name: "target-hosts", run: (d, rules) => markHosts(d.out.clauses, rules) },
  { name: "allow-sentences", run: findAllowSentences },
  // "the 'edge-cache' db is disposable, anything else don't destroy": what the words before name is set apart
  { name: "anything-else", run: findElse },
  // "never trigger the deploy workflow from anything except main": main is set apart, not a target
  { name: "anything-except", run: findExcept },
  // "don't stop or purge them. Restarts of allocs are ok.": an act another clause allows
  { name: "allowed-acts", run: findAllowedActs },
  // "never delete a sent invoice", "dont delete approved absences": the state saying which things (fb-state-qualifier.ts)
  { name: "state-qualifiers", run: findStateQualifiers },
  { name: "kind", run: inferKind },
  { name: "gate", run: findGate },
];

/** The action families the call must show for any clause to match ("restart the primary" needs
 * restart): the evaluator rejects the entry with one lookup per family when the call shows none. */
function findGate(d: Draft) {
  const gate = new Set<string>();
  for (const c of d.out.clauses) {
    // a calendar time rule also meets a booking or an answer to an invite at its start (match-time-act.ts)
    if (c.type === "time" && (c.families.includes("schedule") || c.families.includes("approve") || c.families.includes("phone"))) return;
    // a count bound on a list the rule names by its own argument name holds whatever the act (match-limit-stated.ts)
    if (c.type === "limit" && c.sense === "count" && c.groups?.some((g) => g.some((t) => writesCodeName(t.raw)))) return;
    const fams =
      c.type === "action" || c.type === "keywords" ? c.families
      : c.type === "limit" || c.type === "time" ? (c.families.length ? c.families : undefined)
      : c.type === "sequence" ? c.trigger.families
      : c.type === "require" && c.trigger ? (c.triggerAlt ? c.triggerAlt.families : c.trigger.families)
      : undefined;
    if (!fams?.length || fams.some((f) => f.startsWith("*") || f.startsWith("word:"))) return;
    for (const f of fams) gate.add(f);
  }
  if (gate.size) d.out.gate = [...gate];
}

const ALLOW_THEN_BAN = /^[^,;]{3,80}\b(?:is|are)\s+(?:fine|ok|okay|allowed)\s*[,;]\s*\S/i;

/** "Public replies need a human first. Internal notes are fine.": what another sentence allows */
function findAllowSentences(d: Draft, rules: GuardRules) {
  // (one sentence: "internal notes are fine, anything that emails the customer needs my review"
  // — the allow clause before a comma, the ban after it: rule-allow-sentence.ts)
  if (d.sentences.length < 2 && !ALLOW_THEN_BAN.test(d.sentences[0]?.text ?? "")) return;
  const nouns = allowedNouns(d.sentences, rules);
  if (!nouns.length) return;
  for (const c of d.out.clauses) {
    if (c.type !== "action" || c.only) continue;
    // (a noun the ban itself names is not set apart: "Notes are fine. Never delete notes.")
    const own = new Set(c.groups.flat().flatMap((t) => t.names));
    const keep = nouns.filter((n) => !own.has(n) && !c.words.some((w) => w.toLowerCase().includes(n)));
    if (keep.length) c.allowNouns = keep;
  }
}

/** "only touch src/payments/. Everything else is read-only": the names set apart (fb-anything-else.ts) */
function findElse(d: Draft) {
  const names = elseExcepted(d.entry.text);
  if (!names) return;
  for (const c of d.out.clauses) {
    if (c.type !== "action" || c.only) continue;
    // (a name the ban itself targets is not set apart)
    const own = c.groups.flat().map((t) => (t.literal ?? t.raw).toLowerCase());
    const keep = names.filter((n) => !own.some((o) => o === n || o.includes(n.replace(/[*/_-]{1,8}$/, ""))));
    if (keep.length) c.elseOf = keep;
  }
}

function findOwnerScope(d: Draft) {
  const scope = d.out.ruleWords?.length ? ownerScope(d.out.ruleWords) : undefined;
  if (scope) d.out.owner = scope;
}

/** "from anything except main", "on any branch other than `release`": the name after the "except"
 * leaves the ban's targets and is set apart (fb-anything-else.ts exceptExcepted) */
function findExcept(d: Draft) {
  const names = exceptExcepted(d.entry.text);
  if (!names) return;
  for (const c of d.out.clauses) {
    if (c.type !== "action" || c.only) continue;
    const named = (t: TargetSpec) => names.includes((t.literal ?? t.raw).toLowerCase());
    const groups = c.groups.filter((g) => !g.every(named));
    // only a name the ban took for its target, beside another one: "never delete anything except
    // dist/ and coverage/" is the allow-list form, read elsewhere
    if (!groups.length || groups.length === c.groups.length) continue;
    c.groups = groups;
    c.elseOf = [...(c.elseOf ?? []), ...names];
  }
}

function findStateQualifiers(d: Draft, rules: GuardRules) {
  for (const c of d.out.clauses) {
    if (c.type !== "action" || c.only) continue;
    const mark = stateQualifiers(d.out.ruleWords, c.words, rules.stateChains);
    if (mark) c.states = mark;
  }
}

/** "never drop collections; deleting docs is ok": the acts other clauses allow (fb-allowed-act.ts) */
function findAllowedActs(d: Draft, rules: GuardRules) {
  const acts = allowedActs(d.sentences, rules);
  if (!acts.length) return;
  for (const c of d.out.clauses) if (c.type === "action" && !c.only) c.allowActs = acts;
}

export function compileEntry(entry: LedgerEntry, rules: GuardRules): CompiledEntry {
  const d: Draft = {
    // the text as the compiler reads it: no bullet, greeting, smart quotes, emoji or shouting (rule-surface.ts)
    entry: { ...entry, text: ruleSurface(entry.text, rules.reasonWords, rules.reasonHeads) },
    sentences: [],
    out: { effect: "deny", effectWhy: "default", kind: entry.kind ?? "prohibition", clauses: [], aliases: [], conditionWords: [] },
  };
  for (const step of STEPS) step.run(d, rules);
  commandWordsFallback(d);
  // "no need to ask before read-only stuff": a grant, no rule (rule-grant.ts)
  const grant = entry.effect ? undefined : grantOnly(d.sentences, rules);
  if (grant) return { effect: "deny", effectWhy: grant, kind: d.out.kind, clauses: [], aliases: [], conditionWords: [], uncompilable: `a grant (${grant}): the entry allows, it bans nothing` };
  // "creating new watchlists is ok" as an entry of its own: what it allows (fb-allow-entry.ts)
  if (d.out.uncompilable && !d.out.clauses.length) {
    const acts = allowedActs(d.sentences, rules);
    if (acts.length) {
      d.out.allowOnly = acts;
      // (said as what it is: an allowance read, not words the compiler could not read)
      const read = acts.filter((a) => a.things.length).map((a) => `${a.words[0]} ${a.things.map((t) => t.raw).join(" / ")}`);
      if (read.length) d.out.uncompilable = `an allowance (${read.join("; ")}): it lifts another entry's ban on that act and thing, it bans nothing`;
    }
  }
  // literals written as they are banned: the text as written (capitals kept)
  {
    let bans = literalBans(entry.text, rules.programs);
    // "never put a password or token in a notification body": a kind of value written out
    const content = contentBan(entry.text, rules.contentValues);
    if (content) {
      d.out.contentBan = content;
      // "Never put HF_TOKEN … as plain env values": the name is where the value goes, not a banned literal
      bans = bans?.filter((b) => !content.names.includes(b.raw.toLowerCase()));
    }
    if (bans?.length) d.out.literalBans = bans;
    // "any message mentioning a discount or promo code needs sign-off": what a message says
    const topic = messageTopic(entry.text, rules.messageTopics);
    if (topic) d.out.messageTopic = topic;
  }
  return d.out;
}

/** Order rules between commands written as command words, and floors on a setting's value, where
 * no other reading gave a clause, or where the one it gave is a flag requirement that the order
 * words explain as the same command run without, then with the flag (rule-command-order.ts). */
function commandWordsFallback(d: Draft) {
  const flagOnly = d.out.clauses.length > 0 && d.out.clauses.every((c) => c.type === "require" && c.tokens.length > 0 && c.tokens.every((t) => t.startsWith("-")));
  if ((!d.out.uncompilable && !flagOnly) || d.out.effect === "require_approval") return;
  const found: Clause[] = [];
  for (const s of d.sentences) {
    const c = commandOrder(s.text) ?? findFloor(s.text);
    if (c && (!flagOnly || (c.type === "command-order" && c.prereq.some((p) => p.without?.length) && c.trigger.some((t) => t.flags?.length)))) found.push(c);
  }
  if (!found.length) return;
  d.out.clauses = found;
  delete d.out.uncompilable;
  delete d.out.gate;
}

// "only run the nightly MERGE … after the count check": "only" leads the act, "after" the prerequisite
// (rule-only-after.ts); not when a flag is written as the condition ("… (flag ci_passed)", fb-only-flag.ts)
const ONLY_THEN_AFTER = /\bonly [^;:]{1,120}?\bafter\b/i;

function findEffect(d: Draft, rules: GuardRules) {
  if (d.entry.effect) {
    d.out.effect = d.entry.effect;
    d.out.effectWhy = "explicit effect";
    return;
  }
  for (const a of rules.approval)
    if (a.re.test(d.entry.text)) {
      d.out.effect = "require_approval";
      d.out.effectWhy = a.id;
      return;
    }
  for (const w of rules.warn)
    if (w.re.test(d.entry.text)) {
      d.out.effect = "warn";
      d.out.effectWhy = w.id;
      return;
    }
}

// "Neon: never touch …": one word, then a colon, then the rule ("re: …" and "e.g.: …" are no products)
const ANYWAY = /^\s*(?:whatever happens|whatever you do|no matter what|in any case|under any circumstances|come what may)\b/i;

function findClauses(d: Draft, rules: GuardRules) {
  const approval = d.out.effect === "require_approval" && d.out.effectWhy !== "explicit effect";
  const clauses: Clause[] = [];
  let entryTrigger: ReturnType<typeof findAction>["spec"] | undefined;
  const pendingRequires: NonNullable<ReturnType<typeof findRequirement>>[] = [];
  const orderedRequires = new Set<object>(); // "… always run `make lint test` first" (fb-done-before.ts)
  const messageRequires = new Set<NonNullable<ReturnType<typeof findRequirement>>>(); // "always sign replies with …" (rule-message-require.ts)

  // the sentence each clause was read from (clauses are only appended): rule-mixed-effect.ts
  const origin: (RuleSentence | undefined)[] = [];
  const note = (sent: RuleSentence | undefined) => {
    while (origin.length < clauses.length) origin.push(sent);
  };
  let last: RuleSentence | undefined;
  // the age bound of the sentence read last, put on the action clauses it gave (rule-age-bound.ts)
  let ageMark: { bound: AgeBound; from: number } | undefined;
  const attachAge = () => {
    if (!ageMark) return;
    for (let k = ageMark.from; k < clauses.length; k++) {
      const c = clauses[k]!;
      if (c.type === "action" && !c.only) c.age = ageMark.bound;
    }
    ageMark = undefined;
  };
  const joined = splitJoinedProhibitions(d.sentences);
  for (const sent of approval ? joined.flatMap((s) => splitMixedSegments(s, rules)) : joined) {
    attachAge();
    note(last);
    last = sent;
    // "older than 180 days", "added in the last 24h": how old the object may be, a fact the caller
    // states in context.flags; the words name no act or target, so they leave the sentence
    const age = findAgeBound(sent.text);
    if (age) {
      let text = sent.text;
      for (const [a, b] of age.spans) text = text.slice(0, a) + " ".repeat(b - a) + text.slice(b);
      sent.text = text;
      sent.tokens = sent.tokens.filter((t) => !age.spans.some(([a, b]) => t.start >= a && t.start < b));
      ageMark = { bound: age.bound, from: clauses.length };
    }
    // "… Stop them if you really must.": a grudging way, no ban of its own (rule-reluctant.ts)
    if (d.sentences.indexOf(sent) > 0 && isReluctantWay(sent.text, rules)) continue;
    // "FLUSHALL / FLUSHDB", "sed/perl": slashes between words are alternatives, not folders
    sent.tokens = splitSlashes(sent.tokens, rules);
    // "period.", "full stop.", "no exceptions": emphasis after a rule, no rule of its own
    if (isEmphasis(sent.text)) continue;
    // "Stop is fine, terminate is not": the act after "is not" is the ban; one an earlier
    // sentence already bans is restated, not banned anew on everything (fb-fine-not.ts)
    // "keep at least 2 machines. never scale below that": the limit read before holds it (rule-bound-back.ts)
    if (clauses.some((c) => c.type === "limit") && restatesBound(sent.text)) continue;
    const fineNot = fineNotBan(sent, rules);
    if (fineNot) {
      if (!clauses.some((c) => c.type === "action" && c.families.some((f) => fineNot.families.includes(f)))) clauses.push({ type: "action", ...fineNot });
      continue;
    }
    // "IMPORTANT: never …", "Note: …": a label is not part of the rule
    // "mod rules for the bot: …", "house rules:": a heading naming the rule set itself names nothing
    const label = /^\s*(?:important|note|nb|rule|reminder|warning|critical|fyi|please note|heads up)\s*[:!-]\s*/i.exec(sent.text) ?? META_HEADING.exec(sent.text);
    if (label) sent.tokens = sent.tokens.filter((t) => t.start >= label[0].length);
    // "Cloudflare: don't delete workers …", "unleash: don't disable flags …": a one-word scope
    // label names the product the tool belongs to, which a tool (wrangler_kv_delete) need not spell
    const scope = !label && d.sentences.indexOf(sent) === 0 ? leadIn(sent, rules) : undefined;
    const scopeTokens = scope ? sent.tokens.filter((t) => t.start < scope.chars) : [];
    // "exclude tenant_id = 0 from every report query": rows a read query must leave out, by a column
    const excluded = findExcludedRows(sent) ?? findSqlClause(withoutReasonTail(sent), rules.prohibitionRe);
    if (excluded) {
      clauses.push(excluded);
      continue;
    }
    // "only ever use the dev-eu context", "PRs go to develop", "open PRs as drafts": a setting
    // pinned to one value, read beside whatever else the sentence says
    clauses.push(...findSettings(sent, rules));
    // "always add a reason to refunds", "tickets you open need a priority": a field the call must carry
    const field = findRequiredField(sent, rules);
    // "stay on docs.stripe.com, don't browse elsewhere": the hosts named are the only ones allowed
    const sites = field ? undefined : findSiteAllowList(sent, rules);
    if (field || sites) {
      clauses.push((field ?? sites)!);
      continue;
    }
    // "Leave the fixtures directory alone", "keep your hands off X", "stay out of X"
    const handsOff = LEAVE_ALONE.test(sent.text);
    const stayOff = STAY_OFF.test(sent.text);
    // ("index deletion only for indices older than 90 days": the others are banned)
    const neg = rules.prohibitionRe.test(sent.text) || handsOff || !!age?.bound.only;
    const approvalHere = rules.approval.some((a) => a.re.test(sent.text));
    const inside = STAY_INSIDE.exec(sent.text);
    if (inside) {
      const at = inside.index + inside[0].length;
      const first = sent.tokens.find((t) => t.start >= at);
      const prefix = first?.kind === "path" ? findAction([first], rules).spec.groups.flat().find((t) => t.prefix)?.prefix : undefined;
      if (prefix) {
        clauses.push({ type: "action", families: expandFamilies(["write"], rules), words: [inside[0].trim()], groups: [], outsidePaths: [prefix], outsideDomains: [] });
        continue;
      }
    }
    const aliases = findAliases(sent, rules);
    if (aliases.length && !neg) {
      d.out.aliases.push(...aliases);
      continue;
    }
    // "don't run helm upgrade without --atomic": the flag is required, not banned
    const needsFlag = neg ? flagRequiredBy(sent, rules) : undefined;
    if (needsFlag) {
      clauses.push(needsFlag);
      continue;
    }
    const found =
      findFormat(sent, rules) ??
      findKeywords(sent, rules) ??
      findPromise(sent, rules) ??
      findTime(sent, rules, d.entry.text) ??
      // ("… — it's 9 TB": a size in the reason bounds nothing: rule-reason-tail.ts)
      findSize(withoutReasonTail(sent)) ??
      findLimit(withoutReasonTail(sent), rules) ??
      findRegion(sent) ??
      (neg || approvalHere || /\b(?:always|every|before|first|only after|only once)\b/i.test(sent.text) || (ONLY_THEN_AFTER.test(sent.text) && !writtenFlag(sent.text, rules.contextFacts)) ? findSequence(sent, rules, approvalHere) : undefined);
    if (found) {
      // ("… before any commit": the trigger is a commit, not any write: rule-commit-act.ts)
      clauses.push(found.type === "sequence" ? { ...found, trigger: commitTrigger(found.trigger) } : found);
      continue;
    }
    const req = findRequirement(sent, rules);
    // ("bind to 127.0.0.1 if you must" concedes, requires nothing: fb-concession.ts)
    if (req && (!neg || /^\s*(?:always|make sure|ensure|be sure|remember to|you must|must)\b/i.test(sent.text)) && !onlyConcedes(sent.text)) {
      // ("Queries against `prod_share`: always with a LIMIT": with no act to hang on, prod_share is
      // the scope, not a word every call must say: fb-scope-token.ts)
      if (!req.keyValue && !req.trigger?.families.length && scopeNotRequirement(req.tokens, sent.text)) continue;
      // "Before you run the db migrations, you must …", "upserts to the staging index: …": the act
      // the requirement is about (fb-require-lead.ts)
      if (!req.trigger?.families.length && !req.keyValue) {
        const lead = requirementLead(sent);
        const topic = lead ? leadTopic(findAction(lead, rules).spec, rules) : undefined;
        if (topic) Object.assign(req, topic.alt ? { trigger: topic.trigger, triggerAlt: topic.alt } : { trigger: topic.trigger });
      }
      // "always sign replies with …": only a call that delivers a message (rule-message-require.ts)
      if (!req.trigger?.families.length && !req.keyValue && namesMessages(sent, rules)) messageRequires.add(req);
      if (orderedRequirement(sent.text)) orderedRequires.add(req);
      pendingRequires.push(req);
      continue;
    }
    // "exports land in /srv/out/ only", "invites only go to @corp.example": one place, nowhere else (rule-destination.ts)
    const dest = findDestination(sent, rules);
    if (dest) {
      clauses.push(...dest);
      continue;
    }
    const onlyInside = /\bonly\b/i.test(sent.text) && sent.tokens.some((t) => t.kind === "path" && !WILDCARD_HOST.test(t.lower));
    const warnSentence = d.out.effect === "warn" && rules.warn.some((w) => w.re.test(sent.text));
    // "Use bun instead of npm", "prefer pnpm over npm": running the other one is forbidden
    // ("use bun not npm": with no comma, the "not" is the alternative's, not a ban of its own)
    const useNot = USE_NOT.exec(sent.text);
    const useNotOnly = !!useNot && !rules.prohibitionRe.test(sent.text.slice(0, useNot.index + useNot[0].length - 4)) && !rules.prohibitionRe.test(sent.text.slice(useNot.index + useNot[0].length));
    const instead = (!neg || useNotOnly) && /\b(?:use|prefer|choose|pick|go with|stick with)\b/i.test(sent.text) ? /\b(?:instead of|rather than|over|not)\s/i.exec(sent.text) : null;
    if (instead) {
      const after = sent.tokens.filter((t) => t.start >= instead.index + instead[0].length);
      const { spec } = findAction(after, rules);
      const groups = preferredKeyword(preferredProgram(exceptPreferred(spec.groups, sent.text.slice(0, instead.index), rules.synonyms), sent.text.slice(0, instead.index), rules.programs), sent.text.slice(0, instead.index));
      if (spec.groups.length) clauses.push({ type: "action", ...spec, groups, families: spec.families.length ? spec.families : ["*any"] });
      continue;
    }
    // "Only deploy to staging", "Stay on docs.python.org": everything else is forbidden
    // "bot messages go in #bot-spam and nowhere else": the negation is the "only"
    const nowhereElse = /\bnowhere else\b/i.test(sent.text) && !rules.prohibitionRe.test(sent.text.replace(/\bnowhere else\b/gi, ""));
    // ("change only with my approval": the "only" restricts the approval, not the target: fb-only-approval.ts)
    const onlyRule = (!neg || nowhereElse) && !onlyInside && ONLY_RULE.test(sent.text) && !onlyGatesApproval(sent, rules);
    if (onlyRule) {
      // "Only cancel reservations that have travel insurance": the relative clause is a state the
      // call cannot show, not a name it must carry
      const rel = sent.tokens.findIndex((t, i) => i > 1 && /^(?:that|which|who|whose|where)$/.test(t.lower));
      const found = findAction(rel > 0 ? sent.tokens.slice(0, rel) : sent.tokens, rules);
      const spec = found.spec;
      if (found.domains?.length || (spec.outsideDomains.length && !spec.groups.length)) {
        // the domain is the point: any call that reaches another host breaks it
        clauses.push({ type: "action", ...spec, families: ["*any"], groups: [], outsideDomains: [...spec.outsideDomains, ...(found.domains ?? [])] });
      } else if (spec.families.length && spec.groups.length && !spec.families.every((f) => rules.families.get(f)?.readOnly)) {
        // "api-prod deploys: bluegreen only": api-prod is when the rule applies, bluegreen what it allows
        // "Only mods post there", "Only the release captain merges into main": who acts (fb-only-subject.ts)
        const who = whoOnly(sent, spec.groups);
        if (who) {
          const groups = spec.groups.filter((_, i) => i !== who.subject);
          if (groups.length) clauses.push({ type: "action", ...spec, groups });
          else if (!(who.pointsBack && d.sentences.length > 1)) clauses.push({ type: "action", ...spec, only: true });
          continue;
        }
        // "only … after the review is approved (flag schema_review_ok)": the flag says it is met (fb-only-flag.ts)
        const onlyFlag = writtenFlag(sent.text, rules.contextFacts);
        const scope = splitsScope(spec.groups, restrictedSpans(sent, rules.routeVerbs), sent.text, rules.routeVerbs, onlyFlag !== undefined);
        // "Only message the family group (chat -100184422331)": the id names it (fb-only-literal.ts)
        const appos = apposLiterals(spec.groups, sent.text);
        clauses.push({ type: "action", ...spec, only: true, ...(scope ? { scope } : {}), ...(appos ? { appos } : {}), ...(onlyFlag ? { onlyFlag } : {}) });
      }
      continue;
    }
    if (!(neg || approvalHere || onlyInside || warnSentence || (approval && d.sentences.length === 1))) continue;
    // "Never notify attendees when you move meetings": the action, then its trigger
    // "Let me know if you alter the users table": the warn words are not the condition
    const warnHere = rules.warn.map((w) => w.re.exec(sent.text)).find((m) => m);
    const ti = warnHere ? -1 : sent.tokens.findIndex((t) => TRIGGER_WORD.test(t.lower));
    let head = ti > 0 ? sent.tokens.slice(0, ti) : sent.tokens;
    // "nothing goes to partnerco.com until the NDA is signed": what lifts the ban is a condition
    // (read by findConditionWords), not the act or its target
    // ("… only after I've eyeballed the SQL", "… unless I've read it first": with an approval, what
    // the user looks at first is no target of the act)
    const lift = !approvalHere ? head.findIndex((t, i) => i > 2 && /^(?:until|unless|till)$/.test(t.lower)) : selfGate(head);
    if (lift > 0) head = head.slice(0, lift);
    // what the ban protects vs. its allowance, reason, alternative and noise (rule-target-parts.ts)
    const anywayAt = ANYWAY.exec(sent.text)?.[0].length ?? 0;
    const headNow = head;
    const parts = ruleParts(head, sent.text, rules, { from: anywayAt, bans: (s) => rules.prohibitionRe.test(s) || LEAVE_ALONE.test(s), keepsTarget: (end) => findAction(headNow.slice(0, end), rules).spec.groups.length > 0 });
    // "Don't delete any automation rules, disable them if they misbehave": a condition inside the
    // aside (the alternative, the reason) is that aside's, not the ban's trigger
    const asideBeforeTrigger = parts.end < head.length;
    if (asideBeforeTrigger) head = head.slice(0, parts.end);
    const tail = ti > 0 && !asideBeforeTrigger ? sent.tokens.slice(ti + 1) : [];
    // the approval words themselves ("ask me before", "without my sign-off") name no target
    const masked = new Set<number>();
    if (warnHere) sent.tokens.forEach((t, i) => t.start >= warnHere.index && t.start < warnHere.index + warnHere[0].length + 4 && masked.add(i));
    // a leading condition ("While this incident is open, …") is checked against flags, not the call
    const cond = /^\s*(?:during|while|whilst|if|when|as long as|until|for|on|in)\b[^,]{1,120},/i.exec(sent.text);
    // ("During the freeze do not roll back the api, …": no comma closes the condition, the ban is inside)
    // "whatever happens, leave X alone", "no matter what, never …": emphasis, no target
    const anyway = ANYWAY.exec(sent.text);
    if (anyway) sent.tokens.forEach((t, i) => t.start < anyway[0].length && masked.add(i));
    const banInCond = cond ? rules.prohibitionRe.exec(cond[0]) : null;
    if (banInCond) sent.tokens.forEach((t, i) => t.start < banInCond.index && masked.add(i));
    else if (cond) sent.tokens.forEach((t, i) => t.start < cond[0].length && masked.add(i));
    for (const i of approvalMask(sent, rules)) masked.add(i);
    for (const i of parts.masked) masked.add(i);
    // "Use pnpm, not npm": only the negated segment names what is forbidden
    let segStart = negatedSegment(head, rules);
    // "You may restart staging freely, but prod needs approval": the rule is the part after "but"
    const but = head.findIndex((t, i) => t.lower === "but" && head[i - 1]?.text === ",");
    if (segStart < 0 && but > 0 && !rules.prohibitionRe.test(sent.text.slice(0, head[but]!.start)) && rules.approval.some((a) => { const m = a.re.exec(sent.text); return !!m && m.index > head[but]!.start; })) segStart = but + 1;
    // "Keep CI logs — never delete workflow run logs": the statement before the dash is no ban (rule-target-parts.ts)
    // (only when the ban names its own target: "infra/ is ours — changes need my OK" bans changes to
    // infra/; and its own verb: "Refunds go to the original card — never to a new card" is about refunds)
    const dashed = segStart < 0 ? banAfterDash(head, sent.text, (s) => rules.prohibitionRe.test(s) || LEAVE_ALONE.test(s), (s) => rules.approval.some((a) => a.re.test(s))) : -1;
    const afterDash = dashed > 0 ? findAction(head.slice(dashed), rules).spec : undefined;
    const verbless = dashed > 0 && /^(?:to|in|on|into|onto|from|for|with|at|by)$/.test(head[dashed + 1]?.lower ?? "");
    if (afterDash?.groups.length && !verbless) segStart = dashed;
    // "no @here-style blasts: never send to the all-staff topic": the heading names the kind of ban,
    // the part after the colon the thing (rule-target-heading.ts)
    if (segStart < 0) {
      const bansHere = (s: string) => rules.prohibitionRe.test(s) || LEAVE_ALONE.test(s) || rules.approval.some((a) => a.re.test(s));
      const headed = banAfterHeading(head, sent.text, bansHere, (toks) => {
        const { spec } = findAction([...toks], rules);
        return { families: spec.families, groups: spec.groups.length };
      });
      if (headed > 0) segStart = headed;
    }
    // "staging deploys are fine, prod deploys need sign-off": the allowance names nothing banned
    const allowance = parts.allowedUntil > 0;
    if (allowance && parts.allowedFrom > 0) for (let i = parts.allowedFrom; i < parts.allowedUntil; i++) masked.add(i);
    else if (allowance && segStart < 0) segStart = parts.allowedUntil;
    if (segStart > 0) head.slice(0, segStart).forEach((_, i) => masked.add(i));
    // with the label set aside, the rest must still name a target, else the label is the target
    const scoped = scope ? findAction(head, rules, new Set([...masked, ...sent.tokens.flatMap((t, i) => (t.start < scope.chars ? [i] : []))])) : undefined;
    // "Airtable CRM base: never delete records": a plain kind as the verb's object is the thing,
    // the heading where it lives (rule-target-object.ts)
    const object = scope && scoped && !scope.alternatives && !scoped.spec.groups.length ? plainObject(head, scoped.used, head.findIndex((t) => t.start >= scope.chars), rules) : undefined;
    if (object) scoped!.spec.groups = [[object]];
    const useScope = !!scoped && scoped.spec.groups.length > 0;
    const foundHead = useScope || scope?.alternatives ? scoped! : findAction(head, rules, masked);
    let { spec } = foundHead;
    // "no reset --hard, no rebase -i": flags named apart are alternatives, not all at once
    const flagGroups = spec.groups.filter((g) => g.length > 0 && g.every((t) => !!t.literal && t.literal.startsWith("-")));
    if (flagGroups.length > 1) spec = { ...spec, groups: [...spec.groups.filter((g) => !flagGroups.includes(g)), flagGroups.flat()] };
    // "No deleting services on Railway": the platform is where, the kind is the thing (rule-target-place.ts)
    const placed = useScope ? undefined : kindBesidePlace(head, spec, foundHead.used, rules);
    if (placed) spec = { ...spec, groups: placed };
    // "Never delete Contentful entries": the product before the kind is where it lives (rule-target-place.ts)
    const vendored = useScope ? undefined : kindAfterProduct(head, spec, d.entry.text, rules);
    if (vendored) spec = { ...spec, groups: vendored };
    // "Do not archive channels, even quiet ones": what only widens the ban leaves the kind it bans (rule-target-role.ts)
    if (!useScope && onlyWidening(spec.groups, sent.text)) {
      const widenedKind = plainObject(head, foundHead.used, 0, rules);
      if (widenedKind) spec = { ...spec, groups: [[widenedKind]] };
    }
    // the label joins as a product group, skipped when the call names no product, and only
    // beside another target the call must still name ("Jira: don't delete issues" ≠ delete anything)
    if (useScope && scopeTokens.length) {
      const own = scope!.alternatives ?? scope!.own ?? findAction(scopeTokens, rules).spec.groups.flat().filter((t) => !t.path && !t.literal);
      // (a heading that names no product is a place the call need not show: rule-target-object.ts)
      const place = !!object && !own.some((t) => t.names.some((w) => rules.platformWords.has(w)));
      if (own.length) spec = { ...spec, groups: [own.map((t) => (place ? { ...t, place: true } : { ...t, platform: true })), ...spec.groups] };
    }
    // ("gcloud/az/doctl: never delete anything": with nothing else named, the programs are the target)
    else if (scope?.alternatives) spec = { ...spec, groups: [scope.alternatives, ...spec.groups] };
    // "never email anyone at globex.com": the domain named is the target
    // (a host by its top-level domain: analytics.events and console.log are code, not hosts)
    const hosts = foundHead.domains?.filter((dm) => isHostName(dm, rules)) ?? [];
    // ("anyone at competitor domains (rivalco.com)": a host in parentheses is another name for the
    // group before it, rule-target-domain.ts)
    if (hosts.length) spec = hostGroups(spec, hosts, foundHead.asides);
    // "leave yarn.lock alone", "don't modify package.json": a file name, not a host, is the target
    const files = foundHead.domains?.filter((dm) => FILE_NAME.test(dm) && !isHostName(dm, rules)) ?? [];
    if (files.length) spec = { ...spec, groups: [...spec.groups, files.map((f) => ({ raw: f, names: splitWords(f, 8).map((w) => canonical(w, rules.synonyms)), path: false, literal: f.toLowerCase(), command: false, channel: false }))] };
    // "If you need to change the Dockerfile, ask first": the condition holds the action itself
    if (cond && !spec.families.length && !spec.groups.length && approvalHere) {
      const unmasked = new Set([...masked].filter((i) => sent.tokens[i]!.start >= cond[0].length || approvalMask(sent, rules).has(i)));
      spec = findAction(head, rules, unmasked).spec;
    }
    // (an unknown verb of the allowed part is no family of the ban: "go through make - never run X")
    if (!spec.families.length && segStart > 0) spec.families = findAction(head.filter((_, i) => i < segStart), rules).spec.families.filter((f) => !f.startsWith("word:") || head[segStart - 1]!.kind !== "punct" || head[segStart - 1]!.text === ",");
    // "vendor/ is generated. Never hand-edit anything under it.", "We're pinned to ingress-nginx
    // 4.7. Don't upgrade that chart.": the pronoun names what the sentence before named
    const si = d.sentences.indexOf(sent);
    const carried = carriedFamilies(sent.text, d.sentences, si, rules);
    if (carried) spec = { ...spec, families: carried };
    // (with no target of its own the fragment only restates the ban before it)
    if (carried && !spec.groups.length && !spec.outsidePaths.length && !spec.outsideDomains.length) continue;
    // ("Don't modify flights on those": the pronoun after a preposition narrows the target)
    const refAfterPrep = head.some((t, i) => i > 1 && PRONOUN_REF.test(t.lower) && /^(?:on|to|under|in|into|for|with|from|of)$/.test(head[i - 1]!.lower));
    if (si > 0 && ((!spec.groups.length && !spec.outsidePaths.length && !spec.outsideDomains.length && head.some((t, i) => i > 0 && PRONOUN_REF.test(t.lower))) || refAfterPrep)) {
      const prev = findAction(d.sentences[si - 1]!.tokens, rules).spec.groups;
      const named = prev.find((g) => g.some((t) => t.prefix)) ?? prev.at(-1);
      // ("X belongs to the SRE team. Never push to it": X, the subject described, or the last name)
      const subject = describedSubject(d.sentences[si - 1]!.tokens, rules);
      const pick = subject && named && subject !== named ? [...subject, ...named] : named;
      // "Keep all changes inside packages/web. Nothing outside it.": outside the folder named before
      const outside = head.some((t) => t.lower === "outside");
      if (pick && outside) spec.outsidePaths = pick.flatMap((t) => (t.prefix ? [t.prefix] : []));
      else if (pick) spec.groups = [...spec.groups, pick];
    }
    // "the legacy jenkins box is being decommissioned, don't add jobs to it": the pronoun names
    // what the clause before the comma named
    if (segStart > 0 && !spec.groups.length && head.some((t, i) => i > segStart && /^(?:it|them)$/.test(t.lower) && /^(?:on|to|under|in|into|with|from)$/.test(head[i - 1]!.lower))) {
      const prev = findAction(head.slice(0, segStart), rules).spec.groups;
      if (prev.length) spec.groups = [prev[0]!]; // the subject, not "next month"
    }
    // "you can archive channels, but never delete them": the pronoun names what the allowance named
    if (allowance && !spec.groups.length && !spec.outsidePaths.length && head.some((t, i) => i >= parts.allowedUntil && /^(?:it|them|those|these)$/.test(t.lower))) {
      const prev = findAction(head.slice(parts.allowedFrom, parts.allowedUntil), rules).spec.groups;
      if (prev.length) spec.groups = [prev[0]!];
    }
    // "The reporting replica is read-only. No writes.", "Leads table is append-only, no deletes":
    // a ban with no object of its own is about the subject just described
    if (spec.families.length && !spec.groups.length && !spec.outsidePaths.length && !spec.outsideDomains.length) {
      const subject = segStart > 0 ? describedSubject(head.slice(0, segStart), rules) : si > 0 ? subjectBefore(d.sentences, si, rules) : undefined;
      if (subject) spec.groups = [subject];
    }
    if (spec.groups.length > 1) spec = { ...spec, groups: mergeIdentity(head, spec.groups) };
    // "No VACUUM FULL during business hours": the condition (checked against flags) is no target
    const condWords = new Set(d.out.conditionWords.map((w) => w.toLowerCase().replace(/s$/, "")));
    const isCond = (g: (typeof spec.groups)[number]) => g.every((t) => t.names.length > 0 && t.names.every((n) => condWords.has(n.replace(/s$/, ""))));
    if (condWords.size && spec.groups.some(isCond) && spec.groups.some((g) => !isCond(g))) spec = { ...spec, groups: spec.groups.filter((g) => !isCond(g)) };
    // "coupons are one-time only, never forever", "plain text only, no HTML": after a pinned
    // choice, the one word negated is a value the call must not carry
    const value = segStart > 0 ? negatedValue(head.slice(segStart), rules) : undefined;
    if (value && !spec.groups.length && !spec.outsidePaths.length && !spec.outsideDomains.length) {
      spec = { ...spec, groups: [[value]] };
      if (!spec.families.length || spec.families.every((f) => f.startsWith("word:"))) spec.families = ["*mutating"];
    }
    const trigger = tail.length ? findAction(tail, rules).spec : undefined;
    if (trigger?.families.length) entryTrigger ??= trigger;
    // "never purge everything": the whole is its object, not any target (fb-everything.ts)
    spec = wholeObject(spec, sent.text);
    const hasTarget = spec.groups.length > 0 || spec.outsidePaths.length > 0 || spec.outsideDomains.length > 0;
    if (!spec.families.length && !hasTarget) continue;
    // "no secrets as public env vars on travis (always --private)": the switch is a requirement on
    // the act, not its target (fb-sql-scope.ts)
    const always = alwaysSwitch(sent.text);
    // "never anything in the prod-backups bucket": no verb → any change to the target
    if (spec.groups.some((g) => g.some((t) => t.command && t.literal)) && spec.families.every((f) => f.startsWith("word:"))) spec.families = ["*any"];
    // "don't call kubectl directly", "never invoke terraform": calling a program is running it
    if (spec.words.length && spec.words.every((w) => /^(?:call|calls|calling|invoke|invoking)$/i.test(w)) && spec.groups.some((g) => g.some((t) => t.command || rules.programs.has(t.raw.toLowerCase().split(" ")[0]!)))) spec.families = ["*any"];
    if (stayOff) spec.families = ["*any"];
    // "never open sites outside *.example.net": reaching another host is the act, whatever the verb
    else if (spec.outsideDomains.length && !spec.groups.length && rules.siteWordsRe.test(sent.text)) spec.families = ["*any"];
    // "don't touch anything in prod", "hands off the load balancer": any change, not only edits
    // (a rollout restart or a scale touches it too); reads stay allowed
    else if (handsOff && (!spec.families.length || spec.families.every((f) => f.startsWith("word:")))) spec.families = ["*mutating"];
    else if (spec.words.some((w) => TOUCH_WORDS.test(w))) spec.families = ["*mutating"];
    if (!spec.families.length && RUN_VERB.test(sent.text) && spec.groups.some((g) => g.some((t) => !t.command && t.names.some((n) => RUNNABLE_TESTS.has(n))))) spec.families = ["*any"];
    if (!spec.families.length) spec.families = ["*mutating"];
    // "prod namespace is read-only for you. look, don't touch.": a touch with no object of its own
    // restates the ban before it, on the same subject
    if (!hasTarget && spec.families.length === 1 && spec.families[0] === "*mutating" && si > 0 && clauses.some((c) => c.type === "action" && c.groups.length)) continue;
    // "append to notes, never delete or overwrite": the allowed verb is a carve-out of the ban
    const allow = allowedVerbs(sent, rules) ?? newInstead(d.entry.text); // (fb-new-instead.ts)
    // "do not cancel subscriptions immediately": a call that defers the act does not break it (fb-deferred.ts)
    const defer = deferWhen(sent.text);
    // "never SELECT * on analytics.events": the star is the ban, not the read (fb-star-select.ts)
    const star = starSelectBan(sent.text, spec.words);
    // "don't touch uv.lock by hand; use `uv lock`": the way the ban allows (fb-alternative.ts)
    const alt = alternativeWays(d.entry.text, rules.synonyms);
    // "INSERT OVERWRITE", "beyond SELECT", "the patroni leader": the act's own narrowing (fb-sql-scope.ts)
    const sqlPair = sqlKeywordPair(sent.text);
    const except = exceptedObject(sent.text);
    const roles = roleWords(sent.text, rules.contextFacts.memberRoles);
    // "never export them out of tidb", "dont drop tables": an act narrower than its family (fb-data-act.ts)
    const dataAct = dataActOf(sent.text, spec.words, rules.dataActs);
    // "ask before starting the dryer": no act word, but one direction of a switch (fb-opposite-act.ts)
    const turn = !spec.words.length && !trigger?.families.length ? ruleDirection(head, rules.polarity) : undefined;
    clauses.push({ type: "action", ...spec, ...(turn ? { turn } : {}), ...(trigger?.families.length ? { trigger } : {}), ...(allow ? { allow } : {}), ...(defer ? { defer } : {}), ...(star ? { star } : {}), ...(alt ? { alt } : {}), ...(sqlPair ? { sqlPair } : {}), ...(except ? { except } : {}), ...(always ? { always } : {}), ...(roles.length ? { roles } : {}), ...(dataAct ? { dataAct } : {}) });
  }
  attachAge();
  // "limit any single export to 1M rows": a limit on exports holds for calls that export (fb-sql-scope.ts)
  for (const c of clauses) if (c.type === "limit" && exportOnlyLimit(d.entry.text)) c.exportOnly = true;
  note(last);
  if (approval) markDenySegments(d.entry.text, clauses, origin, rules);
  for (const r of pendingRequires) {
    // (a key=value the value-pin reader took as a setting: rule-value-pin.ts)
    if (r.keyValue && clauses.some((c) => c.type === "setting" && c.keys.includes(r.keyValue!.key))) continue;
    const trigger = r.trigger?.families.length ? r.trigger : entryTrigger;
    const triggerAlt = trigger === r.trigger ? (r as { triggerAlt?: ActionSpec }).triggerAlt : undefined;
    // ("look at `dolt diff` before you `dolt commit`": the later command is when it applies: rule-before-code.ts)
    const split = orderedRequires.has(r) && !trigger && !r.keyValue && !r.anyOf ? splitAtBefore(d.entry.text, r.tokens) : undefined;
    clauses.push({ type: "require", tokens: split ? split.need : r.tokens, ...(split ? { when: split.when } : {}), ...(r.keyValue ? { keyValue: r.keyValue } : {}), ...(trigger ? { trigger } : {}), ...(triggerAlt ? { triggerAlt } : {}), rule: r.rule, ...(r.anyOf ? { anyOf: true as const } : {}), ...(orderedRequires.has(r) ? { first: true as const } : {}), ...(!trigger && !r.keyValue && messageRequires.has(r) ? { messages: true as const } : {}) });
  }
  // "Keep my mornings free. Nothing before 11am": the explicit clock wins over "mornings"
  const times = clauses.filter((c) => c.type === "time");
  // "No meetings before 10am, and nothing on Fridays": the second part is about meetings too
  const timeFams = times.find((c) => c.type === "time" && c.families.length);
  if (JOINED_PROHIBITION.test(d.entry.text)) for (const c of times) if (c.type === "time" && !c.families.length && timeFams?.type === "time") c.families = timeFams.families;
  const explicit = times.filter((c) => c.type === "time" && !/mornings|evenings/.test(c.rule));
  d.out.clauses = explicit.length && explicit.length < times.length ? clauses.filter((c) => c.type !== "time" || explicit.includes(c)) : clauses;
  if (d.out.clauses.some((c) => c.effect && c.effect !== d.out.effect)) d.out.mixed = true;
  if (!d.out.clauses.length && !d.out.aliases.length && !d.entry.match && !d.entry.requires)
    d.out.uncompilable = "no action, target, limit, time or sequence with a tool-call meaning found in the words";
}

/** "run only after I've eyeballed the SQL", "unless I've read it first": where the user's own act
 * that gates the ban begins (after/once/when follow "only"), or -1. */
function selfGate(head: RuleSentence["tokens"]): number {
  return head.findIndex((t, i) => {
    if (i < 2) return false;
    const at = /^(?:until|unless|till)$/.test(t.lower) ? i + 1 : t.lower === "only" && /^(?:after|once|when)$/.test(head[i + 1]?.lower ?? "") ? i + 2 : -1;
    return at > 0 && /^(?:i|we)(?:'ve|'d)?$/.test(head[at]?.lower ?? "");
  });
}

function inferKind(d: Draft) {
  if (d.entry.kind) return;
  const types = new Set(d.out.clauses.map((c) => c.type));
  d.out.kind = types.has("limit")
    ? "limit"
    : types.has("require") || types.has("exclude-rows") || types.has("sql-clause") || types.has("setting") || types.has("state") || types.has("sequence") || types.has("region") || types.has("keywords")
      ? "requirement"
      : d.out.clauses.length
        ? "prohibition"
        : d.out.aliases.length || d.out.conditionWords.length
          ? "condition"
          : "preference";
}

/** Index of the first token of a negated segment that follows a comma ("Use pnpm, not npm"), or -1. */
const JOINED_PROHIBITION = /,\s*(?:and|but|also)\s+(?=(?:nothing|no|never|none)\b)/i;
// "no pip installs, no pipenv", "never X, never Y": a list of bans, each a ban of its own
const NEXT_BAN = /[,;]\s{0,3}(?=(?:no|never)\s{1,3}[^\s,;]{2})/gi;
const OPENS_BAN = /^\s*(?:no|never|don'?t|do not)\s/i;
const USE_OPENER = /^(?:use|prefer|go|stick|always|run)$/;
const USE_NOT = /\b(?:use|prefer|choose|pick|go with|stick with)\s+[^,.;]{1,60}?\s(?:not)\s/i;
/** "No meetings before 10am, and nothing on Fridays": two prohibitions, each read on its own. */
/** "the photos share on nas01 is read-only. read, copy out, ok. no writes": the subject described
 * in the nearest sentence before that describes one, past an allowance between ("read, copy out, ok") */
function subjectBefore(sentences: readonly RuleSentence[], si: number, rules: GuardRules): ReturnType<typeof describedSubject> {
  for (let k = si - 1; k >= 0 && k >= si - 3; k--) {
    const subject = describedSubject(sentences[k]!.tokens, rules);
    if (subject) return subject;
    if (!isAllowance(sentences[k]!.text)) return undefined;
  }
  return undefined;
}

function splitJoinedProhibitions(sentences: RuleSentence[]): RuleSentence[] {
  const out: RuleSentence[] = [];
  for (const sent of sentences) {
    const m = JOINED_PROHIBITION.exec(sent.text);
    // ("archiving channels is ok, but never delete them": an allowance and its ban are one rule)
    if (!m || m.index < 3 || (/\bbut\b/i.test(m[0]) && isAllowance(sent.text.slice(0, m.index)))) {
      out.push(...splitBanList(sent));
      continue;
    }
    const from = m.index + m[0].length;
    out.push({ text: sent.text.slice(0, m.index), tokens: sent.tokens.filter((t) => t.start < m.index) });
    out.push({ text: sent.text.slice(from), tokens: sent.tokens.filter((t) => t.start >= from).map((t) => ({ ...t, start: t.start - from })) });
  }
  return out;
}

/** "no pip installs, no pipenv" → "no pip installs" + "no pipenv" (flags named apart stay one
 * sentence: "no reset --hard, no rebase -i" is read as one group of flags). */
function splitBanList(sent: RuleSentence): RuleSentence[] {
  if (!OPENS_BAN.test(sent.text) || sent.tokens.some((t) => t.kind === "flag")) return [sent];
  const cuts = [...sent.text.matchAll(NEXT_BAN)].map((m) => ({ at: m.index!, from: m.index! + m[0].length }));
  if (!cuts.length) return [sent];
  const out: RuleSentence[] = [];
  let from = 0;
  for (const [k, c] of [...cuts, { at: sent.text.length, from: sent.text.length }].entries()) {
    void k;
    const text = sent.text.slice(from, c.at);
    out.push({ text, tokens: sent.tokens.filter((t) => t.start >= from && t.start < c.at).map((t) => ({ ...t, start: t.start - from })) });
    from = c.from;
  }
  return out;
}

/** "never forever", "no HTML", "not annual": a negation and one value word, nothing else. */
function negatedValue(seg: RuleSentence["tokens"], rules: GuardRules): TargetSpec | undefined {
  const toks = seg.filter((t) => !(t.kind === "punct" && /^[.!)]$/.test(t.text)));
  if (toks.length !== 2 || !/^(?:never|no|not)$/.test(toks[0]!.lower)) return undefined;
  const v = toks[1]!;
  // ("never locally", "never shorter", "no essays": a manner, a comparison, a reply style)
  if (!["word", "quote", "code"].includes(v.kind) || /ly$/.test(v.lower) || v.tags.has("Comparative") || v.tags.has("Plural") || findCandidates([v], rules).length || rules.genericWords.has(v.lower) || /^(?:ever|again|exceptions?|way|more|one|thanks|less|fewer|shorter|longer|bigger|smaller|lower|higher|later|earlier|sooner|faster|slower|cheaper|greater)$/.test(v.lower)) return undefined;
  return { raw: v.text, names: [canonical(v.lower, rules.synonyms)], path: false, command: false, channel: false, literal: v.lower };
}

function negatedSegment(tokens: RuleSentence["tokens"], rules: GuardRules): number {
  let sawComma = false;
  let negBeforeComma = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "drafts only - do not send email", "use the make targets — don't call compose": after an
    // "only" part or a way to use, a dash parts the segments like a comma
    if (t.text === "," || t.text === ";" || (t.kind === "punct" && /^[-–—]$/.test(t.text) && (tokens.slice(0, i).some((p) => p.lower === "only") || USE_OPENER.test(tokens[0]?.lower ?? "")))) {
      sawComma = true;
      continue;
    }
    if (t.kind === "word" && rules.prohibitionRe.test(t.text) && !/^(?:without|stop|zero)$/.test(t.lower)) {
      if (!sawComma) negBeforeComma = true;
      else if (!negBeforeComma) return i;
    }
  }
  return -1;
}
