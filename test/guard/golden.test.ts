// Golden whole-pipeline scenarios (own wording and tools), plus the scenario engineer's files as
// a generalization check with an accuracy floor; failures are printed per scenario.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { decide } from "./support.ts";

interface Scenario {
  id: string;
  ledger: { id: string; text: string }[];
  call: { tool: string; args?: Record<string, unknown> };
  history?: unknown[];
  context?: unknown;
  expect: { decision: string; violated: string[] };
}
const load = (dir: string, pick: (file: string) => boolean = () => true): Scenario[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".jsonl") && pick(f))
        .sort()
        .flatMap((f) => readFileSync(join(dir, f), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Scenario))
    : [];

test("golden scenarios: decision and violated ids", () => {
  for (const s of load("test/guard/golden")) {
    const res = decide(s.ledger, s.call, { history: s.history, context: s.context });
    assert.equal(res.decision, s.expect.decision, `${s.id}: ${res.violations.map((v) => v.why).join(" | ")}`);
    assert.deepEqual(res.violations.filter((v) => v.effect !== "warn").map((v) => v.id).sort(), [...s.expect.violated].sort(), s.id);
    for (const v of res.violations) assert.ok(v.why.length > 0, `${s.id}: empty why`);
  }
});

// The floors are what the guard reaches today on other engineers' wording; raise them as it improves.
// fresh-* files are newer scenarios written blind to the guard (other tools, other wording): they
// get their own floor so progress on them shows, and the older files cannot slip behind it.
const floors: { name: string; pick: (f: string) => boolean; floor: number }[] = [
  { name: "scenario files", pick: (f) => !f.startsWith("fresh-"), floor: 0.93 },
  { name: "fresh scenario files", pick: (f) => f.startsWith("fresh-"), floor: 0.7 },
];
for (const { name, pick, floor } of floors)
  test(`${name}: decision accuracy ≥ ${floor}`, () => {
    const all = load("test/guard/scenarios", pick);
    if (!all.length) return;
    const fails: string[] = [];
    for (const s of all) {
      const res = decide(s.ledger, s.call, { history: s.history, context: s.context });
      if (res.decision !== s.expect.decision) fails.push(`${s.id}: expected ${s.expect.decision}, got ${res.decision}`);
    }
    const acc = 1 - fails.length / all.length;
    console.log(`guard ${name}: ${all.length - fails.length}/${all.length} = ${acc.toFixed(3)}\n  ${fails.join("\n  ")}`);
    assert.ok(acc >= floor, `accuracy ${acc.toFixed(3)} below ${floor}`);
  });
