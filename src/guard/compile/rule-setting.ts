// Reads the settings a rule pins to one value (rule-settings.yaml):
//   "kubectl: only ever use the dev-eu context"  → setting.context ∈ {dev-eu}
//   "Use the staging AWS profile unless I say so" → setting.profile ∈ {staging}
//   "Bitbucket: PRs go to develop"               → dest.branch ∈ {develop}
//   "open PRs as drafts"                          → state draft on PRs
// A call that sets the setting to another value breaks the rule (match-setting.ts).
import { onlyGatesApproval } from "../carve-outs/fb-only-approval.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import { findValuePins } from "./rule-value-pin.ts";
import { findWindowPins } from "./rule-value-window.ts";
import { findFlagPins } from "./rule-value-flag.ts";
import { findShapePins } from "./rule-value-shape.ts";
import { findReservedPins } from "./rule-value-reserved.ts";
import { findStaysPins } from "./rule-value-stays.ts";

type SettingClause = Extract<Clause, { type: "setting" | "state" }>;

// a value pin needs one of these: "only", "stick to", "use the X context", "context is X"
// ("read only" / "read-only" is a ban on writes, not a pin: "prod project is abcd - read only there")
const PIN_CUE = /\bgo(?:es)? (?:to|in|into) (?:the )?[\w-]{1,30} [\w-]{1,40}|(?<![\w-])(?<!\bread[\s-])only\b(?! (?:after|once)\b)|\bexclusively\b|\bnowhere else\b|\bnothing but\b|\bstick (?:to|with)\b|\bstay (?:on|in|with)\b|^\s*(?:[\w-]{1,30}\s*:\s*)?(?:always\s+|please\s+|just\s+)?(?:use|work (?:on|in)|run (?:in|against)|pick|choose)\b/i;
const NAME_KINDS = new Set(["word", "path", "quote", "code", "email", "number"]);
// words that end a name read backwards from the noun: "use the dev-eu context", "only ever"
const STOP = new Set(["use", "using", "only", "ever", "always", "to", "in", "on", "with", "into", "against", "for", "just", "stay", "stick", "work", "deploy", "run", "of", "from", "is", "be", "are", "pick", "choose", "and", "or", "but", "not", "never", "via", "through", "unless", "except"]);
const GO_TO = /\bgo(?:es)? (?:to|in|into)(?: the)?$/;
const IS = new Set(["is", "=", ":", "should", "must"]);

export function findSettings(sent: RuleSentence, rules: GuardRules): Clause[] {
  const out: Clause[] = [];
  const value = findValuePin(sent, rules);
  if (value) out.push(value);
  // any other attribute whose value the rule pins: "severity 'minor'", "Net-30 terms on every invoice"
  // ("new bugs go in project PAY with the 'agent-filed' label": a project and a label)
  for (const p of findValuePins(sent, rules)) if (value?.type !== "setting" || !p.keys.some((k) => value.keys.includes(k))) out.push(p);
  // "book meetings only Tue-Thu, 10:00-16:00": the window a time argument must fall in
  out.push(...findWindowPins(sent, rules));
  // requirements on how a call must be made (rule-value-forms.ts): "deploys to acme-web: use
  // --strategy bluegreen", "python 3.12 only", "migration names in snake_case", "priority 1 is
  // reserved for incidents"; each only where no pin above took the same keys
  const taken = new Set(out.flatMap((c) => (c.type === "setting" ? c.keys : [])));
  const reserved = findReservedPins(sent, rules);
  for (const p of [...reserved, ...(reserved.length ? [] : [...findFlagPins(sent, rules), ...findShapePins(sent, rules)])]) if (!p.keys.length || !p.keys.some((k) => taken.has(k))) out.push(p);
  const dest = findDestination(sent, rules);
  if (dest) out.push(dest);
  const state = findState(sent, rules);
  if (state) out.push(state);
  // "deletion protection stays ON", "WAF stays in Prevention mode", "always prorate" (rule-value-stays.ts)
  if (!out.length) out.push(...findStaysPins(sent, rules));
  return out;
}

function negatedBefore(text: string, at: number, rules: GuardRules): boolean {
  const m = rules.prohibitionRe.exec(text.slice(0, at));
  return !!m;
}

function nameWords(toks: readonly RuleToken[], rules: GuardRules): string[] {
  const words: string[] = [];
  for (const t of toks) for (const w of splitWords(t.text, 6)) words.push(canonical(w, rules.synonyms));
  return words;
}

/** "only ever use the dev-eu context", "the qa AWS profile only", "kube context is lab-2" */
function findValuePin(sent: RuleSentence, rules: GuardRules): SettingClause | undefined {
  const s = rules.settings;
  const toks = sent.tokens;
  // "Kube context is lab-9", "Profile: qa": the noun opens the sentence, its value follows
  const lead = toks.findIndex((t) => !s.modifiers.has(t.lower) && !rules.platformWords.has(t.lower) && !rules.programs.has(t.lower));
  const isForm = lead >= 0 && lead <= 3 && IS.has(toks[lead + 1]?.lower ?? "") && s.nouns.has(toks[lead]!.lower);
  // ("flags in the checkout project change only with my approval": the "only" is the approval's: fb-only-approval.ts)
  const cueText = onlyGatesApproval(sent, rules) ? sent.text.replace(/\bonly\b/gi, "") : sent.text;
  if (!PIN_CUE.test(cueText) && !isForm) return undefined;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== "word") continue;
    const two = i > 0 ? s.nouns.get(`${toks[i - 1]!.lower} ${t.lower}`) : undefined;
    const def = two ?? s.nouns.get(t.lower) ?? s.nouns.get(t.root);
    if (!def) continue;
    const nounStart = two ? i - 1 : i;
    if (negatedBefore(sent.text, toks[nounStart]!.start, rules)) return undefined;
    // the name: back from the noun to a stop word; "or" and commas part alternatives
    const alts: RuleToken[][] = [[]];
    for (let j = nounStart - 1; j >= 0 && j >= nounStart - 6; j--) {
      const n = toks[j]!;
      if (n.lower === "or" || n.text === "," || n.text === "/") {
        if (alts[0]!.length) alts.unshift([]);
        continue;
      }
      if (STOP.has(n.lower) || !NAME_KINDS.has(n.kind)) break;
      if (s.modifiers.has(n.lower) || rules.platformWords.has(n.lower) || rules.programs.has(n.lower)) {
        if (/^(?:the|a|an|our|my|your|their|this|that)$/.test(n.lower)) break;
        continue;
      }
      alts[0]!.unshift(n);
    }
    // "new tickets go to project OPS", "bugs go in project PAY": the name follows the noun, and the
    // words before "go" name what the calls must create for the pin to apply
    let goSubject: string[] | undefined;
    if (!alts.some((a) => a.length) && GO_TO.test(toks.slice(Math.max(0, nounStart - 3), nounStart).map((n) => n.lower).join(" "))) {
      const n = toks[i + 1];
      const go = toks.findIndex((x) => x.lower === "go" || x.lower === "goes");
      const subj = toks.slice(0, go).filter((x) => x.kind === "word" && !/^(?:all|new|every|each|the|any|our|my|your)$/.test(x.lower));
      if (n && subj.length && NAME_KINDS.has(n.kind) && !STOP.has(n.lower) && !s.vague.has(n.lower) && !/^(?:the|a|an)$/.test(n.lower)) {
        alts[0] = [n];
        goSubject = toolWordsFor(subj.map((x) => x.root || x.lower), rules);
      }
    }
    // "context is lab-2", "profile: qa"
    if (isForm && i === lead && !alts.some((a) => a.length)) {
      let j = i + 2;
      if (/^(?:be|always)$/.test(toks[j]?.lower ?? "")) j++;
      if (toks[j]?.lower === "the") j++;
      const n = toks[j];
      if (n && NAME_KINDS.has(n.kind) && !STOP.has(n.lower)) alts[0] = [n];
    }
    const named = alts.filter((a) => a.length && !a.every((n) => s.vague.has(n.lower)));
    if (!named.length) continue;
    const allowed = named.map((a) => nameWords(a, rules)).filter((w) => w.length);
    if (!allowed.length) continue;
    const raw = named.map((a) => a.map((n) => n.text).join(" ")).join(" or ");
    if (goSubject) return { type: "setting", setting: def.id, keys: [...def.keys], allowed, toolWords: goSubject, writesOnly: true, rule: `${toks.slice(0, 3).map((x) => x.text).join(" ")} → ${raw}` };
    return { type: "setting", setting: def.id, keys: [...def.keys], allowed, ...(def.writesOnly ? { writesOnly: true } : {}), rule: `only ${raw} ${two ? `${toks[i - 1]!.text} ${t.text}` : t.text}` };
  }
  return undefined;
}

/** "PRs go to develop", "MRs target develop, never main", "only merge into release" */
function findDestination(sent: RuleSentence, rules: GuardRules): SettingClause | undefined {
  const d = rules.settings.destination;
  if (!d) return undefined;
  const subj = d.subjects.exec(sent.text);
  const verb = d.verbs.exec(sent.text);
  if (!verb || (!subj && !/\bmerge/i.test(verb[0]))) return undefined;
  if (subj && subj.index > verb.index) return undefined;
  if (negatedBefore(sent.text, verb.index, rules)) return undefined;
  const at = verb.index + verb[0].length;
  const name = sent.tokens.find((t) => t.start >= at && t.kind !== "punct");
  if (!name || name.start > at + 2 || !NAME_KINDS.has(name.kind) || STOP.has(name.lower) || rules.settings.vague.has(name.lower) || /^(?:a|an|any|each|every|branch|branches)$/.test(name.lower)) return undefined;
  return { type: "setting", setting: d.id, keys: [...d.keys], allowed: [nameWords([name], rules)], toolWords: [...d.toolWords], writesOnly: true, rule: `${subj ? subj[0] : "merges"} → ${name.text}` };
}

/** "open PRs as drafts", "new repos must be private", "drafts only" */
function findState(sent: RuleSentence, rules: GuardRules): SettingClause | undefined {
  const m = rules.settings.stateRe.exec(sent.text);
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  const def = rules.settings.states.get(word);
  if (!def || negatedBefore(sent.text, m.index, rules)) return undefined;
  const subjects = new Set<string>();
  const toks = sent.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== "word" || t.start >= m.index + m[0].length + 40) continue;
    // "merge requests", "pull requests": the pair is one thing (targets.yaml synonyms)
    const pair = toks[i + 1]?.kind === "word" ? `${t.lower}-${singular(toks[i + 1]!.lower)}` : "";
    if (pair && rules.synonyms.has(pair)) {
      subjects.add(rules.synonyms.get(pair)!);
      i++;
      continue;
    }
    const w = canonical(t.root || t.lower, rules.synonyms);
    if (w === word || t.lower.startsWith(word) || rules.settings.modifiers.has(t.lower) || rules.genericWords.has(t.lower)) continue;
    // "Quotes go out as drafts": a plural word before the verb is the subject whatever its tag
    // ("PRs: always open as draft": a label before the colon names the subject, whatever its tag)
    const leading = (i === 0 && t.lower.endsWith("s") && !!toks[1]?.tags.has("Verb")) || labelWord(toks, i, rules);
    if (!leading && (!(t.tags.has("Noun") || t.tags.has("Plural")) || t.tags.has("Pronoun") || t.tags.has("Verb"))) continue;
    subjects.add(w);
  }
  if (!subjects.size && !def.subjects.length) return undefined;
  // "messages to the customers group (chat -1001882734) must be silent", "posts in #ops must be
  // silent": an id or channel written in the rule is where the state holds, not every chat
  const where = toks.filter((t) => (t.kind === "number" && /^\d{5,20}$/.test(t.text)) || t.kind === "channel").map((t) => t.lower.replace(/^#/, ""));
  return { type: "state", state: def.id, word, subjects: [...subjects], ...(where.length ? { where } : {}), rule: `${[...subjects].join("/")} as ${word}` };
}

/** "PRs: …", "Pull requests: …": a word of a short label that opens the sentence (no product name). */
function labelWord(toks: readonly RuleToken[], i: number, rules: GuardRules): boolean {
  const colon = toks.findIndex((t, k) => k > 0 && k < 3 && t.text === ":");
  const t = toks[i]!;
  return colon > i && t.kind === "word" && !rules.programs.has(t.lower) && !rules.platformWords.has(t.lower) && !rules.settings.modifiers.has(t.lower);
}

/** The tool words that name a subject: its own forms and its synonyms' ("tickets" → ticket, issue …). */
function toolWordsFor(words: readonly string[], rules: GuardRules): string[] {
  const out = new Set<string>();
  for (const w of words) {
    const c = canonical(w, rules.synonyms);
    out.add(w).add(singular(w)).add(c);
    for (const [k, v] of rules.synonyms) if (v === c && !k.includes(" ") && !k.includes("-")) out.add(k);
  }
  for (const w of [...out]) out.add(`${w}s`);
  return [...out];
}
