// The decision for one request, as an explicit ordered list of named steps:
// read-call → applicable-entries → match-entries → silent-targets → call-signals → decide.
import type { GuardRequest, GuardResponse, Signal, Violation } from "../contract/guard.ts";
import type { LedgerEntry, PinKind } from "../contract/ledger-entry.ts";
import type { GuardRules } from "./guard-rules.ts";
import type { CompiledEntry } from "./compile/compiled-entry.ts";
import { readCall, type CallFacts } from "./read-call/call-facts.ts";
import { canonicalCall } from "./read-call/canonical-call.ts";
import { matchAction, matchClause, type Evidence, type MatchContext } from "./match/match-clause.ts";
import { matchExplicit, missingPrerequisite } from "./match/explicit-match.ts";
import { findRejectedRetry } from "./match/rejected-approach.ts";
import { splitWords } from "./split-words.ts";
import { flagWordsOf, readConditionFlags, type FlagWords } from "./compile/rule-condition-flags.ts";
import { sessionUi } from "./read-call/session-ui.ts";
import { matchSilentTarget, silentEffect } from "./match/match-silent-target.ts";
import { matchLiteralBans } from "./match/match-literal-ban.ts";
import { matchContentBan } from "./match/match-content-ban.ts";
import { matchMessageTopic } from "./match/match-message-topic.ts";
import { readContextFacts } from "./read-call/call-context-facts.ts";
import { LOOKUP_MARK, readLookupTables } from "./read-call/context-lookup.ts";
import { ownerOff } from "./carve-outs/fb-owner.ts";
import { otherState } from "./carve-outs/fb-state-qualifier.ts";
import { liftedBy } from "./carve-outs/fb-allow-entry.ts";
import { flagEnded, flagOff } from "./flag-value.ts";

interface State {
  req: GuardRequest;
  now: Date;
  rules: GuardRules;
  compile: (e: LedgerEntry, index: number) => CompiledEntry;
  readHistory: (tool: string, args: unknown) => CallFacts;
  facts?: CallFacts;
  // the compiled form of each entry that applies, at its index in req.ledger (undefined: skipped);
  // one array sized once, not an object per entry and decision
  applicable: (CompiledEntry | undefined)[];
  // per entry: the context flags that are its condition and hold (their words name its target)
  heldFlags?: (FlagWords[] | undefined)[];
  // conditions the context facts state (call-context-facts.ts): {"destination_in_address_book": false}
  factConditions?: Record<string, boolean>;
  violations: Violation[];
  matched?: Set<number>; // entries (index in req.ledger) that gave a violation in match-entries
  signals: Signal[];
  ctx?: CallContext;
  decision: GuardResponse["decision"];
}

const STEPS: { name: string; run: (s: State) => void }[] = [
  { name: "read-call", run: readCallStep },
  { name: "applicable-entries", run: applicableEntries },
  { name: "match-entries", run: matchEntries },
  { name: "silent-targets", run: silentTargets },
  { name: "allow-entries", run: allowEntries },
  { name: "call-signals", run: callSignals },
  { name: "decide", run: decide },
];

export function evaluate(
  req: GuardRequest,
  now: Date,
  rules: GuardRules,
  /** `index` is the entry's place in req.ledger (the caller may have its compiled form at hand). */
  compile: (e: LedgerEntry, index: number) => CompiledEntry,
  readHistory: (tool: string, args: unknown) => CallFacts = (tool, args) => readCall(tool, args, rules),
): GuardResponse {
  const s: State = { req, now, rules, compile, readHistory, applicable: [], violations: [], signals: [], decision: "allow" };
  for (const step of STEPS) step.run(s);
  return { decision: s.decision, violations: s.violations, signals: s.signals };
}

function readCallStep(s: State) {
  s.facts = readCall(s.req.call.tool, s.req.call.args, s.rules);
  if (s.facts.truncated) s.signals.push({ type: "args_truncated", detail: s.facts.truncated });
  s.ctx = new CallContext(s.rules, s.facts, s.req, s.now, s.readHistory);
  // a UI call acts on the page, form and control the session left it on (session-ui.ts)
  sessionUi(s.facts, s.ctx, s.req, s.rules);
  // string and list flags about the call's object read as what the call shows (call-context-facts.ts)
  const flags = s.req.context?.flags;
  if (flags) {
    let whenKeys: Set<string> | undefined;
    for (const e of s.req.ledger) if (e.when) for (const k of Object.keys(e.when)) (whenKeys ??= new Set()).add(k);
    const read = readContextFacts(s.facts, flags, whenKeys ?? NO_KEYS, s.rules);
    if (read && Object.keys(read.conditions).length) s.factConditions = read.conditions;
    // object flags keyed by the ids the call carries: {"monitor_names": {"3": "checkout-eu"}} (context-lookup.ts)
    readLookupTables(s.facts, s.req.call.args, flags, whenKeys ?? NO_KEYS, s.rules);
  }
}
const NO_KEYS: ReadonlySet<string> = new Set();

const CANONICAL = Symbol("canonical call"); // a history call's canonical form, on its facts' memo

// A class, not an object of arrow functions: no closures to allocate (and name) per decision.
class CallContext implements MatchContext {
  readonly aliases = new Map<string, Set<string>>();
  private hist: CallFacts[] | undefined;
  private canon: string | undefined;
  histCanon: string[] | undefined;
  readonly historyLength: number;
  readonly flags: Readonly<Record<string, unknown>> | undefined;
  readonly nowText: string | undefined; // context.now as sent: its offset is the user's clock (match-time-offset.ts)
  heldFlags: FlagWords[] | undefined = undefined;
  ruleWords: readonly string[] | undefined = undefined; // the entry being matched (match-flag-money.ts)
  constructor(
    readonly rules: GuardRules,
    readonly facts: CallFacts,
    private readonly req: GuardRequest,
    readonly now: Date,
    private readonly readHistory: (tool: string, args: unknown) => CallFacts,
  ) {
    this.historyLength = req.history?.length ?? 0;
    this.flags = req.context?.flags;
    this.nowText = req.context?.now;
  }
  history(): CallFacts[] {
    if (!this.hist) {
      const history = this.req.history ?? [];
      this.hist = [];
      for (const h of history) this.hist.push(this.readHistory(h.tool, h.args));
    }
    return this.hist;
  }
  canonical(): string {
    return (this.canon ??= canonicalCall(this.req.call.tool, this.req.call.args));
  }
  /** history[i]'s canonical form. When the history's facts were read (cached by content: a history
   * is resent with every call), it is kept on them, so a repeated history call is canonicalized once. */
  historyCanonicalAt(i: number, h: { tool: string; args?: unknown }): string {
    const f = this.hist?.[i];
    if (!f) return canonicalCall(h.tool, h.args);
    let c = f.memo.get(CANONICAL) as string | undefined;
    if (c === undefined) f.memo.set(CANONICAL, (c = canonicalCall(h.tool, h.args)));
    return c;
  }
  historyCanonical(): string[] {
    if (!this.histCanon) {
      const history = this.req.history ?? [];
      this.histCanon = [];
      for (let i = 0; i < history.length; i++) this.histCanon.push(this.historyCanonicalAt(i, history[i]!));
    }
    return this.histCanon;
  }
}

// a condition flag that is off, unset or over (rules/guard/flag-values.yaml, flag-value.ts)
function conditionFalsy(v: unknown): boolean {
  return v === "" || v === null || flagOff(v) || flagEnded(v);
}

function applicableEntries(s: State) {
  const scopes = s.req.context?.scopes ?? {};
  const flags = s.req.context?.flags ?? {};
  const ledger = s.req.ledger;
  s.applicable = new Array(ledger.length);
  let flagWords: FlagWords[] | undefined; // read on the first entry that gets this far
  for (let i = 0; i < ledger.length; i++) {
    const entry = ledger[i]!;
    if (entry.scope && scopes[entry.scope.type] !== entry.scope.id) {
      s.signals.push({ type: "entry_skipped", id: entry.id, reason: "out_of_scope", detail: `scoped to ${entry.scope.type} ${entry.scope.id}; active ${entry.scope.type}: ${scopes[entry.scope.type] ?? "none"}` });
      continue;
    }
    if (entry.expires_at && Date.parse(entry.expires_at) <= s.now.getTime()) {
      s.signals.push({ type: "entry_skipped", id: entry.id, reason: "expired", detail: `expired at ${entry.expires_at}` });
      continue;
    }
    const off = entry.when ? Object.entries(entry.when).find(([k, v]) => flags[k] !== v) : undefined;
    if (off) {
      s.signals.push({ type: "entry_skipped", id: entry.id, reason: "condition_off", detail: `when ${off[0]} = ${JSON.stringify(off[1])}; context has ${JSON.stringify(flags[off[0]] ?? null)}` });
      continue;
    }
    const compiled = s.compile(entry, i);
    // "During the maintenance freeze, …" with flags.maintenance_freeze = false
    const cond = !entry.when && compiled.conditionWords.length ? conditionOff(compiled.conditionWords, flags) : undefined;
    if (cond) {
      s.signals.push({ type: "entry_skipped", id: entry.id, reason: "condition_off", detail: `the words name a condition ("${compiled.conditionWords.join(" ")}"); flags.${cond[0]} = ${JSON.stringify(cond[1])}` });
      continue;
    }
    // "commits that are already pushed" with flags.head_commit_pushed = false (rule-condition-flags.ts)
    if (flagWords === undefined) flagWords = flagWordsOf(s.factConditions ? { ...s.factConditions, ...flags } : flags);
    if (flagWords.length && !entry.when && compiled.ruleWords?.length) {
      const read = readConditionFlags(compiled.ruleWords, flagWords);
      if (read.off) {
        s.signals.push({ type: "entry_skipped", id: entry.id, reason: "condition_off", detail: `the words name a condition (${read.off.words.join(" ")}); flags.${read.off.key} = ${JSON.stringify(read.off.value)}` });
        continue;
      }
      if (read.held.length) (s.heldFlags ??= [])[i] = read.held;
    }
    // "don't abort builds other people started" + {"build_triggered_by": "agent"} (fb-owner.ts)
    // (whose things the rule is about is read at compile time: most entries say nothing of it and skip this)
    const notOwners = compiled.owner && !entry.when && s.req.context?.flags ? ownerOff(compiled.owner, s.req.context.flags, (id) => s.ctx!.canonical().includes(id)) : undefined;
    if (notOwners) {
      s.signals.push({ type: "entry_skipped", id: entry.id, reason: "condition_off", detail: notOwners });
      continue;
    }
    // most entries name no alias: no iterator for an empty list
    if (compiled.aliases.length)
      for (const a of compiled.aliases) {
        const k = a.names.join(" ");
        if (!s.ctx!.aliases.has(k)) s.ctx!.aliases.set(k, new Set());
        s.ctx!.aliases.get(k)!.add(a.id);
      }
    s.applicable[i] = compiled;
  }
}

function conditionOff(words: string[], flags: Record<string, unknown>): [string, unknown] | undefined {
  const set = new Set(words);
  for (const [k, v] of Object.entries(flags)) {
    const fw = splitWords(k, 8).filter((w) => w.length > 2 && w !== "in" && w !== "progress" && w !== "active" && w !== "enabled" && w !== "is");
    if (!fw.length) continue;
    const overlap = fw.filter((w) => set.has(w) || set.has(w.replace(/s$/, ""))).length;
    if ((overlap === fw.length || overlap >= 2) && conditionFalsy(v)) return [k, v];
  }
  return undefined;
}

function matchEntries(s: State) {
  const ctx = s.ctx!;
  const ledger = s.req.ledger;
  for (let i = 0; i < s.applicable.length; i++) {
    const compiled = s.applicable[i];
    if (compiled === undefined) continue;
    const entry = ledger[i]!;
    let evidence: Evidence[] | undefined;
    let effect = compiled.effect;
    if (entry.match) evidence = matchExplicit(entry.match, s.req.call);
    if (entry.requires && (!entry.match || evidence)) {
      const gate = entry.match ? evidence : [];
      const miss = missingPrerequisite(entry.requires, s.req.call, s.req.history ?? []);
      evidence = miss ? [...(gate ?? []), miss] : undefined;
    }
    if (!entry.match && !entry.requires) {
      if (compiled.uncompilable) {
        s.signals.push({ type: "uncompilable_entry", id: entry.id, detail: compiled.uncompilable });
        if (compiled.literalBans || compiled.contentBan || compiled.messageTopic) literalBanStep(s, i, entry, compiled);
        continue;
      }
      // O(1) rejection per family: most entries are about actions this call does not take
      if (compiled.gate && !anyFamily(compiled.gate, ctx.facts.families)) {
        if (compiled.literalBans || compiled.contentBan || compiled.messageTopic) literalBanStep(s, i, entry, compiled);
        continue;
      }
      ctx.heldFlags = s.heldFlags?.[i];
      ctx.ruleWords = compiled.ruleWords;
      // (a ban part of an approval entry keeps its deny: a deny clause that matches wins; rule-mixed-effect.ts)
      for (const c of compiled.clauses) {
        // (with a match in hand, only a deny clause can change the outcome)
        if (evidence && (c.effect ?? compiled.effect) !== "deny") continue;
        const ev = matchClause(c, ctx);
        if (!ev) continue;
        evidence = ev;
        effect = c.effect ?? compiled.effect;
        if (!compiled.mixed || effect === "deny") break;
      }
      ctx.heldFlags = undefined;
      ctx.ruleWords = undefined;
      if (!evidence && (compiled.literalBans || compiled.contentBan || compiled.messageTopic)) {
        literalBanStep(s, i, entry, compiled);
        continue;
      }
    }
    if (!evidence) continue;
    addViolation(s, entry, effect, entry.kind ?? compiled.kind, evidence);
    (s.matched ??= new Set()).add(i);
  }
}

/** A literal the rule bans, shown by the call (rule-literal-ban.ts, match-literal-ban.ts), or a kind of
 * value it bans written by the call (rule-content-ban.ts, match-content-ban.ts). */
function literalBanStep(s: State, i: number, entry: LedgerEntry, compiled: CompiledEntry) {
  const facts = s.ctx!.facts;
  const evidence =
    (compiled.literalBans && matchLiteralBans(compiled.literalBans, facts, s.req.call.tool, s.req.call.args)) ||
    (compiled.contentBan && matchContentBan(compiled.contentBan, facts, s.req.call.args, s.rules.contentValues)) ||
    (compiled.messageTopic && matchMessageTopic(compiled.messageTopic, facts, s.req.call.tool, s.req.call.args, s.rules.messageTopics)) ||
    undefined;
  if (!evidence) return;
  addViolation(s, entry, compiled.effect, entry.kind ?? compiled.kind, evidence);
  (s.matched ??= new Set()).add(i);
}

/** One violation from its evidence (and a warning signal when the effect is warn). */
function addViolation(s: State, entry: LedgerEntry, effect: Violation["effect"], kind: PinKind, evidence: Evidence[]) {
  // plain loops and literals: an object spread per evidence item showed in the profile
  const matched: Violation["matched"] = [];
  for (const e of evidence) matched.push(e.path ? { rule: e.rule, call: e.call, path: e.path, part: e.part } : { rule: e.rule, call: e.call, part: e.part });
  const v: Violation = { id: entry.id, text: entry.text, effect, kind, why: explain(evidence), matched };
  s.violations.push(v);
  if (effect === "warn") s.signals.push({ type: "warning", id: entry.id, detail: v.why });
}

/** Bans the call did not match only because a target group failed, where the call names nothing
 * of that target's kind (match-silent-target.ts); off unless silent-target.yaml's policy says so. */
function silentTargets(s: State) {
  const policy = s.rules.silent.policy;
  if (policy.mode === "off") return;
  const ctx = s.ctx!;
  const ledger = s.req.ledger;
  for (let i = 0; i < s.applicable.length; i++) {
    const compiled = s.applicable[i];
    if (compiled === undefined || compiled.uncompilable || s.matched?.has(i)) continue;
    const entry = ledger[i]!;
    if (entry.match || entry.requires) continue;
    if (compiled.gate && !anyFamily(compiled.gate, ctx.facts.families)) continue;
    ctx.heldFlags = s.heldFlags?.[i];
    let evidence: Evidence[] | undefined;
    let effect = compiled.effect;
    for (const c of compiled.clauses) {
      if (c.type !== "action" || c.only) continue;
      if (c.states && otherState(c.states, ctx.flags, s.rules.stateChains)) continue;
      if (c.trigger && !matchAction(c.trigger, ctx.facts, ctx)) continue;
      if ((evidence = matchSilentTarget(c, ctx, policy, entry.text))) {
        effect = c.effect ?? compiled.effect;
        break;
      }
    }
    ctx.heldFlags = undefined;
    if (evidence) addViolation(s, entry, silentEffect(effect, policy), entry.kind ?? compiled.kind, evidence);
  }
}

/** Violations lifted by an entry that only allows the act ("creating new watchlists is ok") on a thing
 * the call names, when the ban is not more specific than it (fb-allow-entry.ts). */
function allowEntries(s: State) {
  if (!s.violations.length) return;
  const ledger = s.req.ledger;
  let byId: Map<string, number> | undefined;
  for (let i = 0; i < s.applicable.length; i++) {
    const acts = s.applicable[i]?.allowOnly;
    if (!acts) continue;
    if (!byId) {
      byId = new Map();
      for (let k = 0; k < ledger.length; k++) if (!byId.has(ledger[k]!.id)) byId.set(ledger[k]!.id, k);
    }
    const kept: Violation[] = [];
    for (const v of s.violations) {
      const j = byId.get(v.id);
      const ban = j === undefined || j === i ? undefined : s.applicable[j];
      const a = ban && liftedBy(acts, ledger[j!]!, ban, s.ctx!.facts, s.ctx!, s.rules);
      if (!a) {
        kept.push(v);
        continue;
      }
      s.signals.push({ type: "entry_lifted", id: v.id, detail: `${ledger[i]!.id} allows it: "${ledger[i]!.text}" (${a.words[0]} ${a.things.map(thingRaw).join(", ")})` });
    }
    s.violations = kept;
  }
}

function thingRaw(t: { raw: string }): string {
  return t.raw;
}

function anyFamily(gate: readonly string[], families: ReadonlyMap<string, unknown>): boolean {
  for (const f of gate) if (families.has(f)) return true;
  return false;
}

/** action "restart" ≈ tool restart_service; target "the primary" ≈ args.host "db-primary-1" */
function explain(ev: Evidence[]): string {
  let out = "";
  for (let i = 0; i < ev.length; i++) {
    const e = ev[i]!;
    // target not named by the call: "Receipts label" (match-silent-target.ts)
    if (e.part === "silent-target") {
      out += (i ? "; " : "") + `${e.call}: "${e.rule}"`;
      continue;
    }
    const path = e.path;
    // the path up to its first space: 'args.cli_command "aws rds reboot"' → args.cli_command
    // (a looked-up value keeps its source: 'args.monitor_id 3 = flags.monitor_names "checkout-eu"')
    const sp = path && !path.includes(LOOKUP_MARK) ? path.indexOf(" ") : -1;
    const at = !path ? `"${e.call}"` : path.startsWith("tool ") ? path : `${sp < 0 ? path : path.slice(0, sp)} "${e.call}"`;
    out += (i ? "; " : "") + `${e.part} "${e.rule}" ≈ ${at}`;
  }
  return out;
}

function callSignals(s: State) {
  const ctx = s.ctx!;
  const history = s.req.history ?? [];
  if (history.length) {
    const idx = lastSameCall(ctx, s.req.call.tool, history);
    if (idx >= 0) s.signals.push({ type: "repeated_work", detail: `same tool and arguments as history[${idx}] (${s.req.call.tool})` });
  }
  const rejected = s.req.context?.rejected_approaches;
  if (rejected?.length) {
    const hit = findRejectedRetry(rejected, s.req.call, ctx.facts);
    if (hit) s.signals.push({ type: "rejected_approach_retry", detail: hit });
  }
}

/** Index of the last history call identical to this one, or -1. The canonical form starts with the
 * tool name and a \u0000, so a call to another tool cannot be identical: only same-tool calls are
 * canonicalized (a tool name holding \u0000 could blur that border, so then all are). */
function lastSameCall(ctx: CallContext, tool: string, history: { tool: string; args?: unknown }[]): number {
  if (ctx.histCanon) return ctx.histCanon.lastIndexOf(ctx.canonical());
  const odd = tool.includes("\u0000");
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (h.tool !== tool && !odd && !h.tool.includes("\u0000")) continue;
    if (ctx.historyCanonicalAt(i, h) === ctx.canonical()) return i;
  }
  return -1;
}

function decide(s: State) {
  let approval = false;
  for (const v of s.violations) {
    if (v.effect === "deny") return void (s.decision = "deny");
    if (v.effect === "require_approval") approval = true;
  }
  s.decision = approval ? "require_approval" : "allow";
}
