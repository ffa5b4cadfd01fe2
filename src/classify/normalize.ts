// Normalises a unit for cue matching and tokenising: lower case, straight apostrophes, contractions
// and common typos expanded, quoted text replaced by a placeholder.
//   "Pls DON'T touch `prod`, it's \"fragile\"" -> "please do not touch c , it is q"
import type { Region } from "./quotes.ts";

// One pass over all contractions and shorthands (the first alternative that matches wins).
const CONTRACTION =
  /\b(?:(can)'?t|(can)not|(wo)n'?t|(ai)n'?t|(sha)n'?t|(do|does|did|is|are|was|were|has|have|had|should|would|could|must|need|might|may)n'?t|(it|that|there|what|here|who|where|how|he|she)'s|(let)'s|(i)'?m|(pls|plz)|(u)|(ur))\b|'(re|ll|ve|d|s)\b/g;
const VERB_OF: Record<string, string> = { can: "can", wo: "will", ai: "is", sha: "shall" };
const SUFFIX: Record<string, string> = { re: " are", ll: " will", ve: " have", d: " d", s: "" };

// Named parameters, not (...groups): replace() calls this for every contraction of every unit.
function expand(
  m: string,
  cant: string | undefined,
  cannot: string | undefined,
  wont: string | undefined,
  aint: string | undefined,
  shant: string | undefined,
  aux: string | undefined,
  isWord: string | undefined,
  lets: string | undefined,
  im: string | undefined,
  pls: string | undefined,
  u: string | undefined,
  ur: string | undefined,
  suffix: string | undefined,
): string {
  if (cant ?? cannot) return "can not";
  if (wont ?? aint ?? shant) return `${VERB_OF[(wont ?? aint ?? shant)!]} not`;
  if (aux) return `${aux} not`;
  if (isWord) return `${isWord} is`;
  if (lets) return "let us";
  if (im) return "i am";
  if (pls) return "please";
  if (u) return "you";
  if (ur) return "your";
  if (suffix !== undefined) return SUFFIX[suffix] ?? "";
  return m;
}

const LEADING_LABEL =
  /^(?:[^a-z0-9"$\u20ac\u00a3]{1,8}|\(?\d{1,2}[.)] |:[a-z_+-]{1,30}:\s?|(?:note|nb|n\.b\.|important|warning|caution|reminder|rule|rules|ps|p\.s\.|fyi|heads up|tip|update|edit|also|policy|constraint)\s?[:!-]\s?){1,3}/;

const TYPOGRAPHIC = /[\u2018\u2019\u02bc`\u201c\u201d\u2013\u2014]/;
const SINGLE_QUOTES = /[\u2018\u2019\u02bc`]/g;
const DOUBLE_QUOTES = /[\u201c\u201d]/g;
const DASHES = /[\u2013\u2014]/g;
const DECORATION = /[*_#>]+/g;
const SPACE_RUN = /\s{2,}|[^\S ]/g;

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
  s = s.toLowerCase();
  // most text has no curly quotes or dashes: one test instead of three replace passes
  if (TYPOGRAPHIC.test(s)) s = s.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, " - ");
  s = s.replace(CONTRACTION, expand);
  // a lone " " is already what a run of spaces becomes: only longer runs and other spaces are rewritten
  s = s.replace(DECORATION, " ").replace(SPACE_RUN, " ").trim();
  // leading decoration and labels: "- ", ":warning: ", "NOTE: ", "Important - "
  return s.replace(LEADING_LABEL, "");
}
