// Split command lines: a program named by one key and its argument list in a sibling key
// ({command: "git", parameters: ["push", "--force", "origin", "main"]}, {cmd, args}, {program, argv})
// read as one command line at the program's key, whatever tool carries them (call-facts.ts joinArgv).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("split argv: the program key and its sibling list are one command line", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    // rule, tool, args, decision
    ["no force pushes to main", "shell_cmd", { command: "git", parameters: ["push", "--force", "origin", "main"], timeout: 60 }, "deny"],
    ["no force pushes to main", "shell_cmd", { command: "git", parameters: ["push", "origin", "main"] }, "allow"],
    ["never run tiup cluster destroy on prod-tidb", "run_command", { cmd: "tiup", args: ["cluster", "destroy", "prod-tidb", "--yes"] }, "deny"],
    ["never run tiup cluster destroy on prod-tidb", "run_command", { cmd: "tiup", args: ["cluster", "display", "prod-tidb"] }, "allow"],
    ["do not delete any ceph pools", "exec", { program: "ceph", argv: ["osd", "pool", "delete", "rbd", "rbd", "--yes-i-really-really-mean-it"] }, "deny"],
    ["do not delete any ceph pools", "exec", { program: "ceph", argv: ["osd", "pool", "ls"] }, "allow"],
    ["ask before rebooting db-primary", "terminal", { executable: "/usr/bin/ssh", arguments: ["db-primary", "sudo", "reboot"] }, "require_approval"],
    ["dont delete anything under /var/lib", "shell_cmd", { command: "find", parameters: ["/var/lib/docker/tmp", "-mtime", "+7", "-delete"], cwd: "/" }, "deny"],
    ["dont delete anything under /var/lib", "shell_cmd", { command: "find", parameters: ["/var/lib/docker/tmp", "-mtime", "+7"] }, "allow"],
    // a program key already holding words takes the list after them
    ["no force pushes to main", "shell_cmd", { command: "git push", parameters: ["--force", "origin", "main"] }, "deny"],
    // a list with no program beside it is not a command line of its own
    ["no force pushes to main", "create_issue", { title: "force pushes", labels: ["push", "main"] }, "allow"],
  ];
  for (const [rule, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
});
