// Settings a rule pins to one value (rule-setting.ts, match-setting.ts): table-driven, own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { decide, mutateRuleFile, rules } from "./support.ts";

test("rule words → setting clauses", () => {
  const table: [string, string | undefined, string[][] | undefined][] = [
    ["helm: only ever use the sbx-3 context", "setting.context", [["sbx", "3"]]],
    ["Stick to the research AWS profile.", "setting.profile", [["research"]]],
    ["Use the demo merchant account only", "setting.account", [["demo"]]],
    ["only touch the blue or green cluster", "setting.cluster", [["blue"], ["green"]]],
    ["kube context is lab-9", "setting.context", [["lab", "9"]]],
    ["Pull requests go against trunk-next", "dest.branch", [["main", "next"]]], // trunk = main (targets.yaml),
    ["Never use the prod context", undefined, undefined], // a prohibition, read elsewhere
    ["Refunds go back to the original account only", undefined, undefined], // names no value
  ];
  for (const [text, want, allowed] of table) {
    const c = compileEntry({ id: "t", text }, rules).clauses.find((x) => x.type === "setting");
    assert.equal(c?.type === "setting" ? c.setting : undefined, want, text);
    if (allowed) assert.deepEqual(c?.type === "setting" ? c.allowed : undefined, allowed, text);
  }
});

test("rule words → state clauses", () => {
  const table: [string, string | undefined, string | undefined][] = [
    ["Raise merge requests as drafts.", "draft", "pr"],
    ["new gists must be private", "private", "gist"],
    ["Quotes go out as drafts only", "draft", "quote"],
    ["Don't open PRs as drafts", undefined, undefined],
  ];
  for (const [text, word, subject] of table) {
    const c = compileEntry({ id: "t", text }, rules).clauses.find((x) => x.type === "state");
    assert.equal(c?.type === "state" ? c.word : undefined, word, text);
    if (subject) assert.ok(c?.type === "state" && c.subjects.includes(subject), text);
  }
});

test("setting pins against calls", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["helm: only ever use the sbx-3 context", { tool: "sh", args: { command: "helm upgrade api ./chart --kube-context live-1" } }, "deny"],
    ["helm: only ever use the sbx-3 context", { tool: "sh", args: { command: "helm upgrade api ./chart --kube-context sbx-3" } }, "allow"],
    ["helm: only ever use the sbx-3 context", { tool: "sh", args: { command: "helm upgrade api ./chart --kube-context $CTX" } }, "allow"],
    ["Use the demo merchant account only", { tool: "issue_refund", args: { merchantAccount: "ShopLive", amount: 10 } }, "deny"],
    ["Use the demo merchant account only", { tool: "issue_refund", args: { merchantAccount: "ShopDEMO", amount: 10 } }, "allow"],
    ["Pull requests go against trunk-next", { tool: "open_pull_request", args: { head: "x", base: "trunk" } }, "deny"],
    ["Pull requests go against trunk-next", { tool: "open_pull_request", args: { head: "trunk", base: "trunk-next" } }, "allow"],
    ["Pull requests go against trunk-next", { tool: "send_message", args: { target: "ops", text: "hi" } }, "allow"],
    ["Raise merge requests as drafts.", { tool: "create_merge_request", args: { source_branch: "a", target_branch: "b", draft: false } }, "deny"],
    ["Raise merge requests as drafts.", { tool: "create_merge_request", args: { source_branch: "a", target_branch: "b", draft: true } }, "allow"],
    ["Raise merge requests as drafts.", { tool: "Bash", args: { command: "gh pr create --base main --title x" } }, "deny"],
    ["Raise merge requests as drafts.", { tool: "Bash", args: { command: "gh pr create --draft --base main --title x" } }, "allow"],
    ["new gists must be private", { tool: "create_gist", args: { files: { "a.md": { content: "x" } }, public: true } }, "deny"],
    ["new gists must be private", { tool: "create_gist", args: { files: { "a.md": { content: "x" } }, public: false } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r", text }], call).decision, want, `${text} / ${JSON.stringify(call)}`);
});

test("rule-settings.yaml: a noun claimed twice stops start-up naming the file and entry", () => {
  const files = mutateRuleFile("guard/rule-settings.yaml", (doc) => doc.settings[1].nouns.push("context"));
  assert.throws(() => parseGuardRules(files), (e: unknown) => e instanceof RuleFileError && /rule-settings\.yaml/.test(e.message) && /setting\.profile/.test(e.message));
});
