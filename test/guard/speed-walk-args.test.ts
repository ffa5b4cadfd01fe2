// walkArgs was rewritten for speed (a flat stack of 5-slot frames, Object.keys): it must give exactly what
// the straightforward walk below gives, leaves, keys (in its order) and truncation notes alike.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_DEPTH, MAX_STRING, walkArgs, type WalkResult } from "../../src/guard/read-call/walk-args.ts";

function referenceWalk(args: unknown, maxNodes: number): WalkResult {
  const leaves: WalkResult["leaves"] = [];
  const keys: WalkResult["keys"] = [];
  let truncated: string | undefined;
  let nodes = 0;
  const stack: { v: unknown; path: string; key: string; parentKey: string; depth: number }[] = [{ v: args, path: "", key: "", parentKey: "", depth: 0 }];
  while (stack.length) {
    const { v, path, key, parentKey, depth } = stack.pop()!;
    if (++nodes > maxNodes) {
      truncated ??= `more than ${maxNodes} argument nodes; the rest was not read`;
      break;
    }
    if (v === null || v === undefined) continue;
    if (typeof v === "string") {
      if (v.length > MAX_STRING) truncated ??= `string at args.${path} longer than ${MAX_STRING} characters; matched on its start`;
      leaves.push({ path, key, parentKey, value: v.length > MAX_STRING ? v.slice(0, MAX_STRING) : v });
    } else if (typeof v === "number" || typeof v === "boolean") {
      leaves.push({ path, key, parentKey, value: v });
    } else if (typeof v === "object") {
      if (depth >= MAX_DEPTH) {
        truncated ??= `arguments nested deeper than ${MAX_DEPTH} at args.${path}; not read further`;
        continue;
      }
      const isArr = Array.isArray(v);
      const entries: [string, unknown][] = [];
      const room = maxNodes - nodes;
      if (isArr) {
        for (let i = 0; i < v.length && entries.length < room; i++) entries.push([String(i), v[i]]);
        if (v.length > room) truncated ??= `array at args.${path} has ${v.length} items; read the first ${room}`;
      } else {
        for (const k in v) {
          if (entries.length >= room) {
            truncated ??= `object at args.${path} has more keys than the node budget; the rest was not read`;
            break;
          }
          if (Object.hasOwn(v, k)) entries.push([k, (v as Record<string, unknown>)[k]]);
        }
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const childPath = path ? `${path}.${k}` : k;
        if (!isArr) keys.push({ path: childPath, key: k, parentKey: key });
        stack.push({ v: child, path: childPath, key: isArr ? key : k, parentKey: isArr ? parentKey : key, depth: depth + 1 });
      }
    }
  }
  return { leaves, keys, truncated };
}

const nested = (n: number) => {
  let v: unknown = "x";
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { k: v };
  return v;
};

test("walkArgs = the straightforward walk, on JSON of every shape and node budget", () => {
  const args = fc.oneof(
    fc.jsonValue({ maxDepth: 6 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 30 }),
    fc.nat(40).map(nested),
    fc.constant({ big: "y".repeat(MAX_STRING + 1), rows: Array.from({ length: 50 }, (_, i) => ({ i, "0": i })) }),
  );
  fc.assert(
    fc.property(args, fc.constantFrom(2_000, 1_000, 37, 5, 1, 0), (v, max) => assert.deepStrictEqual(walkArgs(v, max), referenceWalk(v, max))),
    { numRuns: 5_000 },
  );
});
