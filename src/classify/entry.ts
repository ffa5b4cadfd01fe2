// Step 5, entry: a pin plus the ledger entry /v1/guard accepts as is. The id is stable for the
// same text and turn ("pin-" + 12 hex of a 64-bit FNV-1a hash), so re-classifying a transcript
// yields the same ledger ids.
import type { Pin } from "../contract/classify.ts";
import type { LedgerEntry, PinKind, Scope } from "../contract/ledger-entry.ts";
import type { CueGroup } from "./compile-rules.ts";
import type { Unit } from "./segment.ts";

function fnv1a64(s: string): string {
  // two 32-bit FNV-1a lanes with different offsets: cheap, deterministic, no crypto needed
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 + 0x100) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0").slice(0, 4);
}

export function entryId(text: string, turn: number | undefined): string {
  return `pin-${fnv1a64(`${turn ?? ""}\u0000${text}`)}`;
}

export interface PinDraft {
  start: number;
  end: number;
  text: string;
  kind: PinKind;
  confidence: number;
  scope?: Scope;
  scopePhrase?: string;
  reason?: { start: number; end: number; text: string };
  approval: boolean;
  explain?: Pin["explain"];
}

const MAX_ENTRY_TEXT = 4_000;

export function toPin(d: PinDraft, turn: number | undefined): Pin {
  const entry: LedgerEntry = { id: entryId(d.text, turn), text: d.text.slice(0, MAX_ENTRY_TEXT), kind: d.kind };
  if (d.scope) entry.scope = d.scope;
  if (d.approval) entry.effect = "require_approval";
  if (turn !== undefined) entry.source_turn = turn;
  const pin: Pin = { text: d.text, start: d.start, end: d.end, kind: d.kind, confidence: Math.round(d.confidence * 1000) / 1000, entry };
  if (d.scope) pin.scope = d.scope;
  if (d.scopePhrase) pin.scope_phrase = d.scopePhrase;
  if (d.reason) pin.reason = d.reason;
  if (d.explain) pin.explain = d.explain;
  return pin;
}

// The reason after a rule: "Whatever you do, do not restart the primary. Replication is
// mid-resync." -> ONE pin (the prohibition) whose reason is the second sentence. A short plain
// statement right after an action rule, in the same paragraph, explains the rule; even when it
// reads as a standing fact on its own (a condition), it is attached, not pinned twice.
export interface ReasonCandidate {
  unit: Unit;
  groups: ReadonlySet<CueGroup>;
  imperative: boolean;
  question: boolean;
  /** the rule veto of the unit (null: none) */
  vetoed: string | null;
  /** the kind it would get as a pin of its own; undefined when it is not a pin */
  pinKind?: PinKind;
  /** a cue marked own_pin fired (a sanction or penalty): as a pin it is never taken as a reason */
  ownPin?: boolean;
}

const REASON_MAX = 160;
/** A following PIN is taken as a reason only when it is this short: a longer fact stands on its own. */
const REASON_PIN_MAX = 100;
// vetoes that still leave a plain statement: "It will lock the table." is a consequence, a reason
const REASON_VETOES: ReadonlySet<string> = new Set(["no-rule-signal", "past-narrative", "cue:veto.consequence", "reason-clause"]);
// a cue of one of these makes the next sentence a rule of its own ("Never push. Always open a PR.")
const OWN_RULE_GROUPS: readonly CueGroup[] = ["prohibit", "require", "limit", "prefer", "approval", "response", "standing"];
const SENTENCE_START = /^[\s*_>"'(]*[A-Z0-9]/;

export function isReasonFor(ruleUnit: Unit, ruleKind: PinKind, next: ReasonCandidate | undefined): boolean {
  if (!next || next.unit.stretch !== ruleUnit.stretch || next.question || next.unit.text.length > REASON_MAX) return false;
  if (next.unit.role === "reason") return true;
  if (next.vetoed !== null && !REASON_VETOES.has(next.vetoed)) return false;
  if (next.imperative || next.unit.clause || !SENTENCE_START.test(next.unit.text)) return false;
  if (next.pinKind === undefined) return true;
  if (next.ownPin) return false;
  // a pin of its own: only a short stated fact (no cue of a rule of its own) after a prohibition or
  // a requirement; "Keep replies short. We are in a change freeze." keeps both pins
  if ((ruleKind !== "prohibition" && ruleKind !== "requirement") || next.unit.text.length > REASON_PIN_MAX) return false;
  for (const g of OWN_RULE_GROUPS) if (next.groups.has(g)) return false;
  return true;
}
