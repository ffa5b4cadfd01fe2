// Guard speed changes of h-gperf24 that must not change any response:
//   matchAction reads the act without building its evidence (familyHit) and builds it only for a
//     match: the act still leads the evidence, with the rule's words as its rule;
//   canonicalCall puts a few parts in order by hand: the same order as Array.prototype.sort (UTF-16
//     code units), so a repeated call is still found whatever its key order or value spelling.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { canonicalCall } from "../../src/guard/read-call/canonical-call.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { unwrapArgs } from "../../src/guard/read-call/surface-args.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "exec_command", args: { command } });

test("decisions: the act leads the evidence of a match, misses stay misses", () => {
  const table: [string, Call, string, string | undefined][] = [
    ["never restart the payments-db service", sh("sudo systemctl restart payments-db"), "deny", "restart"],
    ["never restart the payments-db service", sh("sudo systemctl restart search-db"), "allow", undefined],
    ["never restart the payments-db service", sh("systemctl status payments-db"), "allow", undefined],
    ["don't delete anything in the invoices bucket", sh("gsutil rm gs://invoices/2024/a.pdf"), "deny", "delete"],
    ["don't delete anything in the invoices bucket", sh("gsutil ls gs://invoices/2024/"), "allow", undefined],
    ["do not drop the analytics schema", { tool: "run_sql", args: { sql: "DROP SCHEMA analytics CASCADE" } }, "deny", "drop"],
    ["do not drop the analytics schema", { tool: "run_sql", args: { sql: "SELECT 1 FROM analytics.events" } }, "allow", undefined],
    ["Never archive the Roadmap board", { tool: "archive_board", args: { board_name: "Roadmap" } }, "deny", "archive"],
    ["Never archive the Roadmap board", { tool: "archive_board", args: { board_name: "Backlog" } }, "allow", undefined],
  ];
  for (const [text, call, want, act] of table) {
    const r = decide([{ id: "r1", text }], call);
    assert.equal(r.decision, want, `${text} ~ ${JSON.stringify(call)}`);
    if (act) {
      const first = r.violations[0]!.matched?.[0];
      assert.ok(first, text);
      assert.equal(first.part, "action", text);
      assert.ok(first.rule.includes(act), `${text}: ${JSON.stringify(first)}`);
    }
  }
});

/** The canonical form as it was before (default sort), to compare against. */
function reference(tool: string, args: unknown): string {
  const { leaves } = walkArgs(unwrapArgs(args), 1_000);
  const parts = leaves.map((l) => `${l.path}=${typeof l.value === "string" ? (/[^\S ]| {2}|^ | $/.test(l.value) ? l.value.replace(/\s+/g, " ").trim() : l.value) : String(l.value)}`);
  parts.sort();
  return `${tool}\u0000${parts.join("\u0000")}`;
}

test("canonicalCall: the same order as the default sort, few parts or many", () => {
  const many: Record<string, unknown> = {};
  for (let i = 40; i > 0; i--) many[`k${i}`] = `v${i % 7}`;
  const table: unknown[] = [
    {},
    { command: "ls -la" },
    { description: "restart", command: "ssh db 'sudo systemctl restart postgresql'" },
    { b: 2, a: 1, A: "x", _: "y", "é": "z", Z: true },
    { to: ["b@x.io", "a@x.io"], subject: "Hi  there", body: " hello\n" },
    { z: { y: { x: 1 } }, a: [3, 2, 1], m: null },
    { "a.b": 1, a: { b: 2 }, "a=": 3, "a-": 4 },
    { k: "\u{1F600}", j: "\uFFFF", i: "\u00E9" },
    many,
  ];
  for (const args of table) assert.equal(canonicalCall("t", args), reference("t", args), JSON.stringify(args));
  // key order and spacing do not matter
  assert.equal(canonicalCall("t", { b: "x  y", a: 1 }), canonicalCall("t", { a: 1, b: "x y" }));
});

test("repeated work: found whatever the key order", () => {
  const call = { tool: "Bash", args: { description: "list", command: "ls -la /srv" } };
  const r = decide([{ id: "r1", text: "never delete the logs folder" }], call, { history: [{ tool: "Bash", args: { command: "ls -la /srv", description: "list" } }] });
  assert.ok(r.signals?.some((s: { type: string }) => s.type === "repeated_work"), JSON.stringify(r.signals));
});
