// tokenize appends runs of plain characters at once (one string per run, not one += per
// character); it must give exactly what the straightforward per-character version below gives.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { tokenize, type Token } from "../../src/guard/read-call/command-line.ts";

function referenceTokenize(s: string): Token[] {
  const out: Token[] = [];
  let cur = "";
  let quoted = false;
  let inTok = false;
  for (let i = 0; i < s.length && out.length < 600; i++) {
    const c = s[i]!;
    if (c === "'") {
      const j = s.indexOf("'", i + 1);
      const end = j < 0 ? s.length : j;
      cur += s.slice(i + 1, end);
      quoted = inTok = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let buf = "";
      while (j < s.length && s[j] !== '"') {
        if (s[j] === "\\" && j + 1 < s.length) {
          buf += s[j + 1];
          j += 2;
        } else buf += s[j++];
      }
      cur += buf;
      quoted = inTok = true;
      i = j;
    } else if (c === "\\" && i + 1 < s.length) {
      cur += s[++i];
      inTok = true;
    } else if (c === " " || c === "\t" || c === "\r") {
      if (inTok) out.push({ text: cur, quoted });
      cur = "";
      quoted = inTok = false;
    } else if (c === "\n" || c === ";" || c === "(" || c === ")") {
      if (inTok) out.push({ text: cur, quoted });
      cur = "";
      quoted = inTok = false;
      out.push({ text: c, quoted: false });
    } else if (c === "&" || c === "|") {
      if (inTok) out.push({ text: cur, quoted });
      cur = "";
      quoted = inTok = false;
      if (s[i + 1] === c) {
        out.push({ text: c + c, quoted: false });
        i++;
      } else out.push({ text: c, quoted: false });
    } else if (c === ">" || c === "<") {
      const digitBefore = inTok && /^\d$/.test(cur);
      if (digitBefore) {
        cur = "";
        inTok = false;
      } else {
        if (inTok) out.push({ text: cur, quoted });
        cur = "";
        quoted = inTok = false;
      }
      let op = c;
      if (s[i + 1] === c) op += s[++i];
      if (s[i + 1] === "&") {
        i++;
        while (i + 1 < s.length && /[0-9-]/.test(s[i + 1]!)) i++;
        continue;
      }
      out.push({ text: op, quoted: false });
    } else {
      cur += c;
      inTok = true;
    }
  }
  if (inTok) out.push({ text: cur, quoted });
  return out;
}

// command lines made of the characters the tokenizer treats apart, and words around them
const piece = fc.constantFrom("'", '"', "\\", " ", "\t", "\r", "\n", ";", "(", ")", "&", "&&", "|", "||", ">", ">>", "<", "2>&1", "&1", "-", "1", "rm", "-rf", "/var/x", "sudo", "a=b", "é", "😀", "\\\"", "x y");

test("tokenize = the per-character reference (fast-check)", () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const s = parts.join("");
      assert.deepEqual(tokenize(s), referenceTokenize(s));
    }),
    { numRuns: 3000 },
  );
  fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => assert.deepEqual(tokenize(s), referenceTokenize(s))), { numRuns: 2000 });
});

test("tokenize = the reference at the token cap", () => {
  for (const s of ["a ".repeat(700), "a;".repeat(700), `"${"x\\y".repeat(300)}" `.repeat(3), "ab".repeat(5000)]) assert.deepEqual(tokenize(s), referenceTokenize(s));
});
