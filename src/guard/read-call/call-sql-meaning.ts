// What SQL statements MEAN, from the sql section of rules/guard/commands.yaml:
//   CREATE INDEX CONCURRENTLY idx ON orders (created_at)   → targets "schema change"
//   UPDATE products SET price = price * 1.05               → targets "without a where clause"
//   VACUUM FULL ANALYZE orders                             → actions overwrite/lock
// Comments are dropped first ("SELECT 1 -- never update" runs no update). Bounded: at most
// MAX_STATEMENTS statements of the first MAX_SQL characters.
import type { MeaningRules } from "./call-meaning-rules.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

const MAX_SQL = 8_192;
const MAX_STATEMENTS = 50;
// cheap gate: a value holds a SQL verb at all
// (and graph / document queries: Cypher SET / REMOVE, AQL REMOVE / REPLACE / UPSERT)
const SQL_HINT = /\b(?:select|insert|update|delete|alter|create|drop|rename|comment|vacuum|truncate|merge|copy|unload|export|set|remove|replace|upsert)\b/i;

/** Lowercased statements with comments and string literals blanked, spaces collapsed. */
export function sqlStatements(sql: string): string[] {
  const s = sql.length > MAX_SQL ? sql.slice(0, MAX_SQL) : sql;
  // plain characters are copied a run at a time (from `from` up to the next quote or comment),
  // not one `+=` per character
  let out = "";
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 39 /* ' */) {
      // a literal never holds a keyword that counts: 'where' in a value is not a WHERE clause
      const end = s.indexOf("'", i + 1);
      out += `${s.slice(from, i)}''`;
      i = end < 0 ? s.length : end;
      from = i + 1;
    } else if (c === 45 /* - */ && s.charCodeAt(i + 1) === 45) {
      const nl = s.indexOf("\n", i);
      out += `${s.slice(from, i)} `;
      i = nl < 0 ? s.length : nl - 1;
      from = i + 1;
    } else if (c === 47 /* / */ && s.charCodeAt(i + 1) === 42 /* * */) {
      const end = s.indexOf("*/", i + 2);
      out += `${s.slice(from, i)} `;
      i = end < 0 ? s.length : end + 1;
      from = i + 1;
    }
  }
  if (from < s.length) out += s.slice(from);
  return out
    .split(";")
    .slice(0, MAX_STATEMENTS)
    .map((st) => collapseSpaces(st.toLowerCase()).trim())
    .filter(Boolean);
}

// only single spaces (most CLI lines): nothing to collapse, no regex replace (same result)
const NEEDS_COLLAPSE = /[^\S ]| {2}/;
function collapseSpaces(st: string): string {
  return NEEDS_COLLAPSE.test(st) ? st.replace(/\s+/g, " ") : st;
}

export function sqlMeanings(sql: string, where: string, rules: MeaningRules): MeaningFact[] {
  if (!rules.sql.length || sql.length < 6 || !SQL_HINT.test(sql)) return [];
  const out: MeaningFact[] = [];
  const seen = new Set<string>();
  for (const st of sqlStatements(sql)) {
    for (const q of rules.sql) {
      if (seen.has(q.id) || !q.re.test(st) || (q.lacks && q.lacks.test(st))) continue;
      seen.add(q.id);
      out.push({ id: q.id, actions: q.actions, targets: q.targets, programs: [], where: `${where} SQL "${st.slice(0, 40)}" (${q.id})` });
    }
  }
  return out;
}
