// Session 10 false blocks. Own wording, other tools than the study record.
//  - a product named in a rule WITHOUT a verb ("the Amex, never PayPal") is a value choice: a call
//    that names no product does not choose it (match-clause.ts, unnamedPlatform).
//  - approval idioms: "without a second pair of eyes", "without the shift lead", "(ask me)".
//  - "only" + a time ("only Tue-Thu", "only in the maintenance window") is no target (fb-only-when.ts).
//  - "… if you must" concedes a way out, it requires nothing of every call (fb-concession.ts).
//  - "never purge everything" bans the whole (purge_everything, purge_all), not each purge (fb-everything.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { saysWhenNotWhat } from "../../src/guard/carve-outs/fb-only-when.ts";
import { onlyConcedes } from "../../src/guard/carve-outs/fb-concession.ts";
import { wholeObject } from "../../src/guard/carve-outs/fb-everything.ts";
import { decide, rules } from "./support.ts";

test("a product named without a verb must be named by the call", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["company Amex for everything, never PayPal", "browser_click", { element: "Button 'Continue'", ref: "e1" }, "allow"],
    ["company Amex for everything, never PayPal", "browser_click", { element: "Button 'Pay with PayPal'", ref: "e2" }, "deny"],
    ["notes go to Obsidian, never Notion", "tap", { label: "Save draft" }, "allow"],
    ["notes go to Obsidian, never Notion", "notion_create_page", { parent_id: "p1", title: "Groceries" }, "deny"],
    ["refunds by bank transfer, never Stripe", "create_refund_transfer", { iban: "NL91ABNA0417164300", amount: 12, rail: "sepa" }, "allow"],
    ["refunds by bank transfer, never Stripe", "create_refund_transfer", { amount: 12, rail: "stripe" }, "deny"],
    // a verb makes the product the place the tool lives: an unnamed API tool is still its
    ["never void anything in Xero", "void_invoice", { invoice_id: "INV-9" }, "deny"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
});

test("approval idioms make an entry ask instead of refuse", () => {
  const table: [string, string][] = [
    ["Nothing gets dropped in prod without a second pair of eyes", "require_approval"],
    ["payroll edits follow the four-eyes rule", "require_approval"],
    ["no discounts above 30% without the store manager", "require_approval"],
    ["Don't rotate prod secrets without my team lead's OK", "require_approval"],
    ["never merge to release branches by yourself (ask me)", "require_approval"],
    // no person or role after "without": still a prohibition
    ["never deploy without the tests passing", "deny"],
    ["no refunds without the order id", "deny"],
    ["don't ask me about lint warnings, just fix them", "deny"],
  ];
  for (const [text, want] of table) assert.equal(compileEntry({ id: "r1", text } as never, rules).effect, want, text);
});

test("an 'only' phrase that says when is the time clause's, not a name the call must spell", () => {
  const t = (raw: string, names: string[], literal?: string) => ({ raw, names, path: false, command: false, channel: false, ...(literal ? { literal } : {}) }) as never;
  const table: [string, unknown[], boolean][] = [
    ["Tue-Thu", [t("Tue-Thu", ["tue", "thu"])], true],
    ["the change window", [t("change window", ["change", "window"])], false], // "change" names a thing
    ["maintenance window", [t("maintenance window", ["maintenance", "window"])], true],
    ["weekends", [t("weekends", ["weekend"])], true],
    ["business hours", [t("business hours", ["business", "hours"])], true],
    ["has (a parse left over)", [t("has", ["ha"])], true],
    ["ams (a region, not a.m.)", [t("ams", ["ams"])], false],
    ["staging", [t("staging", ["staging"])], false],
    ["a quoted literal", [t("'weekend'", ["weekend"], "weekend")], false],
  ];
  for (const [name, group, want] of table) assert.equal(saysWhenNotWhat(group as never, rules), want, name);
});

test("'if you must' concedes: it is no requirement", () => {
  const table: [string, boolean][] = [
    ["bind to localhost if you must", true],
    ["a soft delete is fine if you really have to", true],
    ["you must bind to localhost, if you must expose it at all", false], // a "must" of its own
    ["always bind to localhost", false],
    ["never expose the port", false],
  ];
  for (const [text, want] of table) assert.equal(onlyConcedes(text), want, text);
  const ledger = [{ id: "r1", text: "no public ports (no -p 8080:8080). use 127.0.0.1 if you must" }];
  assert.equal(decide(ledger, { tool: "Bash", args: { command: "docker compose down" } }).decision, "allow");
});

test("'VERB everything' bans the whole, not every target", () => {
  const spec = { families: ["delete"], words: ["wipe"], groups: [], outsidePaths: [], outsideDomains: [] };
  const table: [string, boolean][] = [
    ["never wipe everything; wipe single keys", true],
    ["don't wipe it all on the staging box", true],
    ["don't wipe anything in the archive bucket", false], // "anything": any target
    ["never clear everything, and don't wipe keys", false], // not the verb's object
  ];
  for (const [text, want] of table) assert.equal(wholeObject(spec, text).groups.length === 1, want, text);
  const rule = [{ id: "r1", text: "never purge everything, purge by URL" }];
  assert.equal(decide(rule, { tool: "purge_cache", args: { zone_id: "z1", files: ["https://x.dev/a.js"] } }).decision, "allow");
  assert.equal(decide(rule, { tool: "purge_cache", args: { zone_id: "z1", purge_everything: true } }).decision, "deny");
});
