// Units written mostly in a non-Latin script ("コメントは日本語で記述してください。",
// "Всегда запускай тесты.") have no English words for the model to read. They bypass the model:
// a unit is a pin only when a firm rule word of rules/classify/foreign.yaml matches it, and that
// entry names the kind. Everything else in such a script is left alone (no guessing).
import type { ForeignCue } from "./compile-rules.ts";

// letters of any script other than ASCII: Cyrillic, CJK, Hangul, Thai, ...
const NON_ASCII_LETTER = /\p{L}/u;

/**
 * More non-ASCII letters than ASCII ones, outside `code spans` (identifiers do not make a
 * Russian sentence English). Reads the raw text: normalize() strips leading non-Latin runs.
 */
export function isForeignScript(text: string): boolean {
  let latin = 0;
  let other = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) inCode = !inCode;
    else if (inCode) continue;
    else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) latin++;
    else if (c >= 0xc0 && NON_ASCII_LETTER.test(text[i]!)) other++;
  }
  return other > latin;
}

export function foreignCue(text: string, cues: readonly ForeignCue[]): ForeignCue | undefined {
  for (let i = 0; i < cues.length; i++) if (cues[i]!.re.test(text)) return cues[i];
  return undefined;
}
