// The speed shortcuts over history give the answers of the full comparison: repeated work is
// found among same-tool calls only (unless a tool name holds \u0000), and a retry limit the
// history is too short to pass is not checked call by call.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const repeated = (r: ReturnType<typeof decide>) => r.signals.filter((s) => s.type === "repeated_work").map((s) => (s as { detail: string }).detail);

test("repeated work: the last identical call, other tools skipped", () => {
  const cases: { name: string; history: { tool: string; args: Record<string, unknown> }[]; call: { tool: string; args: Record<string, unknown> }; want: string[] }[] = [
    { name: "same tool, spacing differs", history: [{ tool: "Bash", args: { command: "ls  -la" } }, { tool: "Read", args: { file_path: "/a" } }], call: { tool: "Bash", args: { command: "ls -la" } }, want: ["same tool and arguments as history[0] (Bash)"] },
    { name: "the last of two", history: [{ tool: "Bash", args: { command: "ls" } }, { tool: "Bash", args: { command: "ls" } }], call: { tool: "Bash", args: { command: "ls" } }, want: ["same tool and arguments as history[1] (Bash)"] },
    { name: "same args, other tool", history: [{ tool: "Shell", args: { command: "ls" } }], call: { tool: "Bash", args: { command: "ls" } }, want: [] },
    // tool "a\u0000p=v" with {q} reads like tool "a" with {p, q}: the full comparison saw them as one
    { name: "tool name holding \\u0000", history: [{ tool: "a\u0000p=v", args: { q: "w" } }], call: { tool: "a", args: { p: "v", q: "w" } }, want: ["same tool and arguments as history[0] (a)"] },
  ];
  for (const c of cases) assert.deepEqual(repeated(decide([], c.call, { history: c.history })), c.want, c.name);
});

test("retry limits: a short history never passes the bound, a long one does", () => {
  const call = { tool: "Bash", args: { command: "npm test" } };
  const ledger = [{ id: "r1", text: "No more than 2 retries." }];
  const hist = (n: number) => Array.from({ length: n }, () => call);
  for (const n of [0, 1, 2]) assert.deepEqual(decide(ledger, call, { history: hist(n) }).violations, [], `history ${n}`);
  const over = decide(ledger, call, { history: hist(3) });
  assert.deepEqual(over.violations.map((v) => v.id), ["r1"]);
});
