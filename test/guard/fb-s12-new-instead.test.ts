// A ban on editing that names creating a new one as the way ("add a new migration instead") lets
// the creating call through and still refuses the edit (fb-new-instead.ts). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { newInstead } from "../../src/guard/carve-outs/fb-new-instead.ts";
import { decide } from "./support.ts";

test("the alternative is read only when the rule names a new one instead", () => {
  const table: [string, boolean][] = [
    ["never touch applied migrations, add a new migration instead", true],
    ["Don't rewrite release notes. Write a fresh note instead.", true],
    ["don't edit the lockfile; create a new branch rather than force it", true],
    ["never edit files under infra/", false],
    ["use a new terminal for long jobs", false], // no "instead"
  ];
  for (const [text, want] of table) assert.equal(!!newInstead(text), want, text);
});

test("creating the new one passes, editing the old one does not", () => {
  const rule = "Never edit files in supabase/migrations/ - create a new migration instead.";
  const table: [{ tool: string; args: Record<string, unknown> }, string][] = [
    [{ tool: "fs_write_file", args: { path: "supabase/migrations/20261201_add_tier.sql", content: "alter table t add column tier text;" } }, "allow"],
    [{ tool: "fs_edit_file", args: { path: "supabase/migrations/20260101_init.sql", old_text: "text", new_text: "varchar" } }, "deny"],
  ];
  for (const [call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, JSON.stringify(call));
});
