// One entry, two effects: "Off-cycle payments to contractors: ask me first, and never above $2k",
// "Outgoing wires need two approvals. Never send a wire yourself.", "payouts above £5k need
// approval; wires abroad are not allowed at all", "never delete alert rules; if one is noisy,
// raise its `for` or ask me". The approval words make the entry require_approval; a ban in another
// segment (a sentence, a ";" part, a ", and never …" part) that has no approval words of its own
// stays a deny. A bare approval after a ban ("… not by hand. Ask me if you really need one.",
// "No deploys on Fridays. If it's urgent, ask me.") is the way around that ban: it stays an approval.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence } from "./rule-text.ts";

// the segment borders inside one sentence: ";" and ", and/but/also never/no/don't …"
const SEGMENT_CUT = /;\s{0,3}|,\s{0,3}(?:and|but|also)\s{1,3}(?=(?:never|no|nothing|none|don'?t|do not|ask|check with|run it by|get my|confirm with)\b)/gi;
// a leading condition ("if it's urgent, ", "when in doubt, ") and fillers before a bare approval
const LEADING_COND = /^\s*(?:(?:if|when|whenever|in case|should)\b[^,;]{0,80},\s{0,3})?(?:(?:and|then|just|please|otherwise|else|so|but|or)\b[\s,]{0,3}){0,3}/i;

// a hard cap: "max €150/night", "at most 3", "no more than $2k" (a limit asks for nothing)
const CAP = /\b(?:max(?:imum)?|at most|no more than|not more than|hard cap|capped at)\b\s{0,3}[$€£]?\d/i;
// (the approval names its own act: "…, and ask me before booking anything non-refundable"; a bare
// "…, and ask me if it's urgent" is the way around the cap and stays an approval)
const CAP_THEN_ASK = /,\s{0,3}(?:and|but)\s{1,3}(?:ask|check with|run it by|confirm with)\s{1,3}(?:me|us)\s{1,3}(?:first\s{1,3})?before\b/i;

function hasApproval(text: string, rules: GuardRules): boolean {
  for (const a of rules.approval) if (a.re.test(text)) return true;
  return false;
}

/** the approval in this segment is bare: nothing but a condition and fillers before its words */
function bareApproval(text: string, rules: GuardRules): boolean {
  const rest = text.slice(LEADING_COND.exec(text)?.[0].length ?? 0);
  for (const a of rules.approval) {
    const m = a.re.exec(rest);
    if (m && m.index <= 1) return true;
  }
  return false;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9$€£%]+/g, " ").trim();

function segments(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SEGMENT_CUT)) {
    out.push(text.slice(from, m.index));
    from = m.index! + m[0].length;
  }
  out.push(text.slice(from));
  return out.filter((s) => /\w/.test(s));
}

/** "payouts above £5k need approval; wires abroad are not allowed at all" → the two parts, read
 * apart, when one holds the approval and the other a ban with none (approval entries only). */
export function splitMixedSegments(sent: RuleSentence, rules: GuardRules): RuleSentence[] {
  // ("max €150/night, and ask me before booking anything non-refundable": a hard cap, then an approval)
  const capThenAsk = CAP.test(sent.text) && CAP_THEN_ASK.test(sent.text);
  if (!sent.text.includes(";") && !capThenAsk) return [sent];
  const cuts = [...sent.text.matchAll(capThenAsk ? /;\s{0,3}|,\s{0,3}(?:and|but)\s{1,3}/g : /;\s{0,3}/g)];
  const parts: { text: string; from: number; to: number }[] = [];
  let from = 0;
  for (const m of cuts) {
    parts.push({ text: sent.text.slice(from, m.index), from, to: m.index! });
    from = m.index! + m[0].length;
  }
  parts.push({ text: sent.text.slice(from), from, to: sent.text.length });
  const approvals = parts.filter((p) => hasApproval(p.text, rules));
  const bans = parts.filter((p) => !hasApproval(p.text, rules) && (rules.prohibitionRe.test(p.text) || CAP.test(p.text)));
  if (!approvals.length || !bans.length || (approvals.every((p) => bareApproval(p.text, rules)) && !capThenAsk)) return [sent];
  return parts
    .filter((p) => /\w/.test(p.text))
    .map((p) => ({ text: p.text, tokens: sent.tokens.filter((t) => t.start >= p.from && t.start < p.to).map((t) => ({ ...t, start: t.start - p.from })) }));
}

/** Marks the clauses read from a ban segment with no approval words as deny, when the entry's
 * approval has a subject of its own elsewhere. `origin[i]` is the sentence clause i was read from. */
export function markDenySegments(entryText: string, clauses: Clause[], origin: (RuleSentence | undefined)[], rules: GuardRules) {
  const all = entryText.split(/(?<=[.!?])\s{1,3}(?=\S)/).flatMap(segments);
  const approvals = all.filter((s) => hasApproval(s, rules));
  const capAsk = CAP.test(entryText) && CAP_THEN_ASK.test(entryText);
  const isBan = (s: string) => rules.prohibitionRe.test(s) || (capAsk && CAP.test(s));
  if (!approvals.length || (approvals.every((s) => bareApproval(s, rules)) && !capAsk)) return;
  // the parts of the entry as written that ban and do not ask
  const bans = all.filter((s) => !hasApproval(s, rules) && isBan(s)).map(norm);
  if (!bans.length) return;
  for (let i = 0; i < clauses.length; i++) {
    const sent = origin[i];
    if (!sent) continue;
    const segs = segments(sent.text);
    // every part of the sentence the clause came from bans, none asks
    if (segs.some((s) => hasApproval(s, rules)) || !segs.some(isBan)) continue;
    // (a sentence a step rewrote — "pausing DAGs is my call, ask me" read as a ban — is no ban part as written)
    const text = norm(sent.text);
    if (!text || !bans.some((b) => b.includes(text) || text.includes(b))) continue;
    clauses[i]!.effect = "deny";
  }
}
