// Record writes whose act is in the field they set (call-field-acts.ts, rules/guard/field-acts.yaml):
// an assignee field set assigns, a stage set to a done value closes, a deadline field is the
// deadline, an opt-out flag set false resubscribes, a group linked grants and unlinked revokes
// (Odoo x2many commands [6,0,ids] / [4,id] / [3,id] / [5]); only for calls that write.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readDataDir } from "../../src/load/load-files.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { fieldActMeanings } from "../../src/guard/read-call/call-field-acts.ts";
import { splitWords } from "../../src/guard/split-words.ts";

const rules = parseGuardRules(readDataDir("rules"));
const R = rules.meaning.fieldActs;

test("field acts: the act a written field performs", () => {
  const table: [string, Record<string, unknown>, string[], string[]][] = [
    // tool, args, actions expected, targets expected
    ["execute_method", { model: "project.task", method: "write", args: [[930], { user_ids: [[6, 0, [17]]] }] }, ["assign", "reassign"], ["assignee"]],
    ["update_issue", { issue: 12, assignee_id: 17 }, ["assign"], []],
    ["jira_edit_issue", { key: "SEC-4", fields: { assignee: { accountId: "5b10a" } } }, ["assign"], []],
    ["patch_ticket", { id: 4, owner_email: "" }, ["unassign"], []],
    ["update_task", { id: 812, status: "Done" }, ["close"], []],
    ["http_request", { method: "PATCH", url: "https://x.io/api/cards/3", body: { state: "closed" } }, ["close"], []],
    ["transition_issue", { key: "OPS-2", transition: { name: "Resolved" } }, ["close", "resolve"], []],
    ["execute_method", { model: "project.task", method: "write", args: [[932], { date_deadline: "2026-12-20" }] }, [], ["deadline"]],
    ["update_card", { id: "c1", due_on: null }, [], ["due date"]],
    ["execute_method", { model: "mailing.contact", method: "write", args: [[912], { opt_out: false }] }, ["resubscribe", "subscribe"], ["opted out"]],
    ["update_contact", { id: 4, unsubscribed: "false" }, ["resubscribe"], []],
    ["update_subscriber", { email: "a@b.co", subscribed: true }, ["subscribe"], []],
    ["execute_method", { model: "hr.employee", method: "write", args: [[88], { resource_calendar_id: 3 }] }, [], ["working hours"]],
    ["execute_method", { model: "res.users", method: "write", args: [[45], { groups_id: [[4, 23]] }] }, ["grant"], ["group"]],
    ["execute_method", { model: "res.users", method: "write", args: [[45], { groups_id: [[3, 23]] }] }, ["revoke"], []],
    ["update_member", { id: 9, roles: ["Billing Admin"] }, ["grant"], ["Billing Admin"]],
  ];
  for (const [tool, args, acts, targets] of table) {
    const m = fieldActMeanings(splitWords(tool), args, R);
    const a = m.flatMap((x) => x.actions);
    const t = m.flatMap((x) => x.targets);
    for (const w of acts) assert.ok(a.includes(w), `${w} in [${a}] for ${tool} ${JSON.stringify(args)}`);
    for (const w of targets) assert.ok(t.includes(w), `${w} in [${t}] for ${tool} ${JSON.stringify(args)}`);
    assert.ok(m.length > 0, `${tool} ${JSON.stringify(args)}`);
  }
});

test("field acts: nothing read when the call does not write or the field says no act", () => {
  const table: [string, Record<string, unknown>][] = [
    // a title-only write is no reassignment
    ["execute_method", { model: "project.task", method: "write", args: [[930], { name: "Rotate keys" }] }],
    // a read: the fields it asks for, a search's filter
    ["execute_method", { model: "res.users", method: "read", args: [[45]], kwargs: { fields: ["groups_id"] } }],
    ["search_tasks", { filter: { status: "done", assignee: "maria" } }],
    ["list_issues", { state: "closed", assignee: "bob" }],
    ["update_task", { id: 3, filter: { user_ids: [4] }, name: "x" }],
    // a stage moved to a stage that is not done; a bare "user" key (a login, not an assignee)
    ["update_task", { id: 812, status: "In Progress" }],
    ["update_connection", { user: "svc_reader", host: "db" }],
    // an opt-out turned on is no resubscription
    ["execute_method", { model: "mailing.contact", method: "write", args: [[912], { opt_out: true }] }],
    // a group at a longer key's end is another thing than a person's group or role (lead, ho15 review)
    ["updateStack", { id: 9, file: "services: {}", environmentGroupIds: [1] }],
    ["modify_instance_attribute", { InstanceId: "i-0ab", security_group_ids: ["sg-1"] }],
  ];
  for (const [tool, args] of table) {
    const m = fieldActMeanings(splitWords(tool), args, R);
    const acts = m.flatMap((x) => x.actions).filter((w) => ["assign", "reassign", "close", "grant", "resubscribe"].includes(w));
    assert.deepEqual(acts, [], `${tool} ${JSON.stringify(args)} → ${JSON.stringify(m)}`);
  }
});
