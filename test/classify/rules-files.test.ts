import { test } from "node:test";
import assert from "node:assert/strict";
import { parseClassifyRules, parsePinModel } from "../../src/classify/index.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { ruleFiles, rules } from "./load.ts";

test("rules: the real rules/classify files parse and compile", () => {
  assert.ok(rules.cues.length > 50);
  assert.ok(rules.nonProse.length > 10);
  assert.ok(rules.imperativeVerbs.has("restart"));
  assert.ok(rules.kindRules.every((k) => k.id.startsWith("kind.")));
});

const withFile = (file: string, doc: unknown) => new Map([...ruleFiles, [file, doc]]);
const cues = ruleFiles.get("classify/cues.yaml") as { cues: Record<string, unknown>[] };

const BROKEN: { name: string; files: Map<string, unknown>; file: string; entry?: RegExp }[] = [
  { name: "bad regex", files: withFile("classify/cues.yaml", { cues: [...cues.cues, { id: "x.bad", group: "prohibit", pattern: "(", example: "x" }] }), file: "classify/cues.yaml", entry: /x\.bad/ },
  { name: "nested quantifier", files: withFile("classify/cues.yaml", { cues: [{ id: "x.slow", group: "prohibit", pattern: "(a+)+$", example: "x" }] }), file: "classify/cues.yaml", entry: /x\.slow/ },
  { name: "no reason or example", files: withFile("classify/cues.yaml", { cues: [{ id: "x.bare", group: "prohibit", pattern: "never" }] }), file: "classify/cues.yaml", entry: /x\.bare/ },
  { name: "unknown group", files: withFile("classify/cues.yaml", { cues: [{ id: "x.grp", group: "nope", pattern: "never", example: "x" }] }), file: "classify/cues.yaml", entry: /x\.grp/ },
  { name: "duplicate id", files: withFile("classify/cues.yaml", { cues: [cues.cues[0], cues.cues[0]] }), file: "classify/cues.yaml", entry: new RegExp(String(cues.cues[0]!.id).replace(/\./g, "\\.")) },
  { name: "missing file", files: new Map([...ruleFiles].filter(([k]) => k !== "classify/scopes.yaml")), file: "classify/scopes.yaml" },
  { name: "kind rule names an unknown cue", files: withFile("classify/kinds.yaml", { rules: [{ id: "kind.x", kind: "limit", all: ["cue:nope.none"], example: "x" }] }), file: "classify/kinds.yaml", entry: /kind\.x/ },
];

for (const b of BROKEN)
  test(`rules: a wrong file names file and entry (${b.name})`, () => {
    assert.throws(
      () => parseClassifyRules(b.files),
      (err: unknown) => {
        assert.ok(err instanceof RuleFileError, String(err));
        assert.equal(err.file, b.file);
        assert.match(err.message, new RegExp(b.file.replace(/\./g, "\\.")));
        if (b.entry) assert.match(err.message, b.entry);
        return true;
      },
    );
  });

test("model: a missing or wrong model file stops start-up naming it", () => {
  assert.throws(() => parsePinModel(new Map()), /pin-model\.json.*npm run train/);
  assert.throws(() => parsePinModel(new Map([["pin-model.json", { format: "pinguard-pin-model/1", threshold: 2 }]])), /pin-model\.json/);
});
