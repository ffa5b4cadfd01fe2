// Time windows, stay-enabled pins and short spellings (gtu25):
//   a product label read as an unknown act ("harness: dont run … on fridays") gives way to the ban's own act;
//   a kind word before the act noun ("no dns changes to the x zone") is no second target;
//   "after 17 candidate local time" is a clock; POST /v1/interviews {starts-at} makes a calendar thing;
//   "X stay(s) enabled/disabled" bans the act that ends it; a rule naming an automation matches a
//   tool's automation-kind suffix (hallway_motion_notify); msgs is a message; "conventional format".
import { test } from "node:test";
import assert from "node:assert/strict";
import { readDataDir } from "../../src/load/load-files.ts";
import { parseGuardRules, createGuard } from "../../src/guard/index.ts";
import { guardRequestSchema, nowClock } from "../../src/contract/guard.ts";

const guard = createGuard(parseGuardRules(readDataDir("rules")), { cacheSize: 100 });
const schema = guardRequestSchema();

function decide(rule: string, tool: string, args: unknown, ctx?: { now?: string; flags?: Record<string, unknown> }): string {
  const req = schema.parse({ ledger: [{ id: "r1", text: rule }], call: { tool, args }, context: ctx });
  return guard.decide(req, ctx?.now ? nowClock(ctx.now) : new Date("2026-11-25T15:00:00Z")).decision;
}

const FRIDAY = "2026-12-04T14:00:00+01:00";
const THURSDAY = "2026-12-03T14:00:00+01:00";

test("time rules: label, kind modifier, whose clock, HTTP calendar resources", () => {
  const table: [string, string, unknown, { now?: string } | undefined, string][] = [
    ["gitlab: dont trigger the release pipeline on fridays", "http_request", { method: "POST", url: "https://gitlab.example.com/api/v4/projects/7/pipeline/release/trigger" }, { now: FRIDAY }, "deny"],
    ["gitlab: dont trigger the release pipeline on fridays", "http_request", { method: "POST", url: "https://gitlab.example.com/api/v4/projects/7/pipeline/release/trigger" }, { now: THURSDAY }, "allow"],
    ["circleci: never run the nightly-prod workflow on weekends", "http_request", { method: "POST", url: "https://circleci.com/api/v2/workflow/nightly-prod/rerun" }, { now: "2026-12-05T10:00:00+01:00" }, "deny"],
    ["no dns changes to the edge-eu.example zone, freeze until monday", "bash", { command: "pdnsutil add-record edge-eu.example www A 300 192.0.2.7" }, undefined, "deny"],
    ["no dns changes to the edge-eu.example zone, freeze until monday", "bash", { command: "pdnsutil add-record other.example www A 300 192.0.2.7" }, undefined, "allow"],
    ["no calls before 8 or after 18 customer local time", "http_request", { method: "POST", url: "https://api.example.com/v2/appointments", body: { appointment: { start_time: "2026-12-09T19:00:00-05:00" } } }, undefined, "deny"],
    ["no meetings before 9 or after 17 client local time", "http_request", { method: "POST", url: "https://api.cal.example/v1/bookings", body: { start: "2026-12-09T10:00:00+01:00" } }, undefined, "allow"],
    ["no meetings before 9 or after 17 client local time", "http_request", { method: "POST", url: "https://api.cal.example/v1/bookings", body: { start: "2026-12-09T07:30:00+01:00" } }, undefined, "deny"],
    // a GET of the bookings makes nothing
    ["no meetings before 9 or after 17 client local time", "http_request", { method: "GET", url: "https://api.cal.example/v1/bookings?from=2026-12-09T07:30:00%2B01:00" }, undefined, "allow"],
  ];
  for (const [rule, tool, args, ctx, want] of table) assert.equal(decide(rule, tool, args, ctx), want, `${rule} ~ ${JSON.stringify(args)}`);
});

test("stay-enabled pins, automation names, msgs, conventional format", () => {
  const table: [string, string, unknown, string][] = [
    ["the garage door automations stay enabled", "fhem_command", { cmd: "attr garage_door_doif disable 1" }, "deny"],
    ["the garage door automations stay enabled", "fhem_command", { cmd: "attr kitchen_light_doif disable 1" }, "allow"],
    ["the porch light routine stays disabled", "homekit", { action: "enable", routine: "porch light" }, "deny"],
    ["the stairs motion automations stay enabled", "http_get", { url: "http://fhem.lan:8083/fhem?cmd=attr%20stairs_motion_notify%20disable%201&XHR=1" }, "deny"],
    ["keep msgs under 200 chars", "send_message", { channel: "ops", text: "x".repeat(260) }, "deny"],
    ["keep msgs under 200 chars", "send_message", { channel: "ops", text: "deploy done" }, "allow"],
    ["commit msgs in conventional format", "bash", { command: "git commit -m 'update readme'" }, "deny"],
    ["commit msgs in conventional format", "bash", { command: "git commit -m 'docs: update readme'" }, "allow"],
  ];
  for (const [rule, tool, args, want] of table) assert.equal(decide(rule, tool, args), want, `${rule} ~ ${JSON.stringify(args)}`);
});
