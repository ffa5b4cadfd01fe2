// Turns of phrase (rule-wording-turns.ts, called from rule-wording-canon.ts): "X instead of Y-ing",
// "before Y-ing …, move it … instead", "before Y-ing OBJ run `cmd`", "the X doesnt run …",
// "withdrawals only to …", "Y-ing them needs me" read as the ban, sequence or approval they mean.
import { test } from "node:test";
import assert from "node:assert/strict";
import { turnsOfPhrase } from "../../src/guard/compile/rule-wording-turns.ts";
import { decide } from "./support.ts";

test("turns of phrase: rewrites to the wording the compiler reads, idempotent", () => {
  const table: [string, string][] = [
    ["archive partners instead of deleting them", "never delete partners, archive them instead"],
    ["resolve tickets instead of removing them", "never remove tickets, resolve them instead"],
    ["use the trash instead of removing files", "never remove files, use the trash instead"],
    ["use `git revert` instead of force-pushing", "never force-push, use `git revert` instead"],
    ["before deleting anything from ~/Downloads move it to ~/.Trash instead", "never delete anything from ~/Downloads, move it to ~/.Trash instead"],
    ["before stopping a broker run `kafka-drain` first", "before stopping a broker, run `kafka-drain` first"],
    ["the sprinkler doesnt run while we sleep", "the sprinkler must not run while we sleep"],
    ["the backup job won't start before 02:00", "the backup job must not start before 02:00"],
    ["withdrawals only to the cold wallet", "withdraw only to the cold wallet"],
    ["publishing posts is fine, deleting them needs me", "publishing posts is fine, ask me before deleting them"],
    // kept: no act in the -ing word, a time after "only", an approval that asks something of me
    ["the team gets things done instead of meeting", "the team gets things done instead of meeting"],
    ["appointments only on weekdays", "appointments only on weekdays"],
    ["Before deploying always run `terraform validate` first", "Before deploying always run `terraform validate` first"],
    ["the release needs me to be online", "the release needs me to be online"],
  ];
  for (const [input, want] of table) {
    assert.equal(turnsOfPhrase(input), want, input);
    assert.equal(turnsOfPhrase(want), want, `idempotent: ${want}`);
  }
});

interface Case {
  rule: string;
  call: { tool: string; args: Record<string, unknown> };
  want: string;
  history?: unknown[];
  context?: unknown;
}
const CASES: Case[] = [
  { rule: "deactivate contacts instead of deleting them", call: { tool: "delete_contact", args: { id: 44 } }, want: "deny" },
  { rule: "deactivate contacts instead of deleting them", call: { tool: "update_contact", args: { id: 44, active: false } }, want: "allow" },
  { rule: "before deleting anything in /srv/uploads move it to /srv/quarantine instead", call: { tool: "run", args: { command: "rm /srv/uploads/a.png" } }, want: "deny" },
  { rule: "before deleting anything in /srv/uploads move it to /srv/quarantine instead", call: { tool: "run", args: { command: "ls /srv/uploads" } }, want: "allow" },
  { rule: "before stopping the etcd service run `etcdctl snapshot save` first", call: { tool: "run", args: { command: "systemctl stop etcd" } }, want: "deny" },
  { rule: "the pool pump doesnt run while we sleep, 23:00-06:00", call: { tool: "turn_on", args: { entity_id: "switch.pool_pump" } }, want: "deny", context: { now: "2026-12-03T23:30:00+00:00" } },
  { rule: "the pool pump doesnt run while we sleep, 23:00-06:00", call: { tool: "turn_on", args: { entity_id: "switch.pool_pump" } }, want: "allow", context: { now: "2026-12-03T12:30:00+00:00" } },
  { rule: "payouts need my review first", call: { tool: "create_payout", args: { amount: 100, currency: "usd" } }, want: "require_approval" },
];

test("turns of phrase: whole decisions", () => {
  for (const c of CASES) {
    const r = decide([{ id: "r1", text: c.rule }], c.call, { history: c.history, context: c.context });
    assert.equal(r.decision, c.want, `${c.rule} :: ${JSON.stringify(c.call)}`);
  }
});
