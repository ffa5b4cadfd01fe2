// A month as the target: "No journal entries dated in October", "don't book anything in
// December 2026", "no invoices dated March". The call shows it as a date value ({trandate:
// "2026-10-31"}), never as a name: the month is required and matched against the call's ISO dates
// (match-clause.ts matchTarget), a date in another month is not this rule's (hard allow). Beside a
// month, "dated" only says which field the month is about: it is dropped from the other targets.
import type { Clause } from "./compiled-entry.ts";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const SHORT = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const YEAR = /^(?:19|20)\d\d$/;

/** 1–12 for a month name ("october", "oct", "sept"), else 0. */
function monthOf(w: string): number {
  const full = MONTHS.indexOf(w);
  if (full >= 0) return full + 1;
  const short = SHORT.indexOf(w === "sept" ? "sep" : w);
  return short >= 0 ? short + 1 : 0;
}

export function markMonths(clauses: Clause[]): void {
  for (const c of clauses) {
    if (c.type !== "action") continue;
    let found = false;
    for (const g of c.groups)
      for (const t of g) {
        // ("may" alone is a verb far more often than a month: only with a year)
        const months = t.names.filter((n) => monthOf(n) > 0);
        if (months.length !== 1 || t.literal || t.path || t.command || t.channel) continue;
        if (!t.names.every((n) => monthOf(n) > 0 || YEAR.test(n))) continue;
        if (months[0] === "may" && t.names.length === 1) continue;
        t.month = monthOf(months[0]!);
        const year = t.names.find((n) => YEAR.test(n));
        if (year) t.year = +year;
        delete t.place;
        found = true;
      }
    if (!found) continue;
    for (const g of c.groups) for (const t of g) if (!t.month && t.names.length > 1 && t.names.includes("date")) t.names = t.names.filter((n) => n !== "date");
  }
}
