// A rule about what a MESSAGE SAYS (rules/guard/message-topics.yaml):
//   "any message mentioning a discount or promo code needs marketing sign-off" → terms: discount, promo code
//   "emails containing pricing go by me first"; "anything that says yes to an interview, ask me"
//   "Don't mention the acquisition anywhere until the 15th"                    → terms: acquisition
// Read: a subject noun (message, sms, email, anything) then a mention verb (mentioning, containing,
// about, that says), or a ban word then a ban verb (never mention); then the object up to a stop word
// ("needs", "in", "until", a comma). The object splits on "or" / "and" / commas into terms; a term
// that is an alias of a topic takes the topic's aliases and shape. "never mention X in <place>" bounds
// the ban to a place this reader cannot check: no topic.  Matching is in match-message-topic.ts.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { escapeRegex } from "../../rules/regex-text.ts";

const FILE = "guard/message-topics.yaml";

const Words = z.object({ ...entryBase, words: z.array(z.string().min(1).max(40)).min(1).max(120) }).strict();
const Topic = z
  .object({
    ...entryBase,
    aliases: z.array(z.string().min(1).max(40)).min(1).max(60),
    pattern: z.string().min(1).max(400).optional(),
  })
  .strict();
const TopicsFile = z
  .object({
    subject_nouns: Words,
    mention_verbs: Words,
    ban_verbs: Words,
    stop_words: Words,
    exception_words: Words,
    body_keys: Words,
    send_words: Words,
    tool_send_words: Words,
    topics: z.array(Topic).min(1),
  })
  .strict();

export interface MessageTopicWords {
  leadRe: RegExp; // subject noun + mention verb, or ban word + ban verb
  stops: ReadonlySet<string>;
  exceptRe: RegExp; // an exception word after the object: except, other than, unless
  bodyKeys: ReadonlySet<string>;
  sendWords: ReadonlySet<string>;
  toolSendWords: ReadonlySet<string>;
  topics: readonly { aliases: readonly string[]; shapeRe?: RegExp }[];
}

const lower = (w: string) => w.toLowerCase();
function alts(words: readonly string[]): string {
  return [...new Set(words.map(lower))]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegex(w).replace(/ /g, "\\s{1,3}"))
    .join("|");
}

export function parseMessageTopics(files: RuleFiles): MessageTopicWords {
  const f = parseRuleFile(files, FILE, TopicsFile);
  assertUniqueIds(FILE, [f.subject_nouns, f.mention_verbs, f.ban_verbs, f.stop_words, f.exception_words, f.body_keys, f.send_words, f.tool_send_words, ...f.topics]);
  const lead = `(?<![\\w-])(?:(?:${alts(f.subject_nouns.words)})\\s{1,3}(?:${alts(f.mention_verbs.words)})|(?:never|don'?t|dont|do\\s{1,3}not|no\\s{1,3}need\\s{1,3}to)\\s{1,3}(?:ever\\s{1,3})?(?:${alts(f.ban_verbs.words)}))(?![\\w-])`;
  return {
    leadRe: new RegExp(lead, "i"),
    stops: new Set(f.stop_words.words.map(lower)),
    exceptRe: new RegExp(`(?<![\\w-])(?:${alts(f.exception_words.words)})(?![\\w-])`, "i"),
    bodyKeys: new Set(f.body_keys.words.map(lower)),
    sendWords: new Set(f.send_words.words.map(lower)),
    toolSendWords: new Set(f.tool_send_words.words.map(lower)),
    topics: f.topics.map((t) => ({ aliases: t.aliases.map(lower), ...(t.pattern ? { shapeRe: new RegExp(t.pattern, "g") } : {}) })),
  };
}

export interface MessageTopic {
  raw: string; // "a discount or promo code"
  terms: string[]; // every form a body may hold, lowercased: discount, discounts, promo code, coupon, …
  shapes: RegExp[]; // topic shapes: "code BF30", "20% off"
}

const ARTICLES = new Set(["a", "an", "the", "any", "our", "my", "your", "their", "some"]);
const MAX_TERMS = 6;

/** Forms of a term: "promo code" → promo code, promo codes, promo-code, promo-codes, promocode. */
function forms(term: string, out: Set<string>): void {
  const base = [term, term.endsWith("s") ? term.slice(0, -1) : `${term}s`];
  if (!term.endsWith("s")) base.push(`${term}es`);
  for (const b of base) {
    out.add(b);
    if (b.includes(" ")) {
      out.add(b.replace(/ /g, "-"));
      out.add(b.replace(/ /g, ""));
    }
  }
}

/** The message topic a rule states, or undefined. */
export function messageTopic(text: string, w: MessageTopicWords): MessageTopic | undefined {
  if (text.length > 400) return undefined;
  const lead = w.leadRe.exec(text);
  if (!lead) return undefined;
  const direct = /^(?:never|don|dont|do|no)\b/i.test(lead[0]);
  const rest = text.slice(lead.index + lead[0].length, lead.index + lead[0].length + 120).toLowerCase();
  const words = rest.split(/\s{1,8}/);
  const object: string[] = [];
  let stop = "";
  for (const raw of words) {
    if (!raw) continue;
    const wd = raw.replace(/[.,;:!?)"']{1,4}$/, "");
    if (w.stops.has(wd) || /^[(\-—–]/.test(raw)) {
      stop = wd;
      break;
    }
    object.push(wd);
    if (wd !== raw) break; // punctuation ends the object
  }
  // "… goes in any channel except #deal-room": an exception only a target reader can check
  if (w.exceptRe.test(text.slice(lead.index + lead[0].length))) return undefined;
  // "never mention X in the Acme project": a place this reader cannot check
  if (direct && (stop === "in" || stop === "to" || stop === "on" || stop === "into")) return undefined;
  const terms = new Set<string>();
  const shapes: RegExp[] = [];
  let n = 0;
  for (const part of object.join(" ").split(/\s(?:or|and|nor)\s|,|\//)) {
    const t = part
      .trim()
      .split(" ")
      .filter((x) => x && !ARTICLES.has(x))
      .join(" ");
    if (!t || t.length < 3 || /\d/.test(t) || ++n > MAX_TERMS) continue;
    forms(t, terms);
    for (const topic of w.topics) {
      if (!topic.aliases.includes(t) && !topic.aliases.includes(t.endsWith("s") ? t.slice(0, -1) : `${t}s`)) continue;
      for (const a of topic.aliases) terms.add(a);
      if (topic.shapeRe && !shapes.includes(topic.shapeRe)) shapes.push(topic.shapeRe);
    }
  }
  if (!terms.size) return undefined;
  return { raw: object.join(" "), terms: [...terms], shapes };
}
