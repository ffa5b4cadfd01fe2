// Acts a rule narrows by its own wording, which the action reader takes more widely:
// (b) "INSERT OVERWRITE anywhere needs my ok", "no ALTER SYSTEM on the primary": an SQL act
//     written as two keywords needs both; INSERT INTO does not break a ban on INSERT OVERWRITE.
// (c) "no GRANT of anything beyond SELECT to X", "never GRANT privileges other than USAGE":
//     the word after beyond / other than / except / besides is set apart; GRANT SELECT (or
//     SELECT_PRIV) alone is allowed, GRANT SELECT, INSERT is not.
// (d) "limit any single export to 1M rows": a limit on exports is about a call that exports
//     (EXPORT TO, UNLOAD, COPY … TO, INTO OUTFILE, an export/dump/extract tool), not a plain read.
// (a) "no secrets as public env vars on travis (always --private)": the parenthetical is a
//     requirement on the same act, not a target; a call carrying the switch keeps it.
// (e) "dont restart the patroni leader on pg-main" + context.flags {pg_main_leader: "pg-main-1"}:
//     the flags say which member holds the role; a call naming members but not that one is about
//     another member. The role words are data (rules/guard/context-facts.yaml member_roles).
// All scans are plain string code or linear regexes.
import type { CallFacts } from "../read-call/call-facts.ts";

const SQL_STMT = new Set(["insert", "delete", "update", "alter", "create", "drop", "grant", "revoke", "merge", "truncate", "copy", "vacuum", "replace", "upsert", "select"]);

function* callStrings(facts: CallFacts): Generator<string> {
  for (const vs of facts.keyValues.values()) for (const v of vs) if (v.length < 50_000) yield v;
  for (const v of facts.addressing) if (v.raw.length < 50_000) yield v.raw;
  for (const v of facts.content) if (v.raw.length < 50_000) yield v.raw;
}

const words = (s: string) => s.split(/[^A-Za-z0-9_]+/).filter(Boolean);

/** (b) The SQL statement the rule writes as two upper-case keywords ("INSERT OVERWRITE"), lower-cased. */
export function sqlKeywordPair(text: string): [string, string] | undefined {
  const ws = text.split(/[^A-Za-z_]+/).filter(Boolean);
  for (let i = 0; i + 1 < ws.length; i++) {
    const a = ws[i]!, b = ws[i + 1]!;
    if (a.length < 3 || b.length < 3 || a !== a.toUpperCase() || b !== b.toUpperCase()) continue;
    if (!SQL_STMT.has(a.toLowerCase()) || SQL_STMT.has(b.toLowerCase())) continue;
    // the two must be adjacent in the text (one run of spaces)
    const at = text.indexOf(`${a} `);
    if (at < 0 || text.slice(at + a.length).trimStart().slice(0, b.length) !== b) continue;
    return [a.toLowerCase(), b.toLowerCase()];
  }
  return undefined;
}

/** (b) The call runs the first keyword as a statement but never with the second right after it. */
export function otherStatement(pair: readonly [string, string], facts: CallFacts): boolean {
  let first = false;
  for (const s of callStrings(facts)) {
    const ws = words(s.toLowerCase());
    for (let i = 0; i < ws.length; i++) {
      if (ws[i] !== pair[0]) continue;
      if (ws[i + 1] === pair[1]) return false;
      first = true;
    }
  }
  return first;
}

const EXCEPT_RE = /\b(?:beyond|other than|except(?: for)?|besides|apart from|aside from)\s+["'`]?([A-Za-z_]{2,40})/i;

/** (c) The SQL verb and the thing the rule sets apart: "no GRANT of anything beyond SELECT" → grant/select. */
export function exceptedObject(text: string): { verb: string; kept: string } | undefined {
  const m = EXCEPT_RE.exec(text);
  if (!m) return undefined;
  const verb = words(text.slice(0, m.index)).map((w) => w.toLowerCase()).find((w) => w === "grant" || w === "revoke");
  return verb ? { verb, kept: m[1]!.toLowerCase() } : undefined;
}

/** (c) Every GRANT/REVOKE in the call gives only the set-apart thing (SELECT, SELECT_PRIV, select on …). */
export function onlyExcepted(ex: { verb: string; kept: string }, facts: CallFacts): boolean {
  let seen = false;
  for (const s of callStrings(facts)) {
    const ws = words(s.toLowerCase());
    for (let i = 0; i < ws.length; i++) {
      if (ws[i] !== ex.verb) continue;
      const items: string[] = [];
      for (let j = i + 1; j < ws.length && j < i + 20 && ws[j] !== "on" && ws[j] !== "to" && ws[j] !== "from"; j++) items.push(ws[j]!);
      if (!items.length) return false;
      const ok = items.every((w) => w === ex.kept || w.startsWith(`${ex.kept}_`) || w === "priv" || w === "privilege" || w === "privileges");
      if (!ok) return false;
      seen = true;
    }
  }
  return seen;
}

const EXPORT_WORD = /^(?:exports?|exporting|dumps?|unloads?|extracts?)$/;
const READ_WORD = /^(?:quer(?:y|ies)|selects?|reads?|fetch(?:es)?|lookups?|search(?:es)?|results?|responses?|pages?)$/;
const EXPORT_CALL = /\bexport\b|\bunload\b|\bextract\b|\boutfile\b|\bdump\b|\bdownload\b|\\copy\b|\bcopy\b[^;]{0,300}?\bto\b/i;

/** (d) A limit the rule states on exports, not on reads in general. */
export function exportOnlyLimit(text: string): boolean {
  const ws = words(text.toLowerCase());
  return ws.some((w) => EXPORT_WORD.test(w)) && !ws.some((w) => READ_WORD.test(w));
}

/** (d) Whether the call exports (the tool name or a value says so). */
export function callExports(facts: CallFacts): boolean {
  for (const s of callStrings(facts)) if (EXPORT_CALL.test(s.replace(/[_-]/g, " "))) return true;
  return false;
}

const ALWAYS_RE = /\(\s*(?:always|must|only ever)\s+(?:use\s+|pass\s+|with\s+|add\s+)?(--?[a-z][a-z0-9-]{0,40})\s*\)/i;

/** (a) The switch "(always --private)" requires of the act. */
export function alwaysSwitch(text: string): string | undefined {
  return ALWAYS_RE.exec(text)?.[1]?.toLowerCase();
}

/** (a) The call carries the required switch. */
export function carriesSwitch(sw: string, facts: CallFacts): boolean {
  for (const s of callStrings(facts)) {
    const low = s.toLowerCase();
    let at = low.indexOf(sw);
    while (at >= 0) {
      const after = low[at + sw.length];
      if ((at === 0 || /\s/.test(low[at - 1]!)) && (after === undefined || !/[a-z0-9-]/.test(after))) return true;
      at = low.indexOf(sw, at + 1);
    }
  }
  return false;
}

/** (e) The role words (context-facts.yaml member_roles) the rule names ("the patroni leader"). */
export function roleWords(text: string, memberRoles: ReadonlySet<string>): string[] {
  return [...new Set(words(text.toLowerCase()).filter((w) => memberRoles.has(w)))];
}

/** (e) context.flags say which member holds the role and the call names members but not that one. */
export function otherMember(roles: readonly string[], flags: Record<string, unknown> | undefined, facts: CallFacts): boolean {
  if (!flags || !roles.length) return false;
  const holders: string[] = [];
  for (const [k, v] of Object.entries(flags)) {
    if (typeof v !== "string" || v.length < 2) continue;
    if (words(k.toLowerCase()).some((w) => roles.includes(w)) || k.toLowerCase().split("_").some((w) => roles.includes(w))) holders.push(v.toLowerCase());
  }
  if (!holders.length) return false;
  let names = false;
  // the call's own values (context facts read into the call are what the flags say, not what the call names)
  for (const v of [...facts.addressing, ...facts.content]) {
    if (v.path.startsWith("context") || v.raw.length > 50_000) continue;
    const low = v.raw.toLowerCase();
    for (const h of holders) {
      if (low.includes(h)) return false;
      // a sibling name: same stem, another ordinal (pg-main-2 beside pg-main-1)
      const stem = withoutOrdinal(h);
      if (stem !== h && stem.length >= 2 && low.includes(stem)) names = true;
    }
  }
  return names;
}

/** "pg-main-1" → "pg-main": trailing digits and one separator before them (plain code; `/[-_.]?\d+$/` is quadratic on long digit runs). */
function withoutOrdinal(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) >= 48 && s.charCodeAt(end - 1) <= 57) end--;
  if (end === s.length) return s;
  if (end > 0 && "-_.".includes(s[end - 1]!)) end--;
  return s.slice(0, end);
}
