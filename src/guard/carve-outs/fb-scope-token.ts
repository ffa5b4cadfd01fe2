// A requirement's token that names where the rule applies is its scope, not what every call must say:
//   "Queries against the `prod_share` database: … always with a LIMIT" → not "always prod_share"
//   "PayPal: when cancelling a subscription always give the reason"  → not "always paypal"
// Read as a requirement, such a token blocked every call that does NOT touch the thing (a scratch
// table in my_db) and let through the calls that do. It counts as scope when it stands, before the
// word that requires ("always", "must", "need"), as the sentence's header ("PayPal:") or after a
// preposition of place ("against/on/in/for the `prod_share` database").
const REQUIRE_WORD = /\b(?:always|must|needs?|required?|ensure|make sure)\b/i;

export function scopeNotRequirement(tokens: readonly string[], sentence: string): boolean {
  if (!tokens.length) return false;
  const m = REQUIRE_WORD.exec(sentence);
  if (!m) return false;
  const before = sentence.slice(0, m.index).toLowerCase();
  return tokens.every((tok) => {
    const t = tok.toLowerCase();
    const at = before.indexOf(t);
    if (at < 0) return false;
    const lead = before.slice(Math.max(0, at - 30), at);
    const rest = before.slice(at + t.length, at + t.length + 40);
    // "PayPal: …" — the header of the sentence
    if (/^[\s`'"*]*$/.test(before.slice(0, at)) && /^[`'"*]{0,3} ?(?:[a-z]{1,20} ?){0,2}:/.test(rest)) return true;
    // "against the `prod_share` database", "on our staging cluster"
    return /\b(?:against|on|in|into|for|from|within|inside)\s+(?:the\s+|our\s+|my\s+|this\s+)?[`'"]?$/.test(lead);
  });
}
