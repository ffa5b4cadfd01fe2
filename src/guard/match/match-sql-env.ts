// A SQL statement is silent about the ENVIRONMENT it runs in: "check with me before any ALTER on
// prod schemas", "no DDL in production databases" ~ execute_sql / run_query {sql: "ALTER TABLE
// users.profiles DROP COLUMN phone"}. The statement names schemas, tables and columns; which
// environment it hits is the connection's, and a user who writes "prod" means the one the agent is
// connected to unless the call says otherwise (a sibling such as staging_db: match-silent-target.ts).
// The silent-target step refuses calls that name anything readable (a table name might be "the
// other one"); a table is never an environment, so that gate does not apply here.
// Reads: the ban's target groups, the call's values under SQL keys (call-words.yaml sql_keys) and
// the contrast sets marked statement_silent in silent-target.yaml.
import type { ActionSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { MatchContext } from "./match-clause.ts";

/** Whether every target of the ban is an environment name (all its names in a statement-silent
 * contrast set) and every readable value the call names sits under a SQL key. */
export function sqlEnvOnly(spec: ActionSpec, facts: CallFacts, ctx: MatchContext): boolean {
  const silentSets = ctx.rules.silent.statementSilent;
  if (!silentSets.size) return false;
  for (const g of spec.groups) for (const t of g) if (!envName(t.names, silentSets, ctx)) return false;
  return sqlCall(facts, ctx);
}

function envName(names: readonly string[], silentSets: ReadonlySet<string>, ctx: MatchContext): boolean {
  if (!names.length) return false;
  for (const n of names) {
    const ids = ctx.rules.contrastSets.get(n);
    if (!ids || !ids.some((id) => silentSets.has(id))) return false;
  }
  return true;
}

// a value under a SQL key (sql, query, statement), and no other readable value but the tool's
function sqlCall(facts: CallFacts, ctx: MatchContext): boolean {
  const keys = ctx.rules.callWords.sql_keys;
  let sql = false;
  for (const v of facts.addressing) {
    if (v.path === "tool" || v.path.endsWith(" (key)")) continue;
    const key = lastKey(v.path);
    if (!keys.has(key)) return false;
    sql = true;
  }
  return sql;
}

// "args.sql", "args.params.query", "args.sql SQL \"alter …\" (sql.ddl)": the key the value sits under
function lastKey(path: string): string {
  const space = path.indexOf(" ");
  const p = space < 0 ? path : path.slice(0, space);
  const dot = p.lastIndexOf(".");
  return (dot < 0 ? p : p.slice(dot + 1)).toLowerCase();
}
