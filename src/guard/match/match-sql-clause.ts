// A SQL statement of the rule's kind, on the rule's table, without the part the rule asks for
// (rule-sql-clause.ts): "DELETE FROM sessions;" under "Deletes must always have a WHERE clause".
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence } from "./match-clause.ts";
import type { CallFacts } from "../read-call/call-facts.ts";

const STATEMENT_START = /\b(select|with|delete|update|insert|create|alter|drop|truncate|merge|export)\b/i;
const TABLE_REF = /\b(?:from|join|update|into|table)\s{1,5}([`"[\]\w.$-]{1,160})/gi;
const WHERE = /\bwhere\b/i;
const LIMIT = /\blimit\s{1,5}\d|\btop\s{1,5}\(?\d|\bfetch\s{1,5}first\b|\bsample\b/i;
// a bound on a date/time/partition column, a date literal or a date function in the WHERE part
const DATE_BOUND = /\b\w{0,40}(?:date|time|day|_ts|_at|_dt|partition\w{0,20}|timestamp)\w{0,20}\s{0,3}(?:>=?|<=?|=|\bbetween\b|\bin\b)|'\d{4}-\d{2}-\d{2}|\b(?:current_date|current_timestamp|now\s{0,2}\(|dateadd|date_sub|date_add|interval|sysdate|getdate)\b/i;

/** the WHERE part names the column (event_date, e.event_date, "event_date") */
function filtersOn(where: string, column: string): boolean {
  const low = where.toLowerCase();
  for (let at = low.indexOf(column); at >= 0; at = low.indexOf(column, at + 1)) {
    const b = low.charCodeAt(at - 1);
    const a = low.charCodeAt(at + column.length);
    const word = (x: number) => (x >= 97 && x <= 122) || (x >= 48 && x <= 57) || x === 95;
    if (!word(b) && !word(a)) return true;
  }
  return false;
}

function refersTo(ref: string, table: readonly string[]): boolean {
  const parts = ref.replace(/[`"[\]]/g, "").toLowerCase().split(".");
  for (let i = 0; i + table.length <= parts.length; i++) {
    let ok = true;
    for (let j = 0; j < table.length && ok; j++) ok = parts[i + j] === table[j];
    if (ok) return true;
  }
  return false;
}

export function matchSqlClause(c: Extract<Clause, { type: "sql-clause" }>, facts: CallFacts): Evidence[] | undefined {
  for (const [key, values] of facts.keyValues)
    for (const v of values) {
      if (v.length < 10) continue;
      for (const piece of v.split(";")) {
        const at = piece.search(STATEMENT_START);
        if (at < 0) continue;
        const stmt = piece.slice(at, at + 4000);
        const verb = STATEMENT_START.exec(stmt)![1]!.toLowerCase();
        const kind = verb === "with" || verb === "export" ? "select" : verb;
        if (c.kind ? kind !== c.kind : !["select", "delete", "update"].includes(kind)) continue;
        // a statement must read a table (SELECT 1 reads none)
        if (kind === "select" && !/\bfrom\b/i.test(stmt)) continue;
        if (c.table) {
          let on = false;
          for (const m of stmt.matchAll(TABLE_REF)) if (refersTo(m[1]!, c.table)) on = true;
          if (!on) continue;
        }
        const where = WHERE.exec(stmt);
        const ok = c.column ? !!where && filtersOn(stmt.slice(where.index), c.column) : c.part === "where" ? !!where : c.part === "limit" ? LIMIT.test(stmt) : !!where && DATE_BOUND.test(stmt.slice(where.index));
        if (ok) continue;
        return [{ rule: c.rule, call: stmt.length > 80 ? `${stmt.slice(0, 80)}…` : stmt, path: `args.${key}`, part: "requirement" }];
      }
    }
  return undefined;
}
