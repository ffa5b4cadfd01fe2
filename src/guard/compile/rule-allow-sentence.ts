// "Public replies need a human to read them first. Internal notes are fine.": a sentence of the
// entry that only allows names a thing the ban does not cover. A call whose arguments name that
// thing ({message_type: "note"}) is the allowed one, whatever tool carries it (reply_conversation).
// Only a noun subject is read ("Drafts are OK", "Private notes are fine"); its head noun (the
// last word) is what the call must name.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "./rule-text.ts";
import { canonical, singular } from "../split-words.ts";

// the whole sentence: "<subject> is/are [always] fine/ok/allowed" and nothing after but a reason
const ALLOW_SENTENCE = /^\s*([A-Za-z][A-Za-z' -]{1,60}?)\s+(?:is|are)\s+(?:always\s+|totally\s+|perfectly\s+|still\s+|all\s+)?(?:fine|ok|okay|allowed|permitted|fair game)\b/i;
const PREPOSITION = /^(?:to|on|in|for|of|from|with|at|into|by|under|about)$/;
// the prepositions a described thing takes where it lives ("notes on tickets", "comments in PRs")
const LEADING_PREP = /^(?:on|in|under)$/;
const NOT_A_NOUN = /^(?:it|that|this|everything|anything|something|rest|else|that's)$/;

/** Head nouns of the entry's allow-only sentences ("Internal notes are fine" → note). */
export function allowedNouns(sentences: readonly RuleSentence[], rules: GuardRules): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const m = ALLOW_SENTENCE.exec(s.text);
    if (!m || rules.prohibitionRe.test(s.text)) continue;
    const subject = s.tokens.filter((t) => t.start < m[1]!.length + (s.text.length - s.text.trimStart().length) && t.kind === "word");
    if (!subject.length) continue;
    // "Reading profiles is fine", "Approving and commenting are fine": acts, not things
    if (subject.some((t) => t.tags.has("Gerund") || /ing$/.test(t.lower))) continue;
    // "Deploys to staging are fine": the head is not the last word; such subjects are left alone —
    // unless a modifier before the preposition tells the thing apart ("internal notes on helpdesk
    // tickets are fine"): then the head is the word before the preposition
    let head = subject.at(-1)!;
    const prep = subject.findIndex((t) => PREPOSITION.test(t.lower));
    if (prep >= 0) {
      if (prep < 2 || !LEADING_PREP.test(subject[prep]!.lower)) continue;
      head = subject[prep - 1]!;
      subject.length = prep;
    }
    if (NOT_A_NOUN.test(head.lower) || !head.tags.has("Noun")) continue;
    out.push(canonical(singular(head.lower), rules.synonyms));
    // "low urgency is fine" under "high-urgency incidents need me": the value that tells it apart
    const mod = subject.length === 2 ? canonical(subject[0]!.lower, rules.synonyms) : undefined;
    if (mod && rules.contrastWords.has(mod)) out.push(mod);
  }
  return out;
}
