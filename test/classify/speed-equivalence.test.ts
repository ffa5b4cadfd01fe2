// Hand-written fast paths must say exactly what the plain code they replaced said: each is
// checked here against that plain code (kept as the reference) on arbitrary strings.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { machineShaped } from "../../src/classify/non-prose.ts";
import { normalize } from "../../src/classify/normalize.ts";
import { findQuoteRegions, type Region } from "../../src/classify/quotes.ts";

// the reference: split + one regex per token
function machineShapedReference(s: string): boolean {
  const toks = s.trim().split(/\s+/, 40);
  if (toks.length < 6) return false;
  let odd = 0;
  for (const t of toks) if (/[0-9_=/\\]|\.\w/.test(t)) odd++;
  return odd / toks.length >= 0.45;
}

const pieces = ["a", "id", "x.y", ".", "..", "._", "3", "v1.2", "_", "=", "/", "\\", "-", " ", "  ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "\ufeff", "\u0085", "\u200b", "é", "😀"];
const line = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3 })), { maxLength: 120 }).map((a) => a.join(""));

test("machineShaped equals split + regex (property)", () => {
  fc.assert(
    fc.property(line, (s) => assert.equal(machineShaped(s), machineShapedReference(s), JSON.stringify(s))),
    { numRuns: 20_000, seed: 3 },
  );
});

test("machineShaped: table", () => {
  const cases: [string, boolean][] = [
    ["job=1 status=failed took=30ms node=4 id=9 x=1", true],
    ["please do not restart the primary tonight ok", false],
    ["a b c d e", false], // fewer than six tokens
    [" ".repeat(10) + "1 2 3 4 5 6", true],
  ];
  for (const [s, want] of cases) assert.equal(machineShaped(s), want, s);
});

// the reference: the plain passes normalize.ts replaced (quotes left out: they are a separate loop)
const CONTRACTION =
  /\b(?:(can)'?t|(can)not|(wo)n'?t|(ai)n'?t|(sha)n'?t|(do|does|did|is|are|was|were|has|have|had|should|would|could|must|need|might|may)n'?t|(it|that|there|what|here|who|where|how|he|she)'s|(let)'s|(i)'?m|(pls|plz)|(u)|(ur))\b|'(re|ll|ve|d|s)\b/g;
const VERB_OF: Record<string, string> = { can: "can", wo: "will", ai: "is", sha: "shall" };
const SUFFIX: Record<string, string> = { re: " are", ll: " will", ve: " have", d: " d", s: "" };
function expand(m: string, ...g: (string | undefined)[]): string {
  const [cant, cannot, wont, aint, shant, aux, isWord, lets, im, pls, u, ur, suffix] = g;
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
function normalizeReference(text: string): string {
  let s = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, " - ");
  s = s.replace(CONTRACTION, expand);
  s = s.replace(/[*_#>]+/g, " ").replace(/\s+/g, " ").trim();
  return s.replace(LEADING_LABEL, "");
}

const words = ["Don't", "can't", "CANNOT", "won't", "it's", "let's", "I'm", "im", "pls", "u", "ur", "we're", "you'll", "they've", "he'd", "\u2019s", "\u2018x\u2019", "\u201cq\u201d", "`c`", "\u2013", "\u2014", "**", "_", "#", ">", "NOTE:", ":warning:", "1) ", "- "];
const prose = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...words), fc.constantFrom(...pieces), fc.string({ maxLength: 4 })), fc.constantFrom(" ", "", "  ")), { maxLength: 40 })
  .map((a) => a.map(([w, sep]) => w + sep).join(""));

test("normalize equals the plain replace passes (property)", () => {
  fc.assert(
    fc.property(prose, (s) => assert.equal(normalize(s), normalizeReference(s), JSON.stringify(s))),
    { numRuns: 20_000, seed: 5 },
  );
});

// the reference: the quote scan before its char-code fast path
const MAX_QUOTE = 2_000;
const PAIRS: Record<string, string> = { '"': '"', "\u201c": "\u201d", "\u2018": "\u2019", "'": "'", "`": "`", "\u00ab": "\u00bb" };
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
function findQuoteRegionsReference(text: string, from = 0, to = text.length): Region[] {
  const out: Region[] = [];
  // Where a failed scan for each mark stopped: a later opening of the same mark before that point
  // cannot find a close earlier than it, so it resumes there. Keeps the pass linear on inputs
  // full of unmatched marks.
  const noCloseBefore: Record<string, number> = {};
  let i = from;
  while (i < to) {
    const c = text[i]!;
    const close = PAIRS[c];
    if (close === undefined || (c === "'" && isWordChar(text[i - 1])) || (c === "\u2018" && isWordChar(text[i - 1]))) {
      i++;
      continue;
    }
    const limit = Math.min(to, i + MAX_QUOTE);
    let j = Math.max(i + 1, noCloseBefore[c] ?? 0);
    let found = -1;
    let slipClose = -1; // “... basement.“ : a second opening curly mark closes a quote with no proper close (ccls14)
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

const quoted = fc
  .array(fc.oneof(fc.constantFrom('"', "'", "`", "\u201c", "\u201d", "\u2018", "\u2019", "\u00ab", "\u00bb", "don't", " ", "\n\n", "a", "it's"), fc.string({ maxLength: 3 })), { maxLength: 60 })
  .map((a) => a.join(""));

test("findQuoteRegions equals the plain scan (property)", () => {
  fc.assert(
    fc.property(quoted, fc.nat(5), (s, cut) => {
      assert.deepEqual(findQuoteRegions(s), findQuoteRegionsReference(s));
      assert.deepEqual(findQuoteRegions(s, cut, s.length - cut), findQuoteRegionsReference(s, cut, s.length - cut));
    }),
    { numRuns: 20_000, seed: 9 },
  );
});
