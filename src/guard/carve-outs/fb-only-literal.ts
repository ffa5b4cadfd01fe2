// "Only message the family group (chat -100184422331)", "Only comment on issues in our own org
// (acme)", "only deploy to the EU cluster (eu-west-1)": the parenthesis right after what "only"
// allows spells that thing's name or id. The call names the allowed thing when it carries that
// literal as a value ({chat_id: -100184422331}, {owner: "acme"}), whatever word the rule used for
// its kind ("family group", "org"); a call carrying another value still breaks the rule.
import type { CallFacts } from "../read-call/call-facts.ts";

const PAREN = /\(([^()]{1,80})\)/g;
// "(not the work group)", "(except …)": the parenthesis names what is excluded, not the thing
const NEGATED = /^\s*(?:not|no|never|except|excluding|but|unless|without|other than)\b/i;
const LEAD = /^\s*(?:e\.g\.|i\.e\.|eg|ie|aka|a\.k\.a\.|like|say|called|named|id|chat|channel|group|list|org|team|project|account|repo|space|board)[:,]?\s+/i;
const GAP = /^[\s`'"*]{0,3}$/;
const ID_LIKE = /\d|[-_.@/:]/;
const WORD = /^[a-z][a-z0-9]{1,40}$/;

/** Per group, the literals of a parenthesis written right after it (empty when none); undefined
 * when the sentence has no such parenthesis. */
export function apposLiterals(groups: readonly (readonly { raw: string }[])[], text: string): string[][] | undefined {
  const lower = text.toLowerCase();
  let out: string[][] | undefined;
  for (const m of lower.matchAll(PAREN)) {
    const inner = m[1]!;
    if (NEGATED.test(inner)) continue;
    const body = inner.replace(LEAD, "");
    const toks = body.split(/[\s,;]+/).map((t) => t.replace(/^[`'"]+|[`'".]+$/g, "")).filter((t) => t.length >= 2 && t !== "or" && t !== "and");
    if (!toks.length || toks.length > 4) continue;
    // one bare word is the name ("(acme)"); among several, the id-like ones ("chat -100184422331")
    const lits = toks.length === 1 ? toks : toks.filter((t) => ID_LIKE.test(t));
    if (!lits.length) continue;
    const before = lower.slice(0, m.index);
    groups.forEach((g, i) => {
      if (!g.some((t) => t.raw && before.lastIndexOf(t.raw.toLowerCase()) >= 0 && GAP.test(before.slice(before.lastIndexOf(t.raw.toLowerCase()) + t.raw.length)))) return;
      out ??= groups.map(() => []);
      out[i]!.push(...lits);
    });
  }
  return out;
}

/** The call carries one of the literals as a value: a number, a whole string value, an
 * owner/name's part, or (a plain word) one of its words. */
export function carriesLiteral(lits: readonly string[], facts: CallFacts): boolean {
  for (const lit of lits) {
    if (/^-?\d+(?:\.\d+)?$/.test(lit)) {
      const n = Number(lit);
      if (facts.numbers.some((x) => x.value === n)) return true;
    }
    for (const [key, vs] of facts.keyValues) {
      // (free text that happens to say it is no name the call acts on: {body: "acme"})
      if (facts.content.some((c) => c.path === `args.${key}` || c.path.endsWith(`.${key}`))) continue;
      for (const v of vs) {
        const s = v.trim().toLowerCase();
        if (s === lit || s.startsWith(`${lit}/`)) return true;
      }
    }
    if (WORD.test(lit) && facts.allWords.has(lit)) return true;
  }
  return false;
}
