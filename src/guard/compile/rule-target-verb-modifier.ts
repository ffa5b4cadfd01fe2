// A verb-looking word that opens a noun compound right after the rule's act names the thing, not
// a second act: "Don't delete pull zones" is about pull zones (not "zones", read as DNS zones), and
// likewise "deploy keys", "build artifacts" (words the tagger reads as verbs; "push notifications",
// "release notes" are tagged nouns and stay as they were). After a determiner the tagger already reads such a word as a noun ("the pull
// zones"); with none, the act lexicon claims it. Here: a one-word act candidate, not chosen, standing
// directly after a chosen act (no determiner, no object between) and directly before a noun, is a
// modifier of that noun and is left to the target reader.
import type { RuleToken } from "./rule-text.ts";

export interface ActSpan {
  start: number;
  end: number;
  noun: boolean;
}

const NOT_HEAD = /^(?:to|from|in|on|at|of|for|with|into|onto|by|over|under|without|unless|until|before|after|or|and|nor|the|a|an|any|all|it|them|anything|everything|yourself|ever|again)$/;

/** Whether candidate `c` (not chosen) modifies the noun after it rather than acting. */
export function verbModifier(tokens: readonly RuleToken[], c: ActSpan, chosen: readonly ActSpan[]): boolean {
  if (c.noun || c.end !== c.start + 1) return false;
  if (!chosen.some((a) => a.end === c.start && !a.noun)) return false;
  const t = tokens[c.start]!;
  // a gerund or participle here is a verb chain ("stop deleting", "keep archived"), never a name
  if (t.kind !== "word" || t.lower.endsWith("ing") || t.lower.endsWith("ed") || t.lower !== t.root) return false;
  // only a word the tagger reads as a verb ("pull", "deploy", "build"): a noun the act lexicon also
  // holds ("calendar events", "dependency PRs") has always been left out of the name, and a call
  // rarely spells it (delete_event, a "chore(deps)" title)
  if (!t.tags.has("Verb") || t.tags.has("Noun")) return false;
  const next = tokens[c.start + 1];
  if (!next || next.kind !== "word" || NOT_HEAD.test(next.lower)) return false;
  return next.tags.has("Noun") || next.tags.has("Plural");
}
