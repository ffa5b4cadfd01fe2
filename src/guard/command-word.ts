// The forms a command or resource word is compared in, one module for the readers that name an act
// by a word of a command line, a URL path or an SQL statement (each keeps the form it always used):
//   foldWord      inflection folded, lower-case: compaction / compacting / compact → compact,
//                 validation → valid, copies → copy (rule-command-order.ts and its matcher)
//   joinedWord    lower-case, separators dropped: monetary-account, monetary_account, "phone number",
//                 v2.01 → monetaryaccount, phonenumber … (call-http-resource.ts: nouns, rpc verbs, keys)
//   sqlRoutine    a server function a statement calls, unqualified and lower-case, when its name is
//                 snake_case: analytics.DROP_PARTITIONS → drop_partitions; now → undefined (detectSql)
// Plain string code, one short replace over a bounded word.

/** A word with its inflection folded: compaction/compact/compacting, validate/validation, copies/copy. */
export function foldWord(w: string): string {
  const s = w.toLowerCase();
  for (const [suf, rep] of SUFFIXES) if (s.endsWith(suf) && s.length - suf.length >= 3) return s.slice(0, s.length - suf.length) + rep;
  return s;
}
const SUFFIXES: [string, string][] = [
  ["ations", ""], ["ation", ""], ["ions", ""], ["ion", ""], ["ings", ""], ["ing", ""], ["ies", "y"],
  ["ates", ""], ["ate", ""], ["ed", ""], ["es", ""], ["s", ""], ["e", ""],
];

/** A word lower-case with its separators (- _ . and spaces) dropped: "Monetary-Account" → "monetaryaccount". */
export function joinedWord(w: string): string {
  return w.toLowerCase().replace(/[-_\s.]/g, "");
}

/** The routine a statement calls ("schema.DROP_PARTITIONS"), unqualified and lower-case, when it is a
 * snake_case name starting with a letter; undefined otherwise (a plain function: now, count). */
export function sqlRoutine(qualified: string): string | undefined {
  const name = qualified.slice(qualified.lastIndexOf(".") + 1).toLowerCase();
  return name.includes("_") && /^[a-z]/.test(name) ? name : undefined;
}
