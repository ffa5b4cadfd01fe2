// A value that names its attribute by itself (rule-settings.yaml `attributes[].values`):
//   "All invoices in CAD"            → currency ∈ {cad} on invoices
//   "prices in EUR only"             → currency ∈ {eur} on prices
//   "bill every customer in GBP"     → currency ∈ {gbp}
// No attribute word is written: the code is one of a closed list (ISO currencies), so "in CAD"
// can only mean the currency. A code beside a number is an amount ("refunds over 500 EUR", "EUR
// 180 per night": the limit steps read those), a negated one is a ban ("never invoice in USD"),
// one after if/when/for a condition ("when billing in EUR, …"): none of them pins the value.
import type { GuardRules } from "../guard-rules.ts";
import type { AttributeDef } from "./rule-settings.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";

export interface NamedValue {
  def: AttributeDef;
  values: RuleToken[];
  subject?: string[];
}

// an obligation or restriction: "All invoices in CAD", "prices in EUR only", "always bill in GBP"
const CUE = /\b(?:all|every|each|only|always|must|should|use|exclusively)\b/i;
const CONDITION = /^(?:if|when|whenever|unless|for|while|except)$/;
const SKIP = /^(?:all|any|every|each|the|a|an|our|my|your|their|new|only|always|just|please)$/;

export function findNamedValue(sent: RuleSentence, rules: GuardRules): NamedValue | undefined {
  const named = rules.settings.values.named;
  if (!named.size) return undefined;
  const toks = sent.tokens;
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== "word") continue;
    const def = named.get(t.lower);
    if (!def) continue;
    // "in CAD", "in EUR or GBP" (the first code after "in"), "EUR only"
    const prev = toks[i - 1]!;
    const only = toks[i + 1]?.lower === "only";
    if (prev.lower !== "in" && !only) continue;
    // an amount: "500 EUR", "EUR 180"
    if (prev.kind === "number" || toks[i + 1]?.kind === "number" || toks[i - 2]?.kind === "number") continue;
    const before = toks.slice(0, i);
    if (before.some((b) => CONDITION.test(b.lower)) || rules.prohibitionRe.test(sent.text.slice(0, t.start))) continue;
    if (rules.approval.some((a) => a.re.test(sent.text))) return undefined;
    // a short sentence that is the pin itself ("All invoices in CAD") or one with a cue word
    const rest = toks.slice(i + 1).filter((x) => x.kind !== "punct" && !/^(?:only|or|and)$/.test(x.lower) && !named.has(x.lower));
    if (!CUE.test(sent.text) && rest.length) continue;
    const values = [t];
    for (let j = i + 1; j + 1 < toks.length && values.length < 4; j += 2)
      if (/^(?:or|,|\/)$/.test(toks[j]!.lower) && named.get(toks[j + 1]!.lower) === def) values.push(toks[j + 1]!);
      else break;
    // the thing the calls create or change: the last noun before "in" ("invoices", "prices")
    const nouns = before.filter((b) => b.kind === "word" && !SKIP.test(b.lower) && b.lower !== "in" && (b.tags.has("Noun") || b.tags.has("Plural")) && !b.tags.has("Pronoun") && !named.has(b.lower));
    const head = nouns.at(-1);
    return { def, values, ...(head ? { subject: [head.root || head.lower] } : {}) };
  }
  return undefined;
}
