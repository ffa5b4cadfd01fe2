// A limit about one kind of document, and a call about another (limits.yaml doc_kinds):
//   "credit notes fine up to 500 eur, above that ask me" ~ account.move action_post {flags: {invoice_total_eur: 10000}}
//   → the call posts an invoice, no credit note: the credit-note limit does not hold (glim24)
// The rule names a kind by its words in order; the call names kinds by any word of its tool, arguments or
// flag names (a two-word kind: both words). The limit is set aside only when the rule names kinds, the call
// names some kind, and no word of the rule's kinds appears anywhere in the call ("issue_credit {invoice_id}"
// says credit: it may be a credit note, so the limit holds).
import type { CallFacts } from "../read-call/call-facts.ts";
import { singular } from "../split-words.ts";

type Kinds = readonly (readonly (readonly string[])[])[];

/** Whether a phrase occurs in the rule's words in order. */
function ruleSays(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let j = 0;
    while (j < phrase.length && words[i + j] === phrase[j]) j++;
    if (j === phrase.length) return true;
  }
  return false;
}

/** The words of the context flags' names ("invoice_total_eur" → invoice, total, eur). */
function flagWords(flags: Readonly<Record<string, unknown>> | undefined, out: Set<string>): void {
  if (!flags) return;
  let n = 0;
  for (const k in flags) {
    if (++n > 60) return;
    for (const w of k.toLowerCase().split(/[^a-z0-9]+/)) if (w) out.add(singular(w));
  }
}

// which of the kinds the rule names: a function of the rule's words alone, worked out once per entry
// (most limits name no kind: this runs for every limit clause of every call)
const RULE_KINDS = new WeakMap<readonly string[], readonly boolean[] | null>();
function kindsSaid(kinds: Kinds, ruleWords: readonly string[]): readonly boolean[] | null {
  let said = RULE_KINDS.get(ruleWords);
  if (said !== undefined) return said;
  const out: boolean[] = [];
  let any = false;
  for (const k of kinds) {
    let inRule = false;
    for (const p of k) if (ruleSays(ruleWords, p)) inRule = true;
    out.push(inRule);
    if (inRule) any = true;
  }
  said = any ? out : null;
  RULE_KINDS.set(ruleWords, said);
  return said;
}

function callHas(w: string, facts: CallFacts, flagSet: Set<string>): boolean {
  return facts.allWords.has(w) || flagSet.has(w);
}
function someWord(p: readonly string[], facts: CallFacts, flagSet: Set<string>): boolean {
  for (const w of p) if (callHas(w, facts, flagSet)) return true;
  return false;
}
function everyWord(p: readonly string[], facts: CallFacts, flagSet: Set<string>): boolean {
  for (const w of p) if (!callHas(w, facts, flagSet)) return false;
  return true;
}

/** The limit is about kinds of document the call does not touch. */
export function otherDocKind(kinds: Kinds, ruleWords: readonly string[] | undefined, facts: CallFacts, flags: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!ruleWords?.length || !kinds.length) return false;
  const said = kindsSaid(kinds, ruleWords);
  if (!said) return false;
  const flagSet = new Set<string>();
  flagWords(flags, flagSet);
  let callOther = false;
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    // any word of the rule's kind in the call: it may be that kind
    if (said[i]) {
      for (const p of k) if (someWord(p, facts, flagSet)) return false;
    } else if (!callOther) for (const p of k) if (everyWord(p, facts, flagSet)) callOther = true;
  }
  return callOther;
}
