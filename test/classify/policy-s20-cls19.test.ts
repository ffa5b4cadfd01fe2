// cls19, step policy-statement (segment.yaml policy_statements: policy.role-ban, policy.role-duty): bans and duties a
// policy lays on the people it governs, in the third person ("Participants will not use ...", "Members shall advise
// ...", "Guests will need to ...", "Students are responsible for ..."). Texts written for this test (own wording,
// own clubs, venues and courses).
import { test } from "node:test";
import assert from "node:assert/strict";
import { policyStatement } from "../../src/classify/policy-statement.ts";
import { normalize } from "../../src/classify/normalize.ts";

import { rules } from "./load.ts";

const ruleOf = (text: string): string | null => policyStatement(normalize(text), rules)?.rule ?? null;

const POLICIES: [string, string][] = [
  // [text, policy id]
  ["Entrants will not share their answers with other teams.", "policy.role-ban"],
  ["Participants will not contact the judges during the review week.", "policy.role-ban"],
  ["Tenant shall not park trailers on the lawn without written consent of the owner.", "policy.role-ban"],
  ["Campers should not feed the ducks at the lake.", "policy.role-ban"],
  ["Contestants will not bring notes into the quiz hall.", "policy.role-ban"],
  ["Also, borrowers are not allowed to lend a tablet to a friend.", "policy.role-ban"],
  ["Members shall notify the secretary of any change of address.", "policy.role-duty"],
  ["Campers shall return the canoes to the rack by dusk.", "policy.role-duty"],
  ["Guests will need to leave the sauna key at the front desk.", "policy.role-duty"],
  ["Volunteers who help at the stall need to wear the green apron.", "policy.role-duty"],
  ["All attendees are expected to silence their phones during the recital.", "policy.role-duty"],
  ["Renters are responsible for refilling the fuel tank before drop-off.", "policy.role-duty"],
  ["It is also expected that members will brief their guests on the range rules.", "policy.role-duty"],
  ["Before the first lesson, all students are required to sign the studio waiver.", "policy.role-duty"],
  ["Parents will be asked to show a badge at the gate.", "policy.role-duty"],
  ["Players should shake hands with the opponent after each match.", "policy.role-duty"],
  ["TRIP NOTES: Parents are responsible for booking their own train seats.", "policy.role-duty"],
];

const NOT_POLICIES: string[] = [
  // forecasts about users, advice to a group in an article, a role after a comma, descriptions and list intros
  "Users will not notice any change after the upgrade.",
  "Users will not see the banner once the flag is off.",
  "Customers will not receive an email for this release.",
  "Members of a rowing club should agree on a cleaning rota, such as the following.",
  "After moving all your clients, you should turn off the old endpoint.",
  "Tenant shall:",
  "Our students loved the trip to the museum.",
  "The players were tired after the second half.",
  "Guests arrived late because of the snow.",
  "Most guests will need to take a taxi from the station.",
];

test("policy-statement cls19: third-person bans and duties of a policy match with their entry", () => {
  for (const [text, id] of POLICIES) assert.equal(ruleOf(text), id, text);
});

test("policy-statement cls19: forecasts, advice about any group and descriptions do not match the new entries", () => {
  for (const text of NOT_POLICIES) {
    const got = ruleOf(text);
    assert.ok(got !== "policy.role-ban" && got !== "policy.role-duty", `${text} -> ${got}`);
  }
});

test("policy-statement cls19: the kind of the entry is the kind of the pin", () => {
  assert.equal(policyStatement(normalize("Entrants will not share their answers."), rules)?.kind, "prohibition");
  assert.equal(policyStatement(normalize("Members shall notify the secretary."), rules)?.kind, "requirement");
});
