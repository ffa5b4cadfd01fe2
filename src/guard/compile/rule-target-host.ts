// The host a ban is about, and a call that runs there without saying so.
//   "Do not stop postgres on db-primary"        + exec {command: "sudo systemctl stop postgresql@16-main"}
//   "never restart nginx on the edge boxes"     + exec {command: "systemctl restart nginx"}
//   "The crontab on batch-01 is mine"           + exec {command: "crontab -r"}
// A shell tool runs on the machine the agent was given: the call names the program and what it acts
// on, never the host it runs on. So a target written as where ("on <host>") whose words name a
// machine — a host kind ("the build host", "the edge boxes") or a machine-like name with a hyphen or
// a digit ("db-primary", "batch-01") — may go unnamed beside another target the call does name,
// as long as the call names no host at all. A call that does name one (ssh web-2 …, psql -h x,
// {host: "…"}, a URL) must name this one: `ssh build-02 'crontab -r'` is not batch-01's crontab.
import type { GuardRules } from "../guard-rules.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { Clause, TargetSpec } from "./compiled-entry.ts";
import { ENV_NAMES } from "./rule-action.ts";

const HOST_PREP = /^(?:on|at)$/;
const HOST_KINDS = new Set(["host", "box", "server", "machine", "node", "vm", "instance", "droplet", "runner", "hosts", "boxes", "servers", "machines", "nodes", "vms", "instances", "droplets", "runners"]);
// "db-primary", "batch-01", "web3": one written name with a hyphen or a digit
const MACHINE_NAME = /^[a-z][a-z0-9]{0,30}(?:-[a-z0-9]{1,30}){1,4}$|^[a-z]{2,20}\d{1,4}$/;

/** The compiler step: marks `host` on the targets of an action clause that say which machine. */
export function markHosts(clauses: Clause[], rules: GuardRules): void {
  for (const c of clauses) {
    if (c.type !== "action" || c.only || c.groups.length < 2) continue;
    for (const g of c.groups) if (g.every((t) => isHostTarget(t, rules))) for (const t of g) t.host = true;
    // (a ban about hosts alone names no other thing the call must carry: nothing is skipped then)
    if (c.groups.every((g) => g.every((t) => t.host))) for (const g of c.groups) for (const t of g) delete t.host;
  }
}

export function isHostTarget(t: TargetSpec, rules: GuardRules): boolean {
  if (!t.via || !HOST_PREP.test(t.via) || t.path || t.prefix || t.literal !== undefined || t.channel || t.command || t.dest || !t.names.length) return false;
  // ("on the prod boxes", "on staging-db": which environment is a contrast the call must show)
  if (t.names.some((n) => ENV_NAMES.has(n))) return false;
  const head = t.raw.toLowerCase().split(/\s+/).at(-1) ?? "";
  if (HOST_KINDS.has(head)) return true;
  const words = t.raw.trim().split(/\s+/);
  return words.length === 1 && MACHINE_NAME.test(words[0]!.toLowerCase()) && !rules.programs.has(words[0]!.toLowerCase());
}

// programs that run on another machine, and flags / keys that name one
const REMOTE_PROGRAMS = new Set(["ssh", "scp", "rsync", "mosh", "sftp", "knife", "ansible", "ansible-playbook", "pdsh", "salt", "fab", "gcloud", "az", "aws", "doctl", "flyctl", "fly", "heroku", "kubectl"]);
const HOST_FLAGS = new Set(["--host", "--hostname", "--server", "--node", "--target", "--ip", "--address", "--limit", "--inventory", "--context"]);
// ("-h" is a host only to a database client: df -h, du -h are human-readable sizes)
const CLIENTS = new Set(["psql", "mysql", "redis-cli", "mongosh", "mongo", "cqlsh", "pg_dump", "pg_restore", "pg_dumpall", "mysqldump", "clickhouse-client", "nc", "telnet"]);
const HOST_KEY = /^(?:host|hostname|hosts|server|servers|node|nodes|machine|instance|instanceid|instancename|target|targethost|ip|ipaddress|address|box|vm|droplet|dropletid|runner|remote|sshhost|connection|session|sessionid)$/;

/** Whether the call says which machine it acts on (then a host the rule names must be it). */
export function namesHost(facts: CallFacts): boolean {
  if (facts.hosts.length) return true;
  for (const c of facts.commands) {
    if (c.host || REMOTE_PROGRAMS.has(c.program) || c.prefixes.some((p) => REMOTE_PROGRAMS.has(p))) return true;
    for (const f of c.flags) {
      const name = f.split("=")[0]!;
      if (HOST_FLAGS.has(name) || (CLIENTS.has(c.program) && (name === "-h" || name === "-H"))) return true;
    }
  }
  for (const key of facts.keyValues.keys()) if (HOST_KEY.test(key.replace(/[-_.]/g, "").toLowerCase())) return true;
  return false;
}
