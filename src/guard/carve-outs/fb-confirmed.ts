import { splitWords } from "../split-words.ts";

// "Before any update, obtain an explicit yes from the user", "get my confirmation before you
// refund": the user's yes is said in the conversation, never in a tool call, so no history call can
// show it; the caller passes it as a flag ({"user_confirmed": true}). A prerequisite that is the
// user's consent is met by such a flag set true (false or absent: still missing).
const CONSENT_RULE = /\b(?:yes|confirm(?:s|ed|ation)?|consent|approv(?:e|al|ed)|go-ahead|go ahead|ok(?:ay)?|agree(?:ment|d)?|permission)\b/i;
const CONSENT_FLAG = /(?:^|[_\-.\s])(?:confirmed|confirmation|consent(?:ed)?|approved|approval|agreed|said_yes|yes)(?:$|[_\-.\s])|^(?:confirmed|approved|consented|agreed)/i;

const CONFIRM_KEY = /(?:^|_|-|\b)(?:confirm|confirmed|confirmation|consent|consented|agreed|approved|yes|ok|okay)(?:$|_|-|\b)/i;
const CONFIRM_WORD = /^(?:confirm(?:ed|ation)?|consent(?:ed)?|agreed|approved)$/;

/** A context flag whose name says someone said yes: user_confirmed, customerConsent, approved_by_user.
 * The one test for both readers of a yes (this file's consentFlag and match-history-event.ts). */
export function isConsentKey(key: string): boolean {
  if (key.length > 60) return false;
  return CONSENT_FLAG.test(key) || CONFIRM_KEY.test(key) || splitWords(key, 6).some((w) => CONFIRM_WORD.test(w));
}

/** The flag that says the user consented, when the rule's prerequisite is their consent. */
export function consentFlag(ruleText: string, flags: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (!flags || !CONSENT_RULE.test(ruleText)) return undefined;
  for (const k in flags) if (flags[k] === true && isConsentKey(k)) return k;
  return undefined;
}
