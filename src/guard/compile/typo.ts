// Typo tolerance for action words in rule text, with natural's Damerau-Levenshtein distance
// (deep import: the package index pulls in databases and prints to stdout).
// Only a dropped or doubled letter or two swapped neighbours count ("resart", "restrat",
// "deleete" → restart, restart, delete); a changed letter does not, since that so often makes
// another real word ("remote" is not "remove", "purse" is not "purge").
import distance from "natural/lib/natural/distance/levenshtein_distance.js";

const { DamerauLevenshteinDistance } = distance;

const sorted = (w: string) => [...w].sort().join("");

/** The one target within a single insertion, deletion or transposition of `word`, if exactly one. */
export function closeTypo(word: string, targets: readonly string[]): string | undefined {
  if (word.length < 5 || word.length > 20 || !/^[a-z]+$/.test(word)) return undefined;
  let found: string | undefined;
  for (const t of targets) {
    if (t === word || Math.abs(t.length - word.length) > 1 || t[0] !== word[0]) continue;
    if (t.length === word.length && sorted(t) !== sorted(word)) continue; // a substitution, not a swap
    if (DamerauLevenshteinDistance(word, t, { restricted: true }) !== 1) continue;
    if (found && found !== t) return undefined; // ambiguous
    found = t;
  }
  return found;
}
