// "no market orders outside regular hours (9:30–16:00 New York)", "never deploy outside business
// hours (9-17)", "don't page anyone outside of the 08:00–20:00 window": the ban is on what happens
// OUTSIDE the window it names, so the window is where the act is allowed — the time clause must be
// inverted, exactly as "only between 9 and 5" is (rule-clauses.ts findTime → complementClock).
// Reads: the sentence text; the ban cue must come before "outside" (", outside that is fine" after
// a window is an allowance, rule-time-parts.ts, and is not read here).

// "outside [of] [the|our|regular|business …] hours|window|times|(…)|<clock>"
const OUTSIDE_WINDOW = /\boutside\s{1,3}(?:of\s{1,3})?(?:(?:the|our|my|your|their|regular|normal|usual|standard|business|working|work|office|market|trading|opening|support|core|school|quiet|agreed|allowed|maintenance|change)\s{1,3}){0,3}(?:hours\b|window\b|times?\b|\(|\d)/i;

/** Whether the sentence bans an act outside the window it names (cue first, then "outside …"). */
export function bansOutsideWindow(text: string, prohibitionRe: RegExp): boolean {
  const m = OUTSIDE_WINDOW.exec(text);
  if (!m) return false;
  return prohibitionRe.test(text.slice(0, m.index));
}
