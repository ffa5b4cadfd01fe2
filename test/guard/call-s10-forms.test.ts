// Table-driven tests of form-control readings (call-form-input.ts, rules/guard/call-form-input.yaml):
// the field typed into says what is entered, a ticked box is an opt-in to what its label offers,
// a picked option changes a field (no SQL select), a page script that submits or sets values does
// what the UI would; a search box takes a query, not data.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("form controls: what working them does and what they name", () => {
  const table: [string, unknown, string, string | undefined, boolean][] = [
    // tool, args, action word, addressed target (raw) or none, expected
    ["webdriver_type", { selector: "#totp-input", text: "118822" }, "enter", "one-time code", true],
    ["webdriver_type", { selector: "#nickname", text: "kay" }, "enter", "one-time code", false],
    ["page_fill", { selector: "input[name='acct_pwd']", value: "x" }, "type", "password", true],
    ["page_fill", { selector: "input[name='iban_to']", value: "NL91ABNA0417164300" }, "change", "payee", true],
    ["fill_web_form", { fields: [{ name: "CVC", type: "textbox", value: "123" }] }, "enter", "card details", true],
    ["fill_web_form", { fields: [{ name: "Birthday", type: "textbox", value: "1990-01-01" }] }, "enter", "personal data", true],
    ["fill_web_form", { fields: [{ name: "Weekly tips and promos", type: "checkbox", value: true }] }, "tick", "newsletter", true],
    ["fill_web_form", { fields: [{ name: "Weekly tips and promos", type: "checkbox", value: false }] }, "tick", undefined, false],
    ["fill_web_form", { fields: [{ name: "Weekly tips and promos", type: "checkbox", value: false }] }, "untick", undefined, true],
    ["fill_web_form", { fields: [{ name: "I accept the rental terms", type: "checkbox", value: "true" }] }, "tick", "newsletter", false],
    ["browser_click", { element: "Checkbox 'Partner discounts by e-mail'", ref: "e5" }, "opt-in", "marketing", true],
    ["browser_click", { element: "Link 'Partner discounts'", ref: "e6" }, "opt-in", undefined, false],
    ["playwright_check", { selector: "#subscribe-news" }, "tick", "mailing list", true],
    ["browser_select_option", { element: "Timezone", ref: "e3", values: ["UTC+1"] }, "change", undefined, true],
    ["browser_handle_dialog", { accept: true }, "accept", "dialog", true],
    ["browser_handle_dialog", { accept: false }, "accept", undefined, false],
    ["browser_handle_dialog", { accept: false }, "dismiss", "dialog", true],
    ["page_evaluate", { script: "document.getElementById('pay').click()" }, "click", "button", true],
    ["page_evaluate", { script: "document.forms.signup.submit()" }, "submit", "form", true],
    ["page_evaluate", { script: "el.value = '9.99'" }, "change", "value", true],
    ["page_evaluate", { script: "return el.value === '9.99'" }, "change", undefined, false],
    ["stagehand_act", { action: "Choose the window seat (+€25)" }, "pay", "upgrade", true],
    ["stagehand_act", { action: "Choose the window seat" }, "pay", undefined, false],
    // a search box takes a query: no typing of data, no change
    ["page_fill", { selector: "input[type=search]", value: "password reset help" }, "type", undefined, false],
    ["page_fill", { selector: "input[type=search]", value: "password reset help" }, "search", undefined, true],
    // not a page tool: nothing read
    ["create_index", { index: "logs", name: "password" }, "type", "password", false],
  ];
  for (const [tool, args, action, target, want] of table) {
    const f = readCall(tool, args, rules);
    const got = f.actionWords.has(action) && (target === undefined || f.addressing.some((a) => a.raw === target));
    assert.equal(got, want, `${tool} ${JSON.stringify(args)} ${action}/${target}`);
  }
});

test("a short selector's CSS syntax is no act: input[type=search] types nothing", () => {
  const f = readCall("browser_click", { selector: "input[type=search]" }, rules);
  assert.equal(f.actionWords.has("type"), false);
  assert.equal(readCall("browser_click", { selector: "#delete-row" }, rules).actionWords.has("delete"), true);
});

test("one label reader: a snapshot's role + name reads by the name; a box's name is no act", () => {
  const table: [unknown, string, boolean][] = [
    [{ element: "Button 'Complete purchase'", ref: "e1" }, "pay", true],
    [{ element: "link \"Delete my account\"", ref: "e2" }, "delete", true],
    [{ element: "Checkbox 'Yes, send me partner offers'", ref: "e3" }, "send", false],
    [{ element: "Checkbox 'Yes, send me partner offers'", ref: "e3" }, "tick", true],
    [{ element: "Log out" }, "out", true],
    [{ element: "View order history" }, "order", false],
  ];
  for (const [args, word, want] of table) assert.equal(readCall("browser_click", args, rules).actionWords.has(word), want, `${JSON.stringify(args)} ${word}`);
});
