// Literal text inside a RegExp built from rule vocabulary. Every pattern built from words in
// rules/ goes through here, so a word holding "." or "(" stays a literal and no caller-supplied
// text can add a quantifier (the patterns stay linear-time).

/** `s` with every RegExp metacharacter escaped. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Like escapeRegex, with a space or hyphen in `s` matching either one ("dry-run" ≈ "dry run"). */
export function escapeRegexLoose(s: string): string {
  return escapeRegex(s).replace(/[ -]/g, "[\\s-]");
}
