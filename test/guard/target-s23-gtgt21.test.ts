// Table-driven tests of the s23 target readers: a field written as a dotted path in an argument key
// names the field the call writes (call-field-keys.ts); a container word beside a quoted name
// ("the 'Medical' category") only says what kind the name is (targets.yaml descriptor.container);
// chat spellings of "you" ("if u need…") name no target (targets.yaml generic.chat); a name written as
// code beside other words ("the full `all_customers` list") keeps all its words, must be carried as
// written, and an adjective beside it only stresses it (rule-action.ts, rule-target-quoted.ts).
// Own wording and vendors; whole scenarios in scenarios/s23-gtgt21.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { fieldPathKey } from "../../src/guard/read-call/call-field-keys.ts";

type Row = [string, { tool: string; args: Record<string, unknown> }, string];
const run = (table: Row[]) => {
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
};

test("a dotted key is a field path; a plain or odd key is not", () => {
  for (const k of ["custom.medical.allergies", "address.street", "spring.datasource.url", "profile.billing.iban"]) assert.equal(fieldPathKey(k), true, k);
  for (const k of ["name", "value", "app.kubernetes.io/name", "1.2.3", "a..b", ".hidden", "x.", "v1.0"]) assert.equal(fieldPathKey(k), false, k);
});

test("a field named by a dotted key is what the call touches", () => {
  run([
    ["never modify fields in the 'Emergency' category", { tool: "personio_update_person", args: { id: 9, attributes: { "emergency.contactName": "Ana" } } }, "deny"],
    ["never modify fields in the 'Emergency' category", { tool: "personio_update_person", args: { id: 9, attributes: { "work.department": "Ops" } } }, "allow"],
    ["dont touch custom fields in the 'Payroll' category", { tool: "bamboohr_update_employee", args: { employeeId: "17", fields: { "custom.payroll.taxClass": "3" } } }, "deny"],
    // another category's field
    ["dont touch custom fields in the 'Payroll' category", { tool: "bamboohr_update_employee", args: { employeeId: "17", fields: { "custom.hobbies.sport": "rowing" } } }, "allow"],
    // a plain key is no field path: the rule's word is not carried
    ["dont touch custom fields in the 'Payroll' category", { tool: "bamboohr_update_employee", args: { employeeId: "17", fields: { nickname: "Jo" } } }, "allow"],
  ]);
});

test("chat 'u' names no target", () => {
  run([
    ["if u want to add an index, ask me first", { tool: "run_query", args: { sql: "CREATE INDEX idx_users_email ON users (email)" } }, "require_approval"],
    ["if u want to add an index, ask me first", { tool: "run_query", args: { sql: "SELECT count(*) FROM users" } }, "allow"],
    ["if u need a new column, check with me", { tool: "run_sql", args: { sql: "ALTER TABLE orders ADD COLUMN promo_code text" } }, "require_approval"],
  ]);
});

test("a code name beside other words is the name, as written", () => {
  const sh = (command: string) => ({ tool: "terminal", args: { command } });
  run([
    ["never mail the entire `all_members` audience", sh("node send-newsletter.js --audience all_members"), "deny"],
    ["never send to the entire `all_members` audience", sh("python send_blast.py --audience beta_members --template promo"), "allow"],
    ["don't send anything to the whole `everyone_eu` segment", sh("python send_blast.py --segment everyone_eu"), "deny"],
    ["don't send anything to the whole `everyone_eu` segment", sh("python send_blast.py --segment vip_eu"), "allow"],
  ]);
});
