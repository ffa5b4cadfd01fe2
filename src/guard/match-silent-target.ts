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
import type { ActionSpec, TargetSpec } from "./compiled-entry.ts";
import type { CallFacts } from "./call-facts.ts";
import type { Effect } from "../contract/ledger-entry.ts";
import { matchAction, matchFamilies, matchTarget, type Evidence, type MatchContext } from "./match-clause.ts";
import { singular, splitWords } from "./split-words.ts";
import type { SilentPolicy } from "./silent-target-rules.ts";

/**
 * The evidence of `spec` matching the call once the target groups the call is silent about are
 * dropped, or undefined (the act is not done, a group names another thing, or no group was silent).
 * The dropped groups come back as `silent-target` evidence.
 */
export function matchSilentTarget(spec: ActionSpec, ctx: MatchContext, policy: SilentPolicy): Evidence[] | undefined {
  if (!spec.groups.length) return undefined;
  const facts = ctx.facts;
  // the act itself, read from a family the rule names (not "(anything)" / "(any change)": there
  // the target is all the rule says, and a call that does not name it is about something else)
  const act = matchFamilies(spec.families.filter((f) => f !== "*any" && f !== "*mutating"), facts, ctx.rules);
  if (!act || (policy.strongActOnly && !act.path?.startsWith("tool "))) return undefined;
  if (policy.nothingReadable && readableValue(facts)) return undefined;
  const kept: TargetSpec[][] = [];
  const support: boolean[] = [];
  const silent: TargetSpec[][] = [];
  for (let i = 0; i < spec.groups.length; i++) {
    const group = spec.groups[i]!;
    // a group the call names, a describing or a product group: matchAction decides as always
    const named = group.some((t) => matchTarget(t, facts, ctx));
    if (named || spec.support?.[i] || group.every((t) => t.platform || t.place)) {
      kept.push(group);
      support.push(spec.support?.[i] ?? false);
      continue;
    }
    if (!group.every((t) => silentAbout(t, facts, ctx, policy))) return undefined;
    silent.push(group);
  }
  if (!silent.length) return undefined;
  const found = matchAction({ ...spec, groups: kept, support }, facts, ctx);
  if (!found) return undefined;
  for (const g of silent) found.push({ rule: g.map((t) => t.raw).join(" or "), call: "target not named by the call", part: "silent-target" });
  return found;
}

/** A deny read through a silent target, downgraded when the policy says so. */
export function silentEffect(effect: Effect, policy: SilentPolicy): Effect {
  return policy.mode === "approval" && effect === "deny" ? "require_approval" : effect;
}

function silentAbout(t: TargetSpec, facts: CallFacts, ctx: MatchContext, policy: SilentPolicy): boolean {
  if (t.command || t.dest || (t.literal && !t.literal.includes("@"))) return false;
  if (t.literal) return !facts.emails.some((e) => !e.content);
  if (t.path || t.prefix) return facts.paths.length === 0;
  const silentRules = ctx.rules.silent;
  const keys = t.channel ? silentRules.kindKeys.get("channel") : kindKeysOf(t, ctx);
  if (!keys) return !policy.knownKindsOnly && !readableValue(facts);
  if (keyOfKind(facts, keys)) return false;
  // delete_bucket {name: "scratch"} under "the acme-prod bucket": the tool names the kind, the value which
  if (facts.toolWords.some((w) => keys.has(w) || keys.has(singular(w))) && readableValue(facts)) return false;
  return !namesSibling(t, facts, ctx);
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
  if (!t.names.length) return undefined;
  const set = ctx.rules.contrastWords.get(t.names[0]!);
  if (set === undefined || !t.names.every((n) => ctx.rules.contrastWords.get(n) === set)) return undefined;
  return silent.contrastKeys.get(set);
}

function keyOfKind(facts: CallFacts, keys: ReadonlySet<string>): boolean {
  for (const key of facts.keyValues.keys()) for (const w of splitWords(key, 8)) if (keys.has(w) || keys.has(singular(w))) return true;
  for (const v of facts.addressing) if (v.path.endsWith(" (key)") && v.words.some((w) => keys.has(w))) return true;
  return false;
}

// a value of the same contrast set as one of the target's names: "staging" under a rule about prod
function namesSibling(t: TargetSpec, facts: CallFacts, ctx: MatchContext): boolean {
  const sets = new Set<string>();
  for (const n of t.names) {
    const s = ctx.rules.contrastWords.get(n);
    if (s !== undefined) sets.add(s);
  }
  if (!sets.size) return false;
  for (const v of facts.addressing) {
    if (v.path === "tool" || v.path.endsWith(" (key)")) continue;
    for (const w of v.words) {
      const s = ctx.rules.contrastWords.get(w);
      if (s !== undefined && sets.has(s)) return true;
    }
  }
  return false;
}

/** Whether the call names anything by a readable name (not only ids, numbers, hashes). */
function readableValue(facts: CallFacts): boolean {
  for (const v of facts.addressing) if (v.path !== "tool" && !v.path.endsWith(" (key)") && !opaque(v.raw)) return true;
  return false;
}

const HEXISH = /^[0-9a-f-]{8,}$/i;
const DIGITS = /\d/g;
const LETTER_RUN = /[a-z]{4,}/i;
/** "18c2f9a0b7e4d123", "INV2-8Z4K-3QFN", "1184420", "sgr-0a12b34c", a UUID: an id no reader can
 * tell a name from; "web", "acme/platform", "cus_EntGlobex01" are readable. */
export function opaque(raw: string): boolean {
  const s = raw.trim();
  if (!s) return true;
  if (HEXISH.test(s) && /\d/.test(s)) return true;
  const digits = s.match(DIGITS)?.length ?? 0;
  if (digits === s.replace(/[\s.:,+-]/g, "").length) return true; // numbers, dates, phone numbers
  return digits >= 2 && !LETTER_RUN.test(s);
}
