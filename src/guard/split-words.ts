// Splits identifiers and values into lowercase words, the one vocabulary every matcher shares.
//   "conversations_add_message" → conversations add message
//   "batchDeleteEmails"         → batch delete emails
//   "mcp__slack__post_message"  → mcp slack post message
//   "reboot-db-instance"        → reboot db instance
//   "db-primary-1"              → db primary 1

import { lemma } from "./read-call/call-lemma.ts";

const MAX_WORDS = 400;

// Keys and short values repeat across calls ("file_path", "primary"): a bounded memo, cleared when full.
const memo = new Map<string, string[]>();
const MEMO_MAX = 20_000;

export function splitWords(s: string, max = MAX_WORDS): string[] {
  if (s.length <= 64) {
    const hit = memo.get(s);
    if (hit) return hit.length > max ? hit.slice(0, max) : hit;
    const fresh = split(s, MAX_WORDS);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(s, fresh);
    return fresh.length > max ? fresh.slice(0, max) : fresh;
  }
  return split(s, max);
}

function split(s: string, max: number): string[] {
  const spaced = s
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ")
    .toLowerCase();
  const out: string[] = [];
  for (const w of spaced.split(/[^a-z0-9]+/)) {
    if (!w) continue;
    out.push(w);
    // "primary1" also names "primary", "rack3" names "rack" and "3"
    const m = /^([a-z]{3,})(\d+)$/.exec(w);
    if (m) out.push(m[1]!, m[2]!);
    if (out.length >= max) break;
  }
  return out;
}

/** emails → email, policies → policy, boxes → box; leaves status, access, alias alone. */
const OS_PLURAL = /(?:deos|otos|epos|emos|ogos|odos|omos|acros|arios|udios|adios)$/;
export function singular(w: string): string {
  if (w.length < 3 || (w.length === 3 && !/^[a-z]{2}s$/.test(w))) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (/(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !/(?:ss|us|is|os)$/.test(w)) return w.slice(0, -1);
  // videos, photos, repos, memos, todos: the rule side's lemma drops the s (not chaos, kudos, ethos)
  if (OS_PLURAL.test(w)) return w.slice(0, -1);
  return w;
}

/** Drops trailing characters from `chars` without a regex (a `[.,]+$` retries from every dot of a long run). */
export function trimEnd(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** Canonical form for comparing a rule word with a call word: singular, then synonym group. */
export function canonical(w: string, synonyms: ReadonlyMap<string, string>): string {
  // the same key and value words come back with every call: a bounded memo per synonym table
  if (synonyms !== memoSynonyms) {
    memoSynonyms = synonyms;
    canonMemo = new Map();
  }
  const hit = canonMemo.get(w);
  if (hit !== undefined) return hit;
  const lw = w.toLowerCase();
  // the singular the rule side's compromise parse gives: cookies → cookie, not cooky (call-lemma.ts)
  const lm = lemma(lw);
  const c = synonyms.get(lw) ?? synonyms.get(lm) ?? synonyms.get(singular(lw)) ?? lm;
  if (w.length <= 64) {
    if (canonMemo.size >= MEMO_MAX) canonMemo.clear();
    canonMemo.set(w, c);
  }
  return c;
}
let memoSynonyms: ReadonlyMap<string, string> | undefined;
let canonMemo = new Map<string, string>();
