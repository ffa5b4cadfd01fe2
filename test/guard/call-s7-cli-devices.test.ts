// Table-driven tests of command, device and schedule readings: a namespace deleted takes its
// volumes, a pod deleted restarts, --reset-offsets resets offsets, --admin bypasses protection,
// VACUUM/REINDEX act by name, a lock turned off unlocks, "every …" recurs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("commands, devices and schedules", () => {
  const table: [string, unknown, string, string | undefined, boolean][] = [
    // tool, args, action word, target (raw) or none, expected
    ["sh", { command: "kubectl delete ns tmp-1" }, "delete", "pvc", true],
    ["sh", { command: "kubectl delete deploy web" }, "delete", "pvc", false],
    ["sh", { command: "oc delete pod web-0" }, "restart", "pod", true],
    ["sh", { command: "kubectl delete pod web-0 --dry-run=client" }, "restart", "pod", false],
    ["sh", { command: "kafka-topics.sh --bootstrap-server k:9092 --delete --topic t1" }, "delete", "kafka topic", true],
    ["sh", { command: "kafka-topics.sh --bootstrap-server k:9092 --list" }, "delete", "kafka topic", false],
    ["sh", { command: "kafka-consumer-groups --group g --reset-offsets --to-earliest --execute" }, "reset", "consumer offsets", true],
    ["sh", { command: "gh pr merge 5 --admin" }, "bypass", "branch protection", true],
    ["sh", { command: "gh pr merge 5" }, "bypass", "branch protection", false],
    ["sh", { command: "sqlite3 data.db 'VACUUM;'" }, "vacuum", undefined, true],
    ["sh", { command: "sqlite3 data.db 'SELECT 1; VACUUM'" }, "vacuum", undefined, true],
    ["sh", { command: "sqlite3 data.db 'SELECT vacuum_count FROM stats'" }, "vacuum", undefined, false],
    ["HassTurnOff", { name: "Porch", domain: "lock" }, "unlock", undefined, true],
    ["HassTurnOff", { name: "Porch", domain: "light" }, "unlock", undefined, false],
    ["HassTurnOn", { name: "Garage", domain: "cover" }, "open", undefined, true],
    ["add_task", { content: "stretch", due_string: "every weekday 7am" }, "recur", undefined, true],
    ["add_task", { content: "stretch", due_string: "tomorrow 7am" }, "recur", undefined, false],
    ["create_event", { summary: "sync", recurrence: ["RRULE:FREQ=WEEKLY"] }, "recur", undefined, true],
    ["sh", { command: "SKIP=ruff git commit -m x" }, "skip_hooks=1", undefined, true],
  ];
  for (const [tool, args, action, target, want] of table) {
    const f = readCall(tool, args, rules);
    const got = f.actionWords.has(action) && (target === undefined || f.addressing.some((a) => a.raw === target));
    assert.equal(got, want, `${tool} ${JSON.stringify(args)} ${action}/${target}`);
  }
});

test("a line typed with its Enter is a command; a pod deleted by a tool restarts", () => {
  const table: [string, unknown, string, boolean][] = [
    ["computer", { action: "type", text: "rm -rf ~/scratch\n" }, "rm", true],
    ["computer", { action: "type", text: "rm -rf ~/scratch" }, "rm", false],
    ["computer", { action: "type", text: "Dear team,\nthanks" }, "dear", false],
    ["send_message", { text: "rm -rf ~/scratch\n" }, "rm", false],
    ["pods_delete", { namespace: "a", name: "web-1" }, "restart", true],
    ["pods_list", { namespace: "a" }, "restart", false],
  ];
  for (const [tool, args, word, want] of table) assert.equal(readCall(tool, args, rules).commandWords.has(word) || (word === "restart" && readCall(tool, args, rules).actionWords.has(word)), want, `${tool} ${JSON.stringify(args)} ${word}`);
});
