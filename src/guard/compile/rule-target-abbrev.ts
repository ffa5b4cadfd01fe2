// Ids a rule writes shortened, by their head and tail: the call carries the whole id.
//   "nothing on the LinkedIn profile (5f1a..c2)"   ~ {profile_ids: ["5f1a0e77c2"]}
//   "the nursery lamp (device 9C:A1...)"           ~ {device: "9C:A1:D4:38:C1:F2:A0:11"}
//   "the backup key (ssh-ed25519 AAAAC3…x9Q)"      ~ a value starting AAAAC3 and ending x9Q
// Read from the entry text (the tokenizer splits "5f1a..c2" into 5 / f1a / c2), given to the target
// whose words spell it or whose parenthesis holds it (rule-target-ids.ts), and matched against whole
// call values or one segment of them (match-target-id.ts). The head must look like an id — a digit
// in it, or hex pairs with colons — so "etc..." or "and so on..." never is one.
// Stored as "head…tail" in TargetSpec.ids: the ellipsis is no character an id is written with.

import { trimEnd } from "../split-words.ts";

export const ELLIPSIS = "…";
// head: 4–40 id characters (colons for MACs); then 2–3 dots or an ellipsis; then an optional tail
const ABBREV = /([0-9A-Za-z][0-9A-Za-z:_-]{3,40})(?:\.{2,3}|…)([0-9A-Za-z]{1,20})?/g;
const MIN_HEAD = 4;

export interface AbbrevId {
  id: string; // "5f1a…c2", "9c:a1…"
  at: number; // where it starts in the text
  end: number;
}

/** The shortened ids of a rule text, lowercased as "head…tail". */
export function abbreviatedIds(text: string): AbbrevId[] {
  if (text.length > 2_000 || !(text.includes("..") || text.includes(ELLIPSIS))) return [];
  const out: AbbrevId[] = [];
  for (const m of text.matchAll(ABBREV)) {
    const head = trimEnd(m[1]!, ":_-");
    const tail = m[2] ?? "";
    if (head.length < MIN_HEAD || !idLike(head)) continue;
    // ("v1.2...v1.4", "2026-11..2026-12": a range of versions or dates is no id)
    if (/^v?\d{1,4}$/i.test(head) || /^\d{4}-\d{2}/.test(head)) continue;
    out.push({ id: `${head.toLowerCase()}${ELLIPSIS}${tail.toLowerCase()}`, at: m.index!, end: m.index! + m[0].length });
    if (out.length >= 6) break;
  }
  return out;
}

// a digit among letters ("5f1a"), or hex pairs joined by colons ("9C:A1")
function idLike(head: string): boolean {
  return (/\d/.test(head) && /[A-Za-z]/.test(head)) || /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){1,7}$/.test(head) || /^\d{6,}$/.test(head);
}

/** Whether a lowercased call value is the id written "head…tail": it starts with the head and ends
 * with the tail, and is longer than both (a value of exactly the head names nothing shortened). */
export function abbrevMatch(low: string, id: string): boolean {
  const k = id.indexOf(ELLIPSIS);
  const head = id.slice(0, k);
  const tail = id.slice(k + 1);
  if (low.length <= head.length + tail.length || low.length > 200) return false;
  if (!low.startsWith(head) || !low.endsWith(tail)) return false;
  // an id is one run of id characters: not a sentence that happens to start with the head
  if (!/^[0-9a-z:_-]+$/.test(low)) return false;
  // no tail ("id 5d2c..."): what follows the head must be more of a hex id (a uuid's rest), not a
  // name that starts with the same characters ("5d2c-notes")
  return tail.length > 0 || /^[0-9a-f:_-]+$/.test(low.slice(head.length));
}
