// Two readings of a target phrase that keep a name from standing for more than the rule meant.
// - A name the rule QUOTES or writes as code beside other words ("the 'All Users' segment", "the
//   `all_customers` list", "the 'Q3 Launch' board")
//   is a name as written: its words go through the synonym table like any other (so the ban still
//   reads), but a call value must carry the quoted words themselves, in order (case and separators
//   aside): "Active Users 7d" is not 'All Users', though both are "users" (→ customer).
// - A possessive of a generic class of people ("a user's role", "any customer's card", "the
//   member's email") says whose the thing is, not which one: it is no name the call must carry.
//   The classes of people are data (rules/guard/targets.yaml person_classes).
import type { RuleToken } from "./rule-text.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { splitWords } from "../split-words.ts";

/** The quoted names of a phrase of several tokens, each as lower-case words joined by a space. */
export function quotedNames(phrase: readonly RuleToken[]): string[] | undefined {
  if (phrase.length < 2) return undefined;
  const out: string[] = [];
  for (const t of phrase) {
    if (t.kind !== "quote" && t.kind !== "code") continue;
    const words = splitWords(t.text, 12);
    if (words.length) out.push(words.join(" "));
  }
  return out.length ? out : undefined;
}

/** `t` is a possessive of a person class ("user's", targets.yaml person_classes) before another word of the phrase. */
export function genericPossessor(phrase: readonly RuleToken[], t: RuleToken, personClasses: ReadonlySet<string>): boolean {
  // (the tagger marks some possessives, not all: "member's" is read by its ending)
  if (t.kind !== "word" || t === phrase[phrase.length - 1] || !/[a-z](?:'s|s')$/i.test(t.text)) return false;
  const base = t.lower.slice(0, -2); // user's, users' → user
  return personClasses.has(base) || personClasses.has(t.root);
}

/** A call value carrying `quoted` as written: its words in order, or the whole value spelled joined. */
// (a context flag that holds says it too: {page_in_company_handbook: true}, {segment: "Beta Testers"})
export function quotedHit(quoted: readonly string[], facts: CallFacts, flags?: Readonly<Record<string, unknown>>): boolean {
  for (const v of facts.addressing) if (carries(v.raw, quoted)) return true;
  if (flags)
    for (const [k, v] of Object.entries(flags)) {
      if (v === true && carries(k, quoted)) return true;
      if (typeof v === "string" && carries(v, quoted)) return true;
    }
  return false;
}
function carries(raw: string, quoted: readonly string[]): boolean {
  const words = splitWords(raw, 40);
  if (!words.length) return false;
  const line = ` ${words.join(" ")} `;
  const joined = words.join("");
  for (const q of quoted) if (line.includes(` ${q} `) || joined === q.replace(/ /g, "")) return true;
  return false;
}
