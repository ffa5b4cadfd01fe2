// A parenthetical gloss that names the thing the way the tool does: "never delete a whole library
// (repo)", "don't archive the team space (workspace)", "ask before removing a board (project)".
// The rule's own word is the user's; the word in parentheses is the API's, so a call naming either
// one acts on the thing. Only a kind word the lexicon knows (targets.yaml kinds), alone or after
// the product ("(seafile repo)" is read as usual), and never a generic one (file, item, record):
// those name every thing and would make the gloss match any call.
import type { GuardRules } from "../guard-rules.ts";
import type { TargetSpec } from "./compiled-entry.ts";
import type { RuleToken } from "./rule-text.ts";
import { canonical, singular } from "../split-words.ts";

// kinds too broad to stand for one thing on their own
const BROAD = new Set(["box", "machine", "computer", "disk", "terminal", "file", "record", "row", "item", "entry", "object", "data", "thing", "list", "page", "doc", "document", "resource", "asset"]);

/** The target a one-word kind gloss names, or undefined when the parenthesis holds anything else. */
export function glossKind(phrase: readonly RuleToken[], rules: GuardRules): TargetSpec | undefined {
  if (phrase.length !== 1) return undefined;
  const t = phrase[0]!;
  if (t.kind !== "word" || !/^[a-z][a-z-]{1,30}$/i.test(t.text)) return undefined;
  // (a spelling of a kind: "repository" is the kind repo)
  const k = [t.root, singular(t.lower), canonical(singular(t.lower), rules.synonyms)].find((w) => rules.kindWords.has(w));
  if (!k || BROAD.has(k)) return undefined;
  return { raw: t.text, names: [canonical(k, rules.synonyms)], path: false, command: false, channel: false };
}
