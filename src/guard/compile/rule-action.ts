// From the words of one clause of a rule, the action families it names and the targets it
// names. "Never delete emails" → delete × [email]; "don't touch the migrations folder" →
// write+delete × [migrations as a folder]; "Refunds over $200 …" → refund (action noun).
import { degreeReason } from "./rule-reason-degree.ts";
import { sqlApartSpan } from "./rule-sql-apart.ts";
import { onlyBeforeApproval } from "../carve-outs/fb-only-approval.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec, TargetSpec } from "./compiled-entry.ts";
import type { RuleToken } from "./rule-text.ts";
import { canonical, singular, splitWords, trimEnd } from "../split-words.ts";
import { genericPossessor, quotedNames } from "./rule-target-quoted.ts";
import { closeTypo } from "./typo.ts";
import { actSlots } from "./rule-target-act-slot.ts";
import { verbModifier } from "./rule-target-verb-modifier.ts";
import { listedVerbs } from "./rule-verb-list.ts";
import { glossKind } from "./rule-target-gloss.ts";
import { carrierVerb } from "./rule-carrier-verb.ts";

const FILLERS = new Set(["new", "any", "a", "an", "the", "all", "more", "extra", "additional", "other", "it", "up", "them", "anything", "things"]);
const FUNCTION_WORDS = new Set(
  "a an the to of in on at for from with by into onto over under about as and or nor but if then than so because since while when whenever unless until before after during is are was were be been being do does did don't doesn't didn't not no never always must should shall will would can could may might any all each every some that which who whom whose this these those it its there here you your we our i me my us they them their he she his her per via within without across between outside inside except instead also just only even still yet please let make sure ensure i'm im m s t ll ve re d set up setup straight directly direct ever again already alone off away out against toward towards onto upon below above beyond fewer less".split(
    " ",
  ),
);
const OUTSIDE_WORDS = new Set(["outside", "external", "beyond", "except", "other"]);
const CONNECT_ALT = new Set(["or", "and", "nor", ",", "/", "&"]);
const LIST_WORD = /^(?:or|and|nor)$/; // (a comma may start an aside: "channels, including the dead ones")
const ROLE_NOUNS = new Set(["customer", "client", "user", "person", "people", "recipient", "contact", "someone", "anyone", "member", "guest", "vendor", "partner", "lead"]);
// "any `up` on the prod stack": beside quoted code, an "on <environment>" phrase still says which one
export const ENV_NAMES = new Set(["prod", "staging", "dev", "test", "qa", "sandbox", "preview"]);
const WORKSPACE_WORDS = new Set(["repo", "repository", "codebase", "workspace", "project", "monorepo"]);
// ("on this box", "on my machine": where the agent works, not what a rule protects)
const GENERIC_KINDS = new Set(["box", "machine", "computer", "laptop", "workstation", "disk", "terminal", "desktop", "file", "files", "record", "records", "row", "rows", "item", "items", "entry", "entries", "object", "objects", "data", "thing", "list", "page", "doc", "document"]);
const SQL_CAPS = /^(?:DROP|TRUNCATE|DELETE|UPDATE|INSERT|ALTER|GRANT|MERGE)$/;
const VERSION = /^v?\d{1,4}(?:\.\d{1,4}){1,3}(?:\.x)?$/i;
const WILDCARD_HOST = /^\*?\.(?:[a-z0-9-]{1,63}\.){1,6}[a-z]{2,24}$/;
const DOMAIN = /^(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}$/;

export interface FoundAction {
  spec: ActionSpec;
  used: Set<number>;
  domains?: string[]; // domains named without "outside" ("stay on docs.python.org")
  asides?: Map<string, number>; // of those, the ones in parentheses after a group: another name for it
}

interface Candidate {
  start: number;
  end: number; // exclusive
  families: string[];
  noun: boolean;
}

/**
 * Finds rule phrases from actions.yaml starting at each word, longest first, fillers skipped.
 * When a clause names no action at all, one misspelt action word is accepted ("dont resart it").
 */
export function findCandidates(tokens: RuleToken[], rules: GuardRules, from = 0, to = tokens.length): Candidate[] {
  const out = findExactCandidates(tokens, rules, from, to);
  if (out.length) return out;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word" || FUNCTION_WORDS.has(t.lower)) continue;
    const word = closeTypo(t.lower, rules.typoTargets);
    const families = word ? rules.phraseIndex.get(word)?.find((p) => p.words.length === 1)?.families : undefined;
    if (families) return [{ start: i, end: i + 1, families, noun: false }];
  }
  return out;
}

function findExactCandidates(tokens: RuleToken[], rules: GuardRules, from: number, to: number): Candidate[] {
  const out: Candidate[] = [];
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind !== "word" && t.kind !== "code") continue;
    // "whoever is on call", "the on call engineer": a duty, not a phone call
    if (t.lower === "call" && tokens[i - 1]?.lower === "on") continue;
    // "Turn maintenance mode on", "switch the floodlight off": the particle after the object
    const split = splitParticle(tokens, i, to, rules);
    if (split) {
      out.push({ start: i, end: i + 1, families: split, noun: false });
      continue;
    }
    const firstForms = new Set([t.root, t.lower, t.lower.replace(/-/g, " ").split(" ")[0]!, ...gerundForms(t), ...passiveForms(tokens, i)]);
    const phrases: { words: string[]; families: string[] }[] = [];
    for (const f of firstForms) for (const p of rules.phraseIndex.get(f) ?? []) phrases.push(p);
    if (!phrases.length) continue;
    phrases.sort((a, b) => b.words.length - a.words.length);
    for (const p of phrases) {
      let j = i;
      let k = 0;
      while (k < p.words.length && j < to) {
        const tj = tokens[j]!;
        const forms = tj.lower.replace(/-/g, " ");
        if (k < p.words.length && (tj.root === p.words[k] || tj.lower === p.words[k] || forms === p.words.slice(k).join(" ") || gerundForms(tj).includes(p.words[k]!) || passiveForms(tokens, j).includes(p.words[k]!))) {
          if (forms.includes(" ") && forms === p.words.slice(k).join(" ")) k = p.words.length;
          else k++;
          j++;
        } else if (k > 0 && FILLERS.has(tj.lower)) j++;
        else break;
      }
      // "no pushes to the production branch": the place word names a branch, not where it deploys
      if (k === p.words.length && p.words.length > 1 && /^(?:branch|branches)$/.test(tokens[j]?.lower ?? "")) continue;
      if (k === p.words.length) {
        const plural = t.tags.has("Plural") || (t.lower !== t.root && t.lower.endsWith("s") && !t.tags.has("Verb"));
        // "on any pending order", "the refund": after a determiner the word names a thing
        const det = (k: number) => k >= from && /^(?:the|any|each|every|a|an|one|this|that|my|our|your|their|her|his)$/.test(tokens[k]!.lower);
        const noun = plural || (t.tags.has("Gerund") === false && t.tags.has("Noun") && !t.tags.has("Verb") && (det(i - 1) || (det(i - 2) && tokens[i - 1]!.tags.has("Adjective")))) || (j === i + 1 && inObjectSlot(tokens, i, out, from));
        out.push({ start: i, end: j, families: p.families, noun });
        i = j - 1;
        break;
      }
    }
  }
  return out;
}

// "Don't delete contacts in Monica", "delete shelves or books": an -s form of an act word where the
// verb's object stands (right after the verb, or joined by or/and to a noun there) is a plural
// noun, the thing acted on; "the job restarts" after a subject stays a verb
function inObjectSlot(tokens: readonly RuleToken[], i: number, found: readonly Candidate[], from: number): boolean {
  const t = tokens[i]!;
  if (t.lower === t.root || !t.lower.endsWith("s") || t.lower.endsWith("ss")) return false;
  let p = i - 1;
  while (p > from && DETERMINER.test(tokens[p]!.lower)) p--;
  if (p < from) return false;
  const last = found.at(-1);
  if (last && !last.noun && last.end === p + 1) return true;
  if (!CONNECT_ALT.has(tokens[p]!.lower) || p - 1 < from) return false;
  const before = tokens[p - 1]!;
  return before.kind === "word" && before.tags.has("Plural") && !(last && last.end === p);
}

// "Turn maintenance mode on for prod", "switch the floodlight off at night": a phrasal verb whose
// particle follows its object (one to three words) reads as the joined phrase ("turn on": enable)
const PARTICLE_VERBS = new Set(["turn", "switch", "flip"]);
const AFTER_PARTICLE = /^(?:for|in|on|at|during|only|without|unless|until|before|after|when|while|outside|across|anywhere|ever|again|yourself|please)$/;
function splitParticle(tokens: RuleToken[], i: number, to: number, rules: GuardRules): string[] | undefined {
  const t = tokens[i]!;
  if (t.kind !== "word" || !PARTICLE_VERBS.has(t.root)) return undefined;
  for (let j = i + 2; j < to && j <= i + 4; j++) {
    const p = tokens[j]!;
    if (p.kind !== "word" && p.kind !== "code" && p.kind !== "quote") return undefined;
    if (p.lower === "on/off" || p.lower === "off/on") return both(rules, tokens[j + 1]);
    if (p.lower !== "on" && p.lower !== "off") continue;
    // "turning targeting on or off", "switch the siren off and on": both acts
    const other = p.lower === "on" ? "off" : "on";
    if ((tokens[j + 1]?.lower === "or" || tokens[j + 1]?.lower === "and") && tokens[j + 2]?.lower === other) return both(rules, tokens[j + 3]);
    const next = tokens[j + 1];
    if (next && next.kind === "word" && !AFTER_PARTICLE.test(next.lower)) return undefined;
    if (next && next.kind !== "word" && next.kind !== "punct") return undefined;
    return rules.phraseIndex.get("turn")?.find((x) => x.words.length === 2 && x.words[1] === p.lower)?.families;
  }
  return undefined;
}

function both(rules: GuardRules, next: RuleToken | undefined): string[] | undefined {
  if (next && next.kind === "word" && !AFTER_PARTICLE.test(next.lower)) return undefined;
  if (next && next.kind !== "word" && next.kind !== "punct") return undefined;
  const phrases = rules.phraseIndex.get("turn")?.filter((x) => x.words.length === 2 && (x.words[1] === "on" || x.words[1] === "off")) ?? [];
  const out = [...new Set(phrases.flatMap((x) => x.families))];
  return out.length ? out : undefined;
}

// "in the payments project", "the orders table": an action noun right before a kind word names
// which one (a name), not the act
function kindName(tokens: RuleToken[], c: Candidate, rules: GuardRules): boolean {
  const next = tokens[c.end];
  // "the sign-up flow config", "the roll-out plan": a hyphened act before a noun names the thing
  // (after a determiner: "never force-push commits" keeps its act)
  if (c.end === c.start + 1 && c.start > 0 && DETERMINER.test(tokens[c.start - 1]!.lower) && tokens[c.start]!.text.includes("-") && next?.kind === "word" && next.tags.has("Noun") && !next.tags.has("Verb")) return true;
  if (!(c.noun && c.end === c.start + 1 && !!next && next.kind === "word" && rules.kindWords.has(next.lower))) return false;
  // ("stop before the payment page": a step in order, the act reached there, stays the act)
  let p = c.start - 1;
  if (p >= 0 && DETERMINER.test(tokens[p]!.lower)) p--;
  // (and a slice that starts with it: the part after "before" a sequence reader passes)
  return p >= 0 && !/^(?:before|after|until|till|at)$/.test(tokens[p]!.lower);
}

// "ask before muting any monitor": a gerund compromise leaves unlemmatized (root "muting") still
// names its verb; the stem's spellings (mut, mute, and stopp → stop) are tried against the lexicon
const NO_FORMS: readonly string[] = [];
function gerundForms(t: RuleToken): readonly string[] {
  const w = t.lower;
  if (t.root !== w || w.length < 6 || !w.endsWith("ing") || !t.tags.has("Gerund")) return NO_FORMS;
  const stem = w.slice(0, -3);
  return stem.length > 3 && stem.at(-1) === stem.at(-2) ? [stem, stem + "e", stem.slice(0, -1)] : [stem, stem + "e"];
}

// "nothing gets removed from X": after a get-passive the tagger may keep the participle whole
// (root "removed"); its stems are the act (remove, stop from stopped)
const PASSIVE_HELPER = /^(?:get|gets|got|getting|gotten)$/;
function passiveForms(tokens: readonly RuleToken[], i: number): readonly string[] {
  const t = tokens[i]!;
  const w = t.lower;
  if (t.root !== w || w.length < 6 || !w.endsWith("ed") || !PASSIVE_HELPER.test(tokens[i - 1]?.lower ?? "")) return NO_FORMS;
  const stem = w.slice(0, -2);
  return stem.length > 3 && stem.at(-1) === stem.at(-2) ? [stem, stem.slice(0, -1), w.slice(0, -1)] : [stem, w.slice(0, -1)];
}

export function expandFamilies(families: string[], rules: GuardRules): string[] {
  const out = new Set<string>();
  for (const f of families) {
    out.add(f);
    for (const imp of rules.families.get(f)?.implies ?? []) out.add(imp);
  }
  return [...out];
}

// "the shared redis", "any archived project", "our deployed version": after a determiner, a
// participle describes the noun after it: not the act, but a name that tells which one ("the
// shared redis", not a local one)
const DETERMINER = /^(?:the|a|an|any|our|my|your|their|this|that|these|those|every|each)$/;
function modifier(tokens: RuleToken[], c: Candidate): boolean {
  if (c.end !== c.start + 1 || c.start === 0) return false;
  if (subjectHead(tokens, c.start)) return true;
  const t = tokens[c.start]!;
  const next = tokens[c.start + 1];
  return DETERMINER.test(tokens[c.start - 1]!.lower) && /ed$/.test(t.lower) && !!next && next.kind === "word" && !next.tags.has("Verb") && !next.tags.has("Preposition");
}

// "the photos share on nas01 is read-only", "the backup copy in s3 stays": a word after "the <noun>"
// opening the sentence, whose verb comes later (is, are, stays), is the subject's head noun, no act
const SUBJECT_VERB = /^(?:is|are|stays|stay|remains|remain)$/;
function subjectHead(tokens: readonly RuleToken[], i: number): boolean {
  if (i !== 2 || !/^(?:the|our|my|this)$/.test(tokens[0]!.lower)) return false;
  const prev = tokens[1]!;
  if (prev.kind !== "word" || prev.tags.has("Verb") || prev.tags.has("Adverb")) return false;
  for (let j = i + 1; j < tokens.length && j <= i + 6; j++) {
    const t = tokens[j]!;
    if (SUBJECT_VERB.test(t.lower)) return true;
    if (t.kind === "punct") return false;
  }
  return false;
}

/** Picks the clause's action(s) and reads the remaining content words as target groups. */
const NEG_OPENER = /^(?:never|don't|dont|not|cannot|can't|won't|shouldn't|mustn't)$/;
export function findAction(tokens: RuleToken[], rules: GuardRules, skip: ReadonlySet<number> = new Set()): FoundAction {
  // the clause ends at ", just …", ", instead …", "; use …": what follows is the allowed alternative
  // "…, those are already applied in prod", "Never delete Jira issues - close them": an aside
  const cut = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      ((tokens[i - 1]!.text === "," && /^(?:just|instead|but|rather|use|only|so|because|since|it|it's|its|they're|they|we|he|she|as|which|who|those|these|that's|there|i|i'll|i'm|we'll|we're|the)$/.test(t.lower)) ||
        (t.kind === "punct" && /^[-–—]$/.test(t.text) && i < tokens.length - 1) ||
        // "don't delete files, move them to archive/ instead": the alternative after a comma
        (tokens[i - 1]!.text === "," && t.kind === "word" && tokens.slice(i + 1, i + 8).some((n) => n.lower === "instead")) ||
        // "never overwrite raw/, outputs go to processed/": where other things belong
        // "don't bump the version, release-please owns it": who does it instead (an aside)
        (tokens[i - 1]!.text === "," && tokens.slice(i + 1, i + 3).some((n) => /^(?:go|goes|belong|belongs|live|lives|owns|own|handles|manages|controls|does)$/.test(n.lower)))),
  );
  // (not when everything before it is masked: "Cordoning is fine, but don't drain nodes")
  // (the comma is the token before the cut word; a dash is the cut itself: "move to Done - …" keeps Done)
  const end = tokens[cut]?.kind === "punct" ? cut : cut - 1;
  if (cut > 0 && !tokens.slice(0, end).every((_, i) => skip.has(i))) tokens = tokens.slice(0, end);
  // "… to make them pass", "… so that it builds": a purpose, not a target
  const purpose = tokens.findIndex((t, i) => i > 1 && ((t.lower === "to" && /^(?:make|get|let|keep|avoid|ensure|force|save|speed|fix)$/.test(tokens[i + 1]?.lower ?? "")) || (t.lower === "so" && tokens[i + 1]?.lower === "that")));
  if (purpose > 0) tokens = tokens.slice(0, purpose);
  // "do not grant anything to role `analyst` beyond SELECT", "no privileges other than USAGE":
  // the SQL keyword set apart is the exception (fb-sql-scope.ts reads it), not the act (rule-sql-apart.ts)
  const apart = sqlApartSpan(tokens);
  if (apart && !tokens.slice(0, apart[0]).every((_, i) => skip.has(i))) tokens = [...tokens.slice(0, apart[0]), ...tokens.slice(apart[1])];
  // "never use git push --force", "no rm -rf": a program with its words and flags is one command
  const cmd = commandRun(tokens, rules, skip);
  if (cmd) {
    const used = new Set<number>(skip);
    for (let i = cmd.start; i < cmd.end; i++) used.add(i);
    const literal = tokens.slice(cmd.start, cmd.end).map((t) => t.text).join(" ");
    const rest = findTargets(tokens, rules, used, { specificAction: true });
    return {
      spec: { families: ["*any"], words: [literal], groups: [[{ raw: literal, names: splitWords(literal, 12), path: false, command: true, channel: false, literal: literal.toLowerCase() }], ...rest.groups], outsidePaths: rest.outsidePaths, outsideDomains: rest.outsideDomains },
      used,
    };
  }
  // "when a database gets deleted": "gets" is the passive's helper, the participle is the action
  const found = findCandidates(tokens, rules);
  const cands = found.filter((c, k) => !skip.has(c.start) && !(c.end === c.start + 1 && /^(?:get|gets|got|getting)$/.test(tokens[c.start]!.lower) && found[k + 1]?.start === c.end) && !modifier(tokens, c) && !kindName(tokens, c, rules));
  const verbs = cands.filter((c) => !c.noun);
  const chosen: Candidate[] = [];
  const pool = verbs.length ? verbs : cands;
  if (pool.length) {
    chosen.push(pool[0]!);
    // "No releases or tags": an action noun joined by "or" to the chosen one is an alternative too
    for (let k = cands.indexOf(pool[0]!) - 1; k >= 0; k--) {
      const c = cands[k]!;
      const between = tokens.slice(c.end, chosen[0]!.start);
      if (!(between.length && between.length <= 2 && between.some((t) => CONNECT_ALT.has(t.lower)) && between.every((t) => CONNECT_ALT.has(t.lower) || FILLERS.has(t.lower)))) break;
      chosen.unshift(c);
    }
    // "don't restart or reboot", "never delete, drop or truncate"
    for (const c of cands) {
      const last = chosen.at(-1)!;
      if (c.start < last.end) continue;
      const between = tokens.slice(last.end, c.start);
      if (between.length && between.length <= 2 && between.some((t) => CONNECT_ALT.has(t.lower)) && between.every((t) => CONNECT_ALT.has(t.lower) || FILLERS.has(t.lower))) chosen.push(c);
    }
  }
  const used = new Set<number>(skip);
  const actIdx: number[] = []; // the words read as the act
  for (const c of chosen) for (let i = c.start; i < c.end; i++) used.add(i), actIdx.push(i);
  // other verbs ("invoices we've already sent") are not targets either
  // ("delete pull zones", "remove deploy keys": a verb-looking word opening the object's compound names it, rule-target-verb-modifier.ts)
  for (const c of cands) if (!c.noun && !(chosen.includes(c) === false && verbModifier(tokens, c, chosen))) for (let i = c.start; i < c.end; i++) used.add(i);
  // "never issue refunds", "don't process refunds": the verb before the action noun carries it
  // (an "issue" or a "process" here is no thing the call must name)
  for (const c of chosen) {
    if (!c.noun) continue;
    let v = c.start - 1;
    if (v > 0 && /^(?:a|an|the|any|more)$/.test(tokens[v]!.lower)) v--;
    const t = tokens[v];
    if (t && v > 0 && t.kind === "word" && NEG_OPENER.test(tokens[v - 1]!.lower) && (t.tags.has("Verb") || t.tags.has("Infinitive")) && (v !== c.start - 1 || carrierVerb(t, rules))) used.add(v);
  }
  let families = expandFamilies(chosen.flatMap((c) => c.families), rules);
  // "never DROP or TRUNCATE anything": SQL verbs in capitals name those statements, not the family
  // (a DELETE FROM is not a DROP)
  if (chosen.length && chosen.every((c) => c.end === c.start + 1 && SQL_CAPS.test(tokens[c.start]!.text))) families = chosen.map((c) => `word:${tokens[c.start]!.lower}`);
  const words = chosen.map((c) => tokens.slice(c.start, c.end).map((t) => t.text).join(" "));
  if (!families.length) {
    // a verb the lexicon does not know ("don't cordon any nodes") stands for itself
    // ("prod" is a place, not the verb to prod)
    const v = tokens.findIndex((t, i) => !skip.has(i) && t.kind === "word" && !rules.programs.has(t.lower) && !rules.synonyms.has(t.lower) && (t.tags.has("Infinitive") || t.tags.has("Imperative") || t.tags.has("Gerund")) && !rules.genericVerbs.has(t.root) && !rules.genericVerbs.has(t.lower) && !FUNCTION_WORDS.has(t.lower) && !rules.genericWords.has(t.lower) && !rules.prohibitionRe.test(t.text) && !approverGerund(tokens, i));
    if (v >= 0) {
      families = [`word:${tokens[v]!.root}`];
      words.push(tokens[v]!.text);
      used.add(v);
      actIdx.push(v);
      // "don't drain or cordon any nodes"
      const next = tokens[v + 2];
      if (next && CONNECT_ALT.has(tokens[v + 1]!.lower) && next.kind === "word" && !FUNCTION_WORDS.has(next.lower) && !rules.genericWords.has(next.lower)) {
        families.push(`word:${next.root}`);
        words.push(next.text);
        used.add(v + 2);
        actIdx.push(v + 2);
      }
    } else {
      // "No destroys", "no node drains": a plural noun right after "no" names the action
      const n = tokens.findIndex((t, i) => i > 0 && /^(?:no|zero)$/.test(tokens[i - 1]!.lower) || (i > 1 && /^(?:no|zero)$/.test(tokens[i - 2]!.lower) && tokens[i - 1]!.kind === "word"));
      const t = n >= 0 ? tokens[n] : undefined;
      if (t && t.kind === "word" && t.lower !== t.root && t.lower.endsWith("s") && !rules.kindWords.has(t.root) && !rules.genericWords.has(t.root)) {
        families = [`word:${t.root}`];
        words.push(t.text);
        used.add(n);
      }
    }
  }
  // "don't set or remove env vars", "don't submit, comment or upvote anything": every verb of the
  // list after the negation is the act, the ones the lexicon does not know too (rule-verb-list.ts)
  if (families.length) {
    // (the list must hold the act read: "search: don't delete or recreate …" read as a search is left as it is)
    const taken = new Set<number>(actIdx);
    for (const v of listedVerbs(tokens, rules, taken, skip)) {
      used.add(v.index);
      words.push(v.text);
      for (const f of v.families[0]!.startsWith("word:") ? v.families : expandFamilies(v.families, rules)) if (!families.includes(f)) families.push(f);
    }
  }
  addRepeatedActs(families, words);
  const found2 = findTargets(tokens, rules, used, { specificAction: families.some((f) => f.startsWith("word:")), deletes: families.includes("delete") });
  const { outsidePaths, outsideDomains, domains, asides } = found2;
  const groups = withoutKindModifier(found2.groups);
  return { spec: { families, words, groups, outsidePaths, outsideDomains }, used, domains, asides };
}

/** "no dns changes to the example-shop.de zone", "no firewall edits on the edge ruleset": a word
 * before the act noun that only says what kind of thing the named target is (the zone is a dns
 * zone) is no second thing the call must name. */
function withoutKindModifier(groups: TargetSpec[][]): TargetSpec[][] {
  if (groups.length < 2) return groups;
  const out: TargetSpec[][] = [];
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    const t = g[0]!;
    const name = g.length === 1 && t.names.length === 1 && !t.path && !t.command ? t.names[0]! : undefined;
    let kindOfOther = false;
    if (name) for (let j = 0; j < groups.length && !kindOfOther; j++) if (j !== k) for (const x of groups[j]!) if (x.kinds?.includes(name)) kindOfOther = true;
    if (!kindOfOther) out.push(g);
  }
  return out.length ? out : groups;
}

/** "don't re-scan or re-pair devices": a verb the lexicon does not know, written re-X, is done again
 * by any call doing X (the call cannot tell a first scan from a second): word:scan beside word:rescan.
 * Only the hyphened spelling ("rescan" may be a word of its own: reset, remove). */
function addRepeatedActs(families: string[], words: readonly string[]): void {
  for (const w of words) {
    const lower = w.toLowerCase();
    if (lower.length < 6 || !lower.startsWith("re-")) continue;
    const rest = lower.slice(3);
    if (!/^[a-z]{3,20}$/.test(rest)) continue;
    if (!families.includes(`word:re${rest}`) && !families.includes(`word:${lower}`)) continue;
    if (!families.includes(`word:${rest}`)) families.push(`word:${rest}`);
  }
}

/** Noun phrases not used by the action, grouped: alternatives joined by or/and/comma. */
export function findTargets(tokens: RuleToken[], rules: GuardRules, used: ReadonlySet<number>, opts: { specificAction?: boolean; deletes?: boolean } = {}) {
  // the words in a slot of the act ("don't downgrade to PERMISSIVE") are set aside only when the
  // clause still names something else: "Do NOT ban anyone" keeps "ban" (rule-target-act-slot.ts)
  // (with nothing else named, the slot's word is what the clause keeps: "Do NOT ban anyone" → ban;
  // "never unsubscribe me from mailing lists" is no ban on mailing)
  const slots = actSlots(tokens, used, rules);
  return (slots.size ? readTargets(tokens, rules, used, opts, slots) : undefined) ?? readTargets(tokens, rules, used, opts, NO_SLOTS)!;
}
const NO_SLOTS: ReadonlySet<number> = new Set();

function readTargets(tokens: RuleToken[], rules: GuardRules, used: ReadonlySet<number>, opts: { specificAction?: boolean; deletes?: boolean }, slots: ReadonlySet<number>) {
  const groups: TargetSpec[][] = [];
  const outsidePaths: string[] = [];
  const outsideDomains: string[] = [];
  const domains: string[] = [];
  let phrase: RuleToken[] = [];
  let connector: "alt" | "and" = "and";
  let pendingConnector: "alt" | "and" = "and";
  let outside = false;
  let thisRef = false;
  let inParens = false;

  let indefinite = false;
  let via = "";
  let lastPrep = "";
  // "merge into release/*", "PRs against legacy-v1": the phrase names where the change lands
  let dest = false;
  let lastDest = false;
  let before = ""; // the word before the phrase being read
  let before2 = ""; // and the one before it ("in a hurry")
  const dropped = new Set<RuleToken>();
  let asides: Map<string, number> | undefined; // domain → index of the group it names in parentheses
  const close = () => {
    if (!phrase.length) return;
    // "to a customer", "any user": a role, not a named target
    // ("don't delete contacts in Monica", "never delete users": what a delete removes is records
    // of that kind, the thing a call names: …/contacts/77)
    const role = phrase.length === 1 && ROLE_NOUNS.has(phrase[0]!.root) && (indefinite || phrase[0]!.lower !== phrase[0]!.root) && !(opts.deletes && !indefinite && !via);
    // "deleting files in the repo", "anywhere in the codebase": the workspace itself, where every call works
    const workspace = phrase.length === 1 && WORKSPACE_WORDS.has(phrase[0]!.lower) && /^(?:in|within|across|inside)$/.test(via) && /^(?:the|this|our|my)$/.test(before);
    if (workspace) dropped.add(phrase[0]!);
    // "we never patch it in place", "not all at once": a preposition and a word that say how (targets.yaml idioms)
    const idiom = phrase.length === 1 && rules.idiomPhrases.size > 0 && (rules.idiomPhrases.has(`${before} ${phrase[0]!.lower}`) || rules.idiomPhrases.has(`${before2} ${before} ${phrase[0]!.lower}`));
    // "dont use warehouse `xl-wh`, too pricey", "avoid the big runners, too slow": a degree says why (rule-reason-degree.ts)
    const degree = degreeReason(phrase, before);
    let spec = role || workspace || idiom || degree ? undefined : toTarget(phrase, rules, thisRef, tokens[tokens.indexOf(phrase.at(-1)!) + 1]?.lower);
    // "a whole library (repo)", "the docs space (wiki)": a kind word alone in parentheses right
    // after a target is the name the API gives that thing, one more alternative (rule-target-gloss.ts)
    if (!spec && inParens && connector === "alt" && groups.length) {
      const gloss = glossKind(phrase, rules);
      if (gloss) spec = { target: gloss };
    }
    const phrase0 = phrase;
    phrase = [];
    thisRef = false;
    indefinite = false;
    if (!spec) return;
    // "anything outside the build folder": a folder named by a word is an excepted path too
    if (outside && spec.target?.path && !spec.prefix && spec.target.names.length === 1 && /^(?:folder|directory|dir)$/.test(phrase0.at(-1)?.lower ?? "")) {
      outsidePaths.push(spec.target.names[0]!);
      return;
    }
    if (outside && (spec.prefix || spec.domain)) {
      if (spec.prefix) outsidePaths.push(spec.prefix);
      if (spec.domain) outsideDomains.push(spec.domain);
      return;
    }
    // "to anywhere outside the vpc": the perimeter the thing moved must stay in (targets.yaml boundaries)
    if (outside && groups.length && spec.target && !spec.prefix && !spec.domain && spec.target.names.length === 1 && rules.boundaryWords.has(phrase0.at(-1)?.lower ?? "")) return;
    // "outside the company (northwind.io)": the words around the domain describe it
    if (outside && !spec.prefix && !spec.domain && tokens.some((t) => (t.kind === "word" && DOMAIN.test(t.lower)) || (t.kind === "path" && WILDCARD_HOST.test(t.lower)) || (t.kind === "mention" && DOMAIN.test(t.lower.slice(1))))) return;
    if (spec.domain && !spec.target) {
      domains.push(spec.domain);
      // "anyone at competitor domains (rivalco.com)": the domain in parentheses is the thing named before it
      if (inParens && groups.length && !outside) (asides ??= new Map()).set(spec.domain, groups.length - 1);
      return;
    }
    if (!spec.target) return;
    if (via) spec.target.via = via;
    if (dest) spec.target.dest = true;
    if (connector === "alt" && groups.length) groups.at(-1)!.push(spec.target);
    else groups.push([spec.target]);
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const isContent =
      !used.has(i) &&
      !(t.tags.has("Adverb") && t.kind === "word" && !rules.synonyms.has(t.lower)) &&
      (t.kind !== "word" || (!FUNCTION_WORDS.has(t.lower) && (!rules.genericWords.has(t.lower) || subcommandWord(tokens, i, used, rules)) && !rules.genericVerbs.has(t.root) && !rules.genericVerbs.has(t.lower))) &&
      t.kind !== "money" &&
      t.kind !== "time" &&
      (t.kind !== "punct" || (/^-{1,2}[a-z]/i.test(t.text + (tokens[i + 1]?.text ?? "")) && phrase.length > 0)) &&
      // "don't downgrade to …", "read or print …", "can't be modified": the act's slot (rule-target-act-slot.ts)
      !slots.has(i);
    if (isContent) {
      if (!phrase.length) {
        before = tokens[i - 1]?.lower ?? "";
        before2 = tokens[i - 2]?.lower ?? "";
        connector = pendingConnector;
        via = lastPrep;
        dest = lastDest;
      }
      phrase.push(t);
      continue;
    }
    close();
    if (OUTSIDE_WORDS.has(t.lower)) outside = true;
    // "only write inside /workspace/output": everything outside it is forbidden
    // ("edited only with my OK": that "only" is the approval's, fb-only-approval.ts)
    if (/^(?:inside|within|under|in|to|into)$/.test(t.lower) && tokens.some((x, j) => x.lower === "only" && !onlyBeforeApproval(tokens, j, rules))) outside = true;
    if (t.lower === "this" || t.lower === "that" || t.lower === "their" || t.lower === "his" || t.lower === "her") thisRef = true;
    if (t.lower === "a" || t.lower === "an" || t.lower === "any" || t.lower === "every" || t.lower === "each") indefinite = true;
    if (/^(?:into|onto|against)$/.test(t.lower)) lastDest = true;
    else if (t.kind === "word" && FUNCTION_WORDS.has(t.lower) && !/^(?:the|a|an|any|all|this|that)$/.test(t.lower)) lastDest = false;
    if (/^(?:in|within|for|across|inside|on)$/.test(t.lower)) lastPrep = t.lower;
    else if (t.kind === "word" && FUNCTION_WORDS.has(t.lower) && !/^(?:the|a|an|any|all|this|that)$/.test(t.lower)) lastPrep = "";
    if (CONNECT_ALT.has(t.lower)) pendingConnector = "alt";
    // "CI config (.github/workflows/*)": what follows a target in parentheses is another name for it
    else if (t.text === "(" && groups.length && !outside) {
      pendingConnector = "alt";
      inParens = true;
    } else if (t.text === ")") {
      pendingConnector = "and";
      inParens = false;
    } else if (!inParens && (t.kind !== "word" || !FILLERS.has(t.lower)) && !(pendingConnector === "alt" && ANYTHING_LINK.has(t.lower) && /^(?:anything|everything|something)$/.test(tokens[i - 1]?.lower ?? ""))) pendingConnector = "and";
  }
  close();
  // "invites to outside people", "forwarding to outside addresses": with no domain named, who is
  // outside is read from the call (an address of another domain than the sender's: arg-meanings.yaml outsiders)
  for (let i = 0; i + 1 < tokens.length; i++) {
    const next = tokens[i + 1]!;
    if (tokens[i]!.lower !== "outside" || used.has(i + 1) || next.kind !== "word" || !(OUTSIDER_NOUNS.test(next.lower) || ROLE_NOUNS.has(next.root))) continue;
    if (outsideDomains.length || tokens.some((t) => (t.kind === "word" || t.kind === "mention") && DOMAIN.test(t.lower.replace(/^@/, "")))) break;
    for (let g = groups.length - 1; g >= 0; g--) if (groups[g]!.length === 1 && groups[g]![0]!.raw === next.text) groups.splice(g, 1);
    groups.push([{ raw: `outside ${next.text}`, names: ["outsider"], path: false, command: false, channel: false }]);
    break;
  }
  // "skip pre-commit hooks (no --no-verify)": a flag is the concrete evidence, the words describe it
  if (groups.some((g) => g.some((t) => t.command && t.literal?.startsWith("-"))))
    // (an environment beside it is a scope, not a description: "no --force against the prod cluster")
    // (nor is one named thing it is run on: "no invalidate or --discard-my-data on r0"; "on the whole repo" still describes)
    for (let i = groups.length - 1; i >= 0; i--) if (groups[i]!.every((t) => !t.literal && !t.names.some((n) => ENV_NAMES.has(n)) && !(ON_THING.test(t.via ?? "") && NAMED_THING.test(t.raw)))) groups.splice(i, 1);
  // "never use `any` in TypeScript code": beside quoted code, "in …" phrases say where, not what
  if (groups.some((g) => g.some((t) => t.literal && !t.command)))
    for (let i = groups.length - 1; i >= 0; i--) if (groups[i]!.every((t) => !t.literal && t.via && !(t.via === "on" && t.names.some((n) => ENV_NAMES.has(n))))) groups.splice(i, 1);
  // "generated files in src/gen": next to a path, a descriptive adjective is not a second target
  if (groups.some((g) => g.some((t) => t.prefix)))
    for (let i = groups.length - 1; i >= 0; i--) if (groups[i]!.every((t) => !t.prefix && t.adjective)) groups.splice(i, 1);
  // (with the act's slot set aside nothing is left: read again with it, findTargets)
  if (slots.size && !groups.length && !outsidePaths.length && !outsideDomains.length && !domains.length) return undefined;
  // "never delete namespaces": with no named target, a specific kind word is the target
  // (not for verbs the lexicon does not know: "don't drain any nodes" is specific already)
  if (!groups.length && !outsidePaths.length && !outsideDomains.length && !opts.specificAction)
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const k = rules.kindWords.has(t.root) ? t.root : singular(t.lower);
      if (used.has(i) || t.kind !== "word" || !rules.kindWords.has(k) || GENERIC_KINDS.has(k) || dropped.has(t)) continue;
      // "remote branches", "cluster nodes": of two kind words in a row the last is the head noun,
      // the first only says which (a git remote's branches are branches)
      const head = headKind(tokens, i, used, dropped, rules);
      const hk = head === i ? k : kindKey(tokens[head]!, rules);
      groups.push([{ raw: tokens.slice(i, head + 1).map((x) => x.text).join(" "), names: [canonical(hk, rules.synonyms)], path: false, command: false, channel: false }]);
      break;
    }
  // "never delete conversations or contacts": a kind word listed beside a named target is one of
  // its alternatives, not a kind dropped for the name
  if (groups.length)
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const k = rules.kindWords.has(t.root) ? t.root : singular(t.lower);
      if (used.has(i) || t.kind !== "word" || !rules.kindWords.has(k) || GENERIC_KINDS.has(k) || dropped.has(t)) continue;
      const side = LIST_WORD.test(tokens[i + 1]?.lower ?? "") ? tokens[i + 2] : LIST_WORD.test(tokens[i - 1]?.lower ?? "") ? tokens[i - 2] : undefined;
      const g = side && groups.find((g) => g.some((x) => x.raw === side.text));
      if (g && !g.some((x) => x.raw === t.text)) g.push({ raw: t.text, names: [canonical(k, rules.synonyms)], path: false, command: false, channel: false });
    }
  return { groups, outsidePaths, outsideDomains, domains, asides };
}

const ON_THING = /^(?:on|against)$/;
const NAMED_THING = /^[a-z][\w./-]{0,60}$/i; // one written name ("r0", "store1", "tank/home"), not "the whole repo"
const PLACE_NAME = /^[a-z]{3,20}$/;
function placeKindPrefix(parts: readonly string[], rules: GuardRules): boolean {
  if (parts.length !== 2 || !PLACE_NAME.test(parts[1]!) || rules.kindWords.has(parts[1]!)) return false;
  return rules.kindWords.get(parts[0]!)?.place === true;
}

function kindKey(t: RuleToken, rules: GuardRules): string {
  return rules.kindWords.has(t.root) ? t.root : singular(t.lower);
}
/** the last of a run of kind words starting at i ("remote branches" → branches) */
function headKind(tokens: readonly RuleToken[], i: number, used: ReadonlySet<number>, dropped: ReadonlySet<RuleToken>, rules: GuardRules): number {
  let at = i;
  // ("the accounts table": a plural before the kind is the thing's name)
  if (tokens[i]!.lower !== kindKey(tokens[i]!, rules)) return i;
  for (let j = i + 1; j < tokens.length && j <= i + 2; j++) {
    const t = tokens[j]!;
    const k = kindKey(t, rules);
    if (used.has(j) || t.kind !== "word" || !rules.kindWords.has(k) || GENERIC_KINDS.has(k) || dropped.has(t)) break;
    at = j;
  }
  return at;
}

// a folder path with no spaces, written with a slash at its end or between names: src/gen/, /data/raw, .github/workflows/*
// (only a folder by its marks: a slash at its end or an absolute start; `origin/main`, `acme/api` are names)
const FOLDER_MARK = /\/(?:\*{1,2})?$|^(?:~|\.{0,2})\//;
const CODE_PATH = /^(?:~\/|\.{0,2}\/)?[\w.@-]{1,100}\/(?:[\w.@-]{1,64}\/){0,12}[\w.*@-]{0,100}$/;
function afterProgram(phrase: RuleToken[], t: RuleToken, rules: GuardRules): boolean {
  const k = phrase.indexOf(t);
  return k > 0 && phrase[k - 1]!.kind === "word" && rules.programs.has(phrase[k - 1]!.lower);
}
// ".env files or anything with secrets in it": what the "anything" is said by is another alternative
const ANYTHING_LINK = new Set(["with", "containing", "holding", "mentioning", "named", "called", "matching", "under", "in"]);
/** "never docker system prune": a word right after a program the rule names is its subcommand,
 * even a word that elsewhere names nothing ("in the system") */
function subcommandWord(tokens: RuleToken[], i: number, used: ReadonlySet<number>, rules: GuardRules): boolean {
  const prev = tokens[i - 1];
  return !!prev && prev.kind === "word" && !used.has(i - 1) && rules.programs.has(prev.lower) && tokens[i]!.kind === "word" && !FUNCTION_WORDS.has(tokens[i]!.lower) && /^[a-z][a-z-]{1,20}$/.test(tokens[i]!.text);
}

/** ".env.production", ".npmrc.bak": a dotfile name with one more label that is no top-level domain
 * (".gov.uk", "*.acme.io" stay hosts) */
function dottedFile(lower: string, rules: GuardRules): boolean {
  if (lower.charCodeAt(0) !== 46) return false;
  const last = lower.lastIndexOf(".");
  return last > 1 && lower.indexOf(".", 1) === last && !rules.hostTlds.has(lower.slice(last + 1));
}

const OUTSIDER_NOUNS = /^(?:people|persons?|folks|addresses|address|emails?|recipients?|contacts?|guests?|attendees?|parties|accounts?|users?|domains?)$/;
const ACCOUNT_NOUNS = /^(?:accounts?|address(?:es)?|emails?|users?|people|folks|domains?|inbox(?:es)?|mailbox(?:es)?)$/;
const MENTION_NOUNS = /^(?:mentions?|pings?|tags?|notifications?)$/;
const PARTICLES = new Set(["on", "off", "in", "out", "up", "down", "over", "back", "by", "at"]);
function toTarget(phrase: RuleToken[], rules: GuardRules, thisRef: boolean, nextWord = ""): { target?: TargetSpec; prefix?: string; domain?: string } | undefined {
  const raw = phrase.map((t) => t.text).join(" ");
  const pathTok = phrase.find((t) => t.kind === "path");
  // "*.corp.acme.io": a wildcard host names the domain, not a path
  // (".env.local", ".env.production": a star-less dotfile with one more label, not a host, is a file)
  if (pathTok && WILDCARD_HOST.test(pathTok.lower) && !dottedFile(pathTok.lower, rules)) return { domain: pathTok.lower.slice(pathTok.lower.indexOf(".") + 1) };
  // ".env files" names a family of files (.env.production), "the .env file" one file
  if (pathTok && /^\.[A-Za-z][\w-]{0,40}$/.test(pathTok.text) && phrase.some((t) => t.lower === "files"))
    return { target: { raw, names: [], path: true, prefix: `${pathTok.text}*`, command: false, channel: false } };
  if (pathTok) {
    const prefix = trimEnd(trimEnd(pathTok.text.replace(/^~\//, ""), "*"), "/") || "/";
    // ".env", ".env*": a dotfile names its family (.env.local, .env.production); "the .env file" the one file
    if (/^\.[A-Za-z][\w-]{0,40}$/.test(prefix) && !phrase.some((t) => t.lower === "file") && nextWord !== "file") return { prefix, target: { raw, names: [], path: true, prefix: `${prefix}*`, command: false, channel: false } };
    // "tank/db*", "logs/2026-*": a star right after a name is the start of a name, not a folder
    const stem = /[^/*]\*{1,2}$/.test(pathTok.text) && prefix.includes("/");
    return { prefix, target: { raw, names: [], path: true, prefix, command: false, channel: false, ...(stem ? { stem: true } : {}) } };
  }
  // "volumes named *-data", "indices matching logs-*": the pattern is the name
  const globTok = phrase.find((t) => t.kind === "glob");
  if (globTok) return { target: { raw, names: [], path: false, command: false, channel: false, glob: globTok.lower } };
  const domTok = phrase.find((t) => t.kind === "word" && DOMAIN.test(t.lower));
  if (domTok && phrase.length === 1) return { domain: domTok.lower };
  // "outside @acme.com": a mention that is a domain names the domain
  // ("the @acme.io accounts", "@acme.io addresses": the noun after it only says they are addresses)
  const atDomain = phrase[0]!.kind === "mention" && DOMAIN.test(phrase[0]!.lower.slice(1)) && phrase.slice(1).every((t) => ACCOUNT_NOUNS.test(t.lower)) ? phrase[0]!.lower.slice(1) : undefined;
  if (atDomain) return { domain: atDomain };
  const phone = phrase.find((t) => t.kind === "phone");
  if (phone) return { target: { raw, names: [phone.text.replace(/\D/g, "").slice(-10)], path: false, command: false, channel: false } };
  const emailTok = phrase.find((t) => t.kind === "email");
  if (emailTok) return { target: { raw, names: [], path: false, command: false, channel: false, literal: emailTok.lower } };
  const code = phrase.find((t) => t.kind === "code" || t.kind === "quote");
  // "anything under `prisma/migrations/`": a folder written as code is still a folder
  if (code && phrase.length === 1 && CODE_PATH.test(code.text) && FOLDER_MARK.test(code.text)) {
    const prefix = trimEnd(trimEnd(code.text.replace(/^~\//, ""), "*"), "/") || "/";
    return { prefix, target: { raw, names: [], path: true, prefix, command: false, channel: false } };
  }
  if (code && phrase.length === 1) {
    const words = splitWords(code.text, 12);
    if (!words.length) return undefined;
    const first = words[0]!;
    return {
      target: { raw, names: words.map((w) => canonical(w, rules.synonyms)), path: false, command: rules.programs.has(first), channel: false, literal: code.lower },
    };
  }
  // "No rm -rf", "never git push --force": a program with its flags
  const first = phrase[0]!;
  // "--no-verify": a flag on its own is matched against the flags of what runs
  const flag = phrase.find((t) => t.kind === "flag");
  if (flag && !rules.programs.has(first.lower)) return { target: { raw: flag.text, names: [], path: false, command: true, channel: false, literal: flag.lower } };
  if (first.kind === "word" && rules.programs.has(first.lower) && phrase.some((t) => t.kind === "flag")) {
    const words = phrase.map((t) => t.text).join(" ");
    return { target: { raw, names: splitWords(words, 12), path: false, command: true, channel: false, literal: words.toLowerCase() } };
  }
  const chan = phrase.find((t) => t.kind === "channel");
  if (chan) return { target: { raw, names: [chan.lower.slice(1)], path: false, command: false, channel: true } };

  let isPath = false;
  const names: string[] = [];
  const kinds: RuleToken[] = [];
  for (const t of phrase) {
    const kind = rules.kindWords.get(t.root) ?? rules.kindWords.get(t.lower) ?? rules.kindWords.get(singular(t.lower));
    if (kind) {
      if (kind.path) isPath = true;
      kinds.push(t);
      continue;
    }
    if (t.kind === "mention") {
      names.push(...splitWords(t.text, 8));
      continue;
    }
    // "a user's role", "any customer's card": the owner of a generic class says whose, not which (rule-target-quoted.ts)
    if (genericPossessor(phrase, t, rules.personClasses)) continue;
    // "@here mentions", "@channel pings": beside a mention, the noun only says it is one
    if (MENTION_NOUNS.test(t.lower) && phrase.some((p) => p.kind === "mention")) continue;
    // "the stage @raw_landing", "the handle @acme_support": a noun right before an @name says what
    // kind of thing the name is (a Snowflake / Databend stage, not the staging environment)
    if (t.kind === "word" && phrase.length === 2 && phrase[1]!.kind === "mention" && t === phrase[0] && !phrase[1]!.text.includes(".")) continue;
    // "on-call", "sign-up", "check-out": a compound with a particle is one name (matched by the
    // value's joined pairs: "oncall" in on_call_schedule), never the bare "call" of call_aws
    const parts = t.kind === "word" && t.text.includes("-") ? splitWords(t.text, 3) : [];
    if (parts.length === 2 && parts[0]!.length + parts[1]!.length >= 6 && parts.some((w) => PARTICLES.has(w))) {
      names.push(parts.join(""));
      continue;
    }
    // "the full `all_customers` list", "the entire 'Medical' category": beside a name written as
    // code or quoted, an adjective only stresses the name (a contrast word like "public" stays)
    if (t.kind === "word" && t.tags.has("Adjective") && !rules.contrastWords.has(t.lower) && phrase.some((p) => p.kind === "code" || p.kind === "quote")) continue;
    // "pinned to ingress-nginx 4.7": a version beside a name says which one, the call need not carry it
    if (VERSION.test(t.text) && phrase.some((p) => p.kind === "word" && !VERSION.test(p.text))) continue;
    // ("latest" is a tag name, not the superlative of late)
    // ("postgres", "redis", "jenkins": a name the lexicon knows as written is no plural to undo)
    const asWritten = t.root !== t.lower && rules.synonyms.has(t.lower) && !rules.synonyms.has(t.root);
    let at = 0;
    for (const w of splitWords(t.kind === "word" && !/\d/.test(t.text) && !/[.-]/.test(t.text) && !t.tags.has("Superlative") && !asWritten ? t.root : t.text, 8)) {
      const inner = parts.length > 1 && at++ > 0; // "kube-system": a later part of a compound is its name, not "the system"
      // "in dc-east", "region-west": a place kind before a name says what kind of place; a host
      // there carries only the name (cass-east-03)
      if (!inner && placeKindPrefix(parts, rules)) continue;
      // "purge-all", "delete-everything": inside a compound the scope word is part of the name
      if (parts.length > 1 && /^(?:all|everything)$/.test(w)) {
        names.push("all");
        continue;
      }
      // (inside a name written as code every word is the name's: `all_customers`)
      if (((rules.genericWords.has(w) && !inner && !afterProgram(phrase, t, rules)) || FUNCTION_WORDS.has(w)) && t.kind !== "code") continue;
      names.push(canonical(w, rules.synonyms));
    }
  }
  const adjective = phrase.every((t) => rules.kindWords.has(t.root) || t.tags.has("Adjective") || t.tags.has("Participle") || t.tags.has("PastTense"));
  // "this customer", "their data": the entry's scope names it, not the call
  if (thisRef && names.length === 1 && phrase.length === 1) return undefined;
  // "when you query Accounts": a capitalized kind word mid-sentence is an object's own name
  if (!names.length) for (const k of kinds) if (k.start > 0 && /^[A-Z]/.test(k.text)) names.push(canonical(k.root, rules.synonyms));
  if (!names.length) return undefined;
  const command = names.length === 1 && rules.programs.has(names[0]!);
  // only a head noun types the target: "the payments repo" (repo), not "service account keys"
  const head = phrase.at(-1)!;
  const kindNames = kinds.includes(head) ? [canonical(singular(head.lower), rules.synonyms)] : [];
  const quoted = quotedNames(phrase);
  return { target: { raw, names: [...new Set(names)], path: isPath, command, channel: false, ...(adjective ? { adjective: true } : {}), ...(kindNames.length ? { kinds: kindNames } : {}), ...(quoted ? { quoted } : {}) } };
}

/** A known program followed by subcommand words and at least one flag: "git push --force". */
function commandRun(tokens: RuleToken[], rules: GuardRules, skip: ReadonlySet<number>): { start: number; end: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i) || tokens[i]!.kind !== "word" || !rules.programs.has(tokens[i]!.lower)) continue;
    let j = i + 1;
    let flags = 0;
    while (j < tokens.length && j - i < 6) {
      const t = tokens[j]!;
      if (t.kind === "flag") flags++;
      else if (!(t.kind === "word" && /^[a-z][a-z0-9-]*$/.test(t.text) && !FUNCTION_WORDS.has(t.lower) && !rules.genericWords.has(t.lower))) break;
      j++;
    }
    if (flags) return { start: i, end: j };
  }
  return undefined;
}

// "… without me saying so", "without us signing off": the verb after "without <person>" is the
// approver's act, not the one the rule is about
const APPROVER = /^(?:me|us|him|her|them)$/;
function approverGerund(tokens: readonly { lower: string }[], i: number): boolean {
  return i >= 2 && APPROVER.test(tokens[i - 1]!.lower) && tokens[i - 2]!.lower === "without";
}
