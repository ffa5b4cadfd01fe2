// "No deleting servers tagged prod. Stop them if you really must.", "Don't cancel my event. Unpublish
// it if you need to.": a later sentence that is an imperative ending in "if you (really) must / have
// to / need to" grants a way, grudgingly; it bans nothing. Its leading verb may be a word the
// negation cues also hold ("stop" as in "stop deploying"): "stop them" stops things, it forbids no
// act. A sentence with any other negation cue ("rewrite history locally if you must but don't push
// it") stays a ban.
import type { GuardRules } from "../guard-rules.ts";

const RELUCTANT = /\bif\s{1,3}(?:you|u)\s{1,3}(?:really\s{1,3}|absolutely\s{1,3}|truly\s{1,3})?(?:must|have\s{1,3}to|need\s{1,3}to)\s{0,3}[.!]{0,3}\s{0,3}$/i;
// "stop them", "stop it", "stop the vm": the verb on its object, not "stop <doing>"
const STOP_OBJECT = /^\s{0,3}(?:just\s{1,3})?(?:stop|quit)\s{1,3}(?=(?:them|it|those|these|the|that|this)\b)/i;

/** Whether the (non-first) sentence only allows a way, grudgingly. */
export function isReluctantWay(text: string, rules: GuardRules): boolean {
  const m = RELUCTANT.exec(text);
  if (!m) return false;
  const head = text.slice(0, m.index).replace(STOP_OBJECT, "");
  return /[a-z]/i.test(head) && !rules.prohibitionRe.test(head) && !rules.approval.some((a) => a.re.test(head));
}
