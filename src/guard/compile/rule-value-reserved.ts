// Reads a value a rule keeps for one case: any other call setting it breaks the rule.
//   "priority 1 (urgent) is reserved for incidents" → priority ∈ {1, urgent} only where the call shows "incident"
//   "Urgent priority is reserved for incidents"     → priority urgent, the same
//   "Urgent (P1) only if a customer is down"        → priority 1 / urgent only where it shows customer + down
//   "the ci profile is for GitHub Actions only"     → profile ci only where the call shows github/actions
// The attribute is a known one (rule-settings.yaml attributes and setting nouns) or a shorthand
// such as P1 / SEV2; the case is the content words after the cue.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { attrAt } from "./rule-value-pin.ts";
import { canonical, singular } from "../split-words.ts";
import type { RequirementPin } from "./rule-value-forms.ts";

// ("read only for agents" is a ban on writes: read-only is no reserved value)
const CUE = /\b(?:is|are)\s+(?:reserved|kept|only)\s+for\b|\breserved\s+for\b|\b(?:is|are)\s+for\b|(?<!\bread[\s-])\bonly\s+(?:if|when|for)\b/i;
// "P1", "p2", "SEV1", "sev-2": a priority or severity written with its number
const SHORTHAND = /^(p|sev|s)-?(\d)$/i;
const CASE_SKIP = /^(?:a|an|the|is|are|was|be|it|its|this|that|only|real|actual|true|genuine|when|if|there|things|thing|stuff|cases?|me|my|i|you|we|our|and|or|of|to|in|on|for|by|with)$/;

export function findReservedPins(sent: RuleSentence, rules: GuardRules): RequirementPin[] {
  const cue = CUE.exec(sent.text);
  if (!cue || sent.tokens.length > 30) return [];
  const toks = sent.tokens;
  const at = toks.findIndex((t) => t.start >= cue.index);
  if (at <= 0 || at > 8) return [];
  const head = toks.slice(0, at);
  const attr = attributeOf(head, rules);
  if (!attr) return [];
  const forWords: string[] = [];
  for (const t of toks.slice(toks.findIndex((t) => t.start >= cue.index + cue[0].length))) {
    if (t.kind === "punct") break;
    if (t.kind !== "word" || CASE_SKIP.test(t.lower) || rules.prohibitionRe.test(t.text)) continue;
    const w = canonical(singular(t.root || t.lower), rules.synonyms);
    forWords.push(w, `${w}s`, t.lower);
    if (forWords.length >= 12) break;
  }
  if (!forWords.length) return [];
  const nums = attr.values.filter((v) => /^\d{1,3}$/.test(v)).map(Number);
  return [
    {
      type: "setting",
      setting: attr.id,
      keys: attr.keys,
      allowed: attr.values.map((v) => [v]),
      writesOnly: true,
      rule: `${attr.raw} only for ${forWords.filter((_, k) => k % 3 === 2).join(" ")}`,
      ...(nums.length ? { numbers: nums } : {}),
      reserved: [...new Set(forWords)],
    },
  ];
}

/** The attribute and its reserved values in the words before the cue. */
function attributeOf(head: readonly RuleToken[], rules: GuardRules): { id: string; keys: string[]; values: string[]; raw: string } | undefined {
  const values: string[] = [];
  let def: { id: string; keys: readonly string[] } | undefined;
  for (let i = 0; i < head.length; i++) {
    const t = head[i]!;
    const sh = SHORTHAND.exec(t.lower);
    if (sh) {
      def ??= rules.settings.values.words.get(sh[1] === "p" ? "priority" : "severity");
      values.push(sh[2]!);
      continue;
    }
    const a = attrAt(head, i, rules);
    const n = !a ? rules.settings.nouns.get(t.lower) : undefined;
    if (a || n) {
      def ??= a?.def ?? n;
      i += (a?.len ?? 1) - 1;
      continue;
    }
    // ("the finance workspace is fin-ws-01, read only …": a comma ends the value's phrase)
    if (t.text === "," || t.text === ";") return undefined;
    if (t.kind === "punct" || /^(?:the|a|an|our|my|your|is|are|and|or)$/.test(t.lower)) continue;
    if (t.kind === "number" || t.kind === "quote" || t.kind === "code" || t.kind === "word") values.push(t.lower.replace(/^[`'"]|[`'"]$/g, ""));
  }
  if (!def || !values.length || values.length > 3) return undefined;
  return { id: def.id, keys: [...def.keys], values, raw: head.map((t) => t.text).join(" ") };
}
