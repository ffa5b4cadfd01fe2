// Scope phrases: "for this incident", "until Monday", "for INC-42". A scope {type, id} is only
// suggested when the words name an id; otherwise the phrase alone is returned, because the guard
// matches scopes by id and an invented id would silently disable the rule.
import type { Scope } from "../contract/ledger-entry.ts";
import type { ClassifyRules } from "./compile-rules.ts";

export interface ScopeFinding {
  scope?: Scope;
  phrase?: string;
  rule?: string;
}

export function findScope(text: string, rules: ClassifyRules): ScopeFinding {
  for (const s of rules.scopes) {
    const m = s.re.exec(text);
    if (!m) continue;
    const id = m[1];
    if (id) return { scope: { type: s.type, id }, phrase: m[0], rule: s.id };
    return { phrase: m[0], rule: s.id };
  }
  return {};
}
