#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's own test runner (Node 20's --test does not expand globs).
// Usage: node scripts/run-tests.mjs [substring filter]
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const filter = process.argv[2] ?? "";
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".test.ts") && p.includes(filter)) files.push(p);
  }
})("test");
if (!files.length) {
  console.error(`no test files match "${filter}"`);
  process.exit(1);
}
const r = spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-reporter=spec", ...files], { stdio: "inherit" });
process.exit(r.status ?? 1);
