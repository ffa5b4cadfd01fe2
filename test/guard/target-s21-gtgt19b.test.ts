// Table-driven tests of the s21 target readings (rule-target-quoted.ts, actions.yaml write combos):
// a name the rule quotes beside other words must be carried as written, not through synonyms;
// a possessive of a class of people ("a member's", "any customer's") says whose, not which;
// a set_* tool that sets a setting/preference/option changes it. Own wording and tools; whole
// scenarios in scenarios/s21-gtgt19b.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { genericPossessor, quotedNames } from "../../src/guard/compile/rule-target-quoted.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a quoted name beside other words is matched as written", () => {
  run([
    ["never email the 'Lapsed Customers' audience", "send_campaign", { audience: "Lapsed Customers", subject: "We miss you" }, "deny"],
    ["never email the 'Lapsed Customers' audience", "send_campaign", { audience: "lapsed_customers", subject: "We miss you" }, "deny"],
    ["ask before posting to the \"Night Owls\" board", "create_board_post", { board: "Night Owls", body: "hi" }, "require_approval"],
    // another audience sharing a synonym word ("Customers" ~ "Users"): allowed
    ["never email the 'Lapsed Customers' audience", "send_campaign", { audience: "Trial Users", subject: "Tips" }, "allow"],
    ["never email the 'Lapsed Customers' audience", "send_campaign", { audience: "VIP Customers", subject: "Tips" }, "allow"],
    ["ask before posting to the \"Night Owls\" board", "create_board_post", { board: "Early Birds", body: "hi" }, "allow"],
  ]);
});

test("quotedNames: only quotes inside a phrase of several tokens", () => {
  const phrase = (s: string) => readRuleText(s)[0]!.tokens.filter((t) => t.kind !== "punct");
  assert.deepEqual(quotedNames(phrase("the 'Lapsed Customers' audience").slice(1)), ["lapsed customers"]);
  assert.equal(quotedNames(phrase("'Lapsed Customers'")), undefined);
  assert.equal(quotedNames(phrase("the lapsed audience").slice(1)), undefined);
});

test("a possessive of a class of people is whose, not which", () => {
  run([
    ["Ask me before editing a member's billingPlan", "patchMember", { memberId: "m_31", billingPlan: "gold" }, "require_approval"],
    ["never alter any customer's creditLimit", "update_customer", { id: "c_9", creditLimit: 5000 }, "deny"],
    // another attribute of the same person: allowed
    ["Ask me before editing a member's billingPlan", "patchMember", { memberId: "m_31", nickname: "Bo" }, "allow"],
    ["never alter any customer's creditLimit", "update_customer", { id: "c_9", phone: "555-0100" }, "allow"],
  ]);
  const toks = readRuleText("never alter any customer's creditLimit")[0]!.tokens;
  const phrase = toks.slice(3);
  assert.equal(genericPossessor(phrase, phrase[0]!, rules.personClasses), true);
  // a named owner is which one: kept
  const named = readRuleText("never alter Dana's creditLimit")[0]!.tokens.slice(2);
  assert.equal(genericPossessor(named, named[0]!, rules.personClasses), false);
  // a possessive at the phrase's end is the thing itself
  assert.equal(genericPossessor(phrase.slice(0, 1), phrase[0]!, rules.personClasses), false);
});

test("a set tool that sets a setting changes it; a plain set word does not", () => {
  run([
    ["don't change the frost guard settings without asking", "set_setting", { deviceId: "boiler-2", settingKey: "Heating.FrostGuard", value: "off" }, "require_approval"],
    ["never change the quiet hours preference", "set_preference", { user: "me", key: "quiet_hours", value: "22-07" }, "deny"],
    // reading the setting: allowed
    ["don't change the frost guard settings without asking", "get_setting", { deviceId: "boiler-2", settingKey: "Heating.FrostGuard" }, "allow"],
    // another setting: allowed
    ["don't change the frost guard settings without asking", "set_setting", { deviceId: "boiler-2", settingKey: "Display.Brightness", value: 40 }, "allow"],
  ]);
});
