// Role-word rule files (flag-numbers.yaml, moves.yaml, require-field.yaml, percent-off.yaml, call-words.yaml,
// renames.yaml) share one reader
// (src/rules/role-words.ts): every role listed exactly once, a wrong file stops start-up naming it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mutateRuleFile } from "./support.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";

const files = ["guard/flag-numbers.yaml", "guard/moves.yaml", "guard/require-field.yaml", "guard/percent-off.yaml", "guard/call-words.yaml", "guard/renames.yaml"];

test("role-word files: a role listed twice, a role missing, an unknown role all stop start-up naming the file", () => {
  for (const file of files) {
    const cases: [string, (doc: { words: { id: string; role: string; words: string[] }[] }) => void, RegExp][] = [
      ["twice", (doc) => void doc.words.push({ ...doc.words[0]!, id: "dup.role" }), /already listed/],
      ["missing", (doc) => void doc.words.pop(), /no list for role/],
      ["unknown", (doc) => void (doc.words[0]!.role = "no_such_role"), /role/],
      ["empty list", (doc) => void (doc.words[0]!.words = []), /words/],
    ];
    for (const [name, mutate, re] of cases) {
      const bad = mutateRuleFile(file, mutate);
      assert.throws(
        () => parseGuardRules(bad),
        (e: unknown) => e instanceof RuleFileError && String(e).includes(file) && re.test(String(e)),
        `${file}: ${name}`,
      );
    }
  }
});

test("role-word files: the shipped move words read as the move carve-out needs them", () => {
  const rules = parseGuardRules(mutateRuleFile("guard/moves.yaml", () => {}));
  const table: [keyof typeof rules.moves, string, boolean][] = [
    ["rule_move", "relocating", true],
    ["rule_move", "delete", false],
    ["tool_copy", "duplicate", true],
    ["tool_move", "mv", true],
    ["tool_edit", "comment", true],
    ["place_keys", "column", true],
    ["place_keys", "owner", false],
  ];
  for (const [role, word, has] of table) assert.equal(rules.moves[role].has(word), has, `${role} ${word}`);
});

test("call words: the call reader's vocabulary comes from call-words.yaml, not from code", () => {
  const shipped = parseGuardRules(mutateRuleFile("guard/call-words.yaml", () => {}));
  const extended = parseGuardRules(
    mutateRuleFile("guard/call-words.yaml", (doc: { words: { role: string; words: string[] }[] }) => {
      doc.words.find((e) => e.role === "shell_tool_words")!.words.push("xonsh");
      doc.words.find((e) => e.role === "content_keys")!.words.push("blurb");
    }),
  );
  const call = { line: "rm -rf /srv/data", blurb: "notes for the ops channel" };
  // a tool named for no known shell: its spaced string is text, not a command line
  assert.equal(readCall("xonsh", call, shipped).commands.length, 0);
  // listed as a shell tool in the data: the same string is a command line with its program
  assert.deepEqual(readCall("xonsh", call, extended).commands.map((c) => c.program), ["rm"]);
  // a key listed as free text is content, never a target
  assert.ok(readCall("xonsh", call, extended).content.some((v) => v.path.endsWith("blurb")));
  assert.ok(!readCall("xonsh", call, shipped).content.some((v) => v.path.endsWith("blurb")));
});
