// Content bans: a rule word that stands for any date ("no promises about dates", "don't give ETAs")
// is found as a date the text SAYS (a weekday, tomorrow, next week, "Dec 4", "the 4th", ISO), not
// only as the word "date"; and "anywhere"/"ever"/"at all" in "don't mention X anywhere" are not
// words to find (match-clause.ts DATE_SAID, rule-clauses.ts findKeywords).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const reply = (text: string) => ({ tool: "reply_to_ticket", args: { ticket_id: 4411, body: text } });

test("a promised date is said, not named", () => {
  const table: [string, string, string][] = [
    ["Never promise customers a delivery date.", "Good news: it will arrive by Thursday.", "deny"],
    ["no promises about dates in ticket replies", "This will ship in the release next week.", "deny"],
    ["Don't promise ship dates.", "We will send it on Dec 12.", "deny"],
    ["Don't promise ship dates.", "It will be dispatched on the 3rd, guaranteed.", "deny"],
    // no commitment, or no date said
    ["Never promise customers a delivery date.", "We are checking with the warehouse and will update you.", "allow"],
    ["no promises about dates in ticket replies", "Delivery dates depend on the carrier.", "allow"],
  ];
  for (const [rule, text, want] of table) assert.equal(decide([{ id: "r1", text: rule }], reply(text)).decision, want, `${rule} ~ ${text}`);
});

test("'anywhere' in a mention ban is not a word to find", () => {
  const rule = [{ id: "r1", text: "Don't mention the merger anywhere until it's public." }];
  assert.equal(decide(rule, { tool: "send_message", args: { channel: "#general", text: "Can't find the deck anywhere, anyone seen it?" } }).decision, "allow");
  assert.equal(decide(rule, { tool: "send_message", args: { channel: "#general", text: "FYI the merger closes soon" } }).decision, "deny");
});
