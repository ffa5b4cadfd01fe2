// Readers rewritten for speed must give exactly what the straightforward versions below give:
// sqlStatements (runs copied a slice at a time, not one += per character) and sessionSetters
// (plain loops instead of a Set and a spread per setter).
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { sqlStatements } from "../../src/guard/read-call/call-sql-meaning.ts";
import { sessionSetters } from "../../src/guard/read-call/session-state.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { pairSynonym } from "../../src/guard/match/match-clause.ts";
import { rules } from "./support.ts";

function referenceSqlStatements(sql: string): string[] {
  const s = sql.length > 8_192 ? sql.slice(0, 8_192) : sql;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "'") {
      const end = s.indexOf("'", i + 1);
      out += "''";
      i = end < 0 ? s.length : end;
    } else if (c === "-" && s[i + 1] === "-") {
      const nl = s.indexOf("\n", i);
      i = nl < 0 ? s.length : nl - 1;
      out += " ";
    } else if (c === "/" && s[i + 1] === "*") {
      const end = s.indexOf("*/", i + 2);
      i = end < 0 ? s.length : end + 1;
      out += " ";
    } else out += c;
  }
  return out
    .split(";")
    .slice(0, 50)
    .map((st) => st.toLowerCase().replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

// SQL made of the characters the scanner treats specially, and words around them
const sqlPiece = fc.constantFrom("'", "-", "--", "/", "*", "/*", "*/", "\n", ";", " ", "\t", "DELETE FROM t", "where", "x", "é", "😀", "a-b");
const sqlText = fc.oneof(fc.array(sqlPiece, { maxLength: 40 }).map((a) => a.join("")), fc.string({ maxLength: 60 }));

test("sqlStatements = the character-by-character scan, on SQL full of quotes, comments and dashes", () => {
  fc.assert(fc.property(sqlText, (s) => assert.deepEqual(sqlStatements(s), referenceSqlStatements(s))), { numRuns: 5_000 });
  for (const s of ["", "'", "--", "/*", "a--", "a/*b", "x'y", "select 1; -- c\nupdate t set a=1", "'a''b' -- c", "a".repeat(9_000) + ";b"])
    assert.deepEqual(sqlStatements(s), referenceSqlStatements(s), JSON.stringify(s.slice(0, 40)));
});

test("sessionSetters = the setters whose applies_to names a program the call runs (or *)", () => {
  const word = fc.constantFrom("terraform", "tofu", "kubectl", "helm", "oc", "git", "cd", "use", "export", "gcloud", "az", "aws", "ls", "sudo", "psql", "apply", "-f", "prod");
  const line = fc.array(fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")), { maxLength: 4 }).map((segs) => segs.join(" && "));
  fc.assert(
    fc.property(line, fc.constantFrom("Bash", "run_command", "kubectl_apply"), (command, tool) => {
      const facts = readCall(tool, { command }, rules);
      const programs = new Set(facts.commands.map((c) => c.program));
      const want = facts.commands.length ? rules.sessionSetters.filter((s) => s.appliesTo.has("*") || [...programs].some((p) => s.appliesTo.has(p))) : [];
      assert.deepEqual(sessionSetters(facts, rules), want);
    }),
    { numRuns: 1_000 },
  );
});

test("pairSynonym(a, b) = synonyms.get(`${a}-${b}`), for the parts of every hyphenated key and others", () => {
  const syn = rules.synonyms;
  const parts = new Set<string>(["", "-", "x", "pull", "request"]);
  for (const k of syn.keys()) for (const p of k.split("-")) parts.add(p);
  const all = [...parts];
  let hyphenated = 0;
  for (const k of syn.keys())
    if (k.includes("-")) {
      hyphenated++;
      for (let i = k.indexOf("-"); i >= 0; i = k.indexOf("-", i + 1)) assert.equal(pairSynonym(syn, k.slice(0, i), k.slice(i + 1)), syn.get(k), k);
    }
  assert.ok(hyphenated > 0, "the lexicon has hyphenated synonyms");
  fc.assert(fc.property(fc.constantFrom(...all), fc.constantFrom(...all), (a, b) => assert.equal(pairSynonym(syn, a, b), syn.get(`${a}-${b}`))), { numRuns: 3_000 });
});
