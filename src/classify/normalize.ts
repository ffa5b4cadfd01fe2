// Normalises a unit for cue matching and tokenising: lower case, straight apostrophes, contractions
// and common typos expanded, quoted text replaced by a placeholder.
//   "Pls DON'T touch `prod`, it's \"fragile\"" -> "please do not touch c , it is q"
import type { Region } from "./quotes.ts";

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/g, "can not"],
  [/\bcannot\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\bain'?t\b/g, "is not"],
  [/\bshan'?t\b/g, "shall not"],
  [/\b(do|does|did|is|are|was|were|has|have|had|should|would|could|must|need|might|may)n'?t\b/g, "$1 not"],
  [/\b(it|that|there|what|here|who|where|how|he|she|let)'s\b/g, "$1 s"],
  [/'re\b/g, " are"],
  [/\bi'm\b/g, "i am"],
  [/\bim\b/g, "i am"],
  [/'ll\b/g, " will"],
  [/'ve\b/g, " have"],
  [/'d\b/g, " d"],
  [/'s\b/g, ""],
  [/\bpls\b|\bplz\b|\bplease\b/g, "please"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
];
const LEADING_LABEL =
  /^(?:[^a-z0-9"$\u20ac\u00a3]{1,8}|:[a-z_+-]{1,30}:\s?|(?:note|nb|n\.b\.|important|warning|caution|reminder|rule|rules|ps|p\.s\.|fyi|heads up|tip|update|edit|also|policy|constraint)\s?[:!-]\s?){1,3}/;
const IS_AFTER = /\b(it|that|there|what|here|who|where|how|he|she) s\b/g;

export function normalize(text: string, quotes: readonly Region[] = [], offset = 0): string {
  let s = "";
  let pos = 0;
  for (const q of quotes) {
    const a = q.start - offset;
    const b = q.end - offset;
    if (a < pos || b > text.length) continue;
    s += text.slice(pos, a) + (q.mark === "`" ? " c " : " q ");
    pos = b;
  }
  s += text.slice(pos);
  s = s.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, " - ");
  for (const [re, to] of CONTRACTIONS) s = s.replace(re, to);
  s = s.replace(IS_AFTER, "$1 is").replace(/\blet s\b/g, "let us");
  s = s.replace(/[*_#>]+/g, " ").replace(/\s+/g, " ").trim();
  // leading decoration and labels: "- ", ":warning: ", "NOTE: ", "Important - "
  return s.replace(LEADING_LABEL, "");
}
