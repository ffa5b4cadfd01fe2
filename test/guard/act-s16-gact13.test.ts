// Acts a structured or browser call does that the guard missed (h-gact13):
//   rule side  every verb a prohibition lists after its negation is the act, the ones compromise
//              tags as nouns and the lexicon does not know too ("don't set or remove …", "don't
//              pause or resume …": rule-verb-list.ts); an unknown verb matches the state a call
//              sets ({completed: true} under "don't complete …": match-clause.ts matchFamilies)
//   call side  a fill/type tool naming its control by a DevTools uid or a CSS selector works a page
//              (call-form-input.ts); typing into a password field logs in (call-form-input.yaml);
//              a click on a control whose uid/test id names the act does it (call-ui-instruction.ts)
//   on / off   "Turn maintenance mode on": a particle after the object joins its verb (rule-action.ts
//              splitParticle; "enable" family, actions.yaml); maintenance_on / lights_off: a tool named
//              by a thing and a final on/off switches it (call-facts.ts); "mode" names no target
//              (targets.yaml generic.mode); a rule naming only a state ("No maintenance mode during …")
//              is not broken by a call that only switches something off (match-clause.ts matchTime)
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: listed verbs, controls named by uid or selector, and the hard allows beside them", () => {
  const table: [string, Call, string][] = [
    // a verb list after the negation: each verb is the act
    ["Don't pause or resume any Mailchimp campaigns", { tool: "resume_campaign", args: { campaign_id: "c-91" } }, "deny"],
    ["Don't pause or resume any Mailchimp campaigns", { tool: "get_campaign_report", args: { campaign_id: "c-91" } }, "allow"],
    ["never archive or unarchive channels in the legal workspace", { tool: "conversations_unarchive", args: { workspace: "legal", channel: "C0INC42" } }, "deny"],
    ["never archive or unarchive channels in the legal workspace", { tool: "conversations_history", args: { workspace: "legal", channel: "C0INC42" } }, "allow"],
    ["Do not complete or delete tasks in the Finance list", { tool: "update_task", args: { list: "Finance", task_id: "t8", completed: true } }, "deny"],
    ["Do not complete or delete tasks in the Finance list", { tool: "update_task", args: { list: "Finance", task_id: "t8", title: "Pay VAT (Q4)" } }, "allow"],
    ["don't fork, star or archive the billing repo", { tool: "star_repository", args: { owner: "acme", repo: "billing" } }, "deny"],
    ["don't fork, star or archive the billing repo", { tool: "get_repository", args: { owner: "acme", repo: "billing" } }, "allow"],
    // a password typed into a page logs in; a search box does not
    ["ask me before you sign in anywhere", { tool: "fill", args: { tabId: "77", selector: "input#current-password", value: "••••" } }, "require_approval"],
    ["ask me before you sign in anywhere", { tool: "fill", args: { uid: "login-password", value: "••••" } }, "require_approval"],
    ["ask me before you sign in anywhere", { tool: "fill", args: { tabId: "77", selector: "input#search", value: "hiking boots" } }, "allow"],
    ["ask me before you sign in anywhere", { tool: "fill", args: { uid: "newsletter-email", value: "kay@example.org" } }, "allow"],
    // a click on a control whose uid names the act
    ["never submit any form without asking me", { tool: "click", args: { uid: "btn-submit-7" } }, "require_approval"],
    ["never submit any form without asking me", { tool: "click", args: { uid: "btn-cancel-7" } }, "allow"],
    ["never submit any form without asking me", { tool: "click", args: { uid: "4_21" } }, "allow"],
    // "turn X on": the particle after the object; a tool named thing_on / thing_off switches the thing
    ["Turn debug mode on for the payments app only after asking me", { tool: "debug_on", args: { app: "payments" } }, "require_approval"],
    ["Turn debug mode on for the payments app only after asking me", { tool: "debug_off", args: { app: "payments" } }, "allow"],
    ["Turn debug mode on for the payments app only after asking me", { tool: "debug_status", args: { app: "payments" } }, "allow"],
    ["never switch the garden sprinklers on", { tool: "update_zone", args: { zone: "garden sprinklers", enabled: true } }, "deny"],
    ["never switch the garden sprinklers on", { tool: "update_zone", args: { zone: "garden sprinklers", enabled: false } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("rule side: the verbs of the list", () => {
  const table: [string, string[]][] = [
    ["Don't set or remove env vars on the prod deployment.", ["word:set", "delete"]],
    ["don't submit, comment or upvote anything on the forum", ["word:submit", "send", "word:upvote"]],
    ["don't pause or resume campaigns", ["stop", "resume"]],
    ["Never read, print or edit .env files", ["read", "write"]],
  ];
  for (const [text, fams] of table) {
    const c = compileEntry({ id: "r1", text }, rules).clauses.find((x) => x.type === "action");
    assert.ok(c && c.type === "action", text);
    for (const f of fams) assert.ok(c.families.includes(f), `${text}: ${f} in ${c.families.join(",")}`);
  }
  // a list of things, not of verbs: the object stays a target
  const c = compileEntry({ id: "r1", text: "Never delete emails or files" }, rules).clauses.find((x) => x.type === "action");
  assert.ok(c && c.type === "action" && !c.families.some((f) => f.startsWith("word:")));
  // no list at all: nothing added
  const d = compileEntry({ id: "r1", text: "don't restart the primary, or anything in prod" }, rules).clauses.find((x) => x.type === "action");
  assert.ok(d && d.type === "action" && !d.families.some((f) => f.startsWith("word:")));
});

test("call side: controls named by a uid or a CSS selector", () => {
  assert.equal(readCall("fill", { uid: "input-password", value: "x" }, rules).families.has("login"), true);
  assert.equal(readCall("fill", { tabId: "1", selector: "input#password", value: "x" }, rules).families.has("login"), true);
  assert.equal(readCall("fill", { uid: "input-password", value: "x" }, rules).families.has("login"), true);
  assert.equal(readCall("create_index", { index: "logs", name: "password" }, rules).families.has("login"), false);
  assert.equal(readCall("click", { uid: "btn-submit-42" }, rules).actionWords.has("submit"), true);
  assert.equal(readCall("click", { uid: "11_92" }, rules).actionWords.has("submit"), false);
  assert.equal(readCall("get_element", { uid: "btn-submit-42" }, rules).actionWords.has("submit"), false);
});
