// Context facts (h-gflag14, read-call/call-context-facts.ts, rules/guard/context-facts.yaml):
// string and list flags that describe the call's object are read as values the call addresses,
// at context.flags.<key>; a key with an id the call does not carry, a key about the user or the
// org, and a reference list name nothing; a flag value the call carries names what the key says;
// a reference list gives a membership condition (rule-condition-flags.ts); a control fact
// (element_under_cursor, focused_field) is the label of what a click or a keystroke works
// (session-ui.ts); a fact's name of two words followed by more is another object (match-clause.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { readContextFacts } from "../../src/guard/read-call/call-context-facts.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Flags = Record<string, unknown>;

test("decisions: facts about the call's object, and the near misses beside them", () => {
  const table: [string, Call, Flags, string][] = [
    // a generic key: the object's own attribute
    ["don't cancel Sev1 incidents, the commander does", { tool: "cancel_incident", args: { incident: "INC-20991" } }, { incident_severity: "Sev1" }, "deny"],
    ["don't cancel Sev1 incidents, the commander does", { tool: "cancel_incident", args: { incident: "INC-20992" } }, { incident_severity: "Sev3" }, "allow"],
    ["never update employees in the board group", { tool: "bamboohr_update_employee", args: { employeeId: "412", payRate: "9100" } }, { employee_group: "board" }, "deny"],
    ["never update employees in the board group", { tool: "bamboohr_update_employee", args: { employeeId: "413", payRate: "9100" } }, { employee_group: "support" }, "allow"],
    // a key holding the id the call carries; another id is another object
    ["Never pause the 'orders-api' check", { tool: "pingdom_pause_check", args: { checkid: 8812734 } }, { check_8812734_name: "orders-api" }, "deny"],
    ["Never pause the 'orders-api' check", { tool: "pingdom_pause_check", args: { checkid: 8812735 } }, { check_8812734_name: "orders-api", check_8812735_name: "blog" }, "allow"],
    ["Do not delete droplets tagged `keep`", { tool: "doctl_droplet_delete", args: { id: "5521" } }, { droplet_5521_tags: ["keep", "web"] }, "deny"],
    ["Do not delete droplets tagged `keep`", { tool: "doctl_droplet_delete", args: { id: "5522" } }, { droplet_5521_tags: ["keep"], droplet_5522_tags: ["tmp"] }, "allow"],
    // a flag value the call carries names what the key says; an address the call does not carry is no fact of the call
    ["never text my landlord's number", { tool: "twilio_send_sms", args: { to: "+1 415 555 0172", body: "on my way" } }, { landlord_number: "+1 415 555 0172" }, "deny"],
    ["never text my landlord's number", { tool: "twilio_send_sms", args: { to: "+1 415 555 0199", body: "on my way" } }, { landlord_number: "+1 415 555 0172" }, "allow"],
    // a reference list: the call's value is (not) on it
    ["Never send to addresses that aren't in my address book", { tool: "send_eth", args: { to: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F" } }, { address_book: ["0x2191eF87E392377ec08E7c08Eb105Ef5448eCED5"] }, "deny"],
    ["Never send to addresses that aren't in my address book", { tool: "send_eth", args: { to: "0x2191eF87E392377ec08E7c08Eb105Ef5448eCED5" } }, { address_book: ["0x2191eF87E392377ec08E7c08Eb105Ef5448eCED5"] }, "allow"],
    // UI: the control under the pointer, the field in focus
    ["don't click 'Delete workspace' anywhere", { tool: "computer", args: { action: "left_click", coordinate: [640, 512] } }, { element_under_cursor: "button 'Delete workspace'" }, "deny"],
    ["don't click 'Delete workspace' anywhere", { tool: "computer", args: { action: "left_click", coordinate: [640, 560] } }, { element_under_cursor: "button 'Export workspace'" }, "allow"],
    ["Never type passwords yourself", { tool: "xdotool_type", args: { text: "s3cret!" } }, { focused_field: "Password" }, "deny"],
    ["Never type passwords yourself", { tool: "xdotool_type", args: { text: "hiking boots" } }, { focused_field: "Search" }, "allow"],
    // a longer name is another object
    ["Don't post anything to the 'Board Members' team", { tool: "mattermost_create_post", args: { team_id: "k3xq9w1pbtrf", message: "hi" } }, { team_k3xq9w1pbtrf: "Board Members Assistants" }, "allow"],
  ];
  const wrong: string[] = [];
  for (const [text, call, flags, want] of table) {
    const got = decide([{ id: "r1", text }], call, { context: { flags } });
    if (got.decision !== want) wrong.push(`${text} ~ ${JSON.stringify(call)} ${JSON.stringify(flags)}: ${got.decision} ${JSON.stringify(got.violations.map((v) => v.why))}`);
  }
  assert.deepEqual(wrong, []);
});

test("the why names the flag", () => {
  const got = decide([{ id: "r1", text: "don't cancel Sev1 incidents, the commander does" }], { tool: "cancel_incident", args: { incident: "INC-20991" } }, { context: { flags: { incident_severity: "Sev1" } } });
  assert.match(got.violations[0]!.why, /context\.flags\.incident_severity/);
});

test("which flags are facts of the call: linked ids, generic keys; not other ids, the user, reference lists, amounts", () => {
  const facts = readCall("close_ticket", { ticket_id: "T-4412" }, rules);
  const before = facts.addressing.length;
  const read = readContextFacts(
    facts,
    {
      "ticket_T-4412_team": "Payments",
      "ticket_T-9000_team": "Growth",
      ticket_channel: "email",
      me: "bot@acme.example",
      timezone: "Europe/Oslo",
      coworkers: ["Ana Lima"],
      ticket_total: "740.00 EUR",
      ticket_created: "2026-11-02",
      escalated: true,
    },
    new Set(),
    rules,
  );
  const added = facts.addressing.slice(before).map((v) => `${v.path}=${v.raw}`);
  assert.deepEqual(added, ["context.flags.ticket_T-4412_team=Payments", "context.flags.ticket_channel=email"]);
  assert.deepEqual(read?.conditions, {});
});

test("a membership condition per reference list, from a fact sharing the list's kind word", () => {
  const facts = readCall("create_payout", { payee: "p_77" }, rules);
  assert.deepEqual(readContextFacts(facts, { payee_country: "KP", blocked_countries: ["KP", "IR"] }, new Set(), rules)?.conditions, { payee_country_in_blocked_countries: true });
  const other = readCall("create_payout", { payee: "p_78" }, rules);
  assert.deepEqual(readContextFacts(other, { payee_country: "NO", blocked_countries: ["KP", "IR"] }, new Set(), rules)?.conditions, { payee_country_in_blocked_countries: false });
  // a code of another kind (a currency) is never compared with a list of countries
  const cur = readCall("create_payout", { payee: "p_79", currency: "USD" }, rules);
  assert.deepEqual(readContextFacts(cur, { payout_currency: "USD", blocked_countries: ["KP", "IR"] }, new Set(), rules)?.conditions, {});
});

test("a key an entry's `when` names stays a condition, not a fact", () => {
  const facts = readCall("cancel_incident", { incident: "INC-1" }, rules);
  const before = facts.addressing.length;
  readContextFacts(facts, { incident_severity: "Sev1" }, new Set(["incident_severity"]), rules);
  assert.equal(facts.addressing.length, before);
});
