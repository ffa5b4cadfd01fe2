// "between 08:00 and 18:00 studio time (America/Montreal)", "after 6pm office time": "<word> time"
// right after the clock, with the rule naming a zone, says whose clock it is (the zone: rule-clauses.ts
// findZone), not a target the call must name. Dropped from the words that name the act and target.
import type { RuleToken } from "./rule-text.ts";

// ("between 21:00 and 08:00 local (Europe/Madrid)", "after 9pm home (PT)": a word right after the clock
// and right before the zone in brackets is the same label; "after 22:00 local", "7pm local time": the
// user's own clock, with or without a zone named)
export function withoutZoneLabel(toks: readonly RuleToken[], tz: string | undefined): RuleToken[] {
  const out: RuleToken[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const afterClock = t.kind === "word" && !!prev && (prev.kind === "time" || prev.kind === "number");
    const next = toks[i + 1]?.lower;
    const label = afterClock && !!tz && (next === "time" || next === "(");
    if (label || (afterClock && t.lower === "local")) {
      if (next === "time") i++; // the label and its "time"
      continue;
    }
    out.push(t);
  }
  return out;
}
