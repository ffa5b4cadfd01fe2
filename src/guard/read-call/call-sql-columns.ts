// "dont create tables with more than 40 columns", "no tables wider than 30 columns" ~ execute_sql
// {query: "CREATE TABLE t (ts TIMESTAMP, c1 DOUBLE, …)"}: the number of columns a CREATE TABLE
// defines, read as a quantity whose key is "column". Any SQL dialect (Postgres, MySQL, GreptimeDB,
// ClickHouse, SQLite): the definitions are the top-level comma-separated parts of the first
// parenthesized list after CREATE TABLE <name>; table constraints (PRIMARY KEY (…), CONSTRAINT,
// UNIQUE, INDEX, FOREIGN KEY, CHECK, TIME INDEX) are not columns. Plain code, one pass per text.

const CREATE_TABLE = /\bcreate\s{1,5}(?:or\s{1,5}replace\s{1,5})?(?:(?:global\s{1,5}|local\s{1,5})?(?:temporary|temp)\s{1,5}|external\s{1,5})?table\b/i;
const CONSTRAINT = /^(?:primary|constraint|unique|index|key|foreign|check|time\s{1,5}index|fulltext|spatial|exclude|period)\b/i;
const MAX_TEXT = 200_000;

/** Columns the first CREATE TABLE in the text defines, or undefined when it has no column list. */
export function createTableColumns(text: string): number | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const m = CREATE_TABLE.exec(text);
  if (!m) return undefined;
  const open = text.indexOf("(", m.index + m[0].length);
  if (open < 0) return undefined;
  // ("CREATE TABLE t AS SELECT f(x) …": a list after AS is a query, not column definitions)
  const between = text.slice(m.index + m[0].length, open).toLowerCase();
  if (between.includes(" as ") || between.includes("select")) return undefined;
  let depth = 0;
  let start = open + 1;
  let columns = 0;
  let quote = "";
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = "";
      continue;
    }
    if (ch === "'" || ch === '"' || ch === "`") quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")" || (ch === "," && depth === 1)) {
      if (ch === ")") depth--;
      if (depth === 0 || ch === ",") {
        if (isColumn(text.slice(start, i))) columns++;
        start = i + 1;
      }
      if (depth === 0) return columns || undefined;
    }
  }
  return undefined;
}

function isColumn(part: string): boolean {
  const p = part.trim();
  return p.length > 0 && !CONSTRAINT.test(p);
}
