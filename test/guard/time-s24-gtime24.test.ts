// Time rules read against the call's own event time and the clock (h-gtime24):
//   a generic record API names the calendar thing it writes in a model/resource argument
//     (execute_method {model: "calendar.event", args: [[55], {start: "2026-12-11 14:00:00"}]},
//     {doctype: "Event"}): the event's start, space-separated and nested in arrays, is the time
//     the rule speaks of (match-time-act.ts modelNamesThing);
//   "afternoons" is noon to 18:00 (rule-clauses.ts findTime);
//   "during the week" is Monday to Friday, "weekends only" names the allowed days
//     (rule-time-only-days.ts duringTheWeek, afterOnly);
//   lowercase "black friday" is a day of the year, not a weekday: "while the black friday sale is
//     live" is a state window a flag holds, not Fridays (rule-date-window.ts namedDay);
//   an apostrophe-free reason ("…, im asleep") names no target (rule-time-reason.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Ctx = { now?: string; flags?: Record<string, unknown> };
const odoo = (model: string, method: string, args: unknown[]): Call => ({ tool: "execute_method", args: { model, method, args } });
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

const FRI_PM = "no meetings on friday afternoons";
const WEEK = "dont update firmware during the week, weekends only";
const SALE = "while the black friday sale is running, no restarts of the checkout service";
const NIGHT = "no trading on deribit between 22:00 and 06:00 utc, im asleep";

test("decisions: event times in record APIs, afternoons, during the week, named days, reasons", () => {
  const table: [string, Call, Ctx, string][] = [
    [FRI_PM, odoo("calendar.event", "create", [{ name: "sync", start: "2026-12-11 14:00:00", stop: "2026-12-11 14:30:00" }]), {}, "deny"],
    [FRI_PM, odoo("calendar.event", "write", [[12], { start: "2026-12-11T16:30" }]), {}, "deny"],
    [FRI_PM, odoo("calendar.event", "create", [{ name: "sync", start: "2026-12-11 09:30:00" }]), {}, "allow"],
    [FRI_PM, odoo("calendar.event", "create", [{ name: "sync", start: "2026-12-10 14:00:00" }]), {}, "allow"],
    [FRI_PM, odoo("res.partner", "write", [[3], { date: "2026-12-11 14:00:00" }]), {}, "allow"],
    [FRI_PM, { tool: "insert_doc", args: { doctype: "Event", doc: { subject: "review", starts_on: "2026-12-11 15:00:00" } } }, {}, "deny"],
    [FRI_PM, { tool: "insert_doc", args: { doctype: "Event", doc: { subject: "review", starts_on: "2026-12-09 15:00:00" } } }, {}, "allow"],
    [FRI_PM, { tool: "send_email", args: { to: "a@b.co", subject: "hi", send_at: "2026-12-11 14:00:00" } }, {}, "allow"],
    [WEEK, { tool: "update_firmware", args: { device: "hall-plug" } }, { now: "2026-12-02T10:00:00+01:00" }, "deny"],
    [WEEK, { tool: "update_firmware", args: { device: "hall-plug" } }, { now: "2026-12-05T10:00:00+01:00" }, "allow"],
    [WEEK, { tool: "get_firmware_version", args: { device: "hall-plug" } }, { now: "2026-12-02T10:00:00+01:00" }, "allow"],
    [SALE, sh("systemctl restart checkout"), { now: "2026-12-02T10:00:00Z", flags: { sale_running: true } }, "deny"],
    [SALE, sh("systemctl restart checkout"), { now: "2026-12-04T10:00:00Z", flags: { sale_running: false } }, "allow"],
    [SALE, sh("systemctl status checkout"), { now: "2026-12-02T10:00:00Z", flags: { sale_running: true } }, "allow"],
  ];
  const wrong = table
    .filter(([text, call, context, want]) => decide([{ id: "r1", text }], call, { context }).decision !== want)
    .map(([text, call, context, want]) => `${text} ~ ${JSON.stringify(call)} @ ${JSON.stringify(context)} should be ${want}`);
  assert.deepEqual(wrong, []);
});

test("compiled windows: afternoons, during the week, black friday, apostrophe-free reasons", async () => {
  const { compileEntry } = await import("../../src/guard/compile/compile-rule.ts");
  const { rules } = await import("./support.ts");
  const time = (text: string) => compileEntry({ id: "r1", text } as never, rules).clauses.find((c) => c.type === "time") as Record<string, unknown> | undefined;
  assert.deepEqual([time(FRI_PM)?.days, time(FRI_PM)?.afterMin, time(FRI_PM)?.beforeMin], [[5], 720, 1080]);
  assert.deepEqual(time(WEEK)?.days, [1, 2, 3, 4, 5]);
  assert.equal(time(SALE), undefined);
  assert.equal(time("no deploys on Black Friday")?.days, undefined);
  const names = ((time(NIGHT)?.groups as { names: string[] }[][] | undefined) ?? []).flat().flatMap((t) => t.names);
  assert.deepEqual([names.includes("deribit"), names.includes("asleep")], [true, false]);
});
