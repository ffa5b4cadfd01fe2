// context.now without an offset ("2026-12-01T20:15:00") is accepted and read as UTC — never the
// server's own zone — so a time rule decides the same on every host.
import { test } from "node:test";
import assert from "node:assert/strict";
import { nowClock } from "../../src/contract/guard.ts";
import { decide } from "./support.ts";

test("nowClock: an offset is kept; no offset means UTC", () => {
  const table: [string, string][] = [
    ["2026-12-01T20:15:00", "2026-12-01T20:15:00.000Z"],
    ["2026-12-01T20:15", "2026-12-01T20:15:00.000Z"],
    ["2026-12-01T20:15:00Z", "2026-12-01T20:15:00.000Z"],
    ["2026-12-01T20:15:00+01:00", "2026-12-01T19:15:00.000Z"],
    ["2026-12-01T20:15:00.250-05:00", "2026-12-02T01:15:00.250Z"],
  ];
  for (const [text, iso] of table) assert.equal(nowClock(text).toISOString(), iso, text);
});

test("a zone-less context.now decides a time rule as UTC", () => {
  const ledger = [{ id: "c1", text: "No deploys after 18:00." }];
  const call = { tool: "deploy_service", args: { service: "api" } };
  const table: [string, string][] = [
    ["2026-12-01T20:15:00", "deny"],
    ["2026-12-01T10:15:00", "allow"],
    ["2026-12-01T10:15", "allow"],
  ];
  for (const [now, want] of table) assert.equal(decide(ledger, call, { context: { now } }).decision, want, now);
});
