// The user's yes lives in the conversation, passed as a flag; a consent prerequisite is met by it
// (fb-confirmed.ts). Own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { consentFlag } from "../../src/guard/carve-outs/fb-confirmed.ts";
import { decide } from "./support.ts";

test("a consent prerequisite reads a consent flag set true", () => {
  const rule = "get the owner's approval before you archive a project";
  const table: [string, Record<string, unknown> | undefined, boolean][] = [
    [rule, { owner_approved: true }, true],
    [rule, { confirmed: true }, true],
    [rule, { owner_approved: false }, false],
    [rule, { yesterday: true }, false], // "yes" only as a whole word of the key
    [rule, undefined, false],
    ["run the linter before you push", { user_confirmed: true }, false], // not a consent prerequisite
  ];
  for (const [text, flags, want] of table) assert.equal(consentFlag(text, flags) !== undefined, want, `${text} ${JSON.stringify(flags)}`);
});

test("the same call passes with the yes and stops without it", () => {
  const rule = [{ id: "r1", text: "Before you update any subscription, read the change back to the customer and get their confirmation." }];
  const call = { tool: "update_subscription_plan", args: { customer_id: "cus_12", plan: "pro-annual" } };
  assert.equal(decide(rule, call, { context: { flags: { user_confirmed: true } } }).decision, "allow");
  assert.equal(decide(rule, call, { context: { flags: { user_confirmed: false } } }).decision, "deny");
});
