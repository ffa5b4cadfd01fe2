// Rule text as typed → the one surface the compiler reads. The same rule arrives shouted, as a
// bullet, after a greeting, from a phone's smart quotes, with an emoji or Windows line ends; none
// of that changes what it asks, so it is taken off once, before any step reads the text:
//   "- Hey — NEVER force push 🙏\r\n"  → "never force push"
//   "1. Don’t touch “prod”"            → "Don't touch \"prod\""
// Idempotent (compiling a normalized text again changes nothing) and linear: bounded patterns only.

// greetings and labels that open a line: "Hey —", "Hi team,", "FYI:", "Important:", "Reminder -"
const LEAD_IN =
  /^[ \t]{0,8}(?:(?:hey|hi|hello|yo|ok|okay|btw|fyi|psa|heads[ -]up|important|note|nb|reminder)(?:[ \t]{1,4}(?:team|all|folks|everyone|there|agent|bot|again))?[ \t]{0,4}(?:[:,!—–]|-{1,2}(?=[ \t]))[ \t]{0,4})+/gim;
// list markers that open a line: "- ", "* ", "• ", "1. ", "2) ", "[ ] "
const BULLET = /^[ \t]{0,8}(?:[-*•+▪◦‣]|\d{1,3}[.)]|\[[ x]?\])[ \t]{1,8}/gim;
// pictographs and the joiners/selectors that build them (👍🏽, ❤️, 🙏): no word of a rule
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u200D\uFE0F]/gu;
const SPACES = /[ \t\u00A0\u2009\u202F]{2,}|[\t\u00A0\u2009\u202F]/g;
const LETTERS = /\p{L}/gu;
const LOWER = /\p{Ll}/u;
const CODE = /`[^`\n]{1,200}`/g;

export function ruleSurface(text: string): string {
  let t = text;
  if (t.includes("\r")) t = t.replace(/\r\n?/g, "\n");
  // typographic quotes from phones and word processors: ’ ‘ → ', “ ” → "
  if (/[‘’“”]/.test(t)) t = t.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  if (/[^\x00-\x7F]/.test(t)) t = t.replace(EMOJI, " ");
  t = t.replace(SPACES, " ");
  // a bullet, then maybe a greeting, then maybe a bullet again ("- Hey — ", "Important: - ")
  t = t.replace(BULLET, "").replace(LEAD_IN, "").replace(BULLET, "");
  t = t.replace(/\bpl[sz]\b/gi, "please");
  if (shouted(t)) t = lowerOutsideCode(t);
  return t.replace(/ +(?=\n|$)/g, "").trim();
}

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
