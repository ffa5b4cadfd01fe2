// Step numbered-section-title (ccls15): a numbered line in Title Case with a paragraph or a list below
// it titles a section of an article or a rules page; the section says what to do, the title names it:
//   "4. Limit Your Time on Cardio Equipment\n\nIt's common courtesy to ..."
//   "### 5. Respect the Scope of the Request\n\n- Strictly respect the scope of the request"
//   "7. Respect for the Property\n- Do not rearrange furniture ..."
// Kept (the model decides): a shouted title ("### 2. ALWAYS Ask Before Deploying", "1. NEVER DELETE DATA"),
// a title with a firm or negated word ("3. Never Feed Him Chocolate", "No Docker Allowed"), a sentence
// ("4. Keep your session short."), a numbered line with nothing below it or with another numbered title
// right below it (a list of Title Case items), an unnumbered line.
import type { Unit } from "./segment.ts";

/** Words a Title Case label leaves in lower case. */
export const TITLE_SMALL_WORD = /^(?:a|an|the|and|or|of|on|in|to|for|at|by|with|from|vs|via|per|as)$/;
/** Words that make a short label a rule of its own ("Never Force Push", "Only Squash Merges"). */
export const TITLE_NEGATION = /\b(?:no|not|never|don't|do not|only|always)\b/i;

// capitalised, then lower case: "Limit", "Your", "Cardio"; not "ALWAYS", "PHI", "30"
const CAPITALISED_WORD = /^[A-Z][a-z'’][A-Za-z'’-]*$/;
// what may stand before the title on its line: "4. ", "### 5. ", "**2)** "
const NUMBER_PREFIX = /^\s{0,8}(?:#{1,6}\s{1,4})?(?:\*\*)?\d{1,2}[.)](?:\*\*)?\s{1,4}(?:\*\*)?$/;
const LINE_REST = /^[\s*_]*$/;

function lineAround(text: string, unit: Unit): { before: string; after: string } {
  const lineStart = text.lastIndexOf("\n", unit.start - 1) + 1;
  let lineEnd = text.indexOf("\n", unit.end);
  if (lineEnd < 0) lineEnd = text.length;
  return { before: text.slice(lineStart, unit.start), after: text.slice(unit.end, lineEnd) };
}

function isTitleCase(label: string): boolean {
  if (/[.!?:;,]\s*$/.test(label) || TITLE_NEGATION.test(label)) return false;
  const words = label.replace(/[*_`]+/g, " ").trim().split(/\s+/);
  if (words.length < 2 || words.length > 8) return false;
  let capitals = 0;
  for (const w of words) {
    if (TITLE_SMALL_WORD.test(w)) continue;
    if (!CAPITALISED_WORD.test(w)) return false;
    capitals++;
  }
  return capitals >= 2;
}

/** "numbered-section-title" when the unit is a numbered Title Case title over a section, else null. */
export function numberedSectionTitle(text: string, unit: Unit, next: Unit | undefined): string | null {
  if (!next || next.stretch === unit.stretch || unit.clause || unit.role !== "unit") return null;
  const { before, after } = lineAround(text, unit);
  if (!NUMBER_PREFIX.test(before) || !LINE_REST.test(after) || !isTitleCase(unit.text)) return null;
  // "1. Wash Your Hands\n2. Keep Knives Sharp": a numbered list of Title Case items, no section below
  return isNumberedTitle(text, next) ? null : "numbered-section-title";
}

function isNumberedTitle(text: string, unit: Unit): boolean {
  const { before, after } = lineAround(text, unit);
  return NUMBER_PREFIX.test(before) && LINE_REST.test(after) && isTitleCase(unit.text);
}
