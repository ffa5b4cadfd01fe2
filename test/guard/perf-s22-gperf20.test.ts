// The silent-target step reads "does the call name anything readable" once per call and keeps it
// on the call's facts (match-silent-target.ts readableCall); the families a ban names are used as
// compiled when they hold no "(anything)" / "(any change)". Several silent entries in one ledger
// must still each decide as they do alone, and the memo must not leak from one call to the next
// (one guard, calls alternating). Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const LEDGER = [
  { id: "a", text: "never archive tickets of the Northwind account" },
  { id: "b", text: "don't archive anything in the Quarterly Board workspace" },
  { id: "c", text: "never cancel deploys of the Storefront app" },
  { id: "d", text: "don't change anything in the Falcon mailbox" }, // (any change): the act itself is no silent step's
];

test("several silent entries in one ledger: each decides as alone; no memo leaks between calls", () => {
  // the silent entries each call must (not) trip; an entry not listed may go either way, but
  // must go the same way in the ledger as alone
  const table: [{ tool: string; args: Record<string, unknown> }, string[], string[]][] = [
    // only ids: silent about the account and the workspace
    [{ tool: "archive_ticket", args: { ticket_id: 5531027 } }, ["a", "b"], ["c"]],
    // a readable name: another account, not silent
    [{ tool: "archive_ticket", args: { ticket_id: 5531028, account: "globex-retail" } }, [], ["a", "c"]],
    [{ tool: "cancel_deploy", args: { deploy_id: 88213 } }, ["c"], ["a", "b"]],
    [{ tool: "cancel_deploy", args: { deploy_id: 88214, app: "ledger-api" } }, [], ["a", "b", "c"]],
    // a read changes nothing: no entry
    [{ tool: "list_tickets", args: { page: 2 } }, [], ["a", "b", "c", "d"]],
  ];
  const alone = (call: (typeof table)[number][0]) =>
    LEDGER.filter((e) => decide([e], call).violations.length).map((e) => e.id);
  for (let round = 0; round < 2; round++)
    for (const [call, fire, quiet] of table) {
      const res = decide(LEDGER, call);
      const got = res.violations.map((v) => v.id).sort();
      const why = `${JSON.stringify(call)}: ${res.violations.map((v) => v.why).join(" | ")}`;
      for (const id of fire) assert.ok(got.includes(id), `${id} should fire on ${why}`);
      for (const id of quiet) assert.ok(!got.includes(id), `${id} should not fire on ${why}`);
      assert.deepEqual(alone(call).sort(), got, `alone vs ledger: ${why}`);
    }
});
