// A ban on doing it NOW, and a call that defers it: the act waits for the safe moment, which is
// what the rule asks for.
//   "Do not cancel subscriptions immediately — cancel at period end" ~ cancel_subscription {effective_from: "next_billing_period"}
//   "if you cancel a subscription it must be at end of term, never immediately" ~ {end_of_term: true}
//   "don't merge while the pipeline is red" ~ merge_merge_request {merge_when_pipeline_succeeds: true}
// The compiler marks the ban (deferWhen); the matcher drops it when the call sets a deferring switch
// or value (deferredCall). A call that says nothing, or sets the switch off, still does it now.
import type { CallFacts } from "../read-call/call-facts.ts";

export type Defer = "now" | "red";

// the ban is about the moment: "immediately", "right away", "on the spot", "mid-cycle"
// ("immediately after a deploy" is a time, not the moment of the act)
const NOW = /\b(?:immediately|right away|right now|instantly|straight away|at once|effective (?:immediately|now)|mid-?(?:cycle|term|period))\b(?! (?:after|before|following|once|when)\b)/i;
// the ban is about a failing / pending check: "while the pipeline is red", "when CI is failing"
const RED = /\b(?:while|when|if|until|before)\b[^.;]{0,40}\b(?:pipeline|ci|build|checks?|tests?)\b[^.;]{0,20}\b(?:red|failing|failed|broken|pending|running|green|pass(?:es|ing)?|succeeds?)\b/i;

/** Whether a ban sentence is about the moment the act happens (and not the act itself). */
export function deferWhen(text: string): Defer | undefined {
  if (NOW.test(text)) return "now";
  if (RED.test(text)) return "red";
  return undefined;
}

// switches (call-facts.ts action words `key=true`, dashes and underscores dropped) and values that put the act off
const NOW_SWITCH = /^(?:(?:cancel)?at(?:the)?(?:period|term|cycle)end|(?:cancel)?at(?:the)?endof(?:the)?(?:term|period|billingperiod|cycle|billingcycle)|endof(?:term|period|billingperiod|cycle|billingcycle)|(?:cancel|end)atrenewal|scheduled?)=true$/;
const NOW_OFF = /^(?:immediate(?:ly)?|now|prorate(?:immediately)?|invoicenow)=false$/;
const NOW_VALUE = /^(?:(?:at_)?(?:end_of_(?:term|period|billing_period|cycle|billing_cycle)|period_end|term_end|cycle_end)|next_(?:billing_(?:period|cycle|date)|period|cycle|renewal)|renewal|end_of_subscription_term|scheduled)$/i;
const RED_SWITCH = /^(?:mergewhen(?:pipeline|checks?|ci|build)(?:succeeds?|pass(?:es)?|green)|automerge|mergewhenready|autoMerge)=true$/i;

/** Whether the call puts the act off to the moment the rule allows. */
export function deferredCall(defer: Defer, facts: CallFacts): boolean {
  for (const w of facts.actionWords.keys()) {
    if (!w.includes("=")) continue;
    if (defer === "now" ? NOW_SWITCH.test(w) || NOW_OFF.test(w) : RED_SWITCH.test(w)) return true;
  }
  if (defer === "now") for (const vs of facts.keyValues.values()) for (const v of vs) if (v.length < 40 && NOW_VALUE.test(v)) return true;
  return false;
}
