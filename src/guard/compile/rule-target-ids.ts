// An id the rule writes for the thing it names: the call carries that id, in whatever argument.
//   "The 'Company Handbook' page tree (root page 1f2e3d4c-5b6a-…)" ~ {parent: {page_id: "1f2e3d4c-5b6a-…"}}
//   "never post to the customers group (-100188812)"                ~ {chat_id: -100188812}
//   "the incident postmortem page (id 99120)"                        ~ {pageId: "99120"}
//   "migrations against the prod project (ref qzxbtwmkplrv)"         ~ {project_id: "qzxbtwmkplrv"}
//   "the 'Wedding' playlist (open.spotify.com/playlist/3cEYpjA9oz…)" ~ {playlist_id: "3cEYpjA9oz…"}
// The rule tokenizer splits a digit from the letters after it ("1f2e3d4c" → "1 f2e3d4c"), so the
// id is read from the entry text and given to the target whose words spell it, or to the target
// the parenthesis right after it describes.
// Two strengths (match-target-id.ts):
//  - opaque ids (uuid, hex, mixed-case base62, 6+ digits): unique enough to be the thing wherever a
//    call value carries it whole, or as one segment of a URL or path;
//  - ids cut short ("uuid 9f1e...", "page 7c1e…"): the start of an opaque id a call value carries whole;
//  - short ids (after an id word: "id 14", "uid sre", "ref x"; a number in the name, "Pipeline 57";
//    a short mixed token, "appX1"): only as the whole value of an id argument (page_id, chat_id, baseId).
import type { Clause, TargetSpec } from "./compiled-entry.ts";
import { abbreviatedIds, type AbbrevId } from "./rule-target-abbrev.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]{8,64}$/i;
const BASE62 = /^[A-Za-z0-9]{10,64}$/;
const LONG_NUMBER = /^-?\d{6,20}$/;
const SHORT_NUMBER = /^-?\d{2,5}$/;
const MIXED = /^[A-Za-z0-9]{4,40}$/;
const ID_WORD = /^(?:id|ids|uid|uuid|ref|key|no|number|#)$/i;
// a run of characters an id is written with; everything else separates (slashes: a URL's segments)
const PIECES = /[A-Za-z0-9#][\w-]{0,79}/g;
const MAX_IDS = 6;
const AFTER_NAME = /^ {0,2}(?:[A-Za-z][\w-]{0,20} {1,2}){0,2}\(/;

function digits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) n++;
  return n;
}
function letters(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (/[A-Za-z]/.test(s[i]!)) n++;
  return n;
}

/** An id that names one thing wherever a call value carries it. */
export function opaqueId(w: string): boolean {
  if (UUID.test(w) || LONG_NUMBER.test(w)) return true;
  if (HEX.test(w)) return digits(w) >= 2 && letters(w) >= 1;
  // base62: both cases or many digits ("3cEYpjA9oz9GiPac4AsH4n"), not a word ("configuration")
  return BASE62.test(w) && digits(w) >= 2 && letters(w) >= 2;
}
function shortId(w: string, afterIdWord: boolean): boolean {
  if (afterIdWord) return w.length >= 2 && w.length <= 40 && /^[\w-]+$/.test(w);
  return SHORT_NUMBER.test(w) || (MIXED.test(w) && digits(w) >= 1 && letters(w) >= 2 && /^[A-Za-z]/.test(w));
}

// "9f1e…", "7c1e...": an id written cut short, its start
const CUT = /^(?:\.{3}|…)/;
const HEX_START = /^[0-9a-f]{4,40}$/i;

/** The pieces of a stretch of text, each with whether an id word came right before it and
 * whether it is cut short ("uuid 9f1e..."). */
function pieces(s: string): { w: string; afterId: boolean; cut?: boolean }[] {
  const out: { w: string; afterId: boolean; cut?: boolean }[] = [];
  let prev = "";
  for (const m of s.matchAll(PIECES)) {
    // a negative number keeps its sign: "(-100188812)"
    const w = s[m.index! - 1] === "-" && /^\d/.test(m[0]) ? `-${m[0]}` : m[0];
    const cut = CUT.test(s.slice(m.index! + m[0].length, m.index! + m[0].length + 3));
    out.push({ w, afterId: ID_WORD.test(prev), ...(cut ? { cut } : {}) });
    prev = m[0];
    if (out.length >= 40) break;
  }
  return out;
}

function addIds(t: TargetSpec, found: { w: string; afterId: boolean; cut?: boolean }[], inName: boolean): void {
  for (const { w, afterId, cut } of found) {
    // ("Job 'db-failover' (uuid 9f1e...)": the start of a hex id, digits and letters both)
    if (cut && HEX_START.test(w) && digits(w) >= 1 && letters(w) >= 1) {
      if (!(t.idPrefixes ??= []).includes(w.toLowerCase()) && t.idPrefixes.length < MAX_IDS) t.idPrefixes.push(w.toLowerCase());
    } else if (opaqueId(w)) {
      if (!(t.ids ??= []).includes(w.toLowerCase()) && t.ids.length < MAX_IDS) t.ids.push(w.toLowerCase());
    } else if (shortId(w, afterId) && (afterId || inName)) {
      if (!(t.keyIds ??= []).includes(w.toLowerCase()) && t.keyIds.length < MAX_IDS) t.keyIds.push(w.toLowerCase());
    }
  }
}

/** The compiler step: marks `ids` / `keyIds` on the targets of action clauses. */
export function markIds(clauses: Clause[], text: string): void {
  if (text.length > 2_000 || !/\d|\b(?:id|uid|uuid|ref)\b/i.test(text)) return;
  const words = pieces(text);
  const lower = text.toLowerCase();
  const abbrevs = abbreviatedIds(text);
  for (const c of clauses) {
    if (c.type !== "action") continue;
    for (const g of c.groups) for (const t of g) readIds(t, words, text, lower, abbrevs);
    if (c.trigger) for (const g of c.trigger.groups) for (const t of g) readIds(t, words, text, lower, abbrevs);
    if (abbrevs.length) c.groups = c.groups.map((g) => dropAbbrevPieces(g, abbrevs, text));
  }
}

/** "(device 4F:2B...)": the tokenizer also made alternatives of the id's pieces ("device 4 F", "2 B");
 * beside the target that holds the id they name nothing ("2 B" is in any MAC with "2B"). */
function dropAbbrevPieces(g: TargetSpec[], abbrevs: readonly AbbrevId[], text: string): TargetSpec[] {
  if (g.length < 2 || !g.some((t) => t.ids?.some((id) => abbrevs.some((a) => a.id === id)))) return g;
  const kept = g.filter((t) => {
    if (t.ids?.length) return true;
    const bits = t.raw.split(/\s+/).filter((w) => /^[0-9A-Za-z]{1,4}$/.test(w) && (/\d/.test(w) || w.length <= 2));
    if (!bits.length) return true;
    const squeezed = bits.join("").toLowerCase();
    return !abbrevs.some((a) => text.slice(a.at, a.end).replace(/[^0-9a-z]/gi, "").toLowerCase().includes(squeezed));
  });
  return kept.length ? kept : g;
}

/** "(5f1a..c2)": a shortened id goes to the target the tokenizer made of its pieces ("5 f1a c2"),
 * or to the target whose parenthesis holds it (rule-target-abbrev.ts). */
function addAbbrevs(t: TargetSpec, abbrevs: readonly AbbrevId[], text: string, asideFrom: number, asideTo: number): void {
  const squeezed = t.raw.replace(/[^0-9a-z]/gi, "").toLowerCase();
  for (const a of abbrevs) {
    const spelled = squeezed.length >= 4 && a.id.replace(/[^0-9a-z]/g, "") === squeezed;
    const aside = asideTo > asideFrom && a.at >= asideFrom && a.end <= asideTo + 1;
    if ((spelled || aside) && !(t.ids ??= []).includes(a.id) && t.ids.length < MAX_IDS) t.ids.push(a.id);
  }
  if (t.ids && !t.ids.length) delete t.ids;
  void text;
}

function readIds(t: TargetSpec, words: { w: string; afterId: boolean }[], text: string, lower: string, abbrevs: readonly AbbrevId[] = []): void {
  if (t.command || t.month) return;
  // the name as written, the tokenizer's splits undone: "page 1 f2e3d4c-5b6a" → "page 1f2e3d4c-5b6a"
  const joined = t.raw.replace(/(\d) (?=[a-z])/gi, "$1");
  const own = pieces(joined);
  // (a piece the tokenizer split is one piece of the entry text: match the text's pieces to the name)
  const inName = words.filter((p) => own.some((o) => o.w === p.w) || (p.w.length >= 8 && joined.includes(p.w)));
  addIds(t, inName.length ? inName : own, true);
  // an aside right after the name: "the customers group (-100188812)", "the SRE folder (uid sre)"
  const at = t.raw.length >= 3 ? lower.indexOf(t.raw.toLowerCase()) : -1;
  if (at >= 0) {
    // (a kind word or two the compiler left out of the name may stand between: "the landlord chat (-100…)")
    const gap = AFTER_NAME.exec(text.slice(at + t.raw.length, at + t.raw.length + 40));
    const i = at + t.raw.length + (gap ? gap[0].length - 1 : 0);
    if (gap) {
      const close = text.indexOf(")", i);
      const inside = text.slice(i + 1, close > i && close - i <= 120 ? close : i + 1);
      if (inside) addIds(t, pieces(inside), false);
      if (abbrevs.length) addAbbrevs(t, abbrevs, text, i + 1, i + 1 + inside.length);
      return;
    }
  }
  if (abbrevs.length) addAbbrevs(t, abbrevs, text, 0, 0);
}
