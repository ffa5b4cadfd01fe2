// What a UI action does, read from the control it works (rules/guard/call-ui.yaml):
//   browser_click {element: "Place your order button"}          → buy, pay; order
//   stagehand_act {action: "Click the 'Accept all' button"}      → accept; cookies, consent
//   computer {action: "key", text: "cmd+q"}                      → quit, close; app, window
// Labels are read only from tools whose name holds a UI word, keys only from key-like arguments.
import type { Leaf } from "./walk-args.ts";
import { splitWords } from "../split-words.ts";
import { normKey, type MeaningAdds } from "./call-meaning-rules.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

export interface UiRules {
  labels: readonly (MeaningAdds & { starts: readonly (readonly string[])[]; anyRole: boolean })[];
  /** canonical chord ("cmd+q") → meaning */
  keys: ReadonlyMap<string, MeaningAdds>;
  /** a word naming a form (its page's path, its field, a flag) → what submitting it does (session-ui.ts) */
  forms: ReadonlyMap<string, MeaningAdds>;
}

// tools that work a control on screen: browser_click, puppeteer_click, tap_element, stagehand_act
// (not hover: hovering shows a tooltip, it works nothing)
const UI_TOOL_WORDS = new Set(["click", "tap", "press", "act", "dblclick", "doubleclick", "button", "select", "choose", "check", "toggle"]);
const LABEL_KEYS = new Set(["element", "label", "button", "buttontext", "linktext", "arialabel", "text", "name", "title", "selector", "cssselector", "targetelement", "elementdescription"]);
const INSTRUCTION_KEYS = new Set(["action", "instruction", "instructions", "task", "step", "command", "prompt"]);
const KEY_KEYS = new Set(["key", "keys", "text", "combo", "shortcut", "hotkey", "keycombo", "keycombination", "chord", "keystroke", "keystrokes"]);
const KEY_TOOL_WORDS = new Set(["computer", "key", "keys", "keyboard", "press", "hotkey", "shortcut", "xdotool", "keystroke", "keypress"]);
// leading words that do not change what a label does: "Place your order", "Yes, delete my account"
// (call-facts.ts skips the same ones before a label's leading verb)
// ("Permanently delete my account", "Really remove it?": an adverb in front says how, not what)
export const LABEL_FILLERS: ReadonlySet<string> = new Set(["the", "a", "an", "your", "my", "this", "our", "yes", "ok", "okay", "please", "permanently", "really", "irreversibly", "forever"]);
// ("Buy now": inside a phrase "now" is no word of the act either)
const FILLERS = new Set([...LABEL_FILLERS, "now"]);
// selector syntax is no part of the label: button:has-text('Pay now'), input[type=submit]
export const CSS_WORDS: ReadonlySet<string> = new Set(["button", "btn", "input", "a", "div", "span", "has", "text", "type", "role", "aria", "label", "data", "testid", "test", "id", "class", "name", "link", "nth", "of"]);
const QUOTED = /['"“‘]([^'"”’]{1,60})['"”’]/;
// an accessibility snapshot names a control by role, then name: Button 'Place your order', checkbox "Send me offers"
const ROLE_NAMED = /^\s*(button|link|menuitem|tab|checkbox|radio|textbox|combobox|menuitemcheckbox|switch|option|listitem|searchbox|heading)\s+['"“‘]([^'"”’]{1,80})['"”’]\s*$/i;
// …or by role, a colon, then name: "checkbox: I agree to the Terms of Service", "button: Delete"
const ROLE_COLON = /^\s*(button|link|menuitem|tab|checkbox|radio|textbox|combobox|menuitemcheckbox|switch|option|listitem|searchbox|heading)\s?:\s?([^:]{1,80})$/i;
// roles whose name is what clicking them does; a checkbox's or a field's name says what it holds
const ACTING_ROLES = new Set(["button", "link", "menuitem", "tab"]);
const LABEL_PARTICLES = new Set(["in", "up", "out", "on", "off", "down", "into", "over", "back", "now", "all"]);

/** The visible name of a control that acts when clicked: "Button 'Place your order'" → "Place your
 * order"; "Checkbox 'Send me offers'" → "" (ticking it sends nothing); anything else as is. */
export function controlName(v: string): string {
  const r = roleName(v);
  return r ? (ACTING_ROLES.has(r.role) ? r.name : "") : v;
}

/** "Checkbox 'I agree'" / "checkbox: I agree" → role checkbox, name "I agree"; a bare label → undefined */
function roleName(v: string): { role: string; name: string } | undefined {
  const m = v.length <= 100 ? (ROLE_NAMED.exec(v) ?? ROLE_COLON.exec(v)) : null;
  return m ? { role: m[1]!.toLowerCase(), name: m[2]!.trim() } : undefined;
}

/** The act a label or short selector shows by its words: the leading verb, with its particle
 * ("Sign in to Admin Console" → sign, in; "Log out" → log, out); every word of a one-token
 * selector but its CSS syntax ("#delete-row" → delete, row; input[type=search] → search). */
export function labelActs(v: string): string[] {
  const name = controlName(v);
  const words = splitWords(name, 6);
  if (/\s/.test(name.trim())) {
    let i = 0;
    while (i < words.length && LABEL_FILLERS.has(words[i]!)) i++;
    const out: string[] = [];
    if (i < words.length) out.push(words[i]!);
    if (i + 1 < words.length && LABEL_PARTICLES.has(words[i + 1]!)) out.push(words[i + 1]!);
    return out;
  }
  return words.filter((w) => !CSS_WORDS.has(w));
}
const MODIFIER: Record<string, string> = { cmd: "cmd", command: "cmd", meta: "cmd", super: "cmd", win: "cmd", ctrl: "ctrl", control: "ctrl", ctl: "ctrl", alt: "alt", option: "alt", opt: "alt", shift: "shift" };
const KEY_NAME: Record<string, string> = { return: "enter", enter: "enter", escape: "esc", esc: "esc", backspace: "backspace", delete: "delete", del: "delete" };
const MOD_ORDER = ["cmd", "ctrl", "alt", "shift"];

/** "Command+Q", "ctrl-shift-W", "Alt+F4" → "cmd+q", "ctrl+shift+w", "alt+f4"; not a chord → "" */
export function chordOf(v: string): string {
  if (v.length > 40) return "";
  const parts = v.toLowerCase().trim().split(/\s*[+-]\s*|\s+/).filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return "";
  const mods = new Set<string>();
  let key = "";
  for (const p of parts) {
    const m = MODIFIER[p];
    if (m) mods.add(m);
    else if (key) return "";
    else key = KEY_NAME[p] ?? p;
  }
  if (!key || !mods.size || !/^(?:[a-z0-9]|f\d{1,2}|enter|esc|backspace|delete|tab|space)$/.test(key)) return "";
  return [...MOD_ORDER.filter((m) => mods.has(m)), key].join("+");
}

/** Label words without fillers in front and selector syntax: "Place your order button" → place order button */
function labelWords(raw: string, selector: boolean, anyRole = false): string[] {
  const v = anyRole ? (roleName(raw)?.name ?? raw) : controlName(raw);
  const q = selector || v.length > 60 ? QUOTED.exec(v) : null;
  const text = q ? q[1]! : v;
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, 12);
  let i = 0;
  while (i < words.length && (FILLERS.has(words[i]!) || (selector && !q && CSS_WORDS.has(words[i]!)))) i++;
  return words.slice(i).filter((w) => !FILLERS.has(w));
}

function startsWith(words: readonly string[], seq: readonly string[]): boolean {
  if (seq.length > words.length) return false;
  for (let i = 0; i < seq.length; i++) if (words[i] !== seq[i]) return false;
  return true;
}

export function uiMeanings(leaves: readonly Leaf[], toolWords: readonly string[], rules: UiRules): MeaningFact[] {
  const out: MeaningFact[] = [];
  const seen = new Set<string>();
  let uiTool = false;
  let keyTool = false;
  for (const w of toolWords) {
    if (UI_TOOL_WORDS.has(w)) uiTool = true;
    if (KEY_TOOL_WORDS.has(w)) keyTool = true;
  }
  const keyParts: string[] = [];
  let n = 0;
  for (const l of leaves) {
    if (++n > 60) break;
    if (typeof l.value !== "string" || l.value.length > 200) continue;
    const k = normKey(l.key);
    // labels of the control clicked; an instruction's quoted control ("Click the 'Buy now' button")
    let words: string[] | undefined;
    if (uiTool && LABEL_KEYS.has(k) && l.value.length <= 80) words = labelWords(l.value, k.includes("selector") || /^[#.[]/.test(l.value));
    else if (INSTRUCTION_KEYS.has(k) && /^\s*(?:click|tap|press|hit|select|choose)\b/i.test(l.value)) {
      const q = QUOTED.exec(l.value);
      if (q) words = labelWords(q[1]!, false);
    }
    // labels marked any_role count on a box ticked too: ticking "I agree to the Terms" agrees
    // (others do not: a checkbox "Send me offers" sends nothing)
    const named = uiTool && !words?.length && LABEL_KEYS.has(k) && l.value.length <= 80 ? labelWords(l.value, false, true) : undefined;
    if (named?.length)
      for (const def of rules.labels)
        if (def.anyRole && !seen.has(def.id) && def.starts.some((s) => startsWith(named, s))) {
          seen.add(def.id);
          out.push({ id: def.id, actions: def.actions, targets: def.targets, programs: [], where: `args.${l.path} "${l.value.slice(0, 60)}" (${def.id})` });
        }
    if (words?.length) {
      // the label's first word is the act: "Register for the webinar" registers
      if (uiTool && !seen.has(words[0]!)) {
        seen.add(words[0]!);
        out.push({ id: "label.verb", actions: [words[0]!], targets: [], programs: [], where: `args.${l.path} "${l.value.slice(0, 60)}"` });
      }
      for (const def of rules.labels)
        if (!seen.has(def.id) && def.starts.some((s) => startsWith(words!, s))) {
          seen.add(def.id);
          out.push({ id: def.id, actions: def.actions, targets: def.targets, programs: [], where: `args.${l.path} "${l.value.slice(0, 60)}" (${def.id})` });
        }
    }
    // key chords: {action: key, text: cmd+q}, {key: "Control+W"}, {keys: ["cmd", "q"]}
    if (KEY_KEYS.has(k) && (keyTool || k !== "text") && l.value.length <= 40) {
      if (/^keys\.\d+$/i.test(l.path)) keyParts.push(l.value);
      else chord(l.value, `args.${l.path}`, rules, seen, out);
    }
  }
  if (keyParts.length >= 2 && keyParts.length <= 4) chord(keyParts.join("+"), "args.keys", rules, seen, out);
  return out;
}

function chord(v: string, where: string, rules: UiRules, seen: Set<string>, out: MeaningFact[]) {
  const c = chordOf(v);
  const def = c ? rules.keys.get(c) : undefined;
  if (!def || seen.has(def.id)) return;
  seen.add(def.id);
  out.push({ id: def.id, actions: def.actions, targets: def.targets, programs: [], where: `${where} "${v}" (${def.id})` });
}
