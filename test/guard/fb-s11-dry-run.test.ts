// A dry run changes nothing (fb-dry-run.ts): per-subcommand preview flags (git clean -n), per-tool
// short spellings of --dry-run (rsync -avn, make -n), and rules matched by "anything", their own
// verb word or the fail-closed "(any change)" do not hold against a dry run. Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

const dry = (command: string) => !!readCall("sh", { command }, rules).dryRun;

test("a preview flag counts only on the subcommands and tools where it means --dry-run", () => {
  const table: [string, boolean][] = [
    ["git clean -n -x", true],
    ["git clean -nd", true],
    ["git add -n .", true],
    ["git push --dry-run origin topic", true],
    ["git commit -n -m wip", false], // -n on commit is --no-verify
    ["git clean -f -d", false],
    ["rsync -avn src/ host:/dst/", true],
    ["rsync -av src/ host:/dst/", false],
    ["make -n install", true],
    ["make --just-print install", true],
    ["apt-get install -s htop", true],
    ["head -n 5 notes.txt", false], // -n is a count elsewhere
  ];
  for (const [cmd, want] of table) assert.equal(dry(cmd), want, cmd);
});

test("rules matched by anything, their verb or an unread action let the dry run through", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never run `git clean` — generated fixtures live untracked in this repo", { tool: "exec", args: { cmd: "git clean -n" } }, "allow"],
    ["Never run `git clean` — generated fixtures live untracked in this repo", { tool: "exec", args: { cmd: "git clean -fd" } }, "deny"],
    ["don't push to the hotfix-42 branch", { tool: "exec", args: { cmd: "git push -n origin hotfix-42" } }, "allow"],
    ["don't push to the hotfix-42 branch", { tool: "exec", args: { cmd: "git push origin hotfix-42" } }, "deny"],
    ["Check with me before you sync the ledger-api app in Argo", { tool: "argo_app_sync", args: { name: "ledger-api", dryRun: true } }, "allow"],
    ["Check with me before you sync the ledger-api app in Argo", { tool: "argo_app_sync", args: { name: "ledger-api" } }, "require_approval"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
