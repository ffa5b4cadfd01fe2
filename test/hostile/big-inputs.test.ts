// Big pastes: a 1 MB log paste over HTTP and a 500 KB one in-process must answer, and no pin may
// come from a log line, even though every log message says "do not", "never" or "must". The few
// prose rules mixed in between the log blocks must still be found: a classifier that goes quiet
// on big input is not the answer either.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createClassifier } from "../../src/classify/index.ts";
import { loadConfig } from "../../src/config.ts";
import { loadResources } from "../../src/load/resources.ts";
import type { Pin } from "../../src/contract/classify.ts";
import { MAX_TEXT_CHARS } from "../../src/contract/classify.ts";
import { assertClassifyAnswer, assertProblem, post, startHostileServer } from "./hostile-app.ts";
import { buildLogPaste, LOG_FORMATS, seeded, type LogPaste } from "./log-paste.ts";

// Every format log-paste.ts builds is recognised; these three were gaps once and keep their own
// "mixed among other logs" test below.
const MIXED_IN = ["android", "apache-error", "spark"];
const COVERED = LOG_FORMATS;

// Written for these tests (not from any eval set): standing rules as people type them mid-paste.
const PROSE = [
  "Whatever happens, don't delete anything under /var/backups while I'm offline.",
  "Keep the summary to five bullet points at most.",
  "From now on, always open a ticket before you touch the load balancer config.",
];

const jsonBytes = (s: string) => Buffer.byteLength(JSON.stringify(s)) - 2;

function pinsFromLogLines(paste: LogPaste, pins: Pin[]) {
  return pins
    .filter((p) => paste.logLines.some(([a, b]) => p.start < b && p.end > a))
    .map((p) => p.text.slice(0, 160));
}

function proseFound(paste: LogPaste, pins: Pin[]) {
  return paste.prose.filter(([a, b]) => pins.some((p) => p.start >= a && p.end <= b)).length;
}

describe("a 1 MB log paste over HTTP", () => {
  let h: Awaited<ReturnType<typeof startHostileServer>>;
  before(async () => {
    h = await startHostileServer();
  });
  after(() => h.close());

  const limit = 1024 * 1024;
  const overhead = Buffer.byteLength('{"text":""}');

  test("mixed syslog/JSON/stack traces just under the body limit: 200, no pin from a log line", async () => {
    // Text may hold at most MAX_TEXT_CHARS (1,000,000) characters, a little under BODY_LIMIT (1 MiB):
    // the paste fills the smaller of the two.
    const paste = buildLogPaste(Math.min(limit - overhead, MAX_TEXT_CHARS) - 256, { formats: COVERED, prose: PROSE, cost: jsonBytes, seed: 1 });
    const body = JSON.stringify({ text: paste.text });
    assert.ok(Buffer.byteLength(body) < limit && Buffer.byteLength(body) > MAX_TEXT_CHARS - 4_096, `body is just under 1 MB (${Buffer.byteLength(body)} bytes)`);
    const res = await post(h.server, "/v1/classify", body, true);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assertClassifyAnswer(res, { text: paste.text }, "1 MB paste");
    const pins = res.body.pins as Pin[];
    assert.deepEqual(pinsFromLogLines(paste, pins), [], "no pin overlaps a log line");
    assert.ok(proseFound(paste, pins) >= 2, `the prose rules between the logs are still found (${proseFound(paste, pins)}/${PROSE.length})`);
  });

  test("text longer than MAX_TEXT_CHARS but under BODY_LIMIT is a 4xx problem naming text", async () => {
    const text = buildLogPaste(limit - overhead - 256, { formats: COVERED, cost: jsonBytes, seed: 3 }).text;
    assert.ok(text.length > MAX_TEXT_CHARS && jsonBytes(text) + overhead < limit);
    const res = await post(h.server, "/v1/classify", { text });
    assertProblem(res, "text over MAX_TEXT_CHARS");
    assert.match(res.text, /"text"/);
  });

  test("text over MAX_TEXT_CHARS is 413 (issue 3)", async () => {
    const res = await post(h.server, "/v1/classify", { text: "x".repeat(MAX_TEXT_CHARS + 1) });
    assert.equal(res.status, 413);
  });

  test("one byte over the body limit is 413 problem+json", async () => {
    const paste = buildLogPaste(limit, { formats: COVERED, cost: jsonBytes, seed: 2 });
    const text = paste.text + "x".repeat(Math.max(0, limit - overhead - jsonBytes(paste.text) + 1));
    const res = await post(h.server, "/v1/classify", { text });
    assert.equal(res.status, 413);
    assertProblem(res, "over BODY_LIMIT");
  });

  // Single-line blobs people paste: a minified API response, base64, a hex dump.
  const rnd = seeded(9);
  const BLOBS: [string, string][] = [
    [
      "minified JSON",
      JSON.stringify(Array.from({ length: 9_000 }, (_, i) => ({ id: i, status: "error", message: "do not retry; you must re-authenticate", never: true }))),
    ],
    ["base64", Array.from({ length: 900_000 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[Math.floor(rnd() * 64)]).join("")],
    ["hex dump", Array.from({ length: 12_000 }, (_, i) => `${i.toString(16).padStart(8, "0")}: 646f 206e 6f74 206e 6576 6572 206d 7573  do not never mus`).join("\n")],
  ];
  for (const [name, text] of BLOBS)
    test(`a ${name} blob of ~${Math.round(text.length / 1000)} KB: 200 and no pins`, async () => {
      const res = await post(h.server, "/v1/classify", { text });
      assert.equal(res.status, 200, res.text.slice(0, 300));
      assertClassifyAnswer(res, { text }, name);
      assert.deepEqual((res.body.pins as Pin[]).map((p) => p.text.slice(0, 120)), []);
    });
});

describe("a 500 KB log paste in-process", () => {
  const resources = loadResources(loadConfig({}));
  const classifier = createClassifier(resources.rules.classify, resources.models.pin);

  for (const seed of [11, 12, 13])
    test(`seed ${seed}: no pin from a log line, the prose rules still found`, () => {
      const paste = buildLogPaste(500_000, { formats: COVERED, prose: PROSE, seed });
      const pins = classifier.classify(paste.text, { turn: 1 });
      assert.deepEqual(pinsFromLogLines(paste, pins), [], "no pin overlaps a log line");
      for (const p of pins) assert.equal(paste.text.slice(p.start, p.end), p.text);
      assert.ok(proseFound(paste, pins) >= 2, `prose rules found: ${proseFound(paste, pins)}/${PROSE.length}`);
    });

  test("a pure log paste (no prose) gives no pins at all", () => {
    const paste = buildLogPaste(500_000, { formats: COVERED, seed: 21 });
    assert.deepEqual(classifier.classify(paste.text).map((p) => p.text.slice(0, 160)), []);
  });

  test("each covered format alone, 100 KB: no pins", () => {
    for (const f of COVERED) {
      const paste = buildLogPaste(100_000, { formats: [f], seed: 5 });
      assert.deepEqual(classifier.classify(paste.text).map((p) => p.text.slice(0, 160)), [], f.name);
    }
  });

  for (const name of MIXED_IN)
    test(`${name} lines among other logs are log lines: no pin from them, the prose still found`, () => {
      const fmt = LOG_FORMATS.filter((f) => f.name === name || ["json-line", "iso-level", "java-trace", "syslog"].includes(f.name));
      for (const seed of [3, 4, 5]) {
        const paste = buildLogPaste(60_000, { formats: fmt, prose: PROSE, seed });
        const pins = classifier.classify(paste.text);
        assert.deepEqual(pinsFromLogLines(paste, pins), [], `${name}, seed ${seed}`);
        assert.ok(proseFound(paste, pins) >= 2, `${name}, seed ${seed}: prose rules found ${proseFound(paste, pins)}/${PROSE.length}`);
      }
    });

  // Other layouts of the same three sources, as people paste them (written for this test).
  const VARIANTS: [string, string][] = [
    ["logcat brief", "D/WindowManager( 1702): never call this from the UI thread"],
    ["logcat brief, error", "E/AndroidRuntime(12345): FATAL EXCEPTION: main; do not restart the activity"],
    ["apache 2.4 module:level", "[proxy_fcgi:error] [pid 29:tid 47] AH01075: must not retry the backend"],
    ["apache AH code", "AH00558: apache2: you must set the ServerName directive globally"],
    ["log4j level first, thread", "WARN  [dispatcher-event-loop-3] scheduler.TaskSetManager: Lost task 3.0; do not retry"],
    ["log4j level first, class:line", "ERROR Executor:91 - never resubmit the stage without a checkpoint"],
    ["log4j notice", "log4j:WARN No appenders could be found for logger (org.apache.hadoop.util.Shell)."],
  ];
  for (const [name, line] of VARIANTS)
    test(`no pin from a line between other log lines: ${name}`, () => {
      const text = `Here is what the job printed:\n\n2024-05-01T10:00:00Z INFO started\n${line}\n${line}\n2024-05-01T10:00:02Z INFO stopped\n${line}\n\nWhat does it mean?`;
      assert.deepEqual(classifier.classify(text).map((p) => p.text), []);
    });
});
