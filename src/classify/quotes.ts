// Finds quoted stretches ("…", “…”, ‘…’, '…', `…`) so that a quoted imperative is never read as a
// rule: in `Criticize this sentence: "Don't blame me."` the quoted part is opaque.
// One linear pass; an opening mark without a close within MAX_QUOTE chars is ignored.

export interface Region {
  start: number;
  end: number; // exclusive, includes the closing mark
  mark: string;
}

const MAX_QUOTE = 2_000;
const PAIRS: Record<string, string> = { '"': '"', "\u201c": "\u201d", "\u2018": "\u2019", "'": "'", "`": "`", "\u00ab": "\u00bb" };
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Quoted regions inside text[from, to). Straight single quotes count only at word edges (not "don't"). */
export function findQuoteRegions(text: string, from = 0, to = text.length): Region[] {
  const out: Region[] = [];
  // Where a failed scan for each mark stopped: a later opening of the same mark before that point
  // cannot find a close earlier than it, so it resumes there. Keeps the pass linear on inputs
  // full of unmatched marks.
  const noCloseBefore: Record<string, number> = {};
  let i = from;
  while (i < to) {
    // most chars open no quote: a char-code test before any string lookup
    const code = text.charCodeAt(i);
    if (code !== 34 && code !== 39 && code !== 96 && code !== 0x201c && code !== 0x2018 && code !== 0xab) {
      i++;
      continue;
    }
    const c = text[i]!;
    const close = PAIRS[c]!;
    if ((c === "'" && isWordChar(text[i - 1])) || (c === "\u2018" && isWordChar(text[i - 1]))) {
      i++;
      continue;
    }
    const limit = Math.min(to, i + MAX_QUOTE);
    let j = Math.max(i + 1, noCloseBefore[c] ?? 0);
    let found = -1;
    // “No, no — don’t go in the basement.“ : a second opening curly mark right after the words and
    // before a space or the end closes the quote when no proper close comes (a typing slip in fiction)
    let slipClose = -1;
    while (j < limit) {
      const d = text[j]!;
      if (d === "\n" && text[j + 1] === "\n") break; // quotes do not cross paragraphs
      if (c === "\u201c" && d === "\u201c" && slipClose < 0 && j > i + 1 && !/\s/.test(text[j - 1]!) && !isWordChar(text[j + 1])) slipClose = j;
      if (d === close) {
        // a closing straight/curly single quote must not be an apostrophe inside a word
        if ((close === "'" || close === "\u2019") && isWordChar(text[j + 1])) {
          j++;
          continue;
        }
        found = j;
        break;
      }
      j++;
    }
    if (found < 0 && slipClose > 0) found = slipClose;
    if (found > i + 1) {
      out.push({ start: i, end: found + 1, mark: c });
      i = found + 1;
    } else {
      if (found < 0) noCloseBefore[c] = j;
      i++;
    }
  }
  return out;
}

/** First index whose region ends after `pos` (regions are sorted and disjoint). */
function firstEndingAfter(regions: readonly Region[], pos: number): number {
  let lo = 0;
  let hi = regions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (regions[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The regions that overlap [a, b): O(log n + k). */
export function regionsIn(regions: readonly Region[], a: number, b: number): Region[] {
  const out: Region[] = [];
  for (let k = firstEndingAfter(regions, a); k < regions.length && regions[k]!.start < b; k++) out.push(regions[k]!);
  return out;
}

/** Is offset i strictly inside a region (between its marks)? O(log n). */
export function insideRegion(regions: readonly Region[], i: number): boolean {
  const r = regions[firstEndingAfter(regions, i)];
  return r !== undefined && i > r.start && i < r.end - 1;
}
