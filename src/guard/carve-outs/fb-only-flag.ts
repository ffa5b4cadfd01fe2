// "only create new tables after the schema review ticket is approved (flag schema_review_ok)",
// "deploys only once QA signed off (flag `qa_ok`)": an "only" sentence that names the context flag
// saying whether its prerequisite holds. With that flag set (true, "yes", "approved"), what the
// "only" asks for is met: the call is the allowed act, not a breach. Read as an "only" target, the
// flag's words (schema, review, ticket) had to appear in the call's arguments, so every compliant
// call was refused. A flag that is off, or absent, leaves the clause as it was.

import type { ContextFactRules } from "../context-facts-rules.ts";

// "(flag k)", "flag `k`", "flag: k", "(see flag k)": a flag key written after the word flag
const FLAG_KEY = /\bflags?\s{0,2}[:=]?\s{0,2}[`'"]?([a-z][a-z0-9_.-]{1,60})/i;
// (which key endings say the prerequisite holds, and which values say yes: rules/guard/context-facts.yaml)

/** The flag key the sentence names, when it is written like a key (a "_" or "." in it, or
 * no other word after "flag"), or undefined. */
export function writtenFlag(sentence: string, words: Pick<ContextFactRules, "prerequisiteFlag">): string | undefined {
  const m = FLAG_KEY.exec(sentence);
  if (!m) return undefined;
  const key = m[1]!;
  if (!key.includes("_") && !key.includes(".")) return undefined;
  // (a key that says the prerequisite holds: schema_review_ok, qa_signed_off, wa_opt_in; a freeze or
  // block flag says the opposite and is left to the condition readers)
  return words.prerequisiteFlag.test(key) ? key.toLowerCase() : undefined;
}

/** The only-clause's flag holds in context.flags: its prerequisite is met. */
export function onlyFlagHeld(key: string, flags: Readonly<Record<string, unknown>> | undefined, words: Pick<ContextFactRules, "heldValues">): boolean {
  if (!flags) return false;
  const v = flags[key];
  return v === true || v === 1 || (typeof v === "string" && words.heldValues.has(v.toLowerCase()));
}
