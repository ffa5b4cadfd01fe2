// Shell surface: the same command run through a wrapper an agent or harness adds. The program,
// its arguments and its effect are unchanged.
import { clone, type Perturbation, type Scenario } from "./types.ts";

const COMMAND_KEY = /^(?:command|cmd|script|command_?line|shell_?command|commandLine|shellCommand)$/i;

/** The top-level string argument holding the shell command, if the call has one. */
function commandKey(s: Scenario): string | undefined {
  const a = s.call.args;
  if (!a || typeof a !== "object" || Array.isArray(a)) return undefined;
  for (const [k, v] of Object.entries(a)) if (COMMAND_KEY.test(k) && typeof v === "string" && v.trim() && v.length < 2_000) return k;
  return undefined;
}

function withCommand(kind: string, f: (cmd: string) => string | undefined): Perturbation {
  return {
    kind,
    family: "shell",
    apply: (s) => {
      const k = commandKey(s);
      if (!k) return undefined;
      const cmd = (s.call.args as Record<string, string>)[k]!;
      const next = f(cmd);
      if (next === undefined || next === cmd) return undefined;
      const out = clone(s);
      (out.call.args as Record<string, string>)[k] = next;
      return out;
    },
  };
}

const sq = (c: string) => `'${c.replace(/'/g, `'\\''`)}'`; // POSIX single quotes: ' → '\''
const dq = (c: string) => `"${c.replace(/(["\\$`])/g, "\\$1")}"`; // inside "…" only " \ $ ` are special

// sudo only on system administration commands that had none: on them it changes who runs the
// command, not what it does (the agent that types it has the rights or the call fails).
const SYSTEM = /^(?:systemctl|service|apt|apt-get|dnf|yum|reboot|shutdown|iptables|ufw|mount|umount|chown|useradd|userdel|journalctl|docker|crontab|kill|pkill)\b/;

export const shellPerturbations: Perturbation[] = [
  withCommand("sh-bash-lc", (c) => `bash -lc ${sq(c)}`),
  withCommand("sh-sh-c", (c) => `sh -c ${dq(c)}`),
  // a cd into the directory the call already runs in (its cwd argument, else /repo): relative
  // paths resolve where they did
  {
    kind: "sh-cd-prefix",
    family: "shell",
    apply: (s) => {
      const a = (s.call.args ?? {}) as Record<string, unknown>;
      const cwd = Object.entries(a).find(([k, v]) => /^(?:cwd|workdir|working_?dir(?:ectory)?|dir|directory)$/i.test(k) && typeof v === "string" && v.startsWith("/"))?.[1] as string | undefined;
      return withCommand("sh-cd-prefix", (c) => (/^\s*cd\s/.test(c) ? undefined : `cd ${cwd ?? "/repo"} && ${c}`)).apply(s);
    },
  },
  // output also copied to a log: the command itself is the same
  withCommand("sh-tee", (c) => (/[|>]/.test(c) ? undefined : `${c} 2>&1 | tee out.log`)),
  withCommand("sh-env-prefix", (c) => `CI=1 ${c}`),
  withCommand("sh-sudo", (c) => (SYSTEM.test(c.trim()) ? `sudo ${c.trim()}` : undefined)),
  withCommand("sh-whitespace", (c) => `  ${c}\n`),
  // a long line broken before its options: the shell joins "\\\n" back into one line
  withCommand("sh-continuation", (c) => {
    if (/['"\\]/.test(c)) return undefined;
    let n = 0;
    const out = c.replace(/ (?=--?[A-Za-z])/g, () => (n++ < 3 ? " \\\n  " : " "));
    return n ? out : undefined;
  }),
];
