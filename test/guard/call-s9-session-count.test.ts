// Table-driven tests of call-session-count.ts through the whole guard: a time left until an end,
// and a count limit on what the call is, counted with its history.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const NOW = "2027-03-10T08:00:00Z";
const nowMs = Date.parse(NOW);

test("until-end: an end with no start lasts from now", () => {
  const rule = [{ id: "r1", text: "pause alerts for 2 hours max" }];
  const table: [Record<string, unknown>, string][] = [
    [{ alert: "disk-full", pause_until: "2027-03-10T13:00:00Z" }, "deny"], // 5h
    [{ alert: "disk-full", pause_until: "2027-03-10T09:00:00Z" }, "allow"], // 1h
    [{ alert: "disk-full", end: Math.round(nowMs / 1000) + 4 * 3600 }, "deny"], // epoch seconds
    [{ alert: "disk-full", end: nowMs + 30 * 60_000 }, "allow"], // epoch ms, 30 min
    [{ alert: "disk-full", start: "2027-03-10T12:00:00Z", end: "2027-03-10T13:00:00Z" }, "allow"], // a span: 1h, not from now
  ];
  for (const [args, want] of table) assert.equal(decide(rule, { tool: "pause_alert", args }, { context: { now: NOW } }).decision, want, JSON.stringify(args));
});

test("session: this call and the earlier ones of the same tool, reads never counted", () => {
  const rule = [{ id: "r1", text: "no more than 2 image builds in this task" }];
  const call = { tool: "start_image_build", args: { repo: "web", tag: "v2" } };
  const read = { tool: "list_image_builds", args: { repo: "web" } };
  const table: [unknown[], { tool: string; args: Record<string, unknown> }, string][] = [
    [[call, call], call, "deny"],
    [[call], call, "allow"],
    [[read, read, read], call, "allow"],
    [[read, read], read, "allow"],
    [[], call, "allow"],
  ];
  for (const [history, c, want] of table) assert.equal(decide(rule, c, { history }).decision, want, `${history.length} earlier, ${c.tool}`);
});
