// Table-driven tests of the glimit13 limit readings: counts written as label=number pairs inside a
// value or a command line (call-embedded-counts.ts), a limit's about-words cut at ", and always …"
// and at "until/unless …" (rule-clauses.ts), "N or fewer" as an upper bound, and a place after the
// number ("5 on the storefront app") that is no unit (rule-limit-unit.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { embeddedCounts } from "../../src/guard/read-call/call-embedded-counts.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

test("label=number pairs: whole values only", () => {
  const table: [string, [string, number][] | undefined][] = [
    ["web=2", [["web", 2]]],
    ["web=6:standard-1x", [["web", 6]]],
    ["web=3, worker=1:performance-m", [["web", 3], ["worker", 1]]],
    ["minSize=2,maxSize=8", [["minSize", 2], ["maxSize", 8]]],
    ["x=1 means on", undefined],
    ["web", undefined],
    ["a=b", undefined],
    ["", undefined],
  ];
  for (const [v, want] of table) assert.deepEqual(embeddedCounts(v)?.map((p) => [p.label, p.value]), want, v);
});

test("a pair is a number of the call, keyed by its label and its value's key", () => {
  const f = readCall("ps_scale", { app: "shop", dyno: "web=6:standard-1x" }, rules);
  const n = f.numbers.find((x) => x.key === "web");
  assert.ok(n && n.value === 6 && n.keyWords.includes("dyno"), JSON.stringify(f.numbers));
  const c = readCall("run_command", { command: "heroku ps:scale web=7 worker=2 -a shop" }, rules);
  assert.deepEqual(c.numbers.filter((x) => x.key === "web" || x.key === "worker").map((x) => x.value).sort(), [2, 7]);
  // prose with an "=" in it is no pair
  assert.ok(!readCall("post_note", { body: "set x=1 to enable" }, rules).numbers.some((x) => x.key === "x"));
});

test("limits on counts inside values and on clauses cut at a second demand or a condition", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["shop-api: don't scale web dynos below 3", "ps_scale", { app: "shop-api", dyno: "web=2" }, "deny"],
    ["shop-api: don't scale web dynos below 3", "ps_scale", { app: "shop-api", dyno: "web=3" }, "allow"],
    ["shop-api: don't scale web dynos below 3", "ps_scale", { app: "shop-api", dyno: "worker=1" }, "allow"],
    ["don't scale web dynos above 5 on the storefront app", "heroku_ps_scale", { app: "storefront", formation: "web=8, worker=2" }, "deny"],
    ["don't scale web dynos above 5 on the storefront app", "heroku_ps_scale", { app: "storefront", formation: "web=4, worker=9" }, "allow"],
    ["Keep the indexer workers at 4 or fewer", "fly_scale", { app: "indexer", counts: "workers=6" }, "deny"],
    ["Keep the indexer workers at 4 or fewer", "fly_scale", { app: "indexer", counts: "workers=4" }, "allow"],
    ["Snooze alerts for 3h at most, and always leave a note why", "snooze_alert", { alert_id: "a1", snooze_duration: "8h", note: "x" }, "deny"],
    ["Snooze alerts for 3h at most, and always leave a note why", "snooze_alert", { alert_id: "a1", snooze_duration: "2h", note: "x" }, "allow"],
    ["Replicas for the ledger service: minimum 3, unless we're in a maintenance window", "kubectl_scale", { name: "ledger", resourceType: "deployment", replicas: 1 }, "deny"],
    ["Replicas for the ledger service: minimum 3, unless we're in a maintenance window", "kubectl_scale", { name: "ledger", resourceType: "deployment", replicas: 4 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});

test("'in any X' is the scope of a bound, 'limit N' bounds the limit argument, a post's raw body is its text", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["max 4 replicas in any namespace", "kubectl_scale", { name: "api", namespace: "staging", resourceType: "deployment", replicas: 6 }, "deny"],
    ["max 4 replicas in any namespace", "kubectl_scale", { name: "api", namespace: "staging", resourceType: "deployment", replicas: 3 }, "allow"],
    ["LIMIT 500 on every ad-hoc query", "run_query", { sql: "SELECT id FROM customers LIMIT 2000" }, "deny"],
    ["LIMIT 500 on every ad-hoc query", "run_query", { sql: "SELECT id FROM customers LIMIT 100" }, "allow"],
    ["queries: limit 200", "firestore_query_collection", { collection_path: "users", limit: 1000 }, "deny"],
    ["queries: limit 200", "firestore_query_collection", { collection_path: "users", limit: 50 }, "allow"],
    ["Forum replies: 100 words max", "discourse_create_post", { topic_id: 1, raw: "word ".repeat(150) }, "deny"],
    ["Forum replies: 100 words max", "discourse_create_post", { topic_id: 1, raw: "word ".repeat(40) }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args).slice(0, 80)}`);
});
