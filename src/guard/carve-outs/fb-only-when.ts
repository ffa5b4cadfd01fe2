// "drain nodes only in the maintenance window (Sun 02:00-04:00)", "sends only Tue-Thu": what "only"
// restricts there is WHEN, which the entry's time clause checks against the clock. No call names
// a weekday or a window, so such a phrase is no target the call must name. Nor is a function word
// a parse left behind ("the reason has to be …" → "has").
import type { GuardRules } from "../guard-rules.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";

// words of a time span besides day names (time.yaml `days`): "maintenance window", "business hours"
const WHEN = new Set(["maintenance", "window", "windows", "hour", "hours", "business", "office", "working", "morning", "mornings", "afternoon", "evening", "evenings", "night", "nights", "overnight", "daytime", "utc"]);
const FUNCTION = new Set(["ha", "has", "have", "had", "is", "are", "be", "was", "were", "do", "does", "it", "its", "that", "this", "to"]);

const known = new WeakMap<readonly TargetSpec[], boolean>();

/** Whether an "only" group says when (or nothing), not what: then the call need not name it. */
export function saysWhenNotWhat(group: readonly TargetSpec[], rules: GuardRules): boolean {
  let is = known.get(group);
  if (is === undefined) {
    is = group.length > 0 && group.every((t) => !t.literal && t.names.length > 0 && t.names.every((n) => rules.days.has(n) || WHEN.has(n) || FUNCTION.has(n)));
    known.set(group, is);
  }
  return is;
}
