// Table-driven tests of value readings added in session 5: storage made public through a CLI flag
// value, and addresses that reach a whole mailing list.
import { test } from "node:test";
import assert from "node:assert/strict";
import { valueKinds } from "../../src/guard/read-call/call-arg-meaning.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { sqlMeanings } from "../../src/guard/read-call/call-sql-meaning.ts";
import { commandMeaningIds, rules } from "./support.ts";

test("commands.yaml: storage made public by a flag value or by dropping the public access block", () => {
  const table: [string, string, boolean][] = [
    ["aws s3api put-object-acl --bucket b --key k --acl public-read", "storage.public-acl", true],
    ["aws s3 sync ./site s3://www-bucket --acl public-read", "storage.public-acl", true],
    ["aws s3 sync ./site s3://www-bucket --acl private", "storage.public-acl", false],
    ["aws s3api delete-public-access-block --bucket b", "storage.public-access-block-off", true],
    ["aws s3api get-public-access-block --bucket b", "storage.public-access-block-off", false],
  ];
  for (const [line, id, hit] of table) assert.equal(commandMeaningIds(line).includes(id), hit, line);
});

test("value kinds: mailing-list addresses", () => {
  const table: [string, boolean][] = [
    ["dev@lists.example.org", true],
    ["ops-team@groups.example.com", true],
    ["release-notes@googlegroups.com", true],
    ["all@acme.io", true],
    ["newsletter@shop.example", true],
    ["ana@example.org", false],
    ["support@acme.io", false],
    ["lists@example.org", false],
  ];
  for (const [value, list] of table) assert.equal(valueKinds([{ where: "args.to", value }], rules.meaning).some((m) => m.id === "value.mailing-list"), list, value);
});

test("value kinds: social network URLs", () => {
  const table: [string, boolean][] = [
    ["https://x.com/acme/status/1", true],
    ["https://www.linkedin.com/in/someone", true],
    ["https://m.facebook.com/groups/1", true],
    ["https://bsky.app/profile/a.dev", true],
    ["https://example.com/x.com", false],
    ["https://docs.example.dev/social-login", false],
    ["https://netflix.com/", false],
  ];
  for (const [value, social] of table) assert.equal(valueKinds([{ where: "args.url", value }], rules.meaning).some((m) => m.id === "value.social-media-url"), social, value);
});

test("call facts: a setting inside a message body is a value, the text beside it is content", () => {
  const facts = readCall("send_mail", { message: { body: { contentType: "HTML", content: "<p>delete this</p>" } } }, rules);
  assert.ok(facts.addressing.some((a) => a.raw === "HTML"));
  assert.ok(!facts.addressing.some((a) => a.raw.includes("delete this")));
  assert.ok(facts.content.some((c) => c.raw.includes("delete this")));
  // submit: true on a typing tool submits; an xpath names the button's action
  assert.ok(readCall("browser_type", { element: "Review", text: "ok", submit: true }, rules).actionWords.has("submit"));
  assert.ok(!readCall("browser_type", { element: "Review", text: "ok", submit: false }, rules).actionWords.has("submit"));
  assert.ok(readCall("click_element", { xpath: "//button[@id='archive-all']" }, rules).actionWords.has("archive"));
});

test("SQL: statements that write results out of the database are exports; loads are not", () => {
  const table: [string, boolean][] = [
    ["COPY INTO @out_stage/x/ FROM (SELECT a FROM t)", true],
    ["copy into 'gcs://bucket/path/' from t", true],
    ["COPY t TO '/var/tmp/t.csv' CSV", true],
    ["COPY (SELECT a FROM t) TO STDOUT", true],
    ["UNLOAD ('select a from t') TO 's3://b/p'", true],
    ["EXPORT DATA OPTIONS(uri='gs://b/*.json') AS SELECT a FROM t", true],
    ["SELECT a FROM t INTO OUTFILE '/tmp/a.txt'", true],
    ["COPY INTO t FROM @in_stage/x/", false],
    ["COPY t FROM '/var/tmp/t.csv' CSV", false],
    ["SELECT copy, export FROM t", false],
  ];
  for (const [sql, exp] of table) assert.equal(sqlMeanings(sql, "args.sql", rules.meaning).some((m) => m.id === "sql.export"), exp, sql);
});
