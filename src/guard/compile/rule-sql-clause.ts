// "Deletes must always have a WHERE clause", "queries on RAW.EVENTS must have a date filter",
// "always use a partition filter on events", "Queries against the `prod_share` database: … always
// with a LIMIT": a part every SQL statement of a kind (and on a table) must carry (match-sql-clause.ts).
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence } from "./rule-text.ts";

export type SqlPart = "where" | "date" | "limit";
// the part the rule asks for, as people write it
const PARTS: [RegExp, SqlPart][] = [
  [/\b(?:date|time|day|partition|timestamp)[- ](?:filter|range|predicate|bound|window|restriction|condition)s?\b/i, "date"],
  [/\bwhere[- ]?(?:clause|condition|filter)s?\b|\bWHERE\b/, "where"],
  [/\bLIMIT\b|\blimit clause\b|\ba limit\b/, "limit"],
];
// it is an obligation, not a ban or a description
const MUST = /\b(?:must|needs?|required?|requires|always|has to|have to|every|each|make sure|ensure)\b/i;
// "without a LIMIT", "without any date filter"
const WITHOUT_PART = /\bwithout\s{1,3}(?:a\s{1,3}|an\s{1,3}|any\s{1,3})?(?:LIMIT|limit clause|(?:date|time|day|partition|timestamp)[- ](?:filter|range|predicate|bound|window|restriction|condition))\b/i;
// the kind of statement the rule is about
const KINDS: [RegExp, string][] = [
  [/\b(?:deletes?|deleting|deletions?)\b/i, "delete"],
  [/\b(?:updates?|updating)\b/i, "update"],
  [/\b(?:quer(?:y|ies)|selects?|reads?|reports?|scans?|exports?)\b/i, "select"],
];
// a table or database named: `prod_share`, RAW.EVENTS, EVENTS (capitals), or the word after on/against/from
const CODE_NAME = /`([A-Za-z_][\w.$-]{0,80})`/;
const CAPS_NAME = /\b([A-Z][A-Z0-9_]{1,40}(?:\.[A-Z][A-Z0-9_]{1,40}){0,3})\b/g;
const AFTER_PREP = /\b(?:on|against|in|from|of)\s{1,3}(?:the\s{1,3})?([a-z_][\w]{1,40}(?:\.[a-z_][\w]{1,40}){0,3})(?:\s{1,3}(?:table|database|db|schema|dataset|keyspace))?\b/gi;
const NOT_NAMES = new Set(["WHERE", "LIMIT", "SQL", "DELETE", "DELETES", "UPDATE", "UPDATES", "SELECT", "TB", "GB", "PB", "OK", "ID", "NO", "NEVER", "ALWAYS", "IMPORTANT", "NOTE", "UTC"]);
const NOT_WORDS = /^(?:it|them|this|that|these|those|prod|production|staging|dev|every|each|all|any|anything|everything|a|an|the|date|time|partition|where|limit|clause|filter|queries|query|tables?|databases?|deletes?|updates?|selects?|reads?|me|my|our|your|half|scanned|rows?)$/i;

const AFTER_VERB = /\b(?:query|queries|querying|select|selects|selecting|scan|scans|scanning|read|reads|reading|export|exports|exporting)\s{1,3}(?:from\s{1,3})?([a-z_][\w]{0,40}(?:\.[a-z_][\w]{0,40}){1,3}|[a-z][a-z0-9]{0,20}_[\w]{1,40})(?![\w.])/i;
// "must filter on event_date", "always filter by the partition column `dt`", "filter on tenant_id":
// a column the WHERE part must name (a column in code form: snake_case, dotted or quoted)
const FILTER_ON = /\bfilter(?:s|ed|ing)?\s{1,3}(?:on|by)\s{1,3}(?:the\s{1,3})?(?:(?:partition|date|time|tenant)\s{1,3}(?:column|key|field)\s{1,3}|(?:column|field)\s{1,3})?`?([a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){1,4})`?(?![\w.])/i;

export function findSqlClause(sent: RuleSentence, prohibition: RegExp): Extract<Clause, { type: "sql-clause" }> | undefined {
  const text = sent.text;
  const col = FILTER_ON.exec(text)?.[1]?.toLowerCase();
  const part: [RegExp, SqlPart] | undefined = col ? [FILTER_ON, "where"] : PARTS.find(([re]) => re.test(text));
  // "Don't run queries without a LIMIT on events_raw": a ban of the statement without the part is
  // the same obligation (a WHERE ban stays the ban steps': "never DELETE without a WHERE")
  const banWithout = !!part && part[1] !== "where" && WITHOUT_PART.test(text) && prohibition.test(text);
  if (!part || (!MUST.test(text) && !banWithout)) return undefined;
  // ("LIMIT 1000 rows or less", "max 10000 rows": a number is a limit on rows, read by the limit step)
  if (part[1] === "limit" && /\d/.test(text)) return undefined;
  // ("never DELETE without a WHERE": a ban, read by the ban steps)
  if (!banWithout && prohibition.test(text)) return undefined;
  const kind = KINDS.find(([re]) => re.test(text))?.[1];
  let table = CODE_NAME.exec(text)?.[1];
  if (!table) for (const m of text.matchAll(CAPS_NAME)) if (!NOT_NAMES.has(m[1]!) && (table = m[1])) break;
  if (!table)
    for (const m of text.matchAll(AFTER_PREP))
      if (!NOT_WORDS.test(m[1]!) && m[1]!.toLowerCase() !== col) {
        table = m[1];
        break;
      }
  // "never query analytics.events without a date filter": a dotted or snake_case name right after the verb
  if (!table) {
    const m = AFTER_VERB.exec(text);
    if (m && !NOT_WORDS.test(m[1]!)) table = m[1];
  }
  // "events has 4B rows: always put a LIMIT on selects against it": the pronoun names the subject
  if (!table && /\b(?:against|on|from|in|to)\s{1,3}(?:it|them)\b/i.test(text)) {
    const first = /^\s*([a-z_][\w]{1,40}(?:\.[a-z_][\w]{1,40}){0,3})\s{1,3}(?:has|have|is|are|holds)\b/i.exec(text);
    if (!first || NOT_WORDS.test(first[1]!)) return undefined;
    table = first[1];
  }
  // with neither a kind nor a table there is nothing to say which statements it is about
  if (!kind && !table && !col) return undefined;
  return { type: "sql-clause", part: part[1], ...(col ? { column: col } : {}), ...(kind ? { kind } : {}), ...(table ? { table: table.toLowerCase().split(".") } : {}), rule: text.trim().slice(0, 120) };
}
