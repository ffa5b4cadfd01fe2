// Table-driven tests of UI readings (call-ui-label.ts, rules/guard/call-ui.yaml): the label of a
// control clicked is what the click does; a key chord is what it does; a label's act is its
// leading verb, not every word it holds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chordOf } from "../../src/guard/read-call/call-ui-label.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("chords: spellings and modifier order read alike", () => {
  const table: [string, string][] = [
    ["Command+Q", "cmd+q"],
    ["meta+q", "cmd+q"],
    ["ctrl-shift-W", "ctrl+shift+w"],
    ["Shift+Control+w", "ctrl+shift+w"],
    ["Alt+F4", "alt+f4"],
    ["ctrl+Return", "ctrl+enter"],
    ["q", ""],
    ["hello world", ""],
    ["cmd+q+w", ""],
  ];
  for (const [v, want] of table) assert.equal(chordOf(v), want, v);
});

test("labels and keys: what the control does", () => {
  const table: [string, unknown, string, string, boolean][] = [
    // tool, args, action word, target phrase, expected
    ["browser_click", { element: "Submit my details" }, "submit", "form", true],
    ["playwright_click", { selector: "button:has-text('Complete purchase')" }, "pay", "order", true],
    ["tap_element", { label: "Your order: Buy it now" }, "pay", "order", false],
    ["tap_element", { label: "Buy it now" }, "pay", "order", true],
    ["run_browser_act", { action: "click the \"Allow all\" button" }, "accept", "cookies", true],
    ["browser_click", { element: "Cookie settings" }, "accept", "cookies", false],
    ["browser_click", { element: "Close my account" }, "delete", "account", true],
    ["computer", { action: "key", text: "alt+F4" }, "quit", "window", true],
    ["computer", { action: "key", text: "ctrl+a" }, "quit", "window", false],
    ["computer", { action: "type", text: "cmd+q" }, "quit", "window", true],
    ["write_note", { text: "cmd+q" }, "quit", "window", false],
    ["hotkey", { keys: ["ctrl", "w"] }, "close", "tab", true],
    ["press_key", { key: "Meta+Enter" }, "send", "message", true],
  ];
  for (const [tool, args, action, target, want] of table) {
    const f = readCall(tool, args, rules);
    const got = f.actionWords.has(action) && f.addressing.some((a) => a.raw === target);
    assert.equal(got, want, `${tool} ${JSON.stringify(args)} ${action}/${target}`);
  }
});

test("a label's act is its leading verb (with its particle), not every word", () => {
  const table: [string, unknown, string, boolean][] = [
    ["browser_click", { element: "View order history" }, "view", true],
    ["browser_click", { element: "View order history" }, "order", false],
    ["browser_click", { element: "Sign in with SSO" }, "in", true],
    ["browser_click", { element: "Register for the webinar" }, "register", true],
    ["browser_click", { element: "#delete-row" }, "delete", true],
  ];
  for (const [tool, args, word, want] of table) assert.equal(readCall(tool, args, rules).actionWords.has(word), want, `${tool} ${JSON.stringify(args)} ${word}`);
});
