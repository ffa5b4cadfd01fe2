// Turns of phrase → the wording the compiler reads (called from rule-wording-canon.ts, once per entry):
//   "archive partners instead of deleting them"        → "never delete partners, archive them instead"
//   "use the trash instead of removing files"          → "never remove files, use the trash instead"
//   "before deleting anything from ~/Downloads move it to ~/.Trash instead"
//                                                       → "never delete anything from ~/Downloads, move it to ~/.Trash instead"
//   "before stopping an osd run `ceph osd set noout` first" → "before stopping an osd, run `…` first"
//                                                          (the comma the before-reader splits at)
//   "the vacuum doesnt run while …", "the heater won't be on …" → "the vacuum must not run while …"
//   "withdrawals only to X", "payouts only via Y"      → "withdraw only to X" (an act said as its noun)
// Each pattern is anchored at a sentence start and bounded: linear, idempotent.
import nlp from "compromise";
import { gerundStem, nounVerbs } from "../read-call/call-lemma.ts";

// "<verb> <object> instead of <verb>ing <them|object>": the -ing act is the banned one
const INSTEAD_OF =
  /(^|[.!;]\s{1,3}|\n)([a-z]{2,20})[ \t]+([^.;:!?\n,]{1,60}?)[ \t]+instead[ \t]+of[ \t]+([a-z]{1,20}-)?([a-z]{3,30}ing)\b([^.;:!?\n,]{0,60})/gi;
// "before <verb>ing <object>[,] <verb> it|them … instead": the -ing act is the banned one
const BEFORE_INSTEAD =
  /(^|[.!;]\s{1,3}|\n)before[ \t]+([a-z]{1,20}-)?([a-z]{3,30}ing)\b((?:[^.;:!?\n,]|\.(?=\S)){1,80}?),?[ \t]+([a-z]{2,20}[ \t]+(?:it|them|those|that)\b(?:[^.;!?\n]|\.(?=\S)){0,80}?[ \t]+instead)\b/gi;
// "before <verb>ing <object> run `command` …" with no comma: the comma goes before the run verb
const BEFORE_RUN_CODE =
  /(^|[.!;]\s{1,3}|\n)(before[ \t]+[a-z]{3,30}ing[ \t]+(?!always\b|first\b)[a-z~/.][^.;:!?\n,`]{0,80}?)[ \t]+((?:always[ \t]+|first[ \t]+)?(?:run|execute|do|call|invoke|issue)[ \t]+`)/gi;
// "the vacuum doesnt run", "the heater won't be on", "the bot does not post": a subject's act denied
const SUBJECT_DENIED =
  /(^|[.!;]\s{1,3}|\n)((?:the|our|my|that|this)[ \t]+[a-z][\w-]{1,30}(?:[ \t]+\([^()\n]{1,40}\))?(?:[ \t]+[a-z][\w-]{1,30})?)[ \t]+(?:doesn'?t|does[ \t]+not|won'?t|will[ \t]+not|shouldn'?t|should[ \t]+not|can'?t|cannot|may[ \t]+not|isn'?t[ \t]+to)[ \t]+(?=[a-z])/gi;
// "withdrawals only to …", "transfers only from …": an act said as its plural noun, then "only"
// (a destination only: "appointments only on weekdays" is a time, not an act)
const NOUN_ONLY = /(^|[.!;]\s{1,3}|\n)([a-z]{4,30}s)[ \t]+only[ \t]+(?=(?:to|into|via)\b)/gi;
// "confirming them needs me", "…, publishing posts requires us": a gerund subject I take part in →
// "ask me before confirming them", the wording the approval and action readers both take
const GERUND_NEEDS_ME =
  /(^|[.!;,]\s{1,3}|\n)([a-z][a-z-]{1,30}ing\b[^.;:!?\n,—–]{0,80}?)[ \t]+(?:needs?|requires?)[ \t]+(?:me|us)\b(?![ \t]{1,3}to\b)/gi;
const PRONOUN = /^(?:it|them|those|that|these)$/i;
// words that end in -ing and name no act
const NOT_ACT = /^(?:anything|everything|nothing|something|morning|evening|pending|existing|during|building|meeting|setting|string|thing)$/i;

function stem(prefix: string | undefined, ing: string): string | undefined {
  if (NOT_ACT.test(ing)) return undefined;
  const s = gerundStem(ing.toLowerCase());
  return s ? (prefix ?? "") + s : undefined;
}

/** a word compromise reads as a verb when it stands alone ("archive", "use"; not "partners", "the") */
function isVerb(w: string): boolean {
  return /^[a-z]{2,30}$/i.test(w) && nlp(w.toLowerCase()).has("#Verb");
}

/** "withdrawals" → "withdraw", "refunds" → "refund", "deletions" → "delete": the act a plural noun names */
function nounAct(noun: string): string | undefined {
  const low = noun.toLowerCase();
  if (low.endsWith("ss") || low.endsWith("ings")) return undefined;
  const one = low.slice(0, -1);
  if (isVerb(one)) return one;
  for (const v of nounVerbs(one)) if (isVerb(v) && nlp(v).has("#Infinitive")) return v;
  return undefined;
}

export function turnsOfPhrase(text: string): string {
  let t = text;
  if (/\binstead\b/i.test(t)) {
    t = t.replace(INSTEAD_OF, (m, pre: string, verb: string, obj: string, prefix: string | undefined, ing: string, rest: string) => {
      const act = stem(prefix, ing);
      if (!act || !isVerb(verb)) return m;
      const tail = rest.trim();
      // "archive partners instead of deleting them": the pronoun is the object both acts share
      if (PRONOUN.test(tail)) return `${pre}never ${act} ${obj.trim()}, ${verb} ${tail} instead`;
      // "use the trash instead of removing files", "use `git revert` instead of force-pushing"
      return `${pre}never ${act}${tail ? " " + tail : ""}, ${verb} ${obj.trim()} instead`;
    });
    t = t.replace(BEFORE_INSTEAD, (m, pre: string, prefix: string | undefined, ing: string, obj: string, way: string) => {
      const act = stem(prefix, ing);
      return act ? `${pre}never ${act}${obj}, ${way}` : m;
    });
  }
  if (/\b(?:needs?|requires?)[ \t]+(?:me|us)\b/i.test(t))
    t = t.replace(GERUND_NEEDS_ME, (m, pre: string, subj: string) => (stem(undefined, /^[a-z]+/i.exec(subj)![0]) ? `${pre}ask me before ${subj}` : m));
  if (/\bbefore\b/i.test(t) && t.includes("`")) t = t.replace(BEFORE_RUN_CODE, (_, pre: string, head: string, run: string) => `${pre}${head}, ${run}`);
  if (/n'?t\b|\bnot\b/i.test(t)) t = t.replace(SUBJECT_DENIED, (_, pre: string, subj: string) => `${pre}${subj} must not `);
  if (/\bonly\b/i.test(t))
    t = t.replace(NOUN_ONLY, (m, pre: string, noun: string) => {
      const act = nounAct(noun);
      return act ? `${pre}${act} only ` : m;
    });
  return t;
}
