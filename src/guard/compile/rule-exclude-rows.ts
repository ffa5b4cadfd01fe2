// "Exclude the test tenant (tenant_id = 'acme-test') from every analytics query", "reports must
// leave out internal accounts (is_internal = true)": the rows a column value marks stay out of
// every read query. A query that reads rows and never names the column cannot have left them out
// (match-exclude-rows.ts); one that filters on it (WHERE tenant_id <> 0, NOT is_internal) keeps the rule.
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence } from "./rule-text.ts";

// the act of leaving rows out
const EXCLUDE = /\b(?:exclude[sd]?|excluding|leave[sd]? out|left out|leaving out|filter(?:s|ed)? out|filtering out|omit(?:s|ted)?|keep(?:s)? out|leave\s[^.;]{1,60}?\sout of|strip(?:s|ped)? out|without)\b/i;
// a column named in code form (snake_case or table.column), then the value that marks the rows
const COLUMN_VALUE = /\b([a-z][a-z0-9]{0,30}(?:[_.][a-z0-9]{1,30}){1,4})\s{0,2}(?:==?|\bis\b)\s{0,2}('[^']{1,40}'|"[^"]{1,40}"|[\w-]{1,40})/i;
// "exclude the test tenant (tenant_id 0)": the column and its value in parentheses, no "=" between
const PAREN_COLUMN_VALUE = /\(\s{0,2}([a-z][a-z0-9]{0,30}(?:[_.][a-z0-9]{1,30}){1,4})\s{1,2}('[^']{1,40}'|"[^"]{1,40}"|[\w-]{1,40})\s{0,2}\)/i;
// what the rule is about: reading rows (queries, reports, exports, dashboards)
const READS = /\b(?:quer(?:y|ies)|reports?|reporting|exports?|analytics|dashboards?|metrics|stats|statistics|numbers|counts?|sql|select)\b/i;

export function findExcludedRows(sent: RuleSentence): Extract<Clause, { type: "exclude-rows" }> | undefined {
  const ex = EXCLUDE.exec(sent.text);
  if (!ex || !READS.test(sent.text)) return undefined;
  const cv = COLUMN_VALUE.exec(sent.text) ?? PAREN_COLUMN_VALUE.exec(sent.text);
  // (the value is named in the rule near the act: "exclude X (col = v)", "col = v … leave out")
  if (!cv) return undefined;
  const column = cv[1]!.toLowerCase();
  return { type: "exclude-rows", column: column.slice(column.lastIndexOf(".") + 1), value: cv[2]!.replace(/^['"]|['"]$/g, ""), rule: `${ex[0]} ${cv[0]}` };
}
