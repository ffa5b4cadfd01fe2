// "between 08:00 and 18:00 studio time (America/Montreal)", "after 6pm office time": "<word> time"
// right after the clock, with the rule naming a zone, says whose clock it is (the zone: rule-clauses.ts
// findZone), not a target the call must name. Dropped from the words that name the act and target.
import type { RuleToken } from "./rule-text.ts";

export function withoutZoneLabel(toks: readonly RuleToken[], tz: string | undefined): RuleToken[] {
  if (!tz) return [...toks];
  const out: RuleToken[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const label = t.kind === "word" && toks[i + 1]?.lower === "time" && !!prev && (prev.kind === "time" || prev.kind === "number");
    if (label) {
      i++; // the label and its "time"
      continue;
    }
    out.push(t);
  }
  return out;
}
