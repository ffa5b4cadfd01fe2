// Value pins of round s9 (rule-value-pin.ts → setting clauses, match-setting.ts): a rule that pins
// the value of an attribute of the calls it is about, whatever the attribute. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const pin = (text: string) => compile(text).clauses.find((c) => c.type === "setting");

test("the reader finds the attribute, the value or range, and what the pin is about", () => {
  const table: [string, { key: string; allowed?: string[][]; range?: { min: number; max: number }; numbers?: number[]; subject?: string; create?: boolean; required?: boolean; member?: boolean } | undefined][] = [
    ["alerts you raise: priority 'low' unless told otherwise", { key: "priority", allowed: [["low"]], subject: "alert", create: true }],
    ["cost centre for contractors = CC_4410", { key: "cost_centre", allowed: [["cc", "4410"]] }],
    ["always dedupe_mode=strict when importing contacts", { key: "dedupe_mode", allowed: [["strict"]], subject: undefined, required: true }],
    ["Net 60 terms on every bill", { key: "days_until_due", numbers: [60], subject: "bill", required: true }],
    ["run queries on the BI_SMALL warehouse", { key: "warehouse", allowed: [["bi", "small"]] }],
    ["the aquarium heater stays between 24 and 26 C", { key: "temperature", range: { min: 24, max: 26 } }],
    ["tag new leads with `inbound`", { key: "tags", allowed: [["inbound"]], subject: "lead", create: true, required: true, member: true }],
    ["create purchase orders as 'PENDING'", { key: "status", allowed: [["pending"]], subject: "order", create: true }],
    // no pin: a ban, a description, an unknown attribute with a plain word
    ["never set the severity to critical", undefined],
    ["titles must be short", undefined],
    ["the summary must be clear", undefined],
  ];
  for (const [text, want] of table) {
    const c = pin(text);
    if (!want) {
      assert.equal(c, undefined, text);
      continue;
    }
    assert.ok(c && c.type === "setting", text);
    assert.ok(c.keys.includes(want.key), `${text}: keys ${c.keys}`);
    if (want.allowed) assert.deepEqual(c.allowed, want.allowed, text);
    if (want.range) assert.deepEqual(c.range, want.range, text);
    if (want.numbers) assert.deepEqual(c.numbers, want.numbers, text);
    if (want.subject) assert.ok(c.subject?.includes(want.subject), `${text}: subject ${c.subject}`);
    assert.equal(!!c.create, !!want.create, `${text}: create`);
    assert.equal(!!c.required, !!want.required, `${text}: required`);
    assert.equal(!!c.member, !!want.member, `${text}: member`);
  }
});

test("another value breaks the pin; the pinned value, a read, another thing or a left-out attribute do not", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["alerts you raise: priority 'low' unless told otherwise", "pagerduty_create_alert", { summary: "disk", priority: "high" }, "deny"],
    ["alerts you raise: priority 'low' unless told otherwise", "pagerduty_create_alert", { summary: "disk", priority: "LOW" }, "allow"],
    ["alerts you raise: priority 'low' unless told otherwise", "pagerduty_create_alert", { summary: "disk" }, "allow"],
    ["alerts you raise: priority 'low' unless told otherwise", "jira_create_issue", { summary: "disk", priority: "high" }, "allow"],
    ["cost centre for contractors = CC_4410", "create_bill", { vendor: "v1", cost_centre: "CC_1000" }, "deny"],
    ["cost centre for contractors = CC_4410", "create_bill", { vendor: "v1", costCentre: "cc-4410" }, "allow"],
    ["always dedupe_mode=strict when importing contacts", "hubspot_import_contacts", { file: "a.csv", dedupe_mode: "loose" }, "deny"],
    ["always dedupe_mode=strict when importing contacts", "hubspot_import_contacts", { file: "a.csv" }, "deny"],
    ["always dedupe_mode=strict when importing contacts", "hubspot_create_deal", { name: "x" }, "allow"],
    ["Net 60 terms on every bill", "create_bill", { vendor: "v1", due_days: 30 }, "deny"],
    ["Net 60 terms on every bill", "create_bill", { vendor: "v1", due_days: 60 }, "allow"],
    ["Net 60 terms on every bill", "pay_bill", { bill_id: "b1" }, "allow"],
    ["run queries on the BI_SMALL warehouse", "Bash", { command: "snowsql -w BI_LARGE -q 'select 1'" }, "deny"],
    ["run queries on the BI_SMALL warehouse", "Bash", { command: "snowsql -w bi_small -q 'select 1'" }, "allow"],
    ["the aquarium heater stays between 24 and 26 C", "set_temperature", { device: "tank", temperature: 29 }, "deny"],
    ["the aquarium heater stays between 24 and 26 C", "set_temperature", { device: "tank", temperature: 25 }, "allow"],
    ["tag new leads with `inbound`", "create_lead", { name: "Ana", tags: ["webinar"] }, "deny"],
    ["tag new leads with `inbound`", "create_lead", { name: "Ana", tags: ["webinar", "inbound"] }, "allow"],
    ["tag new leads with `inbound`", "update_lead", { id: 4, stage: "won" }, "allow"],
    ["create purchase orders as 'PENDING'", "create_purchase_order", { vendor: "v", status: "APPROVED" }, "deny"],
    ["create purchase orders as 'PENDING'", "list_purchase_orders", { status: "APPROVED" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("a CLI that uses a default when the flag is left out breaks a pin on another value", () => {
  const rule = [{ id: "r1", text: "wrangler: deploy with --env qa only" }];
  assert.equal(decide(rule, { tool: "Bash", args: { command: "wrangler deploy" } }).decision, "deny");
  assert.equal(decide(rule, { tool: "Bash", args: { command: "wrangler deploy --env qa" } }).decision, "allow");
});

test("a member pin with the subject opening the sentence, and an internal state", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["all new epics go in the PLAT project with the 'roadmap' label", "create_issue", { project: "PLAT", issue_type: "Epic", summary: "x" }, "deny"],
    ["all new epics go in the PLAT project with the 'roadmap' label", "create_issue", { project: "PLAT", issue_type: "Epic", summary: "x", labels: ["roadmap"] }, "allow"],
    ["all new epics go in the PLAT project with the 'roadmap' label", "create_issue", { project: "PLAT", issue_type: "Task", summary: "x" }, "allow"],
    ["notes on deals must be internal", "add_deal_note", { deal_id: 3, body: "call later", public: true }, "deny"],
    ["notes on deals must be internal", "add_deal_note", { deal_id: 3, body: "call later", public: false }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("a required field with its own detail names the subject after it; a key holding only other keys carries nothing", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["always add a memo with the PO number on vendor payments", "create_vendor_payment", { vendor: "v1", amount: 10 }, "deny"],
    ["always add a memo with the PO number on vendor payments", "create_vendor_payment", { vendor: "v1", amount: 10, memo: "PO-77" }, "allow"],
    ["always include a summary with the incident id on runbook changes", "update_runbook", { id: "rb1", SummaryBlock: { steps: ["a"] } }, "deny"],
    ["always include a summary with the incident id on runbook changes", "update_runbook", { id: "rb1", SummaryBlock: { summary: "INC-4 fix" } }, "allow"],
    ["always include a summary with the incident id on runbook changes", "delete_dashboard", { id: "d1" }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("a window a time argument must fall in: outside the days or outside the hours breaks it", () => {
  const rule = [{ id: "r1", text: "book site visits only Wed-Fri, 08:00-12:00 UTC" }];
  const table: [string, string][] = [
    ["2026-12-02T09:00:00Z", "allow"], // Wednesday 09:00
    ["2026-12-01T09:00:00Z", "deny"], // Tuesday
    ["2026-12-04T12:30:00Z", "deny"], // Friday after noon
  ];
  for (const [start, want] of table) assert.equal(decide(rule, { tool: "create_booking", args: { title: "visit", start } }).decision, want, start);
});
