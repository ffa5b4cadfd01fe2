// What a computer-use or browser agent is told to DO, read from its instruction step by step, and
// what a CSS selector names as the act of the control it works:
//   stagehand_act {action: "type %password% into the password field and press Enter"}
//       → type, enter (password field); press Enter → submit
//   stagehand_act {action: "type 'Great product' into the review box and click Submit review"}
//       → type (review box); click "Submit review" → the label's own acts (submit, review; call-ui.yaml labels)
//   click_element {by: css, value: "button#delete-user-8812"}      → delete, user
//   puppeteer_click {selector: "form#reply button[type=submit].post-reply"} → reply, submit, post
// call-ui-label.ts reads an instruction only when it starts with a click and names its control in
// quotes; this reads every step ("… and click Submit"), and the ids, classes and attribute values of
// a selector of several parts (call-ui-label.ts reads one-part selectors).
import type { Leaf } from "./walk-args.ts";
import { normKey } from "./call-meaning-rules.ts";
import type { MeaningFact } from "./call-command-meaning.ts";
import { CSS_WORDS, LABEL_FILLERS, type UiRules } from "./call-ui-label.ts";

// keys that hold an instruction in words (not "command": a shell command is no instruction)
const INSTRUCTION_KEYS = new Set(["action", "instruction", "instructions", "step", "task", "goal", "act"]);
// tools whose instruction is a UI act: stagehand_act, browser_use agent steps, computer-use tools
const AGENT_TOOL_WORDS = new Set(["act", "agent", "browser", "stagehand", "computer", "page", "web", "playwright", "puppeteer", "browse", "browserbase", "steel", "hyperbrowser", "operator", "click", "perform", "do"]);
const CLICK_VERBS = new Set(["click", "tap", "press", "hit", "push", "select", "choose", "check", "tick", "toggle", "doubleclick", "dblclick"]);
const TYPE_VERBS = new Set(["type", "enter", "fill", "input", "write", "paste", "key"]);
// other imperative UI verbs: the verb is the act ("submit the form", "download the installer")
const OTHER_VERBS = new Set(["submit", "send", "post", "publish", "download", "upload", "delete", "remove", "log", "sign", "login", "signin", "buy", "purchase", "pay", "order", "accept", "agree", "subscribe", "unsubscribe", "register", "confirm", "approve", "share", "invite", "archive", "cancel", "disable", "enable", "install", "uninstall", "book", "reply", "comment", "review", "rate", "follow", "like", "save", "close", "checkout", "transfer", "drag", "clear", "reset", "empty", "mark", "move", "rename"]);
const PARTICLES = new Set(["in", "up", "out", "on", "off", "down", "into", "back", "all"]);
// role words after a control's name: "click the Submit review button"
const ROLE_WORDS = new Set(["button", "btn", "link", "tab", "icon", "menu", "item", "option", "checkbox", "field", "box", "input", "textbox", "textarea", "area", "control", "element"]);
const KEY_SUBMIT = new Set(["enter", "return"]);
const QUOTED_ALL = /['"“‘]([^'"”’]{1,80})['"”’]/;
const SELECTOR_LIKE = /^[a-z]{0,12}[#.[][a-z_]/i;
// a selector names the act only on a tool that works the control (not hover, wait_for, screenshot, get_text)
const CLICK_TOOL_WORDS = new Set(["click", "tap", "press", "dblclick", "doubleclick", "check", "toggle", "submit", "act"]);
const LOOK_TOOL_WORDS = new Set(["hover", "wait", "scroll", "screenshot", "get", "find", "query", "text", "highlight", "focus", "inspect", "locate", "exists", "visible", "count"]);
const SELECTOR_KEYS = new Set(["selector", "cssselector", "css", "xpath", "locator", "value", "target", "query"]);
// a control's id as a snapshot or test hook gives it: uid "btn-submit-42", testId "place-order" (not "11_92", "e214")
const ID_KEYS = new Set(["uid", "testid", "datatestid", "elementid"]);
const ID_SLUG = /^[a-z][a-z0-9]{0,30}(?:[-_][a-z0-9]{1,30}){1,6}$/i;

/** The instruction cut into steps at "and", "then", commas and semicolons outside quotes. */
export function instructionSteps(v: string): string[] {
  const s = v.length > 300 ? v.slice(0, 300) : v;
  const out: string[] = [];
  let quote = "";
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === quote || (quote === "“" && c === "”") || (quote === "‘" && c === "’")) quote = "";
      continue;
    }
    // an opening quote: not an apostrophe inside a word (don't, user's)
    if ((c === "'" || c === '"' || c === "“" || c === "‘") && (i === 0 || /[\s(:=,]/.test(s[i - 1]!))) {
      quote = c;
      continue;
    }
    let cut = 0;
    if (c === "," || c === ";") cut = 1;
    else if (c === " ") {
      const rest = s.slice(i, i + 7).toLowerCase();
      if (rest.startsWith(" and ")) cut = 5;
      else if (rest.startsWith(" then ")) cut = 6;
    }
    if (cut) {
      if (i > start) out.push(s.slice(start, i).trim());
      start = i + cut;
      i = start - 1;
      if (out.length >= 6) break;
    }
  }
  if (start < s.length && out.length < 6) out.push(s.slice(start).trim());
  return out.filter(Boolean);
}

function words(s: string): string[] {
  // %password%, {{password}}, ${otp}: a variable the agent fills in reads as its name
  return s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, 16);
}

/** "the password field" → ["password"]; "the review box" → ["review"] */
function fieldName(ws: readonly string[]): string {
  const kept = ws.filter((w) => !LABEL_FILLERS.has(w) && !ROLE_WORDS.has(w) && !/^\d+$/.test(w));
  return kept.slice(0, 3).join(" ");
}

/** A control's name in a click step: its quoted text, else the words after the verb up to a role word. */
function controlWords(step: string, after: readonly string[]): string[] {
  const q = QUOTED_ALL.exec(step);
  const ws = q ? words(q[1]!) : [...after];
  let i = 0;
  while (i < ws.length && (LABEL_FILLERS.has(ws[i]!) || ws[i] === "on")) i++;
  const out: string[] = [];
  for (; i < ws.length && out.length < 6; i++) {
    if (!q && ROLE_WORDS.has(ws[i]!) && out.length) break;
    if (!LABEL_FILLERS.has(ws[i]!)) out.push(ws[i]!);
  }
  return out;
}

function startsWith(ws: readonly string[], seq: readonly string[]): boolean {
  if (seq.length > ws.length) return false;
  for (let i = 0; i < seq.length; i++) if (ws[i] !== seq[i]) return false;
  return true;
}

/** The acts of one step, pushed to out. */
function stepActs(step: string, where: string, rules: UiRules, seen: Set<string>, out: MeaningFact[]) {
  const ws = words(step);
  let i = 0;
  while (i < ws.length && (ws[i] === "please" || ws[i] === "now" || ws[i] === "then" || ws[i] === "first" || ws[i] === "finally")) i++;
  const verb = ws[i];
  if (!verb) return;
  const rest = ws.slice(i + 1);
  const push = (id: string, actions: readonly string[], targets: readonly string[]) => {
    const key = `${id}|${actions.join(",")}|${targets.join(",")}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ id, actions, targets, programs: [], where: `${where} "${step.slice(0, 60)}"${id === "instruction.step" ? "" : ` (${id})`}` });
  };
  if (CLICK_VERBS.has(verb)) {
    // press Enter / Return: submits the form the focus is in
    if (verb === "press" && rest.length && KEY_SUBMIT.has(rest[0]!)) return push("instruction.press-enter", ["press", "enter", "submit"], []);
    const name = controlWords(step, rest);
    if (!name.length) return;
    push("instruction.step", [name[0]!, ...(name[1] && PARTICLES.has(name[1]) ? [name[1]] : [])], []);
    for (const def of rules.labels) if (def.starts.some((s) => startsWith(name, s))) push(def.id, def.actions, def.targets);
    return;
  }
  if (TYPE_VERBS.has(verb)) {
    // "type X into the password field": the field typed into is addressed
    const into = rest.findIndex((w) => w === "into" || w === "in");
    const field = into >= 0 ? fieldName(rest.slice(into + 1)) : "";
    const targets = field ? [field, `${field} field`] : [];
    return push("instruction.step", ["type", "enter", "fill", "input"], targets);
  }
  if (OTHER_VERBS.has(verb)) push("instruction.step", [verb, ...(rest[0] && PARTICLES.has(rest[0]) ? [rest[0]] : [])], []);
}

/** Words of a selector's ids, classes and attribute values: "form#reply button[type=submit].post-reply" → reply, submit, post */
export function selectorWords(v: string): string[] {
  const out: string[] = [];
  const re = /[#.]([a-z_][\w-]{0,60})|\[[\w-]{1,30}\s?[~|^$*]?=\s?['"]?([^'"\]]{1,60})['"]?\]/gi;
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = re.exec(v)) !== null && n++ < 12) {
    for (const w of (m[1] ?? m[2] ?? "").toLowerCase().split(/[^a-z]+/))
      if (w.length >= 3 && !CSS_WORDS.has(w) && !out.includes(w) && out.length < 10) out.push(w);
  }
  return out;
}

export function instructionMeanings(leaves: readonly Leaf[], toolWords: readonly string[], rules: UiRules): MeaningFact[] {
  let agentTool = false;
  let clickTool = false;
  for (const w of toolWords) {
    if (AGENT_TOOL_WORDS.has(w)) agentTool = true;
    if (CLICK_TOOL_WORDS.has(w)) clickTool = true;
  }
  for (const w of toolWords) if (LOOK_TOOL_WORDS.has(w)) clickTool = false;
  if (!agentTool && !clickTool) return [];
  const out: MeaningFact[] = [];
  const seen = new Set<string>();
  let n = 0;
  for (const l of leaves) {
    if (++n > 40) break;
    if (typeof l.value !== "string" || l.value.length > 300) continue;
    const k = normKey(l.key);
    if (agentTool && INSTRUCTION_KEYS.has(k) && /\s/.test(l.value.trim())) {
      for (const step of instructionSteps(l.value)) stepActs(step, `args.${l.path}`, rules, seen, out);
    } else if (clickTool && ((SELECTOR_KEYS.has(k) && SELECTOR_LIKE.test(l.value.trim())) || (ID_KEYS.has(k) && ID_SLUG.test(l.value))) && l.value.length <= 160 && !/^https?:/i.test(l.value)) {
      // a control's own id names it as a selector's would: click {uid: "btn-submit-42"} is #btn-submit-42
      const ws = selectorWords(ID_KEYS.has(k) ? `#${l.value}` : l.value);
      if (ws.length && !seen.has(`sel|${ws.join(",")}`)) {
        seen.add(`sel|${ws.join(",")}`);
        out.push({ id: "selector.words", actions: ws, targets: [], programs: [], where: `args.${l.path} "${l.value.slice(0, 60)}"` });
      }
    }
  }
  return out;
}
