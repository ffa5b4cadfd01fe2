// stripSqlComments copies the text between comments a run at a time; it must give exactly what
// the per-character version below gives (CLI lines with --flags and SQL alike).
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { stripSqlComments } from "../../src/guard/read-call/call-facts.ts";

function referenceStrip(v: string): string {
  let out = "";
  for (let i = 0; i < v.length; i++) {
    if (v[i] === "'") {
      const end = v.indexOf("'", i + 1);
      const stop = end < 0 ? v.length : end + 1;
      out += v.slice(i, stop);
      i = stop - 1;
    } else if (v[i] === "-" && v[i + 1] === "-") {
      const nl = v.indexOf("\n", i);
      if (nl < 0) break;
      i = nl - 1;
      out += " ";
    } else if (v[i] === "/" && v[i + 1] === "*") {
      const end = v.indexOf("*/", i + 2);
      if (end < 0) break;
      i = end + 1;
      out += " ";
    } else out += v[i];
  }
  return out;
}

const piece = fc.constantFrom("'", "-", "--", "/", "*", "/*", "*/", "\n", ";", " ", "\t", "DELETE FROM t", "aws s3 rm", "--force", "x", "é", "😀", "a-b", "*/*");

test("stripSqlComments = the per-character reference (fast-check)", () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const s = parts.join("");
      assert.equal(stripSqlComments(s), referenceStrip(s));
    }),
    { numRuns: 4000 },
  );
  fc.assert(fc.property(fc.string({ maxLength: 60 }), (s) => assert.equal(stripSqlComments(s), referenceStrip(s))), { numRuns: 2000 });
});
