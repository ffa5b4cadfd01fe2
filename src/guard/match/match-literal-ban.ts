// Does the call show a literal the rule bans (rule-literal-ban.ts)?
//   command line: the literal's words in order (a program first: it is what runs, its words the start of
//     what follows it; `snyk test` is not `snyk code test`), its flags anywhere in the same command
//     (-rf = -r -f; "--full-refresh" also an argument is_full_refresh: true); a project task
//     ":core:publish" is "publish"
//   key=value: an argument, env prefix, flag, JSON field or URL query parameter set to that value
//   one identifier or word in capitals: a command word, a whole argument value or list item, an argument
//     key set true, or the word in a command/query text
import type { CallFacts } from "../read-call/call-facts.ts";
import type { LiteralBan } from "../compile/rule-literal-ban.ts";
import { programWord } from "../compile/rule-literal-ban.ts";
import type { Evidence } from "./match-clause.ts";
import { replacedText } from "../carve-outs/fb-replaced-text.ts";
import { escapeRegex as escapeRe } from "../../rules/regex-text.ts";
import { flagOff, flagUnset } from "../flag-value.ts";

interface View {
  strings: string[]; // lowercased non-prose string values (JSON strings parsed too)
  values: Set<string>; // whole lowercased scalar values
  keys: Map<string, string[]>; // normalized key (lowercase, no _ - .) → lowercased values
  words: Set<string>; // every lowercased alphanumeric word of the tool name and the strings, and every name token (fct_orders, cache-shared)
}
// programs whose operands are searched for or printed, not run: grep 'sudo' runs no sudo
const TEXT_PROGRAMS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "echo", "printf", "cat", "find", "sed", "awk", "less", "more", "head", "tail", "man", "which", "type", "git-grep", "jq", "yq", "wc", "sort"]);

const PROSE_KEYS = new Set(
  "body text message description subject summary title comment comments note notes html markdown prompt caption reason details snippet plain_text plaintext textbody htmlbody bodyhtml bodytext message_text messagetext reply response instructions commit_message commitmessage explanation label".split(" "),
);
const CODE_TOOL = /(?:edit|write|create|replace|insert|patch|file)/i;
const VIEW = Symbol("literal-ban view");

function readView(facts: CallFacts, tool: string, args: unknown): View {
  let v = facts.memo.get(VIEW) as View | undefined;
  if (v) return v;
  v = { strings: [], values: new Set(), keys: new Map(), words: new Set() };
  const codeTool = CODE_TOOL.test(tool);
  let budget = 2000;
  const addKey = (k: string, val: string) => {
    const nk = normKey(k);
    const list = v!.keys.get(nk);
    if (list) list.push(val);
    else v!.keys.set(nk, [val]);
  };
  const walk = (x: unknown, key: string, depth: number) => {
    if (budget-- <= 0 || depth > 10) return;
    if (typeof x === "string") {
      // what an edit replaces (search / find / old_*) is not what it writes (fb-replaced-text.ts)
      if (codeTool && key && replacedText({ path: `args.${key}` })) return;
      const l = x.length > 20000 ? x.slice(0, 20000).toLowerCase() : x.toLowerCase();
      if (key) addKey(key, l);
      if (PROSE_KEYS.has(key.toLowerCase()) || (key.toLowerCase() === "content" && !codeTool)) return;
      v!.values.add(l.trim());
      v!.strings.push(l);
      const t = l.trim();
      if ((t.startsWith("{") || t.startsWith("[")) && t.length < 20000) {
        try {
          walk(JSON.parse(x), key, depth + 1);
        } catch {
          /* not JSON */
        }
      }
      // URL query parameters and form bodies: a=1&b=2
      if (t.includes("=") && (t.includes("?") || t.includes("&")) && t.length < 4000) {
        const q = t.slice(t.indexOf("?") + 1);
        for (const part of q.split("&")) {
          const eq = part.indexOf("=");
          if (eq > 0 && eq < 60) addKey(part.slice(0, eq), part.slice(eq + 1, eq + 80).split(/[\s#]/)[0]!);
        }
      }
      return;
    }
    if (typeof x === "number" || typeof x === "boolean") {
      const s = String(x).toLowerCase();
      if (key) addKey(key, s);
      return;
    }
    if (Array.isArray(x)) {
      for (const e of x) walk(e, key, depth + 1);
      return;
    }
    if (x && typeof x === "object") for (const [k, e] of Object.entries(x as Record<string, unknown>)) walk(e, k, depth + 1);
  };
  walk(args, "", 0);
  for (const w of tool.toLowerCase().split(/[^a-z0-9]+/)) if (w) v.words.add(w);
  for (const s of v.strings) {
    for (const w of s.split(/[^a-z0-9]+/)) if (w) v.words.add(w);
    for (const w of s.split(/[^a-z0-9_.-]+/)) if (w) v.words.add(w.replace(/^[.-]+|[.-]+$/g, ""));
  }
  for (const seg of facts.commands)
    for (const e of seg.env) {
      const eq = e.indexOf("=");
      if (eq > 0) addKey(e.slice(0, eq), e.slice(eq + 1).toLowerCase());
    }
  facts.memo.set(VIEW, v);
  return v;
}

const normKey = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, "");

/** -rf → r, f; --recursive → recursive */
function flagParts(f: string): string[] {
  if (f.startsWith("--")) return [f.split("=")[0]!];
  if (/^-[a-z]{2,4}$/.test(f)) return [...f.slice(1)].map((c) => `-${c}`);
  return [f.split("=")[0]!];
}

function segFlags(flags: string[]): Set<string> {
  const s = new Set<string>();
  for (const f of flags) {
    s.add(f);
    s.add(f.split("=")[0]!);
    if (/^-[A-Za-z]{2,4}$/.test(f)) for (const c of f.slice(1)) s.add(`-${c.toLowerCase()}`);
  }
  if (s.has("--recursive")) s.add("-r");
  if (s.has("--force")) s.add("-f");
  return s;
}

/** ":core:publish" → publish; "'sess:*'" stays */
function taskWord(w: string): string {
  const l = w.toLowerCase();
  if (l.startsWith(":") && l.length > 1) return l.slice(l.lastIndexOf(":") + 1);
  return programWord(l);
}

/** a value that is neither off nor unset (flag-values.yaml) */
function notOff(x: string): boolean {
  return !flagOff(x) && !flagUnset(x.trim());
}
function truthy(vals: string[] | undefined): boolean {
  return !!vals && vals.some(notOff);
}


const wordRe = new Map<string, RegExp>();
function phrase(lit: string): RegExp {
  let re = wordRe.get(lit);
  if (!re) {
    const esc = lit
      .split(/\s+/)
      .map(escapeRe)
      .join("\\s{1,4}");
    re = new RegExp(`(?:^|[^a-z0-9_])${esc}(?![a-z0-9_])`, "i");
    if (wordRe.size < 5000) wordRe.set(lit, re);
  }
  return re;
}

function matchOne(b: LiteralBan, facts: CallFacts, view: View): string | undefined {
  if (b.kv) {
    const { key, value } = b.kv;
    const vals = view.keys.get(normKey(key));
    if (vals?.some((x) => x.trim().replace(/^["']|["']$/g, "") === value)) return `${key}=${value}`;
    for (const seg of facts.commands) {
      for (const fv of seg.flagValues) if (normKey(fv.flag) === normKey(key) && fv.value.toLowerCase() === value) return `${fv.flag} ${fv.value}`;
      for (const f of seg.flags) if (f.toLowerCase() === `--${key}=${value}`) return f;
    }
    const re = kvRe(key, value);
    for (const s of view.strings) if (re.test(s)) return `${key}=${value}`;
    return undefined;
  }
  // the command line
  for (const seg of facts.commands) {
    if (TEXT_PROGRAMS.has(seg.program.toLowerCase())) continue;
    const fl = segFlags(seg.flags);
    const lowerFlags = new Set([...fl].map((f) => f.toLowerCase()));
    if (!b.flags.every((f) => fl.has(f) || lowerFlags.has(f.toLowerCase()) || flagValueHas(seg, f))) continue;
    const seq = [taskWord(seg.program), ...seg.operands.map(taskWord)];
    if (!b.words.length) {
      if (b.flags.length) return [seg.program, ...seg.flags].join(" ");
      continue;
    }
    const w = b.words.filter((x) => !b.flags.some((f) => flagValueOf(seg, f) === x));
    if (!w.length) return [seg.program, ...seg.flags].join(" ");
    // "mvn -q deploy", "make -s clean": a word read as a short flag's value may be the task
    const shortVals: string[] = [];
    for (const fv of seg.flagValues) if (/^-[a-z]$/i.test(fv.flag) && /^[a-z][a-z0-9:._-]{0,40}$/i.test(fv.value)) shortVals.push(taskWord(fv.value));
    if (b.program) {
      if (seq[0] !== w[0] && !seg.prefixes.some((p) => programWord(p.toLowerCase()) === w[0])) continue;
      const ops = seq[0] === w[0] ? seq.slice(1) : seq;
      if (w.slice(1).every((x, i) => ops[i] === x)) return [seg.program, ...seg.operands, ...seg.flags].join(" ");
      if (!seg.operands.length || shortVals.length) for (const v of shortVals) if (w.slice(1).every((x, i) => [v, ...ops][i] === x)) return [seg.program, v, ...seg.operands].join(" ");
      continue;
    }
    if (containsRun(seq, w) || (shortVals.length && containsRun([seq[0]!, ...shortVals, ...seq.slice(1)], w))) return [seg.program, ...seg.operands, ...seg.flags].join(" ");
  }
  // flags only: an argument named for the flag, set true ("--full-refresh" → is_full_refresh: true)
  if (!b.words.length && b.flags.length === 1 && b.flags[0]!.startsWith("--")) {
    const fw = b.flags[0]!.slice(2).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (fw[0] === "no") return undefined;
    for (const [k, vals] of view.keys) if (fw.length && k.endsWith(fw.join("")) && k.length <= fw.join("").length + 4 && vals.some((x) => x === "true")) return `${k}: true`;
    return undefined;
  }
  if (b.flags.length || b.program) return undefined;
  const lit = b.words.join(" ");
  // a value or switch of a call that only reads ("list-runs billing_export") does not do it
  const reads = !facts.mutating && facts.families.size > 0;
  if (b.words.length === 1) {
    if (!reads && view.values.has(lit)) return lit;
    const vals = view.keys.get(normKey(lit));
    if (vals && vals.some((x) => x === "true")) return `${lit}: true`;
    // one plain word in capitals ("SUDO", "KEYS") is a command word or a value, not any mention
    if (/^[a-z0-9]+$/.test(lit)) return undefined;
  }
  // in a command or query text, not set false ("purge_everything": false)
  const re = phrase(lit);
  for (const s of view.strings) {
    const m = re.exec(s);
    if (!m) continue;
    const after = s.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (/^["']?\s*[:=]\s*["']?(?:false|0|no|off)\b/.test(after)) continue;
    return lit;
  }
  return undefined;
}

function flagValueOf(seg: CallFacts["commands"][number], flag: string): string | undefined {
  for (const fv of seg.flagValues) if (fv.flag.toLowerCase() === flag.toLowerCase()) return fv.value.toLowerCase();
  return undefined;
}
function flagValueHas(seg: CallFacts["commands"][number], flag: string): boolean {
  return flagValueOf(seg, flag) !== undefined;
}

function containsRun(seq: string[], w: string[]): boolean {
  for (let i = 0; i + w.length <= seq.length; i++) {
    let ok = true;
    for (let j = 0; j < w.length && ok; j++) ok = seq[i + j] === w[j];
    if (ok) return true;
  }
  return false;
}

const kvCache = new Map<string, RegExp>();
function kvRe(key: string, value: string): RegExp {
  const k = `${key}=${value}`;
  let re = kvCache.get(k);
  if (!re) {
    re = new RegExp(`(?:^|[^a-z0-9_])["']?${escapeRe(key)}["']?\\s{0,3}[:=]\\s{0,3}["']?${escapeRe(value)}(?![a-z0-9_])`, "i");
    if (kvCache.size < 5000) kvCache.set(k, re);
  }
  return re;
}

// subcommands and tool verbs that only look: amtool silence query, airflow dags list-runs, get_dag
const READ_WORDS = new Set(["query", "list", "ls", "get", "show", "describe", "status", "search", "find", "read", "fetch", "view", "inspect", "info", "history", "logs", "log", "list-runs", "state", "diff", "plan", "explain", "cat", "preview"]);
function readsOnly(facts: CallFacts): boolean {
  if (facts.commands.length) return facts.commands.every((seg) => seg.operands.slice(0, 3).some((o) => READ_WORDS.has(o.toLowerCase())) || TEXT_PROGRAMS.has(seg.program.toLowerCase()));
  return facts.toolWords.length > 0 && READ_WORDS.has(facts.toolWords[0]!);
}

function shows(view: View, w: string): boolean {
  if (view.words.has(w) || view.words.has(w + "s") || (w.endsWith("s") && view.words.has(w.slice(0, -1)))) return true;
  // a name prefix from a glob ("ingest_*" → ingest_): a word starting with it
  if (w.length > 2 && (w.endsWith("_") || w.endsWith("-"))) for (const x of view.words) if (x.startsWith(w)) return true;
  return false;
}

/** Evidence when the call shows one of the banned literals and every condition of it. */
export function matchLiteralBans(bans: readonly LiteralBan[], facts: CallFacts, tool: string, args: unknown): Evidence[] | undefined {
  // a dry run changes nothing: git clean -n
  if (facts.dryRun) return undefined;
  const view = readView(facts, tool, args);
  for (const b of bans) {
    // "never silence anything matching …": a query of silences silences nothing
    if (b.act && (readsOnly(facts) || !shows(view, b.act))) continue;
    const hit = matchOne(b, facts, view);
    if (!hit) continue;
    if (b.when && !b.when.every((c) => (c.all ? c.all.every((w) => shows(view, w)) : c.any!.some((a) => a.split(" ").every((w) => shows(view, w)))))) continue;
    return [{ rule: b.raw, call: hit, path: "args", part: "target" }];
  }
  return undefined;
}
