// A ban whose act the call does but whose target the call is SILENT about (a step after matching,
// evaluate.ts "silent-targets"). Reads: an action clause that did not match, the call's facts, and
// rules/guard/silent-target.yaml. Why: a failed target group today means "the call named something
// else" and the call is allowed, but many calls name nothing of the target's kind at all:
//   "Never delete anything from the 'Receipts' label" ~ delete_email {messageId: "18c2f9a0b7e4d123"}
//   "pipelines on main: do not cancel them"          ~ cancel_pipeline {pipeline_id: "1184420"}
// A careful operator refuses what they cannot verify. A call that names ANOTHER thing of the kind is
// not silent, and stays allowed:
//   "never restart the primary" ~ restart_service {name: "web"}   (a readable name: another service)
//   "never cancel pipelines on main" ~ cancel_pipeline {ref: "feature/x"}   (a branch key: another branch)
// A target is silent when (per kind, see silentAbout):
//   folder / path         — the call has no path at all;
//   e-mail address        — the call has no address outside its text;
//   a kind (silent-target.yaml kinds, a kind noun in the rule, a contrast name: "main", "prod")
//                         — no argument key of the kind, no tool-name word of the kind beside a
//                           readable name, no sibling value of the contrast set (staging for prod);
//   a bare name ("the primary", "acme-prod") — no readable value at all (ids, numbers, hashes only);
//   a program, quoted code, a destination — never (they are read elsewhere).
// The policy (off / as_rule / approval, known kinds only, tool-name acts only) is in the YAML.
import type { ActionSpec, TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { Effect } from "../../contract/ledger-entry.ts";
import { matchAction, matchFamilies, matchTarget, type Evidence, type MatchContext } from "./match-clause.ts";
import { singular, splitWords } from "../split-words.ts";
import { isProductName } from "../guard-rules.ts";
import { CAPS } from "../compile/rule-target-acronym.ts";
import type { SilentPolicy } from "../silent-target-rules.ts";
import { sqlEnvOnly } from "./match-sql-env.ts";

/**
 * The evidence of `spec` matching the call once the target groups the call is silent about are
 * dropped, or undefined (the act is not done, a group names another thing, or no group was silent).
 * The dropped groups come back as `silent-target` evidence.
 */
export function matchSilentTarget(spec: ActionSpec, ctx: MatchContext, policy: SilentPolicy, text: string): Evidence[] | undefined {
  if (!spec.groups.length) return undefined;
  const facts = ctx.facts;
  // the act itself, read from a family the rule names (not "(anything)" / "(any change)": there
  // the target is all the rule says, and a call that does not name it is about something else)
  const act = matchFamilies(namedFamilies(spec.families), facts, ctx.rules);
  if (!act || (policy.strongActOnly && !act.path?.startsWith("tool "))) return undefined;
  // (a SQL statement is silent about the environment it runs in, though it names tables: match-sql-env.ts)
  const sqlEnv = sqlEnvOnly(spec, facts, ctx);
  if (policy.nothingReadable && readableCall(facts) && !sqlEnv) return undefined;
  // a command line names what it runs on in its operands, and where it runs (the branch checked
  // out, the shell's environment) is the session's: "git commit -am x" under "never commit to main"
  if (facts.commands.length && !sqlEnv) return undefined;
  const kept: TargetSpec[][] = [];
  const support: boolean[] = [];
  const silent: TargetSpec[][] = [];
  const viaHistory: Evidence[] = [];
  for (let i = 0; i < spec.groups.length; i++) {
    const group = spec.groups[i]!;
    // a group the call names, a describing or a product group: matchAction decides as always
    const named = group.some((t) => matchTarget(t, facts, ctx));
    // a place that only supports a silent thing ("the 'Tax 2025' folder on Drive", rule-target-place.ts):
    // the silent name stands in for the thing, so the unnamed place is dropped with it
    if (!named && spec.support?.[i] && group.every((t) => t.place)) continue;
    // (a product, "in QuickBooks": matchAction takes a call naming no product to be that one's)
    if (named || group.every((t) => t.platform || t.place || isProductName(t.raw, ctx.rules))) {
      kept.push(group);
      support.push(spec.support?.[i] ?? false);
      continue;
    }
    // a describing group the call leaves unnamed ("purchases" in "purchases made on Amazon") needs a
    // named thing beside it (matchAction); the silent name stands in for it here
    if (spec.support?.[i]) continue;
    // an earlier call on the same object names it: finalize_invoice {invoice: "in_1Qb…"} after
    // create_invoice {customer: "cus_Initech01"} under "don't finalize invoices for Initech"
    const earlier = sameObjectHistoryOnce(facts, ctx);
    const hit = earlier.length ? earlierHit(group, earlier, ctx) : undefined;
    if (hit) {
      viaHistory.push(hit);
      continue;
    }
    if (earlier.some((h) => readableValue(h))) return undefined; // the earlier call names another one
    if (!group.every((t) => (sqlEnv ? sqlEnvSilent(t, facts, ctx) : silentAbout(t, facts, ctx, policy, text)))) return undefined;
    silent.push(group);
  }
  if (!silent.length && !viaHistory.length) return undefined;
  const found = matchAction({ ...spec, groups: kept, support }, facts, ctx);
  if (!found) return undefined;
  found.push(...viaHistory);
  for (const g of silent) found.push({ rule: g.map((t) => t.raw).join(" or "), call: "target not named by the call", part: "silent-target" });
  return found;
}

/** A deny read through a silent target, downgraded when the policy says so. */
export function silentEffect(effect: Effect, policy: SilentPolicy): Effect {
  return policy.mode === "approval" && effect === "deny" ? "require_approval" : effect;
}

// an environment a SQL statement runs in (match-sql-env.ts): no argument key of environments (a
// connection or database argument) and no sibling environment in the call (staging.orders); the
// kind noun ("prod schemas") and the words of the statement (a profiles table) are what it names
function sqlEnvSilent(t: TargetSpec, facts: CallFacts, ctx: MatchContext): boolean {
  if (t.names.some((n) => facts.allWords.has(n))) return false;
  const set = contrastSetOf(t, ctx);
  const keys = set === undefined ? undefined : ctx.rules.silent.contrastKeys.get(set);
  for (const key of facts.keyValues.keys()) for (const w of splitWords(key, 8)) if (keys?.has(w) || keys?.has(singular(w))) return false;
  return !namesContrastSibling(t, facts, ctx);
}

function silentAbout(t: TargetSpec, facts: CallFacts, ctx: MatchContext, policy: SilentPolicy, text: string): boolean {
  if (t.command || t.dest || (t.literal && !t.literal.includes("@")) || t.raw.startsWith("@")) return false;
  // the session's flags speak of it: {incident_sev4: true} under "SEV1/SEV2"
  if (flagsSpeak(t, ctx)) return false;
  if (t.literal) return !facts.emails.some((e) => !e.content);
  if (t.path || t.prefix) return facts.paths.length === 0;
  // a number, a date, a phone number: its shape is read elsewhere (limits, time, digits)
  if (!t.names.length || t.names.some((n) => /\d/.test(n) && !/[a-z]{2}/.test(n))) return false;
  // a word of the target among the call's keys and values: the call speaks of it (and the
  // target matcher said it is not this one)
  if (t.names.some((n) => facts.allWords.has(n))) return false;
  const silentRules = ctx.rules.silent;
  const keys = t.channel ? silentRules.kindKeys.get("channel") : kindKeysOf(t, ctx);
  // a common noun or a quality ("the shipping address", "urgent tasks", "responders") says what the
  // act changes or is: a call that names none of it does not do it. Only a NAME picks one thing
  // among others of its kind that the call may leave unnamed ("Receipts", "Initech", "main").
  if (!keys && !properName(t, text) && !allContrast(t, ctx)) return false;
  if (!keys) return !policy.knownKindsOnly && !readableCall(facts);
  if (keyOfKind(facts, keys)) return false;
  if (!properName(t, text) && !allContrast(t, ctx) && !roleKind(t, ctx)) return false;
  // delete_bucket {name: "scratch"} under "the acme-prod bucket": the tool names the kind, the value which
  if (facts.toolWords.some((w) => keys.has(w) || keys.has(singular(w))) && readableCall(facts)) return false;
  return !namesContrastSibling(t, facts, ctx);
}

// the key words of the target's kind: a kind noun of the rule, a kind word among its names, or
// the contrast set its every name belongs to ("main" → branch)
function kindKeysOf(t: TargetSpec, ctx: MatchContext): ReadonlySet<string> | undefined {
  const silent = ctx.rules.silent;
  for (const k of t.kinds ?? []) {
    const keys = silent.kindKeys.get(k);
    if (keys) return keys;
  }
  if (t.kinds?.length) return new Set(t.kinds);
  for (let i = t.names.length - 1; i >= 0; i--) {
    const keys = silent.kindKeys.get(t.names[i]!);
    if (keys) return keys;
  }
  const set = contrastSetOf(t, ctx);
  return set === undefined ? undefined : silent.contrastKeys.get(set);
}

// every name is a value of one contrast set: "main", "prod" (targets.yaml contrasts)
// (only sets whose values name a place, silent-target.yaml: a priority "urgent" is a quality)
function allContrast(t: TargetSpec, ctx: MatchContext): boolean {
  return contrastSetOf(t, ctx) !== undefined;
}

/** The contrast set (guard-rules.ts contrastSets: a word may be in several) that holds every name
 * of the target and whose values name a place (silent-target.yaml), or undefined. */
function contrastSetOf(t: TargetSpec, ctx: MatchContext): string | undefined {
  if (!t.names.length) return undefined;
  const sets = ctx.rules.contrastSets;
  for (const id of sets.get(t.names[0]!) ?? []) if (ctx.rules.silent.contrastKeys.has(id) && t.names.every((n) => sets.get(n)?.includes(id))) return id;
  return undefined;
}

// the target IS a kind of the yaml ("the client", "the Receipts label" has a name besides)
function roleKind(t: TargetSpec, ctx: MatchContext): boolean {
  return t.names.length === 1 && ctx.rules.silent.kindKeys.has(t.names[0]!);
}

// a capitalized word that does not start its sentence and is no bare acronym ("Receipts",
// "Initech", "Company Wiki"; not "Otherwise", "DNS TTLs"), or a word of letters and digits ("SEV1", "D1")
function properName(t: TargetSpec, text: string): boolean {
  const at = text.indexOf(t.raw);
  let start = at;
  for (const m of t.raw.matchAll(/[A-Za-z0-9][\w'’]*/g)) {
    const w = m[0];
    if (/[a-z]/i.test(w) && /\d/.test(w)) return true;
    if (!/^[A-Z]/.test(w) || CAPS.test(w)) continue;
    const pos = at < 0 ? -1 : start + m.index!;
    // the first word of the text or of a sentence is capitalized anyway
    if (pos >= 0 && /(?:^|[.!?:;]\s*|\n\s*|[-–—•*]\s+)$/.test(text.slice(Math.max(0, pos - 4), pos)) && !/['"‘“]$/.test(text.slice(Math.max(0, pos - 1), pos))) continue;
    return true;
  }
  return false;
}

function flagsSpeak(t: TargetSpec, ctx: MatchContext): boolean {
  const flags = ctx.flags;
  if (!flags) return false;
  const names = t.names.length ? t.names : splitWords(t.raw, 8);
  for (const key of Object.keys(flags)) {
    const words = splitWords(key, 8);
    if (names.some((n) => words.includes(n) || words.some((w) => w.length >= 3 && n.startsWith(w) && /^\d*$/.test(n.slice(w.length))))) return true;
  }
  return false;
}

// sameObjectHistory of the call being decided, read once per call (not once per group of every
// silent entry), kept on its facts' memo (the call's facts live as long as its request and history)
const SAME_OBJECT = Symbol("history calls on the same object");
function sameObjectHistoryOnce(facts: CallFacts, ctx: MatchContext): CallFacts[] {
  if (facts !== ctx.facts) return sameObjectHistory(facts, ctx);
  let out = facts.memo.get(SAME_OBJECT) as CallFacts[] | undefined;
  if (out === undefined) facts.memo.set(SAME_OBJECT, (out = sameObjectHistory(facts, ctx)));
  return out;
}

// history calls on the object this call acts on: a tool-name noun in common (create_invoice → finalize_invoice)
function sameObjectHistory(facts: CallFacts, ctx: MatchContext): CallFacts[] {
  if (!ctx.historyLength) return [];
  const nouns = facts.toolWords.filter((w) => w.length > 2 && !ctx.rules.wordFamilies.has(w) && !ctx.rules.genericVerbs.has(w));
  if (!nouns.length) return [];
  return ctx.history().filter((h) => h.toolWords.some((w) => nouns.includes(w)));
}

function earlierHit(group: readonly TargetSpec[], earlier: readonly CallFacts[], ctx: MatchContext): Evidence | undefined {
  for (const h of earlier)
    for (const t of group) {
      const hit = matchTarget(t, h, ctx);
      if (hit) return { ...hit, part: "target (earlier call on the same object)" };
    }
  return undefined;
}

function keyOfKind(facts: CallFacts, keys: ReadonlySet<string>): boolean {
  for (const key of facts.keyValues.keys()) for (const w of splitWords(key, 8)) if (keys.has(w) || keys.has(singular(w))) return true;
  for (const v of facts.addressing) if (v.path.endsWith(" (key)") && v.words.some((w) => keys.has(w))) return true;
  // a switch or a count named for it: {send_to_recipient: false} (longer words only: "to" is in every value)
  for (const k of keys) if (k.length >= 4 && facts.allWords.has(k)) return true;
  return false;
}

// a value of the same contrast set as one of the target's names: "staging" under a rule about prod
// (every set a word is in: guard-rules.ts contrastSets; match-clause.ts namesSibling reads a group)
function namesContrastSibling(t: TargetSpec, facts: CallFacts, ctx: MatchContext): boolean {
  const contrast = ctx.rules.contrastSets;
  const sets = new Set<string>();
  for (const n of t.names) for (const id of contrast.get(n) ?? []) sets.add(id);
  if (!sets.size) return false;
  // keys and values (a path "/environments/staging/on" and a key named for the sibling count)
  for (const w of facts.allWords) if (inSets(contrast.get(w), sets)) return true;
  for (const p of facts.paths) for (const w of splitWords(p.value, 40)) if (inSets(contrast.get(w), sets)) return true;
  return false;
}

function inSets(ids: readonly string[] | undefined, sets: ReadonlySet<string>): boolean {
  if (ids) for (const id of ids) if (sets.has(id)) return true;
  return false;
}

/** The rule's families without "(anything)" / "(any change)": the list itself when it holds neither
 * (most do), so no array is made per entry and call. */
function namedFamilies(families: readonly string[]): readonly string[] {
  for (const f of families) if (f === "*any" || f === "*mutating") return families.filter((g) => g !== "*any" && g !== "*mutating");
  return families;
}

/** readableValue of the call being decided, read once per call (every silent entry asks it again;
 * its addressing values are final once read-call has run) and kept on its facts' memo. */
const READABLE = Symbol("call names something readable");
function readableCall(facts: CallFacts): boolean {
  let r = facts.memo.get(READABLE) as boolean | undefined;
  if (r === undefined) facts.memo.set(READABLE, (r = readableValue(facts)));
  return r;
}

/** Whether the call names anything by a readable name (not only ids, numbers, hashes). */
function readableValue(facts: CallFacts): boolean {
  for (const v of facts.addressing) if (v.path !== "tool" && !v.path.endsWith(" (key)") && !opaque(v.raw)) return true;
  return false;
}

const HEXISH = /^[0-9a-f-]{8,}$/i;
const WORDY = /^[a-z]+$|[a-z]{4,}/i;
/** "18c2f9a0b7e4d123", "INV2-8Z4K-3QFN", "1184420", "in_1QbZ0aKq8m", "prj-77", a UUID: an id no
 * reader can tell a name from; "web-stg-04", "acme/platform", "cus_Initech01" are readable. A
 * segment is a word when it is all letters or holds a run of four; a leading segment before an
 * id ("sgr-", "cus_", "in_") is the id's type. */
export function opaque(raw: string): boolean {
  const s = raw.trim();
  if (!s) return true;
  if (HEXISH.test(s) && /\d/.test(s)) return true;
  const segs = s.split(/[-_./:\s#@]+/).filter(Boolean);
  for (let i = 0; i < segs.length && i < 40; i++) {
    if (!WORDY.test(segs[i]!)) continue;
    // a type prefix: the first segment, followed by an id segment
    if (i === 0 && segs.length > 1 && !WORDY.test(segs[1]!) && segs[0]!.length <= 4) continue;
    return false;
  }
  return true;
}
