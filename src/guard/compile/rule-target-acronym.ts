// Acronyms a rule writes for what a call spells out: "CRDs" ~ {kind: CustomResourceDefinition},
// "PR branches" ~ update_pull_request_branch, "PO box" ~ "P.O. Box 1142", "ACLs" ~ access_control_list.
// Reads each action clause's target phrases for words written in capitals (2–5 letters, an
// optional plural s) or dotted ("P.O."), and records them on the target; the matcher
// (match-clause.ts acronymHit) accepts a value whose run of consecutive words has those initials.
// Only capitals count: "pr" typed in lower case is a word like any other.
import type { Clause, TargetSpec } from "./compiled-entry.ts";

/** An acronym as written: two to five capitals, maybe a plural s ("CRD", "CRDs", "PRs"). */
export const CAPS = /^[A-Z]{2,5}s?$/;
const DOTTED = /^(?:[A-Za-z]\.){2,4}$/;

/** The compiler step: marks `acronyms` on the targets of action clauses. */
export function markAcronyms(clauses: Clause[]): void {
  for (const c of clauses) {
    if (c.type !== "action") continue;
    for (const g of c.groups) for (const t of g) readAcronyms(t);
  }
}

function readAcronyms(t: TargetSpec): void {
  if (t.literal || t.path || t.prefix || t.command || t.channel) return;
  const out: string[] = [];
  for (const w of t.raw.split(/\s+/)) {
    const a = CAPS.test(w) ? w.replace(/s$/, "").toLowerCase() : DOTTED.test(w) ? w.replace(/\./g, "").toLowerCase() : "";
    // (the name as the compiler keeps it: "CRDs" → crd)
    if (a.length >= 2 && t.names.includes(a)) out.push(a);
  }
  if (out.length) t.acronyms = out;
}

/** Whether `words` (a value's words in order) hold a run whose initials spell `a` ("custom resource
 * definition"). Initials are easily met by chance ("prod release" is no PR, "api-design-rules" no
 * ADR): they count in the tool's own name, in one CamelCase identifier (a kind:
 * PersistentVolumeClaim), or as single letters ("P.O."). */
export function spelledOut(raw: string, words: readonly string[], a: string, toolName: boolean): boolean {
  const camel = CAMEL_CHARS.test(raw) && CAMEL_JOIN.test(raw);
  for (let i = 0; i + a.length <= words.length; i++) {
    let k = 0;
    while (k < a.length && words[i + k]![0] === a[k]) k++;
    if (k < a.length) continue;
    if (toolName || camel || words.slice(i, i + a.length).every((w) => w.length === 1)) return true;
  }
  return false;
}
// one CamelCase identifier: letters and digits only, capital first, a capital after a small letter
const CAMEL_CHARS = /^[A-Z][a-z0-9][A-Za-z0-9]{1,60}$/;
const CAMEL_JOIN = /[a-z0-9][A-Z]/;
