// Line-based detector of text that is not prose addressed to the agent: code (fenced or
// indented), log lines, stack traces, tool output, quoted mail. Cheap on purpose: each line is
// tested once against anchored patterns (capped at MAX_LINE chars), so a 500 KB log paste stays
// well under 100 ms and yields no units at all.
import type { NamedPattern } from "./compile-rules.ts";

export type LineType = "blank" | "prose" | "item" | "heading" | "skip";

export interface Line {
  start: number;
  end: number; // exclusive, without the newline
  type: LineType;
  why?: string; // the rule id (or "fence", "indent", "noise") that made it non-prose
  contentStart: number; // after a bullet marker or heading hashes
}

const MAX_LINE = 2_000;
const FENCE = /^\s{0,3}(?:```|~~~)/;
const ITEM = /^\s{0,8}(?:[-*+\u2022\u25aa\u25e6\u2023\u2013]|\d{1,3}[.)]|[a-zA-Z][.)]|\(\d{1,3}\)|\[[ xX]\])\s+/;
const HEADING = /^\s{0,3}#{1,6}\s+/;
const INDENTED = /^(?: {4}|\t)/;

const LETTER = /\p{L}/u;
// a native scan first: log lines and junk have no character past Greek, so they skip foreignProse
const NON_LATIN = /[\u0370-\uffff]/;

/** Share of characters that are ASCII letters or spaces: low for binary junk, non-Latin text, emoji runs. */
function proseRatio(s: string): number {
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 32) ok++;
  }
  return ok / s.length;
}

/**
 * Prose in a non-Latin script ("コメントは日本語で記述してください。"): letters of any script
 * and spaces dominate, and more of the letters are non-ASCII than ASCII. Such a line is kept for
 * foreign-script.ts when a firm rule word of foreign.yaml is in it. Lines of mixed or accented
 * Latin text stay as before.
 */
function foreignProse(s: string): boolean {
  let ascii = 0;
  let other = 0;
  let space = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) ascii++;
    else if (c === 32) space++;
    else if (c >= 0x370 && LETTER.test(s[i]!)) other++;
  }
  return other > ascii && (other + ascii + space) / s.length >= 0.6;
}

// JS \s: what String#trim and split(/\s+/) treat as space
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0x80 && /\s/.test(String.fromCharCode(c)));
}
const isWord = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const MAX_TOKENS = 40;

/**
 * Machine-shaped tokens (digits, dots, underscores, slashes, "=") dominate: ids, paths, metrics.
 * Reads the first 40 space-separated tokens; one counts when it holds [0-9_=/\\] or a "." before
 * a word char. One pass, no split: it runs on every line of every message.
 */
export function machineShaped(s: string): boolean {
  let toks = 0;
  let odd = 0;
  let i = 0;
  const n = s.length;
  while (toks < MAX_TOKENS) {
    while (i < n && isSpace(s.charCodeAt(i))) i++;
    if (i >= n) break;
    toks++;
    let isOdd = false;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (isSpace(c)) break;
      if ((c >= 48 && c <= 57) || c === 95 || c === 61 || c === 47 || c === 92 || (c === 46 && i + 1 < n && isWord(s.charCodeAt(i + 1)))) isOdd = true;
    }
    if (isOdd) odd++;
  }
  if (toks < 6) return false;
  return odd / toks >= 0.45;
}

// a loop, not patterns.find(callback): this runs once per line of every message
function firstMatch(patterns: readonly NamedPattern[], raw: string): NamedPattern | undefined {
  for (let i = 0; i < patterns.length; i++) if (patterns[i]!.re.test(raw)) return patterns[i];
  return undefined;
}

/**
 * `foreign`: firm rule words of foreign.yaml. A line of non-Latin prose is kept only when one of
 * them matches it (without them, such lines are skipped as noise, as before).
 */
// ccls19: a line of plain words ending in ";" is an item of a house-rule list ("• smoking is prohibited
// on lifts and in lift areas;"), not a statement of code: no brackets, "=", quotes or dots inside,
// at least four words. "return x;" and "import x from 'y';" stay code.
const CODE_END = "code.punctuation-end";
// (letters, commas, apostrophes, dashes and single spaces only; the four-word minimum is counted in code)
const PROSE_SEMICOLON_CHARS = /^\s{0,8}(?:[-*+\u2022\u2013]\s{1,3})?[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f,'\u2019 -]{0,1000};\s*$/;
const proseSemicolon = (raw: string): boolean => {
  if (!PROSE_SEMICOLON_CHARS.test(raw) || raw.includes("  ", raw.search(/[A-Za-z\u00c0-\u024f]/))) return false;
  let spaces = 0; // words after the first: single spaces between them
  for (const ch of raw.trim().replace(/^[-*+\u2022\u2013]\s{1,3}/, "")) if (ch === " ") spaces++;
  return spaces >= 3 && spaces <= 60;
};

export function classifyLines(text: string, patterns: readonly NamedPattern[], foreign: readonly NamedPattern[] = []): Line[] {
  const lines: Line[] = [];
  let inFence = false;
  let pos = 0;
  while (pos <= text.length) {
    let nl = text.indexOf("\n", pos);
    if (nl < 0) nl = text.length;
    let end = nl;
    if (end > pos && text[end - 1] === "\r") end--;
    const raw = text.slice(pos, Math.min(end, pos + MAX_LINE));
    const line: Line = { start: pos, end, type: "prose", contentStart: pos };
    const prev = lines[lines.length - 1];
    if (FENCE.test(raw)) {
      inFence = !inFence;
      line.type = "skip";
      line.why = "fence";
    } else if (inFence) {
      line.type = "skip";
      line.why = "fence";
    } else if (raw.trim() === "") line.type = "blank";
    else {
      const item = ITEM.exec(raw);
      const heading = item ? null : HEADING.exec(raw);
      if (!item && INDENTED.test(raw) && (!prev || prev.type === "blank" || (prev.type === "skip" && prev.why === "indent")))
        [line.type, line.why] = ["skip", "indent"];
      else {
        const hit = firstMatch(patterns, raw);
        if (hit && !(hit.id === CODE_END && proseSemicolon(raw))) [line.type, line.why] = ["skip", hit.id];
        else if (raw.trim().length >= 12 && proseRatio(raw) < 0.6 && !(foreign.length > 0 && NON_LATIN.test(raw) && foreignProse(raw) && firstMatch(foreign, raw))) [line.type, line.why] = ["skip", "noise"];
        else if (!item && machineShaped(raw)) [line.type, line.why] = ["skip", "machine-tokens"];
        else if (item) [line.type, line.contentStart] = ["item", pos + item[0].length];
        else if (heading) [line.type, line.contentStart] = ["heading", pos + heading[0].length];
      }
    }
    lines.push(line);
    if (nl >= text.length) break;
    pos = nl + 1;
  }
  // A line wedged between two skipped lines (no blank line around it) belongs to the same paste:
  // a log message wrapped onto its own line, a stack trace's "Caused by" text.
  for (let i = 1; i + 1 < lines.length; i++) {
    const l = lines[i]!;
    if ((l.type === "prose" || l.type === "item") && lines[i - 1]!.type === "skip" && lines[i + 1]!.type === "skip") {
      l.type = "skip";
      l.why = "inside-paste";
    }
  }
  return lines;
}
