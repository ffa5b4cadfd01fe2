// The state earlier calls left the session in, for the programs this call runs (session.yaml):
//   history: terraform workspace select prod      call: terraform apply -auto-approve
//     → [{path: 'history "terraform workspace select prod"', raw: "prod"}]
// The latest setter of each kind wins (git checkout main, then git checkout -b fix → fix).
import type { GuardRules } from "../guard-rules.ts";
import type { CallFacts, ValueRef } from "./call-facts.ts";
import type { CommandSegment } from "./command-line.ts";
import { canonical, splitWords } from "../split-words.ts";

export function sessionState(history: readonly CallFacts[], call: CallFacts, rules: GuardRules, known?: readonly Setter[]): ValueRef[] {
  if (!call.commands.length || !history.length) return [];
  const setters = known ?? sessionSetters(call, rules); // the caller may have them at hand
  if (!setters.length) return [];
  // most histories run no setter at all: no map until one is found
  let state: Map<string, { value: string; where: string }> | undefined;
  for (const h of history) for (const seg of h.commands) for (const s of setters) {
    if (seg.program !== s.program) continue; // what setterValue checks first, without the call
    const value = setterValue(seg, s);
    if (value) (state ??= new Map()).set(s.state, { value, where: [seg.program, ...seg.operands].join(" ").slice(0, 80) });
  }
  if (!state) return [];
  const out: ValueRef[] = [];
  for (const { value, where } of state.values())
    out.push({ path: `history "${where}"`, raw: value, words: splitWords(value, 20).map((w) => canonical(w, rules.synonyms)) });
  return out;
}

type Setter = GuardRules["sessionSetters"][number];

/** The setters that bear on the programs this call runs: none means no session state, whatever
 * the history holds (checked first, so the history need not be read). In lexicon order. */
export function sessionSetters(call: CallFacts, rules: GuardRules): Setter[] {
  const out: Setter[] = [];
  if (!call.commands.length) return out;
  const index = setterIndex(rules.sessionSetters);
  if (call.commands.length === 1 && !index.byProgram.has(call.commands[0]!.program)) return index.anyProgram.slice(); // the common case
  const on = new Uint8Array(rules.sessionSetters.length);
  for (const i of index.anyIndex) on[i] = 1;
  for (const c of call.commands) for (const i of index.byProgram.get(c.program) ?? []) on[i] = 1;
  for (let i = 0; i < on.length; i++) if (on[i]) out.push(rules.sessionSetters[i]!);
  return out;
}

// which setters apply to which program ("*": to every one), by position in the lexicon; built once
// per lexicon
interface SetterIndex {
  byProgram: Map<string, number[]>;
  anyIndex: number[];
  anyProgram: Setter[];
}
let indexed: readonly Setter[] | undefined;
let lastIndex: SetterIndex = { byProgram: new Map(), anyIndex: [], anyProgram: [] };
function setterIndex(setters: readonly Setter[]): SetterIndex {
  if (setters === indexed) return lastIndex;
  const built: SetterIndex = { byProgram: new Map(), anyIndex: [], anyProgram: [] };
  setters.forEach((s, i) => {
    if (s.appliesTo.has("*")) {
      built.anyIndex.push(i);
      built.anyProgram.push(s);
      return;
    }
    for (const p of s.appliesTo) {
      const list = built.byProgram.get(p);
      if (list) list.push(i);
      else built.byProgram.set(p, [i]);
    }
  });
  indexed = setters;
  return (lastIndex = built);
}

function setterValue(seg: CommandSegment, s: GuardRules["sessionSetters"][number]): string | undefined {
  if (seg.program !== s.program) return undefined;
  if (s.program === "export") {
    // export AWS_PROFILE=prod
    for (const o of seg.operands) {
      const eq = o.indexOf("=");
      if (eq > 0 && s.env.includes(o.slice(0, eq))) return o.slice(eq + 1) || undefined;
    }
    return undefined;
  }
  for (let i = 0; i < s.sub.length; i++) if (seg.subcommands[i] !== s.sub[i]) return undefined;
  // cf target -o payments -s prod: one setter per flag, each its own state
  if (s.flags.length) return seg.flagValues.find((fv) => s.flags.includes(fv.flag))?.value;
  // the operand after the setter words, or a flag's value (checkout -b fix, --namespace=prod)
  const rest = seg.operands.slice(seg.operands.length >= s.sub.length && s.sub.every((w, i) => seg.operands[i] === w) ? s.sub.length : 0).filter((o) => !o.startsWith("-") && o !== "--");
  return rest.at(-1) ?? seg.flagValues.at(-1)?.value;
}

// Browser tools act on the page the session is on: browser_click {element: "Send"} after
// browser_navigate {url: "https://www.linkedin.com/messaging/…"} clicks on www.linkedin.com.
const BROWSER_WORDS = new Set(["browser", "page", "playwright", "puppeteer", "tab", "webpage"]);
const MAX_PAGE_LOOKBACK = 50;

/** The host of the page a browser call without a URL of its own acts on: the last URL a browser
 * call in history opened (looked up at most 50 calls back). */
export function currentPage(history: readonly CallFacts[], call: CallFacts): { path: string; host: string } | undefined {
  if (!actsOnPage(call)) return undefined;
  for (let i = history.length - 1, n = 0; i >= 0 && n < MAX_PAGE_LOOKBACK; i--, n++) {
    const h = history[i]!;
    if (!h.hosts.length || !h.toolWords.some((w) => BROWSER_WORDS.has(w))) continue;
    const host = h.hosts[h.hosts.length - 1]!;
    return { path: `history[${i}] ${h.tool} (current page)`, host: host.host };
  }
  return undefined;
}

/** A browser call with no URL of its own: only such a call has a current page (checked before the
 * history is read at all). */
export function actsOnPage(call: CallFacts): boolean {
  return !call.hosts.length && call.toolWords.some((w) => BROWSER_WORDS.has(w));
}

// The page, form and focus a UI call acts on (session-ui.ts): the last page opened, whether a
// field of it was typed into since, and the control worked last (hovered, clicked, typed into).
//   history: go_to_url {url: ".../messaging/thread/2"}, input_text {index: 14, text: "Hi"}
//   → {url: ".../messaging/thread/2", filled: "history[1] input_text"}
export interface PageSession {
  url: string;
  host: string;
  where: string;
  filled: string | undefined; // where a field of the page was typed into
  focus: { label: string; where: string; field: boolean; dialog?: string } | undefined; // the newest control named by a label (and the dialog it opened)
  typed: { field: string; value: string; where: string }[]; // values typed into named fields of the page (newest first, at most 10)
}
// tools that open a page when they carry a URL: navigate_page, go_to_url, new_page, open_tab, computer
const OPENS_PAGE = new Set([...BROWSER_WORDS, "navigate", "goto", "go", "open", "visit", "url", "new", "load", "computer", "browse"]);
// tools that type into a field: fill, fill_form, input_text, browser_type, type_text
const TYPES_WORDS = new Set(["fill", "type", "input", "typing", "paste"]);
// tools that move the focus onto a control: hover, click, focus, tap
const FOCUS_WORDS = new Set(["hover", "click", "focus", "tap", "select"]);
const FOCUS_LABEL_KEYS = ["element", "label", "field", "placeholder", "target_label", "targetlabel", "aria_label", "name", "text"];

/** Read once, newest first, stopping at the page that was opened (at most 50 calls back). A call
 * with a URL of its own acts on that page (computer {page: {url}}), the history still says what
 * was typed. */
export function pageSession(history: readonly CallFacts[], call: CallFacts): PageSession | undefined {
  const own = urlOf(call);
  let filled: string | undefined;
  let focus: PageSession["focus"];
  const typed: PageSession["typed"] = [];
  for (let i = history.length - 1, n = 0; i >= 0 && n < MAX_PAGE_LOOKBACK; i--, n++) {
    const h = history[i]!;
    const types = h.toolWords.some((w) => TYPES_WORDS.has(w)) || typeAction(h);
    // a URL typed and entered (computer {action: type, text: "https://…/pay\n"}) opens that page
    const opened = (h.hosts.length && h.toolWords.some((w) => OPENS_PAGE.has(w)) ? urlOf(h) : undefined) ?? (types ? enteredUrl(h) : undefined);
    if (opened) return own ? { ...own, filled, focus, typed } : { url: opened.url, host: opened.host, where: `history[${i}] ${h.tool} "${opened.url.slice(0, 80)}" (current page)`, filled, focus, typed };
    if (types) {
      filled ??= `history[${i}] ${h.tool} (a field typed into)`;
      // puppeteer_fill {selector: "#transfer-amount", value: "2,500.00"}
      const field = h.keyValues.get("selector")?.[0] ?? h.keyValues.get("element")?.[0] ?? h.keyValues.get("field")?.[0] ?? h.keyValues.get("label")?.[0] ?? h.keyValues.get("name")?.[0];
      const value = h.keyValues.get("value")?.[0] ?? h.keyValues.get("text")?.[0];
      if (field && value && field.length <= 80 && value.length <= 40 && typed.length < 10) typed.push({ field, value, where: `history[${i}] ${h.tool} "${field.slice(0, 40)}: ${value}"` });
    }
    if (!focus && (types || h.toolWords.some((w) => FOCUS_WORDS.has(w))))
      for (const k of FOCUS_LABEL_KEYS) {
        if (types && k === "text") continue; // what was typed, not the field's name
        const v = h.keyValues.get(k)?.[0];
        if (v && v.length <= 80) {
          const dialog = h.keyValues.get("dialog")?.[0];
          focus = { label: v, where: `history[${i}] ${h.tool} "${v.slice(0, 60)}"`, field: types, ...(dialog && dialog.length <= 200 ? { dialog } : {}) };
          break;
        }
      }
  }
  // no page opened in the history read: what was typed and focused still counts (url "")
  return own ? { ...own, filled, focus, typed } : filled || focus ? { url: "", host: "", where: "", filled, focus, typed } : undefined;
}

// computer-use tools name the act in an argument: computer {action: "type", text: "…"}
const TYPE_ACTIONS = new Set(["type", "type_text", "typetext", "input_text", "fill"]);
function typeAction(f: CallFacts): boolean {
  for (const k of ["action", "type"]) for (const v of f.keyValues.get(k) ?? []) if (TYPE_ACTIONS.has(v.toLowerCase())) return true;
  return false;
}
// a URL alone on the line typed, then Enter: what an address bar opens
const ENTERED_URL = /^\s*(https?:\/\/([a-z0-9.-]{1,253})(?:[/?#][^\s]{0,400})?)\s*\n\s*$/i;
function enteredUrl(f: CallFacts): { url: string; host: string } | undefined {
  for (const v of f.keyValues.get("text") ?? []) {
    const m = v.length <= 700 ? ENTERED_URL.exec(v) : null;
    if (m) return { url: m[1]!, host: m[2]!.toLowerCase() };
  }
  return undefined;
}

function urlOf(f: CallFacts): { url: string; host: string; where: string } | undefined {
  if (!f.hosts.length) return undefined;
  const h = f.hosts[f.hosts.length - 1]!;
  for (const a of f.addressing) if (a.path === h.path && a.raw.includes("://")) return { url: a.raw, host: h.host, where: `${h.path} "${a.raw.slice(0, 80)}" (current page)` };
  return undefined;
}
