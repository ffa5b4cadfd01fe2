// Real instruction files: rules inside markdown tables, label-dash rules, rules in non-Latin scripts.
// Examples are written for these tests (not taken from any eval set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { segment } from "../../src/classify/segment.ts";
import { isForeignScript } from "../../src/classify/foreign-script.ts";
import { classifier, rules } from "./load.ts";

const probes = { hasRuleCue: () => false, opensImperative: () => false };
const unitTexts = (text: string) => segment(text, rules, probes).map((u) => u.text);

test("segment: only rule-bearing cells of a markdown table become units", () => {
  const table = ["| Path | Policy |", "|---|---|", "| `vendor/` | Generated — do not edit |", "| Frontend | No CSS frameworks (Bulma, etc.) |", "| `npm test` | Runs the unit tests |", "| Docs | Yes |"].join("\n");
  assert.deepEqual(unitTexts(table), ["Generated — do not edit", "No CSS frameworks (Bulma, etc.)"]);
});

test("classify: table cells with firm rules are pinned, descriptive cells are not", () => {
  const table = ["| Area | Rule |", "|---|---|", "| Billing tables | Shared with finance — do not touch |", "| Build | Runs on every push |"].join("\n");
  const pins = classifier.classify(table);
  assert.deepEqual(
    pins.map((p) => p.text),
    ["Shared with finance — do not touch"],
  );
  assert.equal(pins[0]!.kind, "prohibition");
});

test("segment: CJK full stops end sentences", () => {
  // the line is kept because it carries a firm rule word (必ず); the full stop splits it
  assert.deepEqual(unitTexts("テストを必ず先に書く。次にコードを書く。"), ["テストを必ず先に書く。", "次にコードを書く。"]);
  // without one, non-Latin prose stays non-prose
  assert.deepEqual(unitTexts("テストを先に書く。次にコードを書く。"), []);
});

test("foreign script: detected by letters outside code spans", () => {
  const table: [string, boolean][] = [
    ["コメントは英語で書いてください。", true],
    ["Всегда запускай `npm run lint-fix-all-files` перед коммитом", true],
    ["Use `pnpm` for everything.", false],
    ["Café au lait, s'il vous plaît.", false],
  ];
  for (const [text, want] of table) assert.equal(isForeignScript(text), want, text);
});

test("classify: foreign rules need firm words and the shape of rules", () => {
  const cases: [string, string[]][] = [
    // a list of rules: strong and weak cues as list items
    ["- 本番のデータベースを直接変更しないでください。\n- コメントは英語で書いてください。", ["prohibition", "requirement"]],
    // a one-off request: a lone polite imperative is not a rule
    ["この関数を説明してください。", []],
    // a story: "I never ..." is not a rule
    ["Я никогда не был в Лондоне.", []],
    // two strong rules in prose
    ["提交前必须运行测试。严禁直接推送到主分支。", ["requirement", "prohibition"]],
    // "impossible" is not a prohibition
    ["这是不可能的。那是不可思议的。", []],
  ];
  for (const [text, kinds] of cases) assert.deepEqual(classifier.classify(text).map((p) => p.kind), kinds, text);
});

test("segment: a short label before a dash stays with its rule", () => {
  assert.deepEqual(unitTexts("- **Audit log** - never delete entries"), ["Audit log** - never delete entries"]);
});
