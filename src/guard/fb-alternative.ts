// "don't push to main, open a PR instead", "never write to the prod bucket, use the scratch one":
// after a ban, a comma and an un-negated imperative name the alternative the user wants, not more
// of what is banned. Read as part of the ban it narrows it (push to main AND a PR) or turns the
// alternative into a target ("read them from vault" → reading is banned).
import type { GuardRules } from "./guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";

/** Index of the comma that opens an alternative after the ban in `head`, or -1.
 * ("don't touch prod, staging, or dev": a list goes on, no imperative; "don't delete, drop or
 * truncate tables": the ban has no object before the comma, the verbs share the one after it) */
export function alternativeAfterBan(head: readonly RuleToken[], rules: GuardRules, masked: ReadonlySet<number>): number {
  let banAt = -1;
  for (let i = 0; i < head.length; i++) {
    const t = head[i]!;
    if (t.text !== ",") {
      // ("no matter what, leave X alone": a masked opener is no ban)
      // (two-word cues too: "read only", "hands off")
      if (banAt < 0 && !masked.has(i) && t.kind === "word" && (rules.prohibitionRe.test(t.text) || rules.prohibitionRe.test(`${t.text} ${head[i + 1]?.text ?? ""}`))) banAt = i;
      continue;
    }
    if (banAt < 0 || i < banAt + 2) continue;
    const next = head[i + 1];
    const after = head[i + 2];
    // the ban needs an object of its own before the comma ("don't delete, drop or truncate tables")
    if (!next || next.kind !== "word" || head.slice(banAt + 1, i).every((t) => t.kind === "word" && t.tags.has("Verb"))) continue;
    if (!next.tags.has("Infinitive") || next.tags.has("Gerund") || next.tags.has("PastTense") || BAN_VERBS.has(next.lower)) continue;
    // "…, build, or deploy": one more item of a list
    if (!after || after.text === "," || after.lower === "or" || after.lower === "and") continue;
    const rest = head.slice(i + 1);
    if (rest.some((t) => t.kind === "word" && rules.prohibitionRe.test(t.text))) continue;
    return i;
  }
  return -1;
}

// imperatives that ban in their own right: "…, leave the ledger alone", "…, stay off prod"
const BAN_VERBS = new Set(["leave", "keep", "stay", "avoid", "stop", "skip", "refrain", "quit", "hold", "wait"]);
