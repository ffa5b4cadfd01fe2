// Units written mostly in a non-Latin script ("コメントは日本語で記述してください。",
// "Всегда запускай тесты.") have no English words for the model to read. They bypass the model:
// a unit is a pin only when a firm rule word of rules/classify/foreign.yaml matches it, and that
// entry names the kind. Everything else in such a script is left alone (no guessing).
import type { ForeignCue, LatinLanguages } from "./compile-rules.ts";

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
  // ccls13: a bold label ahead of the item hides its first word from the cues anchored at the start:
  // "**Claridad**: Explicar conceptos técnicos de forma sencilla." reads as "Explicar conceptos ..."
  const label = FOREIGN_LABEL.exec(text);
  if (!label) return undefined;
  const rest = text.slice(label[0].length);
  for (let i = 0; i < cues.length; i++) if (cues[i]!.re.test(rest)) return cues[i];
  return undefined;
}

// one to four words and a colon, bold or not: "Claridad**: ", "**Código**: ", "Sicherheit: "
const FOREIGN_LABEL = /^[\s*_"-]{0,6}\p{L}[\p{L}\d-]{0,24}(?: [\p{L}\d-]{1,24}){0,3}(?:\*\*|__)?\s{0,2}:\s{0,3}(?:\*\*|__)?\s{0,2}(?=\S)/u;

// Units in a Latin-script language other than English ("Usar el modo imperativo en español.",
// "Ne modifiez jamais les fichiers générés.") get no help from the English model either: they
// take the same path as a non-Latin script. Function words decide (foreign.yaml latin_languages):
// at least two different ones of one language, and at least twice as many as English ones.
const WORD = /[a-z\u00c0-\u024f]+(?:'[a-z\u00c0-\u024f]+)?/g;
const MAX_WORDS = 60;
const ROMANCE_SUFFIX = /[a-z](?:mente|ción|ciones|ção|ções|ité|ización)\b|[\u00e0-\u00fc]/i;
// one ASCII-only test first: most English units have a common English word in their first words
const ACCENTED = /[\u00c0-\u024f]/;

export function isForeignLatin(text: string, langs: LatinLanguages): boolean {
  if (langs.others.length === 0) return false;
  const words = text.toLowerCase().match(WORD);
  if (!words || words.length < 2) return false;
  const n = Math.min(words.length, MAX_WORDS);
  let english = 0;
  for (let i = 0; i < n; i++) if (langs.english.has(words[i]!)) english++;
  // "Use pnpm and never npm": English function words everywhere, nothing to look up
  if (english * 3 >= n && !ACCENTED.test(text)) return false;
  for (const lang of langs.others) {
    const seen = new Set<string>();
    let hits = 0;
    for (let i = 0; i < n; i++)
      if (lang.words.has(words[i]!)) {
        hits++;
        seen.add(words[i]!);
      }
    if (seen.size >= 2 && hits >= 2 * english) return true;
    // ccls19: "Aos sábados, a utilização é permitida até as 18h." - three different function words of
    // one language and an accented letter outweigh the English-looking "a" and "as"
    if (seen.size >= 3 && hits > english && ACCENTED.test(text)) return true;
    // a terse item with one function word and no English one: "Describir claramente el cambio realizado."
    if (seen.size === 1 && english === 0 && n >= 4 && ROMANCE_SUFFIX.test(text)) return true;
  }
  return false;
}

/**
 * cls16: a short item of a message written in one of these languages ("Máximo 2 invitados",
 * "Prohibidas fiestas") has too few function words to be recognised alone; it is read as that
 * language when the message is and the item has no English function word and at least one
 * accented letter or no ASCII-only English-looking word list at all.
 */
export function isForeignItemOfForeignMessage(unitText: string, messageForeign: boolean, langs: LatinLanguages): boolean {
  if (!messageForeign) return false;
  const words = unitText.toLowerCase().match(WORD);
  if (!words || words.length < 2 || words.length > MAX_WORDS) return false;
  // ccls20: an English-looking word that is also a function word of one of the languages ("do", "a",
  // "i" in Czech, Polish, Swedish) says nothing: "ZÁKAZ VHAZOVÁNÍ ZBYTKŮ DO WC" is Czech
  for (const w of words) if (langs.english.has(w) && !langs.others.some((l) => l.words.has(w))) return false;
  return ACCENTED.test(unitText) || ROMANCE_SUFFIX.test(unitText);
}
