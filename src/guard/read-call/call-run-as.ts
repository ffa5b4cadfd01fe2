// Which account a command line runs as, when it says so (rules/guard/run-as.yaml):
//   bolt command run 'systemctl restart nginx' --targets web --run-as root → sudo, root
//   tsh ssh root@node-prod-db-2, scp x root@backup-1:/srv                  → sudo, root
//   docker exec -u root web sh, ansible all -u root -m ping               → sudo, root
//   Start-Process pwsh -Verb RunAs                                          → sudo, root
// A privileged account reads as `sudo …` reads, so "never run anything as root" and "no sudo on
// prod" see it. Not: mysql -u root (a database user), curl -u root:pw (a credential), ssh deploy@x.
import { z } from "zod";
import { parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import type { CommandSegment } from "./command-line.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

const Words = z.array(z.string().min(1).max(60)).min(1).max(60);
const Reason = z.string().min(3).max(300);
const RunAsFile = z
  .object({
    users: z.object({ reason: Reason, words: Words }).strict(),
    run_as_flags: z.object({ reason: Reason, words: Words }).strict(),
    user_flags: z.object({ reason: Reason, flags: Words, programs: Words }).strict(),
    login_programs: z.object({ reason: Reason, words: Words }).strict(),
    elevate: z.object({ reason: Reason, pairs: Words }).strict(),
    actions: Words,
    targets: Words,
  })
  .strict();

export interface RunAsRules {
  users: ReadonlySet<string>;
  runAsFlags: ReadonlySet<string>;
  userFlags: ReadonlySet<string>;
  userFlagPrograms: ReadonlySet<string>;
  loginPrograms: ReadonlySet<string>;
  elevate: ReadonlySet<string>; // "flag value", lowercased
  actions: readonly string[];
  targets: readonly string[];
}

const lower = (w: string) => w.toLowerCase();
export function parseRunAsRules(files: RuleFiles): RunAsRules {
  const f = parseRuleFile(files, "guard/run-as.yaml", RunAsFile);
  return {
    users: new Set(f.users.words.map(lower)),
    runAsFlags: new Set(f.run_as_flags.words.map(lower)),
    userFlags: new Set(f.user_flags.flags.map(lower)),
    userFlagPrograms: new Set(f.user_flags.programs.map(lower)),
    loginPrograms: new Set(f.login_programs.words.map(lower)),
    elevate: new Set(f.elevate.pairs.map((p) => lower(p).replace(/:/, " "))),
    actions: f.actions.map(lower),
    targets: f.targets,
  };
}

/** user@host → user (lowercased), or undefined: root@db-2, admin@10.0.0.4:/srv */
function loginUser(operand: string): string | undefined {
  const at = operand.indexOf("@");
  if (at <= 0 || at > 40 || at === operand.length - 1 || operand.includes("://")) return undefined;
  return operand.slice(0, at).toLowerCase();
}

// (not a closure in runAsMeanings: under tsx a named closure costs a defineProperty per call)
function runsAs(seg: CommandSegment, path: string, rules: RunAsRules, why: string): MeaningFact[] {
  return [{ id: "run-as", actions: rules.actions, targets: rules.targets, programs: [], where: `${path} "${seg.program} ${why}" (runs as root)` }];
}

/** The run-as fact of one segment, or none. */
export function runAsMeanings(seg: CommandSegment, path: string, rules: RunAsRules): MeaningFact[] {
  const userFlagsHere = rules.userFlagPrograms.has(seg.program);
  for (const fv of seg.flagValues) {
    const v = fv.value.toLowerCase();
    if (rules.users.has(v) && (rules.runAsFlags.has(fv.flag) || (userFlagsHere && rules.userFlags.has(fv.flag)))) return runsAs(seg, path, rules, `${fv.flag} ${fv.value}`);
    if (rules.elevate.has(`${fv.flag} ${v}`)) return runsAs(seg, path, rules, `${fv.flag} ${fv.value}`);
  }
  // runas /user:Administrator (one token, the parser keeps it as an operand)
  for (const o of seg.operands) if (o.length <= 40 && rules.elevate.has(o.toLowerCase().replace(/:/, " "))) return runsAs(seg, path, rules, o);
  // ssh root@db-2 (the parser keeps the user apart), tsh ssh root@node, scp f root@h:/x
  if (seg.user && rules.users.has(seg.user.toLowerCase())) return runsAs(seg, path, rules, `${seg.user}@${seg.host ?? ""}`);
  if (rules.loginPrograms.has(seg.program) || (seg.subcommands.length && rules.loginPrograms.has(seg.subcommands.at(-1)!)))
    for (const o of seg.operands.slice(0, 20)) {
      const u = loginUser(o);
      if (u && rules.users.has(u)) return runsAs(seg, path, rules, o);
    }
  return [];
}
