// Step routine-instruction (ccls14): an imperative that names how often it is done is a standing
// instruction, a routine, not a one-off order:
//   "Rinse and refill the water bowl daily."            "Wipe the benches after each use."
//   "Check on her at least once an hour."               "Do not feed him after 8 pm on weekdays."
// The model reads their care and household verbs as one-off tasks (cue oneoff.task-verb, imp:bare) and
// scores them low. Reads the unit's normalised text and its mood (features.ts); the recurrences and the
// guards are data (rules/classify/segment.yaml: routine_instructions, routine_guards).
// Not raised: a non-imperative ("I feed her twice a day", "The job runs nightly"), a unit naming one day
// ("Water the plants today and every evening after"), a question (vetoed before this step).
import type { ClassifyRules } from "./compile-rules.ts";
import type { UnitFeatures } from "./features.ts";

const AUXILIARY: ReadonlySet<string> = new Set(["should", "will", "would", "can", "could", "must", "may", "might", "is", "are", "was", "were", "has", "have", "had", "does", "did", "gets", "got"]);

/** The id of the recurrence that makes this imperative unit a routine, or null. */
export function routineInstruction(norm: string, f: Pick<UnitFeatures, "mood">, rules: ClassifyRules): string | null {
  if (!f.mood.imperative || rules.routineInstructions.length === 0) return null;
  // "Email should send every hour -> doesn't": a verb-looking word before an auxiliary is the subject
  if (!f.mood.negated && !f.mood.later && AUXILIARY.has(f.mood.second)) return null;
  for (const r of rules.routineInstructions) {
    if (!r.re.test(norm)) continue;
    for (const g of rules.routineGuards) if (g.re.test(norm)) return null;
    return r.id;
  }
  return null;
}
