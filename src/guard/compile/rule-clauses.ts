// Clause finders for the rule shapes that are not plain "never <action> <target>": numeric
// limits, time windows, regions, instance sizes, sequences, keyword escalation, requirements,
// aliases ("the billing channel is C02B1LL1NG") and condition words ("during the freeze").
import { exemptBelow } from "./rule-limit-unless.ts";
import { findOnlyAfter } from "./rule-only-after.ts";
import { reasonClause } from "./rule-target-aside.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { ActionSpec, Clause } from "./compiled-entry.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction, findCandidates, expandFamilies } from "./rule-action.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import { findEventSequence } from "./rule-sequence-events.ts";
import { totalGroups, totalPeriod, totalUnit } from "./rule-sequence-total.ts";
import { dayRange } from "./rule-value-window.ts";
import { findShapePins } from "./rule-value-shape.ts";
import { spellAmounts, UNITS } from "./rule-limit-amount.ts";
import { looseGroups } from "./rule-limit-loose.ts";
import { perCall, perCallWord, subjectUnit, unitAfter, withoutMinutes, withoutPerCall } from "./rule-limit-unit.ts";
import { moneyPeriod } from "./rule-limit-period.ts";
import { isDurationUnit, spanWord } from "./rule-limit-span.ts";
import { moneyUnit } from "./rule-limit-per-unit.ts";
import { moneyScope } from "./rule-limit-scope.ts";
/** "$2,500/month": the period the amount is per, when the rule names one. */
function perOf(text: string, t: RuleToken): { per?: NonNullable<ReturnType<typeof moneyPeriod>> } {
  const per = moneyPeriod(text, t.start + t.text.length);
  return per ? { per } : {};
}
import { readRuleText } from "./rule-text.ts";
import { actTokens, dayOrClock, shortDayCounts, splitNoHyphen } from "./rule-time-parts.ts";
import { findDateWindow, isMonthName, isMonthWord, namedDay } from "./rule-date-window.ts";
import { bansOutsideWindow } from "./rule-time-outside.ts";
import { complementClock } from "./rule-time-window.ts";
import { labelFreeAct } from "./rule-time-label.ts";
import { timeException } from "./rule-time-exception.ts";
import { withoutZoneLabel } from "./rule-time-zone-label.ts";
import { perObjectWords } from "../carve-outs/fb-per-object.ts";
import { countPeriod, perThing } from "./rule-count-period.ts";
import { bareClock, periodPhrase, thingTime, whoseTimeLength, USER_ZONE, ZONE_STATEMENT } from "./rule-time-words.ts";
import { afterOnly, duringTheWeek, otherDays } from "./rule-time-only-days.ts";
import { rollingEnd, type RollEnd } from "./rule-time-rolling.ts";
import { withoutTimeReason } from "./rule-time-reason.ts";

// "10 working days", "8 business days": the unit is the kind of day (limits.yaml unit.workday), "days" is no target (glim20)
const WORKING_UNIT = /^(?:working|business)$/;
const UPPER_BOUND = /\b(?:only (?:one|two|three|four|five|\d+)|per|or (?:fewer|less|under|below)|give up after|stop after|cap(?:ped)?|limit(?:ed)?|budget|max(?:imum)?|at most|no more than|not more than|up to|under|below|less than|fewer than|at least|minimum|over|above|more than|exceed(?:s|ing)?|greater than|bigger than|larger than|longer than|wider than|beyond|ceiling|hard cap|tops?|within)\b/i;
// "under $30 a head", "$25 per person", "€40 pp": the amount is each person's share
const PER_HEAD = /\b(?:a|per|each) (?:head|person|guest|diner|attendee)\b|\bpp\b|\bper cap(?:ita)?\b/i;
// ("…a head incl. tip": the sentence reader ends the sentence at "incl.", so a bare "incl." at the end counts)
const WITH_TIP = /\b(?:incl(?:uding|\.|udes)?|with|plus) (?:the )?(?:tips?|gratuity)\b|\bincl\.?\s*$/i;
const HEADS = /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:people|persons|heads|guests|of us|attendees|diners)\b|\b(?:team|party|group) of (\d{1,3})\b/i;
/** "$15 a head, 6 people": the headcount the rule itself states, used when the call states none. */
function headsOf(text: string): { heads?: number } {
  const m = HEADS.exec(text);
  const raw = m ? (m[1] ?? m[2])!.toLowerCase() : "";
  const n = UNITS[raw] ?? Number(raw);
  return n >= 1 ? { heads: n } : {};
}
/** "max EUR 180 per night": the unit whose price is bounded, not the call's total (rule-limit-per-unit.ts). */
function perUnitOf(text: string): { perUnit?: NonNullable<ReturnType<typeof moneyUnit>> } {
  const u = PER_HEAD.test(text) ? undefined : moneyUnit(text);
  return u ? { perUnit: u } : {};
}
/** "from the ops account": the one account the bound holds for (rule-limit-scope.ts). */
function scopeOf(text: string): { scope?: NonNullable<ReturnType<typeof moneyScope>> } {
  const s = moneyScope(text);
  return s ? { scope: s } : {};
}
// "above 30%", "max 19", "more than $50": a numeric bound (not a clock: "before 10am")
const NUMERIC_BOUND = /\b(?:above|over|max(?:imum)?|more than|at most|up to|under|below|exceed(?:s|ing)?|less than|fewer than|cap(?:ped)? at)\s{1,3}\$?\d{1,9}(?:[.,]\d{1,3})?\s?(?:%|°|percent|c\b|f\b|k\b|\$|(?![\d:]|\s?(?:am|pm)\b))|\d{1,9}\s?(?:%|°\s?[cf]?)\s{0,3}(?:max|tops|cap)\b/i;
const WINDOW_WORD = /^(?:night|nights|evening|evenings|morning|mornings|daytime|overnight)$/;
/** "Night mode (23:00-06:00) max 19": the window's own words name no target */
function withoutWindowWords(groups: ActionSpec["groups"]): ActionSpec["groups"] {
  return groups.filter((g) => !g.some((t) => t.names.some((n) => WINDOW_WORD.test(n))));
}
const CUMULATIVE = /\b(?:budget|total|overall|altogether|combined|cumulative|in all|spend(?:ing)?|across)\b/i;
const RETRY_UNITS = new Set(["retry", "retries", "re-try", "re-tries"]);
const ATTEMPT_UNITS = new Set(["attempt", "attempts", "try", "tries", "time", "times", "run", "runs"]);
const LENGTH_UNITS = new Set(["word", "words", "character", "characters", "char", "chars", "line", "lines", "sentence", "sentences"]);
const SEND_NOUNS = /\b(?:repl(?:y|ies)|messages?|msgs?|emails?|e-mails?|texts?|sms|posts?|comments?|dms?|notes?|tweets?|answers?|responses?)\b/i;
import { approverNameAfter } from "./rule-approver-name.ts";
import { isRegionToken, isShortRegionToken } from "./region-codes.ts";
const AWS_REGION = /^(?:us|eu|ap|sa|ca|me|af|il|mx|cn)-(?:gov-)?(?:north|south|east|west|central|northeast|southeast|northwest|southwest)-\d$/;
const GCP_REGION = /^(?:europe|us|asia|australia|northamerica|southamerica|me|africa)-[a-z]+\d$/;
const INSTANCE_TYPE = /^[a-z][a-z0-9-]{0,12}\d[a-z0-9-]{0,6}\.(nano|micro|small|medium|large|xlarge|(\d{1,2})xlarge|metal)$/;
const REGION_FAMILY = /^(?:us|eu|ap|sa|ca|me|af|europe|asia|australia|northamerica|southamerica)-(?:north|south|east|west|central|northeast|southeast|northwest|southwest)$/;
const KEYWORD_VERB = /\b(?:mention(?:s|ing)?|mentioned|contain(?:s|ing)?|about|regarding|referenc(?:e|es|ing)|refers? to|referring to|related to|that says?|with the words?|includ(?:es|ing)|talks? about|touching on)\b/i;
const SEQ_BEFORE = /\b(?:before|prior to|ahead of)\b/i;
const SEQ_WITHOUT = /\b(?:without|until|unless)\b/i;
const TRIGGER = /\b(?:when(?:ever)?|if|each time|every time|any time|anytime)\b/i;

const APPROVAL_WORDS = new Set(
  "ask asking asked me us before first without my our your sign-off signoff approval approve ok okay ok'd go-ahead permission blessing consent confirmation confirm confirming check checking clear run by past talk verify with get gets getting need needs require requires required have explicit prior written manager manager's a the until i i've we've we looked reviewed checked approved seen signed off escalate escalating escalated only after once if when say agree ping green light consulting consult obtain receive user customer client requester owner it that this read review approver approvers reviewer reviewers see look human someone approves vetted okayed authorized authorised authorize authorise sign signs want wanna like prefer insist reserve".split(" "),
);

/** Tokens of the approval phrase ("ask me before", "a thumbs-up from Sam"): they name no target.
 * An action word inside the span stays ("run any purchase by me": purchase is the action). */
export function approvalMask(sent: RuleSentence, rules: GuardRules): Set<number> {
  const out = new Set<number>();
  for (const a of rules.approval) {
    const m = a.re.exec(sent.text);
    if (!m) continue;
    // "a sign-off from the release manager": who approves is no action and no target
    const from = m[0].lastIndexOf(" from ");
    sent.tokens.forEach((t, i) => {
      if (t.start < m.index || t.start >= m.index + m[0].length) return;
      if (!APPROVAL_WORDS.has(t.lower) && !(from > 0 && t.start > m.index + from) && findCandidates([t], rules).length) return;
      out.add(i);
    });
    // ("without asking Marta": whom to ask is no target, rule-approver-name.ts)
    approverNameAfter(sent, m.index + m[0].length, out);
  }
  return out;
}

export function sizeRank(type: string): number | undefined {
  const m = INSTANCE_TYPE.exec(type.toLowerCase());
  if (!m) return undefined;
  const ranks: Record<string, number> = { nano: 1, micro: 2, small: 3, medium: 4, large: 5, xlarge: 6, metal: 200 };
  return m[2] ? 5 + Number(m[2]) : ranks[m[1]!]!;
}
export { INSTANCE_TYPE, AWS_REGION, GCP_REGION };

function parseAmount(t: RuleToken, next: RuleToken | undefined, rules: GuardRules): number | undefined {
  const m = /(\d[\d,]*(?:\.\d+)?)\s?([kKmM])?/.exec(t.text);
  if (!m) return undefined;
  let v = Number(m[1]!.replace(/,/g, ""));
  const suffix = (m[2] ?? (next && rules.multipliers.has(next.lower) ? next.lower : "")).toLowerCase();
  if (suffix) v *= rules.multipliers.get(suffix) ?? 1;
  // "₹5L": rupees in lakh, the L written onto the amount (glimit12)
  else if (t.text.startsWith("₹") && next?.lower === "l") v *= 100_000;
  return Number.isFinite(v) ? v : undefined;
}

// after a limit's number: ", and always/never …" joins another requirement; "until/unless …" states a
// condition no call shows (glimit13)
const ANOTHER_DEMAND = /^(?:always|never|only|don't|dont|do|no|must|make|keep|please)$/;
const LIMIT_CONDITION = /^(?:until|unless|till)$/;
// "max_steps ≤ 15", "batches of <= 96 records": a sign that bounds the number after it (glimit12)
const COMPARED = /(?:≤|<=?|=<)\s?\d/;
/** A limit, and when the sentence names a clock window too, the window it holds in:
 * "Night mode (23:00-06:00) max 19", "no lights above 30% after 8pm" (rule-limit-window.ts). */
export function findLimit(sent: RuleSentence, rules: GuardRules): Clause | undefined {
  const c = findLimitBody(sent, rules);
  if (c?.type !== "limit" || (c.sense !== "count" && c.sense !== "money") || !sent.tokens.some((t) => t.kind === "time")) return c;
  const w = findTime(sent, rules, sent.text, true);
  if (w?.type !== "time" || (w.beforeMin === undefined && w.afterMin === undefined)) return c;
  return { ...c, ...(c.groups ? { groups: withoutWindowWords(c.groups) } : {}), window: { ...(w.days ? { days: w.days } : {}), ...(w.beforeMin !== undefined ? { beforeMin: w.beforeMin } : {}), ...(w.afterMin !== undefined ? { afterMin: w.afterMin } : {}), ...(w.tz ? { tz: w.tz } : {}), rule: w.rule } };
}

function findLimitBody(sentIn: RuleSentence, rules: GuardRules): Clause | undefined {
  // "over two hundred bucks", "a grand", "2k/month": amounts in digits first (rule-limit-amount.ts)
  const spelled = spellAmounts(sentIn.text);
  const again = spelled !== sentIn.text ? readRuleText(spelled) : undefined;
  const sent = again?.length === 1 ? again[0]! : sentIn;
  // "max 5 nodes in any node group, budget is tight": after the bound, a comma starts an aside
  const num = sent.tokens.findIndex((t) => t.kind === "number" || t.kind === "money");
  // (glimit13) so does ", and always …" (another requirement joined on), and "until …" / "unless …" a
  // condition the call cannot show: "max 10% userFraction until crash rate is checked"
  const aside = num >= 0 ? sent.tokens.findIndex((t, i) => i > num && ((t.text === "," && (!/^(?:or|and|per|each|in|on|at|for)$/.test(sent.tokens[i + 1]?.lower ?? "") || ANOTHER_DEMAND.test(sent.tokens[i + 2]?.lower ?? ""))) || LIMIT_CONDITION.test(t.lower))) : -1;
  const toks = aside > 0 ? sent.tokens.slice(0, aside) : sent.tokens;
  const text = sent.text;
  if (!UPPER_BOUND.test(text) && !COMPARED.test(text) && !/\$\d|\d\s?(?:dollars|usd|eur|euros)\b/i.test(text)) return undefined;
  const moneyIdx = toks.findIndex((t) => t.kind === "money" || (t.kind === "number" && /^(?:dollars?|usd|eur|euros?|gbp|pounds?|bucks)$/i.test(toks[toks.indexOf(t) + 1]?.lower ?? "")));
  // ("50 tickets per call": the call is what is counted in, no act of calling)
  const actions = findCandidates(withoutPerCall(toks, rules), rules).filter((c) => !c.families.includes("read"));
  let fams = expandFamilies(actions.flatMap((c) => c.families).filter((f) => f !== "write"), rules);
  // "the exchange tool can only be called once per order": the tool named, not the nouns around it
  const toolRef = /\b(?:the\s+)?([a-z][a-z0-9_-]{2,40})\s+(?:tool|function|endpoint|action|api call)\b/i.exec(text);
  if (toolRef) fams = [`word:${toolRef[1]!.toLowerCase()}`];
  // "never fewer than 3", "check with me before scaling anything below 2 replicas": a floor
  // ("needs my approval unless its less than 25%": the exempt side is below, rule-limit-unless.ts)
  const strict = exemptBelow(text);
  const lowerBound =
    !strict &&
    (/\b(?:at least|minimum|min\.?)\b/i.test(withoutMinutes(text)) ||
      ((rules.prohibitionRe.test(text) || rules.approval.some((a) => a.re.test(text))) && /\b(?:fewer than|less than|below|under)\b/i.test(text) && !/\b(?:keep|stay|remain)\b[^.]{0,40}\b(?:below|under|less than|fewer than)\b/i.test(text)));
  if (moneyIdx >= 0) {
    const max = parseAmount(toks[moneyIdx]!, toks[moneyIdx + 1], rules);
    if (max === undefined) return undefined;
    return {
      type: "limit",
      sense: "money",
      max,
      rule: toks[moneyIdx]!.text,
      families: fams.length ? fams : CUMULATIVE.test(text) ? ["pay"] : [],
      ...(lowerBound ? { min: parseAmount(toks[moneyIdx]!, toks[moneyIdx + 1], rules)! } : {}),
      ...(strict ? { strict: true as const } : {}),
      cumulative: CUMULATIVE.test(text) && !/\b(?:per|each|any single|a single|one)\b/i.test(text) && !PER_HEAD.test(text),
      unitWords: [],
      perTarget: false,
      ...(PER_HEAD.test(text) ? { perHead: true as const, ...headsOf(text) } : {}),
      ...perOf(text, toks[moneyIdx]!),
      ...perUnitOf(text),
      ...scopeOf(text),
      ...(WITH_TIP.test(text) ? { withTip: true as const } : {}),
    };
  }
  if (!UPPER_BOUND.test(text) && !COMPARED.test(text)) return undefined;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.kind !== "number" && !(t.kind === "word" && /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|once)$/.test(t.lower))) continue;
    // "never liquidate everything in one go - max 25% …": "in one go", "at one time" say per call, not the bound
    if (t.kind === "word" && /^(?:in|at)$/.test(toks[i - 1]?.lower ?? "")) continue;
    // "(is_test = 1)": a value a column is compared with, no bound on a count (glim24)
    if (t.kind === "number" && /=\s{0,2}$/.test(text.slice(Math.max(0, t.start - 4), t.start)) && !/[<>≤≥!]=?\s{0,2}$/.test(text.slice(Math.max(0, t.start - 4), t.start))) continue;
    // "any discount above 15%": a percentage bounds percent/rate/discount arguments
    if (t.kind === "number" && t.text.endsWith("%")) {
      const pct = Number(t.text.slice(0, -1).replace(/,/g, ""));
      const masked = approvalMask(sent, rules);
      const about = findAction(toks.filter((x, k) => k !== i && !masked.has(k) && !/^(?:above|over|more|than|below|under|at|most|least|no|never|any|beyond|exceed|exceeding|max|maximum|min|minimum|cap|capped|limit|up|to|off|tops)$/.test(x.lower)), rules).spec.groups;
      // "max discount 20%": the unit's own noun names no target (percent_off carries it)
      const unitWords = [...new Set(["percent", "pct", "percentage", "rate", "discount", "off", ...(rules.unitKeys.get("%") ?? [])])];
      const named = about.filter((g) => !g.every((x) => x.names.length > 0 && x.names.every((n) => unitWords.includes(n))));
      // "membership discounts: 30% max": a heading describes what the percentage bounds (rule-limit-loose.ts)
      const loose = looseGroups(named, unitWords, rules, text);
      // "no discounts over 10%", "volume 30% max": the level word the rule names is what the percentage is of
      // ("no tips above 15%": a money part the call gives as money, read as its share, match-limit-percent.ts)
      const percentOf = toks.map((x) => canonical(x.lower, rules.synonyms)).find((w) => unitWords.includes(w) && !GENERIC_PERCENT.has(w)) ?? shareWord(toks, rules);
      return { type: "limit", sense: "count", groups: named, max: pct, ...(lowerBound ? { min: pct } : {}), ...(strict ? { strict: true as const } : {}), rule: t.text, families: fams, cumulative: false, unitWords, ...(loose ? { loose } : {}), ...(percentOf ? { percentOf } : {}), perTarget: false };
    }
    const n = t.kind === "number" ? parseAmount(t, toks[i + 1], rules) : ({ one: 1, once: 1, two: 2, twice: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 } as Record<string, number>)[t.lower];
    if (n === undefined) continue;
    // the unit: the first content word after the number ("3 retries", "10k rows", "100 words")
    const unit = unitAfter(toks, i, approvalMask(sent, rules), rules);
    const unitLower = unit?.lower ?? "";
    const perTarget = /\bper\s+(?:customer|user|person|recipient|contact|account|ticket|host|number|channel|thread)\b|\b(?:to|for) (?:any one|any single|the same|one|each|a single)\b/i.test(text);
    if (RETRY_UNITS.has(unitLower))
      return { type: "limit", sense: "retries", max: n, rule: `${t.text} ${unit!.text}`, families: fams, cumulative: true, unitWords: [], perTarget };
    if (ATTEMPT_UNITS.has(unitLower))
      return { type: "limit", sense: "attempts", max: n, rule: `${t.text} ${unit!.text}`, families: fams, cumulative: true, unitWords: [], perTarget };
    // ("25 line items per invoice": items, not lines of text)
    if (LENGTH_UNITS.has(unitLower) && !/^items?$/.test(toks[toks.indexOf(unit!) + 1]?.lower ?? "")) {
      if (!SEND_NOUNS.test(text)) return undefined; // "keep answers short" to the user: no tool meaning
      return { type: "limit", sense: "length", max: n, rule: `${t.text} ${unit!.text}`, families: ["send"], cumulative: false, unitWords: [unit!.root], perTarget };
    }
    const unitCands = unit ? findCandidates([unit], rules) : [];
    // "at most 5 SMS per customer per day", "no more than 20 emails": a frequency over history
    // ("50 tickets per call", "quantity 10 max per link": the size of one call, rule-limit-unit.ts)
    // ("never query more than the last 7 days": a span of time, not a count of calls, rule-limit-span.ts)
    const span = !!unit && isDurationUnit(unitLower);
    if (unit && !span && !perCall(text, rules, t.kind === "number") && (unitCands.length || SEND_NOUNS.test(unit.lower) || (fams.length && /\bper\b/i.test(text))) && /\bper\b|\bany one\b|\bthe same\b|\beach\b|\ba day\b|\bdaily\b|\bin total\b|\btotal\b|\bthis (?:task|session|run)\b/i.test(text)) {
      const famsU = expandFamilies(unitCands.flatMap((c) => c.families), rules);
      const per = perObjectWords(text); // "once per order" counts per order (fb-per-object.ts)
      return { type: "limit", sense: "frequency", max: n, rule: `${t.text} ${unit.text}`, families: toolRef ? fams : famsU.length ? famsU : fams.length ? fams : ["send"], cumulative: true, unitWords: [], perTarget: perTarget || perThing(text), ...(per ? { perObject: per } : {}), ...countOf(unit.root, text) };
    }
    // "… of the api deployment in prod": the names the limit is about
    const maskedC = approvalMask(sent, rules);
    const anyScope = quantifiedScope(toks);
    const about = findAction(toks.filter((x, k) => k !== i && x !== unit && !maskedC.has(k) && !anyScope.has(k) && !perCallWord(toks, k, rules) && !(span && spanWord(toks, k)) && !(k > 0 && toks[k - 1] === unit && WORKING_UNIT.test(unitLower) && /^days?$/.test(x.lower)) && !rules.countWords.manner.has(x.lower) && !rules.countWords.bound.has(x.lower) && !/^(?:cap|caps|capped|limit|max|maximum|hard|total|at|most|least|fewer|more|longer|than|no|never|run|every|each)$/.test(x.lower)), rules).spec.groups;
    const total = historyTotal(text, toks, i, about);
    const unitWords = unit ? (rules.unitKeys.get(unitLower) ?? splitWords(unit.root, 4).map((w) => canonical(w, rules.synonyms))) : subjectUnit(toks, i, maskedC, rules);
    const loose = unit ? looseGroups(total.groups ?? about, unitWords, rules, text) : undefined;
    return {
      type: "limit",
      sense: "count",
      groups: total.groups ?? about,
      max: n,
      ...(lowerBound ? { min: n } : {}),
      ...(strict ? { strict: true as const } : {}),
      rule: `${t.text}${unit ? ` ${unit.text}` : ""}`,
      // ("at most 100 contacts at a time": the counted noun is no act of the rule)
      families: unit && !toolRef && unitCands.length ? expandFamilies(findCandidates(withoutPerCall(toks, rules).filter((x) => singular(x.lower) !== singular(unit.lower)), rules).filter((c) => !c.families.includes("read")).flatMap((c) => c.families).filter((f) => f !== "write"), rules) : fams,
      cumulative: false,
      // "max 21°C": the unit names the arguments it bounds (limits.yaml units)
      // ("party of up to 6 max", "replicas for search-api: max 6": no unit after the number, so the
      // words the bound is about name the argument, rule-limit-unit.ts)
      unitWords,
      ...(unit ? {} : { subjectUnit: true as const }),
      ...(loose ? { loose } : {}),
      perTarget,
      ...total,
      // "one exchange per order" ~ the earlier exchange of another order does not count (fb-per-object.ts)
      ...perObjectOf(text),
    };
  }
  return undefined;
}

function perObjectOf(text: string): { perObject?: string[] } {
  const per = perObjectWords(text);
  return per ? { perObject: per } : {};
}

// "in any node group", "on any exploratory select", "for each service": the class of things the
// bound holds for, each one of them; it names no target the call must carry (glimit13)
const SCOPE_PREP = /^(?:in|on|for|per|across|of)$/;
const SCOPE_QUANT = /^(?:any|every|each)$/;
const SCOPE_END = /^(?:in|on|for|at|to|from|with|by|and|or|but|unless|until|if|when)$/;
function quantifiedScope(toks: readonly RuleToken[]): Set<number> {
  const out = new Set<number>();
  for (let k = 1; k < toks.length; k++) {
    if (!SCOPE_QUANT.test(toks[k]!.lower) || !SCOPE_PREP.test(toks[k - 1]!.lower)) continue;
    for (let j = k + 1; j < toks.length && j <= k + 4; j++) {
      const t = toks[j]!;
      if (t.kind !== "word" || SCOPE_END.test(t.lower)) break;
      out.add(j);
    }
  }
  return out;
}

/** "no tips above 15%", "gratuity 18% max": the money part the percentage bounds (limits.yaml share words). */
function shareWord(toks: readonly RuleToken[], rules: GuardRules): string | undefined {
  const t = toks.find((x) => x.kind === "word" && rules.countWords.share.has(x.lower));
  return t && singular(t.lower);
}
// the words of a percentage itself, not of what it is of
const GENERIC_PERCENT = new Set(["percent", "pct", "percentage", "rate", "off"]);
/** "max 3 job applications per day": a count totalled over history (rule-sequence-total.ts). */
function historyTotal(text: string, toks: RuleToken[], numberAt: number, about: ActionSpec["groups"]): { period?: string; unitPhrase?: string[]; groups?: ActionSpec["groups"] } {
  const period = totalPeriod(text);
  const unitPhrase = period ? totalUnit(toks, numberAt) : [];
  // "per day", "in this task", "crypto: …": the period and a leading label name nothing the call carries
  return period && unitPhrase.length ? { period, unitPhrase, groups: totalGroups(text, about) } : {};
}

function parseClock(s: string): number | undefined {
  const t = s.toLowerCase().replace(/\s+/g, "");
  if (t === "noon") return 12 * 60;
  if (t === "midnight") return 0;
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (m[3] === "pm" && h < 12) h += 12;
  if (m[3] === "am" && h === 12) h = 0;
  if (h > 24 || min > 59) return undefined;
  return h * 60 + min;
}

// ", that's family night", "; it's date night": an aside naming the day, not a clock of the ban
const NAMING_ASIDE = /[,;(—-]\s{0,3}(?:that|it|this|those|these|they)(?:'s|'re| is| are| was)\s[^,.;)]{0,80}/g;
export function findTime(sentIn: RuleSentence, rules: GuardRules, entryText: string, forLimit = false): Clause | undefined {
  // "no lights above 30% after 8pm": a bound with a window is a limit that holds in the window (findLimit)
  if (!forLimit && NUMERIC_BOUND.test(sentIn.text) && findLimitBody(sentIn, rules)) return undefined;
  // "Saturdays are no-deploy days": the act is a word of its own (rule-time-parts.ts)
  const sent = /\bno-[a-z]/i.test(sentIn.text) && rules.prohibitionRe.test(sentIn.text.replace(/\bno-(?=[a-z])/gi, "no ")) ? splitNoHyphen(sentIn) : sentIn;
  const toks = sent.tokens;
  const lower = sent.text.toLowerCase();
  let days: number[] | undefined;
  let beforeMin: number | undefined;
  let afterMin: number | undefined;
  const rule: string[] = [];
  let windowEnd = -1; // the last token of the window: a reason after it names no target (rule-time-reason.ts)
  // "no releases Monday through Thursday", "Mon-Wed": every day of the range (a ban; "only Tue-Thu"
  // is the window reader's, rule-value-window.ts)
  const anyRange = dayRange(toks, rules);
  // ("only Mon – Thu, 08:00–15:00, never on Fridays": the range is the "only"'s, not the ban's)
  const onlyRange = !!anyRange && (toks[anyRange.at - 1]?.lower === "only" || (toks[anyRange.at - 2]?.lower === "only" && /^(?:on|from)$/.test(toks[anyRange.at - 1]?.lower ?? "")));
  const range = rules.prohibitionRe.test(sent.text) && !onlyRange ? anyRange : undefined;
  if (range) {
    days = range.days;
    rule.push(range.raw);
    windowEnd = range.end;
  }
  // ("only Tue – Thu, 10:00–16:00": the window reader's range; its two ends are no list of days)
  const windowRange = !range && anyRange !== undefined;
  let dayAt = -1;
  let clockAt = -1;
  let dayOutsideOnly = false; // a day named outside an "only …" phrase (rule-time-only-days.ts)
  const onlyDays: number[] = []; // the days an "only …" phrase names
  let ofThing = false; // "nothing departing after 10pm": the thing's time, not the clock's
  let rollSpan: [number, number] | undefined; // its words ("until Monday 08:00"): no act or target
  let roll: RollEnd | undefined; // "until Monday 08:00": the end of a rolling ban (rule-time-rolling.ts)
  // "until Dec 1", "Dec 14-18": calendar dates (rule-date-window.ts)
  const dates = findDateWindow(toks);
  if (dates) rule.push(dates.rule);
  let whoseSpans: Set<number> | undefined; // "17 candidate local time": a clock and whose it is
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // ("the Black Friday sale": a named day of the year, no weekday)
    const d = range || (windowRange && i >= anyRange!.at && i <= anyRange!.end) || namedDay(toks, i) ? undefined : duringTheWeek(toks, i) ? rules.days.get("weekdays") : rules.days.get(t.lower);
    // "read-only until Monday 08:00": the day ends the ban, it is no day the ban holds on (rule-time-rolling.ts)
    const rolled = d && d.length === 1 && t.kind === "word" && !roll ? rollingEnd(toks, i, d[0]!, parseClock) : undefined;
    if (rolled) {
      roll = rolled.end;
      rollSpan = [rolled.from, rolled.clockAt >= 0 ? rolled.clockAt : i];
      rule.push(`until ${t.text}${rolled.clockAt >= 0 ? ` ${toks[rolled.clockAt]!.text}` : ""}`);
      if (rolled.clockAt >= 0) i = rolled.clockAt;
      windowEnd = Math.max(windowEnd, i);
      continue;
    }
    if (d && t.kind === "word" && (!(t.lower === "sat" || t.lower === "sun" || t.lower === "wed" || t.lower === "mon") || shortDayCounts(toks, i))) {
      days = [...new Set([...(days ?? []), ...d])];
      rule.push(t.text);
      if (dayAt < 0) dayAt = i;
      windowEnd = Math.max(windowEnd, i);
      if (!afterOnly(toks, i)) dayOutsideOnly = true;
      else onlyDays.push(...d);
    }
    // ("no meetings before 10": a bare hour next to before/after is a clock, rule-time-words.ts)
    if (t.kind === "time" || (t.kind === "number" && bareClock(toks, i, rules) !== undefined)) {
      const v = t.kind === "time" ? parseClock(t.text) : bareClock(toks, i, rules);
      const prev = toks[i - 1]?.lower ?? "";
      if (v === undefined) continue;
      if (clockAt < 0) clockAt = i;
      // "between 9pm and 8am": from the first to the second
      if (prev === "between" || (prev === "from" && toks.slice(i + 1).some((x) => x.lower === "to" || x.lower === "and"))) {
        const end = toks.slice(i + 1, i + 4).find((x) => x.kind === "time");
        const ev = end ? parseClock(end.text) : undefined;
        if (ev !== undefined) {
          afterMin = v;
          beforeMin = ev;
          rule.push(`between ${t.text} and ${end!.text}`);
          i = toks.indexOf(end!);
          windowEnd = Math.max(windowEnd, i);
          continue;
        }
      }
      if (/^(?:before|after)$/.test(prev) && thingTime(toks, i)) ofThing = true;
      if (/^(?:before|until|till|earlier)$/.test(prev) || (prev === "than" && toks[i - 2]?.lower === "earlier")) beforeMin = v;
      else if (/^(?:after|past|from|later)$/.test(prev) || (prev === "than" && toks[i - 2]?.lower === "later")) afterMin = v;
      else continue;
      rule.push(`${prev} ${t.text}`);
      windowEnd = Math.max(windowEnd, i);
      // "after 17 candidate local time": whose clock it is names no target (rule-time-words.ts)
      const whose = t.kind === "number" ? whoseTimeLength(toks, i + 1) : 0;
      if (whose) {
        (whoseSpans ??= new Set()).add(i);
        for (let k = 1; k <= whose; k++) whoseSpans.add(i + k);
        windowEnd = Math.max(windowEnd, i + whose);
      }
    }
  }
  // "during business hours (9-18 CET)", "no restarts 8-20": a 24-hour range of two bare numbers
  if (beforeMin === undefined && afterMin === undefined && /\b(?:hours?|during|between|from|window)\b/.test(lower))
    for (let i = 0; i + 2 < toks.length; i++) {
      const a = toks[i]!, dash = toks[i + 1]!, b = toks[i + 2]!;
      if (a.kind !== "number" || b.kind !== "number" || !(/^(?:-|–|to)$/.test(dash.lower) || (dash.lower === "and" && toks[i - 1]?.lower === "between")) || !/^\d{1,2}$/.test(a.text) || !/^\d{1,2}$/.test(b.text)) continue;
      if (dates && isMonthWord(toks[i - 1])) continue; // "Dec 14-18" are days of the month
      const from = Number(a.text), to = Number(b.text);
      if (from >= to || to > 24) continue;
      afterMin = from * 60;
      beforeMin = to * 60;
      rule.push(`${from}:00-${to}:00`);
      windowEnd = Math.max(windowEnd, i + 2);
      // business hours are on working days
      if (!days && /\b(?:business|working|office|work) hours\b/.test(lower)) days = [1, 2, 3, 4, 5];
      break;
    }
  // "(23:00-06:00)", "22:00–07:00": a clock range, across midnight when it ends before it starts
  // (read before the words: "at night (22:00-07:00)" holds from 22:00, not from the evening)
  if (beforeMin === undefined && afterMin === undefined && (forLimit || !/\bonly\b/.test(lower)))
    for (let i = 0; i + 2 < toks.length; i++) {
      const a = toks[i]!, b = toks[i + 2]!;
      if (a.kind !== "time" || b.kind !== "time" || !/^(?:-|–|to)$/.test(toks[i + 1]!.lower)) continue;
      const from = parseClock(a.text), to = parseClock(b.text);
      if (from === undefined || to === undefined || from === to) continue;
      afterMin = from;
      beforeMin = to;
      rule.push(`${a.text}-${b.text}`);
      windowEnd = Math.max(windowEnd, i + 2);
      break;
    }
  // ("…, wait for morning", "hold it until morning": when the wait ends, not a window of the ban)
  if (/\bmornings?\b/.test(lower) && !/\b(?:wait(?:ing)?(?: for| till| until)?|until|till)\s{1,3}(?:the\s{1,3})?mornings?\b/.test(lower) && beforeMin === undefined && /\bfree|\bno\b|\bnothing|\bnever|\bdon'?t|\bkeep\b/.test(lower)) {
    beforeMin = 12 * 60;
    rule.push("mornings");
  }
  // "no meetings on friday afternoons", "keep afternoons free": noon to 18:00
  if (/\bafternoons?\b/.test(lower) && beforeMin === undefined && afterMin === undefined && /\bfree|\bno\b|\bnothing|\bnever|\bdon'?t|\bkeep\b/.test(lower)) {
    afterMin = 12 * 60;
    beforeMin = 18 * 60;
    rule.push("afternoons");
  }
  // ("never book anything on Fridays, that's family night": a reason's night is no clock, rule-time-parts.ts)
  if (/\b(?:evenings?|nights?)\b/.test(lower) && afterMin === undefined && (beforeMin !== undefined || !days || /\b(?:evenings?|nights?)\b/.test(lower.replace(NAMING_ASIDE, ""))) && /\bfree|\bno\b|\bnothing|\bnever|\bdon'?t|\bkeep\b/.test(lower)) {
    afterMin = 18 * 60;
    rule.push("evenings");
  }
  if (roll && (forLimit || days || beforeMin !== undefined || afterMin !== undefined || dates)) roll = undefined; // (only alone)
  if (!days && beforeMin === undefined && afterMin === undefined && !dates && !roll) return undefined;
  if (forLimit && !days && beforeMin === undefined && afterMin === undefined) return undefined;
  if (forLimit && ofThing) return undefined; // "…, nothing departing after 10pm": not when the limit holds
  if (forLimit) return { type: "time", days, beforeMin, afterMin, tz: findZone(entryText.toLowerCase(), rules), rule: rule.join(", "), families: [], groups: [] };
  if (!rules.prohibitionRe.test(sent.text) && !/\bkeep\b.*\bfree\b|\bfree\b/.test(lower) && !/\bonly\b/.test(lower)) return undefined;
  // "only on weekdays" / "only between …" inverts: forbid the complement
  // ("no market orders outside regular hours (9:30–16:00 ET)", "no deploys outside business hours
  // (9-17)": the window named is where the act is allowed, so it inverts too: rule-time-outside.ts)
  let only = false;
  const outside = bansOutsideWindow(sent.text, rules.prohibitionRe);
  // (business hours are on working days, whatever the clock is written as)
  if (outside && !days && /\b(?:business|working|office|work) hours\b/.test(lower)) days = [1, 2, 3, 4, 5];
  // "don't update firmware mid-week, only saturdays": a ban whose days are all an "only"'s bans the
  // other days (rule-time-only-days.ts)
  // ("don't rebalance on weekdays — only on Saturdays": the banned days, less the allowed ones)
  if (days && onlyDays.length && !range && !windowRange && beforeMin === undefined && afterMin === undefined && !dates && rules.prohibitionRe.test(sent.text)) {
    days = dayOutsideOnly ? days.filter((d) => !onlyDays.includes(d)) : otherDays(days);
    if (!dayOutsideOnly) rule.splice(0, rule.length, `not ${rule.join(", ")}`);
  }
  else if ((/\bonly\b/.test(lower) && !rules.prohibitionRe.test(sent.text)) || outside) {
    only = !!days && (beforeMin !== undefined || afterMin !== undefined);
    if (days) days = [0, 1, 2, 3, 4, 5, 6].filter((d) => !days!.includes(d));
    // "only between 9am and 8pm" → outside it; "only after 4pm" → before 4pm (rule-time-window.ts)
    ({ beforeMin, afterMin } = complementClock(beforeMin, afterMin));
  }
  const tz = findZone(entryText.toLowerCase(), rules);
  // "(focus day)", "…, any other time is fine", "…, the baby sleeps": asides name no act or target
  // ("…after 3pm, nobody's around to babysit prod": the reason names no target, rule-time-reason.ts)
  const cut = withoutTimeReason(toks, windowEnd).length;
  const timeToks = toks.filter((_, k) => k < cut && (!dates?.span || k < dates.span[0] || k > dates.span[1]) && (!roll || !rollSpan || k < rollSpan[0] || k > rollSpan[1]) && !whoseSpans?.has(k));
  // "… between 23:00 and 07:00 unless it's priority 5": the exception is no target (rule-time-exception.ts)
  // ("18:00 studio time (America/Montreal)": whose clock, not a target: rule-time-zone-label.ts)
  const { head: actToks, unless } = timeException(withoutZoneLabel(timeToks, tz), rules);
  let { spec } = findAction(actTokens(actToks, rules.days), rules);
  // "search: don't delete or recreate the products index during business hours": a lead-in label
  // that reads as an act of its own (a read) leaves the ban with no changing act; the ban's own
  // verbs after the label are the act (rule-time-label.ts)
  const unlabelled = labelFreeAct(sent, actToks, spec, rules);
  if (unlabelled) spec = unlabelled;
  // "after 6pm or on Saturdays": either one breaks it
  // ("only on weekdays after 4pm": not a weekday, or before 4pm — either breaks it)
  const anyOf = days && (beforeMin !== undefined || afterMin !== undefined) && (only || dayOrClock(toks, dayAt, clockAt)) ? { anyOf: true as const } : {};
  return {
    type: "time",
    days,
    beforeMin,
    afterMin,
    ...anyOf,
    tz,
    rule: rule.join(", ") + (tz ? ` (${tz})` : ""),
    ...(dates ? { dates: { ...dates, span: undefined } } : {}),
    ...(ofThing ? { ofThing: true as const } : {}),
    ...(roll ? { roll } : {}),
    ...(unless ? { unless } : {}),
    families: timedFamilies(spec.families, !!unless, rules),
    groups: spec.groups.filter((g) => !periodPhrase(g, rules) && g.every((t) => !t.names.every((n) => rules.days.has(n) || zoneWords(rules).has(n) || /^\d{1,2}$/.test(n) || isMonthName(n) || /^(?:morning|afternoon|evening|night|time|hour|business|working|office|work|free|calendar|day)$/.test(n)))),
  };
}

// A timed ban keeps only the changing acts it names; a read act is kept when it is all the ban names and
// the ban states an exception a read can meet ("Don't run queries on … during business hours unless
// they hit an index": the queries are the act)
function timedFamilies(families: readonly string[], excepted: boolean, rules: GuardRules): string[] {
  const changing = families.filter((f) => !rules.families.get(f)?.readOnly);
  return changing.length || !excepted ? changing : [...families];
}

// "3 orders per day": what a frequency counts and its period, for a count stated in flags (rule-count-period.ts)
function countOf(root: string, text: string): { countOf?: string; countPeriod?: ReturnType<typeof countPeriod> } {
  const period = countPeriod(text);
  return period && /^[a-z]{3,30}$/.test(root) ? { countOf: root, countPeriod: period } : {};
}

const zoneWordCache = new WeakMap<GuardRules, Set<string>>();
function zoneWords(rules: GuardRules): Set<string> {
  let s = zoneWordCache.get(rules);
  if (!s) {
    s = new Set(rules.zones.flatMap((z) => z.words.flatMap((w) => w.split(" "))));
    zoneWordCache.set(rules, s);
  }
  return s;
}

function findZone(lower: string, rules: GuardRules): string | undefined {
  const iana = /\b([A-Z][a-z]+\/[A-Z][A-Za-z_]+)\b/.exec(lower.replace(/\b([a-z])/g, (c) => c.toUpperCase()));
  if (iana) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: iana[1] });
      return iana[1];
    } catch {
      /* not a zone */
    }
  }
  for (const z of rules.zones)
    for (const w of z.words) {
      if (w.length <= 3) {
        // short abbreviations only next to "time" or as a standalone upper-case token: "4pm PT"
        if (new RegExp(`\\b${w}\\b(?:\\s+time)?`).test(lower) && new RegExp(`(?:\\d\\s?(?:am|pm)?\\s+${w}\\b|\\b${w}\\s+time\\b|\\(${w}\\))`).test(lower)) return z.iana;
      } else if (lower.includes(w)) return z.iana;
    }
  return undefined;
}

export function findRegion(sent: RuleSentence): Clause | undefined {
  const lower = sent.text.toLowerCase();
  // ("stick to us-east-1 and us-west-2": the regions the calls may use)
  if (!/\b(?:keep|only|stay|stays|stick|must|always|remain|restrict|within|never leave|resident|residency)\b/.test(lower)) return undefined;
  // "keep all compute in eu-frankfurt-1", "civo: only ever create in LON1", "only fr-par for anything
  // new (data residency)": OCI / Scaleway / data-centre codes too (region-codes.ts); a short code
  // only right after "in" or in a sentence about residency or regions
  const placeSentence = /\b(?:residency|resident|regions?|zones?|datacenters?|data cent(?:er|re)s?|locations?)\b/.test(lower);
  const toks = sent.tokens;
  const allowed: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const code = AWS_REGION.test(t.lower) || GCP_REGION.test(t.lower) || isRegionToken(t.lower) || (isShortRegionToken(t.lower) && (placeSentence || /^(?:in|into|to)$/.test(toks[i - 1]?.lower ?? "")));
    if (!code) continue;
    // "… — no nl-ams, no pl-waw", "nothing in NYC1/FRA1", "not us-east-1": named to be kept out
    if (toks.slice(Math.max(0, i - 3), i).some((p) => /^(?:no|not|never|nothing|nowhere|except|avoid|outside)$/.test(p.lower))) continue;
    allowed.push(t.lower);
  }
  // "europe-west regions", "us-east": a region family
  const prefixes: string[] = sent.tokens.filter((t) => REGION_FAMILY.test(t.lower)).map((t) => t.lower);
  // ("in eu-frankfurt-1" names one region, not the EU family)
  if (/\b(?:in|within) (?:the )?(?:eu|europe|european union)(?![\w-])|\beu[- ]only\b|\beu data\b/.test(lower)) prefixes.push("eu-", "europe-", "eu");
  if (/\b(?:in|within) (?:the )?(?:us|united states|usa)(?![\w-])|\bus[- ]only\b/.test(lower)) prefixes.push("us-");
  if (!allowed.length && !prefixes.length) return undefined;
  return { type: "region", allowed, prefixes, rule: [...allowed, ...(prefixes.length ? [prefixes[0]!.replace(/-$/, "").toUpperCase()] : [])].join(", ") };
}

export function findSize(sent: RuleSentence): Clause | undefined {
  // ("t3.medium or smaller", "m5.large and below": the bound written after the size)
  if (!/\b(?:bigger|larger|greater|more|above|over|beyond|exceed|exceeding|max(?:imum)?|up to|at most|(?:or|and) (?:smaller|below|under|less|lower))\b/i.test(sent.text)) return undefined;
  for (const t of sent.tokens) {
    // "nothing bigger than xlarge": a bare size is a size of any instance family
    const r = sizeRank(t.lower) ?? (/^(?:nano|micro|small|medium|large|xlarge|\d{1,2}xlarge|metal)$/.test(t.lower) ? sizeRank(`m5.${t.lower}`) : undefined);
    if (r !== undefined) return { type: "size", maxType: t.lower, maxRank: r };
  }
  return undefined;
}

export function findKeywords(sent: RuleSentence, rules: GuardRules): Clause | undefined {
  const m = KEYWORD_VERB.exec(sent.text);
  if (!m) return undefined;
  // "no promises about dates": what a text commits to (findPromise), not what it mentions
  if (/\b(?:promises|guarantees)\s{1,3}$/i.test(sent.text.slice(Math.max(0, m.index - 14), m.index))) return undefined;
  if (!/\bescalat|\bflag|\bask\b|\bcheck with|\bforward .* to me|\bloop me in|\bdon'?t|\bnever|\bno\b|\bhold\b/i.test(sent.text)) return undefined;
  const start = m.index + m[0].length;
  const after = sent.tokens.filter((t) => t.start >= start);
  // ("no @here mentions, they wake everyone": the verb's noun ends the ban; a reason follows)
  if (after[0]?.text === ",") return undefined;
  const words: string[] = [];
  for (const [k, t] of after.entries()) {
    if (/^(?:to|before|and then|then|—|-|so|because|until|with|from|in)$/.test(t.lower) && words.length) break;
    // ("never mention competitors, they sue": a reason with its own subject ends the list)
    if (t.text === "," && words.length && after.length - k >= 3 && reasonClause(after.slice(k + 1))) break;
    // "about money (payments, refunds, balances)": the parenthesised list names more words
    if (t.kind === "punct" && t.text !== "," && t.text !== "(" && t.text !== ")") {
      if (words.length) break;
      continue;
    }
    if (t.kind === "punct") continue;
    if (t.kind === "quote" || t.kind === "code") words.push(t.lower);
    // ("don't mention the acquisition anywhere": where and how often are not words to find)
    else if (t.kind === "word" && !/^(?:or|and|nor|the|a|an|any|of|words?|anywhere|everywhere|ever|again|publicly|yet|at|all)$/.test(t.lower)) words.push(t.lower);
  }
  if (!words.length) return undefined;
  // (the words to find are topics, not acts: "don't mention the merger" is no merge)
  const before = sent.tokens.filter((t) => (t.start < m.index || t.start > start + 0) && !words.includes(t.lower));
  const cands = findCandidates(before, rules).flatMap((c) => c.families).filter((f) => !words.includes(f));
  const fams = expandFamilies(cands.filter((f) => !rules.families.get(f)?.readOnly), rules);
  return { type: "keywords", words: [...new Set(words)].slice(0, 30), families: fams.length ? fams : ["send"], rule: words.join(", ") };
}

// "Never promise a refund in a reply", "don't guarantee delivery dates": what a message may not commit to
// ("no promises about dates", "no guarantees on timelines": the noun with what it is about)
const PROMISE_VERB = /\b(?:promise|promising|guarantee|guaranteeing|(?:promises|guarantees)\s{1,3}(?:about|on|of|regarding|around))\s+(?:(?:a|an|any|the|them|customers?|users?|clients?)\s{1,3}){0,2}/i;
/** A prohibition on what a message commits to: the object's words, found in a sent text that also
 * commits ("we will", "guaranteed", "by Friday"; match-clause.ts COMMITS). */
export function findPromise(sent: RuleSentence, rules: GuardRules): Clause | undefined {
  const m = PROMISE_VERB.exec(sent.text);
  if (!m || !rules.prohibitionRe.test(sent.text.slice(0, m.index))) return undefined;
  const start = m.index + m[0].length;
  const words: string[] = [];
  for (const t of sent.tokens) {
    if (t.start < start) continue;
    if (t.kind === "punct" && t.text !== "," && t.text !== "/") break;
    if (t.kind !== "word") continue;
    if (/^(?:in|on|to|for|from|with|via|through|unless|until|because|since|when|if|before|after|billing|decides?)$/.test(t.lower)) break;
    if (/^(?:or|and|nor|the|a|an|any|of|specific|exact|firm)$/.test(t.lower) || rules.genericWords.has(t.lower)) continue;
    words.push(singular(t.lower));
    if (words.length >= 6) break;
  }
  if (!words.length) return undefined;
  return { type: "keywords", words: [...new Set(words)], families: expandFamilies(["send"], rules), rule: `promise ${words.join("/")}`, commit: true };
}

/** "Log every contact to the outbox BEFORE sending", "never merge without a passing CI run". */
export function findSequence(sent: RuleSentence, rules: GuardRules, approval: boolean): Clause | undefined {
  // "run the tests before any tag", "--check first, then the real run": events named by nouns
  // "cargo publish only after CHANGELOG.md has an entry": the act named after "only after" comes
  // first (a file named there is the prerequisite, whatever event words follow it: "… for the release")
  const after = findOnlyAfter(sent, rules);
  if (after?.type === "sequence" && after.prereq.groups.some((g) => g.some((t) => t.literal))) return after;
  const events = findEventSequence(sent, rules);
  if (events) return { type: "sequence", ...events, rule: sent.text };
  if (after) return after;
  const toks = sent.tokens;
  const lower = sent.text.toLowerCase();
  const bi = toks.findIndex((t) => SEQ_BEFORE.test(t.lower) || (t.lower === "prior" && toks[toks.indexOf(t) + 1]?.lower === "to"));
  const xText = bi > 0 ? sent.text.slice(0, toks[bi]!.start) : "";
  if (bi > 0 && !/\bask\b[^.]*\bbefore\b|\bcheck with\b|\bescalat/i.test(lower) && !rules.approval.some((a) => a.re.test(xText))) {
    const x = toks.slice(0, bi);
    const y = toks.slice(bi + 1);
    const yAct = findAction(y, rules).spec;
    const xAct = findAction(x, rules).spec;
    if (yAct.families.length && (xAct.families.length || xAct.groups.length) && !findTimeLike(y)) {
      // "Run `pnpm lint && pnpm test` before committing": every command of the chain must have run
      const chain = xAct.groups.flatMap((g) => g.filter((t) => t.command && t.literal && /&&|;|\|\|/.test(t.literal)));
      if (chain.length) {
        const parts = chain[0]!.literal!.split(/&&|;|\|\|/).map((p) => p.trim()).filter(Boolean);
        xAct.groups = parts.map((p) => [{ raw: p, names: splitWords(p, 12), path: false, command: true, channel: false, literal: p }]);
        return { type: "sequence", trigger: yAct, prereq: xAct, rule: sent.text, all: true };
      }
      return { type: "sequence", trigger: yAct, prereq: xAct, rule: sent.text };
    }
  }
  // "Before you commit, always run the linter": the trigger first, the prerequisite after the comma
  const comma = toks.findIndex((t) => t.text === ",");
  if (bi === 0 && comma > 1 && !approval) {
    const yAct = findAction(toks.slice(1, comma), rules).spec;
    const xAct = findAction(toks.slice(comma + 1), rules).spec;
    if (yAct.families.length && (xAct.families.length || xAct.groups.length)) return { type: "sequence", trigger: yAct, prereq: xAct, rule: sent.text };
  }
  const wi = toks.findIndex((t) => SEQ_WITHOUT.test(t.lower));
  if (wi > 0 && !approval) {
    const y = toks.slice(0, wi);
    const x = toks.slice(wi + 1);
    const yAct = findAction(y, rules).spec;
    const xAct = findAction(x, rules).spec;
    if (yAct.families.length && (xAct.families.length || xAct.groups.length)) return { type: "sequence", trigger: yAct, prereq: xAct, rule: sent.text };
  }
  return undefined;
}
function findTimeLike(toks: RuleToken[]): boolean {
  return toks.some((t) => t.kind === "time");
}

/** "Always leave out the sandbox accounts (Type = 'Sandbox') when you query Accounts." */
export function findRequirement(sent: RuleSentence, rules: GuardRules): { tokens: string[]; keyValue?: { key: string; value: string }; trigger?: ActionSpec; rule: string; anyOf?: true } | undefined {
  const toks = sent.tokens;
  if (!/\b(?:always|must|make sure|ensure|be sure|remember to|every time|each time|whenever|required?)\b/i.test(sent.text)) return undefined;
  // ("queue names must start with `jobs:`": the literal is the form of a value, read by rule-value-shape.ts)
  if (findShapePins(sent, rules).length) return undefined;
  const ti = toks.findIndex((t) => TRIGGER.test(t.lower));
  const reqPart = ti >= 0 ? toks.slice(0, ti) : toks;
  const trigPart = ti >= 0 ? toks.slice(ti + 1) : [];
  const trigger = trigPart.length ? findAction(trigPart, rules).spec : undefined;
  // key/value: "use sendUpdates none", "set dry_run=true" (not when what is required is someone's
  // approval: "writes to tenant_acme tables require sign off" names a target, no key)
  const approval = rules.approval.some((a) => a.re.test(sent.text));
  for (let i = 0; i < reqPart.length && !approval; i++) {
    const t = reqPart[i]!;
    if (t.kind === "word" && (/[a-z][A-Z]/.test(t.text) || t.text.includes("_")) && reqPart[i + 1]) {
      let v = reqPart[i + 1]!;
      if ((v.text === "=" || v.text === ":" || v.lower === "to" || v.lower === "of") && reqPart[i + 2]) v = reqPart[i + 2]!;
      if (v.kind === "word" || v.kind === "quote" || v.kind === "number") return { tokens: [], keyValue: { key: t.text.toLowerCase().replace(/[-_]/g, ""), value: v.lower }, trigger, rule: `${t.text} ${v.text}` };
    }
  }
  // ("Always cc my assistant (olu@acme.dev) when you email a client": an address named is a recipient the call must carry)
  const literals = reqPart.filter((t) => t.kind === "quote" || t.kind === "code" || (t.kind === "email" && !!trigger?.families.length)).map((t) => t.lower);
  if (literals.length) {
    // "Cancel reason must be 'no longer needed' or 'ordered by mistake'": one of them is enough,
    // and the words before "must" name the act it is about
    const anyOf = literals.length > 1 && /['"`]\s*(?:,\s*)?or\s+['"`]/i.test(sent.text) ? { anyOf: true as const } : {};
    const mustAt = toks.findIndex((t) => t.lower === "must");
    const subject = !trigger && anyOf.anyOf && mustAt > 0 ? findAction(toks.slice(0, mustAt), rules).spec : undefined;
    const subjTrigger = subject?.families.length && !subject.families.some((f) => f.startsWith("*") || f.startsWith("word:")) ? { ...subject, groups: [] } : undefined;
    // ("… when you email a driver": who is written to is a description an address cannot show; the
    // act is the trigger, for every recipient)
    const toPerson = !!trigger && literals.every((l) => l.includes("@")) && trigger.families.includes("send");
    return { tokens: literals, trigger: toPerson ? { ...trigger!, groups: [] } : (trigger ?? subjTrigger), rule: literals.join(anyOf.anyOf ? " or " : ", "), ...anyOf };
  }
  if (!trigger) return undefined;
  const { spec } = findAction(reqPart, rules);
  const names = spec.groups.flatMap((g) => g.flatMap((t) => t.names));
  if (!names.length) return undefined;
  return { tokens: names, trigger, rule: names.join(" ") };
}

/** "the billing channel is C02B1LL1NG", "#announcements (C01ANN0UNC3)". */
export function findAliases(sent: RuleSentence, rules: GuardRules): { names: string[]; id: string }[] {
  // "My time zone is Europe/Berlin", "default tz Europe/Lisbon": the zone of every time rule of the
  // ledger that names none (rule-time-words.ts USER_ZONE)
  if (ZONE_STATEMENT.test(sent.text)) {
    const z = findZone(sent.text.toLowerCase(), rules);
    if (z) return [{ names: [USER_ZONE], id: z }];
  }
  const out: { names: string[]; id: string }[] = [];
  const toks = sent.tokens;
  const isId = (t: RuleToken | undefined) => !!t && (t.kind === "word" || t.kind === "mention") && /\d/.test(t.text) && /[A-Za-z]/.test(t.text) && t.text.length >= 5 && !/^\d+[a-z]{1,2}$/i.test(t.text);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    let id: RuleToken | undefined;
    let end = i;
    if ((t.lower === "is" || t.text === "=" || t.lower === "means") && isId(toks[i + 1])) id = toks[i + 1];
    else if (t.text === "(" && isId(toks[i + 1])) id = toks[i + 1];
    if (!id) continue;
    // the name: content words right before, back to a connector
    const names: string[] = [];
    for (let j = end - 1; j >= 0 && names.length < 4; j--) {
      const n = toks[j]!;
      if (n.kind === "punct" || /^(?:and|or|the|is|for|reference|note|fyi|:)$/.test(n.lower)) {
        if (names.length) break;
        continue;
      }
      if (n.kind === "channel") {
        names.unshift(n.lower.slice(1));
        break;
      }
      if (rules.kindWords.has(n.root)) continue;
      names.unshift(canonical(n.root, rules.synonyms));
    }
    end = i;
    if (names.length) out.push({ names, id: id.lower });
  }
  return out;
}

/** Words of a leading condition clause: "During the maintenance freeze, …" → maintenance, freeze. */
export function findConditionWords(text: string): string[] {
  const m = /\b(?:during|while|whilst|as long as|for the duration of|until|if|when|whenever|in case of|throughout)\b([^,.;:]{1,120})/i.exec(text);
  if (!m) return [];
  return splitWords(m[1]!, 20).filter((w) => w.length > 2 && !/^(?:the|is|are|was|we|you|our|this|that|any|its|has|have|been|being|still|in|on)$/.test(w));
}

/** "Commit messages must follow Conventional Commits": a format from formats.yaml the rule names. */
export function findFormat(sent: RuleSentence, rules: GuardRules): Clause | undefined {
  const lower = ` ${sent.text.toLowerCase().replace(/\s+/g, " ")} `;
  // the value must be named too: "commit messages must reference a Jira ticket", not "never delete Jira issues"
  const names = { git_commit_message: /\bcommit/, branch_name: /\bbranch/ };
  for (const f of rules.formats)
    if (names[f.values].test(lower))
    for (const w of f.ruleWords)
      if (lower.includes(` ${w}`) || lower.includes(`(${w}`)) return { type: "format", format: f.id, values: f.values, rule: w };
  return undefined;
}
