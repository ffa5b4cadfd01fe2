// Which parts of a rule sentence are NOT the thing it protects: the one place that decides it.
// A sentence reads  [lead-in:] [allowance,] ban [, reason | , alternative | , allowance]
//   "Helm: upgrades are fine, but never uninstall the ingress release, it takes the LB with it"
//    lead-in  allowance            ban (the target: the ingress release)     reason
// Only the ban names targets the call must carry; the lead-in names the product as a platform
// group (matched when the call names it, or names no other product); the allowance, the reason
// and noise words ("pls", "lol", "banned", the copula's description) name nothing.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import type { TargetSpec } from "./compiled-entry.ts";
import { asideStart, reasonClause } from "./rule-target-aside.ts";
import { findCandidates } from "./rule-action.ts";
import { canonical } from "../split-words.ts";
const AT_DOMAIN = /^@?[a-z0-9-]{1,63}\.[a-z0-9.-]{2,80}$/;

export interface RuleParts {
  end: number; // the ban ends before this token (a reason or an alternative follows)
  allowedUntil: number; // tokens before this index are an allowance ("X is fine, …"), or -1
  allowedFrom: number; // …from this index ("on the board you may add updates but …": from "you")
  masked: Set<number>; // tokens inside the ban that name no target (noise, a description)
}

// after a comma, a clause opened by its own subject is a reason: "…, we still read it"
const REASON_SUBJECT = /^(?:we|i|they|their|our|it|it's|its|that's|since|because|as)$/;
// what an allowance says: "staging deploys are fine", "you may add updates", "read as needed"
// ("//depot/dev/... is yours", "md:scratch is all yours": what the rule leaves to the agent)
const ALLOW = /\b(?:fine|ok|okay|allowed|permitted|whenever|freely|welcome|as needed|no problem|go ahead|(?:you|agents?|users?|it) (?:may|can|could)|feel free|(?:is|are) (?:all )?yours|up to you)\b/i;
const ALLOW_AFTER = /\b(?:fine|ok|okay|allowed|permitted|whenever|welcome|no problem|(?:is|are) (?:all )?yours|up to you)\b/i;
// the words that say a thing is banned (not "zero", "no", "cannot": those may carry the value)
const BAN_WORD = /^(?:banned|forbidden|prohibited|disallowed|verboten|off-limits|taboo)$/;
const SEPARATOR = /^(?:,|;|-|–|—|but)$/;
// "cert-manager is managed by the platform team - hands off": the copula and what it says of the
// subject describe it; the subject is the target
const COPULA = /^(?:is|are|was|were)$/;

/**
 * Splits the ban's tokens (`head`, a sentence's tokens up to any trigger) into its parts.
 * `bans` says whether a piece of text holds a ban; `keepsTarget(end)` whether the tokens before
 * `end` still name a target (a reason is cut only then).
 */
export function ruleParts(head: readonly RuleToken[], text: string, rules: GuardRules, opts: { from: number; bans: (s: string) => boolean; keepsTarget: (end: number) => boolean }): RuleParts {
  let end = head.length;
  // "don't drop the jobs table, we still read it", "never void invoices, their PO is open"
  const why = head.findIndex((t, i) => i > 2 && head[i - 1]!.text === "," && REASON_SUBJECT.test(t.lower) && rules.prohibitionRe.test(text.slice(0, t.start)) && !rules.prohibitionRe.test(text.slice(t.start)));
  if (why > 0) end = why - 1;
  // "No wires, ACH only", "never market orders, limit only": the short clause after the ban that
  // ends in "only" names the allowed alternative, never a target of the ban (gmoney15)
  const alt = onlyAlternative(head.slice(0, end), text, opts.bans);
  if (alt > 0) end = alt - 1;
  // "…, customers are on it", "…, close them as Won't Do", "…, scaling down is ok"
  const aside = asideStart(head.slice(0, end), text, rules, { ...opts, allows: (s) => ALLOW_AFTER.test(s) });
  if (aside > 0) end = aside - 1;
  const ban = head.slice(0, end);
  const allowedUntil = allowancePart(ban, text, rules, opts.bans);
  // "on the Roadmap board you may add updates but …": the lead-in before "you may" still scopes
  const may = allowedUntil > 0 ? ban.findIndex((t, i) => i < allowedUntil && /^(?:you|agents?|users?)$/.test(t.lower) && /^(?:may|can|could)$/.test(ban[i + 1]?.lower ?? "")) : -1;
  const allowedFrom = may > 0 ? may : 0;
  const masked = new Set<number>();
  for (let i = Math.max(0, allowedUntil); i < ban.length; i++) {
    const t = ban[i]!;
    // "terraform import is banned", "KEYS * is forbidden": the ban's own word is no target
    if (t.kind === "word" && BAN_WORD.test(t.lower) && !findCandidates(ban as RuleToken[], rules, i, i + 1).length && i > 0) masked.add(i);
  }
  for (const i of description(ban, Math.max(0, allowedUntil), opts.bans)) masked.add(i);
  // "never with -v (volumes hold the test db)": a clause in parentheses with its own subject and
  // verb is a reason; a name in parentheses stays another name of the target
  for (let i = 0; i < ban.length; i++) {
    if (ban[i]!.text !== "(") continue;
    const close = ban.findIndex((t, k) => k > i && t.text === ")");
    const inner = ban.slice(i + 1, close < 0 ? ban.length : close);
    // ("(the @acme.io accounts)": a domain in parentheses names who, it is no reason)
    if (inner.length >= 3 && !inner.some((t) => (t.kind === "mention" || t.kind === "word") && AT_DOMAIN.test(t.lower)) && reasonClause(inner)) for (let k = i; k <= i + inner.length + 1 && k < ban.length; k++) masked.add(k);
  }
  return { end, allowedUntil, allowedFrom, masked };
}

const ALT_SEPARATOR = /^(?:,|;|-|–|—)$/;
const ALT_TAIL = /^(?:please|pls|thanks|ever)$/;
/** The index of the first token of a "…, ACH only" tail: 1–3 words after a separator, then
 * "only"; the text before it bans something and the tail bans nothing. -1 when none. */
function onlyAlternative(head: readonly RuleToken[], text: string, bans: (s: string) => boolean): number {
  let last = head.length - 1;
  while (last > 0 && (ALT_TAIL.test(head[last]!.lower) || /^[.!]$/.test(head[last]!.text))) last--;
  if (last < 3 || head[last]!.lower !== "only") return -1;
  for (let k = last - 1; k >= Math.max(1, last - 3); k--) {
    if (!ALT_SEPARATOR.test(head[k]!.lower)) continue;
    if (k === last - 1 || k < 2) return -1;
    if (!bans(text.slice(0, head[k]!.start)) || bans(text.slice(head[k]!.start))) return -1;
    return k + 1;
  }
  return -1;
}

/** "staging deploys are fine, prod deploys need sign-off", "you can add labels but don't close
 * issues": the part before the ban, when it allows something and bans nothing. */
function allowancePart(ban: readonly RuleToken[], text: string, rules: GuardRules, bans: (s: string) => boolean): number {
  for (let i = 1; i < ban.length - 1; i++) {
    if (!SEPARATOR.test(ban[i]!.lower) || ban[i]!.kind === "flag") continue;
    const before = text.slice(0, ban[i]!.start);
    if (bans(before) || rules.approval.some((a) => a.re.test(before))) return -1;
    const after = text.slice(ban[i + 1]!.start, ban.at(-1)!.start + ban.at(-1)!.text.length);
    if (!bans(after) && !rules.approval.some((a) => a.re.test(after))) continue;
    // "read secrets as needed but never print them": a "but" joins an allowance to the ban
    const but = ban[i]!.lower === "but" || ban[i + 1]!.lower === "but";
    if (ALLOW.test(before) || but) return ban[i + 1]!.lower === "but" ? i + 2 : i + 1;
  }
  return -1;
}

/** "X is owned by the data team - hands off": the copula and its description, when the ban is
 * another segment; the subject before the copula stays the target. */
function description(ban: readonly RuleToken[], from: number, bans: (s: string) => boolean): number[] {
  let segStart = from;
  for (let i = from; i <= ban.length; i++) {
    const t = ban[i];
    if (t && !(t.kind === "punct" && /^[,;:\-–—]$/.test(t.text))) continue;
    const seg = ban.slice(segStart, i);
    const cop = seg.findIndex((s, k) => k > 0 && COPULA.test(s.lower));
    const segText = seg.map((s) => s.text).join(" ");
    // (the ban must be elsewhere, and the subject a name, not "this"/"everything")
    const rest = ban.slice(i).map((s) => s.text).join(" ");
    if (cop > 0 && !bans(segText) && bans(rest) && seg.slice(0, cop).some((s) => s.kind !== "word" || s.tags.has("Noun") || s.text.includes("-"))) {
      const next = seg[cop + 1];
      // ("is managed by", "are owned by", "is generated"): a participle or adjective describes
      if (next && (next.tags.has("Participle") || next.tags.has("PastTense") || next.tags.has("Adjective") || next.tags.has("Passive")))
        return seg.slice(cop).map((_, k) => segStart + cop + k);
    }
    segStart = i + 1;
  }
  return [];
}

// "Helm:", "in Airtable:", "Clinic assistant:", "gcloud/az/doctl:": a lead-in of one to three
// words (or programs joined by slashes) names where the rule applies, not what it protects
const LEAD_IN = /^\s*(?:(?:in|on|for|inside|with)\s+)?([a-z][\w.-]{0,30}(?:\s?\/\s?[a-z][\w.-]{0,30}){0,5}|[a-z][\w.-]{0,30}(?:\s[a-z][\w.-]{0,30}){0,2}(?:\s'[^'\n:]{1,40}'|\s"[^"\n:]{1,40}")?)\s?:\s/i;
const NOT_LEAD_IN = /^(?:is|are|was|were|be|has|have|had|do|does|did|go|goes|can|may|must|should|will|re|eg|e\.g\.|ie|i\.e\.|ps|nb|note|todo|update|edit|anything|everything|nothing|all|any|rule|rules|reminder|warning|important|critical|fyi|the|a|an|my|our|your|this|that|and|or|of|to|with|if|when|while|during|before|after|only|always|never|no|not|except|every|each|against|from|by|at|as)$/i;

export interface LeadIn {
  chars: number; // the lead-in and its colon: the first `chars` characters of the sentence
  alternatives?: TargetSpec[]; // "gcloud/az/doctl": each program named, as alternatives
  own?: TargetSpec[]; // "Clinic assistant": a name of several words, read as one
}

/** The lead-in of a rule's first sentence, when it names a product or a context. */
export function leadIn(sent: RuleSentence, rules: GuardRules): LeadIn | undefined {
  const m = LEAD_IN.exec(sent.text);
  if (!m) return undefined;
  const label = m[1]!;
  // ("Board 'Client - Halvorsen':": the quoted name is the heading's own name)
  const words = label.replace(/['"]/g, " ").split(/[\s/]+/).filter((w) => /\w/.test(w));
  if (words.some((w) => NOT_LEAD_IN.test(w) || rules.prohibitionRe.test(w) || rules.approval.some((a) => a.re.test(w)))) return undefined;
  const name = (w: string) => ({ raw: w, names: [canonical(w.toLowerCase(), rules.synonyms)], path: false, command: rules.programs.has(w.toLowerCase()), channel: false });
  if (label.includes("/")) return { chars: m[0].length, alternatives: words.map(name) };
  // "Clinic assistant:", "HR sheet:": the words together name the product
  const names = words.map((w) => canonical(w.toLowerCase(), rules.synonyms)).filter((w) => !rules.genericWords.has(w));
  return { chars: m[0].length, own: names.length > 1 ? [{ raw: label, names, path: false, command: false, channel: false }] : undefined };
}

// "period.", "full stop!", "no exceptions.", "ever.": emphasis, a sentence with no rule of its own
const EMPHASIS = /^\s*(?:period|full stop|no exceptions?|seriously|i mean it|not negotiable|non-negotiable)\s*[.!]{0,3}\s*$/i;
export function isEmphasis(text: string): boolean {
  return EMPHASIS.test(text);
}

/** "archiving channels is ok", "you can add labels": a part that allows something. */
export function isAllowance(text: string): boolean {
  return ALLOW.test(text);
}

// "sed/perl", "drain/cordon", "deleteMany/remove", "UPDATE/DELETE": words joined by slashes, read
// by the tokenizer as a path, when every part is a program, an action word or a capitalised statement
const SLASH_WORDS = /^[A-Za-z@][\w@-]{0,40}(?:\/[A-Za-z@][\w@-]{0,40}){1,5}$/;
const CAPS = /^[A-Z][A-Z_]{2,}$/;

/**
 * "FLUSHALL / FLUSHDB", "cookies / localStorage / tokens": a slash between words means "or", not the
 * root folder; "sed/perl" are alternatives, not a folder; "w/ me" is "with me". Folders stay paths
 * ("src/components", "vendor/", "secret/prod/").
 */
export function splitSlashes(tokens: RuleToken[], rules: GuardRules): RuleToken[] {
  if (!tokens.some((t) => t.kind === "path" && t.text.includes("/"))) return tokens;
  const out: RuleToken[] = [];
  const known = (w: string) => rules.programs.has(w.toLowerCase()) || rules.phraseIndex.has(w.toLowerCase()) || CAPS.test(w) || w.startsWith("@");
  for (const t of tokens) {
    if (t.kind !== "path") {
      out.push(t);
      continue;
    }
    if (t.text === "/") {
      out.push({ ...t, kind: "punct" });
      continue;
    }
    if (/^w\/$/i.test(t.text)) {
      out.push({ ...t, text: "with", lower: "with", root: "with", kind: "word" });
      continue;
    }
    const parts = SLASH_WORDS.test(t.text) ? t.text.split("/") : [];
    // ("terraform/tofu": a program and its fork; "terraform/modules", "deploy/overlays": folders)
    const program = parts.some((w) => rules.programs.has(w.toLowerCase())) && !parts.some((w) => /s$/i.test(w) || rules.kindWords.has(w.toLowerCase()));
    if (!parts.length || !(parts.every(known) || program || numberedSiblings(parts))) {
      out.push(t);
      continue;
    }
    let at = t.start;
    for (const [k, w] of parts.entries()) {
      if (k) out.push({ text: "/", lower: "/", root: "/", kind: "punct", tags: new Set(), start: at - 1 });
      const kind = w.startsWith("@") ? "mention" : "word";
      out.push({ text: w, lower: w.toLowerCase(), root: w.toLowerCase(), kind, tags: new Set(), start: at });
      at += w.length + 1;
    }
  }
  return out;
}

// "lb1/lb2", "web01/web02/web03": machines numbered in one series are a list, not a folder
const NUMBERED = /^([a-z]{1,12}(?:-[a-z]{1,12}){0,2})-?\d{1,4}$/i;
function numberedSiblings(parts: readonly string[]): boolean {
  const stem = NUMBERED.exec(parts[0]!)?.[1]?.toLowerCase();
  if (!stem) return false;
  for (const w of parts) if (NUMBERED.exec(w)?.[1]?.toLowerCase() !== stem) return false;
  return true;
}

const BACK_REF = /^(?:it|its|it's|them|their|they|these|those|there)$/;
/** "Keep CI logs — never delete workflow run logs", "the v1 API is frozen — no renames": before the
 * dash a statement about the subject, after it the ban. The index of the first token after the
 * dash, when only the part after it bans (or asks for approval), else -1. */
export function banAfterDash(head: readonly RuleToken[], text: string, bans: (s: string) => boolean, asks: (s: string) => boolean): number {
  const dash = head.findIndex((t, i) => i > 1 && i < head.length - 2 && t.kind === "punct" && /^[-–—]$/.test(t.text));
  if (dash < 0) return -1;
  const before = text.slice(0, head[dash]!.start);
  const after = text.slice(head[dash + 1]!.start);
  if (bans(before) || asks(before) || !(bans(after) || asks(after))) return -1;
  // "Reservation HATG2Q is basic economy - its flights cannot be modified": a pronoun after the dash
  // points back at the statement, which still says which one
  if (head.slice(dash + 1).some((t) => BACK_REF.test(t.lower))) return -1;
  return dash + 1;
}
