// "Prefer curl over wget", "use podman rather than docker": the rule bans the other one. When the
// preferred name and the banned one are synonyms (curl = wget in rules/guard/targets.yaml), the
// banned target must match only the word the rule wrote, not its whole synonym group, or the
// preferred program itself would break the rule.
// "prefer systemctl over service", "use podman over docker": when both sides are programs, the
// banned one is the program run, not its name as a word ("systemctl reload haproxy" manages a
// service, it does not run `service`): the banned target is kept to the programs a call runs.
// "use SCAN not KEYS", "UNION ALL instead of UNION": when both sides are keywords written in capitals,
// the banned one is a command word the call must write itself (valkey-cli FLUSHDB deletes keys, but
// it does not run KEYS): the target is kept as a literal, never met by a command table's gloss.
import type { TargetSpec } from "../compile/compiled-entry.ts";
import { canonical, splitWords } from "../split-words.ts";

/** The banned targets, each kept to its own written word where the preferred side names a synonym of it. */
export function exceptPreferred(groups: readonly (readonly TargetSpec[])[], preferredText: string, synonyms: ReadonlyMap<string, string>): TargetSpec[][] {
  const preferred = new Map<string, string>(); // canonical → as written
  for (const w of splitWords(preferredText, 12)) preferred.set(canonical(w, synonyms), w.toLowerCase());
  return groups.map((g) =>
    g.map((t) => {
      const raw = t.raw.toLowerCase();
      // only a one-word name the rule wrote differently from the preferred one ("wget" vs "curl")
      if (t.names.length !== 1 || /\s/.test(raw) || !preferred.has(t.names[0]!) || preferred.get(t.names[0]!) === raw) return t;
      return { ...t, names: [raw] };
    }),
  );
}

/** The banned targets, a one-word program name turned into a command target when the preferred side
 * names a program too (programs: rules.programs). */
export function preferredProgram(groups: TargetSpec[][], preferredText: string, programs: ReadonlySet<string>): TargetSpec[][] {
  let named = false;
  for (const w of splitWords(preferredText, 12)) if (programs.has(w.toLowerCase())) named = true;
  if (!named) return groups;
  return groups.map((g) => g.map((t) => (t.names.length === 1 && !t.command && !/\s/.test(t.raw) && programs.has(t.raw.toLowerCase()) ? { ...t, command: true } : t)));
}

// a keyword written in capitals: SCAN, KEYS, UNION (two letters or more, nothing else)
const CAPS_WORD = /^[A-Z][A-Z_]{1,30}$/;

/** The banned targets, a one-word keyword in capitals turned into a literal when the preferred side
 * writes a keyword in capitals too. */
export function preferredKeyword(groups: TargetSpec[][], preferredText: string): TargetSpec[][] {
  let named = false;
  for (const w of preferredText.split(/[\s`'",;:()]+/)) if (CAPS_WORD.test(w)) named = true;
  if (!named) return groups;
  return groups.map((g) => g.map((t) => (t.names.length === 1 && !t.command && !t.literal && CAPS_WORD.test(t.raw) ? { ...t, literal: t.raw.toLowerCase(), keyword: true } : t)));
}
