// Table-driven tests of package version pins on a package manager's command line (call-package-pin.ts):
// a named version changes that package's version; a bare install or a read does not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { packagePins } from "../../src/guard/read-call/call-package-pin.ts";

const pins = (line: string) => parseCommandLine(line).flatMap((s) => packagePins(s, "args.command"));

test("package pins: the package named, its short name, initials, and major releases", () => {
  const table: [string, string[], boolean][] = [
    // command, targets that must be there, a change at all
    ["yarn upgrade left-pad@2.1.0", ["left-pad", "left-pad version", "lp"], true],
    ["pnpm add @scope/widget@4.0.0", ["widget", "widget version", "major version"], true],
    ["pip install 'flask==3.1.0' requests", ["flask", "flask 3.1.0"], true],
    ["go get example.org/lib/pq/v7@v7.2.0", ["pq", "pq version"], true],
    ["cargo add tokio@1.41.1", ["tokio"], true],
    ["go mod edit -toolchain=go1.23.4", ["go version", "go directive"], true],
    ["npm install lodash", [], false],
    ["npm ci", [], false],
    ["pip show flask", [], false],
  ];
  for (const [line, want, changes] of table) {
    const got = pins(line);
    assert.equal(got.length > 0, changes, line);
    const targets = got.flatMap((f) => f.targets);
    for (const t of want) assert.ok(targets.includes(t), `${line}: ${t} in ${targets.join(", ")}`);
    if (changes) assert.ok(got[0]!.actions.includes("bump"), line);
  }
  // a minor release is no new major
  assert.ok(!pins("pnpm add vite@5.4.2").flatMap((f) => f.targets).includes("major version"));
});
