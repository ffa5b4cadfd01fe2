// Table-driven tests of CLI lexicon entries added in session 10 (rules/guard/commands.yaml).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("go mod edit -go / -toolchain rewrites the go directive; other edits do not", () => {
  const table: [string, boolean][] = [
    ["go mod edit -go=1.22", true],
    ["go mod edit -toolchain=go1.22.8", true],
    ["go mod edit -droprequire=example.com/x", false],
    ["go mod download", false],
    ["go env -w GOFLAGS=-mod=mod", false],
  ];
  for (const [cmd, want] of table) {
    const f = readCall("shell", { command: cmd }, rules);
    assert.equal(f.actionWords.has("bump") && f.addressing.some((a) => a.raw === "go directive"), want, cmd);
  }
});
