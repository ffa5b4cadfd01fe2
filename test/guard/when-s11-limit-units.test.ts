// Table-driven tests of what a count bounds (rule-limit-unit.ts, match-limit-unit.ts): the unit
// after the number skips bound and clause words, the words before it name the argument when no
// unit follows, a count "per call" is the size of one call, and ids are never amounts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { createGuard } from "../../src/guard/index.ts";
import { isIdNumber } from "../../src/guard/match/match-limit-unit.ts";
import { rules } from "./support.ts";

type Limit = { type: string; sense?: string; unitWords?: string[]; subjectUnit?: true; families?: string[] };
const limitOf = (text: string) => compileEntry({ id: "r1", text } as never, rules).clauses.find((c) => c.type === "limit") as Limit | undefined;

test("count units: a bound or clause word after the number is no unit; the subject names it", () => {
  const table: [string, string[], boolean][] = [
    ["seat count 8 tops", ["count", "seat"], true],
    ["shard replicas: 2 minimum", ["replica", "shard"], true],
    ["worker pods for the indexer: max 12", ["indexer", "worker"], true],
    ["max 40 rows per insert", ["row"], false],
    ["max 3 files per upload", ["file"], false],
  ];
  for (const [text, words, subject] of table) {
    const c = limitOf(text);
    assert.ok(c && c.sense === "count", text);
    for (const w of words) assert.ok(c.unitWords!.includes(w), `${text}: ${w} in ${c.unitWords}`);
    assert.equal(!!c.subjectUnit, subject, text);
  }
});

test("count units: N things per call / at a time is the size of one call, not a count of calls", () => {
  const table: [string, string][] = [
    ["no more than 30 recipients per request", "count"],
    ["attachments: 5 per message max", "count"],
    ["at most 200 SKUs at a time", "count"],
    ["at most 5 texts per customer per day", "frequency"],
  ];
  for (const [text, sense] of table) assert.equal(limitOf(text)?.sense, sense, text);
});

test("count units: ids are names, a list of ids is a count", () => {
  const table: [{ path: string; keyWords: string[] }, boolean][] = [
    [{ path: "args.venue_id", keyWords: ["venue", "id"] }, true],
    [{ path: "args.ticket_ids.3", keyWords: ["ticket", "ids"] }, true],
    [{ path: "args.ticket_ids (80 items)", keyWords: ["ticket", "ids"] }, false],
    [{ path: "args.party_size", keyWords: ["party", "size"] }, false],
  ];
  for (const [n, want] of table) assert.equal(isIdNumber({ ...n, key: "", value: 1 }), want, n.path);
});

test("count units: whole decisions", () => {
  const guard = createGuard(rules, { cacheSize: 100 });
  const table: [string, string, Record<string, unknown>, string][] = [
    ["seat count 8 tops", "reserve_block", { event_id: 99817, seat_count: 11 }, "deny"],
    ["seat count 8 tops", "reserve_block", { event_id: 99817, seat_count: 6 }, "allow"],
    ["no more than 30 recipients per request", "send_bulk", { recipients: Array.from({ length: 31 }, (_, k) => ({ email: `u${k}@ex.org` })) }, "deny"],
    ["no more than 30 recipients per request", "send_bulk", { recipients: [{ email: "a@ex.org" }, { email: "b@ex.org" }] }, "allow"],
  ];
  for (const [text, tool, args, want] of table)
    assert.equal(guard.decide({ call: { tool, args }, ledger: [{ id: "r1", text }] } as never).decision, want, `${text} ~ ${tool} ${JSON.stringify(args).slice(0, 60)}`);
});
