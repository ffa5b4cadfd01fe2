import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyLines } from "../../src/classify/non-prose.ts";
import { rules } from "./load.ts";

const SKIPPED = [
  "2023-11-02T08:15:22.123Z INFO worker started",
  "Nov  2 08:15:22 host sshd[1234]: Accepted publickey for deploy",
  "[ERROR] could not connect to upstream",
  "WARNING:root:disk almost full",
  "level=warn msg=\"slow query\" duration=3.2s",
  "    at com.shop.Cart.total(Cart.java:88)",
  '  File "/srv/app/main.py", line 12, in <module>',
  "java.lang.NullPointerException: boom",
  '{"level":"error","msg":"never retry"}',
  "$ kubectl delete pod api-0",
  "10.1.2.3 - - [02/Nov/2023:08:15:22 +0000] \"GET / HTTP/1.1\" 200 512",
  "api-7c9  1/1  Running  0  3d",
  "> do not deploy on friday",
  "On Tue, Dana wrote:",
  "const retries = 3;",
  "18/02/11 07:12:09 INFO storage.BlockManager: Removed block rdd_12_3",
  "[Tue Mar 05 11:02:44 2024] [error] mod_jk child init 1 -2",
  "[11.02 09:14:55] updater.exe - cdn.example.org:443 open through proxy",
  "7 1 4 rack-12 node.psu state_change.failed 1288000001 2 PSU fault (HWID=77)",
  "- 1300000000 2011.03.13 cn12 Mar 13 04:00:01 cn12/cn12 crond[881]: session opened",
  "D/WindowManager( 1702): never call this from the UI thread",
  "[mpm_event:notice] [pid 1:tid 140] AH00489: Apache/2.4.41 (Ubuntu) configured",
  "AH00558: apache2: Could not reliably determine the server's fully qualified domain name",
  "INFO [main] org.apache.spark.SparkContext: Running Spark version 2.4.0",
  "INFO  SparkContext:54 - Running Spark version 2.4.0",
  "SLF4J: Class path contains multiple SLF4J bindings.",
  "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000e\u000f\u0010",
  "\u05d0\u05dc \u05ea\u05e4\u05e2\u05d9\u05dc \u05de\u05d7\u05d3\u05e9 \u05d0\u05ea \u05d4\u05e9\u05e8\u05ea",
];
const PROSE = [
  "I/O errors: never ignore them.",
  "INFO for the team: never deploy on Fridays.",
  "ERROR budgets matter - keep them under 1%.",
  "SLF4J warnings can be ignored, but never ignore log4j errors.",
  "Never restart the primary.", "WARNING: never run the purge job here.", "Note: ERROR: lines are expected during the drain.", "Run: INFO command, then STATS.", "Please send the info to Sam.", "Keep replies under 100 words"];

for (const line of SKIPPED)
  test(`non-prose: skips ${JSON.stringify(line).slice(0, 50)}`, () => assert.equal(classifyLines(line, rules.nonProse)[0]?.type, "skip"));
for (const line of PROSE)
  test(`non-prose: keeps ${JSON.stringify(line)}`, () => assert.notEqual(classifyLines(line, rules.nonProse)[0]?.type, "skip"));

test("non-prose: list items and headings", () => {
  const types = classifyLines("# Rules\n- one\n2. two\n\ntext", rules.nonProse).map((l) => l.type);
  assert.deepEqual(types, ["heading", "item", "item", "blank", "prose"]);
});
