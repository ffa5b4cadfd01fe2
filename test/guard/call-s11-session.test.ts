// Table-driven tests of the session a UI call runs in (session-ui.ts, session-state.ts pageSession,
// rules/guard/call-ui.yaml forms): the page it acts on, Enter in a form that was being filled, the
// control in focus, flags that describe the control.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { flagAmounts, pageWords, sessionUiFacts } from "../../src/guard/read-call/session-ui.ts";
import { pageSession } from "../../src/guard/read-call/session-state.ts";
import { rules } from "./support.ts";

type Call = [string, unknown];
const facts = ([tool, args]: Call) => readCall(tool, args, rules);

test("page words: the route's words, without ids, numbers and file suffixes", () => {
  const table: [string, string[]][] = [
    ["https://pay.example.net/web/auth/dashboard#/dashboard/payMultipleBills/confirm", ["dashboard", "pay", "multiple", "bills", "confirm"]],
    ["https://www.shop.test/find/checkout.jsp?step=2", ["find", "checkout"]],
    ["https://chat.example.org/messaging/thread/2-ZTgyN2/", ["messaging", "thread"]],
    ["https://app.example.io/r/48812001", []],
    ["https://example.io", []],
  ];
  for (const [url, want] of table) assert.deepEqual(pageWords(url), want, url);
});

test("page session: the last page opened, what was typed and focused since", () => {
  const table: [Call[], Call, string | undefined, boolean, string | undefined][] = [
    // history, call, page host, filled, focus label
    [[["open_url", { url: "https://a.example.com/x" }], ["type_text", { field: "Email", text: "me@x.io" }]], ["press", { key: "Enter" }], "a.example.com", true, "Email"],
    [[["visit_page", { url: "https://a.example.com/x" }], ["mouse_hover", { label: "Save draft" }]], ["press", { key: "Enter" }], "a.example.com", false, "Save draft"],
    // the newer page wins; what was typed on the older one does not count
    [[["goto", { url: "https://a.example.com/form" }], ["fill", { uid: "1", value: "x" }], ["goto", { url: "https://b.example.com/" }]], ["press", { key: "Enter" }], "b.example.com", false, undefined],
    // a call with its own page
    [[["fill", { uid: "1", value: "x" }]], ["computer", { action: "key", page: { url: "https://c.example.com/p" } }], "c.example.com", true, undefined],
    // no page opened: what was typed still counts
    [[["fill", { uid: "1", value: "x" }]], ["press", { key: "Enter" }], "", true, undefined],
    [[["scroll", { by: 300 }]], ["press", { key: "Enter" }], undefined, false, undefined],
  ];
  for (const [history, call, host, filled, focus] of table) {
    const p = pageSession(history.map(facts), facts(call));
    assert.equal(p?.host, host, JSON.stringify(history));
    if (!p) continue;
    assert.equal(Boolean(p.filled), filled, JSON.stringify(history));
    assert.equal(p.focus?.label, focus, JSON.stringify(history));
  }
});

test("session facts: Enter submits the form being filled, works the control in focus; flags name the control", () => {
  const table: [Call[], Call, Record<string, unknown> | undefined, string[], string, boolean][] = [
    // history, call, flags, when-keys, action word, expected
    [[["go_to_url", { url: "https://bank.example/payments/new" }], ["input_text", { index: 3, text: "120" }]], ["send_keys", { keys: "Enter" }], undefined, [], "pay", true],
    [[["go_to_url", { url: "https://bank.example/payments/search" }], ["input_text", { index: 3, text: "rent" }]], ["send_keys", { keys: "Enter" }], undefined, [], "submit", false],
    [[["go_to_url", { url: "https://forum.example/compose" }], ["fill", { uid: "4", value: "hello" }]], ["press_key", { key: "Return" }], undefined, [], "send", true],
    // no field typed into: Enter submits nothing known
    [[["go_to_url", { url: "https://forum.example/compose" }]], ["press_key", { key: "Return" }], undefined, [], "submit", false],
    // Enter on the hovered control does what clicking it does
    [[["go_to_url", { url: "https://x.example/a" }], ["browser_hover", { element: "Delete project" }]], ["browser_press_key", { key: "Enter" }], undefined, [], "delete", true],
    [[["go_to_url", { url: "https://x.example/a" }], ["browser_hover", { element: "Export project" }]], ["browser_press_key", { key: "Enter" }], undefined, [], "delete", false],
    // a flag describing the control clicked
    [[], ["click", { uid: "1_2" }], { target_is_archive_button: true }, [], "archive", true],
    [[], ["click", { uid: "1_2" }], { element_7_archive: true }, [], "archive", true],
    // a flag an entry's `when` names is a condition, not the control
    [[], ["click", { uid: "1_2" }], { target_is_archive_button: true }, ["target_is_archive_button"], "archive", false],
    // a flag about something else, a false flag
    [[], ["click", { uid: "1_2" }], { user_is_archivist: true }, [], "archivist", false],
    [[], ["click", { uid: "1_2" }], { target_is_archive_button: false }, [], "archive", false],
    // a shell call reads no session
    [[], ["run_command", { command: "git status" }], { target_is_archive_button: true }, [], "archive", false],
    // the page object of a computer-use call names the control
    [[], ["computer", { action: "left_click", page: { url: "https://x.example/b", target_label: "Cancel subscription" } }], undefined, [], "cancel", true],
    // accepting a dialog confirms the control that opened it; dismissing it does not
    [[["ui_click", { element: "Remove member" }]], ["handle_dialog", { accept: true }], undefined, [], "remove", true],
    [[["ui_click", { element: "Remove member" }]], ["handle_dialog", { accept: false }], undefined, [], "remove", false],
    // typing with submit: true submits the field's form; a search field searches
    [[], ["browser_type", { element: "Reply to the seller", text: "Is it still available?", submit: true }], undefined, [], "send", true],
    [[], ["browser_type", { element: "Reply to the seller", text: "Is it still available?", submit: false }], undefined, [], "send", false],
    [[], ["browser_type", { element: "Search messages", text: "invoice", submit: true }], undefined, [], "submit", false],
    // a drag moves what it drags
    [[], ["browser_drag", { startElement: "Card 'Q3 plan'", endElement: "List 'Done'" }], undefined, [], "move", true],
  ];
  for (const [history, call, flags, when, action, want] of table) {
    const hist = history.map(facts);
    const got = sessionUiFacts(facts(call), () => hist, hist.length, flags, new Set(when), rules.meaning.ui);
    assert.equal(Boolean(got?.actions.some((a) => a.word === action)), want, `${JSON.stringify(call)} ${JSON.stringify(flags ?? {})} ${action}`);
  }
});

test("flag amounts: a flag stating the amount of what the call acts on", () => {
  const table: [Record<string, unknown>, string[], number[]][] = [
    [{ item_price_usd_74_99: true }, [], [74.99]],
    [{ invoice_total_eur_7250: true }, [], [7250]],
    [{ item_price_over_150: true }, [], [150.01]],
    [{ charge_amount_over_500: true }, [], [500.01]],
    [{ item_price_usd_74_99: false }, [], []],
    [{ item_price_usd_74_99: true }, ["item_price_usd_74_99"], []],
    [{ current_limit_usd_2000: true }, [], []],
    [{ remaining_budget_eur_300: true }, [], []],
    [{ price_tier_3_customers: true }, [], []],
    [{ passengers_2: true }, [], []],
  ];
  for (const [flags, when, want] of table)
    assert.deepEqual(
      flagAmounts(flags, new Set(when)).map((a) => a.value),
      want,
      JSON.stringify(flags),
    );
});

test("a hover or a screenshot of a control works nothing: a read, no label act", () => {
  const table: [string, unknown, boolean][] = [
    // tool, args, mutating
    ["browser_hover", { element: "Delete project" }, false],
    ["hover_element", { label: "Publish now" }, false],
    ["element_screenshot", { element: "Pay invoice" }, false],
    ["browser_click", { element: "Delete project" }, true],
    ["hover_and_click", { element: "Delete project" }, true],
  ];
  for (const [tool, args, mutating] of table) assert.equal(readCall(tool, args, rules).mutating, mutating, `${tool} ${JSON.stringify(args)}`);
});

test("a submit commits the amounts typed into the form's money fields", () => {
  const table: [Call[], Call, number[]][] = [
    // history, call, amounts read
    [[["open_url", { url: "https://bank.example/move" }], ["fill_field", { selector: "#wire-amount", value: "3,400.50" }]], ["ui_click", { selector: "#submit-wire" }], [3400.5]],
    [[["open_url", { url: "https://bank.example/move" }], ["fill_field", { selector: "#wire-amount", value: "3,400.50" }]], ["ui_click", { selector: "#cancel" }], []],
    [[["open_url", { url: "https://bank.example/move" }], ["fill_field", { selector: "#memo", value: "4000" }]], ["ui_click", { selector: "#submit-wire" }], []],
    [[["open_url", { url: "https://shop.example/pay" }], ["type_in", { field: "Tip amount", text: "$12" }]], ["press_key", { key: "Enter" }], [12]],
    [[["open_url", { url: "https://shop.example/pay" }], ["type_in", { field: "Tip amount", text: "twelve" }]], ["press_key", { key: "Enter" }], []],
  ];
  for (const [history, call, want] of table) {
    const hist = history.map(facts);
    const got = sessionUiFacts(facts(call), () => hist, hist.length, undefined, new Set(), rules.meaning.ui);
    assert.deepEqual((got?.numbers ?? []).map((n) => n.value), want, JSON.stringify(call));
  }
});
