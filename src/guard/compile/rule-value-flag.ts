// Reads a rule that pins the value of a CLI flag, or the version of a runtime, for the calls of a
// subject:
//   "deploys to acme-web: use --strategy bluegreen"   → strategy ∈ {bluegreen} on deploys naming acme-web;
//                                                        a deploy leaving it out runs the CLI default: breaks it
//   "ansible runs: --limit canary until I say so"     → limit ∈ {canary} on ansible runs
//   "python 3.12 only", "use node 20"                 → the python / node version the call states must be 3.12 / 20
// The subject is read like a rule's action and target (findAction): a label before the colon, or
// the words after "for" ("use --strategy canary for api deploys"). With no subject the pin only
// checks calls that set the flag. A flag a rule bans ("never --force") or bounds ("--keep-daily 7 at
// minimum") is another reader's.
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { spellings } from "./rule-settings.ts";
import { canonical, splitWords } from "../split-words.ts";
import type { RequirementPin } from "./rule-value-forms.ts";

const POSITIVE = /\b(?:use|using|pass|always|must|only|set|with|run with|stick (?:to|with)|limit)\b/i;
// a bound on a number ("--keep-daily 7 at minimum", "--max-retries 3 at most") is a limit, not a pin
const BOUND = /\b(?:at (?:least|most|minimum|maximum)|minimum|maximum|max|min|or (?:more|less|fewer|higher|lower)|no (?:more|less|fewer) than)\b/i;
// words after a flag that are no value of it: "always --check first", "--diff so I can see"
const NOT_VALUE = /^(?:first|then|so|and|or|to|on|in|for|when|whenever|if|before|after|until|unless|please|too|also|always|only|every|each|the|a|an|it|them|this|that|flag|option|switch|mode|against|with|without|by|of|at)$/;
const PIN_VERB_FAMILY = /^word:(?:limit|use|pass|set|keep|run|stick|always|only)$/;
const VERSION = /^v?\d{1,3}(?:\.\d{1,3}){0,2}$/;
const SUBJECT_SKIP = new Set(["use", "using", "pass", "always", "must", "only", "set", "with", "run", "please", "just", "the", "a", "an", "all", "every", "each", "any"]);

export function findFlagPins(sent: RuleSentence, rules: GuardRules): RequirementPin[] {
  const toks = sent.tokens;
  if (toks.length > 40 || !POSITIVE.test(sent.text)) return [];
  const out: RequirementPin[] = [];
  for (let i = 0; i < toks.length && out.length < 3; i++) {
    const f = toks[i]!;
    if (f.kind !== "flag" || !f.lower.startsWith("--") || f.lower.length < 4) continue;
    let j = i + 1;
    if (toks[j]?.text === "=") j++;
    const v = toks[j];
    if (!v || !["word", "number", "quote", "code", "path"].includes(v.kind) || NOT_VALUE.test(v.lower)) continue;
    const before = sent.text.slice(0, f.start);
    if (rules.prohibitionRe.test(before) || BOUND.test(sent.text.slice(v.start, v.start + v.text.length + 20))) continue;
    // (the value of a prohibition: "never --strategy immediate")
    if (rules.prohibitionRe.test(toks.slice(Math.max(0, i - 2), i).map((t) => t.text).join(" "))) continue;
    const key = f.lower.replace(/^-+/, "");
    const scope = scopeOf(toks, i, j, rules);
    const programs = scope && programsOf(scope);
    out.push({
      type: "setting",
      setting: "value.flag",
      keys: [...new Set([...spellings(key), key.replace(/-/g, "_")])],
      allowed: [valueWords(v, rules)],
      writesOnly: false,
      rule: `${f.text} ${v.text}`,
      ...(programs ? { programs, required: true } : scope ? { scope, required: true } : {}),
    });
  }
  if (!out.length) {
    const ver = versionPin(sent, rules);
    if (ver) out.push(ver);
  }
  return out;
}

function valueWords(v: RuleToken, rules: GuardRules): string[] {
  const w = splitWords(v.text, 8).map((x) => canonical(x, rules.synonyms));
  return w.length ? w : [v.lower];
}

/** The calls the pin is about: "deploys to acme-web:" (a label), "… for api deploys" (after the value). */
function scopeOf(toks: readonly RuleToken[], flagAt: number, valueAt: number, rules: GuardRules): ActionSpec | undefined {
  const colon = toks.findIndex((t, k) => k > 0 && k < flagAt && t.text === ":");
  let words: RuleToken[] = [];
  if (colon > 0) words = toks.slice(0, colon);
  else {
    const forAt = toks.findIndex((t, k) => k > valueAt && t.lower === "for");
    if (forAt > 0) words = toks.slice(forAt + 1).filter((t) => t.kind !== "punct" || t.text === "-");
    else words = toks.slice(0, flagAt).filter((t) => t.text !== "(" && !SUBJECT_SKIP.has(t.lower));
  }
  if (!words.length) return undefined;
  const value = new Set(splitWords(toks[valueAt]!.text, 8));
  const { spec } = findAction(words, rules);
  // "Limit ansible runs to the canary group (--limit canary)": the value's own words are what the
  // call must set, not what it must already name
  const groups = spec.groups.filter((g) => !g.some((t) => t.names.some((n) => value.has(n))));
  // ("Limit ansible runs …", "use …": the pin's own verb is no act the call must show)
  const families = spec.families.filter((f) => !PIN_VERB_FAMILY.test(f));
  if (!groups.length && !families.length) return undefined;
  return { ...spec, groups, families: families.length ? families : ["*any"] };
}

/** "ansible:", "fly deploys": a scope that names only a program (and maybe its act) is its runs. */
function programsOf(scope: ActionSpec): string[] | undefined {
  if (scope.groups.length !== 1 || !scope.families.every((f) => f === "*any")) return undefined;
  const g = scope.groups[0]!;
  // ("helmfile:" need not be a program the lexicon knows: a one-word name with no act is one)
  return g.every((t) => t.names.length === 1 && !t.path && !t.literal && (t.command || /^[a-z][a-z0-9-]{1,30}$/.test(t.raw))) ? g.map((t) => t.names[0]!) : undefined;
}

/** "python 3.12 only", "use node 20", "stick to terraform 1.6" */
function versionPin(sent: RuleSentence, rules: GuardRules): RequirementPin | undefined {
  if (!/\b(?:only|use|stick (?:to|with)|always|must)\b/i.test(sent.text) || rules.prohibitionRe.test(sent.text)) return undefined;
  const toks = sent.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const p = toks[i]!;
    const v = toks[i + 1]!;
    if (p.kind !== "word" || !/^[a-z][a-z0-9-]{1,20}$/.test(p.lower) || !(v.kind === "number" || v.kind === "word") || !VERSION.test(v.lower)) continue;
    // "max 5", "keep 3": a count, not a version
    if (!/\./.test(v.text) && !rules.settings.values.runtimes.has(p.lower)) continue;
    const name = p.lower;
    const ver = v.lower.replace(/^v/, "");
    return {
      type: "setting",
      setting: "value.version",
      keys: [...new Set([...spellings(name), ...spellings(`${name}_version`)])],
      allowed: [],
      writesOnly: false,
      rule: `${p.text} ${v.text} only`,
      version: { program: name, value: ver },
    };
  }
  return undefined;
}
