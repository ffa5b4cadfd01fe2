// Step 5, entry: a pin plus the ledger entry /v1/guard accepts as is. The id is stable for the
// same text and turn ("pin-" + 12 hex of a 64-bit FNV-1a hash), so re-classifying a transcript
// yields the same ledger ids.
import type { Pin } from "../contract/classify.ts";
import type { LedgerEntry, PinKind, Scope } from "../contract/ledger-entry.ts";

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
