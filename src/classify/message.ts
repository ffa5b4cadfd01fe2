// Message-level signals (ccls12): what the whole message is, decided once before its units are scored.
//   report-lines        a ticked checkbox or a change list (changelog, release notes, PR summary)
//                       reports what was done, and a bug report's sections (expected / actual
//                       behaviour, steps to reproduce) describe software: no line states a rule;
//                       nor does a release section of a changelog ("## [1.2.0] - 2025-01-10" and
//                       the "### Fixed" sub-headings under it).
//   advice-to-employer  a message that speaks of the helper in the third person ("ask the dog sitter
//                       to...") while it addresses "you" advises whoever hires the helper: its plain
//                       imperatives are tips to that reader, not rules for the agent.
// The patterns are data (rules/classify/segment.yaml: report_lines, change_report_headings,
// report_sections, helper_mentions, helper_addressed); each is tried once per line or once per message.
import type { ClassifyRules } from "./compile-rules.ts";

export interface ReportSpan {
  start: number;
  end: number;
  id: string;
}

// at most this many lines are looked at: a long log or file is decided by its first lines
const MAX_LINES = 2_000;

/** The lines of `text` that report a change or a finished step, with offsets (sorted). */
export function reportSpans(text: string, rules: ClassifyRules): ReportSpan[] {
  if (rules.reportLines.length === 0) return [];
  const always: ReportSpan[] = [];
  const listed: ReportSpan[] = [];
  const sections: ReportSpan[] = [];
  let section: ReportSpan | null = null; // an open bug-report or release section
  let level = 0; // the markdown level of the heading that opened it (0: not a heading)
  let h = 0; // the level of the line's own heading
  let heading = false;
  let start = 0;
  for (let n = 0; start <= text.length && n < MAX_LINES; n++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    let opens: string | null = null;
    for (const s of rules.reportSections) if (s.re.test(line)) opens = s.id;
    if (opens) {
      if (!section) {
        sections.push((section = { start, end: text.length, id: opens }));
        level = headingLevel(line);
      }
    } else if (section && (h = headingLevel(line)) > 0 && !(level > 0 && h > level)) {
      section.end = start; // another heading closes the section; a deeper one ("### Fixed" under "## 1.2.0") is part of it
      section = null;
    }
    if (line.trim()) {
      let hit = false;
      for (const r of rules.reportLines)
        if (r.re.test(line)) {
          (r.needs === "always" ? always : listed).push({ start, end, id: r.id });
          hit = true;
          break;
        }
      if (!hit && !heading) for (const h of rules.changeReportHeadings) if (h.re.test(line)) heading = true;
    }
    start = end + 1;
  }
  const out = listed.length >= 2 || (listed.length === 1 && heading) ? [...always, ...listed, ...sections] : [...always, ...sections];
  return out.sort((a, b) => a.start - b.start);
}

// a markdown heading and its level: the number of #
const HASHES = /^\s{0,3}(#{1,6})\s/;

function headingLevel(line: string): number {
  const m = HASHES.exec(line);
  return m ? m[1]!.length : 0;
}

/** The report line holding offset `at`, if any (spans are few: a linear scan). A line's own report
 *  ("report.change-item") names the veto before a section around it ("report.release-section"). */
export function reportAt(spans: ReportSpan[], at: number): string | null {
  let section: string | null = null;
  for (const s of spans)
    if (at >= s.start && at < s.end) {
      if (!s.id.endsWith("-section")) return s.id;
      section ??= s.id;
    }
  return section;
}

/** Does the message advise an employer about their helper (third person) rather than speak to the helper? */
export function advisesEmployer(text: string, rules: ClassifyRules): boolean {
  let mentions = false;
  for (const h of rules.helperMentions) if (h.re.test(text)) mentions = true;
  if (!mentions || !YOU.test(text)) return false;
  for (const a of rules.helperAddressed) if (a.re.test(text)) return false;
  return true;
}

const YOU = /\byou(?:r|rs|rself)?\b/i;

/** Step recipe-steps: does the message read as a recipe? Two or more of its units word a cooking step
 *  ("Simmer for 1 minute", "Add the onion and a pinch of salt", "until golden", "to taste"). A recipe's
 *  imperatives and timings ("Cook for 20 minutes", "It must be set in the middle") tell a cook what to
 *  do with food, not the agent a standing rule; rules/classify/segment.yaml recipe_cues. */
export function isRecipe(units: readonly { text: string }[], rules: ClassifyRules): boolean {
  if (rules.recipeCues.length === 0 || units.length < 2) return false;
  // a unit counts once per cue it holds: "Preheat the oven. Toss with a pinch of salt." can be one unit
  let hits = 0;
  for (const u of units) {
    for (const c of rules.recipeCues) if (c.re.test(u.text)) hits++;
    if (hits >= 2) return true;
  }
  return false;
}
