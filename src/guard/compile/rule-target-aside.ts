// Where the ban of a clause ends and an aside begins. After a comma, a clause with its own
// subject and verb is a reason ("don't deploy to fly, customers are on it"), and a clause that
// opens with another imperative is the allowed alternative ("don't delete issues, close them
// as Won't Do"): neither names a target the call must carry.
import type { GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";

const SUBJECT_WORDS = /^(?:the|a|an|my|our|their|his|her|its|this|that|these|those|other|some|every|each|most|both|i|we|they|he|she|it|you|people|everyone|everybody|someone|nobody)$/;
const PERSON = /^(?:someone|somebody|everyone|everybody|people|we|i|they|he|she)$/;
const LIST_WORDS = /^(?:or|nor|and|\/|,|&)$/;
const MAX_SUBJECT = 4;

function isVerb(t: RuleToken): boolean {
  return t.kind === "word" && t.tags.has("Verb");
}
/** "are", "takes", "got", "owns", "approved": a verb that has a subject, not an order. */
function isFinite(t: RuleToken): boolean {
  return isVerb(t) && !t.tags.has("Noun") && (t.tags.has("Copula") || t.tags.has("Auxiliary") || t.tags.has("Modal") || t.tags.has("PresentTense") || t.tags.has("PastTense"));
}
function isSubjectWord(t: RuleToken): boolean {
  if (t.kind !== "word") return t.kind === "channel" || t.kind === "mention";
  if (SUBJECT_WORDS.test(t.lower)) return true;
  if (isVerb(t) && !t.tags.has("Noun")) return false;
  return t.tags.has("Noun") || t.tags.has("Pronoun") || t.tags.has("Adjective") || t.tags.has("ProperNoun");
}

/** "customers are on it", "my account got flagged", "my mail rules match on tag names", "the full suite takes 40 min". */
export function reasonClause(seg: RuleToken[]): boolean {
  for (let j = 1; j <= Math.min(MAX_SUBJECT, seg.length - 1); j++) {
    if (!isSubjectWord(seg[j - 1]!)) return false;
    // ("…, someone has to be home", "…, we need it for audits": a person's need is a reason)
    if (isFinite(seg[j]!) && !LIST_WORDS.test(seg[j + 1]?.lower ?? "")) return !/^(?:must|should|shall|need|needs|has|have|can|may)$/.test(seg[j]!.lower) || (j === 1 && PERSON.test(seg[0]!.lower) && /^(?:need|needs|has|have)$/.test(seg[j]!.lower));
  }
  return false;
}

/** "close them as Won't Do", "make a new one", "purge by URL" (not "drop or truncate tables"). */
function alternativeClause(seg: RuleToken[], ban: readonly RuleToken[]): boolean {
  const v = seg[0]!;
  const next = seg[1];
  if (!next || LIST_WORDS.test(next.lower)) return false;
  // "never purge-all on fastly, purge by key": the ban's own verb again, done another way
  const again = v.kind === "word" && /^(?:by|with|via|as|them|it|those|one|ones)$/.test(next.lower) && ban.some((b) => b.kind === "word" && (b.root === v.root || b.lower.split(/[-_]/)[0] === v.lower));
  if (!again && (!isVerb(v) || v.tags.has("Noun") || !(v.tags.has("Imperative") || v.tags.has("Infinitive")))) return false;
  // a list of bans goes on with "or": "never drop tables, truncate them or delete rows"
  return !seg.some((t) => t.lower === "or" || t.lower === "nor");
}

/**
 * Index of the first token of an aside after a comma or semicolon, or -1. The part before must
 * hold the ban (a negation or an approval phrase) and keep at least three tokens.
 */
export function asideStart(head: readonly RuleToken[], text: string, rules: GuardRules, opts: { from: number; bans: (s: string) => boolean; keepsTarget: (end: number) => boolean; allows?: (s: string) => boolean }): number {
  for (let i = 3; i < head.length; i++) {
    const p = head[i - 1]!;
    if (p.text !== "," && p.text !== ";") continue;
    // ("no matter what, leave X alone": an emphasis opener holds no ban)
    const before = text.slice(opts.from, head[i]!.start);
    if (!rules.prohibitionRe.test(before) && !rules.approval.some((a) => a.re.test(before))) continue;
    let end = head.findIndex((t, k) => k > i && (t.text === "," || t.text === ";"));
    if (end < 0) end = head.length;
    const seg = head.slice(i, end);
    // (a capitalised name is no ban: "close them as Won't Do")
    const segText = seg.filter((t, k) => k === 0 || !/^[A-Z]/.test(t.text)).map((t) => t.text).join(" ");
    // a ban in the part is a second ban, not an aside ("…, leave the rest alone"); a reason may
    // deny after its verb ("…, the data on them is not backed up")
    const verb = seg.findIndex(isFinite);
    const banAt = seg.findIndex((t) => opts.bans(t.text));
    if (reasonClause(seg) && !(banAt >= 0 && banAt < verb) && !/\balone\b/i.test(segText) && opts.keepsTarget(i - 1)) return i;
    if (!opts.bans(segText) && alternativeClause(seg, head.slice(0, i - 1))) return i;
    // "never delete anything, scaling down is ok": what is allowed beside the ban
    if (opts.allows?.(segText) && !opts.bans(segText)) return i;
  }
  return -1;
}
