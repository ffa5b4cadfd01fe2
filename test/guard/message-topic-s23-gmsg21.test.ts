// What a message says (h-gmsg21, rule-message-topic.ts, match-message-topic.ts,
// rules/guard/message-topics.yaml): a topic named by "mentioning / containing / about / that says X"
// or "never mention X" is checked against the body of a send / post / comment call, with the topic's
// aliases and shape; a file write or a message on another topic does not fire.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: topic in the body of a send", () => {
  const promo = "any text mentioning a coupon or discount needs the growth lead's ok";
  const table: [string, Call, string][] = [
    [promo, { tool: "twilio_send_sms", args: { to: "+15550100", body: "Use coupon HOLIDAY25 today" } }, "require_approval"],
    [promo, { tool: "twilio_send_sms", args: { to: "+15550100", body: "Everything 30 % off this weekend" } }, "require_approval"],
    [promo, { tool: "twilio_send_sms", args: { to: "+15550100", body: "Your verification code is 482913" } }, "allow"],
    [promo, { tool: "twilio_send_sms", args: { to: "+15550100", body: "Your table is booked for 8pm" } }, "allow"],
    // a file write is no message
    [promo, { tool: "write_file", args: { path: "notes/plan.md", content: "ideas: a 20% off coupon" } }, "allow"],
    ["Never mention the merger in chat, ever.", { tool: "chat_post_message", args: { channel: "C01", text: "Merger call moved to 3pm" } }, "deny"],
    ["Never mention the merger in chat, ever.", { tool: "chat_post_message", args: { channel: "C01", text: "lunch at noon?" } }, "allow"],
    ["dont mention the acquisition anywhere", { tool: "matrix_room_send", args: { room: "!a:x", content: { body: "we are being acquired next week" } } }, "deny"],
    ["dont mention the acquisition anywhere", { tool: "matrix_room_send", args: { room: "!a:x", content: { body: "we acquired a new coffee machine" } } }, "deny"],
    ["dont mention the acquisition anywhere", { tool: "matrix_room_send", args: { room: "!a:x", content: { body: "release notes are up" } } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("decisions: a JSON body inside a curl command", () => {
  const rule = "emails containing a promo code need sign-off from marketing";
  const send = (text: string): Call => ({ tool: "shell", args: { command: `curl -X POST https://api.mailer.example/v3/mail/send -d '{"to":"a@b.io","subject":"Hi","text":"${text}"}'` } });
  assert.equal(decide([{ id: "r1", text: rule }], send("Take SAVE15 with promo code SAVE15")).decision, "require_approval");
  assert.equal(decide([{ id: "r1", text: rule }], send("Your invoice is attached")).decision, "allow");
});

test("no topic: an exception this reader cannot check", () => {
  const table: [string, Call][] = [
    ["Nothing about the merger goes in any channel except #deals.", { tool: "chat_send", args: { channel: "#deals", text: "merger signing moved" } }],
  ];
  for (const [text, call] of table) assert.equal(decide([{ id: "r1", text }], call).decision, "allow", `${text} ~ ${JSON.stringify(call)}`);
});
