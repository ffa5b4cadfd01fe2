// ccls12: a constant or variable assignment on a line of its own is code (non-prose.yaml code.assignment);
// a prose "Budget = $500" or a sentence holding a name is not. Lines written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyLines } from "../../src/classify/non-prose.ts";
import { rules } from "./load.ts";

const typeOf = (line: string): string | undefined => classifyLines(line, rules.nonProse)[0]?.type;

test("code.assignment: identifier assignments are skipped", () => {
  for (const line of ["RETRY_CEILING = 4", "  poll_interval_s = 30", "maxUploadMb = 25", "queue_depth: int = 64", "TOTAL_BUDGET += 10"])
    assert.equal(typeOf(line), "skip", line);
});

test("code.assignment: prose with an equals sign or a name stays prose", () => {
  for (const line of ["Budget = $500, hard cap.", "Never set FEATURE_FLAG_X to true in prod.", "Keep max_connections at 100 = the pool size.", "Sam = the on-call this week"])
    assert.notEqual(typeOf(line), "skip", line);
});
