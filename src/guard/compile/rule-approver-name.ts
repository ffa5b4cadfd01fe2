// Who approves is no target: "without asking Marta", "without checking with Sam Lee first",
// "only after consulting Priya". The approval phrase (effects.yaml) ends on its verb; a person's
// name written right after it (optionally after with / from / by) is whom to ask, not what the
// call acts on. A name is one or two capitalised words (Marta, Sam Lee); a quoted or code word,
// an all-caps word (PROD) or a word with digits is a thing's name and stays.
import type { RuleSentence } from "./rule-text.ts";

const LINK = /^(?:with|from|by)$/;
const PERSON = /^[A-Z][a-z]{1,20}(?:'s)?$/;
const MAX_NAME_WORDS = 2;

/** Indexes of the tokens naming the approver right after an approval phrase ending at `end`. */
export function approverNameAfter(sent: RuleSentence, end: number, out: Set<number>): void {
  const toks = sent.tokens;
  let i = 0;
  while (i < toks.length && toks[i]!.start < end) i++;
  if (i < toks.length && LINK.test(toks[i]!.lower)) i++;
  const first = i;
  while (i < toks.length && i - first < MAX_NAME_WORDS && toks[i]!.kind === "word" && PERSON.test(toks[i]!.text) && sent.text[toks[i]!.start] === toks[i]!.text[0]) i++;
  if (i === first) return;
  for (let k = first - (first > 0 && LINK.test(toks[first - 1]!.lower) && toks[first - 1]!.start >= end ? 1 : 0); k < i; k++) out.add(k);
}
