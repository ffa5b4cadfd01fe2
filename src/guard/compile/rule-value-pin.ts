// Reads a rule that pins the VALUE of an attribute of the calls it is about, whatever the attribute:
//   "incidents you open: severity 'minor' unless I say otherwise" → severity ∈ {minor} on incidents created
//   "tax type for EU customers = ECOUTPUT"                         → tax_type ∈ {ecoutput}
//   "always proration_behavior=none when changing plans"           → proration_behavior ∈ {none}, required on plan changes
//   "Net-30 terms on every invoice", "invoices net-30 only"        → terms ∈ {net 30} (or 30 days), required on invoices created
//   "use the ANALYST_XS warehouse"                                 → warehouse ∈ {analyst xs}
//   "thermostat stays between 18 and 22 C"                         → temperature ∈ [18, 22]
//   "label new bugs with `needs-triage`"                           → labels ∋ needs-triage on bugs created
//   "submit time off requests as 'requested'"                      → status ∈ {requested} on time off requests
// It compiles to a setting clause (the same matcher as "only use the dev-eu context", match-setting.ts):
// the attribute's keys (rule-settings.yaml `attributes`, or the attribute's own spellings when its
// value is literal), the allowed values or range, and what the call must be about for the pin to apply.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { spellings, type AttributeDef } from "./rule-settings.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import { findNamedValue } from "./rule-value-named.ts";
import { onlyGatesApproval } from "../carve-outs/fb-only-approval.ts";

type Setting = Extract<Clause, { type: "setting" }>;

const REQUIRED_CUE = /\b(?:always|every|each|all|must|make sure|ensure)\b/i;
// "use the X warehouse", "X terms on every invoice", "with the 'X' label": a value before its noun
const BEFORE_NOUN_CUE = /\b(?:use|using|only|always|every|each|all|stick (?:to|with)|default to|with|via|(?:on|in|against) the)\b/i;
const COPULAS = [["must", "always", "be"], ["should", "always", "be"], ["must", "be"], ["should", "be"], ["has", "to", "be"], ["is", "always"], ["always", "be"], ["=",], [":"], ["is"], ["are"], ["stays"], ["stay"], ["always"], ["defaults", "to"], ["default", "to"]];
const QUALIFIER = new Set(["for", "of", "on", "in"]);
// words that end a value list
const VALUE_END = new Set(["unless", "except", "when", "whenever", "if", "until", "for", "on", "in", "to", "and", "but", "so", "because", "since", "never", "not", "no", "please", "only", "by", "from", "with", "at", "i", "we", "you"]);
// a plain word after "must be" that describes, not names, a value ("must be set", "should be short")
const NOT_VALUE = /^(?:set|given|filled|included|provided|specified|present|empty|blank|required|valid|correct|accurate|right|proper|consistent|same|unchanged|short|long|clear|concise|descriptive|meaningful|there|done|used|applied|added|attached|checked|reviewed|approved|confirmed|it|them|this|that|a|an|the|one|something|anything|nothing|ok|okay|fine|allowed|respected|kept|updated|changed)$/;
const CREATE = /^(?:open|opens|opened|file|files|filed|create|creates|created|raise|raised|submit|submitted|add|added|make|made|log|logged|book|booked|start|new|send|sent|post|posted|draft|issue|issued|schedule|scheduled|declare|declared|trigger|triggered|page|paged)$/;
const SUBJECT_SKIP = /^(?:all|any|every|each|the|a|an|our|my|your|their|new|you|we|i|they|that|which|who|always|please|just)$/;
const NET_TERMS = /^net[-_ ]?(\d{1,3})$/i;
const SEP = new Set(["or", ",", "/", "|"]);
const RANGE_AND = new Set(["and", "to", "-", "–"]);

export function findValuePins(sent: RuleSentence, rules: GuardRules): Setting[] {
  const toks = sent.tokens;
  if (toks.length < 2 || toks.length > 60) return [];
  const label = labelSubject(toks, rules);
  const found = literalPair(sent, rules) ?? attributeIs(sent, rules, label) ?? rangePin(sent, rules) ?? valueBeforeNoun(sent, rules) ?? labelWith(sent, rules) ?? statusAs(sent, rules) ?? netTerms(sent, rules) ?? namedValue(sent, rules);
  if (!found) return [];
  // (the head noun names the thing: "time off requests" → request)
  const subject = (found.subject ?? label?.words)?.slice(-1);
  const create = found.create ?? label?.create;
  const pin: Setting = {
    ...found.pin,
    ...(subject?.length ? { subject: subjectWords(subject, rules) } : {}),
    ...(create ? { create: true } : {}),
  };
  if (found.required && (pin.subject || pin.trigger)) pin.required = true;
  return [pin];
}

interface Found {
  pin: Setting;
  subject?: string[];
  create?: boolean;
  required?: boolean;
}

/** "incidents you open: severity 'minor'", "Bugs: priority low": the words before a colon name what
 * the calls create or change; a one-word product label ("wrangler:") names none. */
function labelSubject(toks: readonly RuleToken[], rules: GuardRules): { words: string[]; create: boolean } | undefined {
  const colon = toks.findIndex((t, i) => i > 0 && i < 5 && t.text === ":");
  if (colon < 0) return undefined;
  const head = toks.slice(0, colon);
  // ("incidents you declare": the word after a pronoun is the act, not the thing)
  const words = head.filter((t, i) => t.kind === "word" && !SUBJECT_SKIP.test(t.lower) && !CREATE.test(t.lower) && !/^(?:you|we|i|they)$/.test(head[i - 1]?.lower ?? "") && !rules.programs.has(t.lower) && !rules.platformWords.has(t.lower));
  if (!words.length || (head.length === 1 && rules.settings.values.words.has(head[0]!.lower))) return undefined;
  return { words: words.map((t) => t.root || t.lower), create: head.some((t) => CREATE.test(t.lower)) };
}

export function attrAt(toks: readonly RuleToken[], i: number, rules: GuardRules): { def: AttributeDef; len: number } | undefined {
  const w = rules.settings.values.words;
  const t = toks[i];
  if (!t || t.kind !== "word") return undefined;
  const n = toks[i + 1];
  const two = n?.kind === "word" ? w.get(`${t.lower} ${n.lower}`) ?? w.get(`${t.lower} ${n.root}`) : undefined;
  if (two) return { def: two, len: 2 };
  const one = w.get(t.lower) ?? w.get(t.root);
  return one ? { def: one, len: 1 } : undefined;
}

// (an address is a literal value too: "from address must be notifications@acme.io")
const isLiteral = (t: RuleToken) => t.kind === "quote" || t.kind === "code" || t.kind === "email";
/** ANALYST_XS, NET_30, eu-west-1, v2: an identifier, not an English word */
const isIdentifier = (t: RuleToken) => t.kind === "word" && (/[_\d]/.test(t.text) || (t.text.length >= 2 && t.text === t.text.toUpperCase() && /[A-Z]/.test(t.text)));

function negatedBefore(sent: RuleSentence, at: number, rules: GuardRules): boolean {
  return rules.prohibitionRe.test(sent.text.slice(0, at));
}

/** The values from `from`: "'minor'", "low or normal", "ECOUTPUT", "between 18 and 22 C". */
function readValues(toks: readonly RuleToken[], from: number, plainOk: boolean, rules: GuardRules): { values: RuleToken[]; range?: { min: number; max: number }; unit?: string; end: number } | undefined {
  let i = from;
  if (toks[i]?.lower === "the" || toks[i]?.lower === "a") i++;
  // "between 18 and 22 C", "18 to 22"
  if (toks[i]?.lower === "between" || toks[i]?.lower === "from") i++;
  const a = toks[i];
  if (a?.kind === "number" && RANGE_AND.has(toks[i + 1]?.lower ?? "") && toks[i + 2]?.kind === "number") {
    const min = Number(a.text.replace(/,/g, ""));
    const max = Number(toks[i + 2]!.text.replace(/,/g, ""));
    if (Number.isFinite(min) && Number.isFinite(max) && min <= max) return { values: [], range: { min, max }, unit: toks[i + 3]?.lower, end: i + 3 };
  }
  const values: RuleToken[] = [];
  for (; i < toks.length && values.length < 6; i++) {
    const t = toks[i]!;
    if (SEP.has(t.lower) || t.text === ",") continue;
    if (isLiteral(t) || isIdentifier(t)) {
      values.push(t);
      continue;
    }
    if (!plainOk || t.kind !== "word" || VALUE_END.has(t.lower) || NOT_VALUE.test(t.lower) || rules.settings.vague.has(t.lower) || rules.prohibitionRe.test(t.text)) break;
    // one plain word per value: "low", "minor" ("low priority" ends at the attribute)
    if (values.length && !SEP.has(toks[i - 1]!.lower) && toks[i - 1]!.text !== ",") break;
    values.push(t);
  }
  return values.length ? { values, end: i } : undefined;
}

function valueWords(values: readonly RuleToken[], rules: GuardRules): string[][] {
  return values.map((v) => splitWords(v.text, 8).map((w) => canonical(w, rules.synonyms))).filter((w) => w.length);
}

function numbersOf(values: readonly RuleToken[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const net = NET_TERMS.exec(v.text);
    if (net) out.push(Number(net[1]));
    else if (/^\d{1,9}(?:\.\d{1,4})?$/.test(v.text)) out.push(Number(v.text));
  }
  return out;
}

function build(def: { id: string; keys: readonly string[]; member?: boolean; reads?: boolean }, values: readonly RuleToken[], rule: string, rules: GuardRules, extra: Partial<Setting> = {}): Setting {
  const nums = numbersOf(values);
  return {
    type: "setting",
    setting: def.id,
    keys: [...def.keys],
    allowed: valueWords(values, rules),
    // (a request parameter such as geolocation: a read sends it too)
    writesOnly: !def.reads,
    rule,
    ...(nums.length ? { numbers: nums } : {}),
    ...(def.member ? { member: true } : {}),
    ...extra,
  };
}

/** The words after "when"/"whenever"/"on"/"for" that name the act or thing: "when changing plans" → plan. */
function triggerWords(toks: readonly RuleToken[], from: number): string[] {
  const at = toks.findIndex((t, i) => i >= from && /^(?:when|whenever|on|for|if|while)$/.test(t.lower));
  if (at < 0) return [];
  const out: string[] = [];
  for (let i = at + 1; i < toks.length && out.length < 3; i++) {
    const t = toks[i]!;
    if (t.kind === "punct") break;
    if (t.kind !== "word" || SUBJECT_SKIP.test(t.lower) || t.tags.has("Verb") || t.tags.has("Gerund") || /ing$/.test(t.lower)) continue;
    if (!(t.tags.has("Noun") || t.tags.has("Plural"))) continue;
    out.push(t.root || t.lower);
  }
  return out;
}

/** "proration_behavior=none when changing plans", "prune=false on argocd syncs", "sendUpdates: none" */
function literalPair(sent: RuleSentence, rules: GuardRules): Found | undefined {
  const toks = sent.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const k = toks[i]!;
    const eq = toks[i + 1]!;
    // "proration_behavior=none", "sendUpdates: none", "prune=false" (written together: a key)
    const keyLike = k.text.includes("_") || /[a-z][A-Z]/.test(k.text) || (eq.text === "=" && eq.start === k.start + k.text.length && toks[i + 2]!.start === eq.start + 1);
    if (k.kind !== "word" || !keyLike || (eq.text !== "=" && eq.text !== ":")) continue;
    const v = toks[i + 2]!;
    if (!["word", "quote", "code", "number"].includes(v.kind) || negatedBefore(sent, k.start, rules)) return undefined;
    const trig = triggerWords(toks, i + 3);
    const pin = build({ id: "value.literal", keys: spellings(k.text) }, [v], `${k.text}=${v.text}`, rules, trig.length ? { trigger: subjectWords(trig, rules) } : {});
    return { pin, required: REQUIRED_CUE.test(sent.text) };
  }
  return undefined;
}

/** "severity 'minor'", "tax type for EU customers = ECOUTPUT", "priority must be low", "thermostat stays between 18 and 22 C" */
function attributeIs(sent: RuleSentence, rules: GuardRules, label: { words: string[] } | undefined): Found | undefined {
  const toks = sent.tokens;
  for (let i = 0; i < toks.length; i++) {
    const known = attrAt(toks, i, rules);
    // an attribute the lexicon does not know: one or two plain words before "=" ("tax type = X")
    let def: { id: string; keys: readonly string[]; member?: boolean } | undefined = known?.def;
    let len = known?.len ?? 0;
    if (!def) {
      // "tax type for EU customers = X": the attribute ends at its qualifier
      const eq = toks.findIndex((t, j) => j > i && j <= i + 7 && t.text === "=");
      if (eq < 0) continue;
      const q = toks.findIndex((t, j) => j > i && j < eq && QUALIFIER.has(t.lower));
      const end = q > 0 ? q : eq;
      if (end - i < 1 || end - i > 2 || toks.slice(i, end).some((t) => t.kind !== "word" || SUBJECT_SKIP.test(t.lower))) continue;
      len = end - i;
      // "default currency = CHF": a known attribute at its head keeps its own keys too
      const head = attrAt(toks, end - 1, rules);
      const own = spellings(toks.slice(i, end).map((t) => t.lower).join("_"));
      def = { id: head?.def.id ?? "value.attribute", keys: head ? [...new Set([...head.def.keys, ...own])] : own, member: head?.def.member };
    }
    let j = i + len;
    // "tax type for EU customers = X": a qualifier the call may not show, skipped
    if (QUALIFIER.has(toks[j]?.lower ?? "")) {
      const c = toks.findIndex((t, x) => x > j && x <= j + 4 && (t.text === "=" || t.text === ":"));
      if (c > 0) j = c;
    }
    // "set replicas >= 1", "replicas must be at least 2", "retention ≤ 30": a bound, not one value
    const bound = comparatorAt(toks, j);
    if (known && bound && !negatedBefore(sent, toks[i]!.start, rules)) {
      const rule = `${toks.slice(i, i + len).map((t) => t.text).join(" ")} ${bound.min !== undefined ? `>= ${bound.min}` : `<= ${bound.max}`}`;
      return { pin: { ...build(known.def, [], rule, rules), range: { min: bound.min ?? -Number.MAX_VALUE, max: bound.max ?? Number.MAX_VALUE } } };
    }
    let cop = 0;
    for (const c of COPULAS) if (c.every((w, x) => toks[j + x]?.lower === w)) { cop = c.length; break; }
    // ("Priority 'urgent' only with my go-ahead": the value is the one that waits for me, no pin: fb-only-approval.ts)
    const direct = !cop && toks[j] && isLiteral(toks[j]!) && (!!known || !!label) && !onlyGatesApproval(sent, rules);
    if (!cop && !direct) continue;
    // an unknown attribute needs a literal value: "title must be short" pins nothing
    const read = readValues(toks, j + cop, !!known, rules);
    if (!read || negatedBefore(sent, toks[i]!.start, rules)) continue;
    if (read.range) {
      const unitDef = read.unit ? rules.settings.values.units.get(read.unit) : undefined;
      const d = known?.def ?? unitDef;
      if (!d) continue;
      return { pin: { ...build(d, [], `${toks[i]!.text} ${read.range.min}–${read.range.max}`, rules), range: read.range } };
    }
    if (!known && !read.values.every((v) => isLiteral(v) || isIdentifier(v))) continue;
    const rule = `${toks.slice(i, i + len).map((t) => t.text).join(" ")} = ${read.values.map((v) => v.text).join(" or ")}`;
    return { pin: build(def, read.values, rule, rules), required: REQUIRED_CUE.test(sent.text) && !!label };
  }
  return undefined;
}

// ">=", "=>", "≥", "at least", "no less than", "no fewer than", "min" / "<=", "≤", "at most", "no more than", "max"
const LOWER_BOUND = [[">", "="], ["=", ">"], ["≥"], ["at", "least"], ["no", "less", "than"], ["no", "fewer", "than"], ["not", "less", "than"], ["min"], ["minimum"]];
const UPPER_BOUND = [["<", "="], ["=", "<"], ["≤"], ["at", "most"], ["no", "more", "than"], ["not", "more", "than"], ["max"], ["maximum"]];
/** A bound written after the attribute (past a modal: "must be at least 2"): its number. */
function comparatorAt(toks: readonly RuleToken[], j: number): { min?: number; max?: number } | undefined {
  let k = j;
  while (k < j + 3 && /^(?:must|should|always|be|is|are|stays?|set|to|of|has|have)$/.test(toks[k]?.lower ?? "")) k++;
  for (const [list, lower] of [[LOWER_BOUND, true], [UPPER_BOUND, false]] as const)
    for (const c of list) {
      if (!c.every((w, x) => toks[k + x]?.lower === w)) continue;
      const n = toks[k + c.length];
      if (n?.kind !== "number" || !/^\d{1,9}(?:\.\d{1,4})?$/.test(n.text)) return undefined;
      return lower ? { min: Number(n.text) } : { max: Number(n.text) };
    }
  return undefined;
}

const RANGE_CUE = /\b(?:between|within|stays?|keep|kept|only|outside|range|from)\b/i;
/** "the aquarium heater stays between 24 and 26 C", "thermostat: anything outside 18-23 C, ask first":
 * the unit after the range (or an attribute word of the sentence) names what must stay inside it */
function rangePin(sent: RuleSentence, rules: GuardRules): Found | undefined {
  if (!RANGE_CUE.test(sent.text)) return undefined;
  const toks = sent.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    if (toks[i]!.kind !== "number" || !RANGE_AND.has(toks[i + 1]!.lower) || toks[i + 2]!.kind !== "number") continue;
    const min = Number(toks[i]!.text.replace(/,/g, ""));
    const max = Number(toks[i + 2]!.text.replace(/,/g, ""));
    if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) continue;
    let u = i + 3;
    if (toks[u]?.text === "°") u++;
    const vr = rules.settings.values;
    let def = toks[u] ? vr.units.get(toks[u]!.lower) : undefined;
    for (let j = 0; !def && j < toks.length; j++) def = attrAt(toks, j, rules)?.def;
    if (!def || negatedBefore(sent, toks[i]!.start, rules)) return undefined;
    const place = placeBefore(toks, i);
    return { pin: { ...build(def, [], `${min}–${max}${toks[u] && vr.units.has(toks[u]!.lower) ? ` ${toks[u]!.text}` : ""}`, rules), range: { min, max } }, ...(place ? { subject: place } : {}) };
  }
  return undefined;
}

// a place the range is kept in, before it: "heating in the kids room stays between 18 and 20",
// "the temperature in the nursery stays between 19 and 21" (the pin is about that place's device:
// another room's thermostat is another device). The head of a place phrase is often generic (room,
// area): its modifier names the place. Not a time ("in winter"), nor a unit or a stage word.
const PLACE_PREP = /^(?:in|on)$/;
const GENERIC_PLACE = /^(?:room|rooms|area|areas|zone|zones|space|spaces|part|side)$/;
const NOT_PLACE = /^(?:winter|summer|spring|autumn|fall|general|total|celsius|fahrenheit|degrees?|c|f|range|the|a|an|our|my|your|all|every|each|any|order|practice|theory|case|mind|time|future|short|long|prod|production|staging|use)$/;
function placeBefore(toks: readonly RuleToken[], end: number): string[] | undefined {
  for (let p = 0; p < end; p++) {
    if (!PLACE_PREP.test(toks[p]!.lower)) continue;
    const words: string[] = [];
    for (let k = p + 1; k < end && words.length < 3; k++) {
      const t = toks[k]!;
      if (t.kind !== "word" || /^(?:stays?|remains?|must|should|is|are|be|kept|keep|between|from|always|set|at|to)$/.test(t.lower)) break;
      if (SUBJECT_SKIP.test(t.lower)) continue;
      words.push(t.lower);
    }
    const named = words.filter((w) => !GENERIC_PLACE.test(w));
    if (!named.length || named.some((w) => NOT_PLACE.test(w))) return undefined;
    // (a generic head after a modifier names the modifier's place: "kids room" → kids)
    return named.slice(-1);
  }
  return undefined;
}

/** "use the ANALYST_XS warehouse", "Net-30 terms on every invoice", "with the 'agent-filed' label" */
function valueBeforeNoun(sent: RuleSentence, rules: GuardRules): Found | undefined {
  if (!BEFORE_NOUN_CUE.test(sent.text)) return undefined;
  const toks = sent.tokens;
  for (let i = 1; i < toks.length; i++) {
    const a = attrAt(toks, i, rules);
    if (!a) continue;
    // the value, read back from the noun: "X or Y warehouse"
    const values: RuleToken[] = [];
    for (let j = i - 1; j >= 0 && j >= i - 5; j--) {
      const t = toks[j]!;
      if (SEP.has(t.lower) || t.text === ",") continue;
      // "Net 45 terms": the word and its number are one value
      if (t.kind === "number" && toks[j - 1]?.lower === "net") {
        values.unshift({ ...toks[j - 1]!, text: `net-${t.text}`, lower: `net-${t.text}` });
        j--;
      } else if (isLiteral(t) || isIdentifier(t)) values.unshift(t);
      else break;
    }
    if (!values.length || negatedBefore(sent, values[0]!.start, rules)) continue;
    const after = i + a.len;
    // "all new bugs go in project PAY with the 'agent-filed' label": the subject opens the sentence
    const subj = subjectAfter(toks, after) ?? (a.def.member ? leadingSubject(toks) : undefined);
    const rule = `${values.map((v) => v.text).join(" or ")} ${toks.slice(i, after).map((t) => t.text).join(" ")}`;
    // "the X warehouse" is where a query runs: reads count too
    const pin = build(a.def, values, rule, rules, a.def.member || subj ? {} : { writesOnly: false });
    return { pin, ...(subj ? { subject: subj.words, create: subj.create } : {}), required: !!subj && (REQUIRED_CUE.test(sent.text) || (!!a.def.member && subj.create)) };
  }
  return undefined;
}

/** "… on every invoice", "… for all new tickets", "… to each PR": the subject after the noun */
function subjectAfter(toks: readonly RuleToken[], from: number): { words: string[]; create: boolean } | undefined {
  if (!/^(?:on|for|to|in)$/.test(toks[from]?.lower ?? "")) return undefined;
  let i = from + 1;
  let create = false;
  let quantified = false;
  while (i < toks.length && SUBJECT_SKIP.test(toks[i]!.lower)) {
    if (toks[i]!.lower === "new") create = true;
    if (/^(?:every|each|all|any)$/.test(toks[i]!.lower)) quantified = true;
    i++;
  }
  const w = toks[i];
  if (!quantified || !w || w.kind !== "word") return undefined;
  return { words: [w.root || w.lower], create };
}

/** "all new bugs …", "every ticket you open …", "new leads …": a quantified noun opening the sentence */
function leadingSubject(toks: readonly RuleToken[]): { words: string[]; create: boolean } | undefined {
  let i = 0;
  let create = false;
  let quantified = false;
  while (i < toks.length && i < 4 && SUBJECT_SKIP.test(toks[i]!.lower)) {
    if (toks[i]!.lower === "new") create = true;
    if (/^(?:every|each|all|any|new)$/.test(toks[i]!.lower)) quantified = true;
    i++;
  }
  const w = toks[i];
  if (!quantified || !w || w.kind !== "word" || !(w.tags.has("Noun") || w.tags.has("Plural"))) return undefined;
  return { words: [w.root || w.lower], create };
}

/** "label new bugs with `needs-triage`", "tag every ticket with 'agent'" */
function labelWith(sent: RuleSentence, rules: GuardRules): Found | undefined {
  const toks = sent.tokens;
  const v = toks.findIndex((t) => !/^(?:always|please|just|also)$/.test(t.lower));
  const verb = toks[v];
  if (!verb || !/^(?:label|tag)$/.test(verb.lower)) return undefined;
  const with_ = toks.findIndex((t, i) => i > v && i <= v + 5 && (t.lower === "with" || t.lower === "as"));
  if (with_ < 0) return undefined;
  const read = readValues(toks, with_ + 1, false, rules);
  const def = rules.settings.values.words.get(verb.lower);
  if (!read?.values.length || !def) return undefined;
  const subj = toks.slice(v + 1, with_).filter((t) => t.kind === "word" && !SUBJECT_SKIP.test(t.lower));
  const create = toks.slice(v + 1, with_).some((t) => t.lower === "new");
  if (!subj.length) return undefined;
  return { pin: build(def, read.values, `${verb.text} ${subj.map((t) => t.text).join(" ")} with ${read.values.map((x) => x.text).join(" or ")}`, rules), subject: subj.map((t) => t.root || t.lower), create, required: true };
}

/** "submit time off requests as 'requested'", "log expenses as 'PENDING'": the status they start in */
function statusAs(sent: RuleSentence, rules: GuardRules): Found | undefined {
  const toks = sent.tokens;
  const as = toks.findIndex((t, i) => i > 1 && t.lower === "as" && !!toks[i + 1] && (isLiteral(toks[i + 1]!) || isIdentifier(toks[i + 1]!)));
  if (as < 0) return undefined;
  const verb = toks.findIndex((t, i) => i < as && CREATE.test(t.lower));
  const def = rules.settings.values.words.get("status");
  if (verb < 0 || !def || negatedBefore(sent, toks[verb]!.start, rules)) return undefined;
  const subj = toks.slice(verb + 1, as).filter((t) => t.kind === "word" && !SUBJECT_SKIP.test(t.lower));
  const read = readValues(toks, as + 1, false, rules);
  if (!subj.length || !read) return undefined;
  return { pin: build(def, read.values, `${subj.map((t) => t.text).join(" ")} as ${read.values.map((x) => x.text).join(" or ")}`, rules), subject: subj.map((t) => t.root || t.lower), create: true };
}

/** "All invoices in CAD", "prices in EUR only": a code that names its attribute (rule-value-named.ts) */
function namedValue(sent: RuleSentence, rules: GuardRules): Found | undefined {
  const n = findNamedValue(sent, rules);
  if (!n) return undefined;
  return { pin: build(n.def, n.values, `${n.subject ? `${n.subject.join(" ")} ` : ""}in ${n.values.map((v) => v.text).join(" or ")}`, rules), ...(n.subject ? { subject: n.subject } : {}) };
}

/** "invoices net-30 only": the value names its attribute (payment terms) */
function netTerms(sent: RuleSentence, rules: GuardRules): Found | undefined {
  const toks = sent.tokens;
  let at = toks.findIndex((t) => NET_TERMS.test(t.text));
  let value = toks[at];
  // "net 30" written apart
  if (at < 0) {
    at = toks.findIndex((t, i) => t.lower === "net" && toks[i + 1]?.kind === "number");
    if (at >= 0) value = { ...toks[at]!, text: `net-${toks[at + 1]!.text}`, lower: `net-${toks[at + 1]!.text}` };
  }
  const def = rules.settings.values.words.get("terms");
  if (at < 0 || !value || !def || !/\b(?:only|always|every|each|all|use|default)\b/i.test(sent.text) || negatedBefore(sent, toks[at]!.start, rules)) return undefined;
  const subj = toks.filter((t, i) => i !== at && t.kind === "word" && (t.tags.has("Noun") || t.tags.has("Plural")) && !SUBJECT_SKIP.test(t.lower) && !/^(?:only|terms?|net)$/.test(t.lower));
  return { pin: build(def, [value], `${value.text} terms`, rules), ...(subj.length ? { subject: [subj[0]!.root || subj[0]!.lower] } : {}), required: /\b(?:always|every|each|all)\b/i.test(sent.text) };
}

/** Subject words as a tool may spell them: singular, plural, and the yaml's words for the same thing. */
function subjectWords(words: readonly string[], rules: GuardRules): string[] {
  const out = new Set<string>();
  const subj = rules.settings.values.subjects;
  for (const w0 of words) {
    for (const w of splitWords(w0, 4)) {
      const s = singular(w);
      out.add(s).add(`${s}s`).add(canonical(s, rules.synonyms));
      for (const o of subj.get(s) ?? []) out.add(o).add(`${o}s`);
    }
  }
  return [...out];
}
