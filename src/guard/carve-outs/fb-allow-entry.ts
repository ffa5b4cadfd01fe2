// An allowance written as a ledger entry of its own: "creating new watchlists is ok", "edits to docs/
// are welcome", "cancelling open orders is fine", "deleting generated files in build/ is fine", beside
// a broader ban in ANOTHER entry ("watchlists are mine, dont touch them", "do not delete anything under
// migrations/"). fb-allowed-act.ts reads such clauses inside the ban's own entry; this step reads them
// across entries. The entry has no ban of its own (it compiles to no clause; compile-rule.ts keeps its
// acts as `allowOnly`). It lifts another entry's violation only narrowly:
//   - the call's every act of the ban's families is of the allowance's act family (create is not delete);
//   - the allowance names things, and the call names every one (an act on anything lifts nothing);
//   - a bound (limit, time) is lifted only by an allowance naming something narrower than it bounds;
//   - the ban is not more specific than the allowance: no ban target whose name words hold all of an
//     allowed thing's and more ("never touch the prod-eu watchlist" stays), no folder under its folder;
//   - the call does not write a banned member beside the allowed one (fb-allow-sibling.ts);
//   - explicit `match` / `requires` entries and literal / content bans are never lifted.
import type { Clause, CompiledEntry, TargetSpec } from "../compile/compiled-entry.ts";
import type { LedgerEntry } from "../../contract/ledger-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { AllowedAct } from "./fb-allowed-act.ts";
import { matchTarget, type MatchContext } from "../match/match-clause.ts";
import { bansSibling } from "./fb-allow-sibling.ts";

/** The allowance of `acts` that lifts the ban `ban` for this call, or undefined. */
export function liftedBy(acts: readonly AllowedAct[], banEntry: LedgerEntry, ban: CompiledEntry, facts: CallFacts, ctx: MatchContext, rules: GuardRules): AllowedAct | undefined {
  if (banEntry.match || banEntry.requires || ban.literalBans || ban.contentBan || ban.allowOnly) return undefined;
  const families: string[] = [];
  const targets: TargetSpec[] = [];
  let bound = false; // a limit or time clause: a bound on the thing, not an act
  for (const c of ban.clauses) {
    if (!banParts(c, families, targets)) return undefined;
    if (c.type !== "action") bound = true;
  }
  // "dont set the TTL below 30d": a bound on a value names no act; any changing act is its act
  const any = !families.length || families.includes("*any") || families.includes("*mutating");
  for (const a of acts) {
    if (!a.things.length) continue;
    if (!onlyThisAct(a, families, any, facts, rules)) continue;
    if (!namesEveryThing(a.things, facts, ctx)) continue;
    if (moreSpecific(targets, a.things)) continue;
    // ("stock updates are fine" lifts no ban on prices when the call writes price beside stock)
    if (bansSibling(targets, a.things, facts)) continue;
    // "no more than 20 symbols per watchlist" beside "creating watchlists is ok": a bound is lifted only
    // by an allowance naming something narrower than what it bounds ("ttl of the debug_* tables")
    if (bound && !namesMore(a.things, targets)) continue;
    return a;
  }
  return undefined;
}

/** The families and targets of a ban clause; false for a clause this step does not read. */
function banParts(c: Clause, families: string[], targets: TargetSpec[]): boolean {
  if (c.type === "action") {
    if (c.only) return false; // "only npm local repos": the allowed set is the rule itself
    for (const f of c.families) families.push(f);
    for (const g of c.groups) for (const t of g) targets.push(t);
    return true;
  }
  if (c.type === "limit" || c.type === "time") {
    for (const f of c.families) families.push(f);
    if (c.groups) for (const g of c.groups) for (const t of g) targets.push(t);
    return true;
  }
  return false;
}

/** Whether every changing act the call shows of the ban's families is the allowed act, or read at the
 * same place as it (`ALTER TABLE … SET ttl` is a write and a schema change of one statement). */
function onlyThisAct(a: AllowedAct, families: readonly string[], any: boolean, facts: CallFacts, rules: GuardRules): boolean {
  let at: string[] | undefined;
  for (const [id, ev] of facts.families) if (isAllowed(a, id, ev.word.toLowerCase(), rules)) (at ??= []).push(ev.where);
  if (!at) return false;
  for (const [id, ev] of facts.families) {
    if (rules.families.get(id)?.readOnly || (!any && !families.includes(id))) continue;
    if (isAllowed(a, id, ev.word.toLowerCase(), rules)) continue;
    if (!samePlace(ev.where, at)) return false;
  }
  return true;
}

// the allowance's act family or its own verb
function isAllowed(a: AllowedAct, id: string, word: string, rules: GuardRules): boolean {
  if (rules.families.get(id)?.readOnly) return false;
  // (the ban's own verb is fine: "removing files in dist/ is fine" beside "never delete under migrations/")
  return a.families.includes(id) || a.words.includes(word);
}

function samePlace(where: string, at: readonly string[]): boolean {
  for (const w of at) if (where.startsWith(w)) return true;
  return false;
}

// "changing ttl of the debug_* tables": the call must name the ttl AND a debug_* table
function namesEveryThing(things: readonly TargetSpec[], facts: CallFacts, ctx: MatchContext): boolean {
  for (const t of things) if (!matchTarget(t, facts, ctx)) return false;
  return true;
}

/** Whether an allowed thing is one the ban's targets do not name: a glob, a folder, or a name word. */
function namesMore(things: readonly TargetSpec[], targets: readonly TargetSpec[]): boolean {
  const names = new Set<string>();
  for (const t of targets) for (const n of t.names) names.add(n);
  for (const x of things) {
    if (x.glob || x.prefix || x.literal || x.quoted) return true;
    for (const n of x.names) if (!names.has(n)) return true;
  }
  return false;
}

/** A ban target narrower than an allowed thing: its name words hold all of the thing's and more,
 * or its folder lies under the thing's folder, or it is a named one (quoted, an id, a pattern). */
function moreSpecific(targets: readonly TargetSpec[], things: readonly TargetSpec[]): boolean {
  for (const t of targets) for (const x of things) if (narrowerThan(t, x)) return true;
  return false;
}

function narrowerThan(t: TargetSpec, x: TargetSpec): boolean {
  if (t.prefix && x.prefix) return t.prefix.startsWith(x.prefix + "/");
  if (t.literal || t.ids || t.keyIds || t.quoted || t.glob) return true; // a named one: narrower than a kind
  if (!x.names.length || t.names.length <= x.names.length) return false;
  for (const n of x.names) if (!t.names.includes(n)) return false;
  return true;
}
