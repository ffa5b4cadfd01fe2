// A cheap pre-test for cue regexes: the literal text every match must contain. A unit that holds
// none of a cue's literals can not match it, so the regex is not run (String#includes is far
// cheaper than a regex scan, and most cues miss most units).
//   "\bnever\b"                          -> ["never"]
//   "\bread[- ]only\b|\bimmutable\b"     -> ["read", "immutable"]   (one per alternative)
//   "\b(?:must|should)\b"                -> ["must", "should"]  (a plain group: any one of its words)
//   "\b(?:must|sh(?:all|ould))\b"         -> null  (nothing plain: always run the regex)
// Conservative on purpose: only characters at the top level (outside groups and classes), not
// escaped and not under a quantifier count; anything unclear ends the literal. Only valid for
// case-sensitive patterns (cues are compiled without flags and matched against lower-case text).

const LITERAL_CHAR = /^[a-z0-9 ,'"%:;=<>@&~-]$/;
const MIN_LITERAL = 3;

/** One required literal per top-level alternative (the longest), or null when some alternative has none. */
export function requiredLiterals(source: string): string[] | null {
  const alts: string[] = [];
  let best = "";
  let run = "";
  let depth = 0;
  let group: string[] | null = null; // the first plain group of the current alternative
  const endRun = () => {
    if (run.length > best.length) best = run;
    run = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      endRun();
      i++; // the escaped character: a class (\b, \s) or an escaped literal, never counted
      continue;
    }
    if (c === "[") {
      endRun();
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      continue;
    }
    if (c === "{") {
      endRun();
      while (i < source.length && source[i] !== "}") i++;
      continue;
    }
    if (c === "(") {
      endRun();
      if (depth === 0 && group === null) group = plainGroup(source, i);
      depth++;
      continue;
    }
    if (c === ")") {
      endRun();
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (c === "|") {
      endRun();
      if (!pushAlternative(alts, best, group)) return null;
      best = "";
      group = null;
      continue;
    }
    const next = source[i + 1];
    // a character under a quantifier may be absent or repeated: it ends the literal
    if (LITERAL_CHAR.test(c) && next !== "?" && next !== "*" && next !== "+" && next !== "{") run += c;
    else endRun();
  }
  endRun();
  if (depth !== 0 || !pushAlternative(alts, best, group)) return null;
  return alts;
}

// An alternative needs its longest top-level literal, or else one word of its first plain
// top-level group: "\b(?:must|should)\b" -> ["must", "should"] (any one of them).
function pushAlternative(alts: string[], best: string, group: string[] | null): boolean {
  if (best.length >= MIN_LITERAL) alts.push(best);
  else if (group) alts.push(...group);
  else return false;
  return true;
}

const PLAIN_WORD = /^[a-z0-9 ,'%:;=<>@&~-]{2,200}$/;

/** The words of a group at source[open] that holds literal words only and is not optional, else null. */
function plainGroup(source: string, open: number): string[] | null {
  const close = source.indexOf(")", open);
  if (close < 0) return null;
  let body = source.slice(open + 1, close);
  if (body.startsWith("?:")) body = body.slice(2);
  const after = source[close + 1];
  if (after === "?" || after === "*" || after === "{" || after === "+") return null;
  const words = body.split("|");
  for (const w of words) if (!PLAIN_WORD.test(w)) return null;
  return words;
}

/** False only when text holds none of the literals (so the regex can not match). */
export function mayContain(text: string, literals: readonly string[] | null): boolean {
  if (literals === null) return true;
  for (let i = 0; i < literals.length; i++) if (text.includes(literals[i]!)) return true;
  return false;
}
