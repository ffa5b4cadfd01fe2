// False blocks, s21 (helper gfb19). Own wording and invented tools.
// - whose thing it is: "… someone else made" / "… you opened yourself" with an owner flag (fb-owner.ts)
// - "nobody home" read against anyone_home / a presence map (rule-condition-flags.ts)
// - a condition flag whose word is another form of the rule's ("referenced" ~ references)
// - "anything except X": X is set apart, not a target (fb-anything-else.ts exceptExcepted)
// - amounts grouped by spaces ("3 000 EUR"), look-alike hosts, "dont delete, cards of …"
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Row = [string, Call, Record<string, unknown> | undefined, string];

function run(table: Row[]) {
  for (const [text, call, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], call, flags ? { context: { flags } } : {}).decision, want, `${text} ~ ${JSON.stringify(call)} ${JSON.stringify(flags)}`);
}

test("a ban on others' things is off when a flag says the thing is the agent's or the user's own", () => {
  const kill = (id: string): Call => ({ tool: "render_job_kill", args: { job_id: id } });
  const text = "never kill render jobs somebody else queued";
  run([
    [text, kill("881"), { job_queued_by: "agent" }, "allow"],
    [text, kill("881"), { job_queued_by: "olga" }, "deny"],
    [text, kill("881"), undefined, "deny"],
    // the owner compared with who the user is
    [text, kill("881"), { job_owner: "ines", current_user: "ines" }, "allow"],
    [text, kill("881"), { job_owner: "olga", current_user: "ines" }, "deny"],
    // an owner flag about another job (its id is not in the call) says nothing
    [text, kill("881"), { job_772_owner: "agent" }, "deny"],
    [text, kill("772"), { job_772_owner: "agent" }, "allow"],
    // boolean form
    ["don't archive boards that other users created", { tool: "kanbo_archive_board", args: { board: "b-19" } }, { created_by_me: true }, "allow"],
    ["don't archive boards that other users created", { tool: "kanbo_archive_board", args: { board: "b-19" } }, { created_by_me: false }, "deny"],
    // a rule without an owner scope is not touched by an owner flag
    ["never kill render jobs", kill("881"), { job_queued_by: "agent" }, "deny"],
  ]);
});

test("a ban on the agent's own things is off when someone else made it", () => {
  const merge = { tool: "codehub_merge_request_accept", args: { mr: 512 } };
  const text = "do not merge requests you created yourself";
  run([
    [text, merge, { mr_author: "tomas", agent_account: "helper-bot" }, "allow"],
    [text, merge, { mr_author: "helper-bot", agent_account: "helper-bot" }, "deny"],
    [text, merge, undefined, "deny"],
  ]);
});

test("nobody home: anyone_home and a presence map turn the condition off", () => {
  const vac = { tool: "robovac_start", args: { device: "vacuum" } };
  const text = "don't start the vacuum when nobody is in the house at home";
  const text2 = "don't start the vacuum while nobody's home";
  run([
    [text2, vac, { anyone_home: true }, "allow"],
    [text2, vac, { anyone_home: false }, "deny"],
    [text2, vac, { someone_home: true }, "allow"],
    [text2, vac, { presence: { ana: "away", leo: "home" } }, "allow"],
    [text2, vac, { presence: { ana: "away", leo: "away" } }, "deny"],
    [text, vac, { presence: { ana: "not_home" } }, "deny"],
  ]);
});

test("a condition flag in another form of the rule's word", () => {
  const del = { tool: "delete_config_key", args: { key: "old-banner" } };
  const text = "never delete config keys that are still referenced in templates";
  run([
    [text, del, { template_references: 0 }, "allow"],
    [text, del, { template_references: 3 }, "deny"],
    [text, del, undefined, "deny"],
  ]);
});

test("anything except X: X is set apart", () => {
  const pub = (channel: string): Call => ({ tool: "storefront_publish", args: { theme: "winter", channel } });
  const text = "never publish the winter theme to anything except staging";
  run([
    [text, pub("staging"), undefined, "allow"],
    [text, pub("production"), undefined, "deny"],
    ["never run the db-migrate pipeline from any branch except trunk", { tool: "pipeline_run", args: { pipeline: "db-migrate", branch: "trunk" } }, undefined, "allow"],
    ["never run the db-migrate pipeline from any branch except trunk", { tool: "pipeline_run", args: { pipeline: "db-migrate", branch: "feat/x" } }, undefined, "deny"],
    // the allow-list form ("anything except a and b") is not this reader's: the rest stays banned
    ["never remove anything except tmp/ and cache/", { tool: "run_shell", args: { cmd: "rm -rf tmp/ lib/" } }, undefined, "deny"],
  ]);
});

test("amounts grouped by spaces, look-alike hosts, a noun closing a verb list", () => {
  const wire = (amount: number): Call => ({ tool: "bankly_wire", args: { amount, currency: "NOK" } });
  const text = "wires over 25 000 NOK need my sign-off";
  assert.equal(decide([{ id: "r1", text }], wire(24000)).decision, "allow");
  assert.equal(decide([{ id: "r1", text }], wire(26000)).decision, "require_approval");
  const invite = (email: string): Call => ({ tool: "send_invitation", args: { email } });
  run([
    ["never send invitations to anyone @rivalcorp.io", invite("kim@rivalcorp.io.example"), undefined, "allow"],
    ["never send invitations to anyone @rivalcorp.io", invite("kim@rivalcorp.io"), undefined, "deny"],
    ["never send invitations to anyone @rivalcorp.io", invite("kim@eu.rivalcorp.io"), undefined, "deny"],
  ]);
  const text2 = "pause, dont delete, wallets of people who leave";
  run([
    [text2, { tool: "shell", args: { command: "curl -X PATCH https://api.paywal.example/v2/wallets/w-4 -d '{\"paused\":true}'" } }, undefined, "allow"],
    [text2, { tool: "delete_wallet", args: { wallet: "w-4" } }, undefined, "deny"],
  ]);
});
