// Table-driven tests of value readings added in session 5: storage made public through a CLI flag
// value, and addresses that reach a whole mailing list.
import { test } from "node:test";
import assert from "node:assert/strict";
import { valueKinds } from "../../src/guard/call-arg-meaning.ts";
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
