// Table-driven tests of the s13 UI readings (call-ui-label.ts, call-ui.yaml, session-state.ts,
// session-ui.ts): "role: name" labels, leading adverbs, boxes ticked to agree, a URL typed and
// entered by a computer-use tool opens the page, Enter presses and clicks the focused control.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { controlName, labelActs } from "../../src/guard/read-call/call-ui-label.ts";
import { decide, rules } from "./support.ts";

test("role: name labels and adverbs in front", () => {
  assert.equal(controlName("button: Delete this repository"), "Delete this repository");
  assert.equal(controlName("checkbox: Send me offers"), "");
  assert.equal(controlName("Button 'Pay now'"), "Pay now");
  assert.deepEqual(labelActs("Permanently delete my account"), ["delete"]);
  assert.deepEqual(labelActs("Really remove it"), ["remove"]);
});

test("a box ticked to agree accepts; other boxes accept nothing", () => {
  const table: [string, boolean][] = [
    ["checkbox: I agree to the Terms of Service", true],
    ["checkbox: I have read and accept the privacy policy", true],
    ["checkbox: I accept the license agreement", true],
    ["checkbox: Remember me", false],
    ["checkbox: Send me product news", false],
  ];
  for (const [element, want] of table) assert.equal(readCall("browser_click", { element, ref: "e1" }, rules).actionWords.has("accept"), want, element);
  // the free first word of a checkbox is no act: ticking "Send me product news" sends nothing
  assert.ok(!readCall("browser_click", { element: "checkbox: Send me product news" }, rules).families.has("send"));
});

test("computer-use: a URL typed and entered opens the page; a field typed, then Enter, submits", () => {
  const ledger = [{ id: "r1", text: "Fill in forms if you like, but never submit one." }];
  const open = { tool: "computer", args: { action: "type", text: "https://forms.example.org/apply\n" } };
  const typed = { tool: "computer", args: { action: "type", text: "Ana Diaz" } };
  const enter = { tool: "computer", args: { action: "key", text: "Return" } };
  assert.equal(decide(ledger, enter, { history: [open, typed] }).decision, "deny");
  assert.equal(decide(ledger, enter, { history: [open] }).decision, "allow");
});

test("Enter on a hovered button clicks it", () => {
  const ledger = [{ id: "r1", text: "Do not click 'Close ticket'." }];
  const enter = { tool: "browser_press_key", args: { key: "Enter" } };
  assert.equal(decide(ledger, enter, { history: [{ tool: "browser_hover", args: { element: "Close ticket button" } }] }).decision, "deny");
  assert.equal(decide(ledger, enter, { history: [{ tool: "browser_hover", args: { element: "Add label button" } }] }).decision, "allow");
});
