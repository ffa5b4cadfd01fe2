// "nothing departing after 10pm": a time after a participle of the thing's own schedule (departing,
// arriving, landing, due, dated) is when the THING happens, read from the call's own times — never
// the clock the call is made at (rule-time-words.ts thingTime). The same request must get the same
// decision at 21:00 and at 23:00.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const at = (hhmm: string) => ({ context: { now: `2026-12-02T${hhmm}:00Z` } });

test("a thing's time is not the clock: the same call gets the same decision at any hour", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }][] = [
    ["No red-eyes for me (nothing departing after 10pm).", { tool: "book_flight", args: { offer_id: "off_81", passengers: 1 } }],
    ["Never book trains arriving after 11pm, the last bus is gone by then.", { tool: "book_train", args: { journey_id: "j-1", fare_class: "standard" } }],
    ["No invoices dated before the 1st go out this week.", { tool: "send_invoice", args: { invoice_id: "in_4" } }],
  ];
  for (const [text, call] of table)
    for (const hhmm of ["09:00", "21:00", "23:30"]) assert.equal(decide([{ id: "r1", text }], call, at(hhmm)).decision, "allow", `${text} @${hhmm}`);
});

test("the clock still counts when the time is the act's", () => {
  const text = "Never send emails to clients after 10pm.";
  const call = { tool: "send_email", args: { to: "ana@client.example", subject: "Q4", body: "…" } };
  assert.equal(decide([{ id: "r1", text }], call, at("23:30")).decision, "deny");
  assert.equal(decide([{ id: "r1", text }], call, at("21:00")).decision, "allow");
});

test("a thing's time is read from the call's own time when it states one", () => {
  const text = "Don't book anything departing after 10pm.";
  const late = { tool: "book_flight", args: { offer_id: "off_9", departure_time: "2026-12-09T22:40:00" } };
  const early = { tool: "book_flight", args: { offer_id: "off_9", departure_time: "2026-12-09T18:05:00" } };
  assert.equal(decide([{ id: "r1", text }], late, at("09:00")).decision, "deny");
  assert.equal(decide([{ id: "r1", text }], early, at("23:30")).decision, "allow");
});
