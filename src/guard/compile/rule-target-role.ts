// Which target groups of a rule a call MUST name (required) and which only describe the thing
// (supporting). A group is required unless every alternative in it is supporting.
//
// Required: what tells one thing from its siblings —
//   names and ids ("the Runbooks space": runbook), quoted or code text, paths, emails, channels,
//   programs, flags, words with digits, and any value of a contrast set (targets.yaml contrasts:
//   prod vs staging, main vs develop, public vs private, done vs open).
// Supporting: what only says what kind of thing it is, or where it lives —
//   descriptor nouns (targets.yaml descriptors: "text", "suite", "unit"), products a tool already
//   implies (targets.yaml platforms: "confluence"), words naming no target (generic words),
//   leftovers of the action ("ask", "print"), an unmarked contrast value ("a real card number"),
//   and whatever the rule names only to widen it ("even to a test registry", "including drafts").
//
//   "Discord: never post in #announcements without me approving the text"
//      tgt{discord & announcements & text}  →  supporting, required, supporting
//
// At match time (match-clause.ts matchAction) a supporting group may go unmatched when a
// required group matched, unless the call names a sibling of an unmarked value it skipped.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause, TargetGroups, TargetSpec } from "./compiled-entry.ts";
import { expandFamilies } from "./rule-action.ts";
import { closeTypo } from "./typo.ts";
import { markPathContents } from "./rule-target-contents.ts";

// "…, even to a test registry", "including drafts", "also in tests": the rule reaches further, the
// phrase restricts nothing (the words up to the next comma or stop)
const WIDEN = /\b(?:even|including|incl\.?|also)\s+(?:(?:in|to|on|for|from|with|into|inside|via|when|if)\s+)?([^,.;:!?()]{1,60})/gi;
// "…without me checking the copy first", "unless I approve the wording": the approval the rule
// asks for, not what it protects
const APPROVAL = /\b(?:without|unless|until)\s+(?:me|us|i|we|my|our|someone|a human|a person|the user|you get|getting|having)\b([^,.;:!?()]{1,80})/gi;

/** The compiler step: marks `support` on each plain action clause that has 2+ groups. */
export function markTargetRoles(clauses: Clause[], text: string, rules: GuardRules): void {
  const widened = widenedText(text);
  const passive = PASSIVE.exec(text)?.[1]!.toLowerCase();
  const low = text.toLowerCase();
  for (const c of clauses) {
    if (c.type !== "action") continue;
    if (passive) passiveAction(c, passive, rules);
    for (const g of c.groups) for (const t of g) dropDescriptors(t, rules);
    if (c.groups.length > 1) c.groups = mergeListed(c.groups, low);
    if (c.only || c.groups.length < 2) continue;
    const support = targetRoles(c.groups, rules, widened);
    markPathContents(c.groups, support, rules); // "never print secrets from .env.production"
    if (support.some(Boolean) && !support.every(Boolean)) c.support = support;
  }
}

// "Basic economy fares cannot be modified": the participle is the action, not a target
const PASSIVE = /\b(?:cannot|can't|can not|must not|mustn't|shouldn't|should not|may not|won't|will not|never)\s+(?:ever\s+)?be\s+([a-z]{3,20}(?:ed|en))\b/i;

/** A clause read as "any change" whose target holds the ban's participle: the participle's verb
 * names the act ("modified" → write), and it is no target. */
function passiveAction(c: Clause & { type: "action" }, participle: string, rules: GuardRules): void {
  if (c.families.length !== 1 || c.families[0] !== "*mutating") return;
  const fams = verbForms(participle).flatMap((v) => rules.phraseIndex.get(v)?.find((p) => p.words.length === 1)?.families ?? []);
  if (!fams.length || !c.groups.some((g) => g.some((t) => t.names.length === 1 && t.names[0] === participle))) return;
  c.families = expandFamilies(fams, rules);
  c.words = [participle];
  c.groups = c.groups.map((g) => g.filter((t) => !(t.names.length === 1 && t.names[0] === participle))).filter((g) => g.length);
}

// between two items of one list: "npm, crates.io or PyPI", "staging / prod"
const LIST_GAP = /^\s*(?:,\s*(?:or\s+|nor\s+)?|or\s+|nor\s+|\/\s*)$/;

/** "No publishing to npm, crates.io or PyPI": items of one written list are alternatives of one
 * group, even when the reader split them ({npm|pypi} & {crates.io}). */
function mergeListed(groups: TargetGroups, low: string): TargetGroups {
  const at = (t: TargetSpec) => {
    const r = t.raw.toLowerCase();
    const i = r.length > 1 ? low.indexOf(r) : -1;
    return i < 0 ? undefined : { start: i, end: i + r.length };
  };
  const adjacent = (a: TargetSpec, b: TargetSpec) => {
    const pa = at(a), pb = at(b);
    if (!pa || !pb) return false;
    const gap = pa.end <= pb.start ? low.slice(pa.end, pb.start) : pb.end <= pa.start ? low.slice(pb.end, pa.start) : "x";
    return gap.length <= 6 && LIST_GAP.test(gap);
  };
  const out = groups.map((g) => [...g]);
  for (let i = 0; i < out.length; i++)
    for (let j = i + 1; j < out.length; j++) {
      // (every alternative of both is an item of the list: "invoices to a.com, b.io" keeps invoices apart)
      const both = [...out[i]!, ...out[j]!];
      if (!out[i]!.some((a) => out[j]!.some((b) => adjacent(a, b))) || !both.every((a) => both.some((b) => b !== a && adjacent(a, b)))) continue;
      out[i]!.push(...out[j]!);
      out.splice(j--, 1);
    }
  return out.length === groups.length ? groups : out;
}

/** One flag per group: true when the group only supports (see the principle above). */
export function targetRoles(groups: TargetGroups, rules: GuardRules, widened: Span = NO_SPAN): boolean[] {
  return groups.map((g) => g.length > 0 && g.every((t) => supportingTarget(t, rules, widened)));
}

function widenedText(text: string): Span {
  const spans: [number, number][] = [];
  for (const re of [WIDEN, APPROVAL]) for (const m of text.matchAll(re)) spans.push([m.index! + m[0].length - m[1]!.length, m.index! + m[0].length]);
  return { low: text.toLowerCase(), spans };
}
type Span = { low: string; spans: [number, number][] };

/** Whether the phrase is first written inside a widening or approval part ("gem" of "any gem push,
 * even to the internal gem server" is not: its first mention is the ban's). */
function inSpan(raw: string, w: Span): boolean {
  if (!w.spans.length || raw.length < 2) return false;
  const r = raw.toLowerCase();
  const edge = (c: string | undefined) => !c || !/[\w-]/.test(c);
  let at = w.low.indexOf(r);
  while (at >= 0 && !(edge(w.low[at - 1]) && edge(w.low[at + r.length]))) at = w.low.indexOf(r, at + 1);
  return at >= 0 && w.spans.some(([a, b]) => at >= a && at < b);
}

/** "the postgres unit" → postgres, "the Runbooks space" → runbook: inside a phrase, the descriptor
 * words go when a word that tells the thing apart stays. */
function dropDescriptors(t: TargetSpec, rules: GuardRules): void {
  // (one written word stays whole: "clean-all", "purge-all")
  if (t.names.length < 2 || t.literal !== undefined || t.prefix || t.path || t.command || t.channel || !/\s/.test(t.raw.trim())) return;
  // ("docker system": after a program the words are its subcommand, kept whole)
  if (rules.programs.has(t.names[0]!)) return;
  // (a word joined to another by "-" or "_" is part of a name: "the ingest-relay daemon" keeps relay)
  const joined = joinedParts(t.raw);
  const keep = t.names.filter((w) => joined.has(w) || (!rules.descriptorWords.has(w) && !rules.genericWords.has(w)));
  if (keep.length && keep.length < t.names.length) {
    t.names = keep;
    t.described = true;
  }
}

/** The lowercased parts of the written words joined by "-" or "_" ("ingest-relay" → ingest, relay). */
function joinedParts(raw: string): Set<string> {
  const out = new Set<string>();
  for (const word of raw.toLowerCase().split(/\s+/)) if (word.includes("-") || word.includes("_")) for (const part of word.split(/[-_]/)) if (part) out.add(part);
  return out;
}

const NO_SPAN: Span = { low: "", spans: [] };
export function supportingTarget(t: TargetSpec, rules: GuardRules, widened: Span = NO_SPAN): boolean {
  if (t.month) return false; // a month is a date the call must show (rule-target-month.ts)
  if (inSpan(t.raw, widened)) return true;
  if (t.place) return true;
  // a thing written out exactly is the thing: a path, a quote, a channel, a program, a flag
  // ("the Argo application", "the Discord server": a kind of the product is the product)
  if (t.literal !== undefined || t.prefix || t.path || t.command || t.channel || t.dest) return false;
  if (t.kinds?.length && !t.names.every((w) => rules.platformWords.has(w))) return false;
  if (!t.names.length || t.raw.startsWith("-") || t.raw.startsWith("@") || t.raw.startsWith("#")) return false;
  if (t.platform) return true;
  return t.names.every((w) => supportingWord(w, rules));
}

export function supportingWord(w: string, rules: GuardRules): boolean {
  if (/\d/.test(w)) return false;
  if (rules.unmarkedWords.has(w)) return true;
  if (rules.contrastWords.has(w)) return false;
  if (rules.descriptorWords.has(w) || rules.platformWords.has(w) || rules.genericWords.has(w)) return true;
  // a misspelt word that names nothing ("anythign", "evrything")
  if (closeTypo(w, genericList(rules))) return true;
  // a verb of the action left in the target ("ask", "print", "modified"), not a kind of thing ("build")
  return !rules.kindWords.has(w) && verbForms(w).some((v) => rules.phraseIndex.get(v)?.some((p) => p.words.length === 1));
}

/** The unmarked contrast words of a group ("real"): skipped only when the call names no sibling. */
export function unmarkedOf(group: readonly TargetSpec[], rules: GuardRules): string[] {
  const out: string[] = [];
  for (const t of group) for (const w of t.names) if (rules.unmarkedWords.has(w)) out.push(rules.contrastWords.get(w)!);
  return out;
}

/** The word and the lemmas its -ed / -ing / -s ending may hide: modified → modify, deleted → delete. */
function verbForms(w: string): string[] {
  const out = [w];
  // "must never be hand-written", "can't be overwritten": participles with no -ed
  const irregular = IRREGULAR_PARTICIPLES.get(w);
  if (irregular) out.push(irregular);
  if (w.length < 5) return out;
  if (w.endsWith("ied")) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith("ed")) out.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.endsWith("ing")) out.push(w.slice(0, -3), `${w.slice(0, -3)}e`);
  return out;
}

// (only participles that are never a state a call carries: "paid", "done", "frozen", "broken" are)
const IRREGULAR_PARTICIPLES = new Map([
  ["written", "write"], ["rewritten", "rewrite"], ["overwritten", "overwrite"], ["remade", "remake"], ["taken", "take"], ["given", "give"],
  ["shown", "show"], ["hidden", "hide"], ["chosen", "choose"], ["driven", "drive"], ["built", "build"], ["rebuilt", "rebuild"], ["undone", "undo"],
]);
const genericLists = new WeakMap<GuardRules, string[]>();
function genericList(rules: GuardRules): string[] {
  let l = genericLists.get(rules);
  if (!l) genericLists.set(rules, (l = [...rules.genericWords, ...rules.descriptorWords].filter((w) => w.length >= 5)));
  return l;
}

/** "Do not archive channels, even quiet ones": every target the rule names sits inside a widening
 * phrase, so none of them restricts the ban (the plain kind it bans stays: compile-rule.ts). */
export function onlyWidening(groups: TargetGroups, text: string): boolean {
  if (!groups.length) return false;
  const widened = widenedText(text);
  if (!widened.spans.length) return false;
  // (the widening word itself read as a target: "including" in "including the dead ones")
  return groups.every((g) => g.length > 0 && g.every((t) => inSpan(t.raw, widened) || /^(?:even|including|incl|also)$/i.test(t.raw)));
}
