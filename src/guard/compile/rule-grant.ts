// "no need to ask before read-only stuff", "you don't need to check with me for dashboards", "no
// approval needed for tags": a NEGATED approval phrase grants, it never requires. An entry whose every
// sentence is such a grant (and asks for nothing else) has no rule of its own: it compiles to no clause.
// The grant phrases are data (effects.yaml grants); the approval phrases they contain ("ask … before")
// must not make it an ask-first rule.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence } from "./rule-text.ts";

/** The grant phrase that makes the whole entry a grant, or undefined. */
export function grantOnly(sentences: readonly RuleSentence[], rules: GuardRules): string | undefined {
  if (!rules.grants.length || !sentences.length) return undefined;
  let id: string | undefined;
  for (const s of sentences) {
    const g = grantIn(s.text, rules);
    if (!g) return undefined;
    // "no need to ask before reads, but ask before any order": the rest still asks
    const rest = s.text.slice(0, g.start) + " " + s.text.slice(g.end);
    for (const a of rules.approval) if (a.re.test(rest)) return undefined;
    id ??= g.id;
  }
  return id;
}

function grantIn(text: string, rules: GuardRules): { id: string; start: number; end: number } | undefined {
  for (const g of rules.grants) {
    const m = g.re.exec(text);
    if (m) return { id: g.id, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}
