// Rule-text surface: the same rule typed another way — shouted, lowercased, as a bullet, with a
// lead-in, a reason tacked on, "please", stray spaces, smart quotes, an emoji, CRLF line ends.
// The instruction (what is banned, required or limited, and on what) is unchanged.
import { clone, eachRuleText, type Perturbation, type Scenario } from "./types.ts";

const eachText = (kind: string, f: (t: string) => string | undefined): Perturbation =>
  eachRuleText("rule-text", kind, f);

// before the text's final punctuation: "Never X." → "Never X — reason."
function beforeEnd(t: string, add: string): string {
  const m = /[.!]?\s*$/.exec(t)!;
  return t.slice(0, m.index) + add + (m[0].trim() || ".");
}

// after a bullet ("- never X" → "- Please never X"), lowercasing the word it now precedes
function insertPlease(t: string, word: string): string | undefined {
  if (/\b(?:please|pls)\b/i.test(t)) return undefined;
  const lead = /^\s*(?:[-*•]|\d{1,2}[.)])?\s*/.exec(t)![0];
  const rest = t.slice(lead.length);
  return `${lead}${word} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}

export const ruleTextPerturbations: Perturbation[] = [
  eachText("rule-upper", (t) => t.toUpperCase()),
  eachText("rule-lower", (t) => t.toLowerCase()),
  eachText("rule-hey", (t) => `Hey — ${t}`),
  eachText("rule-important", (t) => `Important: ${t}`),
  eachText("rule-dash", (t) => (/^\s*[-*\d]/.test(t) ? undefined : `- ${t}`)),
  eachText("rule-star", (t) => (/^\s*[-*\d]/.test(t) ? undefined : `* ${t}`)),
  eachText("rule-numbered", (t) => (/^\s*[-*\d]/.test(t) ? undefined : `1. ${t}`)),
  eachText("rule-reason-burned", (t) => beforeEnd(t, " — we got burned last time")),
  eachText("rule-reason-paren", (t) => beforeEnd(t, " (compliance)")),
  // "please" before the first word of the instruction, lowercasing it: "Never X" → "Please never X"
  eachText("rule-please", (t) => insertPlease(t, "Please")),
  eachText("rule-pls", (t) => insertPlease(t, "pls")),
  eachText("rule-double-space", (t) => t.replace(/ /g, "  ")),
  // typographic quotes from a phone or a word processor
  eachText("rule-curly", (t) => t.replace(/(\w)'(\w)/g, "$1’$2").replace(/(^|[\s(])'([^'\n]{1,200})'/g, "$1‘$2’").replace(/"([^"\n]{1,200})"/g, "“$1”")),
  eachText("rule-emoji", (t) => `${t} 🙏`),
  eachText("rule-crlf", (t) => (t.includes("\n") ? t.replace(/\r?\n/g, "\r\n") : undefined)),
];
