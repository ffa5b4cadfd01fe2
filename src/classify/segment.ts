// Step 1, segment: message -> units (sentences, list items, rule-bearing clauses) with exact
// UTF-16 offsets into the original text. Non-prose lines (code, logs, traces, tool output, mail
// quotes) never become units; hard-wrapped lines are rejoined; quoted text is opaque.
//   "don't email me, phone only"  -> ["don't email me", "phone only"]
//   "Do not run KEYS, this will freeze redis." -> unit "Do not run KEYS" + reason "this will freeze redis."
import type { ClassifyRules } from "./compile-rules.ts";
import { classifyLines } from "./non-prose.ts";
import { foreignCue, isForeignScript } from "./foreign-script.ts";
import { normalize } from "./normalize.ts";
import { findQuoteRegions, insideRegion, regionsIn, type Region } from "./quotes.ts";

export interface Unit {
  start: number;
  end: number;
  text: string;
  norm: string; // normalised text (see normalize.ts)
  role: "unit" | "reason" | "aside";
  bullet: boolean;
  heading: boolean;
  clause: boolean; // split out of a longer sentence
  quoted: boolean; // the whole unit sits inside quotation marks
  inQuestion: boolean; // part of a sentence that ends with "?": "You don't mean -- you don't mean that?"
  stretch: number; // index of the paragraph/list item it came from
  ruleList: boolean; // under a heading or a "...:" line that announces rules ("## Conventions")
  prohibitList?: boolean; // under an intro that announces things not to do ("DO NOT:", "## Patterns to avoid")
  houseList?: boolean; // ccls24b: under a house-rule notice's heading ("Safety:", "What to bring", "Please note:")
  prohibitIntro?: boolean; // that intro itself: it names the list, it states no rule
}

/** Units longer than this are prose paragraphs, not rules; they are split but never scored whole. */
export const MAX_UNIT_CHARS = 1_200;
const MAX_UNITS = 5_000;

interface Stretch {
  start: number;
  end: number;
  bullet: boolean;
  heading: boolean;
}

const EMOJI = /^\p{Extended_Pictographic}/u;
const QUESTION_END = /\?["'\u201d\u2019)\]]*$/;
const CLOSED_END = /[.!?:;]["'\u201d\u2019)\]]*$/;
const STARTS_LOWER = /^\s*[a-z(]/;
const PLAIN_HEADING = /^[A-Z][^\s.!?,;:]{0,20}(?: [^\s.!?,;:]{1,20}){0,3}$/;

function stretchesOf(text: string, rules: ClassifyRules): Stretch[] {
  const out: Stretch[] = [];
  let cur: Stretch | undefined;
  let prevLen = 0;
  for (const line of classifyLines(text, rules.nonProse, rules.foreignCues)) {
    if (line.type === "blank" || line.type === "skip") {
      if (cur) out.push(cur);
      cur = undefined;
      if (line.why === TABLE_ROW && rules.tableCellRules.length > 0) ruleCells(text, line.start, line.end, rules, out);
      continue;
    }
    const body = text.slice(line.contentStart, line.end);
    if (line.type === "prose" && cur && !cur.heading) {
      const prevText = text.slice(cur.start, cur.end).trimEnd();
      // hard wrap: the previous line stops mid-sentence and this one carries on
      // ...but a short capitalised line is a plain-text heading ("...upon check in\nAge Limit\nMust be 21")
      if (!CLOSED_END.test(prevText) && (STARTS_LOWER.test(body) || (prevLen >= 60 && !PLAIN_HEADING.test(body)))) {
        cur.end = line.end;
        prevLen = line.end - line.start;
        continue;
      }
    }
    if (cur) out.push(cur);
    cur = { start: line.contentStart, end: line.end, bullet: line.type === "item", heading: line.type === "heading" };
    prevLen = line.end - line.start;
  }
  if (cur) out.push(cur);
  return out;
}

// A markdown table in an instruction file can hold rules in its cells:
//   "| `billing/` | Owned by finance — do not edit |"  -> unit "Owned by finance — do not edit"
// The row stays non-prose; only cells that match rules.tableCellRules (segment.yaml) become
// stretches of their own, read like list items. Other cells (names, paths, values) are ignored.
const TABLE_ROW = "output.table-row";
const MAX_CELLS = 16;

function ruleCells(text: string, start: number, end: number, rules: ClassifyRules, out: Stretch[]): void {
  let a = text.indexOf("|", start);
  for (let n = 0; a >= 0 && a < end && n < MAX_CELLS; n++) {
    let b = text.indexOf("|", a + 1);
    if (b < 0 || b > end) break;
    const [ca, cb] = trimmed(text, a + 1, b);
    if (cb - ca >= 6) {
      const norm = normalize(text.slice(ca, cb));
      const foreign = isForeignScript(text.slice(ca, cb)) && foreignCue(text.slice(ca, cb), rules.foreignCues) !== undefined;
      if (foreign || firstMatch(rules.tableCellRules, norm)) out.push({ start: ca, end: cb, bullet: true, heading: false });
    }
    a = b;
  }
}

const TRIM_CHARS = /[\s*_~]/;

function trimmed(text: string, a: number, b: number): [number, number] {
  while (a < b && TRIM_CHARS.test(text[a]!)) a++;
  while (b > a && TRIM_CHARS.test(text[b - 1]!)) b--;
  return [a, b];
}

const insideAny = insideRegion;

const BOUND_ABBREVIATION = /^(?:max|min|approx|ca)$/;

/** Sentence boundaries in text[s, e): end offsets (exclusive) of each sentence. */
function sentenceEnds(text: string, s: number, e: number, quotes: readonly Region[], abbreviations: ReadonlySet<string>): number[] {
  const ends: number[] = [];
  let i = s;
  while (i < e) {
    const c = text[i]!;
    // an emoji followed by a capitalised word ends a sentence: "Don't tell mum 😅 Can you book it?"
    if (c >= "\ud800" && c <= "\udbff" && EMOJI.test(text.slice(i, i + 2))) {
      let k = i + 2;
      while (k < e && /[\ufe0f\u200d\s]/.test(text[k]!)) k++;
      if (k > i + 2 && k < e && /[A-Z]/.test(text[k]!)) {
        ends.push(i + 2);
        i = k;
        continue;
      }
      i += 2;
      continue;
    }
    // CJK full stops end a sentence with no space after them: "テストを書く。コミットする。"
    if (c === "\u3002" || c === "\uff01" || c === "\uff1f") {
      let k = i + 1;
      while (k < e && /\s/.test(text[k]!)) k++;
      if (k >= e) break;
      ends.push(i + 1);
      i = k;
      continue;
    }
    if (c !== "." && c !== "!" && c !== "?" && !(c === "\n" && text[i - 1] !== undefined && /[.!?:]/.test(text[i - 1]!))) {
      i++;
      continue;
    }
    const atQuoteEnd = insideAny(quotes, i);
    if (atQuoteEnd && !regionsIn(quotes, i, i + 1).some((q) => q.end - 1 === i + 1)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < e && /[.!?"'\u201d\u2019)\]*_]/.test(text[j]!)) j++;
    if (j < e && !/\s/.test(text[j]!)) {
      i = j;
      continue;
    }
    let k = j;
    while (k < e && /\s/.test(text[k]!)) k++;
    if (k >= e) break;
    // `He said "stop." Then ...` ends a sentence; `the phrase "can I help?" with no other words` does not
    if (atQuoteEnd && !/[A-Z0-9\u00c0-\u00de]/.test(text[k]!)) {
      i = j;
      continue;
    }
    if (c === ".") {
      const m = /([A-Za-z][A-Za-z.]{0,8})$/.exec(text.slice(Math.max(s, i - 10), i));
      const word = m?.[1]?.toLowerCase();
      if (word && (abbreviations.has(word) || word.length === 1)) {
        i = j;
        continue;
      }
      // "(max. 50 chars)", "min. 2 reviewers": a bound word cut short before its number ends nothing;
      // "3 retries max. Then stop." still does (a word follows, not a number)
      if (word && BOUND_ABBREVIATION.test(word) && /\d/.test(text[k]!)) {
        i = j;
        continue;
      }
      // "e.g. foo" and "approx. 5" do not end a sentence; casual "never touch it. it's shared" does
      if (/[a-z]/.test(text[k]!) && !(word && /^[a-z]+$/.test(word) && !/^[a-z]{1,3}\.[a-z]/.test(text.slice(k, k + 5)))) {
        i = j;
        continue;
      }
    }
    ends.push(j);
    i = k;
  }
  ends.push(e);
  return ends;
}

// Separators between clauses. Strong ones (semicolon, dash) end a clause
// whenever the right part carries a cue; weak ones (comma, "and", "but") only before an opener.
// A middle dot or bullet inside a line separates settings like a semicolon does:
//   "Hotel: 150/night cap · preferred hotels only · approval required if above cap"
const SPLIT_AT = /(?:[,;:]|\s[-\u2013\u2014]{1,2}|\s[\u00b7\u2022])\s{1,8}|\s{1,8}(?=(?:and|but|because|since|otherwise|so that)\s)/g;
const LEADING_JOINER = /^(?:and|but)\s+/i;
// one to four words, no verb-ish end punctuation: a name or a topic, not a clause
const LABEL = /^[a-z0-9][\w./'()-]{0,40}(?: [\w./'()-]{1,40}){0,3}$/;
const ADDRESSES_AGENT = /\byou (?:to|should|must|need to|have to|will|can|shall)\b/;
const FIRST_WORD = /^(?:and |but |then |or )?([a-z]+)/;

export interface CueProbes {
  /** The sentence is a real question (not "no pushes k?", not "going forward, could you ...?"). */
  isQuestion?(sentence: string): boolean;
  /** The normalised text carries a rule cue (prohibit/require/limit/... groups, or opens with a verb). */
  hasRuleCue(norm: string): boolean;
  /** The normalised text opens with an imperative verb (lexicon only, no parse). */
  opensImperative(norm: string): boolean;
}

// one to three words, no sentence inside: "File reads", "Grep/searches", "Max batch size"
const SHORT_LABEL = /^[\s*_`#>-]{0,6}[^\s:.,;!?]{1,30}(?: [^\s:.,;!?]{1,30}){1,2}[*_`]{0,4}$/;
// also "Always `const`, never `var`": a bare code span after "never" has no verb of its own
const ELLIPTICAL_CONTRAST = /^(?:and |but |or )?(?:never|not) (?:in|on|at|to|from|for|with|via|through|into|during|after|before|outside|inside|by|over|under|on|off|(?:[a-z]{2,12} )?c\b)/;
const ABSENCE_LIST = /^(?:there (?:is|are|was|were)|we (?:have|had|got)|with|(?:it|this|that) has) no\b/;

// a loop, not list.find(callback): runs at every separator of every sentence
function firstMatch<T extends { re: RegExp }>(list: readonly T[], s: string): T | undefined {
  for (let i = 0; i < list.length; i++) if (list[i]!.re.test(s)) return list[i];
  return undefined;
}

const MIN_AND_CLAUSE_WORDS = 3;

function wordsAtLeast(s: string, n: number): boolean {
  let words = 0;
  for (const w of s.split(" ")) if (/[a-z0-9]/.test(w) && ++words >= n) return true;
  return false;
}

// A lead-in wrapped in bold ("**Feature flags always**", "__Tests first__"), up to 80 characters. Units
// are trimmed of decoration, so the marks are looked for just outside the unit as well as inside it.
const BOLD_INNER = /^[^*_\n]{1,80}$/;

/** The text from `a` to `end` is a bold lead-in: "**Never access secrets**" (marks inside or just outside). */
export function isBoldLeadIn(text: string, a: number, end: number): boolean {
  let s = a;
  let e = end;
  while (e > s && text[e - 1] === " ") e--;
  const open = text.slice(s, s + 2) === "**" || text.slice(s, s + 2) === "__" ? text.slice(s, (s += 2)) : text.slice(Math.max(0, s - 2), s);
  if (open !== "**" && open !== "__") return false;
  const close = text.slice(e - 2, e) === open ? text.slice((e -= 2), e + 2) : text.slice(e, e + 2);
  return close === open && BOLD_INNER.test(text.slice(s, e));
}

// ccls19: a reason clause ends where a new order to the reader starts: "... because it turns whites
// yellow, and please stop drying them on high heat." -> reason "because it turns whites yellow" and a
// unit "please stop drying them on high heat." (the order was swallowed into the reason before).
const SPLIT_AFTER_REASON = new RegExp(SPLIT_AT.source, "g");
const NEW_ORDER = /^(?:and |but |so |also )?(?:(?:pretty |so )?please (?:do not |don't |dont |never |stop |always |make sure |remember to |keep |put |leave |use )|(?:do not|don't|dont|never|always|make sure|be sure to) [a-z])/i;
const JOINER = /^(?:and|but|so|also)\s+/i;

/** [end of the reason, start of the new order], or undefined when the reason runs to the end */
function ruleAfterReason(text: string, a: number, b: number, quotes: readonly Region[]): [number, number] | undefined {
  const part = text.slice(a, b);
  SPLIT_AFTER_REASON.lastIndex = 0;
  for (let m = SPLIT_AFTER_REASON.exec(part); m; m = SPLIT_AFTER_REASON.exec(part)) {
    const at = a + m.index + m[0].length;
    if (at >= b || insideAny(quotes, a + m.index)) continue;
    const right = text.slice(at, Math.min(b, at + 60));
    if (!NEW_ORDER.test(right)) continue;
    const joiner = JOINER.exec(right);
    let end = a + m.index;
    while (end > a && /[\s,;:]/.test(text[end - 1]!)) end--;
    return [end, joiner ? at + joiner[0].length : at];
  }
  return undefined;
}

/** Splits one sentence into rule-bearing clauses and reason clauses. */
function clausesOf(
  text: string,
  a: number,
  b: number,
  quotes: readonly Region[],
  rules: ClassifyRules,
  probes: CueProbes,
): { start: number; end: number; role: Unit["role"] }[] {
  const out: { start: number; end: number; role: Unit["role"] }[] = [];
  if (b - a > MAX_UNIT_CHARS) return [{ start: a, end: b, role: "unit" }];
  const sentence = text.slice(a, b);
  let left = a;
  SPLIT_AT.lastIndex = 0;
  for (let m = SPLIT_AT.exec(sentence); m; m = SPLIT_AT.exec(sentence)) {
    const sepStart = a + m.index;
    const rightStart = a + m.index + m[0].length;
    if (rightStart >= b || insideAny(quotes, sepStart)) continue;
    // Only the start of the right part decides (openers are anchored): normalise ~80 chars of it,
    // and the left part only when an opener matched. Keeps long sentences linear-ish.
    const sep = m[0].trim();
    const strong = sep === ";" || /^[-\u2013\u2014\u00b7\u2022]/.test(sep);
    const rightNorm = normalize(text.slice(rightStart, strong ? b : Math.min(b, rightStart + 80)), quotes, rightStart);
    if (!/ /.test(rightNorm)) continue;
    const rightBody = rightNorm.replace(LEADING_JOINER, "");
    const aside = firstMatch(rules.asideOpeners, rightNorm) !== undefined;
    const reason = !aside && firstMatch(rules.reasonOpeners, rightNorm) !== undefined;
    // "Use type hints for parameters and return types." / "Follow PSR-12 style and structure.": a verb
    // word with one word or none after it ends a noun list, it opens no second instruction (cut there,
    // "return types." became a pin of its own). "and include a glossary" has a verb and an object.
    const verbAfterAnd = /^(?:and|then) /.test(rightNorm) && rules.imperativeVerbs.has(FIRST_WORD.exec(rightNorm)?.[1] ?? "") && wordsAtLeast(rightBody, MIN_AND_CLAUSE_WORDS);
    const opener = aside || reason ? undefined : firstMatch(rules.clauseOpeners, rightBody);
    if (!aside && !reason && !opener && !verbAfterAnd && !strong) continue;
    // "Work in branches, never in master": a verbless contrast completes the left part.
    if (ELLIPTICAL_CONTRAST.test(rightNorm)) continue;
    const leftNorm = normalize(text.slice(left, sepStart), quotes, left);
    if (!/ /.test(leftNorm)) continue;
    // "File reads:      max 30": a short label before a colon names what the value bounds; the
    // row is one unit (cut at the colon, "max 30" alone would be a pin without its subject).
    if (sep === ":" && left === a && SHORT_LABEL.test(text.slice(a, sepStart))) continue;
    // "There is no staging, no review gate, no rollback": one list of absences, one unit.
    if (ABSENCE_LIST.test(leftNorm) && /^(?:or )?no /.test(rightBody)) continue;
    const leftHasCue = probes.hasRuleCue(leftNorm);
    // ccls25b: "Out of respect for the other families, PLEASE DO NOT bring sick children.": the courtesy
    // phrase before the comma says why; the rule is the clause after it (the phrase is an aside)
    if (sep === "," && left === a && !leftHasCue && firstMatch(rules.purposeLeadIns, leftNorm) !== undefined && opener && probes.hasRuleCue(rightBody)) {
      out.push({ start: left, end: sepStart, role: "aside" });
      left = rightStart;
      continue;
    }
    // "Use JSON and do not add prose" / "I'd like you to answer in French and include a glossary"
    // split; "The poem should rhyme and include the word X" is one instruction about one subject.
    const leftAddressesAgent = probes.opensImperative(leftNorm) || ADDRESSES_AGENT.test(leftNorm);
    if ((aside || reason) && leftHasCue) {
      out.push({ start: left, end: sepStart, role: "unit" });
      const resume = reason ? ruleAfterReason(text, rightStart, b, quotes) : undefined;
      out.push({ start: rightStart, end: resume ? resume[0] : b, role: aside ? "aside" : "reason" });
      if (resume) for (const c of clausesOf(text, resume[1], b, quotes, rules, probes)) out.push(c);
      return out;
    }
    // after a semicolon or a dash, a right part with a cue is its own unit whatever precedes it:
    // 'Customer wrote: "..." -- the customer is in the EU so GDPR applies'
    // "Central billing — do not touch" / "**Retention** - Delete when done": a short label
    // before a dash names what the rule is about; the label and the rule stay one unit.
    const labelled = strong && left === a && !leftHasCue && LABEL.test(leftNorm);
    if (labelled) continue;
    if (opener?.always || (strong && probes.hasRuleCue(rightBody)) || (leftHasCue && (opener || (verbAfterAnd && leftAddressesAgent)))) {
      out.push({ start: left, end: sepStart, role: "unit" });
      left = rightStart;
    }
  }
  out.push({ start: left, end: b, role: "unit" });
  return out;
}

// Step "prohibition-list" (ccls11): the intro of a list can say that its items are things NOT to do:
//   "DO NOT:\n- Commit secrets\n- Remove existing tests", "## Patterns to avoid", "❌ Deploy operations:".
// Each item then words only the action ("Commit secrets", "Restarting services") and is a
// prohibition, a standing one: the list is a rule list and its items carry the prohibit-list fact
// (kind rule kind.prohibition-list). A heading that states one rule itself ("## Never Force Push",
// "❌ Task() cannot create files") is not such an intro: its items are other rules, of any kind.
const MARKED_NEGATIVE = /^\s{0,4}(?:\u274c|\u{1f6ab}|\u26d4)/u;

function isProhibitionListIntro(norm: string, rules: ClassifyRules): boolean {
  for (const r of rules.prohibitionListIntros) if (r.re.test(norm)) return true;
  return false;
}

// "❌ **Service operations:**" over a list: the mark says the items are not to be done
function isMarkedNegativeIntro(raw: string): boolean {
  return raw.length <= 80 && MARKED_NEGATIVE.test(raw) && /:[*_\s]{0,4}$/.test(raw);
}

const HOUSE_LABEL = /^[A-Za-z][A-Za-z' &/-]{2,40}$/;
// a "Rules" / "House rules" / "Policies" / "Etiquette" intro of rule_list_intros is a house-rule list as well
const HOUSE_RULE_WORDS = /^[#*_ ]{0,8}(?:[a-z'&-]{2,20} ){0,3}(?:rules|house rules|ground rules|polic(?:y|ies)|etiquette|guidelines)[*_ ]{0,4}:?[*_ ]{0,4}$/;

function isHouseLabel(raw: string, rules: ClassifyRules): boolean {
  const t = raw.trim();
  if (!HOUSE_LABEL.test(t)) return false;
  const norm = normalize(t);
  return HOUSE_RULE_WORDS.test(norm) || rules.houseListIntros.some((r) => r.re.test(norm));
}

export function segment(text: string, rules: ClassifyRules, probes: CueProbes): Unit[] {
  const units: Unit[] = [];
  const stretches = stretchesOf(text, rules);
  let ruleList = false;
  let introByColon = false; // a "Rules:" line covers the list below it; a heading covers its section
  let bulletSeen = false;
  let prohibitList = false;
  let houseList = false;
  for (let si = 0; si < stretches.length && units.length < MAX_UNITS; si++) {
    const st = stretches[si]!;
    const stText = text.slice(st.start, st.end);
    const marked = !st.bullet && !st.heading && isMarkedNegativeIntro(stText);
    // ccls24b: a short plain line right above a list that names a house-rule section ("House Rules",
    // "What to bring") introduces it as a "...:" line does
    const labelIntro = !st.bullet && !st.heading && stretches[si + 1]?.bullet === true && isHouseLabel(stText, rules);
    const isIntro = st.heading || marked || labelIntro || (!st.bullet && /:\s*$/.test(stText));
    if (labelIntro && !st.heading && !/:\s*$/.test(stText)) {
      // a plain label only marks a house list: the rule-list feature stays with headings and "...:" lines
      ruleList = prohibitList = false;
      houseList = introByColon = true;
      bulletSeen = false;
    } else if (isIntro) {
      const intro = normalize(stText);
      prohibitList = marked || isProhibitionListIntro(intro, rules);
      ruleList = prohibitList || rules.ruleListIntros.some((r) => r.re.test(intro));
      houseList = !prohibitList && (rules.houseListIntros.some((r) => r.re.test(intro)) || (ruleList && HOUSE_RULE_WORDS.test(intro)));
      introByColon = !st.heading;
      bulletSeen = false;
    } else if (st.bullet) bulletSeen = true;
    // prose after the list closes it: "Rules:\n- a\n- b\n\nThanks!" -> "Thanks!" is not a rule
    else if (introByColon || bulletSeen) ruleList = prohibitList = houseList = false;
    const quotes = findQuoteRegions(text, st.start, st.end);
    let from = st.start;
    for (const end of sentenceEnds(text, st.start, st.end, quotes, rules.abbreviations)) {
      const [sa, sb] = trimmed(text, from, end);
      from = end;
      if (sb <= sa) continue;
      const sentenceQuotes = regionsIn(quotes, sa, sb);
      let wholeQuoted = false;
      for (const q of sentenceQuotes) if (q.start <= sa && q.end >= sb - 1) wholeQuoted = true;
      const inQuestion = probes.isQuestion ? probes.isQuestion(text.slice(sa, sb)) : QUESTION_END.test(text.slice(sa, sb));
      for (const c of clausesOf(text, sa, sb, sentenceQuotes, rules, probes)) {
        let [ca, cb] = trimmed(text, c.start, c.end);
        const lead = LEADING_JOINER.exec(text.slice(ca, cb));
        if (lead && c.start !== sa) ca += lead[0].length;
        if (cb <= ca) continue;
        const t = text.slice(ca, cb);
        units.push({
          start: ca,
          end: cb,
          text: t,
          norm: normalize(t, sentenceQuotes, ca),
          role: c.role,
          bullet: st.bullet,
          heading: st.heading,
          clause: c.start !== sa || c.end !== sb,
          quoted: wholeQuoted,
          inQuestion,
          stretch: si,
          ruleList: ruleList && !isIntro,
          prohibitList: prohibitList && !isIntro && st.bullet,
          houseList: houseList && !isIntro,
          prohibitIntro: isIntro && prohibitList,
        });
      }
    }
  }
  return units;
}
