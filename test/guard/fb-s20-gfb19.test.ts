// False blocks, s20 (helper gfb19). Own wording and invented tools.
// - "only to X in the <kept> list (flag)": the allowed list is in context.flags; a call whose
//   recipient is a member (or a true flag the rule names) is allowed, another recipient is not
//   (fb-flag-list.ts, rules/guard/flag-lists.yaml)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Row = [string, Call, Record<string, unknown> | undefined, string];

test("an only-rule's allowed list kept in context.flags", () => {
  const page = (to: string): Call => ({ tool: "pagerline_send", args: { recipient: to, body: "Build 88 is green" } });
  const table: Row[] = [
    ["send pages only to numbers on the on-call roster (flag)", page("15550001111"), { on_call: ["15550001111", "15550002222"] }, "allow"],
    ["send pages only to numbers on the on-call roster (flag)", page("15550009999"), { on_call: ["15550001111", "15550002222"] }, "deny"],
    ["send pages only to numbers on the on-call roster (flag)", page("15550001111"), undefined, "deny"],
    ["only pay suppliers from the vetted list (flags.supplier_vetted)", { tool: "ledgerly_pay", args: { payee: "Brightbolt GmbH", amount: 120 } }, { supplier_vetted: true }, "allow"],
    ["only pay suppliers from the vetted list (flags.supplier_vetted)", { tool: "ledgerly_pay", args: { payee: "Brightbolt GmbH", amount: 120 } }, undefined, "deny"],
    // a list flag the rule does not name is no list of its allowed things
    ["send pages only to numbers on the on-call roster (flag)", page("15550001111"), { blocked: ["15550001111"] }, "deny"],
    // a member named only in free text is not the recipient
    ["send pages only to numbers on the on-call roster (flag)", { tool: "pagerline_send", args: { recipient: "15550009999", body: "cc 15550001111" } }, { on_call: ["15550001111"] }, "deny"],
  ];
  for (const [text, call, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], call, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${JSON.stringify(call)} ${JSON.stringify(flags)}`);
});

// - "only 9am-8pm in THEIR timezone": the window is read in the zone a zone-named flag holds
//   (match-flag-zone.ts, rules/guard/flag-zones.yaml)
test("a time window read in the zone a flag holds", () => {
  const text = "send alerts to members only 8am-9pm in their local timezone";
  const call: Call = { tool: "beacon_send_alert", args: { member: "m-4471", text: "Your class starts soon" } };
  const table: [string, Record<string, unknown>, string][] = [
    ["2026-12-03T12:00:00+00:00", { member_tz: "Asia/Tokyo" }, "deny"], // 21:00 in Tokyo
    ["2026-12-03T12:00:00+00:00", { member_tz: "Europe/Berlin" }, "allow"], // 13:00 in Berlin
    ["2026-12-03T03:00:00+00:00", { member_tz: "Asia/Tokyo" }, "allow"], // 12:00 in Tokyo
    ["2026-12-03T03:00:00+00:00", { member_tz: "Not/AZone" }, "deny"], // no known zone: UTC 03:00
  ];
  for (const [now, flags, want] of table) assert.equal(decide([{ id: "r1", text }], call, { context: { now, flags } }).decision, want, `${now} ${JSON.stringify(flags)}`);
});
