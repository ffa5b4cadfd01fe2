// Rule wording → the one wording the compiler reads. People say the same ban many ways; the steps
// after this read "never X" / "no X-ing" well, so the other common ways are rewritten to those,
// once per entry at compile time (called from rule-surface.ts, after the surface is cleaned):
//   "Under no circumstances should you drop tables" → "never drop tables"
//   "Drop tables? No — use migrations."             → "never drop tables — use migrations."
//   "Deleting branches is not allowed"              → "no deleting branches"
//   "House rule: never force push"                  → "never force push"    (a label that names nothing)
// Each pattern is anchored at the start of a line or sentence and bounded: linear, idempotent.

// "under no circumstances (should you|are you to) X", "at no time X", "in no case X": never X
import { turnsOfPhrase } from "./rule-wording-turns.ts";

const NO_CASE =
  /(^|[.!;:—–]\s{1,3}|\n)(under no circumstances?|in no (?:case|event)|at no (?:time|point)|not under any circumstances?),?[ \t]+(?:(?:should|shall|must|may|will|can|are|is|do|does)[ \t]+(?:you|the agent|the assistant|it|anyone|we|they)[ \t]+(?:ever[ \t]+)?(?:to[ \t]+)?)?/gi;

// A label that opens a line and names no object: "House rule:", "Policy:", "Hard rule #2:", "Guardrail —".
// ("Airtable CRM: never …" names the base the rule protects and stays.)
const GENERIC_LABEL =
  /^(?:(?:house|hard|standing|golden|ground|team|general|global|firm|strict|strong|non-negotiable|key|safety|important|default|my)[ \t]{1,3})?(?:rules?|polic(?:y|ies)|standing orders?|guardrails?|guide ?lines?|constraints?|requirements?|instructions?|principles?)(?:[ \t]{0,2}(?:#|no\.?)?[ \t]{0,2}\d{1,2})?[ \t]{0,2}(?::|—|–|-(?=[ \t]))[ \t]{0,4}(?=\S)/gim;

// "X? No." / "X? nope" — an instruction asked and answered: never X. The question starts with a verb
// (not an interrogative: "Is it ok to deploy? No" is the same ban, but "Who approves? No one" is not).
const ASKED_NO =
  /(^|[.!;]\s{1,3}|\n)([A-Za-z][^?\n]{2,160})\?[ \t]{0,3}(?:no|nope|never|nah|absolutely not|hell no)\b([.!]{0,3})/gim;
const INTERROGATIVE =
  /^(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|am|do|does|did|can|could|should|would|will|shall|may|might|must|have|has|had|any|anything|anyone)\b/i;
// "is it ok to X? no", "can you X? no", "should I X? no": the X is the banned act
const ASKED_PERMISSION =
  /^(?:is it (?:ok|okay|fine|alright|allowed)(?: for you)? to|can (?:you|we|i|the agent)|could (?:you|we|i)|should (?:you|we|i|the agent)|may (?:you|we|i)|do (?:you|we|i)|are (?:you|we) (?:allowed|ok|okay) to)[ \t]+/i;

// "Deleting branches is not allowed", "Force-pushing is off limits": a gerund subject banned → "no deleting branches".
// The subject is one clause (no comma, dash or sentence end inside) that starts with an -ing word.
const GERUND_BANNED =
  /(^|[.!;]\s{1,3}|\n)([A-Za-z][a-z-]{1,30}ing\b[^,.;!?\n—–]{0,160}?)[ \t]+(?:is|are)[ \t]+(?:strictly[ \t]+|absolutely[ \t]+)?(?:not allowed|not permitted|forbidden|prohibited|banned|off[ -]limits|not ok|not okay|a no-go|a no go|out of bounds|never ok|never okay|never allowed)\b/gim;
// "Changing DNS needs my OK", "Rotating keys → ask first", "promoting to prod = ask me": a gerund
// subject put behind my answer → "ask me before changing DNS", the wording the approval reader and
// the action reader both take.
const GERUND_NEEDS_OK =
  /(^|[.!;]\s{1,3}|\n)([A-Za-z][a-z-]{1,30}ing\b[^,.;!?\n—–]{0,160}?)[ \t]+(?:(?:needs?|requires?)[ \t]+(?:my|our|explicit|an?)?[ \t]*(?:ok|okay|approval|sign-off|signoff|go-ahead|green light|permission)(?:[ \t]+first)?|(?:→|->|=>|=|—|–|-|:)[ \t]*(?:ask(?:[ \t]+me)?(?:[ \t]+first)?|check with me(?:[ \t]+first)?))(?=[ \t]{0,3}(?:[.!;(—–]|$|[ \t]-[ \t]))/gim;
// -ing words that are no verb of an act ("everything", "nothing", "morning", "pending" …)
const NOT_GERUND = /^(?:everything|anything|nothing|something|thing|things|morning|evening|string|strings|ring|king|spring|bring|sing|swing|pending|upcoming|ongoing|existing|remaining|incoming|outgoing|outstanding|during|building|ceiling|meeting|meetings|setting|settings|listing|listings|booking|bookings|billing|pricing|funding|heading|headings|training|marketing|shipping|staging|logging|routing|tracking|hosting|caching|ping)$/i;

// "Don't touch my ITC holding - no selling it", "never touch the prod bucket: no deleting it": a broad
// hands-off ban narrowed by the next clause to one act of it → "no selling my ITC holding" (buying more
// ITC is not what the rule forbids). The object stays where the narrowed act can read it.
const TOUCH_NARROWED =
  /(^|[.!;]\s{1,3}|\n)(?:don'?t|do not|never)[ \t]+touch[ \t]+([^.;:!?\n—–]{1,80}?)[ \t]*(?:[—–:]|[ \t]-)[ \t]*(?:no|never)[ \t]+([a-z]{2,30}ing)[ \t]+(?:it|them)\b/gi;

// "The aquarium heater plug (id 9a8b7c6d5e4f) stays ON, always": a state pin on a thing a call switches
// by an id and a value ({deviceId, turn: "off"}), not by a key named after it. The pin is kept (a key
// named after the thing still breaks it: versioning Status=Suspended) and the act that breaks it is
// added: "… stays ON, always. never switch off The aquarium heater plug (id 9a8b7c6d5e4f)". Only a
// pin that ends its sentence: "stays on the rota", "stays off in production until …" say more. Plural
// subjects too: "the aquarium pump and heater stay ON" → "never switch off the aquarium pump and heater".
// "the hallway motion automations stay enabled" → "… never disable the hallway motion automations".
const STAYS_SWITCH =
  /(^|[.!;]\s{1,3}|\n)([A-Za-z][^.;:!?\n—–]{0,80}?)[ \t]+(stays|stay|remains|remain|must stay|should stay|has to stay|have to stay|must remain)[ \t]+(on|off|enabled|disabled|active|activated)\b((?:,?[ \t]{1,3}(?:always|at all times|period|no matter what))?)(?=[ \t]{0,3}(?:[.!;\n]|$))(?![ \t]{0,3}\.[ \t]never (?:switch|enable|disable))/gim;

// A count or percent in words after a limit cue reads as the number: "at most three", "max ten per
// day", "over twenty percent" → "at most 3", "max 10 per day", "over 20%". Only after a cue, so
// "the three prod databases" and "no one" stay words.
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, "a hundred": 100, "a dozen": 12, dozen: 12 };
const LIMIT_NUMBER =
  /\b(max(?:imum)?|at most|up to|no more than|not more than|more than|fewer than|less than|over|above|under|below|beyond|exceed(?:s|ing)?|limit(?:ed)?(?: of| to)?|cap(?:ped)?(?: at)?|quantity|qty|only|just|at least|minimum|min)[ \t]{1,3}(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred|a dozen|dozen)\b(?![-'])(?![ \t]{1,3}(?:hundred|thousand|million|grand|k)\b)/gi;
const WORD_PERCENT = /\b(\d{1,3}(?:\.\d{1,2})?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred)[ \t]?(?:percent|per cent|pct)\b/gi;
// "three emails a day", "five refunds per hour": a count before a period reads as the number too
const RATE_NUMBER =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\b(?![-'])(?=(?:[ \t]{1,3}[a-z][\w-]{0,20}){0,2}[ \t]{1,3}(?:per|a|an|each|every)[ \t]{1,3}(?:day|hour|minute|week|month|year|run|session|batch|call|request|page|ticket|task|pr|commit|customer|user|order)s?\b)/gi;
const asNumber = (w: string) => (/^\d/.test(w) ? w : String(NUMBER_WORDS[w.toLowerCase()]));

const cap = (s: string, like: string) => (/^[A-Z]/.test(like) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** The act that ends a switch's state: on → switch off, enabled → disable, disabled → enable. */
function breakingAct(state: string): string {
  const s = state.toLowerCase();
  return s === "on" ? "switch off" : s === "off" ? "switch on" : s === "disabled" ? "enable" : "disable";
}

export function canonicalWording(text: string): string {
  let t = text;
  if (/:|—|–| - /.test(t)) t = t.replace(GENERIC_LABEL, "");
  if (/\b(?:circumstances?|no case|no event|no time|no point)\b/i.test(t)) t = t.replace(NO_CASE, (_, pre: string, phrase: string) => pre + cap("never ", phrase));
  if (t.includes("?")) {
    t = t.replace(ASKED_NO, (m, pre: string, q: string, stop: string) => {
      const p = ASKED_PERMISSION.exec(q);
      const act = p ? q.slice(p[0].length) : q;
      if (!p && INTERROGATIVE.test(q)) return m;
      // "deleting branches? never." → "no deleting branches."
      const neg = /^[a-z-]{2,30}ing\b/i.test(act) && !NOT_GERUND.test(/^[a-z-]+/i.exec(act)![0]) ? "no " : "never ";
      return `${pre}${cap(neg, q)}${act.charAt(0).toLowerCase()}${act.slice(1)}${stop ? "." : ""}`;
    });
  }
  if (/\b(?:allowed|permitted|forbidden|prohibited|banned|limits|not ok|not okay|no.go|bounds)\b/i.test(t)) {
    t = t.replace(GERUND_BANNED, (m, pre: string, subj: string) => {
      const first = /^[A-Za-z-]+/.exec(subj)![0];
      if (NOT_GERUND.test(first)) return m;
      return `${pre}${cap("no ", subj)}${subj.charAt(0).toLowerCase()}${subj.slice(1)}`;
    });
  }
  if (/\b(?:ok|okay|approval|sign-?off|go-ahead|green light|permission|ask|check with me)\b/i.test(t)) {
    t = t.replace(GERUND_NEEDS_OK, (m, pre: string, subj: string) => {
      const first = /^[A-Za-z-]+/.exec(subj)![0];
      if (NOT_GERUND.test(first)) return m;
      return `${pre}${cap("ask me before ", subj)}${subj.charAt(0).toLowerCase()}${subj.slice(1)}`;
    });
  }
  if (/\b(?:stays|remains|stay)\b/i.test(t))
    t = t.replace(STAYS_SWITCH, (m, pre: string, name: string, verb: string, state: string, tail: string) =>
      `${pre}${name} ${verb} ${state}${tail}. never ${breakingAct(state)} ${name}`);
  if (/\btouch\b/i.test(t))
    t = t.replace(TOUCH_NARROWED, (m, pre: string, obj: string, act: string) => (NOT_GERUND.test(act) ? m : `${pre}no ${act.toLowerCase()} ${obj.trim()}`));
  if (/percent|per cent|pct/i.test(t)) t = t.replace(WORD_PERCENT, (_, n: string) => `${asNumber(n)}%`);
  if (/\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\b/i.test(t))
    t = t.replace(LIMIT_NUMBER, (_, cue: string, n: string) => `${cue} ${asNumber(n)}`).replace(RATE_NUMBER, (n: string) => asNumber(n));
  // "archive X instead of deleting them", "the vacuum doesnt run …", "withdrawals only to …" (rule-wording-turns.ts)
  return turnsOfPhrase(t);
}
