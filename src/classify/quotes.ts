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
  let i = from;
  while (i < to) {
    const c = text[i]!;
    const close = PAIRS[c];
    if (close === undefined || (c === "'" && isWordChar(text[i - 1])) || (c === "\u2018" && isWordChar(text[i - 1]))) {
      i++;
      continue;
    }
    const limit = Math.min(to, i + MAX_QUOTE);
    let j = i + 1;
    let found = -1;
    while (j < limit) {
      const d = text[j]!;
      if (d === "\n" && text[j + 1] === "\n") break; // quotes do not cross paragraphs
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
    if (found > i + 1) {
      out.push({ start: i, end: found + 1, mark: c });
      i = found + 1;
    } else i++;
  }
  return out;
}
