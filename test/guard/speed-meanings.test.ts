// commandMeanings tries only the entries of a program that can match the first subcommand word
// (candidates); no entry that the full scan could match may be left out, and lexicon order stays.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { candidates } from "../../src/guard/read-call/call-command-meaning.ts";
import type { CommandMeaningDef } from "../../src/guard/read-call/call-meaning-rules.ts";
import { rules } from "./support.ts";

const startsWith = (words: readonly string[], seq: readonly string[]) => seq.length <= words.length && seq.every((w, i) => words[i] === w);
// what the full scan lets through the subcommand check (the first test of matches())
const subOk = (d: CommandMeaningDef, subs: readonly string[]) => !d.sub.length || d.sub.some((s) => startsWith(subs, s));

test("candidates keep every entry whose subcommands can match, in lexicon order (fast-check)", () => {
  const programs = [...rules.meaning.commandsByProgram.keys()];
  const words = [...new Set([...rules.meaning.commandsByProgram.values()].flatMap((defs) => defs.flatMap((d) => d.sub.flat())))];
  fc.assert(
    fc.property(fc.constantFrom(...programs), fc.array(fc.oneof(fc.constantFrom(...words), fc.constantFrom("x", "", "-f")), { maxLength: 4 }), (program, subs) => {
      const all = rules.meaning.commandsByProgram.get(program)!;
      const got = candidates(all, subs);
      for (const d of all) if (subOk(d, subs)) assert.ok(got.includes(d), `${d.id} left out for ${program} ${subs.join(" ")}`);
      // a subsequence of the lexicon list
      let at = 0;
      for (const d of got) {
        at = all.indexOf(d, at);
        assert.ok(at >= 0, `${d.id} out of order`);
        at++;
      }
    }),
    { numRuns: 3000 },
  );
});
