// Table-driven tests of the exception of a timed ban (rule-time-exception.ts, match-time-exception.ts):
// what follows "unless" / "except" is a state the call may show to be let through, not a target it must name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { timeException } from "../../src/guard/compile/rule-time-exception.ts";
import { meetsException } from "../../src/guard/match/match-time-exception.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { splitWords } from "../../src/guard/split-words.ts";
import { decide, rules } from "./support.ts";

test("the exception clause of a timed ban and the words the call shows", () => {
  const table: [string, string[] | undefined][] = [
    ["nothing to the oncall-pager topic between 23:00 and 07:00 unless it's priority 5", ["priority", "5"]],
    ["don't scan the orders table during business hours (9-17) unless they hit an index (WHERE id = ...)", ["where", "id"]],
    ["no pushes to the alerts room after 22:00 except severity critical", ["severity", "critical"]],
    ["no deploys after 18:00 unless I say so", undefined], // the user's approval, read elsewhere
    ["no deploys after 18:00", undefined],
  ];
  for (const [text, want] of table) assert.deepEqual(timeException(readRuleText(text)[0]!.tokens, rules).unless, want, text);
});

test("the call meets the exception when its words hold the exception's words side by side", () => {
  const table: [string[], string, boolean][] = [
    [["priority", "5"], "send\u0000priority=5\u0000topic=oncall-pager", true],
    [["priority", "5"], "send\u0000priority=2\u0000retries=5", false],
    [["where", "id"], "sql=SELECT * FROM t WHERE id = 4", true],
    [["where", "id"], "sql=SELECT id FROM t WHERE memo LIKE 'x'", false],
  ];
  for (const [unless, canon, want] of table) assert.equal(meetsException(unless, splitWords(canon, 4000)), want, canon);
});

test("a timed ban with an exception: the window blocks, the exception and other topics pass", () => {
  const ledger = [{ id: "r1", text: "nothing to the night-desk channel between 22:00 and 06:00 unless it's urgency high" }];
  const night = { context: { now: "2026-12-03T23:30:00+00:00" } };
  const day = { context: { now: "2026-12-03T12:30:00+00:00" } };
  const table: [Record<string, unknown>, object, string][] = [
    [{ channel: "night-desk", text: "weekly digest", urgency: "low" }, night, "deny"],
    [{ channel: "night-desk", text: "boiler failed", urgency: "high" }, night, "allow"], // the exception met
    [{ channel: "night-desk", text: "weekly digest", urgency: "low" }, day, "allow"], // outside the window
    [{ channel: "garden-club", text: "weekly digest", urgency: "low" }, night, "allow"], // another channel
  ];
  for (const [args, extra, want] of table) assert.equal(decide(ledger, { tool: "push_desk_note", args }, extra).decision, want, JSON.stringify([args, extra]));
});

test("'<word> time' after the clock, beside a named zone, says whose clock: no target", () => {
  const ledger = [{ id: "r1", text: "Only submit kiln jobs between 09:00 and 17:00 workshop time (America/Chicago)" }];
  const table: [string, string][] = [
    ["2026-12-03T20:30:00-06:00", "deny"], // 20:30 in Chicago
    ["2026-12-03T10:30:00-06:00", "allow"], // inside the window
  ];
  for (const [now, want] of table) assert.equal(decide(ledger, { tool: "submit_kiln_job", args: { queue: "kiln-queue", piece: "vase-12" } }, { context: { now } }).decision, want, now);
});
