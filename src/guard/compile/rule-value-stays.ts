// Reads rules that a switch or a mode STAYS as it is, and "always <verb>" rules whose verb names a
// switch, as setting pins on the key the rule names (matched by match-setting-forms.ts
// matchKeyPart, on any key whose name holds the rule's words):
//   "deletion protection stays ON for every prod database" → a key *deletionprotection* must not be
//        set off (false, disabled, --no-deletion-protection), on calls about prod
//   "versioning stays on"                                  → versioning-configuration Status=Suspended breaks it
//   "keep MFA enabled", "audit logging must remain on"     → the same, other word orders
//   "the kiosk's Bluetooth stays off"                      → a key *bluetooth* must not be set on
//   "Front Door WAF stays in Prevention mode in prod"      → a key *mode* must be Prevention, on calls
//        that name the WAF and prod
//   "Plan changes mid-cycle: always prorate."              → a key *prorat* must not say none/false
// Why: the rule names a state, not an act; the call breaks it by the value it sets, under whatever
// key the API spells the switch (DeletionProtection, deletion_protection, --no-deletion-protection).
// The on/off value words are data (rule-settings.yaml switch_values).
import type { ActionSpec, Clause } from "./compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import type { RequirementPin } from "./rule-value-forms.ts";
import { findCandidates } from "./rule-action.ts";
import { canonical } from "../split-words.ts";

const STAY = /^(?:stays?|remains?)$/;
// words between the name and the state that only say it must: "must stay", "has to remain"
const MODAL = /^(?:must|should|has|have|needs?|is|are|to|always|shall|will)$/;
const SET_WORDS = /^(?:turned|switched|set|left|kept|at)$/;
const STOP = /^(?:the|a|an|our|my|your|all|every|each|any|whole|entire|its|their|this|that|these|those|and|or|but|so|then)$/;
const SCOPE_PREP = /^(?:in|on|for|across)$/;

/** The setting pins of one sentence ([] when it states no switch or mode that must stay). */
export function findStaysPins(sent: RuleSentence, rules: GuardRules): Clause[] {
  const toks = sent.tokens;
  const v = rules.settings.values;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    let name: RuleToken[] | undefined;
    let after = -1;
    if (STAY.test(t.lower) && i > 0) {
      // "<name> (must) stay(s) <state>": the name is read back from the verb
      let j = i - 1;
      while (j >= 0 && MODAL.test(toks[j]!.lower)) j--;
      name = nameBack(toks, j);
      after = i + 1;
    } else if (/^(?:keep|keeps)$/.test(t.lower)) {
      // "keep <name> <state>": the name runs up to the state word
      const end = toks.findIndex((x, k) => k > i + 1 && (v.switchOn.has(x.lower) || v.switchOff.has(x.lower)));
      if (end < 0 || end > i + 5) continue;
      name = toks.slice(i + 1, end).filter((x) => (x.kind === "word" || x.kind === "number") && !STOP.test(x.lower) && !SET_WORDS.test(x.lower));
      after = end;
    } else continue;
    if (!name?.length) continue;
    // ("nothing gets deleted, versioning stays on": a ban before the comma is its own clause;
    // "no bucket stays public" is a ban, not a pin)
    const cut = toks.findLastIndex((x, q) => q < i && (x.text === "," || x.text === ";"));
    if (rules.prohibitionRe.test(sent.text.slice(cut >= 0 ? toks[cut]!.start : 0, t.start))) continue;
    let k = after;
    while (k < toks.length && SET_WORDS.test(toks[k]!.lower)) k++;
    const s = toks[k];
    if (!s) continue;
    const words = name.map((n) => n.lower.replace(/[^a-z0-9]/g, "")).filter(Boolean);
    const scope = scopeAfter(toks, k + 1, rules);
    const base = { type: "setting" as const, setting: "switch", ...(scope ? { scope } : {}) };
    // "stays in Prevention mode", "remains in read-only mode"
    const inMode = s.lower === "in" && toks[k + 2]?.lower === "mode" ? toks[k + 1] : toks[k + 1]?.lower === "mode" ? s : undefined;
    if (inMode && (inMode.kind === "word" || inMode.kind === "quote")) {
      const subject = words.map((w) => canonical(w, rules.synonyms));
      // (no writesOnly: {mode: "test"} reads as a dry run, yet setting it is the change; the
      // subject words keep the pin to calls about the thing)
      const pin: RequirementPin = { ...base, keys: ["mode"], allowed: [[inMode.lower]], subject, keyPart: ["mode"], rule: `${name.map((n) => n.text).join(" ")} stays in ${inMode.text} mode` };
      return [pin];
    }
    // ("Sam stays on the rota": a state word followed by more than a place is a preposition)
    const nx = toks[k + (s.lower === "in" ? 2 : 1)];
    if (nx && nx.kind !== "punct" && !SCOPE_PREP.test(nx.lower) && !/^(?:at|during|while|when|whenever|always|unless|until)$/.test(nx.lower)) continue;
    const on = v.switchOn.has(s.lower) || (s.lower === "in" && toks[k + 1]?.lower === "place");
    const off = !on && v.switchOff.has(s.lower);
    if (!on && !off) continue;
    // "bucket versioning" → *bucketversioning* or *versioning*: the API may leave the kind out of the key
    const parts = [words.join(""), ...(words.length > 1 && words.slice(1).join("").length >= 6 ? [words.slice(1).join("")] : [])];
    const breaks = on ? v.switchOff : v.switchOn;
    // "safesearch stays on (1 or 2), never 0": the value the call must never carry is written out;
    // a read that sends it breaks the rule too (a search with safesearch=0), not only a write
    const namedBreak = toks.some((x, q) => q > k && breaks.has(x.lower) && /^(?:never|not|no)$/.test(toks[q - 1]?.lower ?? ""));
    const pin: RequirementPin = { ...base, ...(namedBreak ? {} : { writesOnly: true }), keys: [], allowed: [], keyPart: parts, breaks: [...breaks], rule: `${name.map((n) => n.text).join(" ")} stays ${on ? "on" : "off"}` };
    return [pin];
  }
  return alwaysVerb(sent, rules);
}

/** The words of the name read back from index j: up to three words, stopping at a determiner,
 * a label's colon or punctuation ("RDS: deletion protection stays ON" → deletion protection). */
function nameBack(toks: readonly RuleToken[], j: number): RuleToken[] {
  const out: RuleToken[] = [];
  for (; j >= 0 && out.length < 3; j--) {
    const n = toks[j]!;
    // ("2FA" reads as 2 + FA: a number glued to the name is part of it)
    if ((n.kind !== "word" && n.kind !== "number") || STOP.test(n.lower) || n.tags.has("Pronoun")) break;
    out.unshift(n);
  }
  return out;
}

/** "… in prod", "… for every prod database": where the pin holds, as a target the call must name. */
function scopeAfter(toks: readonly RuleToken[], from: number, rules: GuardRules): ActionSpec | undefined {
  for (let k = from; k < toks.length - 1 && k < from + 3; k++) {
    if (!SCOPE_PREP.test(toks[k]!.lower)) continue;
    let n = k + 1;
    // ("for all shared laptops": "shared" says whose, the laptops are where)
    while (n < toks.length && (STOP.test(toks[n]!.lower) || rules.settings.vague.has(toks[n]!.lower))) n++;
    const w = toks[n];
    if (!w || (w.kind !== "word" && w.kind !== "quote") || rules.genericWords.has(w.lower)) return undefined;
    return { families: ["*any"], words: [], groups: [[{ raw: w.text, names: [canonical(w.lower, rules.synonyms)], path: false, command: false, channel: false }]], outsidePaths: [], outsideDomains: [] };
  }
  return undefined;
}

/** "always prorate.": one verb that names no act of the lexicon; a key named from its stem must not
 * be set off (proration_behavior: none). */
function alwaysVerb(sent: RuleSentence, rules: GuardRules): Clause[] {
  const toks = sent.tokens.filter((t) => t.kind !== "punct" || t.text === ":");
  const a = toks.findIndex((t) => t.lower === "always");
  const verb = toks[a + 1];
  // "always restock on cancel", "always prorate for upgrades": one or two words after on/for/when say
  // when; on/for name what the call must be about (scopeAfter)
  const tail = toks.length - (a + 2);
  const when = tail >= 2 && tail <= 3 && /^(?:on|for|when|whenever|after)$/.test(toks[a + 2]?.lower ?? "") && toks.slice(a + 3).every((t) => t.kind === "word");
  if (a < 0 || !verb || verb.kind !== "word" || (a + 2 !== toks.length && !when)) return [];
  if (!verb.tags.has("Verb") || verb.lower.length < 5 || findCandidates([verb], rules).length) return [];
  const stem = verb.lower.replace(/(?:e|y|es|ed|ing)$/, "");
  if (stem.length < 4) return [];
  const scope = when ? scopeAfter(toks, a + 2, rules) : undefined;
  const pin: RequirementPin = { type: "setting", setting: "switch", ...(scope ? { scope } : {}), keys: [], allowed: [], writesOnly: true, keyPart: [stem], breaks: [...rules.settings.values.switchOff], rule: `always ${verb.text}` };
  return [pin];
}
