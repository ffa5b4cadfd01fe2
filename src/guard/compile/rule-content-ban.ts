// A ban on a KIND of value written into what a call sends or stores (rules/guard/content-values.yaml):
//   "Never put a password, token or API key in a notification body"   → secret, anywhere the call writes
//   "Never put HF_TOKEN or WANDB_API_KEY as plain env values in a pod" → secret, and the keys HF_TOKEN, WANDB_API_KEY
//   "Don't put customer emails or phone numbers into any file under /data/exports/shared/"
//                                                                     → email, phone, only under that folder
// The rule reads: a ban word, a put verb ("put", "include", "paste"), the kinds it names, then the
// place ("in …", "into …"); a path in the place bounds the ban to calls that reach that path.
// "never put more than 4000 tokens in a prompt" names an amount, not a kind: no content ban.
// Matching is in match-content-ban.ts.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { escapeRegex } from "../../rules/regex-text.ts";

const FILE = "guard/content-values.yaml";

const Words = z.object({ ...entryBase, words: z.array(z.string().min(1).max(40)).min(1).max(100) }).strict();
const Kind = z
  .object({
    ...entryBase,
    kind: z.enum(["secret", "email", "phone"]),
    nouns: z.array(z.string().min(1).max(40)).min(1).max(60),
    key_words: z.array(z.string().min(1).max(40)).max(40).optional(),
    stated_pattern: z.string().min(1).max(400).optional(),
    pattern: z.string().min(1).max(400),
  })
  .strict();
const ContentValuesFile = z.object({ put_verbs: Words, place_words: Words, address_keys: Words, amount_words: Words, kinds: z.array(Kind).min(1) }).strict();

export type ContentKind = z.infer<typeof Kind>["kind"];

export interface ContentKindRule {
  kind: ContentKind;
  nounRe: RegExp; // one of its nouns, whole
  keyWords: ReadonlySet<string>; // argument key words whose value is such a value (secret: token, password)
  statedRe?: RegExp; // "password is Zx9!kq-22" (global)
  shapeRe: RegExp; // the value's own shape (global)
}
export interface ContentValues {
  putRe: RegExp;
  placeRe: RegExp;
  addressKeys: ReadonlySet<string>;
  amountRe: RegExp;
  kinds: readonly ContentKindRule[];
}

const lower = (w: string) => w.toLowerCase();
function wordsRe(words: readonly string[], flags = "i"): RegExp {
  const alts = [...new Set(words.map(lower))].sort((a, b) => b.length - a.length).map((w) => escapeRegex(w).replace(/[ -]/g, "[\\s-]"));
  return new RegExp(`(?<![\\w-])(?:${alts.join("|")})(?![\\w-])`, flags);
}

export function parseContentValues(files: RuleFiles): ContentValues {
  const f = parseRuleFile(files, FILE, ContentValuesFile);
  assertUniqueIds(FILE, [f.put_verbs, f.place_words, f.address_keys, f.amount_words, ...f.kinds]);
  return {
    putRe: wordsRe(f.put_verbs.words),
    placeRe: wordsRe(f.place_words.words, "gi"),
    addressKeys: new Set(f.address_keys.words.map(lower)),
    amountRe: wordsRe(f.amount_words.words),
    kinds: f.kinds.map((k) => ({
      kind: k.kind,
      nounRe: wordsRe(k.nouns),
      keyWords: new Set((k.key_words ?? []).map(lower)),
      ...(k.stated_pattern ? { statedRe: new RegExp(k.stated_pattern, "gi") } : {}),
      shapeRe: new RegExp(k.pattern, "g"),
    })),
  };
}

export interface ContentBan {
  raw: string; // the words that name the kinds: "a password, token or API key"
  kinds: ContentKind[];
  names: string[]; // env / key names the rule writes: HF_TOKEN, WANDB_API_KEY (lowercased)
  under?: string; // a folder the ban is bounded to: "/data/exports/shared"
}

const BAN_BEFORE = /\b(?:never|don'?t|dont|do not|no|not)\s{1,4}$/i;
// HF_TOKEN, WANDB_API_KEY: a name in capitals with underscores
const CAPS_NAME = /\b[A-Z][A-Z0-9]{0,20}(?:_[A-Z0-9]{1,20}){1,5}\b/g;
const DIGIT = /\d/;
const PATH = /(?:^|\s)((?:~|\.{1,2})?\/[^\s,;()'"`]{1,200})/;

/** The content ban a rule states, or undefined. `text` is the entry as written (capitals kept). */
export function contentBan(text: string, cv: ContentValues): ContentBan | undefined {
  if (text.length > 400) return undefined;
  const put = cv.putRe.exec(text);
  // the ban word right before the verb: "never put", "don't include", "no pasting" is another reader's
  if (!put || !BAN_BEFORE.test(text.slice(Math.max(0, put.index - 16), put.index))) return undefined;
  const from = put.index + put[0].length;
  cv.placeRe.lastIndex = from;
  const place = cv.placeRe.exec(text);
  const end = place ? place.index : text.length;
  const object = text.slice(from, end);
  if (!object.trim() || DIGIT.test(object) && !CAPS_NAME.test(object) || cv.amountRe.test(object)) return undefined;
  CAPS_NAME.lastIndex = 0;
  const kinds = new Set<ContentKind>();
  for (const k of cv.kinds) if (k.nounRe.test(object)) kinds.add(k.kind);
  const names: string[] = [];
  const secret = cv.kinds.find((k) => k.kind === "secret");
  for (const m of object.matchAll(CAPS_NAME)) {
    const parts = m[0].toLowerCase().split("_");
    // HF_TOKEN, WANDB_API_KEY: a name whose words say it holds a secret
    if (secret && (parts.some((p) => secret.keyWords.has(p)) || parts.join("").includes("apikey"))) {
      names.push(m[0].toLowerCase());
      kinds.add("secret");
    }
  }
  if (!kinds.size) return undefined;
  const ban: ContentBan = { raw: object.trim(), kinds: [...kinds], names };
  if (place) {
    const sentenceEnd = text.slice(place.index).search(/[.!?](?:\s|$)/);
    const where = text.slice(place.index, sentenceEnd < 0 ? text.length : place.index + sentenceEnd + 1);
    const p = PATH.exec(where);
    if (p) ban.under = p[1]!.replace(/\/{1,8}$/, "").replace(/\.$/, "");
  }
  return ban;
}
