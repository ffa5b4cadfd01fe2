// Tool-family surface: the same act on another vendor's tool. A tool-name verb swapped for the
// synonym another server uses (`delete_records` ↔ `remove_records`, `send_message` ↔ `post_message`),
// a shell command sent through another agent's shell tool with its real argument names, a SQL
// statement through the other common SQL tool shape. Only where the act is clearly the same.
import { mapCalls, type Call, type Perturbation } from "./types.ts";
import { toolWords } from "./tool-name.ts";

// the namespace part of a name is kept ("mcp__github__", "github.", "fs/"): only the tool's own words change
const NS = /^(.*(?:__|[.:/]))?([^.:/]*)$/;

function styleOf(name: string): (ws: string[]) => string {
  if (name.includes("_")) return (ws) => ws.join("_");
  if (name.includes("-")) return (ws) => ws.join("-");
  if (/^[A-Z]/.test(name)) return (ws) => ws.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  return (ws) => ws[0] + ws.slice(1).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

// verb → the synonym other servers use, with the objects it fits (undefined: any object)
const VERB_SWAPS: { from: string; to: string; objects?: RegExp }[] = [
  { from: "delete", to: "remove" },
  { from: "remove", to: "delete" },
  { from: "create", to: "new", objects: /^(?:issue|ticket|file|branch|page|note|task|event|project|document|folder|card|record|contact|deal|lead)s?$/ },
  { from: "create", to: "open", objects: /^(?:issue|ticket|pull|pr|incident|case)s?$/ },
  { from: "send", to: "post", objects: /^(?:message|msg|chat|reply|comment|update|announcement)s?$/ },
  { from: "post", to: "send", objects: /^(?:message|msg|chat|reply)s?$/ },
  { from: "update", to: "edit" },
  { from: "edit", to: "update" },
  { from: "restart", to: "reboot", objects: /^(?:instance|server|vm|host|machine|node|droplet|device|db|database)s?$/ },
  { from: "reboot", to: "restart" },
  { from: "get", to: "fetch" },
  { from: "fetch", to: "get" },
  { from: "list", to: "get", objects: /s$/ },
  { from: "terminate", to: "kill", objects: /^(?:process|job|task|session|query)(?:es|s)?$/ },
];

function verbSwap(i: number): Perturbation {
  const sw = VERB_SWAPS[i]!;
  const swapName = (tool: string): string | undefined => {
    const m = NS.exec(tool);
    if (!m) return undefined;
    const ws = toolWords(m[2]!);
    const at = ws.indexOf(sw.from);
    if (at < 0 || ws.length < 2 || ws.length > 5) return undefined;
    const obj = ws[at + 1];
    if (sw.objects && !(obj && sw.objects.test(obj))) return undefined;
    const next = [...ws];
    next[at] = sw.to;
    return (m[1] ?? "") + styleOf(m[2]!)(next);
  };
  return {
    kind: `toolverb-${sw.from}-${sw.to}`,
    family: "tool-family",
    apply: (s) => (swapName(s.call.tool) ? mapCalls(s, (c) => ({ ...c, tool: swapName(c.tool) ?? c.tool })) : undefined),
  };
}

// ---- shell tools of real agents: name and argument names
const SHELL_TOOL = /^(?:bash|shell|terminal|sh|execute_?bash|run_?(?:shell_?)?command|execute_?command|exec(?:ute)?|run_?terminal_?cmd|run_?in_?terminal|run)$/i;
const COMMAND_KEYS = /^(?:command|cmd|commandLine|command_line|CommandLine)$/;
const CWD_KEYS = /^(?:cwd|workdir|working_?dir(?:ectory)?|directory|dir|cd|Cwd)$/;
const SIDE_KEYS = /^(?:description|summary|timeout|is_input|explanation|isBackground|is_background|requires_approval|timeout_ms)$/;

interface ShellCall {
  command: string;
  cwd?: string;
}
function readShell(c: Call): ShellCall | undefined {
  if (!SHELL_TOOL.test(c.tool.replace(/^.*(?:__|[.:/])/, ""))) return undefined;
  const a = c.args;
  if (!a || typeof a !== "object" || Array.isArray(a)) return undefined;
  let command: string | undefined, cwd: string | undefined;
  for (const [k, v] of Object.entries(a)) {
    if (COMMAND_KEYS.test(k) && typeof v === "string") command = v;
    else if (CWD_KEYS.test(k) && typeof v === "string") cwd = v;
    else if (!SIDE_KEYS.test(k)) return undefined; // an argument whose meaning would be lost
  }
  return command?.trim() ? { command, cwd } : undefined;
}

// each agent's shell tool with its documented argument names
const SHELLS: Record<string, (s: ShellCall) => Call> = {
  "claude-bash": (s) => ({ tool: "Bash", args: { command: s.cwd ? `cd ${s.cwd} && ${s.command}` : s.command, description: "Run command" } }),
  "gemini-run-shell": (s) => ({ tool: "run_shell_command", args: { command: s.command, ...(s.cwd ? { directory: s.cwd } : {}) } }),
  "cline-execute": (s) => ({ tool: "execute_command", args: { command: s.cwd ? `cd ${s.cwd} && ${s.command}` : s.command, requires_approval: false } }),
  "copilot-terminal": (s) => ({ tool: "run_in_terminal", args: { command: s.cwd ? `cd ${s.cwd} && ${s.command}` : s.command, explanation: "Run the command", isBackground: false } }),
  "cursor-terminal": (s) => ({ tool: "run_terminal_cmd", args: { command: s.cwd ? `cd ${s.cwd} && ${s.command}` : s.command, is_background: false } }),
  // Codex: an argv array, the script under bash -lc
  "codex-shell": (s) => ({ tool: "shell", args: { command: ["bash", "-lc", s.command], ...(s.cwd ? { workdir: s.cwd } : {}) } }),
  "windsurf-run": (s) => ({ tool: "run_command", args: { CommandLine: s.command, ...(s.cwd ? { Cwd: s.cwd } : {}) } }),
};
function shellSwap(name: string): Perturbation {
  const f = SHELLS[name]!;
  return {
    kind: `shell-${name}`,
    family: "tool-family",
    apply: (s) => {
      const sc = readShell(s.call);
      if (!sc) return undefined;
      return mapCalls(s, (c) => {
        const h = readShell(c);
        return h ? f(h) : c;
      });
    },
  };
}

// ---- SQL through the two common MCP shapes: `query {sql}` (postgres server) ↔ `execute_sql {query}` (supabase, neon …)
const SQL_START = /^\s*(?:select|insert|update|delete|drop|alter|create|truncate|with|grant|revoke|merge|copy|vacuum|explain)\b/i;
function readSql(c: Call): { sql: string; rest: Record<string, unknown> } | undefined {
  const a = c.args;
  if (!a || typeof a !== "object" || Array.isArray(a)) return undefined;
  const tw = toolWords(c.tool.replace(/^.*(?:__|[.:/])/, ""));
  if (!tw.some((w) => /^(?:query|sql|execute|exec|run)$/.test(w)) || tw.some((w) => /^(?:list|describe|explain|schema|tables?)$/.test(w))) return undefined;
  let sql: string | undefined;
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) {
    if (/^(?:sql|query|statement)$/i.test(k) && typeof v === "string" && SQL_START.test(v)) sql = v;
    else rest[k] = v;
  }
  return sql ? { sql, rest } : undefined;
}
const SQLS: Record<string, (sql: string, rest: Record<string, unknown>) => Call> = {
  "pg-query": (sql, rest) => ({ tool: "query", args: { ...rest, sql } }),
  "execute-sql": (sql, rest) => ({ tool: "execute_sql", args: { ...rest, query: sql } }),
};
function sqlSwap(name: string): Perturbation {
  return {
    kind: `sql-${name}`,
    family: "tool-family",
    apply: (s) => {
      const q = readSql(s.call);
      if (!q) return undefined;
      const next = SQLS[name]!(q.sql, q.rest);
      if (next.tool === s.call.tool) return undefined;
      return mapCalls(s, (c) => {
        const h = readSql(c);
        return h ? SQLS[name]!(h.sql, h.rest) : c;
      });
    },
  };
}

export const toolFamilyPerturbations: Perturbation[] = [
  ...VERB_SWAPS.map((_, i) => verbSwap(i)),
  ...Object.keys(SHELLS).map(shellSwap),
  ...Object.keys(SQLS).map(sqlSwap),
];
