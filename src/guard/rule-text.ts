// Reads entry text into sentences of typed tokens. Special tokens (code in backticks, quoted
// literals, money, e-mail addresses, paths, #channels, times, numbers, dotted/hyphenated names)
// are kept whole; plain words get their lemma and part of speech from compromise, parsed once per
// sentence at compile time only.
import nlp from "compromise";
import { trimEnd } from "./split-words.ts";

export type TokenKind = "code" | "quote" | "money" | "email" | "path" | "channel" | "mention" | "time" | "number" | "phone" | "word" | "flag" | "punct";
export interface RuleToken {
  text: string; // as written (without the backticks / quotes)
  lower: string;
  root: string; // lemma for words ("deleting" → "delete", "emails" → "email")
  kind: TokenKind;
  tags: ReadonlySet<string>;
  start: number; // offset in the sentence
}
export interface RuleSentence {
  text: string;
  tokens: RuleToken[];
}

const MAX_SENTENCES = 12;
const MAX_TOKENS = 120;
// A rule is a sentence or two; past this a ledger entry is a pasted document, and only its
// start is read (bounded compile cost per entry, whatever the caller sends).
const MAX_RULE_CHARS = 800;
const MAX_SENTENCE_CHARS = 300;

// One pass, each alternative anchored on a distinct first character class; bounded repetition.
const TOKEN =
  /`([^`\n]{1,200})`|(?<=^|[\s(=:,])'([^'\n]{1,200})'|"([^"\n]{1,200})"|“([^”\n]{1,200})”|([$€£]\s?\d[\d,]{0,15}(?:\.\d{1,4})?(?:\s?[kKmM]\b)?)|([\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6})|((?:~|\.{1,2})?\/[\w.\/*@-]{0,300}|\.?[\w@-]{1,100}\/[\w.\/*@-]{0,300}|(?<![\w.])\.[A-Za-z][\w-]{0,40}(?:\.[\w-]{1,20}){0,3})|(#[\w-]{1,80})|(@[\w.-]{1,80})|(\d{1,2}(?::\d{2})?\s?(?:am|pm|AM|PM)\b|\d{1,2}:\d{2}\b|noon\b|midnight\b)|(\+\d[\d ().-]{6,18}\d|\(\d{3}\) ?\d{3}[ -]\d{4})|(\d[\d,]{0,15}(?:\.\d{1,4})?(?:[kKmM]\b|%)?)|([A-Za-z][\w]{0,80}(?:[.\/-][\w]{1,80}){0,8}(?:['’][a-z]{1,2})?)|((?<![\w-])-{1,2}[A-Za-z][\w-]{0,40})|([^\s\w])/g;
const KINDS: TokenKind[] = ["code", "quote", "quote", "quote", "money", "email", "path", "channel", "mention", "time", "phone", "number", "word", "flag", "punct"];

export function readRuleText(text: string): RuleSentence[] {
  const out: RuleSentence[] = [];
  for (const s0 of splitSentences(collapseRuns(text.slice(0, MAX_RULE_CHARS)))) {
    const s = s0.slice(0, MAX_SENTENCE_CHARS);
    out.push({ text: s, tokens: tokenizeSentence(s) });
    if (out.length >= MAX_SENTENCES) break;
  }
  return out;
}

/** "!!!!!!!!" → "!!!": long runs of one punctuation character carry no meaning and make sentence
 * splitters (compromise's included) retry from every position. Manual scan, no backreference. */
export function collapseRuns(s: string): string {
  let out = "";
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    run = i > 0 && c === s[i - 1] && !/[\w\s]/.test(c) ? run + 1 : 1;
    if (run <= 3) out += c;
  }
  return out;
}

export function splitSentences(text: string): string[] {
  // "." ends a sentence only when followed by space/end: acme.com and t3.large stay whole.
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function tokenizeSentence(s: string): RuleToken[] {
  const lemmas = new Map<string, { root: string; tags: Set<string> }>();
  const doc = nlp(s);
  doc.compute("root");
  // termList() hands back the tagged terms without building the (much slower) json view
  for (const t of doc.termList() as unknown as { normal?: string; root?: string; tags: Set<string> }[])
    if (t.normal && !lemmas.has(t.normal)) lemmas.set(t.normal, { root: t.root ?? t.normal, tags: t.tags });

  const tokens: RuleToken[] = [];
  TOKEN.lastIndex = 0;
  for (const m of s.matchAll(TOKEN)) {
    const gi = m.slice(1).findIndex((g) => g !== undefined);
    if (gi < 0) continue;
    const kind = KINDS[gi]!;
    const raw = m[gi + 1]!;
    const text = kind === "punct" ? raw : trimEnd(raw, ".,");
    if (!text || (kind === "punct" && text === ".")) continue;
    const lower = text.toLowerCase().replace(/’/g, "'");
    const lem = kind === "word" ? lemmas.get(lower) : undefined;
    tokens.push({ text, lower, root: lem?.root ?? lower, kind, tags: lem?.tags ?? new Set(), start: m.index });
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens;
}
