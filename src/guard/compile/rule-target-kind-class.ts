// A target that names a whole class of things by its kind: "any serverless endpoint", "a managed
// database", "persistent volumes". The describing words say which class, not which one; a call
// cannot carry them, but the tool's own name carries the kind (delete-endpoint, dropManagedDatabase
// carries "database"), and that is the thing the rule is about (match-clause.ts matchTarget).
//   "Ask first before deleting any serverless endpoint" ~ delete-endpoint {endpointId: "ep-1"}
// Not a class: a phrase after "the", "my", "this" (one thing: "the billing endpoint"), a word that
// tells one thing from its siblings (contrast words: prod, public; a product; digits), and a word
// that is a name or state in adjective clothing ("billing", "stopped": -ing and -ed forms).
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";

// determiners that make a phrase a class ("any", "a") — or none at all ("delete persistent volumes")
const CLASS_DETERMINER = /^(?:any|a|an|every|each|all)$/;
const NAME_FORM = /(?:ing|ed)$/;

/** The compiler step: sets `kindClass` on targets written as "[any] <adjectives> <kind>". */
export function markKindClasses(clauses: Clause[], sentences: readonly RuleSentence[], rules: GuardRules): void {
  for (const c of clauses) {
    if (c.type !== "action" || c.only) continue;
    for (const g of c.groups)
      for (const t of g) {
        if (t.names.length < 2 || t.literal !== undefined || t.prefix || t.path || t.command || t.channel || t.ids || t.keyIds || t.keyValue || t.platform || t.place) continue;
        if (classPhrase(t.raw, sentences, rules)) t.kindClass = t.names.at(-1)!;
      }
  }
}

/** Whether the phrase is written in one of the sentences as a class: "[any] <adjectives> <noun>". */
function classPhrase(raw: string, sentences: readonly RuleSentence[], rules: GuardRules): boolean {
  const words = raw.toLowerCase().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  for (const s of sentences) {
    const at = s.tokens.findIndex((t, i) => words.every((w, k) => s.tokens[i + k]?.lower === w));
    if (at < 0) continue;
    const toks = s.tokens.slice(at, at + words.length);
    const before = s.tokens[at - 1];
    if (before && before.kind === "word" && !CLASS_DETERMINER.test(before.lower) && (before.tags.has("Determiner") || before.tags.has("Possessive") || before.tags.has("Pronoun"))) return false;
    return isClass(toks, rules);
  }
  return false;
}

function isClass(toks: readonly RuleToken[], rules: GuardRules): boolean {
  const head = toks.at(-1)!;
  if (head.kind !== "word" || !head.tags.has("Noun") || head.tags.has("ProperNoun")) return false;
  const mods = toks.slice(0, -1);
  const plain = (t: RuleToken) =>
    t.kind === "word" && t.tags.has("Adjective") && !t.tags.has("Noun") && !NAME_FORM.test(t.lower) && !/\d/.test(t.lower) && !rules.contrastWords.has(t.lower) && !rules.unmarkedWords.has(t.lower) && !rules.platformWords.has(t.lower);
  return mods.every(plain);
}
