// A degree word before a lone adjective says WHY, never WHAT: "dont use warehouse `xl-wh`, too
// pricey", "avoid the m5.24xlarge runners — too expensive", "no full scans on events, way too slow".
// The target reader took "pricey" as a second target group that every call had to name, so the
// ban never fired. Reads: the phrase's tokens and the word before it (rule-action.ts readTargets).
import type { RuleToken } from "./rule-text.ts";

const DEGREE = new Set(["too", "overly", "so"]);

/** Whether the phrase is one adjective after a degree word ("too pricey"): a reason, not a target. */
export function degreeReason(phrase: readonly RuleToken[], before: string): boolean {
  if (phrase.length !== 1 || !DEGREE.has(before)) return false;
  const t = phrase[0]!;
  return t.kind === "word" && (t.tags.has("Adjective") || t.tags.has("Comparable")) && !t.tags.has("Noun");
}
