// Rule text as typed → the one surface the compiler reads. The same rule arrives shouted, as a
// bullet, after a greeting, from a phone's smart quotes, with an emoji or Windows line ends; none
// of that changes what it asks, so it is taken off once, before any step reads the text:
//   "- Hey — NEVER force push 🙏\r\n"  → "never force push"
//   "1. Don’t touch “prod”"            → "Don't touch \"prod\""
// Idempotent (compiling a normalized text again changes nothing) and linear: bounded patterns only.

import { trimEnd } from "../split-words.ts";
import { canonicalWording } from "./rule-wording-canon.ts";

// greetings and labels that open a line: "Hey —", "Hi team,", "FYI:", "Important:", "Reminder -"
const LEAD_IN =
  /^[ \t]{0,8}(?:(?:hey|hi|hello|yo|ok|okay|btw|fyi|psa|heads[ -]up|important|note|nb|reminder)(?:[ \t]{1,4}(?:team|all|folks|everyone|there|agent|bot|again))?[ \t]{0,4}(?:[:,!—–]|-{1,2}(?=[ \t]))[ \t]{0,4}){1,3}/gim;
// list markers that open a line: "- ", "* ", "• ", "1. ", "2) ", "[ ] "
const BULLET = /^[ \t]{0,8}(?:[-*•+▪◦‣]|\d{1,3}[.)]|\[[ x]?\])[ \t]{1,8}/gim;
// pictographs and the joiners/selectors that build them (👍🏽, ❤️, 🙏): no word of a rule
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u200D\uFE0F]/gu;
const SPACES = /[ \t\u00A0\u2009\u202F]{2,}|[\t\u00A0\u2009\u202F]/g;
const PLEASE_OPENING = /(^|\n|[.!?;] )please,? (?=[a-z])/gi;
const LETTERS = /\p{L}/gu;
const LOWER = /\p{Ll}/u;
const CODE = /`[^`\n]{1,200}`/g;

// a closing parenthesis of one to three words: "(compliance)", "(SOC2 audit)", "(seriously!)"
const CLOSING_PAREN = /\s?\(([A-Za-z0-9 '!-]{2,40})\)(?=[ \t]{0,4}(?:[.!;\n]|$))/g;
// the compiler reads the first 800 characters (rule-text.ts); past this an entry is a pasted document
const MAX_CHARS = 4_096;

/** `reasonWords`: a closing "(compliance)" whose every word is one of them says why, not what (targets.yaml reasons). */
/** `reasonHeads`: "(battery health)", "(data residency)": two or three plain words ending in one (targets.yaml reason_heads). */
export function ruleSurface(text: string, reasonWords?: ReadonlySet<string>, reasonHeads?: ReadonlySet<string>): string {
  let t = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  if (t.includes("\r")) t = t.replace(/\r\n?/g, "\n");
  // typographic quotes from phones and word processors: ’ ‘ → ', “ ” → "
  if (/[‘’“”]/.test(t)) t = t.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  if (/[^\x00-\x7F]/.test(t)) t = t.replace(EMOJI, " ");
  t = t.replace(SPACES, " ");
  // a bullet, then maybe a greeting, then maybe a bullet again ("- Hey — ", "Important: - ")
  t = t.replace(BULLET, "").replace(LEAD_IN, "").replace(BULLET, "");
  t = t.replace(/\bpl[sz]\b/gi, "please");
  // chat shorthand for the bound words the readers key on: "check with me b4 resuming", "w/o asking"
  if (t.includes("b4")) t = t.replace(/\b[bB]4(?= [a-z])/g, "before");
  if (t.includes("w/o")) t = t.replace(/\b[wW]\/o(?= )/g, "without");
  // "Please no texts after 8pm", "… first. Please don't merge": politeness, no part of the order
  if (/please/i.test(t)) t = t.replace(PLEASE_OPENING, "$1");
  if (shouted(t)) t = lowerOutsideCode(t);
  if (reasonWords?.size && t.includes("(")) t = t.replace(CLOSING_PAREN, (m, inner: string) => (onlyReason(inner, reasonWords, reasonHeads) ? "" : m));
  // the same ban said another way → the wording the compiler reads ("X is not allowed" → "no X")
  t = canonicalWording(t);
  // spaces before a line end (SPACES left at most one): no regex, a lookahead retries from every space
  return t.includes(" \n") ? t.split("\n").map((l) => trimEnd(l, " ")).join("\n").trim() : t.trim();
}

function onlyReason(inner: string, reasonWords: ReadonlySet<string>, reasonHeads?: ReadonlySet<string>): boolean {
  const phrase = inner.toLowerCase().replace(/!+/g, "").trim();
  if (reasonWords.has(phrase)) return true;
  const words = phrase.split(/[ -]+/).filter(Boolean);
  if (!words.length || words.length > 3) return false;
  if (words.every((w) => reasonWords.has(w) || !!reasonHeads?.has(w))) return true;
  // "(battery health)", "(privacy thing)": plain lowercase words (no name, no environment) ending in a reason's head
  return !!reasonHeads?.has(words.at(-1)!) && /^[a-z' -]{2,40}$/.test(inner.replace(/!+/g, "").trim()) && !words.some((w) => ENV_WORDS.has(w));
}
const ENV_WORDS = new Set(["prod", "production", "staging", "dev", "test", "qa", "sandbox", "preview", "live"]);

// ALL CAPS typing: no lowercase letter outside code spans, at least a few words of letters.
// Read as lowercase (the compiler's lexicons, its POS tagger and every call word are lowercase).
function shouted(t: string): boolean {
  const plain = t.includes("`") ? t.replace(CODE, "") : t;
  if (LOWER.test(plain)) return false;
  return (plain.match(LETTERS)?.length ?? 0) >= 8;
}
function lowerOutsideCode(t: string): string {
  if (!t.includes("`")) return t.toLowerCase();
  let out = "";
  let last = 0;
  for (const m of t.matchAll(CODE)) {
    out += t.slice(last, m.index).toLowerCase() + m[0];
    last = m.index + m[0].length;
  }
  return out + t.slice(last).toLowerCase();
}
