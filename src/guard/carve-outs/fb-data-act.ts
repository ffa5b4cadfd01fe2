// Data acts a rule names more narrowly than the family the action reader files them under:
// (a) "never export them out of tidb", "don't dump customer data": export words read as the query
//     family, so every read matched, and "out of tidb" (the SOURCE) matched the tool tidb_query.
//     A call must export (EXPORT TO, UNLOAD, INTO OUTFILE, an export/dump/download tool), not read.
// (b) "dont drop tables in the prod db", "never drop or truncate anything in the billing schema":
//     drop/truncate read as the delete family; with an object noun that is the table, schema or
//     database (not rows), a SQL DELETE … WHERE removes rows and drops nothing. A DELETE without
//     WHERE empties the table (a truncate in effect) and still matches.
// (c) "check with me before any ALTER on prod schemas": a SQL keyword written in capitals as the only
//     act is that statement; the schema reader files CREATE / DROP under the same family, so
//     CREATE TABLE scratch.x AS SELECT … matched. A call none of whose values writes the keyword is
//     not the act (unless the rule also names schema changes, DDL, CREATE, … in general).
// The word lists are data: rules/guard/sql-acts.yaml.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { callExports } from "./fb-sql-scope.ts";

const FILE = "guard/sql-acts.yaml";
const ROLES = ["rule_export", "rule_ddl", "ddl_object", "row_object", "row_verb", "rule_statement", "other_ddl"] as const;
type Role = (typeof ROLES)[number];
export type DataActWords = Record<Role, ReadonlySet<string>>;

export function parseDataActWords(files: RuleFiles): DataActWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}

export type DataAct = "export" | "ddl" | `statement:${string}`;

function lowWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9_]+/).filter(Boolean);
}

function allIn(ws: readonly string[], set: ReadonlySet<string>): boolean {
  if (!ws.length) return false;
  for (const w of ws) if (!set.has(w.toLowerCase())) return false;
  return true;
}

/** What narrower act the sentence's verbs name: "export" (a), "ddl" (b), or none. */
export function dataActOf(sentence: string, verbs: readonly string[], w: DataActWords): DataAct | undefined {
  if (allIn(verbs, w.rule_export)) return "export";
  const st = statementAct(sentence, verbs, w);
  if (st) return st;
  if (!allIn(verbs, w.rule_ddl)) return undefined;
  const ws = lowWords(sentence);
  if (ws.some((x) => w.row_object.has(x))) return undefined;
  return ws.some((x) => w.ddl_object.has(x)) ? "ddl" : undefined;
}

// (c) the one verb, written in capitals, a statement keyword; no word widening it to schema changes
function statementAct(sentence: string, verbs: readonly string[], w: DataActWords): DataAct | undefined {
  if (verbs.length !== 1) return undefined;
  const v = verbs[0]!;
  if (!w.rule_statement.has(v.toLowerCase()) || !hasWord(sentence, v.toUpperCase())) return undefined;
  const low = sentence.toLowerCase();
  for (const o of w.other_ddl) if (o.includes(" ") ? low.includes(o) : lowWords(low).includes(o)) return undefined;
  return `statement:${v.toLowerCase()}`;
}

/** (a) the call reads but does not export; (b) every SQL statement of the call removes rows under a WHERE. */
export function notTheDataAct(act: DataAct, facts: CallFacts, w: DataActWords): boolean {
  if (act === "export") return !callExports(facts) && !EXPORT_TOOL.test(facts.tool.replace(/[_-]/g, " "));
  if (act.startsWith("statement:")) return !writesWord(facts, act.slice(10));
  let rowDeletes = 0;
  for (const c of facts.commands) {
    const p = c.program.toLowerCase();
    if (!w.row_verb.has(p)) {
      if (w.rule_ddl.has(p)) return false;
      continue;
    }
    let where = false;
    for (const o of c.operands) if (o.toLowerCase() === "where") where = true;
    if (!where) return false;
    rowDeletes++;
  }
  return rowDeletes > 0;
}

const EXPORT_TOOL = /\b(?:export|unload|extract|dump|download)/i;

/** Whether any value of the call writes the word (any case) as a whole word. */
function writesWord(facts: CallFacts, word: string): boolean {
  // (an alter_table tool: its name says the statement)
  for (const t of facts.toolWords) if (t.toLowerCase() === word) return true;
  for (const vs of facts.keyValues.values()) for (const v of vs) if (hasWord(v.toLowerCase(), word)) return true;
  for (const v of facts.addressing) if (hasWord(v.raw.toLowerCase(), word)) return true;
  for (const v of facts.content) if (hasWord(v.raw.toLowerCase(), word)) return true;
  return false;
}

function hasWord(low: string, word: string): boolean {
  for (let at = low.indexOf(word); at >= 0; at = low.indexOf(word, at + 1)) {
    const b = low.charCodeAt(at - 1);
    const a = low.charCodeAt(at + word.length);
    if (!isWordChar(b) && !isWordChar(a)) return true;
  }
  return false;
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}
