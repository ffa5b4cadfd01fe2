// "never print secrets from .env.production", "no passwords in config/app.yaml", "don't show the
// tokens inside ~/.aws/credentials": the secret content kind (content-values.yaml content.secret
// nouns: secrets, passwords, tokens, keys) beside a path says what the file holds; the path is the thing the call
// must name, the content kind only describes it (a supporting group, rule-target-role.ts).
import type { GuardRules } from "../guard-rules.ts";
import type { TargetGroups, TargetSpec } from "./compiled-entry.ts";

function isPath(t: TargetSpec): boolean {
  return !!(t.path || t.prefix);
}

function isContentNoun(t: TargetSpec, rules: GuardRules): boolean {
  if (isPath(t) || t.literal !== undefined || t.command || t.channel || t.raw.length > 24) return false;
  // secrets only: a file of customer emails is no less the thing than the emails in it
  for (const k of rules.contentValues.kinds) if (k.kind === "secret" && k.nounRe.test(t.raw)) return true;
  return false;
}

/** Marks (in place) the groups that only name what a path of the rule holds; true when any changed. */
export function markPathContents(groups: TargetGroups, support: boolean[], rules: GuardRules): boolean {
  let hasPath = false;
  for (const g of groups) if (g.length > 0 && g.every(isPath)) hasPath = true;
  if (!hasPath) return false;
  let changed = false;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (support[i] || g.length === 0) continue;
    let all = true;
    for (const t of g) if (!isContentNoun(t, rules)) all = false;
    if (all) changed = support[i] = true;
  }
  return changed;
}
