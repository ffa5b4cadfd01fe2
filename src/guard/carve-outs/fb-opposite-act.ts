// Opposite acts: a rule whose verbs all name one direction of a switch, and a call that only shows the
// other direction, whatever the tool:
//   "ask before starting the dryer"   + stop_program {haId: dryer}         → not the act
//   "dont arm the alarm"              + disarm_alarm / {disable: true}     → not the act
//   "never lock the front door"       + unlock_door {door: front}          → not the act
//   "dont pause the connector"        + resume_connector                   → not the act
//   "ask before starting the dryer"   + start_program                      → the act (its own direction)
// A call showing both directions, or any word of the rule's own, keeps the rule. The pairs are data:
// rules/guard/polarity.yaml. A rule naming both directions ("don't start or stop it") is no one-way rule.
import { z } from "zod";
import type { RuleFiles } from "../../rules/rule-files.ts";
import { assertUniqueIds, parseRuleFile } from "../../rules/rule-files.ts";
import { entryBase } from "../../rules/rule-entry.ts";

const FILE = "guard/polarity.yaml";
const Words = z.array(z.string().min(2).max(30)).min(1).max(20);

/** lemma → its side ("pair#on" / "pair#off"), and side → the other side's lemmas */
export interface PolarityWords {
  side: ReadonlyMap<string, string>;
  opposite: ReadonlyMap<string, readonly string[]>;
}

export function parsePolarityWords(files: RuleFiles): PolarityWords {
  const f = parseRuleFile(files, FILE, z.object({ pairs: z.array(z.object({ ...entryBase, on: Words, off: Words }).strict()) }).strict());
  assertUniqueIds(FILE, f.pairs);
  const side = new Map<string, string>();
  const opposite = new Map<string, string[]>();
  for (const p of f.pairs) {
    const on = p.on.map(lower);
    const off = p.off.map(lower);
    for (const w of on) side.set(w, `${p.id}#on`);
    for (const w of off) side.set(w, `${p.id}#off`);
    opposite.set(`${p.id}#on`, off);
    opposite.set(`${p.id}#off`, on);
  }
  return { side, opposite };
}

function lower(w: string): string {
  return w.toLowerCase();
}

/** The side a rule verb names: starting → start → polarity.start-stop#on; undefined when none. */
export function verbSide(word: string, p: PolarityWords): string | undefined {
  const w = word.toLowerCase();
  if (w.length > 30) return undefined;
  const hit = p.side.get(w);
  if (hit) return hit;
  for (const f of stems(w)) {
    const s = p.side.get(f);
    if (s) return s;
  }
  return undefined;
}

// starting → start, stopped → stop, arming → arm, disabling → disable, locks → lock
function stems(w: string): string[] {
  const out: string[] = [];
  if (w.endsWith("ing") && w.length > 5) {
    const b = w.slice(0, -3);
    out.push(b, `${b}e`);
    if (b.length > 2 && b[b.length - 1] === b[b.length - 2]) out.push(b.slice(0, -1));
  } else if (w.endsWith("ed") && w.length > 4) {
    const b = w.slice(0, -2);
    out.push(b, `${b}e`, w.slice(0, -1));
    if (b.length > 2 && b[b.length - 1] === b[b.length - 2]) out.push(b.slice(0, -1));
  } else if (w.endsWith("s") && w.length > 3) out.push(w.slice(0, -1), w.endsWith("es") ? w.slice(0, -2) : w);
  return out;
}

/** Whether the call's action words show the direction opposite to every verb of the rule and none of
 * the rule's own: the rule's act is not done. */
export function oppositeAct(words: readonly string[], actionWords: ReadonlyMap<string, string>, p: PolarityWords): boolean {
  if (!words.length || actionWords.size === 0) return false;
  let side: string | undefined;
  for (const w of words) {
    const s = verbSide(w, p);
    if (!s || (side && s !== side)) return false;
    side = s;
  }
  if (!side) return false;
  const pair = side.slice(0, side.indexOf("#"));
  let other = false;
  for (const a of actionWords.keys()) {
    const eq = a.indexOf("=");
    const word = eq > 0 ? a.slice(0, eq) : a;
    const s = word.length <= 30 ? (p.side.get(word) ?? verbSideQuiet(word, p)) : undefined;
    if (!s || !s.startsWith(`${pair}#`)) continue;
    // a switch set false shows the other direction: {paused: false} resumes
    const off = eq > 0 && a.slice(eq + 1) === "false";
    const dir = off ? (s === side ? "other" : "same") : s === side ? "same" : "other";
    if (dir === "same") return false;
    other = true;
  }
  return other;
}

// participles of a switch key: paused, locked, muted, enabled
function verbSideQuiet(word: string, p: PolarityWords): string | undefined {
  return word.endsWith("ed") ? verbSide(word, p) : undefined;
}

/** A rule with no act word of its own ("ask before starting the dryer" reads as any change to the
 * dryer): the one direction its words name, as written ("starting"); undefined when they name none or
 * both directions ("don't start or stop it"). */
export function ruleDirection(tokens: readonly { lower: string; root: string }[], p: PolarityWords): string | undefined {
  if (tokens.length > 80) return undefined;
  let side: string | undefined;
  let word: string | undefined;
  for (const t of tokens) {
    const s = p.side.get(t.root) ?? verbSide(t.lower, p);
    if (!s) continue;
    if (side && s !== side) return undefined;
    side = s;
    word ??= t.lower;
  }
  return word;
}
