// "SMS only to numbers in the opt-in list (flag)", "only pay vendors on the approved list
// (flags.vendor_approved)": what "only" allows is the members of a list the user keeps, and the
// caller sends that list in context.flags. The call never spells the list's name, so "the call names
// none of it" is no breach when:
//   - a flag named by the rule's words ({"opt_in": ["447700900555"]}) is a list, and the call
//     carries one of its members as a value (to=447700900555); another number still breaks the rule;
//   - a flag named by the rule's words is true ({"vendor_approved": true}): the caller says the
//     call's object is on the list (false or absent: still a breach).
// A flag is named by the rule when each of its name's words (2+ letters) is one of the rule's words.
// The rule must call the allowed things a list (rules/guard/flag-lists.yaml list_noun).
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { singular, splitWords } from "../split-words.ts";

const FILE = "guard/flag-lists.yaml";
const ROLES = ["list_noun", "flag_word"] as const;
type Role = (typeof ROLES)[number];
export type FlagListWords = Record<Role, ReadonlySet<string>>;

export function parseFlagListWords(files: RuleFiles): FlagListWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 60 });
}

const MAX_FLAGS = 32;
const MAX_MEMBERS = 500;

/** The flag's name words (lower-case, singular, 2+ letters). */
function keyWords(key: string): string[] {
  return splitWords(key.slice(0, 80), 8)
    .map((w) => singular(w.toLowerCase()))
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w));
}

/** The flags the rule names: every word of the flag's name is a word of the rule. */
function namedFlags(ruleWords: readonly string[], flags: Readonly<Record<string, unknown>>, w: FlagListWords): [string, unknown][] {
  const words = new Set(ruleWords);
  const out: [string, unknown][] = [];
  let n = 0;
  for (const k in flags) {
    if (++n > MAX_FLAGS) break;
    const kw = keyWords(k).filter((x) => !w.flag_word.has(x));
    if (kw.length && kw.every((x) => words.has(x))) out.push([k, flags[k]]);
  }
  return out;
}

/** The values the call carries: numbers and whole string values (free text is not a recipient). */
function carries(member: unknown, facts: CallFacts): boolean {
  if (typeof member === "number") return facts.numbers.some((x) => x.value === member) || carries(String(member), facts);
  if (typeof member !== "string") return false;
  const m = member.trim().toLowerCase();
  if (!m) return false;
  if (/^\+?\d+(?:\.\d+)?$/.test(m) && facts.numbers.some((x) => x.value === Number(m.replace(/^\+/, "")))) return true;
  for (const [key, vs] of facts.keyValues) {
    if (facts.content.some((c) => c.path === `args.${key}` || c.path.endsWith(`.${key}`))) continue;
    for (const v of vs) if (v.trim().toLowerCase().replace(/^\+/, "") === m.replace(/^\+/, "")) return true;
  }
  return false;
}

/** The rule's allowed things are a list kept in context.flags, and the call's object is on it. */
export function onFlagList(ruleWords: readonly string[] | undefined, flags: Readonly<Record<string, unknown>> | undefined, facts: CallFacts, w: FlagListWords): boolean {
  if (!ruleWords?.length || !flags) return false;
  if (!ruleWords.some((x) => w.list_noun.has(x))) return false;
  for (const [, v] of namedFlags(ruleWords, flags, w)) {
    if (v === true) return true;
    if (Array.isArray(v) && v.slice(0, MAX_MEMBERS).some((m) => carries(m, facts))) return true;
  }
  return false;
}
