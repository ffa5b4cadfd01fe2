// Rule fixes of round s8: "X go to project Y" pins the project of the X a call creates; "only on the
// Y stack" pins pulumi's stack. Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const setting = (text: string) => {
  const c = compile(text).clauses.find((cl) => cl.type === "setting");
  return c?.type === "setting" ? { setting: c.setting, allowed: c.allowed, tools: c.toolWords ?? [] } : undefined;
};

test("the name after the noun, and the subject before 'go', are read", () => {
  const table: [string, string, string[][], string][] = [
    ["new epics go to project ROADMAP", "setting.project", [["roadmap"]], "epic"],
    ["incident tickets go into project SRE", "setting.project", [["sre"]], "issue"],
    ["terraform runs only on the lab stack", "setting.stack", [["lab"]], ""],
  ];
  for (const [text, id, allowed, tool] of table) {
    const got = setting(text);
    assert.ok(got, `${text}: no setting`);
    assert.equal(got.setting, id, text);
    assert.deepEqual(got.allowed, allowed, text);
    if (tool) assert.ok(got.tools.includes(tool), `${text}: ${got.tools}`);
  }
});

test("a project pin for tickets applies to creating tickets only", () => {
  const rule = [{ id: "r1", text: "bug reports go to project QA" }];
  const table: [string, Record<string, unknown>, string][] = [
    ["create_report", { project: "CORE", title: "x" }, "deny"],
    ["create_report", { project: "QA", title: "x" }, "allow"],
    ["gcloud_run", { command: "gcloud projects describe core-1", project: "core-1" }, "allow"], // not a report
    ["search_reports", { project: "CORE" }, "allow"], // a read
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, `${tool} ${JSON.stringify(args)}`);
});
