// Reads shell command lines found in arguments: quotes, &&, ;, |, redirects, env prefixes, sudo,
// npx, ssh 'remote cmd', bash -c "cmd". Linear scan, capped token count, nesting depth ≤ 3.
//   ssh db-primary-1 'sudo systemctl restart postgresql'
//     → [{program: "ssh", host: "db-primary-1"}, {program: "systemctl", prefixes: ["sudo"], subcommands: ["restart", "postgresql"]}]

export interface Token {
  text: string;
  quoted: boolean; // any part of it was in quotes
}
// tokens with a quoted part that start bare (--target='2026-11-29 22:00', FOO='a b', -'rf'): the
// shell reads them by their bare start — a flag, an env prefix — so the reader does too. Kept
// beside the token, not in it, so a token stays {text, quoted}.
const BARE_START = new WeakSet<Token>();
/** The token starts in quotes ('-rf', "FOO=1"): not a flag, env prefix or operator. */
export function startsQuoted(t: Token): boolean {
  return t.quoted && !BARE_START.has(t);
}
function word(text: string, quoted: boolean, lead: boolean): Token {
  const t = { text, quoted };
  if (quoted && !lead) BARE_START.add(t);
  return t;
}
export interface CommandSegment {
  program: string;
  prefixes: string[];
  subcommands: string[];
  flags: string[];
  flagValues: { flag: string; value: string }[];
  operands: string[]; // non-flag tokens after the program
  env: string[]; // VAR=value prefixes: TF_WORKSPACE=prod
  redirects: string[]; // files written with > or >>
  host?: string;
  user?: string; // the account an ssh login names: root in ssh root@db-2 or ssh -l root db-2
  piped?: boolean; // reads the output of the command before it: curl … | bash
}

const MAX_TOKENS = 600;
const MAX_NEST = 3;
const OPERATORS = new Set(["&&", "||", ";", "|", "&", "\n", "(", ")"]);
const PREFIXES = new Set(["sudo", "doas", "env", "nohup", "time", "nice", "timeout", "exec", "command", "builtin", "xargs", "npx", "bunx", "pnpx", "uvx", "stdbuf", "ionice", "watch"]);
// Programs that take operands, not subcommands: in "grep sudo file", sudo is searched for, not run.
export const NO_SUBCOMMANDS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "cat", "echo", "printf", "rm", "ls", "find", "head", "tail", "less", "more", "sed", "awk", "cp", "mv", "touch", "mkdir", "rmdir", "chmod", "chown", "curl", "wget", "wc", "sort", "uniq", "cut", "tr", "tee", "diff", "stat", "file", "which", "man", "ln", "du", "df", "jq", "yq", "xargs", "test", "true", "false", "reboot", "shutdown", "kill", "pkill", "killall", "dd", "shred", "truncate", "unlink"]);
const GRADLE = new Set(["gradle", "gradlew", "gradlew.bat"]);
// flags of a command group that take a value and come before the group's verb:
// docker compose -f x.yml -p shop --profile dev down (the compose plugin's own flags)
const COMPOSE_VALUE_FLAGS = new Set(["-f", "--file", "-p", "--project-name", "--profile", "--env-file", "--project-directory", "--ansi", "--progress", "--parallel"]);
function groupValueFlag(program: string, subs: readonly string[], flag: string): boolean {
  if (subs.length === 1 && subs[0] === "compose" && (program === "docker" || program === "podman" || program === "nerdctl")) return COMPOSE_VALUE_FLAGS.has(flag);
  if (!subs.length && (program === "docker-compose" || program === "podman-compose")) return COMPOSE_VALUE_FLAGS.has(flag);
  return false;
}
const SHELLS = new Set(["bash", "sh", "zsh", "dash", "ksh", "fish"]);
// Runners that start another program named after a word: python -m pip install x runs pip,
// uv run pytest runs pytest, bundle exec rake db:drop runs rake. Program → the word before it.
const RUNNERS: Record<string, string> = {
  python: "-m", python3: "-m", py: "-m", pypy3: "-m",
  uv: "run", poetry: "run", pipenv: "run", pdm: "run", hatch: "run", rye: "run", pipx: "run", conda: "run", mamba: "run",
  bundle: "exec", pnpm: "exec", yarn: "exec", npm: "exec",
};
// runner flags that take a value: conda run -n env, uv run --with ruff, pnpm --filter web exec
const RUNNER_VALUE_FLAG = /^-(?:n|p|c|C|-name|-prefix|-with|-python|-directory|-project|-filter|-package|-env-file|-extra|-group)$/;
// x dlx: pnpm dlx prisma …, yarn dlx …, bun x …
const DLX = new Set(["dlx", "x"]);
// docker/podman exec and compose exec: flags that take a value before the container name
const EXEC_VALUE_FLAGS = new Set(["-e", "--env", "-u", "--user", "-w", "--workdir", "--env-file", "--detach-keys", "--index"]);
// find … -exec rm {} ;  / -execdir / -ok: the command find runs for each file
const FIND_EXEC = new Set(["-exec", "-execdir", "-ok", "-okdir"]);
// ssh flags that take a value
const SSH_VALUE_FLAGS = new Set(["-i", "-p", "-l", "-o", "-F", "-J", "-b", "-c", "-D", "-E", "-L", "-R", "-S", "-W", "-w", "-e", "-m", "-O", "-Q", "-B", "-I"]);

export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let cur = "";
  let quoted = false;
  let inTok = false;
  let lead = false; // the token began in quotes
  // a token ends at each "if (inTok) out.push(…)": written out, not a closure made per call
  for (let i = 0; i < s.length && out.length < MAX_TOKENS; i++) {
    const c = s[i]!;
    if (c === "'" ) {
      const j = s.indexOf("'", i + 1);
      const end = j < 0 ? s.length : j;
      cur += s.slice(i + 1, end);
      if (!inTok) lead = true;
      quoted = inTok = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let buf = "";
      while (j < s.length && s[j] !== '"') {
        if (s[j] === "\\" && j + 1 < s.length) {
          buf += s[j + 1];
          j += 2;
        } else {
          // up to the next quote or backslash at once
          let k = j + 1;
          while (k < s.length && s.charCodeAt(k) !== 34 && s.charCodeAt(k) !== 92) k++;
          buf += s.slice(j, k);
          j = k;
        }
      }
      cur += buf;
      if (!inTok) lead = true;
      quoted = inTok = true;
      i = j;
    } else if (c === "\\" && i + 1 < s.length) {
      cur += s[++i];
      inTok = true;
    } else if (c === " " || c === "\t" || c === "\r") {
      if (inTok) out.push(word(cur, quoted, lead));
      cur = "";
      quoted = inTok = lead = false;
    } else if (c === "\n" || c === ";" || c === "(" || c === ")") {
      if (inTok) out.push(word(cur, quoted, lead));
      cur = "";
      quoted = inTok = lead = false;
      out.push({ text: c, quoted: false });
    } else if (c === "&" || c === "|") {
      if (inTok) out.push(word(cur, quoted, lead));
      cur = "";
      quoted = inTok = lead = false;
      if (s[i + 1] === c) {
        out.push({ text: c + c, quoted: false });
        i++;
      } else out.push({ text: c, quoted: false });
    } else if (c === ">" || c === "<") {
      // "2>&1", ">>", ">" : keep as an operator token for redirects
      const digitBefore = inTok && /^\d$/.test(cur);
      if (digitBefore) {
        cur = "";
        inTok = false;
      } else {
        if (inTok) out.push(word(cur, quoted, lead));
        cur = "";
        quoted = inTok = lead = false;
      }
      let op = c;
      if (s[i + 1] === c) op += s[++i];
      if (s[i + 1] === "&") {
        i++;
        while (i + 1 < s.length && /[0-9-]/.test(s[i + 1]!)) i++;
        continue; // 2>&1 duplicates a descriptor, writes nothing
      }
      out.push({ text: op, quoted: false });
    } else {
      // a run of plain characters is appended at once (one string per run, not one per character)
      let j = i + 1;
      while (j < s.length && !isSpecial(s.charCodeAt(j))) j++;
      cur += j === i + 1 ? c : s.slice(i, j);
      i = j - 1;
      inTok = true;
    }
  }
  if (inTok) out.push(word(cur, quoted, lead));
  return out;
}

// the characters tokenize treats apart: ' " \\ space \t \r \n ; ( ) & | > <
function isSpecial(c: number): boolean {
  return c === 39 || c === 34 || c === 92 || c === 32 || c === 9 || c === 13 || c === 10 || c === 59 || c === 40 || c === 41 || c === 38 || c === 124 || c === 62 || c === 60;
}

const CONTINUATION = /\\\r?\n/g;

export function parseCommandLine(s: string, depth = 0): CommandSegment[] {
  // "terraform apply \\⏎  -auto-approve": a line continuation, dropped as the shell drops it
  const tokens = tokenize(s.includes("\\\n") || s.includes("\\\r") ? s.replace(CONTINUATION, "") : s);
  const segments: CommandSegment[] = [];
  let cur: Token[] = [];
  let piped = false;
  for (const t of tokens) {
    if (!startsQuoted(t) && OPERATORS.has(t.text)) {
      if (cur.length) pushSegments(segments, readSegment(cur, depth), piped);
      cur = [];
      piped = t.text === "|";
    } else cur.push(t);
  }
  if (cur.length) pushSegments(segments, readSegment(cur, depth), piped);
  return segments;
}

function pushSegments(out: CommandSegment[], segs: CommandSegment[], piped: boolean) {
  if (piped && segs[0]) segs[0].piped = true;
  for (const s of segs) out.push(s);
}

function baseProgram(t: string): string {
  const slash = t.lastIndexOf("/");
  let p = (slash >= 0 ? t.slice(slash + 1) : t).toLowerCase();
  const at = p.indexOf("@", 1); // vercel@latest
  if (at > 0) p = p.slice(0, at);
  return p;
}

function readSegment(tokens: Token[], depth: number): CommandSegment[] {
  const redirects: string[] = [];
  const words: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!startsQuoted(t) && (t.text === ">" || t.text === ">>")) {
      if (tokens[i + 1]) redirects.push(tokens[++i]!.text);
    } else if (!startsQuoted(t) && (t.text === "<" || t.text === "<<")) i++;
    else words.push(t);
  }
  let i = 0;
  const prefixes: string[] = [];
  const env: string[] = [];
  // VAR=value prefixes and wrappers such as sudo -u postgres, timeout 30, npx vercel@latest
  while (i < words.length) {
    const w = words[i]!.text;
    if (!startsQuoted(words[i]!) && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) {
      env.push(w);
      i++;
      continue;
    }
    const p = baseProgram(w);
    if (!PREFIXES.has(p)) break;
    prefixes.push(p);
    i++;
    while (i < words.length && words[i]!.text.startsWith("-")) {
      const f = words[i]!.text;
      i++;
      if ((f === "-u" || f === "-g" || f === "-n" || f === "-s" || f === "-k") && i < words.length) i++;
    }
    if ((p === "timeout" || p === "nice") && i < words.length && /^\d/.test(words[i]!.text)) i++;
  }
  if (i >= words.length) {
    return prefixes.length || redirects.length
      ? [{ program: prefixes.at(-1) ?? "", prefixes, subcommands: [], flags: [], flagValues: [], operands: [], redirects, env }]
      : [];
  }
  const program = baseProgram(words[i]!.text);
  const rest = words.slice(i + 1);
  const seg: CommandSegment = { program, prefixes, subcommands: [], flags: [], flagValues: [], operands: [], redirects, env };
  const out = [seg];

  if (program === "ssh" && depth < MAX_NEST) {
    let j = 0;
    while (j < rest.length && rest[j]!.text.startsWith("-")) {
      if (rest[j]!.text === "-l" && rest[j + 1]) seg.user = rest[j + 1]!.text;
      j += SSH_VALUE_FLAGS.has(rest[j]!.text) ? 2 : 1;
    }
    if (j < rest.length) {
      const at = rest[j]!.text.indexOf("@");
      if (at > 0 && at <= 40) seg.user = rest[j]!.text.slice(0, at);
      seg.host = rest[j]!.text.replace(/^[^@]*@/, "");
      seg.operands.push(seg.host);
      const remote = rest.slice(j + 1).map((t) => t.text).join(" ");
      if (remote) out.push(...parseCommandLine(remote, depth + 1));
    }
    return out;
  }
  if (SHELLS.has(program) && depth < MAX_NEST) {
    const c = rest.findIndex((t) => t.text === "-c" || t.text === "-lc" || t.text === "-ic");
    if (c >= 0 && rest[c + 1]) out.push(...parseCommandLine(rest[c + 1]!.text, depth + 1));
  }
  if (depth < MAX_NEST) {
    const inner = innerCommand(program, rest);
    if (inner) out.push(...parseCommandLine(inner, depth + 1));
  }
  const dashdash = rest.findIndex((t) => t.text === "--" && !startsQuoted(t));
  if ((program === "kubectl" || program === "docker" || program === "oc") && dashdash >= 0 && depth < MAX_NEST)
    out.push(...parseCommandLine(rest.slice(dashdash + 1).map((t) => t.text).join(" "), depth + 1));

  let stop = false; // subcommands end at the first flag after them: git commit -m "delete x"
  for (let j = 0; j < rest.length; j++) {
    const t = rest[j]!.text;
    if (t.startsWith("-") && t.length > 1 && !startsQuoted(rest[j]!)) {
      const eq = t.indexOf("=");
      const flag = (eq > 0 ? t.slice(0, eq) : t).toLowerCase();
      seg.flags.push(flag);
      if (eq > 0) seg.flagValues.push({ flag, value: t.slice(eq + 1) });
      else if (rest[j + 1] && !rest[j + 1]!.text.startsWith("-")) {
        seg.flagValues.push({ flag, value: rest[j + 1]!.text });
        // a leading flag's value is not a subcommand (patronictl -c /etc/patroni.yml restart …)
        if (!seg.subcommands.length) j++;
        // …nor a group's own flag before its verb: docker compose -f compose.dev.yml down -v
        else if (!stop && eq < 0 && groupValueFlag(program, seg.subcommands, flag)) {
          j++;
          continue;
        }
      }
      if (seg.subcommands.length) stop = true;
      continue;
    }
    seg.operands.push(t);
    if (!stop && !NO_SUBCOMMANDS.has(program) && seg.subcommands.length < 5 && /^[A-Za-z][A-Za-z0-9._:-]*$/.test(t)) seg.subcommands.push(t.toLowerCase());
    // a gradle task path names its project first: ./gradlew :core:publish runs core's publish task
    else if (!stop && GRADLE.has(program) && seg.subcommands.length < 5 && /^:[A-Za-z][A-Za-z0-9._:-]*$/.test(t)) seg.subcommands.push(t.slice(t.lastIndexOf(":") + 1).toLowerCase());
    // a version or an id before any word is a positional argument the verb follows:
    // pg_ctlcluster 16 main restart, pct 104 …; it is no subcommand and does not end them
    else if (!stop && !seg.subcommands.length && !startsQuoted(rest[j]!) && seg.operands.length <= 2 && t.length <= 12 && /^\d[\d.]*$/.test(t) && !NO_SUBCOMMANDS.has(program)) continue;
    else stop = true;
  }
  return out;
}

/** The command a runner, exec or find -exec starts, as a line ("pip install requests"), if any. */
// the tokens from `from` on as one command line (quoted again where they hold a separator); a
// top-level function: a closure per call was also named per call (esbuild keepNames, under tsx)
function textFrom(rest: Token[], from: number): string | undefined {
  return from < rest.length ? rest.slice(from).map((t) => (/[\s;&|]/.test(t.text) ? `'${t.text.replace(/'/g, "")}'` : t.text)).join(" ") : undefined;
}

function innerCommand(program: string, rest: Token[]): string | undefined {
  const runWord = RUNNERS[program];
  if (runWord) {
    // the runner's own flags come first: uv run --with x pytest, conda run -n env python, python -u -m
    let j = 0;
    while (j < rest.length && rest[j]!.text.startsWith("-") && rest[j]!.text !== runWord) j += RUNNER_VALUE_FLAG.test(rest[j]!.text) ? 2 : 1;
    if (rest[j]?.text === runWord || (DLX.has(rest[j]?.text ?? "") && (program === "pnpm" || program === "yarn"))) {
      j++;
      // uv run --with ruff ruff check: the runner's flags after its word too (not after python -m)
      if (runWord !== "-m") while (j < rest.length && rest[j]!.text.startsWith("-") && rest[j]!.text !== "--") j += RUNNER_VALUE_FLAG.test(rest[j]!.text) ? 2 : 1;
      if (rest[j]?.text === "--") j++;
      // python -m pip → pip; python -m http.server → http.server (read as its own program, harmless)
      return textFrom(rest, j);
    }
    return undefined;
  }
  if (program === "bun" && rest[0]?.text === "x") return textFrom(rest, 1);
  if ((program === "docker" || program === "podman") && (rest[0]?.text === "exec" || (rest[0]?.text === "compose" && rest[1]?.text === "exec"))) {
    let j = rest[0]!.text === "exec" ? 1 : 2;
    while (j < rest.length && rest[j]!.text.startsWith("-") && rest[j]!.text !== "--") j += EXEC_VALUE_FLAGS.has(rest[j]!.text) ? 2 : 1;
    if (rest[j]?.text === "--") return undefined; // read by the -- split below
    return textFrom(rest, j + 1); // after the container or service name
  }
  if (program === "find") {
    const j = rest.findIndex((t) => FIND_EXEC.has(t.text));
    if (j >= 0) {
      let end = j + 1;
      while (end < rest.length && rest[end]!.text !== ";" && rest[end]!.text !== "+") end++;
      return rest.slice(j + 1, end).map((t) => t.text).filter((t) => t !== "{}").join(" ") || undefined;
    }
  }
  return undefined;
}
