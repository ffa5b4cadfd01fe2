// Table-driven tests of the s15 time readings: the calendar thing a call makes or answers at its
// own start (match-time-act.ts thingAtTime), a target-only time rule on a call read as doing
// nothing known (quietAct), times inside a longer string (call-embedded-times.ts) and a reason's
// "night" that is no clock (rule-clauses.ts findTime).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

const NOW = { context: { now: "2026-11-30T12:00:00Z" } }; // a Monday noon: never the time the rules speak of

test("times inside a longer string: a JSON body in a command, a date and a clock as id segments", () => {
  const table: [string, Record<string, unknown>, string[]][] = [
    ["Bash", { command: `curl -X POST https://api.cal.com/v2/bookings -d '{"start": "2026-12-05T10:00:00Z", "eventTypeId": 812}'` }, ["start=2026-12-05T10:00:00Z"]],
    ["book", { config_id: "rgs://resy/834/2201/2/2026-12-04/2026-12-04/19:30:00/2/Dining Room", party_size: 4 }, ["config_id=2026-12-04T19:30:00"]],
    ["reserve", { slot_id: "slot_2026-12-06_08:15_table4" }, ["slot_id=2026-12-06T08:15:00"]],
    ["Bash", { command: `http POST api.example.com/appointments when:='"2026-12-07T07:30:00-05:00"'` }, []],
    // a plain date in a name is no clock of anything
    ["Bash", { command: "tar czf backup-2026-12-04.tgz /srv/data" }, []],
    ["write_file", { path: "notes/2026-12-04.md", content: "x" }, []],
  ];
  for (const [tool, args, want] of table) {
    const got = readCall(tool, args, rules).datetimes.map((d) => `${d.key}=${d.value}`);
    assert.deepEqual(got, want, `${tool} ${JSON.stringify(args)}`);
  }
});

test("a calendar rule meets a booking or an accepted invite at the thing's own start, in the rule's zone", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["no meetings before 10:00 my time (Europe/Lisbon)", "create_booking", { eventTypeId: 1, start: "2026-12-03T09:00:00Z" }, "deny"],
    ["no meetings before 10:00 my time (Europe/Lisbon)", "create_booking", { eventTypeId: 1, start: "2026-12-03T10:30:00Z" }, "allow"],
    ["Fridays are no-meeting days", "respond-to-event", { eventId: "e1", response: "accepted", start: "2026-12-04T11:00:00Z" }, "deny"],
    ["Fridays are no-meeting days", "respond-to-event", { eventId: "e1", response: "declined", start: "2026-12-04T11:00:00Z" }, "allow"],
    ["Fridays are no-meeting days", "respond-to-event", { eventId: "e1", response: "accepted", start: "2026-12-03T11:00:00Z" }, "allow"],
    ["don't accept anything after 17:00 (Europe/Berlin)", "rsvp_event", { event_id: "e2", status: "yes", start_time: "2026-12-02T17:30:00Z" }, "deny"],
    ["don't accept anything after 17:00 (Europe/Berlin)", "rsvp_event", { event_id: "e2", status: "yes", start_time: "2026-12-02T14:30:00Z" }, "allow"],
    ["no calls before 9:30 my time (America/New_York)", "create_booking", { eventTypeId: 7, start: "2026-12-08T14:00:00Z" }, "deny"],
    ["no calls before 9:30 my time (America/New_York)", "create_booking", { eventTypeId: 7, start: "2026-12-08T15:00:00Z" }, "allow"],
    // a booking of no calendar thing (an order with a delivery date) is no meeting
    ["no meetings before 10:00", "create_order", { sku: "A1", delivery_date: "2026-12-03T08:00:00" }, "allow"],
    // a date in a booking id: Friday is the day the rule keeps free, whatever the reason says
    ["never book anything on Fridays, that's family night", "book", { config_id: "rgs://resy/834/2201/2/2026-12-04/2026-12-04/12:30:00/2/Patio", party_size: 2 }, "deny"],
    ["never book anything on Fridays, that's family night", "book", { config_id: "rgs://resy/834/2201/2/2026-12-05/2026-12-05/19:30:00/2/Patio", party_size: 2 }, "allow"],
  ];
  for (const [text, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, NOW).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("a target-only time rule on a call read as doing nothing known: now in the rule's window", () => {
  const table: [string, string, Record<string, unknown>, string, string][] = [
    ["don't trigger backfills during business hours (8-18 UTC)", "trigger_dag", { dag_id: "events_backfill" }, "2026-12-01T13:15:00Z", "deny"],
    ["don't trigger backfills during business hours (8-18 UTC)", "trigger_dag", { dag_id: "events_backfill" }, "2026-12-01T19:15:00Z", "allow"],
    ["don't trigger backfills during business hours (8-18 UTC)", "trigger_dag", { dag_id: "daily_rollup" }, "2026-12-01T13:15:00Z", "allow"],
    // a tool that only reads does nothing the rule bans
    ["don't trigger backfills during business hours (8-18 UTC)", "get_dag_runs", { dag_id: "events_backfill" }, "2026-12-01T13:15:00Z", "allow"],
    ["no reindex jobs on weekdays between 09:00 and 17:00 UTC", "kick_off", { job: "search-reindex" }, "2026-12-02T10:00:00Z", "deny"],
    ["no reindex jobs on weekdays between 09:00 and 17:00 UTC", "kick_off", { job: "search-reindex" }, "2026-12-05T10:00:00Z", "allow"],
    // a verb no family knows ("kick off"): the rule's target still ties it to a call read as doing nothing known
    ["don't kick off reindex jobs during business hours (9-17 UTC)", "trigger_job", { job_name: "catalog_reindex" }, "2026-12-01T10:00:00Z", "deny"],
    ["don't kick off reindex jobs during business hours (9-17 UTC)", "trigger_job", { job_name: "catalog_reindex" }, "2026-12-01T18:00:00Z", "allow"],
    ["don't kick off reindex jobs during business hours (9-17 UTC)", "list_jobs", { job_name: "catalog_reindex" }, "2026-12-01T10:00:00Z", "allow"],
  ];
  for (const [text, tool, args, now, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { now } }).decision, want, `${text} ~ ${tool} @ ${now}`);
});

test("a dry run first, then the real run: the same program against the same target", () => {
  const r = [{ id: "r1", text: "ansible: always --check first, then the real run" }];
  const run = (command: string) => ({ tool: "Bash", args: { command } });
  const table: [string, string[], string][] = [
    ["ansible-playbook -i inventories/prod site.yml --diff", [], "deny"], // --diff applies: the real run
    ["ansible-playbook -i inventories/prod site.yml --diff", ["ansible-playbook -i inventories/staging site.yml --check --diff"], "deny"],
    ["ansible-playbook -i inventories/prod site.yml --diff", ["ansible-playbook -i inventories/prod site.yml --check --diff"], "allow"],
    ["ansible-playbook -i inventories/prod site.yml", ["ansible-playbook site.yml --check"], "allow"], // a flag one side leaves out says nothing
    ["ansible-playbook -i inventories/prod site.yml --check --diff", [], "allow"],
  ];
  for (const [cmd, hist, want] of table)
    assert.equal(decide(r, run(cmd), { ...NOW, history: hist.map(run) }).decision, want, `${cmd} after ${JSON.stringify(hist)}`);
  // "bash -lc '…'": the script is a flag value, no target's name
  const h = [{ id: "r1", text: "helm: always --dry-run first, then the real upgrade" }];
  const sh = (s: string) => ({ tool: "shell", args: { command: ["bash", "-lc", s] } });
  assert.equal(decide(h, sh("helm upgrade api charts/api -n prod"), { ...NOW, history: [sh("helm upgrade api charts/api -n prod --dry-run")] }).decision, "allow");
  assert.equal(decide(h, sh("helm upgrade api charts/api -n prod"), { ...NOW, history: [sh("helm upgrade api charts/api -n staging --dry-run")] }).decision, "deny");
});

test("a statement before a dash or a colon names no target of a time rule; a heading and a condition stay", () => {
  const table: [string, string, Record<string, unknown>, string, string][] = [
    ["the baby sleeps after 19:30 - no music in the nursery then", "play_media", { area: "nursery", media_type: "music" }, "2026-12-01T20:15:00Z", "deny"],
    ["the baby sleeps after 19:30 - no music in the nursery then", "play_media", { area: "nursery", media_type: "music" }, "2026-12-01T18:15:00Z", "allow"],
    ["Mornings before 11 are for writing — don't put meetings there", "create_event", { summary: "Sync", start: "2026-12-02T09:30:00" }, "2026-11-30T12:00:00Z", "deny"],
    ["prod-eu nodes: cordon is fine, but no drains during business hours (08-18 CET)", "node_management", { operation: "drain", nodeName: "prod-eu-pool-b-7x2k" }, "2026-11-30T10:30:00Z", "deny"],
    // the heading stays: another pool is not the rule's
    ["prod-eu nodes: cordon is fine, but no drains during business hours (08-18 CET)", "node_management", { operation: "drain", nodeName: "prod-us-pool-a-1" }, "2026-11-30T10:30:00Z", "allow"],
    ["prod-eu nodes: cordon is fine, but no drains during business hours (08-18 CET)", "node_management", { operation: "drain", nodeName: "prod-eu-pool-b-7x2k" }, "2026-11-30T19:30:00Z", "allow"],
    // the call says its own act (operation: cordon): a verb no family knows ("drains") is another act
    ["prod-eu nodes: cordon is fine, but no drains during business hours (08-18 CET)", "node_management", { operation: "cordon", nodeName: "prod-eu-pool-b-7x2k" }, "2026-11-30T10:30:00Z", "allow"],
    // "before 10 are …": the hour, not the whole morning
    ["Mornings before 10 are for deep work — don't move anything there", "modify_event", { event_id: "e1", start_time: "2026-12-03T09:00:00-08:00" }, "2026-11-30T12:00:00Z", "deny"],
    ["Mornings before 10 are for deep work — don't move anything there", "modify_event", { event_id: "e1", start_time: "2026-12-03T10:00:00-08:00" }, "2026-11-30T12:00:00Z", "allow"],
  ];
  for (const [text, tool, args, now, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { now } }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} @ ${now}`);
});

test("with no context.now, a flag that says whether now is in the rule's window decides, not the server clock", () => {
  const r = [{ id: "r1", text: "No messages to the #exec channel after 20:00 their time, wait for morning" }];
  const call = { tool: "slack_post_message", args: { channel_id: "#exec", text: "KPI summary" } };
  const table: [Record<string, unknown>, string][] = [
    [{ after_20h_recipient_time: true }, "deny"],
    [{ after_20h_recipient_time: false }, "allow"],
    [{ after_21h: true }, "deny"], // after 21:00 is after 20:00
  ];
  for (const [flags, want] of table) assert.equal(decide(r, call, { context: { flags } }).decision, want, JSON.stringify(flags));
  const q = [{ id: "r1", text: "no messages to #oncall between 23:00 and 07:00" }];
  const push = { tool: "slack_post_message", args: { channel_id: "#oncall", text: "disk 80%" } };
  assert.equal(decide(q, push, { context: { flags: { quiet_hours: true } } }).decision, "deny");
  assert.equal(decide(q, push, { context: { flags: { quiet_hours: false } } }).decision, "allow");
  // a flag of another kind of window says nothing of this one: the clock decides (here the caller's)
  assert.equal(decide(q, push, { context: { now: "2026-12-01T12:00:00Z", flags: { business_hours: true } } }).decision, "allow");
});
