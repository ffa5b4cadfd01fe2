// "always sign replies with '- Team Shopdesk'", "every email gets the ticket number", "sign messages
// with - Acme": a requirement about what a message carries is about calls that deliver a message to
// someone (a family marked `message` in rules/guard/actions.yaml: send, email, sms, forward). An
// internal note, a draft or a ticket update sends nothing, so the requirement does not reach it.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "./rule-text.ts";

/** Whether a plain word of the sentence names a message act or thing ("replies", "emails", "sms"). */
export function namesMessages(sent: RuleSentence, rules: GuardRules): boolean {
  for (const t of sent.tokens) {
    if (t.kind !== "word") continue;
    if (messageWord(t.root, rules) || messageWord(t.lower, rules)) return true;
  }
  return false;
}

function messageWord(w: string, rules: GuardRules): boolean {
  const phrases = rules.phraseIndex.get(w);
  if (!phrases) return false;
  for (const p of phrases) {
    if (p.words.length !== 1) continue;
    for (const id of p.families) if (rules.families.get(id)?.message) return true;
  }
  return false;
}

/** Whether the call shows a message family: a requirement on messages applies to it. */
export function showsMessage(families: ReadonlyMap<string, unknown>, rules: GuardRules): boolean {
  for (const id of families.keys()) if (rules.families.get(id)?.message) return true;
  return false;
}
