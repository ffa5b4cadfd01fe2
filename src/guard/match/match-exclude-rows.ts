// A read query that never filters on the column a rule's excluded rows are marked by (rule-exclude-rows.ts):
// "SELECT … FROM orders GROUP BY 1" under "exclude tenant_id = 0 from every report query". Naming the
// column only in the select list or GROUP BY ("SELECT tenant_id, sum(amount) … GROUP BY tenant_id")
// keeps the marked rows in: the column must be named after a WHERE / HAVING / QUALIFY / JOIN … ON.
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence } from "./match-clause.ts";
import type { CallFacts } from "../read-call/call-facts.ts";

// a query that reads rows: SELECT … FROM (also inside EXPORT … FROM SELECT, psql -c "…")
const READ_QUERY = /\bselect\b[^;]{1,1000}?\bfrom\b/i;
// statements that write: a SELECT inside them feeds the write, it is no report
const WRITE_START = /^\s*(?:insert|update|delete|merge|create|alter|drop|truncate|grant|copy\s+\w+\s+from)\b/i;
// the database's own catalog is no data anyone reports on
// where a query's filter part starts: a column named after it can leave rows out
const FILTER_PART = /\b(?:where|having|qualify|on)\b/i;
const CATALOG = /\b(?:information_schema|pg_catalog|pg_stat\w*|sqlite_master|system\.\w+|sys\.\w+|mysql\.\w+)\b/i;

// one pattern per column name, built on first use
const columnRes = new Map<string, RegExp>();
function columnRe(column: string): RegExp {
  let re = columnRes.get(column);
  if (columnRes.size > 500) columnRes.clear();
  if (!re) columnRes.set(column, (re = new RegExp(`(?<![\\w])${column.replace(/[^a-z0-9_]/g, "")}(?![\\w])`, "i")));
  return re;
}

export function matchExcludeRows(c: Extract<Clause, { type: "exclude-rows" }>, facts: CallFacts): Evidence[] | undefined {
  const col = columnRe(c.column);
  for (const [key, values] of facts.keyValues)
    for (const v of values) {
      if (v.length < 14 || !READ_QUERY.test(v) || CATALOG.test(v)) continue;
      // a shell line: the SQL starts where the SELECT does ("psql … -c 'SELECT …'")
      const at = v.search(/\b(?:select|with|export)\b/i);
      if (WRITE_START.test(v.slice(at < 0 ? 0 : at)) || WRITE_START.test(v)) continue;
      if (filtersOn(v, col)) continue;
      return [{ rule: c.rule, call: v.length > 80 ? `${v.slice(0, 80)}…` : v, path: `args.${key}`, part: "requirement" }];
    }
  return undefined;
}

/** Whether the column is named after a filter keyword (WHERE, HAVING, QUALIFY, JOIN … ON). */
function filtersOn(v: string, col: RegExp): boolean {
  const m = FILTER_PART.exec(v);
  return !!m && col.test(v.slice(m.index));
}
