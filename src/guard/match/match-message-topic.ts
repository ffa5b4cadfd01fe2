// Does a send / post / comment call's message hold a topic a rule names (rule-message-topic.ts)?
//   send-text-message {message: "Flash sale! 20% off with code WINTER20"}         → discount, promo code
//   curl … api.infobip.com/sms/… -d '{"messages":[{"text":"Use code SPRING10 …"}]}' → promo code
// The call must send: a send word in its tool name, URL or command (message-topics.yaml send_words).
// The text read is the value of a body key (message, body, text, content, subject …), or a JSON
// "key": "value" pair with a body key inside a command or a raw body string. A term matches whole
// (no letter or digit either side), so "discounted" is not "discount" unless listed.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { MessageTopic, MessageTopicWords } from "../compile/rule-message-topic.ts";
import type { Evidence } from "./match-clause.ts";
import { splitWords } from "../split-words.ts";

interface Body {
  path: string;
  text: string;
}
const BODIES = Symbol("message-topic bodies");
const MAX_LEAVES = 400;
const MAX_TEXT = 20000;
// "text":"…" / "message": "…" inside a command or body string: the key and the opening quote by a
// bounded regex, the string (JSON escapes kept, 1–4,000 characters) by plain code (stringEnd)
const JSON_KEY = /"([A-Za-z_]{1,20})"\s{0,3}:\s{0,3}"/g;
const MAX_PAIR = 4000;

function isSend(tool: string, args: unknown, w: MessageTopicWords): boolean {
  for (const t of splitWords(tool, 20)) if (w.sendWords.has(t) || w.toolSendWords.has(t)) return true;
  if (!args || typeof args !== "object") return false;
  for (const [k, v] of Object.entries(args as Record<string, unknown>)) {
    if (typeof v !== "string") continue;
    const key = k.toLowerCase();
    if (key !== "command" && key !== "cmd" && key !== "url" && key !== "endpoint" && key !== "path") continue;
    for (const t of splitWords(v.length > 2000 ? v.slice(0, 2000) : v, 200)) if (w.sendWords.has(t)) return true;
  }
  return false;
}

function bodiesOf(facts: CallFacts, args: unknown, w: MessageTopicWords): Body[] {
  let out = facts.memo.get(BODIES) as Body[] | undefined;
  if (out) return out;
  out = [];
  walk(out, args, "args", "", 0, w, { n: 0 });
  facts.memo.set(BODIES, out);
  return out;
}

// (a top-level function, not a closure made per call)
function walk(out: Body[], v: unknown, path: string, key: string, depth: number, w: MessageTopicWords, count: { n: number }): void {
  if (++count.n > MAX_LEAVES || depth > 8) return;
  if (typeof v === "string") {
    const s = v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v;
    if (w.bodyKeys.has(key)) out.push({ path, text: s });
    else if (s.includes('"') && s.includes(":")) jsonPairs(out, s, path, w);
  } else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) walk(out, v[i], `${path}[${i}]`, key, depth + 1, w, count);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(out, x, `${path}.${k}`, k.toLowerCase(), depth + 1, w, count);
}

function jsonPairs(out: Body[], s: string, path: string, w: MessageTopicWords): void {
  JSON_KEY.lastIndex = 0;
  for (let m = JSON_KEY.exec(s); m !== null; m = JSON_KEY.exec(s)) {
    const from = JSON_KEY.lastIndex;
    const end = stringEnd(s, from);
    if (end < 0) {
      JSON_KEY.lastIndex = m.index + 1; // no string here: look again from the next character
      continue;
    }
    if (w.bodyKeys.has(m[1]!.toLowerCase())) out.push({ path, text: s.slice(from, end) });
    JSON_KEY.lastIndex = end + 1;
  }
}

/** Index of the quote closing a JSON string whose text starts at `i` (1–MAX_PAIR characters, an
 * escape counting as one; an escape may not be followed by a line break), or -1. */
function stringEnd(s: string, i: number): number {
  let n = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 34) return n > 0 ? i : -1;
    if (++n > MAX_PAIR) return -1;
    if (c === 92) {
      const next = s.charCodeAt(i + 1);
      if (Number.isNaN(next) || next === 10 || next === 13 || next === 0x2028 || next === 0x2029) return -1;
      i += 2;
    } else i += 1;
  }
  return -1;
}

const WORDISH = /[a-z0-9]/;

function termIn(low: string, term: string): boolean {
  for (let at = low.indexOf(term); at >= 0; at = low.indexOf(term, at + 1)) {
    const before = at === 0 ? " " : low[at - 1]!;
    const after = at + term.length >= low.length ? " " : low[at + term.length]!;
    if (!WORDISH.test(before) && !WORDISH.test(after)) return true;
  }
  return false;
}

export function matchMessageTopic(topic: MessageTopic, facts: CallFacts, tool: string, args: unknown, w: MessageTopicWords): Evidence[] | undefined {
  if (facts.dryRun || !isSend(tool, args, w)) return undefined;
  const bodies = bodiesOf(facts, args, w);
  for (const b of bodies) {
    const low = b.text.toLowerCase();
    for (const t of topic.terms) if (termIn(low, t)) return [{ rule: topic.raw, call: t, path: b.path, part: "content" }];
    for (const re of topic.shapes) {
      re.lastIndex = 0;
      const m = re.exec(b.text);
      re.lastIndex = 0;
      if (m) return [{ rule: topic.raw, call: m[0].slice(0, 60), path: b.path, part: "content" }];
    }
  }
  return undefined;
}
