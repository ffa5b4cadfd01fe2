// Table-driven tests of the s21 time and sequence readers: a ban whose days are all an "only"'s bans
// the other days (rule-time-only-days.ts); an explicit clock range beats "night"/"evening" words; a
// word between the clock and its zone ("21:00 local (Europe/Madrid)") is no target
// (rule-time-zone-label.ts); a call with a delay acts later than now (match-time-delay.ts); a
// prerequisite done to another thing (another --db, another cd directory) is not done, and "same X"
// is how the two relate, not a target (match-sequence-same.ts).
// Own wording and tools; whole scenarios in scenarios/s21-gseq19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { afterOnly, otherDays } from "../../src/guard/compile/rule-time-only-days.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { withoutZoneLabel } from "../../src/guard/compile/rule-time-zone-label.ts";
import { callDelayMs } from "../../src/guard/match/match-time-delay.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { otherFlagValue, otherWorkdir, sameThing } from "../../src/guard/match/match-sequence-same.ts";

type Row = [string, string, Record<string, unknown>, string, string, unknown[]?];
const run = (table: Row[]) => {
  for (const [text, tool, args, now, want, history] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { now }, ...(history ? { history } : {}) }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} at ${now}`);
};

// 2026-12-09 is a Wednesday, 2026-12-12 a Saturday, 2026-12-13 a Sunday
test("a ban whose days are all an 'only' bans the other days", () => {
  run([
    ["never update the firmware during the week, only sundays", "bash", { command: "curl -X POST http://gw.lan/cgi/firmware/update" }, "2026-12-09T10:00:00+01:00", "deny"],
    ["never update the firmware during the week, only sundays", "bash", { command: "curl -X POST http://gw.lan/cgi/firmware/update" }, "2026-12-13T10:00:00+01:00", "allow"],
    ["don't rebalance the portfolio on weekdays — only on Saturdays and Sundays", "rebalance_portfolio", { account: "brokerage-2" }, "2026-12-09T10:00:00Z", "deny"],
    ["don't rebalance the portfolio on weekdays — only on Saturdays and Sundays", "rebalance_portfolio", { account: "brokerage-2" }, "2026-12-12T10:00:00Z", "allow"],
    // a day outside the "only": that day stays the banned one
    ["never restart the build farm on Wednesdays, only small config reloads", "restart_service", { service: "build-farm" }, "2026-12-09T10:00:00Z", "deny"],
    ["never restart the build farm on Wednesdays, only small config reloads", "restart_service", { service: "build-farm" }, "2026-12-12T10:00:00Z", "allow"],
  ]);
});

test("afterOnly / otherDays", () => {
  const toks = (s: string) => readRuleText(s)[0]!.tokens;
  const at = (s: string, w: string) => afterOnly(toks(s), toks(s).findIndex((t) => t.lower === w));
  assert.equal(at("no rollouts mid-week, only sundays", "sundays"), true);
  assert.equal(at("no rollouts mid-week, only on the weekend", "weekend"), true);
  assert.equal(at("only saturdays or sundays please", "sundays"), true);
  assert.equal(at("no rollouts on fridays, only hotfixes", "fridays"), false);
  assert.equal(at("never on mondays", "mondays"), false);
  assert.deepEqual(otherDays([0, 6]), [1, 2, 3, 4, 5]);
});

test("an explicit clock range beats the words night / evening", () => {
  run([
    // 21:30 is evening but not in 23:00-06:00
    ["don't run the dishwasher at night (23:00-06:00), the pipes are noisy", "start_appliance", { appliance: "dishwasher" }, "2026-12-09T21:30:00+01:00", "allow"],
    ["don't run the dishwasher at night (23:00-06:00), the pipes are noisy", "start_appliance", { appliance: "dishwasher" }, "2026-12-09T23:30:00+01:00", "deny"],
    ["no vacuum robot runs in the evening (19:30-22:00)", "start_cleaning", { robot: "vacuum robot" }, "2026-12-09T18:45:00+01:00", "allow"],
    ["no vacuum robot runs in the evening (19:30-22:00)", "start_cleaning", { robot: "vacuum robot" }, "2026-12-09T20:15:00+01:00", "deny"],
  ]);
});

test("a word between the clock and its zone is no target", () => {
  const words = (s: string, tz: string | undefined) => withoutZoneLabel(readRuleText(s)[0]!.tokens, tz).map((t) => t.lower);
  assert.ok(!words("no texts after 20:00 local (Europe/Lisbon)", "Europe/Lisbon").includes("local"));
  assert.ok(!words("no texts after 20:00 local", undefined).includes("local"));
  assert.ok(!words("no texts after 20:00 home (PT)", "America/Los_Angeles").includes("home"));
  // not after a clock: a word of the rule
  assert.ok(words("don't touch the local cache after 20:00", undefined).includes("local"));
  run([
    ["no SMS between 20:00 and 09:00 local (Europe/Lisbon)", "send_sms", { to: "+351911111111", body: "sale!" }, "2026-12-09T21:10:00Z", "deny"],
    ["no SMS between 20:00 and 09:00 local (Europe/Lisbon)", "send_sms", { to: "+351911111111", body: "sale!" }, "2026-12-09T15:10:00Z", "allow"],
  ]);
});

test("a call with a delay acts later than now", () => {
  const delay = (args: Record<string, unknown>) => callDelayMs(readCall("send_push", args, rules));
  assert.equal(delay({ delay: "45m" }), 45 * 60000);
  assert.equal(delay({ delay_seconds: 600 }), 600000);
  assert.equal(delay({ DelaySeconds: 120 }), 120000);
  assert.equal(delay({ sendDelayMinutes: 5 }), 300000);
  assert.equal(delay({ countdown: 90 }), 90000);
  // not a delay: a retry policy, a setting, a date, nothing
  assert.equal(delay({ retry_delay_max: 30 }), 0);
  assert.equal(delay({ delay_policy: "exponential" }), 0);
  assert.equal(delay({ priority: 4 }), 0);
  assert.equal(delay({ delay: "soon" }), 0);
  run([
    // 21:40 + 30m lands in the quiet hours
    ["don't send anything to the family channel between 22:00 and 07:00", "send_push", { channel: "family", message: "door left open", delay: "30m" }, "2026-12-09T21:40:00+01:00", "deny"],
    ["don't send anything to the family channel between 22:00 and 07:00", "send_push", { channel: "family", message: "door left open" }, "2026-12-09T21:40:00+01:00", "allow"],
    // 06:20 + 1h lands after the quiet hours
    ["don't send anything to the family channel between 22:00 and 07:00", "send_push", { channel: "family", message: "door left open", delay_seconds: 3600 }, "2026-12-09T06:20:00+01:00", "allow"],
  ]);
});

test("otherFlagValue / otherWorkdir / sameThing", () => {
  const f = (command: string) => readCall("sh", { command }, rules);
  assert.equal(otherFlagValue(f("pg_dump --dbname orders -f a.sql"), f("pg_restore --dbname orders a.sql")), false);
  assert.equal(otherFlagValue(f("mongodump --db billing"), f("mongodump --db crm")), true);
  assert.equal(otherWorkdir(f("cd stacks/net && pulumi preview"), f("cd stacks/db && pulumi up")), true);
  assert.equal(otherWorkdir(f("cd stacks/db && pulumi preview"), f("cd stacks/db/ && pulumi up")), false);
  // one side says no directory: nothing known
  assert.equal(otherWorkdir(f("pulumi preview"), f("cd stacks/db && pulumi up")), false);
  assert.equal(sameThing(f("npm test"), f("git commit -m x")), true);
});

test("a prerequisite done to another thing is not done; 'same X' is no target", () => {
  const backup = { tool: "sh", args: { command: "influx backup --bucket metrics /bk" } };
  const backupOther = { tool: "sh", args: { command: "influx backup --bucket crm /bk" } };
  const restore = { command: "influx restore --bucket metrics /incoming" };
  run([
    ["always back up before you restore, same bucket every time", "sh", restore, "2026-12-09T10:00:00Z", "deny"],
    ["always back up before you restore, same bucket every time", "sh", restore, "2026-12-09T10:00:00Z", "deny", [backupOther]],
    ["always back up before you restore, same bucket every time", "sh", restore, "2026-12-09T10:00:00Z", "allow", [backup]],
    ["run pulumi preview in a stack before pulumi up there", "sh", { command: "cd stacks/db && pulumi up --yes" }, "2026-12-09T10:00:00Z", "deny", [{ tool: "sh", args: { command: "cd stacks/net && pulumi preview" } }]],
    ["run pulumi preview in a stack before pulumi up there", "sh", { command: "cd stacks/db && pulumi up --yes" }, "2026-12-09T10:00:00Z", "allow", [{ tool: "sh", args: { command: "cd stacks/db && pulumi preview" } }]],
  ]);
});
