// "Don't post in #announcements. Only mods post there", "Only the release captain merges into main",
// "Only I move cards into Done": "only" picks WHO acts, not what the agent may act on. Read as an
// "only" target ("post only to mods"), it blocked every post anywhere. The agent is not the one
// named, so the act is banned on the sentence's other things (main, Done); with none left and a
// word pointing back ("there", "that", "those"), the sentence repeats an earlier one's ban and adds
// no clause of its own.
import type { RuleSentence } from "../compile/rule-text.ts";

const PRONOUN = /^(?:i|we|humans?|people|admins?|mods?|moderators?|owners?|maintainers?)$/;
const MODAL = /^(?:can|may|might|must|should|will|shall|could|would)$/;
const PASSIVE = /^(?:be|been|is|are|was|were|get|gets|got)$/;
const BACK = /^(?:there|that|those|these|it|them|this)$/;

export interface WhoOnly {
  subject: number; // index of the group that is the subject, -1 for a pronoun
  pointsBack: boolean;
}

/** The sentence opens "Only <who> <verb> …" (an active verb after the subject, not "can be"). */
export function whoOnly(sent: RuleSentence, groups: readonly (readonly { raw: string }[])[]): WhoOnly | undefined {
  const toks = sent.tokens;
  let i = toks.findIndex((t) => t.kind !== "punct");
  if (i < 0 || toks[i]!.lower !== "only") return undefined;
  i++;
  if (toks[i]?.lower === "the") i++;
  if (i >= toks.length) return undefined;
  const rest = sent.text.slice(toks[i]!.start).toLowerCase();
  let subject = -1;
  let end: number;
  if (PRONOUN.test(toks[i]!.lower)) {
    end = i + 1;
    subject = groups.findIndex((g) => g.some((t) => t.raw.toLowerCase() === toks[i]!.lower));
  }
  else {
    subject = groups.findIndex((g) => g.some((t) => t.raw.length > 0 && rest.startsWith(t.raw.toLowerCase())));
    if (subject < 0) return undefined;
    const stop = toks[i]!.start + groups[subject]!.find((t) => rest.startsWith(t.raw.toLowerCase()))!.raw.length;
    end = toks.findIndex((t) => t.start >= stop);
    if (end < 0) return undefined;
  }
  while (end < toks.length && MODAL.test(toks[end]!.lower)) end++;
  const verb = toks[end];
  if (!verb || PASSIVE.test(verb.lower) || !(verb.tags.has("Verb") || /^(?:does|do)$/.test(verb.lower))) return undefined;
  return { subject, pointsBack: toks.slice(end + 1).some((t) => BACK.test(t.lower)) };
}
