// Hostile input over HTTP: whatever a client sends to /v1/classify or /v1/guard, the answer is a
// 200 whose body matches the contract schemas, or a 4xx problem+json without internals. Never a
// 5xx, never a hang (each request has a 10 s guard), never a stack trace.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_BATCH_MESSAGES } from "../../src/contract/classify.ts";
import { assertClassifyAnswer, assertGuardAnswer, assertProblem, post, startHostileServer } from "./hostile-app.ts";

type Harness = Awaited<ReturnType<typeof startHostileServer>>;
let h: Harness;
before(async () => {
  h = await startHostileServer();
});
after(() => h.close());

// Seeded, so a failure reproduces; fast-check prints the counterexample and the seed.
const runs = (numRuns: number) => ({ numRuns, seed: 20_240_611, endOnFailure: true });

// --- generators ------------------------------------------------------------------------------

// Pieces that break naive text handling: RTL, emoji (ZWJ sequences, flags, skin tones), combining
// marks, zero-width and bidi controls, NUL and other C0 controls, lone surrogates, CRLF, tabs.
const NASTY = [
  "مرحبا بالعالم", "שלום", "\u202e\u202dreversed\u202c", "👩‍👩‍👧‍👦", "🇺🇸", "👍🏽", "e\u0301\u0302\u0303", "Z\u0351\u0300\u036b\u0303\u036a",
  "\u200b\u200d\ufeff", "\u0000", "\u0007\u001b[31m", "\ud800", "\udfff", "\udbff\udfff", "\r\n", "\t", "\u2028\u2029", "\ufffd",
  "日本語のテキスト", "Ελληνικά", "ｆｕｌｌｗｉｄｔｈ", "𝐛𝐨𝐥𝐝", "İı", "ß", "\u00a0", "...", "!!!", "?", "- ", "* ", "1. ", "> ", "```",
  '"', "'", "\\", "/", "${x}", "%s", "<script>", "&amp;",
];
// Words that carry rules, numbers and tools, so the cores get past their fast exits.
const RULE_WORDS = [
  "never", "do not", "don't", "must", "always", "only", "at most", "no more than", "ask me before", "without my approval",
  "restart", "delete", "deploy", "send", "email", "push", "force-push", "merge", "pay", "refund", "drop", "prod", "production",
  "the primary", "staging", "#general", "C01ABCDEF", "ops@example.com", "/etc/passwd", "main", "$500", "10k", "3", "1e308",
  "-0", "NaN", "Infinity", "rows", "per day", "on Fridays", "after 5pm ET", "for INC-42", "until Monday", "because", ".",
  ",", "and", "or", "*", "?", "**", "a*b?c", "x".repeat(300),
];
// Keys and words that collide with Object.prototype members when used as map keys.
const PROTO_WORDS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__", "isPrototypeOf"];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...RULE_WORDS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_WORDS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);
const hostileText = (maxPieces = 40) =>
  fc.array(fc.tuple(piece, fc.constantFrom(" ", " ", "", "\n", ". ", ", ", "\n\n")), { maxLength: maxPieces }).map((ps) => ps.map(([p, s]) => p + s).join(""));
const hostileKey = fc.oneof(fc.constantFrom(...PROTO_WORDS, "amount", "host", "sql", "command", "to", "channel", "path"), fc.string({ unit: "binary", maxLength: 12 }));
const hostileArgs = fc.dictionary(hostileKey, fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileText(8)), { maxKeys: 8 });
const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
const isoDate = fc.constantFrom(
  "2024-05-03T17:30:00Z", "2024-05-03T17:30:00+14:00", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2000-02-29T12:00:00-12:00",
  "0000-01-01T00:00:00Z", "2024-13-45T99:99:99Z", "not a date", "",
);

const ledgerEntry = fc.record(
  {
    id: fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom(...PROTO_WORDS)),
    text: hostileText(16),
    kind: fc.constantFrom("prohibition", "requirement", "limit", "preference", "condition"),
    scope: fc.record({ type: fc.oneof(fc.constantFrom("incident", ...PROTO_WORDS), fc.string({ maxLength: 8 })), id: fc.string({ maxLength: 8 }) }),
    expires_at: isoDate,
    effect: fc.constantFrom("deny", "require_approval", "warn"),
    when: fc.dictionary(hostileKey, scalar, { maxKeys: 3 }),
    match: fc.record(
      {
        tools: fc.array(fc.oneof(fc.constantFrom("*", "**", "?", "*_*", "mcp__*__send*", "*a*a*a*a*a*a*a*a*b"), fc.string({ maxLength: 12 })), { maxLength: 4 }),
        args: fc.array(
          fc.record(
            {
              path: fc.oneof(fc.constantFrom("*", "*.*.*", "a.*.b", "__proto__.x", "constructor", "items.*.amount", "..", "0"), fc.string({ maxLength: 12 })),
              equals: scalar,
              glob: fc.oneof(fc.constantFrom("*", "*a*a*a*a*a*a*a*a*a*a*b", "?".repeat(50)), fc.string({ maxLength: 12 })),
              contains: fc.string({ minLength: 1, maxLength: 8 }),
              gt: fc.double(),
              gte: fc.integer(),
              lt: fc.double(),
              lte: fc.double(),
            },
            { requiredKeys: ["path"] },
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    ),
    requires: fc.record(
      {
        tool: fc.oneof(fc.constantFrom("*", "log_*", "?"), fc.string({ minLength: 1, maxLength: 8 })),
        correlate: fc.array(fc.record({ call: fc.constantFrom("id", "a.b", "*", "__proto__"), earlier: fc.constantFrom("id", "x.*", "constructor") }), { maxLength: 3 }),
      },
      { requiredKeys: ["tool"] },
    ),
    source_turn: fc.nat(),
  },
  { requiredKeys: ["id", "text"] },
);
const toolCall = fc.record({
  tool: fc.oneof(fc.constantFrom("restart_service", "mcp__slack__post_message", "sendEmail", "git-push", "run_shell", ...PROTO_WORDS), fc.string({ minLength: 1, maxLength: 30 })),
  args: hostileArgs,
});
const guardBody = fc.record(
  {
    call: toolCall,
    ledger: fc.array(ledgerEntry, { maxLength: 6 }),
    context: fc.record(
      {
        scopes: fc.dictionary(hostileKey, fc.string({ maxLength: 10 }), { maxKeys: 3 }),
        flags: fc.dictionary(hostileKey, scalar, { maxKeys: 3 }),
        now: isoDate,
        rejected_approaches: fc.array(fc.record({ tool: fc.string({ minLength: 1, maxLength: 20 }), args: hostileArgs, text: hostileText(6) }, { requiredKeys: [] }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
    history: fc.array(toolCall, { maxLength: 4 }),
  },
  { requiredKeys: ["call", "ledger"] },
);

/** Sets `value` at a dotted path of a JSON-cloned body (creating what is missing). */
function replaceAt(body: unknown, path: string, value: unknown): unknown {
  const out = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split(".");
  let cur: Record<string, unknown> = out;
  for (const k of keys.slice(0, -1)) {
    if (cur[k] === null || typeof cur[k] !== "object") cur[k] = /^\d+$/.test(k) ? [] : {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[keys.at(-1)!] = value;
  return out;
}

const VALID_CLASSIFY = { text: "Never push to main without a review. Thanks!", turn: 3, explain: true };
const VALID_BATCH = { messages: [{ id: "m1", text: "Keep replies short.", turn: 1 }], explain: false };
const VALID_GUARD = {
  call: { tool: "restart_service", args: { host: "db-primary-1", count: 2 } },
  ledger: [
    {
      id: "c1",
      text: "Do not restart the primary.",
      kind: "prohibition",
      scope: { type: "incident", id: "INC-42" },
      expires_at: "2030-01-01T00:00:00Z",
      effect: "deny",
      when: { resync: true },
      match: { tools: ["restart_*"], args: [{ path: "host", glob: "*primary*", contains: "db", gt: 1, gte: 1, lt: 9, lte: 9, equals: "x" }] },
      requires: { tool: "check_*", correlate: [{ call: "host", earlier: "host" }] },
      source_turn: 2,
    },
  ],
  context: { scopes: { incident: "INC-42" }, flags: { resync: true }, now: "2024-05-03T17:30:00Z", rejected_approaches: [{ tool: "x", args: {}, text: "y" }] },
  history: [{ tool: "check_health", args: { host: "db-primary-1" } }],
};
const CLASSIFY_PATHS = ["text", "turn", "explain", "messages", "messages.0", "messages.0.id", "messages.0.text", "messages.0.turn"];
const GUARD_PATHS = [
  "call", "call.tool", "call.args", "ledger", "ledger.0", "ledger.0.id", "ledger.0.text", "ledger.0.kind", "ledger.0.scope", "ledger.0.scope.type",
  "ledger.0.scope.id", "ledger.0.expires_at", "ledger.0.effect", "ledger.0.when", "ledger.0.when.resync", "ledger.0.match", "ledger.0.match.tools",
  "ledger.0.match.tools.0", "ledger.0.match.args", "ledger.0.match.args.0", "ledger.0.match.args.0.path", "ledger.0.match.args.0.equals",
  "ledger.0.match.args.0.glob", "ledger.0.match.args.0.contains", "ledger.0.match.args.0.gt", "ledger.0.match.args.0.lte", "ledger.0.requires",
  "ledger.0.requires.tool", "ledger.0.requires.correlate", "ledger.0.requires.correlate.0.call", "ledger.0.source_turn", "context", "context.scopes",
  "context.scopes.incident", "context.flags", "context.now", "context.rejected_approaches", "context.rejected_approaches.0.args", "history",
  "history.0", "history.0.tool", "history.0.args",
];

// Values of every JSON type plus the awkward ones: huge and tiny numbers, -0, strings that look
// like numbers, empty containers, prototype keys.
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -1e308, 5e-324, -0, 0, -1, 2 ** 53 + 1, 1.5, "NaN", "Infinity", "-0", "1e308", "", [], {}, null, true, { __proto__: null }),
  fc.constantFrom(...PROTO_WORDS).map((k) => JSON.parse(`{"${k}": {"x": 1}}`) as unknown),
);

// --- /v1/classify ----------------------------------------------------------------------------

describe("/v1/classify under hostile input", () => {
  test("the two contract examples still answer 200 (sanity for the generators' base bodies)", async () => {
    assert.equal((await post(h.server, "/v1/classify", VALID_CLASSIFY)).status, 200);
    assert.equal((await post(h.server, "/v1/classify", VALID_BATCH)).status, 200);
  });

  test("any JSON value as the body: 200 or 4xx problem", async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, async (body) => assertClassifyAnswer(await post(h.server, "/v1/classify", body), body, "classify")),
      runs(60),
    );
  });

  test("a wrong value at every field: 200 or 4xx problem", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CLASSIFY_PATHS), anyValue, fc.boolean(), async (path, value, batch) => {
        const body = replaceAt(batch ? VALID_BATCH : VALID_CLASSIFY, path, value);
        assertClassifyAnswer(await post(h.server, "/v1/classify", body), body, `classify ${path}`);
      }),
      runs(80),
    );
  });

  test("unicode soup (RTL, emoji, combining marks, NUL, lone surrogates) gives 200 with offsets that slice", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(60), fc.option(fc.nat({ max: 1_000_000_000 }), { nil: undefined }), fc.boolean(), async (text, turn, explain) => {
        const body = { text, turn, explain };
        const res = await post(h.server, "/v1/classify", body);
        assert.equal(res.status, 200, res.text.slice(0, 300));
        assertClassifyAnswer(res, body, "classify soup");
      }),
      runs(80),
    );
  });

  test("batch of soup messages gives 200 per message", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ id: fc.string({ minLength: 1, maxLength: 8 }), text: hostileText(15) }), { minLength: 1, maxLength: 15 }), async (messages) => {
        const body = { messages, explain: true };
        const res = await post(h.server, "/v1/classify", body);
        assert.equal(res.status, 200, res.text.slice(0, 300));
        assertClassifyAnswer(res, body, "classify batch");
      }),
      runs(25),
    );
  });

  test("a batch over MAX_BATCH_MESSAGES is a 4xx naming the field", async () => {
    const messages = Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => ({ id: `m${i}`, text: "ok" }));
    const res = await post(h.server, "/v1/classify", { messages });
    assertProblem(res, "batch over cap");
    assert.match(res.text, /messages/);
  });

  // Long strings, each built once (the body limit is 1 MB).
  const LONG: [string, string][] = [
    ["900 KB of rule words", "never restart prod. ".repeat(45_000)],
    ["900 KB of one letter", "a".repeat(900_000)],
    ["900 KB without spaces or letters", "9".repeat(900_000)],
    ["900 KB of newlines", "\n".repeat(900_000)],
    ["900 KB of one-word sentences", "x. ".repeat(300_000)],
    ["900 KB of bullets", "- do not\n".repeat(100_000)],
    ["200k emoji (800 KB of UTF-8)", "😀".repeat(200_000)],
    ["150k lone surrogates (escaped \\ud800, 900 KB of JSON)", "\ud800".repeat(150_000)],
    ["300k combining marks on one letter", "a" + "\u0301".repeat(300_000)],
    ["450k NULs", "\u0000".repeat(150_000)],
    ["900 KB of one quote mark", '"'.repeat(450_000)],
    ["900 KB of open parentheses", "(".repeat(900_000)],
    ["1,000,000 characters: exactly MAX_TEXT_CHARS", "b".repeat(1_000_000)],
  ];
  for (const [name, text] of LONG)
    test(`long text: ${name}`, async () => {
      const res = await post(h.server, "/v1/classify", { text });
      assertClassifyAnswer(res, { text }, name);
    });

  test("text over MAX_TEXT_CHARS is a 4xx naming the field", async () => {
    const res = await post(h.server, "/v1/classify", { text: "b".repeat(1_000_001) });
    assertProblem(res, "text over cap");
    assert.match(res.text, /text/);
  });

  test("a body over BODY_LIMIT is 413 problem+json", async () => {
    const res = await post(h.server, "/v1/classify", { text: "😀".repeat(300_000) });
    assert.equal(res.status, 413);
    assertProblem(res, "over body limit");
  });
});

// --- /v1/guard -------------------------------------------------------------------------------

describe("/v1/guard under hostile input", () => {
  test("the base body answers 200 (sanity for the generators)", async () => {
    const res = await post(h.server, "/v1/guard", VALID_GUARD);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assertGuardAnswer(res, "base");
  });

  test("any JSON value as the body: 200 or 4xx problem", async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, async (body) => void assertGuardAnswer(await post(h.server, "/v1/guard", body), "guard")),
      runs(60),
    );
  });

  test("a wrong value at every field: 200 or 4xx problem", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GUARD_PATHS), anyValue, async (path, value) => {
        const body = replaceAt(VALID_GUARD, path, value);
        assertGuardAnswer(await post(h.server, "/v1/guard", body), `guard ${path}`);
      }),
      runs(120),
    );
  });

  test("structurally plausible requests with hostile text, keys, globs and numbers: 200 or 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(guardBody, async (body) => void assertGuardAnswer(await post(h.server, "/v1/guard", body), "guard plausible")),
      runs(120),
    );
  });

  test("the same hostile entries with every field valid answer 200 with a decision", async () => {
    // Only id + text, so nothing fails validation: the compiler has to cope with whatever the words are.
    const entry = fc.record({ id: fc.string({ minLength: 1, maxLength: 10 }), text: hostileText(16).filter((t) => t.length > 0 && t.length <= 4_000) });
    await fc.assert(
      fc.asyncProperty(toolCall, fc.array(entry, { maxLength: 8 }), fc.array(toolCall, { maxLength: 3 }), async (call, ledger, history) => {
        const res = await post(h.server, "/v1/guard", { call, ledger, history });
        assert.equal(res.status, 200, res.text.slice(0, 400));
        const body = assertGuardAnswer(res, "guard text-only")!;
        for (const v of body.violations) assert.ok(ledger.some((e) => e.id === v.id), `violation ${v.id} names a ledger entry`);
      }),
      runs(100),
    );
  });

  // Deep nesting built as JSON text, so neither this test nor JSON.stringify recurses.
  const deepObject = (levels: number, leaf = '"db-primary-1"') => '{"a":'.repeat(levels) + leaf + "}".repeat(levels);
  const deepArray = (levels: number) => "[".repeat(levels) + '"rm -rf /"' + "]".repeat(levels);
  const DEEP_LEDGER = JSON.stringify([
    { id: "d1", text: "Never restart the primary." },
    { id: "d2", text: "Do not run rm -rf anywhere." },
    { id: "d3", text: "No more than $500 per refund." },
  ]);
  for (const levels of [1_000, 10_000])
    for (const [shape, deep] of [
      ["object", deepObject(levels)],
      ["array", deepArray(levels)],
    ] as const)
      test(`args nested ${levels} levels (${shape}) in the call, history and rejected approaches`, async () => {
        const call = `{"tool":"restart_service","args":{"host":"db-primary-1","deep":${deep}}}`;
        const raw = `{"call":${call},"ledger":${DEEP_LEDGER},"history":[${call},${call}],"context":{"rejected_approaches":[{"tool":"restart_service","args":{"deep":${deep}}}]}}`;
        const res = await post(h.server, "/v1/guard", raw, true);
        assert.equal(res.status, 200, res.text.slice(0, 300));
        assertGuardAnswer(res, `deep ${shape} ${levels}`);
      });

  test("a ledger entry whose when/match values are nested 10,000 deep is a 4xx, not a crash", async () => {
    const raw = `{"call":{"tool":"x","args":{}},"ledger":[{"id":"w","text":"never x","when":{"f":${deepObject(10_000)}}}]}`;
    assertGuardAnswer(await post(h.server, "/v1/guard", raw, true), "deep when");
  });

  test("wide arguments: 50k keys in one object, 50k items in one array", async () => {
    const wideObj = (n: number) => "{" + Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(",") + "}";
    const wideArr = "[" + Array.from({ length: 50_000 }, (_, i) => `{"amount":${i}}`).join(",") + "]";
    const ledger = JSON.stringify([{ id: "w1", text: "Never spend more than $500 in one call." }, { id: "w2", text: "Don't touch key k49999." }]);
    const bodies = [
      `{"call":{"tool":"pay","args":{"wide":${wideObj(50_000)}}},"ledger":${ledger}}`,
      `{"call":{"tool":"pay","args":${wideObj(50_000)}},"ledger":${ledger}}`,
      `{"call":{"tool":"pay","args":{"items":${wideArr}}},"ledger":${ledger}}`,
      // the same wide call in history too, for the repeated-work comparison
      `{"call":{"tool":"pay","args":${wideObj(25_000)}},"ledger":${ledger},"history":[{"tool":"pay","args":${wideObj(25_000)}}]}`,
    ];
    for (const raw of bodies) {
      assert.ok(Buffer.byteLength(raw) < 1024 * 1024, "the body stays under BODY_LIMIT");
      const res = await post(h.server, "/v1/guard", raw, true);
      assert.equal(res.status, 200, res.text.slice(0, 300));
      assertGuardAnswer(res, "wide");
    }
  });

  test("a wide context (50k scopes and flags) and a wide when", async () => {
    const wide = (v: string) => "{" + Array.from({ length: 20_000 }, (_, i) => `"k${i}":${v}`).join(",") + "}";
    const raw = `{"call":{"tool":"deploy","args":{}},"ledger":[{"id":"a","text":"never deploy","when":${wide("true")}}],"context":{"scopes":${wide('"s"')},"flags":${wide("true")}}}`;
    assertGuardAnswer(await post(h.server, "/v1/guard", raw, true), "wide context");
  });

  const distinctEntries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `e${i}`, text: `Never delete bucket logs-${i} or table t_${i}; at most ${i + 1} rows per call.` }));
  test("a ledger of exactly MAX_LEDGER_ENTRIES distinct entries answers 200", async () => {
    // Compiling 1,000 fresh entries cold takes seconds on a busy 2-core box (see bench/hostile.ts),
    // so this guard is wider than the others: it catches a hang, not slowness.
    const res = await post(h.server, "/v1/guard", { call: { tool: "delete_bucket", args: { bucket: "logs-999" } }, ledger: distinctEntries(h.config.MAX_LEDGER_ENTRIES) }).timeout({ response: 30_000, deadline: 40_000 });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assertGuardAnswer(res, "ledger at cap");
  });
  test("one entry over MAX_LEDGER_ENTRIES is a 413 that names the limit", async () => {
    const res = await post(h.server, "/v1/guard", { call: { tool: "x", args: {} }, ledger: distinctEntries(h.config.MAX_LEDGER_ENTRIES + 1) });
    assert.equal(res.status, 413);
    assertProblem(res, "ledger over cap");
    assert.match(res.text, /MAX_LEDGER_ENTRIES/);
  });
  test("history of exactly MAX_HISTORY calls answers 200; one more is 413 naming the limit", async () => {
    const history = Array.from({ length: h.config.MAX_HISTORY }, (_, i) => ({ tool: "query_db", args: { sql: `select ${i}`, nested: { a: [i, { b: i }] } } }));
    const body = { call: { tool: "query_db", args: { sql: "select 999" } }, ledger: distinctEntries(50), history };
    const ok = await post(h.server, "/v1/guard", body);
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    assertGuardAnswer(ok, "history at cap");
    const over = await post(h.server, "/v1/guard", { ...body, history: [...history, history[0]] });
    assert.equal(over.status, 413);
    assertProblem(over, "history over cap");
    assert.match(over.text, /MAX_HISTORY/);
  });

  test("1 MB-ish strings in args, entry text at its cap, long tool names", async () => {
    const big = "restart the primary ".repeat(40_000); // 800 KB
    const body = {
      call: { tool: "r".repeat(512), args: { cmd: big, host: "db-primary-1 ".repeat(10_000) } },
      ledger: [
        { id: "t", text: "never ".repeat(666) + "x" },
        { id: "u", text: "Do not restart the primary. ".repeat(140).slice(0, 4_000) },
        { id: "v", text: "a".repeat(4_000) },
      ],
      history: [{ tool: "r".repeat(512), args: { cmd: "x" } }],
    };
    assertGuardAnswer(await post(h.server, "/v1/guard", body), "long strings");
    const over = await post(h.server, "/v1/guard", { ...body, call: { tool: "r".repeat(513), args: {} } });
    assertProblem(over, "tool over cap");
  });

  test("pathological globs against long values stay bounded", async () => {
    const body = {
      call: { tool: "a".repeat(512), args: { v: "a".repeat(500_000), w: ["a".repeat(8_000), "ab".repeat(4_000)] } },
      ledger: [
        { id: "g1", text: "never x", match: { tools: ["*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b"], args: [{ path: "*", glob: "*a".repeat(249) + "b" }] } },
        { id: "g2", text: "never x", match: { args: [{ path: "w.*", glob: "*?*?*?*?*?*?*?*?*?*?c" }, { path: "v", contains: "a".repeat(500) + "b" }] } },
      ],
      history: Array.from({ length: 50 }, () => ({ tool: "a".repeat(511) + "b", args: {} })),
    };
    assertGuardAnswer(await post(h.server, "/v1/guard", body), "globs");
  });

  test("duplicate keys: the last one wins, nothing crashes", async () => {
    const raws = [
      '{"call":{"tool":"restart_service","tool":"read_file","args":{"host":"db-primary-1"}},"ledger":[{"id":"a","id":"b","text":"x","text":"Never restart the primary."}]}',
      '{"call":{"tool":"x","args":{}},"call":{"tool":"restart_service","args":{"host":"db-primary-1","host":"db-replica-2"}},"ledger":[],"ledger":[{"id":"a","text":"Never restart the primary."}]}',
      '{"call":{"tool":"x","args":{"__proto__":{"tool":"y"},"constructor":{"prototype":{"x":1}}}},"ledger":[{"id":"__proto__","text":"never touch __proto__ or constructor"}],"__proto__":{"ledger":[]}}',
    ];
    for (const raw of raws) {
      const res = await post(h.server, "/v1/guard", raw, true);
      assert.equal(res.status, 200, res.text.slice(0, 300));
      assertGuardAnswer(res, "duplicate keys");
    }
    const res = await post(h.server, "/v1/classify", '{"text":"hello","text":"Never push to main.","turn":1,"turn":2}', true);
    assert.equal(res.status, 200);
    assertClassifyAnswer(res, { text: "Never push to main." }, "classify duplicate keys");
  });

  test("numbers at the edges: 1e308, 1e309 (parses to Infinity), -0, 5e-324, NaN-looking strings", async () => {
    const amounts = ["1e308", "1e309", "-1e309", "-0", "5e-324", "9007199254740993", '"NaN"', '"Infinity"', '"-0"', '"1e308"', '"$1e308"', "[1e308,1e308]"];
    for (const a of amounts) {
      const raw = `{"call":{"tool":"issue_refund","args":{"amount":${a},"items":[{"amount":${a}},{"amount":${a}}],"count":${a}}},"ledger":[{"id":"r","text":"Refunds over $500 need my approval."},{"id":"s","text":"No more than 3 items per order."},{"id":"m","text":"cap","match":{"args":[{"path":"amount","gt":1e308,"lte":-0}]}}],"history":[{"tool":"issue_refund","args":{"amount":${a}}}]}`;
      const res = await post(h.server, "/v1/guard", raw, true);
      assertGuardAnswer(res, `amount ${a}`);
    }
    for (const turn of ["1e308", "-0", "1e309", "0.5", '"1"', "-1", "1000000001"])
      assertClassifyAnswer(await post(h.server, "/v1/classify", `{"text":"Never push to main.","turn":${turn}}`, true), {}, `turn ${turn}`);
  });

  test("clock edges: context.now at the ends of the range and time rules", async () => {
    for (const now of ["1970-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2024-03-10T02:30:00-05:00", "2024-02-29T23:59:60Z", "2024-05-03T17:30:00+23:59"]) {
      const body = {
        call: { tool: "deploy_service", args: { env: "production" } },
        ledger: [
          { id: "f", text: "Never deploy to production on Fridays after 3pm Pacific." },
          { id: "e", text: "Do not deploy.", expires_at: now },
          { id: "w", text: "No deploys on weekends or between 22:00 and 06:00 UTC." },
        ],
        context: { now },
      };
      assertGuardAnswer(await post(h.server, "/v1/guard", body), `now ${now}`);
    }
  });

  test("malformed JSON of every kind is a 400 problem", async () => {
    const raws = ["", "{", '{"call":', "[1,2", '{"a":1,}', "{'a':1}", "NaN", "\u0000", '{"text":"\\ud800\\"}', '{"text":"\\x41"}', "\ufeff{}", '{"a":01}', "{".repeat(100_000)];
    for (const raw of raws)
      for (const path of ["/v1/classify", "/v1/guard"]) {
        const res = await post(h.server, path, raw, true);
        assertProblem(res, `malformed ${JSON.stringify(raw.slice(0, 20))} to ${path}`);
      }
  });
});
