// A device named first, then another kind of device, is another device: "never turn off the
// freezer plug (Vriezer)" is not about "Vriezer lamp (garage)" (a lamp, not the plug), "the hall
// light (Gang)" is not "Gang sensor". Applies when the rule itself names a device kind (plug) and
// the call's display name carries the rule's name followed by words that name a device kind the
// rule does not (lamp); a name with no kind after it ("Vriezer", "Vriezer 2") or the rule's own
// kind ("Vriezer plug") keeps the match. Kinds: rules/guard/call-words.yaml device_kinds; words of
// one kind are compared through the synonym table (socket ~ plug when the table says so).
// In a state address (no spaces, dotted or slashed: shelly.0.shellyplug-s-freezer.Relay0.Switch) only
// the segment holding the name counts: the segments after it are the device's channel and setting
// (Relay0, Switch), not another device.
import type { GuardRules } from "../guard-rules.ts";
import { singular } from "../split-words.ts";

const WORD = /[a-z0-9]+/g;
const MAX_WORDS = 12; // display names are short; longer text keeps the match

export function otherDeviceKind(raw: string, names: readonly string[], ruleWords: readonly string[] | undefined, rules: GuardRules): boolean {
  const kinds = rules.callWords.device_kinds;
  if (!ruleWords?.length || !names.length || raw.length > 120 || !kinds.size) return false;
  const syn = rules.synonyms;
  // the rule's own kinds (the words of the entry that name one)
  let ruleKinds: Set<string> | undefined;
  for (const w of ruleWords) if (kinds.has(w) || kinds.has(singular(w))) (ruleKinds ??= new Set()).add(canon(w, syn));
  if (!ruleKinds) return false;
  const words = addressSegment(raw, names, syn).toLowerCase().match(WORD) ?? [];
  if (words.length < 2 || words.length > MAX_WORDS) return false;
  // the name's words, then the words after them
  const at = nameAt(words, names, syn);
  if (at < 0) return false;
  let other = false;
  for (let i = at + names.length; i < words.length; i++) {
    const w = words[i]!;
    if (!kinds.has(w) && !kinds.has(singular(w))) continue;
    if (ruleKinds.has(canon(w, syn))) return false; // the rule's own kind: the same device
    other = true;
  }
  return other;
}

// a word by its synonym group (top-level: no closure made per call)
function canon(w: string, syn: ReadonlyMap<string, string>): string {
  const s = singular(w);
  return syn.get(s) ?? syn.get(w) ?? s;
}

const ADDRESS_SEPARATORS = /[./]/;
const SPACE = /\s/;
/** The segment of a state address that holds the name (the whole text when it is no address, or no one segment holds it). */
function addressSegment(raw: string, names: readonly string[], syn: ReadonlyMap<string, string>): string {
  if (SPACE.test(raw) || !ADDRESS_SEPARATORS.test(raw)) return raw;
  const segs = raw.split(ADDRESS_SEPARATORS);
  if (segs.length > 24) return raw;
  for (const seg of segs) if (seg && nameAt(seg.toLowerCase().match(WORD) ?? [], names, syn) >= 0) return seg;
  return raw;
}

/** Where the name's words start among the value's words (each as written or by its group), or -1. */
function nameAt(words: readonly string[], names: readonly string[], syn: ReadonlyMap<string, string>): number {
  for (let i = 0; i < words.length; i++) {
    let all = true;
    for (let j = 0; j < names.length && all; j++) {
      const w = words[i + j] ?? "";
      if (w !== names[j] && canon(w, syn) !== canon(names[j]!, syn)) all = false;
    }
    if (all) return i;
  }
  return -1;
}
