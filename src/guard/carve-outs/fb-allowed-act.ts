// "nomad jobs in `billing`: don't stop or purge them. Restarts of allocs are ok.", "never drop
// collections; deleting docs is ok", "KV namespaces: create whatever, delete nothing without asking",
// "you may restart nginx and php-fpm; anything else on web-01 ask first": a clause of the entry,
// with no ban of its own, that allows an ACT (a verb or an act noun: restarts, deleting, changes),
// maybe on named things. The ban's families often cover the allowed act too (restart and stop are
// both "any change"; create and delete both come out of one clause), so a call whose every act of
// the ban's families is the allowed one, on the allowed things when the allowance names some, is
// the carve-out, not a breach. (fb-allowance.ts reads the verbs written right before the ban in the
// same clause; rule-allow-sentence.ts reads allowed NOUNS, "Internal notes are fine".)
// Reads: the entry's sentences split at , ; : — and "but"; each clause is an allowance when it
// has no prohibition cue and one of the forms below; its act and things come from findAction.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "../compile/rule-text.ts";
import type { ActionSpec, TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { findAction } from "../compile/rule-action.ts";
import { ADDING } from "./fb-allowance.ts";

export interface AllowedAct {
  words: string[]; // the allowed verb as written and its lemma: ["restarts", "restart"]
  families: string[]; // its (changing) families
  things: TargetSpec[]; // what it may act on, any one of them; empty: the act on anything
}

// "<act> [of X] is/are fine", "you may <act> X", "feel free to <act>", "<act> X freely / whatever",
// "X can be <act>ed"
const FINE = /^(?:is|are)$/;
const FINE_WORD = /^(?:fine|ok|okay|allowed|permitted|welcome)$/;
const FINE_FILLER = /^(?:always|totally|perfectly|still|all|also|generally|usually)$/;
const MAY = /^(?:may|can)$/;
const FREELY = /^(?:freely|whatever)$/;
// "can be modified only once", "fine up to $1,500": a bounded allowance is a limit, not a carve-out
// ("under build/" is a place, "under $500" a bound)
const LIMITED = /\b(?:only|once|twice|up to|at most|max|maximum|until|unless|if|when)\b|\b(?:under|below) {1,3}[$€£\d]/i;
const BOUNDARY = /^(?:[,;:]|[-–—]|but|and then|whereas)$/;

/** The clauses of the entry that allow an act, with its things. */
export function allowedActs(sentences: readonly RuleSentence[], rules: GuardRules): AllowedAct[] {
  const out: AllowedAct[] = [];
  for (const s of sentences)
    for (const clause of clauses(s.tokens)) {
      const text = clause.map((t) => t.text).join(" ");
      if (rules.prohibitionRe.test(text) || rules.approval.some((a) => a.re.test(text)) || LIMITED.test(text)) continue;
      // "stopping jobs is fine but never with -purge", "deleting docs is ok but always with a real
      // filter": a ban after it with no act of its own is the manner of the allowed act, not a carve-out
      const rest = s.tokens.filter((t) => t.start > clause.at(-1)!.start);
      if (rest.length && !changingVerb(findAction(rest, rules).spec, rules)) continue;
      const phrase = allowPhrase(clause);
      if (!phrase?.length) continue;
      for (const part of actParts(phrase, rules)) {
        const spec = gerundLead(part, rules) ?? findAction(part, rules).spec;
        if (!changingVerb(spec, rules)) continue;
        const words = new Set<string>();
        for (const w of spec.words) for (const t of part)
            if (t.lower === w.toLowerCase()) {
              words.add(t.lower).add(t.root);
              // "changing" tagged as an adjective keeps itself as its root: its verb's lemma
              const lemma = t.root === t.lower ? ingLemma(t.lower, rules) : undefined;
              if (lemma) words.add(lemma);
            }
        // the verb's own families, not their expansion (a write family would bring in delete)
        const families = [...new Set([...words].flatMap((w) => rules.wordFamilies.get(w) ?? []))].filter((f) => !rules.families.get(f)?.readOnly);
        if (!families.length) continue;
        // "adding events is fine": adding is creating, inserting, appending (fb-allowance.ts)
        if ([...words].some((w) => ADDING.has(w))) for (const w of ADDING) words.add(w);
        out.push({ words: [...words], families, things: spec.groups.flat() });
      }
    }
  return out;
}

// "snapshot + suspend is fine", "pause or resize is ok": acts joined by + & and or / are each allowed
const JOIN = /^(?:[+&/]|and|or)$/;
/** The phrase split at its joins when every part names a changing act of its own; else the phrase
 * whole ("restarts of allocs and jobs are ok": one act on two things). */
function actParts(phrase: RuleToken[], rules: GuardRules): RuleToken[][] {
  const parts: RuleToken[][] = [[]];
  for (const t of phrase) {
    if ((t.kind === "punct" || t.kind === "word") && JOIN.test(t.lower)) parts.push([]);
    else parts.at(-1)!.push(t);
  }
  if (parts.length < 2 || parts.some((p) => !p.length || !changingVerb(findAction(p, rules).spec, rules))) return [phrase];
  return parts;
}

/** "changing ttl of the debug_* tables": a leading gerund the reader took for part of a noun
 * ("changing ttl") is the act; the words after it its things. Undefined unless the first word is an
 * -ing form of a changing act and the reader found no act. */
function gerundLead(part: RuleToken[], rules: GuardRules): ActionSpec | undefined {
  const first = part[0];
  if (!first || part.length < 2 || !first.lower.endsWith("ing")) return undefined;
  const lemma = ingLemma(first.lower, rules);
  const fams = lemma ? rules.wordFamilies.get(lemma) : undefined;
  if (!fams?.length) return undefined;
  const whole = findAction(part, rules).spec;
  if (whole.words.length) return undefined;
  const rest = findAction(part.slice(1), rules).spec;
  return { ...rest, words: [first.lower], families: [...fams] };
}

/** The verb an -ing word is of, when it names an act family: changing → change, running → run, adding → add. */
function ingLemma(w: string, rules: GuardRules): string | undefined {
  if (w.length < 6 || !w.endsWith("ing")) return undefined;
  const stem = w.slice(0, -3);
  if (rules.wordFamilies.has(stem)) return stem;
  if (rules.wordFamilies.has(stem + "e")) return stem + "e";
  if (stem.at(-1) === stem.at(-2) && rules.wordFamilies.has(stem.slice(0, -1))) return stem.slice(0, -1);
  return undefined;
}

function changingVerb(spec: ActionSpec, rules: GuardRules): boolean {
  return spec.words.length > 0 && spec.families.some((f) => !f.startsWith("*") && !f.startsWith("word:") && !rules.families.get(f)?.readOnly);
}

function clauses(toks: RuleToken[]): RuleToken[][] {
  const out: RuleToken[][] = [];
  let cur: RuleToken[] = [];
  for (const t of toks) {
    if ((t.kind === "punct" || t.kind === "word") && BOUNDARY.test(t.lower)) {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The words of the clause that name the allowed act and its things, or undefined. */
function allowPhrase(c: RuleToken[]): RuleToken[] | undefined {
  const end = c.at(-1)?.kind === "punct" ? c.length - 1 : c.length;
  // "Restarts of allocs are ok", "settings changes are fine anytime"
  for (let i = 1; i < end - 1; i++) {
    if (!FINE.test(c[i]!.lower)) continue;
    let j = i + 1;
    while (j < end && FINE_FILLER.test(c[j]!.lower)) j++;
    if (j < end && FINE_WORD.test(c[j]!.lower)) return c.slice(0, i);
    return undefined;
  }
  // "you may restart nginx", "feel free to rebuild the cache"
  const may = c.findIndex((t, i) => (MAY.test(t.lower) && c[i - 1]?.lower === "you") || (t.lower === "to" && c[i - 1]?.lower === "free"));
  if (may >= 0 && c[may + 1]?.lower !== "be") return c.slice(may + 1, end);
  // "create whatever", "scale staging freely"
  const free = c.findIndex((t, i) => i > 0 && FREELY.test(t.lower));
  if (free > 0 && free === end - 1) return c.slice(0, free);
  // "CI runs can be cancelled": the participle is the act, the subject its thing
  const canBe = c.findIndex((t, i) => i > 0 && t.lower === "can" && c[i + 1]?.lower === "be" && c[i + 2]?.tags.has("Verb"));
  if (canBe > 0) return [c[canBe + 2]!, ...c.slice(0, canBe)];
  return undefined;
}

/** Whether the call's acts of the ban's families are all an allowed act, on its things. */
export function onlyAllowedAct(allowed: readonly AllowedAct[], spec: ActionSpec, facts: CallFacts, rules: GuardRules, names: (t: TargetSpec) => unknown): boolean {
  const any = spec.families.includes("*any") || spec.families.includes("*mutating");
  const banWords = new Set(spec.words.map((w) => w.toLowerCase()));
  for (const a of allowed) {
    if (a.words.some((w) => banWords.has(w))) continue; // "restarts are fine, never restart prod": the ban's own verb
    const acts = [...facts.families].filter(([id]) => !rules.families.get(id)!.readOnly && (any || spec.families.includes(id)));
    // the allowed verb itself; with named things, any verb of its families that is not the ban's
    const isAllowed = (id: string, word: string) => a.words.includes(word) || (a.things.length > 0 && a.families.includes(id) && !banWords.has(word));
    const at = new Set([...facts.families].filter(([id, ev]) => isAllowed(id, ev.word.toLowerCase())).map(([, ev]) => ev.where));
    // (`systemctl restart x` is also read as a unit change at the same place: the same act)
    const seen = at.size > 0;
    const ok = acts.every(([id, ev]) => isAllowed(id, ev.word.toLowerCase()) || [...at].some((w) => ev.where.startsWith(w)));
    if (!seen || !ok) continue;
    if (a.things.length && !a.things.some((t) => names(t))) continue;
    return true;
  }
  return false;
}
