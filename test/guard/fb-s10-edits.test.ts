// Session 10 false blocks on edits. Own wording.
//  - "X/ is append-only": adding is all it allows (fb-allowance.ts).
//  - code a rule bans, found only in what an edit replaces (search / find / old_*), is not written
//    (fb-replaced-text.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { replacedText } from "../../src/guard/carve-outs/fb-replaced-text.ts";
import { decide } from "./support.ts";

test("an append-only folder takes appends and new files, not rewrites or deletes", () => {
  const ledger = [{ id: "r1", text: "minutes/ is append-only" }];
  const table: [string, Record<string, unknown>, string][] = [
    ["append_file", { path: "minutes/2026-11-30.md", text: "- action: ship v2" }, "allow"],
    ["create_file", { path: "minutes/2026-12-01.md", content: "# Standup" }, "allow"],
    ["overwrite_file", { path: "minutes/2026-11-30.md", content: "# gone" }, "deny"],
    ["remove_file", { path: "minutes/2026-11-30.md" }, "deny"],
  ];
  for (const [tool, args, want] of table) assert.equal(decide(ledger, { tool, args }).decision, want, tool);
});

test("text an edit replaces is not text it writes", () => {
  const table: [string, boolean][] = [
    ["args.search", true],
    ["args.find", true],
    ["args.edits.0.oldText", true],
    ["args.original", true],
    ["args.replace", false],
    ["args.new_string", false],
    ["args.query", false],
    ["args.research_notes", false],
  ];
  for (const [path, want] of table) assert.equal(replacedText({ path }), want, path);
  const ledger = [{ id: "r1", text: "No `Math.random` in the crypto module" }];
  assert.equal(decide(ledger, { tool: "search_replace", args: { file: "crypto/nonce.ts", search: "Math.random()", replace: "randomBytes(16)" } }).decision, "allow");
  assert.equal(decide(ledger, { tool: "search_replace", args: { file: "crypto/nonce.ts", search: "randomBytes(16)", replace: "Math.random()" } }).decision, "deny");
});
