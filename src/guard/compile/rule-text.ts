// Reads entry text into sentences of typed tokens. Special tokens (code in backticks, quoted
// literals, money, e-mail addresses, paths, name globs (logs-*, *-uploads), #channels, times, numbers, dotted/hyphenated names)
// are kept whole; plain words get their lemma and part of speech from compromise, parsed once per
// sentence at compile time only.
import nlp from "compromise";
import { trimEnd } from "../split-words.ts";
import { ruleSurface } from "./rule-surface.ts";

export type TokenKind = "code" | "quote" | "money" | "email" | "path" | "glob" | "channel" | "mention" | "time" | "number" | "phone" | "word" | "flag" | "punct";
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
  /`([^`\n]{1,200})`|(?<=^|[\s(=:,])'([^'\n]{1,200})'|"([^"\n]{1,200})"|“([^”\n]{1,200})”|([$€£₹¥]\s?\d(?:,?\d){0,15}(?:\.\d{1,4})?(?:\s?[kKmM]\b)?)|([\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6})|((?:s3|s3a|gs|gcs|r2|az|abfss?|wasbs?|hdfs|oss|minio|swift|file):\/\/[\w.\/*@-]{1,300}|(?:~|\.{1,2})?\/[\w.\/*@-]{0,300}|\.?[\w@-]{1,100}\/[\w.\/*@-]{0,300}|(?<![\w.])\.[A-Za-z][\w-]{0,40}(?:\.[\w-]{1,20}){0,3})|(\*[-_][\w-]{1,60}|[A-Za-z0-9][\w.-]{0,60}[-_.]\*)|(#[\w-]{1,80})|(@[\w.-]{1,80})|(\d{1,2}(?::\d{2})?\s?(?:am|pm|AM|PM)\b|\d{1,2}:\d{2}\b|noon\b|midnight\b)|(\+\d[\d ().-]{6,18}\d|\(\d{3}\) ?\d{3}[ -]\d{4})|(\d(?:,?\d){0,15}(?:\.\d{1,4})?(?:[kKmM]\b|%)?)|([A-Za-z][\w]{0,80}(?:[.\/-][\w]{1,80}){0,8}(?:['’][a-zA-Z]{1,2})?)|((?<![\w-])-{1,2}[A-Za-z][\w-]{0,40})|([^\s\w])/g;
const KINDS: TokenKind[] = ["code", "quote", "quote", "quote", "money", "email", "path", "glob", "channel", "mention", "time", "phone", "number", "word", "flag", "punct"];

export function readRuleText(text: string): RuleSentence[] {
  return ruleSentences(text).map((s) => ({ text: s, tokens: tokenizeSentence(s) }));
}

/** The sentences of an entry as the compiler reads them (capped). */
function ruleSentences(text: string): string[] {
  const out: string[] = [];
  for (const s0 of joinQuestions(splitSentences(collapseRuns(text.slice(0, MAX_RULE_CHARS))))) {
    out.push(s0.slice(0, MAX_SENTENCE_CHARS));
    if (out.length >= MAX_SENTENCES) break;
  }
  return out;
}

// ---- word lemmas and tags from compromise ----------------------------------------------------
// A full compromise parse has a large fixed cost per call (~1–2 ms for a short sentence, most of
// it the post-tagger pass set-up), so a ledger of new entries is tagged in batches: one parse of
// many sentences, one per line. compromise always ends a sentence at a line break and tags each
// sentence on its own, so a batched sentence gets the same tags as a lone one (checked in tests).
type Lemmas = Map<string, { root: string; tags: Set<string> }>;
const BATCH = 64;
const MAX_PREPARED = 4_096;
const prepared = new Map<string, Lemmas>();
/** Parse counters, for the compile-cost bench (test/guard/bench-compile.ts). */
export const parseStats = { batched: 0, single: 0, batches: 0 };

/** Tags the sentences of entries about to be compiled, in batched parses; compileEntry then
 * finds them ready. Purely a speed-up: without it each sentence is parsed on its own. */
export function prepareRuleTexts(texts: readonly string[]): void {
  const todo = new Set<string>();
  for (const t of texts) for (const s of ruleSentences(ruleSurface(t))) if (!prepared.has(s)) todo.add(s);
  const list = [...todo];
  if (list.length < 2) return;
  if (prepared.size + list.length > MAX_PREPARED) prepared.clear();
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH);
    for (const s of batch) prepared.set(s, new Map());
    parseStats.batches++;
    parseStats.batched += batch.length;
    const doc = nlp(batch.join("\n"));
    doc.compute("root");
    // compromise sentences back to ours by character position: pre + text + post spells the input
    const ends: number[] = [];
    let pos = 0;
    for (const s of batch) ends.push((pos += s.length + 1));
    let at = 0;
    let k = 0;
    for (const terms of (doc as unknown as { docs: { pre: string; text: string; post: string; normal?: string; root?: string; tags: Set<string> }[][] }).docs) {
      if (!terms.length) continue;
      while (k < ends.length - 1 && at + terms[0]!.pre.length >= ends[k]!) k++;
      const lemmas = prepared.get(batch[k]!)!;
      for (const t of terms) {
        if (t.normal && !lemmas.has(t.normal)) lemmas.set(t.normal, { root: t.root ?? t.normal, tags: t.tags });
        at += t.pre.length + t.text.length + t.post.length;
      }
    }
  }
}

function tagSentence(s: string): Lemmas {
  const ready = prepared.get(s);
  if (ready) {
    prepared.delete(s);
    return ready;
  }
  const lemmas: Lemmas = new Map();
  parseStats.single++;
  const doc = nlp(s);
  doc.compute("root");
  // termList() hands back the tagged terms without building the (much slower) json view
  for (const t of doc.termList() as unknown as { normal?: string; root?: string; tags: Set<string> }[])
    if (t.normal && !lemmas.has(t.normal)) lemmas.set(t.normal, { root: t.root ?? t.normal, tags: t.tags });
  return lemmas;
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

// "leave reviews? never.", "force pushes? nope": a question answered by a short verdict is one rule
const VERDICT_NO = /^(?:never|nope|no|nah|not ever|no way|absolutely not|not allowed|forbidden|off[- ]limits|don'?t|do not)\b[\s\w,'!.]{0,40}$/i;
// "deleting files in the repo? ask me", "dropping tables? check with me first"
const VERDICT_ASK = /^(?:(?:always|please|pls|then)\s+)?(?:ask|check|confirm|clear it|run it by|ping)\b[\s\w,'!.-]{0,40}$/i;
/** Joins "X? <verdict>" into one sentence the compiler reads as a rule: "never X" / "X: ask me". */
export function joinQuestions(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const q = sentences[i]!;
    const next = sentences[i + 1];
    if (q.endsWith("?") && next && next.length <= 48 && q.length > 2) {
      const body = trimEnd(q, "? \t");
      if (VERDICT_NO.test(next)) {
        out.push(`never ${body}`);
        i++;
        continue;
      }
      if (VERDICT_ASK.test(next)) {
        out.push(`${body}: ${next}`);
        i++;
        continue;
      }
    }
    out.push(q);
  }
  return out;
}

export function splitSentences(text: string): string[] {
  // "." ends a sentence only when followed by space/end: acme.com and t3.large stay whole.
  // ("go get -u ./... is banned": Go's package pattern "./..." ends no sentence before a lowercase word)
  return text
    .split(/(?<=[.!?;])(?<!\/\.\.\.(?=\s{1,3}[a-z]))\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function tokenizeSentence(s: string): RuleToken[] {
  const lemmas = tagSentence(s);

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
  // "ask me before changing child lock settings", "before deleting parent folders": before a
  // person noun the tagger reads the gerund as part of an actor ("changing child"); after
  // before/after/without/when/while an -ing word opens the act, a verb (its stem: gerundForms)
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "word" && t.tags.has("Actor") && !t.tags.has("Verb") && t.lower.length > 5 && t.lower.endsWith("ing") && GERUND_OPENER.test(tokens[i - 1]!.lower))
      tokens[i] = { ...t, tags: GERUND_TAGS };
  }
  return tokens;
}
const GERUND_OPENER = /^(?:before|after|without|when|while)$/;
const GERUND_TAGS: ReadonlySet<string> = new Set(["Verb", "PresentTense", "Gerund"]);
