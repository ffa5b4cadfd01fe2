// Rule fixes of round s11: context flags read against the condition words of a rule
// (rule-condition-flags.ts). A flag is the condition only when all its content words stand
// together in the rule; a negation before them turns it round; after "only" it is not read.
// Own wording, table-driven.
import { test } from "node:test";
import assert from "node:assert/strict";
import { conditionWordList, flagWordsOf, readConditionFlags } from "../../src/guard/compile/rule-condition-flags.ts";
import { decide } from "./support.ts";

const read = (text: string, flags: Record<string, unknown>) => {
  const r = readConditionFlags(conditionWordList(text), flagWordsOf(flags));
  return r.off ? `off ${r.off.key}` : r.held.length ? `held ${r.held.map((f) => f.key).join(",")}` : "none";
};

test("a flag is the rule's condition only when its words stand together in the rule", () => {
  const table: [string, Record<string, unknown>, string][] = [
    ["Never force-push branches that are already merged.", { branch_merged: false }, "off branch_merged"],
    ["Never force-push branches that are already merged.", { branch_merged: true }, "held branch_merged"],
    ["Don't email leads from the enterprise segment.", { lead_in_enterprise_segment: true }, "held lead_in_enterprise_segment"],
    // shares words, but not the distinguishing one
    ["Always cc the account owner when you email a lead.", { lead_in_enterprise_segment: false }, "none"],
    // scattered words are not a condition
    ["Orders ship on Monday; nothing gets delivered on weekends.", { order_delivered: false }, "none"],
    // one word is never enough
    ["Don't touch production.", { production: false }, "none"],
    // an id in the flag name says which one
    ["Leave the Focus playlist alone.", { playlist_4fq9z81kd0a_focus: true }, "held playlist_4fq9z81kd0a_focus"],
  ];
  for (const [text, flags, want] of table) assert.equal(read(text, flags), want, `${text} ${JSON.stringify(flags)}`);
});

test("a negation before the words turns the flag round; after only it is not read", () => {
  const table: [string, Record<string, unknown>, string][] = [
    ["Don't pay invoices from suppliers not in the vendor registry.", { supplier_in_vendor_registry: true }, "off supplier_in_vendor_registry"],
    ["Don't pay invoices from suppliers not in the vendor registry.", { supplier_in_vendor_registry: false }, "held supplier_in_vendor_registry"],
    ["Never disarm the alarm unless the house is empty.", { house_empty: true }, "off house_empty"],
    ["never open the gate unless the dog is inside (flag dog_inside)", { dog_inside: true }, "off dog_inside"],
    ["don't run the mower while kids play outside (flag kids_playing)", { kids_playing: false }, "off kids_playing"],
    ["Credits only for accounts with premium support.", { account_premium_support: false }, "none"],
  ];
  for (const [text, flags, want] of table) assert.equal(read(text, flags), want, `${text} ${JSON.stringify(flags)}`);
});

test("decisions: a false condition skips the entry, a true one names its target", () => {
  const table: [string, string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ["Don't delete files in the Clients drive.", "drive_delete", { fileId: "1AbC" }, { file_in_clients_drive: true }, "deny"],
    ["Don't delete files in the Clients drive.", "drive_delete", { fileId: "1AbC" }, { file_in_clients_drive: false }, "allow"],
    ["Don't delete files in the Clients drive.", "drive_list", { q: "trashed=false" }, { file_in_clients_drive: true }, "allow"],
    ["Never discount subscriptions of customers outside the EU region.", "apply_discount", { subscription: "sub_1", percent: 10 }, { customer_in_eu_region: true }, "allow"],
  ];
  for (const [text, tool, args, flags, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { flags } }).decision, want, `${text} ${JSON.stringify(flags)}`);
});
