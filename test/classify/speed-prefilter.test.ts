// The regex prefilter may only skip a regex that can not match: it is a speed device, never a
// change of output. Literal extraction table-driven; soundness as a property over the real rules.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { RegexPrefilter, requiredLiteralsOf } from "../../src/classify/regex-prefilter.ts";
import { rules } from "./load.ts";

const S = "\ue000"; // "^" (see regex-prefilter.ts)
const E = "\ue001"; // "$"

describe("requiredLiteralsOf", () => {
  const cases: [string, string, string[] | null][] = [
    ["\\bnever\\b", "", ["never"]],
    ["\\b(?:must|should|shall)\\b", "", ["must", "shall", "should"]],
    ["^(?:please |just )?use\\b", "", [`${S}use`, `${S}just use`, `${S}please use`]],
    ["\\bleave [a-z0-9 _./-]{1,40} alone\\b", "", ["leave "]], // the rarer of "leave ", " alone"
    ["\\bavoid(?:ing)?\\b", "", ["avoid"]],
    ["[a-z]+ing", "", ["ing"]],
    ["\\d{2}:\\d{2}", "", [":"]],
    ["(?:x|y)*z?", "", null], // may match the empty string
    ["a|.", "", null], // one branch holds nothing known
    ["ERROR", "i", ["error"]], // folded on both sides
    ["^abc$", "m", ["abc"]], // with /m, ^ and $ are not fixed places
    ["done$", "", [`done${E}`]],
    ["(?=foo)bar", "", ["bar"]], // lookahead holds no literal of the match
    ["\\x27s\\u2013", "", ["'s\u2013"]],
    ["[$\u20ac\u00a3]\\s?\\d", "", ["$", "\u00a3", "\u20ac"]],
    ["(a)\\1", "", null], // backreference: not read
    ["caf\u00e9", "i", ["caf"]], // a non-ASCII letter under /i may match another case form: left out
    ["kelvin", "iu", null], // /iu folds "\u212a" to "k": not read
  ];
  for (const [source, flags, want] of cases)
    test(`/${source}/${flags}`, () => {
      const got = requiredLiteralsOf(source, flags);
      assert.deepEqual(got && [...got].sort(), want && [...want].sort());
    });
});

describe("RegexPrefilter", () => {
  test("marks exactly the regexes whose literal occurs (table)", () => {
    const p = new RegexPrefilter([/\bnever\b/, /^no [a-z]+/, /\d+ ?ms$/, /.*/]);
    const cases: [string, boolean[]][] = [
      ["never do that", [true, false, false, true]],
      ["no pushes", [false, true, false, true]],
      ["we have no pushes", [false, false, false, true]],
      ["took 30 ms", [false, false, true, true]],
      ["took 30 ms, fine", [false, false, false, true]],
      ["NEVER", [true, false, false, true]], // folded: a cheap superset, the regex decides
    ];
    for (const [text, want] of cases) {
      p.scan(text);
      assert.deepEqual(want.map((_, i) => p.mayMatch(i)), want, text);
    }
  });

  // Strings made of pieces of the real patterns (so literals do occur) and random chars.
  const pieces = [
    ...new Set(
      [...rules.cues.map((c) => c.re), ...rules.nonProse.map((n) => n.re)].flatMap((re) => re.source.replace(/\\[bBdsw]|[()?:|^$*+[\]{}\\]/g, " ").split(/\s+/)),
    ),
  ].filter((w) => w.length > 0 && w.length < 20);
  const text = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(" ", ", ", ". ", "\n", "'", "-", "$", "3", "12:30:01"), fc.string({ maxLength: 4 })), { maxLength: 14 }).map((a) => a.join(""));

  for (const [name, list] of [
    ["cues", rules.cues.map((c) => c.re)],
    ["non-prose lines", rules.nonProse.map((n) => n.re)],
  ] as const)
    test(`never skips a ${name} regex that matches (property)`, () => {
      const p = new RegexPrefilter(list);
      fc.assert(
        fc.property(fc.oneof(text, text.map((t) => t.toLowerCase()), text.map((t) => t.toUpperCase())), (t) => {
          p.scan(t);
          for (let i = 0; i < list.length; i++) if (!p.mayMatch(i)) assert.equal(list[i]!.test(t), false, `${list[i]} on ${JSON.stringify(t)}`);
        }),
        { numRuns: 3_000, seed: 7 },
      );
    });
});
