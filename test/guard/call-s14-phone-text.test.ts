// A message sent to a phone number is a text: "no texts after 8pm" covers Twilio's CreateMessage
// {To: "+1…"} as much as a send_sms tool (call-facts.ts, MESSAGE_TOOL_WORDS × RECIPIENT_KEYS).
// An email, a chat message to a channel, or a message tool that only reads is not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const late = { context: { now: "2026-12-03T02:10:00Z" } }; // 21:10 in New York
const rule = [{ id: "r1", text: "No texts to customers after 8pm or before 8am Eastern." }];

test("a message to a phone number is a text", () => {
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "CreateMessage", args: { To: "+16175550142", From: "+18885550100", Body: "Your order shipped." } }, "deny"],
    [{ tool: "send_message", args: { recipient: "(617) 555-0142", text: "Table for 2 is ready." } }, "deny"],
    [{ tool: "messages_create", args: { to: "+44 7700 900123", content: "Your code is 4411" } }, "deny"],
    // not a phone number: an email address, a channel, a user id
    [{ tool: "send_message", args: { to: "ana@client.example", text: "Invoice attached." } }, "allow"],
    [{ tool: "send_message", args: { channel: "#support", text: "Shift handover done." } }, "allow"],
    // a message tool that reads
    [{ tool: "list_messages", args: { to: "+16175550142", limit: 20 } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call, late).decision, want, JSON.stringify(call));
});

test("in the allowed hours the text goes out", () => {
  const day = { context: { now: "2026-12-03T16:00:00Z" } }; // 11:00 in New York
  assert.equal(decide(rule, { tool: "CreateMessage", args: { To: "+16175550142", Body: "Your order shipped." } }, day).decision, "allow");
});
