// What a call does to a form control, read from the tool and the control it works
// (rules/guard/call-form-input.yaml):
//   puppeteer_fill {selector: "input#otp", value: "482913"}       → type, enter; 2FA code
//   browser_fill_form {fields: [{name: "Send me deals", type: "checkbox", value: "true"}]}
//                                                                  → tick, opt-in; marketing
//   browser_click {element: "Checkbox 'Yes, send me offers'"}      → tick, opt-in; marketing
//   browser_select_option {element: "Language", values: [...]}    → choose, change (not a SQL select)
//   browser_handle_dialog {accept: true}                           → accept, confirm; dialog
//   browser_evaluate {function: "() => form.requestSubmit()"}      → submit; form
//   stagehand_act {action: "Select seat 3C (Extra Legroom, +$59)"} → pay, buy; upgrade
// One pass over the leaves; only tools that work a page or screen are read.
import type { Leaf } from "./walk-args.ts";
import { normKey, type MeaningAdds } from "./call-meaning-rules.ts";
import type { MeaningFact } from "./call-command-meaning.ts";
import { splitWords } from "../split-words.ts";
import { scriptRequests } from "./call-http-meaning.ts";
import { flagOff, flagOn } from "../flag-value.ts";

export type FormAct = "type" | "type-search" | "tick" | "untick" | "choose" | "accept-dialog" | "dismiss-dialog" | "script-submit" | "script-value" | "script-click" | "script-request" | "script-storage" | "surcharge";
export const FORM_ACTS: readonly FormAct[] = ["type", "type-search", "tick", "untick", "choose", "accept-dialog", "dismiss-dialog", "script-submit", "script-value", "script-click", "script-request", "script-storage", "surcharge"];

export interface FormInputRules {
  acts: ReadonlyMap<FormAct, MeaningAdds>;
  /** first word of a field name sequence → the sequences starting with it, with their meaning */
  fields: ReadonlyMap<string, readonly { seq: readonly string[]; adds: MeaningAdds }[]>;
  /** opt-in label word → meaning */
  optins: ReadonlyMap<string, MeaningAdds>;
}

// tools that work a page or a screen: browser_type, puppeteer_fill, playwright_select_option, stagehand_act
const PAGE_TOOL_WORDS = new Set(["browser", "puppeteer", "playwright", "page", "stagehand", "selenium", "chrome", "web", "form", "field", "element", "dom", "computer", "webdriver", "dialog"]);
const TYPE_TOOL_WORDS = new Set(["fill", "type", "input", "enter", "typing", "settext", "setvalue", "keyboard"]);
const CHOOSE_TOOL_WORDS = new Set(["select", "choose", "dropdown", "option", "radio"]);
const TICK_TOOL_WORDS = new Set(["check", "tick"]);
const UNTICK_TOOL_WORDS = new Set(["uncheck", "untick"]);
const CLICK_TOOL_WORDS = new Set(["click", "tap", "press", "act"]);
const SCRIPT_TOOL_WORDS = new Set(["evaluate", "eval", "script", "javascript", "js"]);
// where a control is named: its selector, label, accessible name, autocomplete token
const FIELD_KEYS = new Set(["uid", "selector", "element", "label", "name", "field", "fieldname", "placeholder", "arialabel", "xpath", "locator", "cssselector", "targetelement", "elementdescription", "id"]);
const SCRIPT_KEYS = new Set(["function", "script", "expression", "code", "js", "javascript", "pagefunction", "source"]);
const INSTRUCTION_KEYS = new Set(["action", "instruction", "instructions", "task", "step", "text", "values", "value", "option", "label", "element"]);
// a role prefix the accessibility snapshot puts before the name: Checkbox 'Send me offers'
const ROLE_CHECKBOX = /^\s*(?:checkbox|switch|toggle)\b/i;
const SCRIPT_SUBMIT = /\.(?:requestSubmit|submit)\s*\(/;
const SCRIPT_VALUE = /\.(?:value|checked|selectedIndex|textContent|innerText)\s*=(?!=)/;
const SCRIPT_CLICK = /\.click\s*\(/;
// a page script that stores or deletes what the site keeps: localStorage.setItem, document.cookie = …
const SCRIPT_STORAGE = /\b(?:localStorage|sessionStorage)\s*\.\s*(?:setItem|removeItem|clear)\s*\(|\b(?:localStorage|sessionStorage)\s*\[[^\]\n]{1,80}\]\s*=(?!=)|\bdocument\s*\.\s*cookie\s*=(?!=)|\bindexedDB\s*\.\s*deleteDatabase\s*\(/;
// what the script works on: document.querySelector('#travel-insurance-yes').click()
const SCRIPT_SELECTOR = /\b(?:querySelector|querySelectorAll|getElementById|getElementsByName|getElementsByClassName|closest|\$\$?)\s*\(\s*['"`]([^'"`\n]{1,120})['"`]/g;
// a script that works a page: it names the page's objects (run_script on a server does not)
const PAGE_SCRIPT = /\b(?:document|window|localStorage|sessionStorage|navigator|location|fetch)\b/;
const SURCHARGE = /\+\s?[$€£]\s?\d|\+\s?\d{1,6}(?:[.,]\d{1,2})?\s?(?:usd|eur|gbp|€|\$|£)/i;
const SEARCH_FIELD = "field.search";
// a CSS selector of a form control: input#password, textarea[name=body], #email
const CSS_CONTROL = /^(?:input|textarea|select|button|a)?[#.[][a-z_]/i;

export function formInputMeanings(leaves: readonly Leaf[], toolWords: readonly string[], rules: FormInputRules): MeaningFact[] {
  let page = false;
  let typing = false;
  let choosing = false;
  let ticking: boolean | undefined;
  let clicking = false;
  let scripting = false;
  let dialog = false;
  for (const w of toolWords) {
    if (PAGE_TOOL_WORDS.has(w)) page = true;
    if (TYPE_TOOL_WORDS.has(w)) typing = true;
    if (CHOOSE_TOOL_WORDS.has(w)) choosing = true;
    if (TICK_TOOL_WORDS.has(w)) ticking = true;
    if (UNTICK_TOOL_WORDS.has(w)) ticking = false;
    if (CLICK_TOOL_WORDS.has(w)) clicking = true;
    if (SCRIPT_TOOL_WORDS.has(w)) scripting = true;
    if (w === "dialog" || w === "alert" || w === "prompt") dialog = true;
  }
  // a control named by a selector or element argument makes any of these a page tool: input_text {index}
  // (an element ref as snapshots number them, e214; an index into the page's clickable elements)
  // (a DevTools snapshot uid, a CSS selector of a control: fill {uid: "input-password"}, fill {tabId, selector: "input#password"})
  const hasControl = leaves.some((l) => (l.key === "index" && typeof l.value === "number") || (l.key === "ref" && typeof l.value === "string" && /^[a-z]?\d{1,6}$/i.test(l.value)) || normKey(l.key) === "element" || normKey(l.key) === "xpath" || (l.key === "uid" && typeof l.value === "string") || (normKey(l.key) === "selector" && typeof l.value === "string" && CSS_CONTROL.test(l.value)));
  // evaluate_script {function: "() => document…"}: a script run in the page makes it a page tool
  if (!page && !hasControl && scripting) page = leaves.some((l) => typeof l.value === "string" && SCRIPT_KEYS.has(normKey(l.key)) && PAGE_SCRIPT.test(l.value.slice(0, 20_000)));
  if (!page && !hasControl) return [];
  const out: MeaningFact[] = [];
  const seen = new Set<string>();
  const act = (a: FormAct, where: string, extra: readonly string[] = []) => {
    const def = rules.acts.get(a);
    if (!def || seen.has(`act:${a}`)) return;
    seen.add(`act:${a}`);
    out.push({ id: def.id, actions: def.actions, targets: [...def.targets, ...extra], programs: [], where: `${where} (${def.id})` });
  };
  let search = false; // a search box named: what is typed is a query (act.type-search)
  const field = (text: string, where: string) => {
    for (const adds of fieldKinds(text, rules)) {
      if (adds.id === SEARCH_FIELD) search = true;
      if (seen.has(adds.id)) continue;
      seen.add(adds.id);
      // a field's own actions count only when something is typed into it (not when it is clicked)
      out.push({ id: adds.id, actions: typing || scripting ? adds.actions : [], targets: adds.targets, programs: [], where: `${where} "${text.slice(0, 60)}" (${adds.id})` });
    }
  };
  const optin = (label: string, where: string) => {
    const words = splitWords(label, 20);
    for (const w of words) {
      const adds = rules.optins.get(w);
      if (!adds || seen.has(adds.id)) continue;
      seen.add(adds.id);
      // the box's own words and the opt-in's, as one value: "promotional checkbox", "newsletter opt in"
      out.push({ id: adds.id, actions: [], targets: [...adds.targets, `${words.join(" ")} checkbox ${adds.targets.join(" ")}`], programs: [], where: `${where} "${label.slice(0, 60)}" (${adds.id})` });
    }
  };

  // fill_form {fields: [{name, type, value}]}: each field by its own type
  const groups = new Map<string, { name?: string; type?: string; value?: string | number | boolean; path: string }>();
  let n = 0;
  for (const l of leaves) {
    if (++n > 200) break;
    const k = normKey(l.key);
    const dot = l.path.lastIndexOf(".");
    if (dot > 0 && /\.\d+$/.test(l.path.slice(0, dot))) {
      const g = groups.get(l.path.slice(0, dot)) ?? { path: l.path.slice(0, dot) };
      if (k === "name" || k === "label" || k === "element" || k === "selector") g.name = String(l.value);
      else if (k === "type" || k === "role" || k === "kind") g.type = String(l.value).toLowerCase();
      else if (k === "value" || k === "checked" || k === "text") g.value = l.value;
      groups.set(g.path, g);
    }
    if (typeof l.value === "string" && l.value.length <= 2_000) {
      const where = `args.${l.path}`;
      if (FIELD_KEYS.has(k) && l.value.length <= 200) {
        field(l.value, where);
        // browser_click {element: "Checkbox 'Yes, send me offers'"}: a click on a box ticks it
        if (clicking && ROLE_CHECKBOX.test(l.value)) {
          act("tick", where);
          optin(l.value, where);
        } else if (ticking !== undefined) {
          act(ticking ? "tick" : "untick", where);
          if (ticking) optin(l.value, where);
        }
      }
      if (scripting && SCRIPT_KEYS.has(k)) {
        if (SCRIPT_SUBMIT.test(l.value)) act("script-submit", where);
        if (SCRIPT_VALUE.test(l.value)) act("script-value", where);
        if (SCRIPT_CLICK.test(l.value)) act("script-click", where);
        if (SCRIPT_STORAGE.test(l.value)) act("script-storage", where);
        // fetch(url, {method: "POST"}): the request it sends, read as a curl line's would be
        for (const r of scriptRequests(l.value)) {
          act("script-request", where);
          out.push({ id: "script-request", actions: r.actions, targets: [r.url], programs: [], where: `${where} "${r.method} ${r.url.slice(0, 60)}"` });
        }
        // the controls a working script names are what it works on (not those it only reads)
        if (seen.has("act:script-click") || seen.has("act:script-submit") || seen.has("act:script-value"))
          for (const m of l.value.matchAll(SCRIPT_SELECTOR)) if (out.length < 40) out.push({ id: "script-selector", actions: [], targets: [m[1]!], programs: [], where: `${where} "${m[1]!.slice(0, 60)}"` });
      }
      if ((clicking || choosing) && INSTRUCTION_KEYS.has(k) && l.value.length <= 200 && SURCHARGE.test(l.value)) act("surcharge", where);
    }
    if (dialog && k === "accept" && typeof l.value === "boolean") act(l.value ? "accept-dialog" : "dismiss-dialog", `args.${l.path}`);
  }
  for (const g of groups.values()) {
    if (g.name === undefined) continue;
    const where = `args.${g.path}`;
    const v = typeof g.value === "string" ? g.value.toLowerCase() : g.value;
    if (g.type === "checkbox" || g.type === "switch" || g.type === "radio") {
      const on = v === true || (typeof v === "string" && flagOn(v));
      const off = v === false || (typeof v === "string" && flagOff(v));
      if (on) {
        act(g.type === "radio" ? "choose" : "tick", where);
        if (g.type !== "radio") optin(g.name, where);
      } else if (off) act("untick", where);
    } else if (g.type === "combobox" || g.type === "select" || g.type === "listbox") act("choose", where);
    else if (v !== undefined && v !== "") act(fieldKinds(g.name, rules).some((a) => a.id === SEARCH_FIELD) ? "type-search" : "type", where);
  }
  if (typing) act(search ? "type-search" : "type", "tool");
  if (choosing && !scripting) act("choose", "tool");
  return out;
}

/** The field kinds a control's name holds: "input[name='payee_iban']" → bank account */
function fieldKinds(text: string, rules: FormInputRules): MeaningAdds[] {
  const words = splitWords(text, 24);
  const found: MeaningAdds[] = [];
  for (let i = 0; i < words.length; i++) {
    const cands = rules.fields.get(words[i]!);
    if (!cands) continue;
    for (const c of cands) {
      if (found.includes(c.adds)) continue;
      let ok = i + c.seq.length <= words.length;
      for (let j = 1; ok && j < c.seq.length; j++) if (words[i + j] !== c.seq[j]) ok = false;
      if (ok) found.push(c.adds);
    }
  }
  return found;
}
