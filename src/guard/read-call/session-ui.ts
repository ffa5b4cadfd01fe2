// What a UI call does in the SESSION it runs in, when its own arguments carry only an element id
// or a key (browser and computer-use tools):
//   history: navigate_page {url: ".../checkout.jsp"}, fill {uid: "6_20", value: "123"}
//   call:    press_key {key: "Enter"}                        → submit (the form being filled), the
//            page's words name the form: checkout; targets "www.shop.com/checkout.jsp"
//   history: browser_hover {element: "Submit report button"}
//   call:    browser_press_key {key: "Enter"}                 → what clicking "Submit report" does
//   flags:   {target_is_place_order_button: true}; call: click {uid: "4_118"}
//            → what clicking "Place order" does (call-ui.yaml labels), unless an entry's `when`
//              names the flag (then it is a condition, not a description of the call)
//   call:    computer_call {action: {type: "click"}, page: {url, target_label: "Pay now"}}
//            → what clicking "Pay now" does
// Bounded work: the history is read once, newest first, up to the page that was opened (at most
// 50 calls back); only calls that work a UI get here (isUiCall), others cost one word check.
import { addCallFacts, type CallFacts } from "./call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { UiRules } from "./call-ui-label.ts";
import { LABEL_FILLERS, controlName } from "./call-ui-label.ts";
import { pageSession, type PageSession } from "./session-state.ts";
import { splitWords } from "../split-words.ts";

export interface SessionUiFacts {
  actions: { word: string; where: string }[];
  targets: { raw: string; where: string }[];
  numbers?: { path: string; key: string; value: number }[];
}

// tools that work a control, a key or a page (not a shell, not an API): the words of their names
const UI_CALL_WORDS = new Set(["click", "dblclick", "tap", "press", "key", "keys", "keypress", "keyboard", "hover", "drag", "fill", "type", "input", "evaluate", "computer", "browser", "playwright", "puppeteer", "element", "mouse", "page", "tab", "webpage", "dialog"]);
// flag words that say a flag describes the control or field the call works on
const UI_FLAG_WORDS = new Set(["target", "element", "button", "link", "field", "focus", "focused", "dialog", "control", "hovered", "clicked", "selected", "cursor", "modal"]);
const FLAG_GLUE = new Set(["is", "in", "on", "at", "of", "the", "a", "an", "has", "with"]);
// a form's field or page that searches: Enter there runs a search, it submits nothing
const SEARCH_WORDS = new Set(["search", "find", "filter", "query", "lookup", "q"]);
// a control fact naming a field: "textbox 'Amount'", "searchbox: Search"
const FIELD_FLAG = /^\s*(?:textbox|searchbox|combobox|textarea|input|field)\b/i;
const LABEL_KEYS = ["targetlabel", "target_label", "label", "element", "aria_label", "arialabel"];
const MAX_LABEL_WORDS = 10;

/** A call that works a UI (a click, a key, a field) and runs no command: only such a call reads
 * the session's page, form and focus. */
export function isUiCall(call: CallFacts): boolean {
  if (call.commands.length) return false;
  for (const w of call.toolWords) if (UI_CALL_WORDS.has(w)) return true;
  return false;
}

export function sessionUiFacts(
  call: CallFacts,
  history: () => readonly CallFacts[],
  historyLength: number,
  flags: Readonly<Record<string, unknown>> | undefined,
  whenKeys: ReadonlySet<string>,
  ui: UiRules,
): SessionUiFacts | undefined {
  if (!isUiCall(call)) return undefined;
  const out: SessionUiFacts = { actions: [], targets: [] };
  const page = historyLength || ownUrl(call) ? pageSession(historyLength ? history() : [], call) : undefined;
  // the page the call acts on: its host and path words address what the page is
  if (page?.url) out.targets.push({ raw: pageText(page.url), where: page.where });

  // flags that describe the control the call works (target_is_merge_button, element_14_accept_all)
  const flagLabels: { words: string[]; where: string; form: boolean }[] = [];
  if (flags)
    for (const key of Object.keys(flags).slice(0, 40)) {
      const value = flags[key];
      if ((value !== true && typeof value !== "string") || whenKeys.has(key)) continue;
      const words = splitWords(key, 12);
      if (!words.some((w) => UI_FLAG_WORDS.has(w)) && !(words.includes("form") && words.includes("focus"))) continue;
      // a context fact naming the control ({"element_under_cursor": "button 'Close account'"}): its
      // visible name is the label; a field's name says what it holds, clicking it does nothing
      if (typeof value === "string") {
        if (value.length > 100) continue;
        const field = FIELD_FLAG.test(value) || words.includes("field") || words.includes("input");
        const name = field ? value : controlName(value);
        const label = splitWords(name, MAX_LABEL_WORDS).filter((w) => !FLAG_GLUE.has(w));
        if (label.length) flagLabels.push({ words: label, where: `context.flags.${key}`, form: field });
        continue;
      }
      const label = words.filter((w) => !UI_FLAG_WORDS.has(w) && !FLAG_GLUE.has(w) && !/^\d+$/.test(w) && w !== "form");
      if (label.length && label.length <= MAX_LABEL_WORDS) flagLabels.push({ words: label, where: `context.flags.${key}`, form: words.includes("form") || words.includes("field") });
    }

  const enter = pressesEnter(call);
  // a key pressed is pressed: "don't press Enter in the bulk-action box"
  if (enter) out.actions.push({ word: "press", where: `tool ${call.tool} (key Enter)` });
  // accepting a dialog confirms what opened it: the control clicked last (browser_handle_dialog {accept: true})
  const accepts = acceptsDialog(call);
  const clicks = !enter && (accepts || worksControl(call));
  if (accepts) {
    out.actions.push({ word: "accept", where: `tool ${call.tool} (accept)` }, { word: "confirm", where: `tool ${call.tool} (accept)` });
    out.targets.push({ raw: "dialog", where: `tool ${call.tool}` });
    if (page?.focus && !page.focus.field) {
      label(out, splitWords(controlName(page.focus.label), MAX_LABEL_WORDS), page.focus.where, ui, true);
      if (page.focus.dialog) out.targets.push({ raw: page.focus.dialog, where: `${page.focus.where} (dialog)` });
    }
  }
  // typing with submit: true presses Enter in the field: it submits the form (browser_type {submit: true})
  if (!enter && call.actionWords.has("submit=true") && typesText(call)) {
    const field = ownField(call);
    if (!field || !splitWords(field, MAX_LABEL_WORDS).some((w) => SEARCH_WORDS.has(w))) submit(out, [...(field ? splitWords(field, MAX_LABEL_WORDS) : []), ...(page?.url ? pageWords(page.url) : [])], `args.submit true`, ui);
  }
  // dragging a card onto a list moves it there
  if (call.toolWords.includes("drag")) out.actions.push({ word: "move", where: `tool ${call.tool} (drag)` });
  // the call's own label where the UI reader does not look: computer_call {page: {target_label}}
  const own = ownLabel(call);
  if (own && (enter || clicks)) label(out, splitWords(own.value, MAX_LABEL_WORDS), own.where, ui, true);
  for (const f of flagLabels) {
    if (f.form && enter) submit(out, f.words, f.where, ui);
    else if (!f.form && (enter || clicks)) {
      label(out, f.words, f.where, ui, true);
      // Enter on a focused button clicks it: "don't click 'Submit application'"
      if (enter) out.actions.push({ word: "click", where: `${f.where} (Enter on it)` });
    }
  }
  if (enter && page) {
    // Enter works the control in focus: the one hovered or clicked last, or it submits the form
    // a field of which was typed into last
    if (page.focus && !page.focus.field) {
      label(out, splitWords(controlName(page.focus.label), MAX_LABEL_WORDS), page.focus.where, ui, true);
      out.actions.push({ word: "click", where: `${page.focus.where} (Enter on it)` });
    }
    else if (page.filled && !searches(page)) submit(out, [...(page.focus ? splitWords(page.focus.label, MAX_LABEL_WORDS) : []), ...pageWords(page.url)], page.filled, ui);
  }
  // a submit commits the amounts typed into the form: puppeteer_fill {selector: "#transfer-amount",
  // value: "2,500.00"}, then a click on #confirm-transfer transfers 2,500
  if (page?.typed.length && ((enter && page.filled) || (clicks && commitsForm(call, flagLabels))))
    for (const t of page.typed) {
      const key = splitWords(t.field, MAX_LABEL_WORDS).find((w) => AMOUNT_WORDS.has(w));
      const m = key ? TYPED_MONEY.exec(t.value.trim()) : null;
      if (m) (out.numbers ??= []).push({ path: `${t.where} (typed, submitted)`, key: key!, value: Number(m[1]!.replace(/,/g, "")) });
    }
  return out.actions.length || out.targets.length || out.numbers ? out : undefined;
}

// a typed amount: 2,500.00 · $1200 · 99.5 €
const TYPED_MONEY = /^[$€£]?\s?(\d{1,3}(?:,\d{3}){1,4}(?:\.\d{1,2})?|\d{1,9}(?:\.\d{1,2})?)\s?(?:[$€£]|usd|eur|gbp)?$/i;
// words of a control that commits the form it closes
const COMMIT_WORDS = new Set(["submit", "confirm", "pay", "send", "transfer", "place", "buy", "purchase", "complete", "checkout", "book", "finish", "approve", "authorize", "order"]);
function commitsForm(call: CallFacts, flagLabels: readonly { words: string[] }[]): boolean {
  for (const k of ["selector", "element", "label", "button", "name", "target_label", "targetlabel", "text"])
    for (const v of call.keyValues.get(k) ?? []) if (v.length <= 80 && splitWords(v, MAX_LABEL_WORDS).some((w) => COMMIT_WORDS.has(w))) return true;
  return flagLabels.some((f) => f.words.some((w) => COMMIT_WORDS.has(w)));
}

function acceptsDialog(call: CallFacts): boolean {
  if (!call.toolWords.includes("dialog") && !call.toolWords.includes("alert")) return false;
  if (call.actionWords.has("accept=true")) return true;
  for (const k of ["action", "response", "choice"]) for (const v of call.keyValues.get(k) ?? []) if (/^(?:accept|confirm|ok|yes)$/i.test(v)) return true;
  return false;
}

function typesText(call: CallFacts): boolean {
  for (const w of call.toolWords) if (w === "type" || w === "fill" || w === "input") return true;
  return false;
}

/** the field a typing call types into, by its label: browser_type {element: "Message the host"} */
function ownField(call: CallFacts): string | undefined {
  for (const k of ["element", "label", "field", "name", "placeholder"]) {
    const v = call.keyValues.get(k)?.[0];
    if (v && v.length <= 80) return v;
  }
  return undefined;
}

function ownUrl(call: CallFacts): boolean {
  return call.hosts.length > 0;
}

/** key Enter / Return (alone or after Tab presses), computer {action: {type: "keypress", keys: ["ENTER"]}} */
function pressesEnter(call: CallFacts): boolean {
  for (const k of ["key", "keys", "text", "combo", "keystroke", "keystrokes"]) {
    const vs = call.keyValues.get(k);
    if (!vs) continue;
    for (const v of vs) {
      if (v.length > 40) continue;
      const parts = v.toLowerCase().split(/[\s+]+/).filter(Boolean);
      const last = parts.at(-1);
      if (last === "enter" || last === "return" || v === "\n") return true;
    }
  }
  return false;
}

/** a click or tap on a control the arguments name by id only (uid, index, ref, x/y) */
function worksControl(call: CallFacts): boolean {
  for (const w of call.toolWords) if (w === "click" || w === "tap" || w === "dblclick" || w === "press") return true;
  for (const v of call.keyValues.get("type") ?? []) if (/^(?:click|double_click|tap|left_click)$/i.test(v)) return true;
  for (const v of call.keyValues.get("action") ?? []) if (/^(?:click|double_click|tap|left_click)$/i.test(v)) return true;
  return false;
}

function ownLabel(call: CallFacts): { value: string; where: string } | undefined {
  for (const k of LABEL_KEYS.slice(0, 2)) {
    const v = call.keyValues.get(k)?.[0];
    if (v && v.length <= 80) return { value: v, where: `args ${k} "${v.slice(0, 60)}"` };
  }
  return undefined;
}

/** What clicking a control with these label words does: its leading verb, and every
 * call-ui.yaml label that starts at its first word or after a leading "confirm"/"yes". */
function label(out: SessionUiFacts, words: readonly string[], where: string, ui: UiRules, verb: boolean) {
  // fillers say nothing of the act anywhere in a label: "Delete my account" = delete account
  const rest = words.filter((w) => !LABEL_FILLERS.has(w));
  if (!rest.length) return;
  if (verb) out.actions.push({ word: rest[0]!, where });
  out.targets.push({ raw: rest.join(" "), where });
  for (const from of rest[0] === "confirm" && rest.length > 1 ? [0, 1] : [0])
    for (const def of ui.labels)
      if (def.starts.some((s) => startsAt(rest, from, s))) {
        for (const a of def.actions) out.actions.push({ word: a, where: `${where} (${def.id})` });
        for (const t of def.targets) out.targets.push({ raw: t, where: `${where} (${def.id})` });
      }
}

/** Submitting a form: the form's words (its field, its page) say what is submitted —
 * Enter in a form on /payMultipleBills/confirm submits a bill payment. */
function submit(out: SessionUiFacts, words: readonly string[], where: string, ui: UiRules) {
  out.actions.push({ word: "submit", where });
  out.targets.push({ raw: "form", where });
  const seen = new Set<string>();
  for (const w of words.slice(0, 16)) {
    out.actions.push({ word: w, where });
    const def = ui.forms.get(w);
    if (!def || seen.has(def.id)) continue;
    seen.add(def.id);
    for (const a of def.actions) out.actions.push({ word: a, where: `${where} (${def.id})` });
    for (const t of def.targets) out.targets.push({ raw: t, where: `${where} (${def.id})` });
  }
  if (words.length) out.targets.push({ raw: words.slice(0, 16).join(" "), where });
}

function searches(page: PageSession): boolean {
  if (page.focus && splitWords(page.focus.label, MAX_LABEL_WORDS).some((w) => SEARCH_WORDS.has(w))) return true;
  return pageWords(page.url).includes("search");
}

// URL parts that say nothing of what a page is for
const PAGE_NOISE = new Set(["www", "com", "org", "net", "io", "html", "htm", "php", "jsp", "aspx", "asp", "index", "web", "app", "auth", "en", "us", "http", "https"]);

/** The words of a URL's path and fragment route: ".../dashboard#/dashboard/transfer/confirm" →
 * dashboard, transfer, confirm (ids and numbers left out; at most 12). */
export function pageWords(url: string): string[] {
  const at = url.indexOf("://");
  const rest = at < 0 ? url : url.slice(at + 3);
  const slash = rest.indexOf("/");
  if (slash < 0) return [];
  const path = rest.slice(slash, slash + 300).replace(/\?[^#]*/, "");
  const out: string[] = [];
  // a segment holding a digit is an id (2-ZTgyN2, 48812001, 4d1f0b2e-…), not a word of the route
  for (const seg of path.split(/[/#]/).slice(0, 20)) {
    if (!seg || seg.length > 40 || /\d/.test(seg)) continue;
    for (const w of splitWords(seg, 8)) {
      if (PAGE_NOISE.has(w) || w.length < 2 || w.length > 24 || out.includes(w)) continue;
      out.push(w);
      if (out.length >= 12) return out;
    }
  }
  return out;
}

/** host and path without scheme, query or ids: "secure.chase.com dashboard transfer confirm"; a
 * page is reached through the site's web UI, and a host under a gov label is a government site */
function pageText(url: string): string {
  const at = url.indexOf("://");
  const rest = at < 0 ? url : url.slice(at + 3);
  const slash = rest.indexOf("/");
  const host = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase();
  const words = pageWords(url);
  const gov = /(?:^|\.)(?:gov|gouv|gob|mil)(?:\.[a-z]{2})?$/.test(host) ? " government" : "";
  return `${host} ${words.join(" ")} web ui site page${gov}`;
}

function startsAt(words: readonly string[], from: number, seq: readonly string[]): boolean {
  if (from + seq.length > words.length) return false;
  for (let i = 0; i < seq.length; i++) if (words[from + i] !== seq[i]) return false;
  return true;
}

/** The step evaluate.ts runs after reading the call: the session's facts added to the call's. */
export function sessionUi(facts: CallFacts, ctx: { history(): CallFacts[]; historyLength: number }, req: { context?: { flags?: Readonly<Record<string, unknown>> }; ledger: readonly { when?: Record<string, unknown> }[] }, rules: GuardRules): void {
  const flags = req.context?.flags;
  const ui = isUiCall(facts);
  if (!ui && !flags) return;
  let whenKeys: Set<string> | undefined;
  if (flags) for (const e of req.ledger) if (e.when) for (const k of Object.keys(e.when)) (whenKeys ??= new Set()).add(k);
  const amounts = flags ? flagAmounts(flags, whenKeys ?? NONE) : [];
  const got = ui ? sessionUiFacts(facts, () => ctx.history(), ctx.historyLength, flags, whenKeys ?? NONE, rules.meaning.ui) : undefined;
  if (got?.numbers) amounts.push(...got.numbers);
  if (got || amounts.length) addCallFacts(facts, got?.actions ?? [], got?.targets ?? [], rules, amounts);
}
const NONE: ReadonlySet<string> = new Set();

// Flags that state the amount of what the call acts on (outsiders state facts the arguments do
// not show): item_price_usd_74_99 → price 74.99; invoice_total_eur_7250 → total 7250;
// item_price_over_150 → more than 150. Not a limit, a balance or a budget (what is allowed or
// left, not what the call spends), and not a flag an entry's `when` names.
const AMOUNT_WORDS = new Set(["price", "total", "amount", "cost", "fee", "subtotal", "charge", "payout", "payment"]);
const NOT_AMOUNT = new Set(["limit", "balance", "budget", "remaining", "cap", "max", "min", "maximum", "minimum", "threshold", "left", "available", "credit"]);
const CURRENCY = new Set(["usd", "eur", "gbp", "jpy", "cad", "aud", "chf", "inr", "sek", "nok", "dkk", "pln", "mxn", "brl"]);

export function flagAmounts(flags: Readonly<Record<string, unknown>>, whenKeys: ReadonlySet<string>): { path: string; key: string; value: number }[] {
  const out: { path: string; key: string; value: number }[] = [];
  for (const key of Object.keys(flags).slice(0, 40)) {
    if (flags[key] !== true || whenKeys.has(key) || key.length > 80) continue;
    const words = splitWords(key, 12);
    const at = words.findIndex((w) => AMOUNT_WORDS.has(w));
    if (at < 0 || words.some((w) => NOT_AMOUNT.has(w))) continue;
    let i = at + 1;
    let over = false;
    while (i < words.length && (CURRENCY.has(words[i]!) || AMOUNT_WORDS.has(words[i]!) || words[i] === "over" || words[i] === "above")) {
      if (words[i] === "over" || words[i] === "above") over = true;
      i++;
    }
    const whole = words[i];
    if (!whole || !/^\d{1,9}$/.test(whole)) continue;
    // item_price_usd_74_99: a two-digit part after the number is its cents
    const cents = words[i + 1] && /^\d{2}$/.test(words[i + 1]!) && i + 2 === words.length ? words[i + 1]! : "";
    const value = Number(cents ? `${whole}.${cents}` : whole) + (over ? 0.01 : 0);
    if (i + (cents ? 2 : 1) !== words.length) continue; // more words after the number: not an amount
    out.push({ path: `context.flags.${key}${over ? " (over)" : ""}`, key: words[at]!, value });
  }
  return out;
}
