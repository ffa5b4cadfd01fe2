// Property tests (fast-check): precision, monotonicity and bounded work on arbitrary input.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { decide } from "./support.ts";
import { splitWords } from "../../src/guard/split-words.ts";

const word = fc.stringMatching(/^[a-z]{3,9}$/);
const RULE_TEMPLATES = ["Never {v} the {n}.", "Don't {v} anything in {n}.", "Ask me before you {v} {n}.", "No {v} on the {n} cluster."];
const VERBS = ["restart", "delete", "edit", "deploy", "merge", "send", "purge", "rename", "refund", "scale"];

test("an entry never matches a call that shares no word or value with it", () => {
  fc.assert(
    fc.property(fc.constantFrom(...RULE_TEMPLATES), fc.constantFrom(...VERBS), word, fc.array(word, { minLength: 1, maxLength: 4 }), word, (tpl, v, n, argWords, tool) => {
      const text = tpl.replace("{v}", v).replace("{n}", n);
      const ruleWords = new Set(splitWords(text));
      const callWords = [tool, ...argWords];
      fc.pre(callWords.every((w) => !ruleWords.has(w) && ![...ruleWords].some((r) => w.includes(r) || r.includes(w))));
      const args = Object.fromEntries(argWords.map((w, i) => [`k${i}`, w]));
      const res = decide([{ id: "e", text }], { tool, args });
      assert.equal(res.decision, "allow", `${text} vs ${tool} ${JSON.stringify(args)}`);
    }),
    { numRuns: 300 },
  );
});

test("adding an unrelated entry never turns a deny into an allow", () => {
  const base = [{ id: "a", text: "Never delete the orders table." }];
  const call = { tool: "run_sql", args: { sql: "DELETE FROM orders WHERE id = 1" } };
  assert.equal(decide(base, call).decision, "deny");
  fc.assert(
    fc.property(fc.constantFrom(...RULE_TEMPLATES), fc.constantFrom(...VERBS), word, fc.boolean(), (tpl, v, n, first) => {
      const extra = { id: "b", text: tpl.replace("{v}", v).replace("{n}", n) };
      const ledger = first ? [extra, ...base] : [...base, extra];
      assert.equal(decide(ledger, call).decision, "deny", extra.text);
    }),
    { numRuns: 200 },
  );
});

test("arbitrary args, 1,000-deep nesting and 1 MB strings never throw", () => {
  const ledger = [
    { id: "a", text: "Never restart the primary." },
    { id: "b", text: "Refunds over $200 need my OK." },
    { id: "c", text: "No more than 3 retries." },
    { id: "d", text: "Don't schedule anything on Fridays." },
  ];
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 6 }), fc.string({ maxLength: 30 }), (v, tool) => {
      const res = decide(ledger, { tool: tool || "t", args: { v: v as never } }, { history: [{ tool: tool || "t", args: { v } }] });
      assert.ok(["allow", "deny", "require_approval"].includes(res.decision));
    }),
    { numRuns: 200 },
  );
  let deep: Record<string, unknown> = { host: "db-primary-1" };
  for (let i = 0; i < 1_000; i++) deep = { x: deep };
  const r1 = decide(ledger, { tool: "restart_service", args: deep });
  assert.ok(r1.signals.some((s) => s.type === "args_truncated"));
  const big = "restart ".repeat(131_072); // 1 MB
  const r2 = decide(ledger, { tool: "Bash", args: { command: big, note: big } }, { history: [{ tool: "Bash", args: { command: big } }] });
  assert.ok(["allow", "deny", "require_approval"].includes(r2.decision));
  const wide = decide(ledger, { tool: "t", args: { list: Array.from({ length: 100_000 }, (_, i) => i) } });
  assert.ok(wide.signals.some((s) => s.type === "args_truncated"));
});
