// "append to notes, never delete or overwrite", "the ledger is append-only, no updates or deletes",
// "add new comments but never edit them": the verb the rule allows before its ban is a carve-out.
// The ban's families (write, from "overwrite"/"edit") cover the allowed act too (append is a
// write), so a call whose only act of those families is the allowed verb breaks nothing.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "../compile/rule-text.ts";
import type { CallFacts } from "../read-call/call-facts.ts";

// adding something new: "append-only" allows a create or an insert, and the reverse
export const ADDING: ReadonlySet<string> = new Set(["append", "add", "create", "insert", "upload", "new"]);
const LINK = /^(?:,|;|but|and|-|–|—)$/;
const APPEND_ONLY = /\b(?:append|add|insert)[- ]only\b/i;

/** The changing verbs written before the sentence's first ban, in the same clause as it
 * ("Obsidian: append to notes, never …" → append), or undefined when there are none. */
export function allowedVerbs(sent: RuleSentence, rules: GuardRules): string[] | undefined {
  const toks = sent.tokens;
  const ban = toks.findIndex((t) => t.kind === "word" && rules.prohibitionRe.test(t.text) && !/^(?:without|stop|zero|nothing|none|nobody|nowhere)$/.test(t.lower));
  // "Journal/ is append-only": with no ban of its own, adding is all the sentence allows
  if (ban < 0 && APPEND_ONLY.test(sent.text)) return [...ADDING];
  if (ban < 2 || !LINK.test(toks[ban - 1]!.lower)) return undefined;
  let from = ban - 1;
  while (from > 0 && toks[from - 1]!.text !== ":" && toks[from - 1]!.text !== ".") from--;
  // "partial refunds only - never refund the full charge", "limit orders only, never market": a
  // pinned choice of the same act, not another act allowed beside the ban
  // ("append only" is the allowance itself)
  for (let i = from; i < ban; i++) if (toks[i]!.lower === "only" && !(i > 0 && ADDING.has(toks[i - 1]!.lower))) return undefined;
  const verbs = (a: number, b: number) => {
    const out = new Set<string>();
    for (let i = a; i < b; i++) {
      const t = toks[i]!;
      if (t.kind !== "word") continue;
      for (const w of new Set([t.lower, t.root, ...t.lower.split("-")])) if (rules.wordFamilies.get(w)?.some((f) => !rules.families.get(f)!.readOnly)) out.add(w);
    }
    return out;
  };
  // the ban must name its own act ("never immediately" names a manner of the same act)
  const banned = verbs(ban + 1, toks.length);
  if (!banned.size) return undefined;
  const out = verbs(from, ban - 1);
  for (const w of banned) out.delete(w);
  if ([...out].some((w) => ADDING.has(w))) for (const w of ADDING) if (!banned.has(w)) out.add(w);
  return out.size ? [...out] : undefined;
}

/** Whether every act of the ban's families the call shows is an allowed verb. */
export function onlyAllowedActs(allow: readonly string[], families: readonly string[], facts: CallFacts, rules: GuardRules): boolean {
  const any = families.includes("*any") || families.includes("*mutating");
  let seen = false;
  for (const [id, ev] of facts.families) {
    if (rules.families.get(id)!.readOnly || !(any || families.includes(id))) continue;
    if (!allow.includes(ev.word)) return false;
    seen = true;
  }
  return seen;
}
