// Table-driven tests of the review mends of the twenty-second session: word lists moved from code
// to rules/guard/*.yaml read the same as the constants they replace (call-measures key words,
// match-flag-counter counting words, fb-sql-scope member roles, fb-state-qualifier words,
// call-cli-noun verbs and stems, person classes), the shared command-word forms, and the common
// entry fields of a rule file's schema. Scenarios in scenarios/s23-grev21.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { rules } from "./support.ts";
import { callMeasures } from "../../src/guard/read-call/call-measures.ts";
import { foldWord, joinedWord, sqlRoutine } from "../../src/guard/command-word.ts";
import { roleWords } from "../../src/guard/carve-outs/fb-sql-scope.ts";
import { productOfCli, subcommandNoun } from "../../src/guard/read-call/call-cli-noun.ts";
import { entryBase } from "../../src/rules/rule-entry.ts";
import type { Leaf } from "../../src/guard/read-call/walk-args.ts";

test("call-measures key words compile to the patterns they replaced", () => {
  const k = rules.measureKeys;
  const table: [RegExp, string][] = [
    [k.sizeHolder, "/(?:^|[^a-z])(?:ram|mem|memory|disk|storage|volume|size|swap|quota|capacity|heap|shm)(?:$|[^a-z])/i"],
    [k.start, "/^(?:start|from|begin|since)|(?:start|from|begin)$/i"],
    [k.end, "/^(?:end|to|until|till|through)|(?:end|until|to)$/i"],
    [k.bareAmount, "/^(?:amount|amt)$/i"],
  ];
  for (const [re, want] of table) assert.equal(String(re), want);
  assert.deepEqual(k.invoiceWords, ["lightning", "invoice", "bolt11"]);
});

test("call-measures reads sizes, ranges and invoice amounts by the yaml key words", () => {
  const leaf = (key: string, value: unknown, parent = ""): Leaf => ({ path: `${parent}${key}`, key, parentKey: "", value }) as Leaf;
  const table: [Leaf[], string, number | undefined][] = [
    [[leaf("shm_size", "2g")], "gb", 2],
    [[leaf("RAM", "512m")], "mb", 512],
    [[leaf("ramdisk", "4g")], "gb", undefined], // "ramdisk" is one word: no size key
    [[leaf("leave_start", "2026-04-06"), leaf("leave_end", "2026-04-17")], "duration workday weekday", 10],
    [[leaf("fromDate", "2026-04-06"), leaf("toDate", "2026-04-10")], "duration workday weekday", 5],
    [[leaf("invoice", "lnbc1pwq7yhqpp5zq8vd2xx"), leaf("amt", 9_000_000)], "amount sat sats satoshi", 9000],
  ];
  for (const [leaves, key, want] of table) {
    const q = callMeasures(leaves, [], rules.measureKeys).quantities.find((x) => x.key === key || x.key.split(" ").includes(key));
    assert.equal(q?.value, want, JSON.stringify(leaves));
  }
});

test("role, counting and state words are read from the rule files", () => {
  assert.deepEqual(roleWords("never fail over the Primary or the writer of pg-main", rules.contextFacts.memberRoles), ["primary", "writer"]);
  assert.deepEqual(roleWords("restart the replica", rules.contextFacts.memberRoles), []);
  for (const w of ["so", "far", "sent", "mtd", "rolling"]) assert.ok(rules.flagNumbers.counting.has(w), w);
  for (const w of ["count", "total", "previous"]) assert.ok(rules.flagNumbers.count_mark.has(w), w);
  assert.ok(!rules.flagNumbers.count_mark.has("sent"));
  for (const w of ["sat", "msats"]) assert.ok(rules.flagNumbers.coin_units.has(w), w);
  const sw = rules.stateChains.words;
  for (const [set, w] of [[sw.exception, "unless"], [sw.setter, "mark"], [sw.negation, "no"], [sw.link, "already"], [sw.state_key, "status"], [sw.key_filler, "current"]] as const) assert.ok(set.has(w), w);
  for (const w of ["customer", "anybody"]) assert.ok(rules.personClasses.has(w), w);
});

test("CLI short verbs and stems that name no product", () => {
  const rows: [string, string | undefined][] = [
    ["user-mod", "user"],
    ["zone-upd", "zone"],
    ["mk-dir", "dir"],
    ["set-mk", undefined],
  ];
  for (const [sub, want] of rows) assert.equal(subcommandNoun(sub, rules), want, sub);
  const progs: [string, string | undefined][] = [
    ["systemctl", undefined],
    ["timedatectl", undefined],
    ["vaultctl", "vault"],
    ["scaleway-cli", "scaleway"],
  ];
  for (const [p, want] of progs) assert.equal(productOfCli(p, rules), want, p);
});

test("the forms a command or resource word is compared in", () => {
  const folds: [string, string][] = [["Compacting", "compact"], ["validation", "valid"], ["copies", "copy"], ["run", "run"]];
  for (const [w, want] of folds) assert.equal(foldWord(w), want, w);
  const joined: [string, string][] = [["Monetary-Account", "monetaryaccount"], ["phone number", "phonenumber"], ["to_number", "tonumber"]];
  for (const [w, want] of joined) assert.equal(joinedWord(w), want, w);
  const routines: [string, string | undefined][] = [["analytics.DROP_PARTITIONS", "drop_partitions"], ["purge_old_rows", "purge_old_rows"], ["now", undefined], ["s._tmp", undefined]];
  for (const [w, want] of routines) assert.equal(sqlRoutine(w), want, w);
});

test("a rule file entry needs an id and a reason; the example is optional", () => {
  const Entry = z.object({ ...entryBase, words: z.array(z.string()) }).strict();
  assert.ok(Entry.safeParse({ id: "a", reason: "b", words: [] }).success);
  assert.ok(!Entry.safeParse({ id: "", reason: "b", words: [] }).success);
  assert.ok(!Entry.safeParse({ id: "a", words: [] }).success);
  assert.ok(!Entry.safeParse({ id: "a", reason: "b", example: "x".repeat(301), words: [] }).success);
});
