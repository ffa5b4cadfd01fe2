// Rule-wording surface: the same instruction SAID another way — "never X" as "X is not allowed",
// "ask before X" as "X needs my OK", a reason moved in front or dropped, a condition moved, a verb
// swapped for its synonym, a number written out. What is banned / needs approval, on what, and when,
// is unchanged. Each rewrite parses a narrow, common shape and skips entries that do not have it
// (a rewrite that could change what the rule asks is not made).
import { clone, eachRuleText, type Perturbation, type Scenario } from "./types.ts";

const eachText = (kind: string, f: (t: string) => string | undefined): Perturbation =>
  eachRuleText("rule-wording", kind, f);

// ---- morphology of the handful of verbs rules ban (regular rules + the irregular ones)
const DOUBLE = new Set("stop drop run ship cut put set get shut skip swap plan tag log chat commit submit admit rerun reset forget omit permit refer transfer prefer control".split(" "));
const PARTICIPLE: Record<string, string> = { send: "sent", run: "run", write: "written", rewrite: "rewritten", buy: "bought", sell: "sold", give: "given", take: "taken", make: "made", set: "set", put: "put", cut: "cut", shut: "shut", pay: "paid", get: "gotten", forget: "forgotten", show: "shown", tell: "told", spend: "spent", read: "read", leave: "left", build: "built", hide: "hidden", overwrite: "overwritten", reset: "reset", upset: "upset", forward: "forwarded" };
function gerund(v: string): string {
  if (DOUBLE.has(v)) return v + v.at(-1) + "ing";
  if (/ie$/.test(v)) return v.slice(0, -2) + "ying";
  if (/[^aeiouy]e$|[^e]ue$/.test(v) && v !== "be") return v.slice(0, -1) + "ing";
  return v + "ing";
}
function participle(v: string): string {
  if (PARTICIPLE[v]) return PARTICIPLE[v]!;
  if (DOUBLE.has(v)) return v + v.at(-1) + "ed";
  if (/e$/.test(v)) return v + "d";
  if (/[^aeiou]y$/.test(v)) return v.slice(0, -1) + "ied";
  return v + "ed";
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isCap = (s: string) => /^[A-Z]/.test(s);

// the verbs a "never VERB …" rule starts with; others (never "ever", never "any") are skipped
const VERBS = new Set(
  ("delete remove erase drop purge truncate destroy wipe restart reboot bounce stop halt terminate kill edit modify change alter update " +
    "touch write overwrite rewrite rename move send post email message text call contact reply deploy merge push force install upgrade " +
    "downgrade pay buy purchase refund charge transfer cancel share invite publish release run execute use enable disable archive approve " +
    "close open create add commit rotate revoke grant scale expose disclose reveal leak print log store upload download sign submit book " +
    "schedule order mark set reset resolve assign reassign unassign mute silence suspend pause promote rebase squash tag type click enter").split(" "),
);

// "Heading: " before the instruction ("Discord: never post …"), kept as it was
const HEAD = /^((?:[A-Za-z0-9`][\w .`/#@*&()'-]{0,48}:[ \t]+)?)/;
const NEG = /^(never|do not|don't|dont|do NOT|DO NOT|NEVER|DON'T)[ \t]+/i;
// where the instruction's clause ends: a dash, a semicolon, a sentence end, a comma before "it's/we/they …"
const CLAUSE_END = /[ \t]+[—–][ \t]*|[ \t]+-[ \t]+|;[ \t]*|\.(?:[ \t]+|$)|!(?:[ \t]+|$)|,[ \t]+(?=(?:it|it's|its|that|this|we|they|the|because|since|as|otherwise|or|but|use|ask|only|except|i|i'm|i'll|i've|you|he|she|customers|leave|keep|move|just|instead|save|do|make)\b)/;

interface Neg {
  head: string; // "Discord: " or ""
  capital: boolean; // the instruction started with a capital
  verb: string; // "post"
  body: string; // " in #announcements without me approving the text first"
  tail: string; // "— it's the dead man's switch." (with its separator) or "."/""
}

/** "Heading: never VERB body — tail" → its parts; single-instruction texts only. */
function parseNeg(t: string): Neg | undefined {
  if (t.includes("\n") || t.length > 300) return undefined;
  const head = HEAD.exec(t)![1]!;
  let rest = t.slice(head.length);
  let m = NEG.exec(rest);
  if (!m && head) {
    // the heading regex may have eaten nothing useful: try the text itself
    return undefined;
  }
  if (!m) return undefined;
  const capital = isCap(m[1]!);
  rest = rest.slice(m[0].length);
  const vm = /^([a-z]+)(?=[ \t]|[.!]?$)/.exec(rest);
  if (!vm || !VERBS.has(vm[1]!)) return undefined;
  const verb = vm[1]!;
  rest = rest.slice(verb.length);
  const e = CLAUSE_END.exec(rest);
  const body = e ? rest.slice(0, e.index) : rest.replace(/[.!]$/, "");
  const tail = e ? rest.slice(e.index) : rest.slice(body.length);
  if (/\?/.test(body)) return undefined;
  return { head, capital, verb, body, tail };
}

const endOf = (tail: string) => (tail === "" ? "" : tail);
type NegForm = (p: Neg) => string;
const NEG_FORMS: Record<string, NegForm> = {
  never: (p) => `${p.capital ? "Never" : "never"} ${p.verb}${p.body}`,
  "do-not": (p) => `${p.capital ? "Do not" : "do not"} ${p.verb}${p.body}`,
  "dont-apostrophe": (p) => `${p.capital ? "Don't" : "don't"} ${p.verb}${p.body}`,
  // how people type on a phone: no apostrophe
  "dont-bare": (p) => `${p.capital ? "Dont" : "dont"} ${p.verb}${p.body}`,
  "not-allowed": (p) => `${(p.capital ? cap : (s: string) => s)(gerund(p.verb))}${p.body} is not allowed`,
  "off-limits": (p) => `${(p.capital ? cap : (s: string) => s)(gerund(p.verb))}${p.body} is off limits`,
  "no-gerund": (p) => `${p.capital ? "No" : "no"} ${gerund(p.verb)}${p.body}`,
  "may-not": (p) => `${p.capital ? "You" : "you"} may not ${p.verb}${p.body}`,
  "no-circumstances": (p) => `${p.capital ? "Under" : "under"} no circumstances ${p.verb}${p.body}`,
  // "X? no." — the instruction as a question answered
  "question-no": (p) => `${(p.capital ? cap : (s: string) => s)(p.verb)}${p.body}? ${p.capital ? "No" : "no"}`,
};
// a second verb in the clause ("never stop, reboot or terminate X", "closing or resolve"): the
// gerund / question forms would have to inflect it too, so those forms skip it
const SECOND_VERB = (body: string) => body.split(/[ \t,/]+/).some((w, i, ws) => i > 0 && VERBS.has(w) && /^(?:or|and|nor|,)$/.test(ws[i - 1]!));
const KEEPS_VERB = new Set(["never", "do-not", "dont-apostrophe", "dont-bare", "may-not", "no-circumstances"]);
function negForm(name: string): Perturbation {
  return eachText(`neg-${name}`, (t) => {
    const p = parseNeg(t);
    if (!p) return undefined;
    if (!KEEPS_VERB.has(name) && (SECOND_VERB(p.body) || /,/.test(p.body))) return undefined;
    // "question-no" ends the instruction with "? no": a tail after it keeps its own separator
    return p.head + NEG_FORMS[name]!(p) + endOf(p.tail);
  });
}

// ---- approval: "ask me before X-ing", "don't X without asking"
const ASK = /^(always[ \t]+)?(ask(?:[ \t]+me)?(?:[ \t]+first)?|check with me|get my (?:ok|okay|approval|sign-off)|confirm with me)[ \t]+before[ \t]+([a-z]+ing)\b/i;
const WITHOUT_ASKING = /[ \t]+without[ \t]+(?:asking(?:[ \t]+me)?(?:[ \t]+first)?|checking with me(?:[ \t]+first)?|my (?:ok|okay|approval|sign-off|go-ahead))$/i;
interface Ask {
  head: string;
  capital: boolean;
  act: string; // "merging into main"
  tail: string;
}
function parseAsk(t: string): Ask | undefined {
  if (t.includes("\n") || t.length > 300) return undefined;
  const head = HEAD.exec(t)![1]!;
  const rest = t.slice(head.length);
  const m = ASK.exec(rest);
  if (m) {
    const after = rest.slice(m[0].length);
    const e = CLAUSE_END.exec(after);
    const body = e ? after.slice(0, e.index) : after.replace(/[.!]$/, "");
    const tail = e ? after.slice(e.index) : after.slice(body.length);
    if (/[?,]/.test(body) || SECOND_VERB(body)) return undefined;
    return { head, capital: isCap(rest), act: m[3]!.toLowerCase() + body, tail };
  }
  // "never X without asking" ≡ "ask before X-ing"
  const p = parseNeg(t);
  if (!p) return undefined;
  const w = WITHOUT_ASKING.exec(p.body);
  if (!w || /,/.test(p.body) || SECOND_VERB(p.body)) return undefined;
  return { head, capital: p.capital, act: gerund(p.verb) + p.body.slice(0, w.index), tail: p.tail };
}
const ASK_FORMS: Record<string, (a: Ask) => string> = {
  "ask-before": (a) => `${a.capital ? "Ask" : "ask"} me before ${a.act}`,
  "check-with-me": (a) => `${a.capital ? "Check" : "check"} with me before ${a.act}`,
  "needs-my-ok": (a) => `${a.capital ? cap(a.act) : a.act} needs my OK`,
  "sign-off": (a) => `${a.capital ? "Get" : "get"} my sign-off before ${a.act}`,
  "arrow-ask": (a) => `${a.capital ? cap(a.act) : a.act} → ask first`,
};
function askForm(name: string): Perturbation {
  return eachText(`ask-${name}`, (t) => {
    const a = parseAsk(t);
    return a ? a.head + ASK_FORMS[name]!(a) + a.tail : undefined;
  });
}

// ---- a reason after a dash: moved in front as "Because …, " or dropped. Skipped when the "reason"
// carries an exception, an alternative or a condition (then it is part of what the rule asks).
const REASON_SEP = /^[ \t]+(?:[—–]|-{1,2})[ \t]+/;
const NOT_A_REASON = /\b(?:except|unless|only|but|if|when|while|fine|ok|okay|allowed|instead|use|go(?:es)? through|rather|ask|must|need|needs|should|never|don't|do not|no|not|any|all|always|after|before|until|first|without)\b|\d|[?:;]/i;
// a reason opens with what it is about ("it's shared", "we got burned", "the CDN …"), not an order ("move them …")
const REASON_OPENER = /^(?:it|it's|its|they|they're|we|we're|we've|that|that's|this|these|those|the|our|my|there|he|she|i|i'm|i've|everything|people|customers|users|legal|compliance|security)\b/i;
function reasonOf(t: string): { main: string; reason: string; head: string } | undefined {
  const p = parseNeg(t) ?? undefined;
  const a = p ? undefined : parseAsk(t);
  const tail = p?.tail ?? a?.tail;
  if (!tail) return undefined;
  const m = REASON_SEP.exec(tail);
  if (!m) return undefined;
  const reason = tail.slice(m[0].length).replace(/[.!]+$/, "").trim();
  if (reason.length < 8 || reason.length > 120 || /[.!]/.test(reason) || NOT_A_REASON.test(reason) || !REASON_OPENER.test(reason)) return undefined;
  const head = (p ?? a)!.head;
  const main = t.slice(head.length, t.length - tail.length);
  return { main, reason, head };
}
const reasonFront = eachText("reason-because", (t) => {
  const r = reasonOf(t);
  if (!r) return undefined;
  const main = isCap(r.main) && !/^I\b/.test(r.main) ? r.main.charAt(0).toLowerCase() + r.main.slice(1) : r.main;
  return `${r.head}Because ${r.reason.charAt(0).toLowerCase() + r.reason.slice(1)}, ${main}.`;
});
const reasonDrop = eachText("reason-dropped", (t) => {
  const r = reasonOf(t);
  return r ? `${r.head}${r.main}.` : undefined;
});

// ---- a condition before or after the main clause: "if it's prod, don't X" ↔ "don't X if it's prod"
const COND_FRONT = /^(if|when|unless)[ \t]+([^,.;]{3,80}),[ \t]+(never|do not|don't|dont)[ \t]+([^.;—–]{3,160})[.!]?$/i;
const COND_BACK = /^(never|do not|don't|dont)[ \t]+([^.;—–]{3,160}?)[ \t]+(if|when|unless)[ \t]+([^,.;]{3,80})[.!]?$/i;
const condMove = eachText("cond-moved", (t) => {
  if (t.includes("\n")) return undefined;
  let m = COND_FRONT.exec(t);
  if (m) {
    const neg = isCap(m[1]!) ? cap(m[3]!.toLowerCase()) : m[3]!.toLowerCase();
    return `${neg} ${m[4]} ${m[1]!.toLowerCase()} ${m[2]}.`;
  }
  m = COND_BACK.exec(t);
  if (m && !/\b(?:if|when|unless)\b/i.test(m[2]!)) {
    const conj = isCap(m[1]!) ? cap(m[3]!.toLowerCase()) : m[3]!.toLowerCase();
    return `${conj} ${m[4]}, ${m[1]!.toLowerCase()} ${m[2]}.`;
  }
  return undefined;
});

// ---- a heading added: a generic label names no object, so the rule asks the same
const LABELS = ["House rule", "Policy", "Hard rule", "Rule #1", "Standing order", "Guardrail"];
let labelTurn = 0;
const headingAdd = eachText("heading-add", (t) => (HEAD.exec(t)![1] || t.includes("\n") ? undefined : `${LABELS[labelTurn++ % LABELS.length]}: ${t}`));
// a heading dropped only when every word of it appears again in the rule ("Stripe: never refund on Stripe")
const headingDrop = eachText("heading-drop", (t) => {
  const h = HEAD.exec(t)![1]!;
  if (!h) return undefined;
  const rest = t.slice(h.length);
  const words = h.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const restWords = new Set(rest.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  return words.length && words.every((w) => restWords.has(w)) ? rest : undefined;
});

// ---- verb synonyms within one action family (rules/guard/actions.yaml): the banned verb only
const SYNONYMS: string[][] = [
  ["delete", "remove", "erase", "get rid of"],
  ["restart", "reboot", "bounce"],
  ["stop", "halt", "shut down"],
  ["edit", "modify", "change", "alter"],
  ["buy", "purchase"],
  ["run", "execute"],
  ["disable", "turn off", "switch off"],
  ["enable", "turn on"],
  ["terminate", "kill"],
  ["contact", "reach out to"],
];
function verbSynonym(pick: number): Perturbation {
  return eachText(`verb-synonym-${pick + 1}`, (t) => {
    const p = parseNeg(t);
    if (!p) return undefined;
    const group = SYNONYMS.find((g) => g.includes(p.verb));
    if (!group) return undefined;
    const others = group.filter((w) => w !== p.verb);
    const syn = others[pick % others.length]!;
    // "send an email" is not "post an email": only groups whose words all fit any object
    return p.head + NEG_FORMS[/^(?:don't|dont)/i.test(t.slice(p.head.length)) ? "dont-apostrophe" : /^do not/i.test(t.slice(p.head.length)) ? "do-not" : "never"]!({ ...p, verb: syn }) + p.tail;
  });
}

// ---- passive voice for a plain "never VERB the NOUN(s)": "the prod database must never be dropped"
const passive = eachText("passive", (t) => {
  const p = parseNeg(t);
  if (!p || p.head) return undefined;
  const m = /^[ \t]+(the|my|our|any)?[ \t]*([a-z0-9][\w./#-]{0,40}(?:[ \t]+[a-z0-9][\w./#-]{0,40}){0,3})$/i.exec(p.body);
  if (!m) return undefined;
  // no preposition / adverb inside the noun phrase ("push to main", "deploy on fridays")
  if (/\b(?:to|on|in|into|from|for|with|without|at|of|by|after|before|during|until|anything|anyone|everything|everyone|nothing|something|it|them|this|that|ever|again|yourself|push|pull|merge|deploy)\b/i.test(m[2]!)) return undefined;
  // "never force push": a verb before a verb, not a verb and its object
  if (!m[1] && VERBS.has(m[2]!.split(/[ \t]/)[0]!)) return undefined;
  const det = m[1]?.toLowerCase();
  const np = `${det && det !== "any" ? det + " " : ""}${m[2]}`;
  const subj = det === "any" ? `no ${m[2]}` : np;
  const verbPhrase = det === "any" ? `may be ${participle(p.verb)}` : `must never be ${participle(p.verb)}`;
  return `${p.capital ? cap(subj) : subj} ${verbPhrase}${p.tail || "."}`;
});

// ---- numbers written another way: small counts in words, thousands as "k"/"grand", percents
const SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const numWords = eachText("num-words", (t) => {
  let n = 0;
  const out = t.replace(/(^|[\s(])(\d{1,2})(?=[ \t]+(?!(?:am|pm|h|hrs?|%|percent|:|\.\d))[a-z])/gi, (m, pre: string, d: string) => {
    const v = Number(d);
    if (v < 1 || v > 12 || d.startsWith("0")) return m;
    n++;
    return pre + SMALL[v];
  });
  return n ? out : undefined;
});
const WORD_TO_NUM = new Map(SMALL.map((w, i) => [w, i]));
const numDigits = eachText("num-digits", (t) => {
  let n = 0;
  const out = t.replace(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=[ \t]+[a-z])/gi, (w) => {
    n++;
    return String(WORD_TO_NUM.get(w.toLowerCase()));
  });
  return n ? out : undefined;
});
const moneyK = eachText("money-k", (t) => {
  let n = 0;
  const out = t.replace(/\$([1-9]\d{0,2}),?000(?![\d,.])/g, (_, k: string) => {
    n++;
    return `$${k}k`;
  });
  return n ? out : undefined;
});
const moneyGrand = eachText("money-grand", (t) => {
  let n = 0;
  const out = t.replace(/\$([1-9]\d{0,2}),?000(?![\d,.]|[ \t]*(?:usd|dollars|k\b))/gi, (_, k: string) => {
    n++;
    return k === "1" ? "a grand" : `${k} grand`;
  });
  return n ? out : undefined;
});
const percentWords = eachText("percent-words", (t) => {
  let n = 0;
  const out = t.replace(/(^|[\s(])(\d{1,3})%/g, (m, pre: string, d: string) => {
    n++;
    const v = Number(d);
    return `${pre}${v <= 12 ? SMALL[v] : d} percent`;
  });
  return n ? out : undefined;
});

export const ruleWordingPerturbations: Perturbation[] = [
  ...Object.keys(NEG_FORMS).map(negForm),
  ...Object.keys(ASK_FORMS).map(askForm),
  reasonFront,
  reasonDrop,
  condMove,
  headingAdd,
  headingDrop,
  verbSynonym(0),
  verbSynonym(1),
  passive,
  numWords,
  numDigits,
  moneyK,
  moneyGrand,
  percentWords,
];

// exported for a quick look: node -e 'import("./bench/perturb/rule-wording.ts").then(m => …)'
export const _test = { parseNeg, parseAsk, gerund, participle };
