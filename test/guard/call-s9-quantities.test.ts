// Table-driven tests of call-quantity.ts: durations written or spanned, batches of records, and
// the instance counts of a scaling call (call-facts.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { callQuantities } from "../../src/guard/read-call/call-quantity.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

const hoursOf = (args: Record<string, unknown>, line = "") => {
  const q = callQuantities(walkArgs(args).leaves, line ? parseCommandLine(line) : [], args).find((x) => x.key.startsWith("duration hour"));
  return q?.value;
};

test("durations: ISO 8601, short forms under a time key, start … end ranges", () => {
  const table: [Record<string, unknown>, string, number | undefined][] = [
    [{ duration: "PT2H30M" }, "", 2.5],
    [{ window: "P1D" }, "", 24],
    [{ ttl: "90m" }, "", 1.5],
    [{ expires_in: "3 hours" }, "", 3],
    [{ snooze_for: "1h30m" }, "", 1.5],
    [{ memory: "512m" }, "", undefined], // not a time key: megabytes
    [{ name: "2h" }, "", undefined],
    [{ from: "2026-03-01", to: "2026-03-07" }, "", 7 * 24], // whole dates count both ends
    [{ startTime: "2026-03-01T10:00:00Z", endTime: "2026-03-01T13:00:00Z" }, "", 3],
    [{ startTime: "2026-03-01T13:00:00Z", endTime: "2026-03-01T10:00:00Z" }, "", undefined], // backwards: no span
    [{ event: { start: "2026-03-01T10:00:00Z" }, other: { end: "2026-03-02T10:00:00Z" } }, "", undefined], // different parents
    [{}, "amtool silence add alertname=X --duration=6h", 6],
    [{}, "backfill --start-date 2026-10-01 --end-date 2026-10-10", 240],
    [{}, "kubectl set resources deploy/api --limits=memory=512m", undefined],
  ];
  for (const [args, line, want] of table) assert.equal(hoursOf(args, line), want, JSON.stringify(args) + line);
});

test("batches: a list of objects is that many records; a list of ids is not", () => {
  const count = (args: Record<string, unknown>) => callQuantities(walkArgs(args).leaves, [], args).find((q) => q.key.startsWith("record"))?.value;
  assert.equal(count({ inputs: [{ id: 1 }, { id: 2 }, { id: 3 }] }), 3);
  assert.equal(count({ data: { rows: [{ a: 1 }, { a: 2 }] } }), 2);
  assert.equal(count({ ids: ["a", "b", "c"] }), undefined);
  assert.equal(count({ inputs: [] }), undefined);
});

test("scaling calls: a count argument is how many instances run", () => {
  const f = readCall("Bash", { command: "gcloud compute instance-groups managed resize web --size=7 --zone=x" }, rules);
  assert.ok(f.numbers.some((n) => n.value === 7 && n.keyWords.includes("replica")), JSON.stringify(f.numbers));
  const g = readCall("Bash", { command: "gcloud compute instances list --limit=7" }, rules);
  assert.ok(!g.numbers.some((n) => n.keyWords.includes("replica")), JSON.stringify(g.numbers));
});
