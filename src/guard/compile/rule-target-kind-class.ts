// A target that names a whole class of things by its kind: "any serverless endpoint", "a managed
// database", "persistent volumes". The describing words say which class, not which one; a call
// cannot carry them, but the tool's own name carries the kind (delete-endpoint, dropManagedDatabase
// carries "database"), and that is the thing the rule is about (match-clause.ts matchTarget).
//   "Ask first before deleting any serverless endpoint" ~ delete-endpoint {endpointId: "ep-1"}
// After an explicit "any"/"every"/"all" a noun may describe the kind too ("any automation rules" ~
// delete_rule {ruleId: 7}); such a noun could also be a name ("any payments repo"), so the call must
// show no readable value of the kind (kindClassNoun, match-clause.ts).
// Not a class: a phrase after "the", "my", "this" (one thing: "the billing endpoint"), a word that
// tells one thing from its siblings (contrast words: prod, public; a product; digits), and a word
// that is a name or state in adjective clothing ("billing", "stopped": -ing and -ed forms).
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";

// determiners that make a phrase a class ("any", "a") — or none at all ("delete persistent volumes")
const CLASS_DETERMINER = /^(?:any|a|an|every|each|all)$/;
const NAME_FORM = /(?:ing|ed)$/;
// determiners after which a noun before the kind still names a class ("any automation rules")
const NOUN_CLASS_DETERMINER = /^(?:any|every|all|each)$/;

/** The compiler step: sets `kindClass` on targets written as "[any] <adjectives> <kind>". */
export function markKindClasses(clauses: Clause[], sentences: readonly RuleSentence[], rules: GuardRules): void {
  for (const c of clauses) {
    if (c.type !== "action" || c.only) continue;
    for (const g of c.groups)
      for (const t of g) {
        if (t.names.length < 2 || t.literal !== undefined || t.prefix || t.path || t.command || t.channel || t.ids || t.keyIds || t.keyValue || t.platform || t.place) continue;
        const cls = classPhrase(t.raw, sentences, rules);
        if (!cls) continue;
        t.kindClass = t.names.at(-1)!;
        if (cls === "noun") t.kindClassNoun = true;
      }
  }
}

/** Whether the phrase is written in one of the sentences as a class: "[any] <adjectives> <noun>"
 * ("adjective"), or "any <nouns> <noun>" ("noun"). */
function classPhrase(raw: string, sentences: readonly RuleSentence[], rules: GuardRules): "adjective" | "noun" | undefined {
  const words = raw.toLowerCase().split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  for (const s of sentences) {
    const at = s.tokens.findIndex((t, i) => words.every((w, k) => s.tokens[i + k]?.lower === w));
    if (at < 0) continue;
    const toks = s.tokens.slice(at, at + words.length);
    const before = s.tokens[at - 1];
    if (before && before.kind === "word" && !CLASS_DETERMINER.test(before.lower) && (before.tags.has("Determiner") || before.tags.has("Possessive") || before.tags.has("Pronoun"))) return undefined;
    return isClass(toks, rules, before !== undefined && NOUN_CLASS_DETERMINER.test(before.lower));
  }
  return undefined;
}

function isClass(toks: readonly RuleToken[], rules: GuardRules, anyBefore: boolean): "adjective" | "noun" | undefined {
  const head = toks.at(-1)!;
  if (head.kind !== "word" || !head.tags.has("Noun") || head.tags.has("ProperNoun")) return undefined;
  const mods = toks.slice(0, -1);
  const common = (t: RuleToken) => t.kind === "word" && !NAME_FORM.test(t.lower) && !/\d/.test(t.lower) && !rules.contrastWords.has(t.lower) && !rules.unmarkedWords.has(t.lower) && !rules.platformWords.has(t.lower);
  if (mods.every((t) => common(t) && t.tags.has("Adjective") && !t.tags.has("Noun"))) return "adjective";
  // "any automation rules": a common noun (no name, no plural) describes the kind
  if (anyBefore && mods.every((t) => common(t) && (t.tags.has("Adjective") || (t.tags.has("Noun") && !t.tags.has("ProperNoun") && !t.tags.has("Plural") && !t.tags.has("Possessive"))))) return "noun";
  return undefined;
}
