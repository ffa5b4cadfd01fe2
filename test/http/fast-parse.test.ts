// The hand-written request checks (src/contract/fast-parse.ts) must return exactly what zod's
// safeParse returns, or defer (undefined). Property test over random valid and near-valid bodies:
// boundary lengths, wrong types, unknown and "__proto__" keys, odd numbers, rare fields.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { OUTDATED_FOR, fastGuardRequest, fastSingleClassifyRequest } from "../../src/contract/fast-parse.ts";
import { guardRequestSchema } from "../../src/contract/guard.ts";
import { SingleClassifyRequest } from "../../src/contract/classify.ts";

const LIMITS = { maxLedgerEntries: 4, maxHistory: 3 };
const GuardRequest = guardRequestSchema(LIMITS);

/** A JSON object with the given entries; "__proto__" becomes an own key, as JSON.parse makes it. */
const obj = (entries: [string, unknown][]) => JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<string, unknown>;

// strings around every length bound in the schemas (1, 100, 200, 512, 4000, 10000)
const sized = fc.constantFrom(0, 1, 2, 99, 100, 101, 199, 200, 201, 511, 512, 513, 3_999, 4_000, 4_001, 10_000, 10_001).map((n) => "x".repeat(n));
const num = fc.oneof(
  fc.integer({ min: -3, max: 1_000 }),
  fc.constantFrom(-0, 0.5, 2 ** 53, 2 ** 53 - 1, 1e9, 1e9 + 1, -1, 1e300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
type Parts = [string, unknown][];
const none = fc.constant([] as Parts);

/** Request bodies; `noisy` mixes in junk values, missing fields and bad keys everywhere (near-valid),
 * otherwise only the values themselves vary (mostly valid, so the fast path is exercised). */
function bodies(noisy: boolean) {
  const n = noisy ? 1 : 0;
  const str = noisy ? fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constant(""), sized) : fc.string({ minLength: 1, maxLength: 6 });
  const junk = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant([]), fc.constant({}), str);
  const key = noisy ? fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("__proto__", "constructor", "toString", "0", "x".repeat(101), "x".repeat(201))) : fc.string({ maxLength: 4 });
  const scalar = fc.oneof(fc.constant(null), fc.boolean(), noisy ? num : fc.integer(), str);
  const record = <T>(value: fc.Arbitrary<T>) => fc.array(fc.tuple(key, value), { maxLength: 4 }).map(obj);
  const one = <T>(k: string, value: fc.Arbitrary<T>) => value.map((v) => [[k, v]] as Parts);
  // optional fields: absent, a fitting value, or (noisy) junk
  const opt = (k: string, value: fc.Arbitrary<unknown>) => (n ? fc.oneof(none, one(k, value), one(k, junk)) : fc.oneof(none, one(k, value)));
  const req = (k: string, value: fc.Arbitrary<unknown>) => (n ? fc.oneof({ weight: 6, arbitrary: one(k, value) }, none, one(k, junk)) : one(k, value));
  const extra = fc.oneof(none, fc.tuple(key, junk).map((e) => [e]));
  const shape = (...parts: fc.Arbitrary<Parts>[]) => fc.tuple(...parts).map((ps) => obj(ps.flat()));

  const toolCall = shape(req("tool", str), opt("args", record(fc.oneof(junk, fc.constant({ a: [1, { b: "c" }] })))), extra);
  const iso = noisy
    ? fc.constantFrom("2026-01-01T00:00:00Z", "2026-01-01T00:00:00+02:00", "2026-13-01T00:00:00Z", "yesterday", "2026-01-01")
    : fc.constantFrom("2026-01-01T00:00:00Z", "2026-01-01T00:00:00+02:00", "2026-06-30T23:59:59.5Z");
  const entry = shape(
    req("id", str),
    req("text", str),
    opt("kind", noisy ? fc.constantFrom("prohibition", "limit", "rule") : fc.constantFrom("prohibition", "requirement", "limit", "preference", "condition")),
    opt("scope", shape(req("type", str), req("id", str), extra)),
    opt("expires_at", iso),
    opt("effect", noisy ? fc.constantFrom("deny", "warn", "block") : fc.constantFrom("deny", "require_approval", "warn")),
    opt("when", record(scalar)),
    opt("match", noisy ? fc.constantFrom({ tools: ["x*"] }, { tools: [""] }, { tools: "x" }) : fc.constantFrom({ tools: ["x*"] }, { args: [{ path: "a", gt: 1 }] }, { tools: ["y"], args: [] })),
    opt("requires", noisy ? fc.constantFrom({ tool: "build" }, { tool: "" }) : fc.constantFrom({ tool: "build" }, { tool: "t", correlate: [{ call: "a", earlier: "b" }] })),
    opt("source_turn", noisy ? num : fc.nat()),
    extra,
  );
  const context = shape(
    opt("scopes", record(noisy ? fc.oneof(str, junk) : str)),
    opt("flags", record(scalar)),
    opt("now", iso),
    opt("rejected_approaches", noisy ? fc.constantFrom([], [{ tool: "" }], "no") : fc.constantFrom([], [{ tool: "x" }], [{ text: "single ALTER" }])),
    extra,
  );
  const guard = shape(
    req("call", toolCall),
    req("ledger", fc.array(entry, { maxLength: noisy ? 5 : 4 })),
    opt("context", context),
    opt("history", fc.array(toolCall, { maxLength: noisy ? 4 : 3 })),
    extra,
  );
  const classify = shape(
    req("text", noisy ? fc.oneof({ weight: 20, arbitrary: str }, fc.constantFrom("y".repeat(1_000_000), "y".repeat(1_000_001))) : str),
    opt("turn", noisy ? num : fc.integer({ min: 0, max: 1_000_000_000 })),
    opt("explain", fc.boolean()),
    extra,
  );
  return { guard, classify };
}

/** A valid body with exactly one defect somewhere: a value replaced (boundary lengths, wrong types,
 * odd numbers, near-miss enums and dates), a key deleted, or a key added (long, "__proto__"). */
function oneDefect(valid: fc.Arbitrary<Record<string, unknown>>) {
  const replacement = fc.oneof(
    sized,
    num,
    fc.constantFrom(null, true, [], {}, "", "prohibitions", "Deny", "2026-02-30T00:00:00Z", "2026-01-01T00:00:00", [{}], [null], { tool: "" }),
  );
  const addedKey = fc.constantFrom("__proto__", "x".repeat(101), "x".repeat(201), "zz", "0");
  const bound = fc.constantFrom(0, 1, 100, 101, 200, 201, 512, 513, 4_000, 4_001, 10_000, 10_001);
  return fc.tuple(valid, fc.nat(), fc.nat(3), replacement, addedKey, bound).map(([body, pick, op, value, k, len]) => {
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    (function walk(v: unknown) {
      if (Array.isArray(v)) v.forEach((c, i) => (slots.push([v, i]), walk(c)));
      else if (v && typeof v === "object") for (const key of Object.keys(v)) slots.push([v as Record<string, unknown>, key]), walk((v as Record<string, unknown>)[key]);
    })(body);
    if (!slots.length) return body;
    const [parent, key] = slots[pick % slots.length]!;
    const slot = parent as Record<string | number, unknown>;
    if (op === 3 && typeof slot[key] === "string") slot[key] = "x".repeat(len); // a string at a length bound
    else if (op === 0 || op === 3) slot[key] = value;
    else if (op === 1 && !Array.isArray(parent)) delete parent[key as string];
    else if (!Array.isArray(parent)) Object.defineProperty(parent, k, { value, enumerable: true, writable: true, configurable: true });
    else parent.push(value);
    return JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  });
}

function sameAsZod<T>(fast: T | undefined, zod: { success: boolean; data?: unknown }, counts: { fast: number; zodOk: number }) {
  if (zod.success) counts.zodOk++;
  if (fast === undefined) return;
  counts.fast++;
  assert.ok(zod.success, "the fast path accepted what zod rejects");
  assert.deepStrictEqual(fast, zod.data);
  assert.equal(JSON.stringify(fast), JSON.stringify(zod.data), "same key order");
}

describe("fast request checks = zod", () => {
  test("the checks know every field of the schemas (else they are off: update src/contract/fast-parse.ts)", () => {
    assert.deepEqual(OUTDATED_FOR, []);
  });

  for (const noisy of [false, true]) {
    const { guard, classify } = bodies(noisy);
    if (noisy) {
      const valid = bodies(false);
      test("guard, valid bodies with one defect: the fast result deep-equals zod's data, or defers", () => {
        const counts = { fast: 0, zodOk: 0 };
        fc.assert(fc.property(oneDefect(valid.guard), (body) => sameAsZod(fastGuardRequest(body, LIMITS), GuardRequest.safeParse(body), counts)), { numRuns: 3_000 });
      });
      test("single classify, valid bodies with one defect: same", () => {
        const counts = { fast: 0, zodOk: 0 };
        fc.assert(fc.property(oneDefect(valid.classify), (body) => sameAsZod(fastSingleClassifyRequest(body), SingleClassifyRequest.safeParse(body), counts)), { numRuns: 1_000 });
      });
    }
    const kind = noisy ? "near-valid" : "valid";
    test(`guard, ${kind} bodies: the fast result deep-equals zod's data, or defers`, () => {
      const counts = { fast: 0, zodOk: 0 };
      fc.assert(
        fc.property(guard, (body) => sameAsZod(fastGuardRequest(body, LIMITS), GuardRequest.safeParse(body), counts)),
        { numRuns: 1_500 },
      );
      // the generator must reach the fast path often, or the property says little
      if (!noisy) assert.ok(counts.fast > 1_000 && counts.fast >= counts.zodOk * 0.9, `fast ${counts.fast} of ${counts.zodOk} valid`);
      // near-valid bodies are mostly invalid: this run is about never accepting what zod rejects
    });

    test(`single classify, ${kind} bodies: the fast result deep-equals zod's data, or defers`, () => {
      const counts = { fast: 0, zodOk: 0 };
      fc.assert(
        fc.property(classify, (body) => sameAsZod(fastSingleClassifyRequest(body), SingleClassifyRequest.safeParse(body), counts)),
        { numRuns: 1_000 },
      );
      assert.ok(counts.fast > 100 && counts.fast === counts.zodOk, `fast ${counts.fast} of ${counts.zodOk} valid`);
    });
  }

  test("table: defaults, stripping and the shapes that defer", () => {
    const cases: [string, unknown, "fast" | "defer"][] = [
      ["args defaulted to {}", { call: { tool: "t" }, ledger: [] }, "fast"],
      ["unknown keys stripped at every level", { call: { tool: "t", x: 1 }, ledger: [{ id: "a", text: "b", y: 2, scope: { type: "c", id: "d", z: 3 } }], q: 1 }, "fast"],
      ["rare fields via their sub-schemas", { call: { tool: "t" }, ledger: [{ id: "a", text: "b", expires_at: "2026-01-01T00:00:00Z", when: { f: true }, match: { tools: ["t*"] } }], context: { now: "2026-01-01T00:00:00Z", rejected_approaches: [{ tool: "t" }] } }, "fast"],
      ["ledger over the cap: zod answers 413", { call: { tool: "t" }, ledger: Array.from({ length: 5 }, (_, i) => ({ id: `e${i}`, text: "x" })) }, "defer"],
      ["history over the cap", { call: { tool: "t" }, ledger: [], history: Array.from({ length: 4 }, () => ({ tool: "t" })) }, "defer"],
      ["__proto__ in args: zod drops it", JSON.parse('{"call":{"tool":"t","args":{"__proto__":{"a":1}}},"ledger":[]}'), "defer"],
      ["bad datetime", { call: { tool: "t" }, ledger: [{ id: "a", text: "b", expires_at: "soon" }] }, "defer"],
      ["unsafe integer turn", { call: { tool: "t" }, ledger: [{ id: "a", text: "b", source_turn: 2 ** 53 }] }, "defer"],
    ];
    for (const [name, body, want] of cases) {
      const fast = fastGuardRequest(body as Record<string, unknown>, LIMITS);
      const zod = GuardRequest.safeParse(body);
      assert.equal(fast === undefined ? "defer" : "fast", want, name);
      if (fast) assert.deepStrictEqual(fast, zod.data, name);
    }
  });
});
