// "once per <object>" counts earlier calls on the same object only (fb-per-object.ts): the object is
// the argument whose key names the noun after "per"; ids the calls merely share do not make it one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { perObjectWords } from "../../src/guard/carve-outs/fb-per-object.ts";
import { decide } from "./support.ts";

test("the words after per name an object, not a period", () => {
  const table: [string, string[] | undefined][] = [
    ["void an invoice at most once per invoice", ["invoice"]],
    ["only one swap per delivered parcel, bundle the items", ["delivered", "parcel"]],
    ["max 3 texts per day", undefined],
    ["no more than 2 pages per hour", undefined],
    ["never more than 5 requests", undefined],
  ];
  for (const [text, want] of table) assert.deepEqual(perObjectWords(text), want, text);
});

test("an earlier call on another object does not count; on the same object it does", () => {
  const rule = [{ id: "r1", text: "The resend tool may be called only once per parcel." }];
  const call = { tool: "resend_parcel_label", args: { parcel_id: "P-310", shop_id: "shop-9" } };
  const table: [Record<string, unknown>, string][] = [
    [{ parcel_id: "P-207", shop_id: "shop-9" }, "allow"], // same shop, another parcel
    [{ parcel_id: "P-310", shop_id: "shop-9" }, "deny"],
  ];
  for (const [earlier, want] of table) assert.equal(decide(rule, call, { history: [{ tool: "resend_parcel_label", args: earlier }] }).decision, want, JSON.stringify(earlier));
});
