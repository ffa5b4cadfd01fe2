// Table-driven tests of the s23 greq21 readers: approval spelled "sign off" (spaced) in effects.yaml;
// an approval sentence carries no key/value requirement ("writes to tenant_x tables require sign off"
// is a write ban on those tables, rule-clauses.ts findRequirement); "needs <role> sign-off" is a
// person's approval, not a DCO trailer (rule-require-field.ts roleSignOff); "mentioning" names no
// target (targets.yaml generic.mention); plural stay-on pins ("A and B stay ON") add the switch-off
// ban (rule-wording-canon.ts); a turn_off/switch_off tool on a device argument is a disable
// (arg-meanings.yaml state.device-turned-off). Own wording and tools; scenarios in s23-greq21.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { canonicalWording } from "../../src/guard/compile/rule-wording-canon.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("spaced 'sign off' is an approval; a snake_case table name under it is a target, no key", () => {
  run([
    ["writes to orders_eu tables require sign off from the owner", "run_query", { sql: "INSERT INTO orders_eu.lines (id) VALUES (1)" }, "require_approval"],
    ["writes to orders_eu tables require sign off from the owner", "run_query", { sql: "DELETE FROM orders_eu.lines WHERE id = 1" }, "require_approval"],
    ["changes on the assets-prod bucket need sign off", "bash", { command: "aws s3 rm s3://assets-prod/a.png" }, "require_approval"],
    // a read, or another schema
    ["writes to orders_eu tables require sign off from the owner", "run_query", { sql: "SELECT * FROM orders_eu.lines LIMIT 5" }, "allow"],
    ["writes to orders_eu tables require sign off from the owner", "run_query", { sql: "INSERT INTO stats.hits (id) VALUES (1)" }, "allow"],
    ["changes on the assets-prod bucket need sign off", "bash", { command: "aws s3 ls s3://assets-prod/" }, "allow"],
  ]);
});

test("a role's sign-off is an approval; a commit trailer stays a required text", () => {
  const c = compileEntry({ id: "r1", text: "posts mentioning pricing need marketing sign-off" }, rules);
  assert.equal(c.effect, "require_approval");
  assert.ok(!c.clauses.some((k) => k.type === "require"), JSON.stringify(c.clauses));
  const names = c.clauses.flatMap((k) => (k.type === "action" ? k.groups.flat().flatMap((t) => t.names) : []));
  assert.ok(names.includes("pricing") && !names.some((n) => n.startsWith("mention")), names.join(","));
  run([
    ["commits to the pricing repo need marketing sign-off", "bash", { command: "git commit -m 'x'" }, "allow"],
    ["every commit must carry a Signed-off-by line", "bash", { command: "git commit -m 'x'" }, "deny"],
    ["every commit must carry a Signed-off-by line", "bash", { command: "git commit -s -m 'x'" }, "allow"],
  ]);
});

test("plural stay-on pins ban switching each thing off", () => {
  assert.match(canonicalWording("the fridge and the freezer stay on"), /never switch off the fridge and the freezer/);
  assert.equal(canonicalWording("the kids stay on the rota"), "the kids stay on the rota");
  run([
    ["the fridge and the freezer stay ON", "turn_off", { device_name: "Kitchen Freezer" }, "deny"],
    ["the fridge and the freezer stay ON", "turn_off", { device_name: "Fridge" }, "deny"],
    ["the fridge and the freezer stay ON", "turn_off", { device_name: "Porch Light" }, "allow"],
    ["the fridge and the freezer stay ON", "turn_on", { device_name: "Fridge" }, "allow"],
    ["never switch off the nas", "power_off", { device: "NAS" }, "deny"],
  ]);
});
