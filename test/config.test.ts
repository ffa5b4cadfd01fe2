import { test } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../src/config.ts";

test("defaults", () => {
  const c = loadConfig({});
  assert.equal(c.PORT, 8080);
  assert.equal(c.HOST, "0.0.0.0");
  assert.equal(c.BODY_LIMIT, 1024 * 1024);
  assert.equal(c.MAX_LEDGER_ENTRIES, 1000);
  assert.equal(c.AUTH_TOKEN, undefined);
  assert.match(c.RULES_DIR, /rules$/);
});

const valid: [Record<string, string>, keyof ReturnType<typeof loadConfig>, unknown][] = [
  [{ PORT: "9000" }, "PORT", 9000],
  [{ BODY_LIMIT: "512kb" }, "BODY_LIMIT", 512 * 1024],
  [{ BODY_LIMIT: "2mb" }, "BODY_LIMIT", 2 * 1024 * 1024],
  [{ BODY_LIMIT: "65536" }, "BODY_LIMIT", 65536],
  [{ LOG_LEVEL: "warn" }, "LOG_LEVEL", "warn"],
  [{ PORT: "" }, "PORT", 8080],
];
for (const [env, key, want] of valid)
  test(`parses ${JSON.stringify(env)}`, () => assert.equal(loadConfig(env)[key], want));

const invalid: [Record<string, string>, string][] = [
  [{ PORT: "http" }, "PORT"],
  [{ PORT: "70000" }, "PORT"],
  [{ BODY_LIMIT: "lots" }, "BODY_LIMIT"],
  [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  [{ AUTH_TOKEN: "short" }, "AUTH_TOKEN"],
  [{ MAX_LEDGER_ENTRIES: "0" }, "MAX_LEDGER_ENTRIES"],
];
for (const [env, name] of invalid)
  test(`rejects ${JSON.stringify(env)} naming ${name}`, () => {
    assert.throws(() => loadConfig(env), (err: Error) => err instanceof ConfigError && err.message.includes(name) && !err.message.includes("\n"));
  });
