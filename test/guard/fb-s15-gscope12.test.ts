// Table-driven tests of the s15 false-block carve-outs (h-gscope12): an "only" restriction met by
// the id the rule spells in parentheses (fb-only-literal.ts), "Only <who> <verb>" sentences
// (fb-only-subject.ts), requirements scoped by their lead (fb-require-lead.ts), the allowed way a
// ban names (fb-alternative.ts) and field requirements on calls that only remove (fb-removes-only.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { apposLiterals, carriesLiteral } from "../../src/guard/carve-outs/fb-only-literal.ts";
import { whoOnly } from "../../src/guard/carve-outs/fb-only-subject.ts";
import { requirementLead } from "../../src/guard/carve-outs/fb-require-lead.ts";
import { alternativeWays, doesAlternative } from "../../src/guard/carve-outs/fb-alternative.ts";
import { removesOnly } from "../../src/guard/carve-outs/fb-removes-only.ts";
import { changesNotCreates } from "../../src/guard/carve-outs/fb-create-not-update.ts";
import { decide, rules } from "./support.ts";

test("parenthesized literals after the allowed thing", () => {
  const table: [string, string[], string[][] | undefined][] = [
    ["Only message the family group (chat -100184422331)", ["family group"], [["-100184422331"]]],
    ["Only comment on issues in our own org (acme)", ["org"], [["acme"]]],
    ["Only deploy to the EU cluster (eu-west-1)", ["EU cluster"], [["eu-west-1"]]],
    ["Only message the family group (not the work group)", ["family group"], undefined],
    ["Only deploy to staging", ["staging"], undefined],
  ];
  for (const [text, raws, want] of table) assert.deepEqual(apposLiterals([raws.map((raw) => ({ raw }))], text), want, text);
});

test("a call carries the literal", () => {
  const table: [string, Record<string, unknown>, string[], boolean][] = [
    ["sendMessage", { chat_id: -100184422331, text: "hi" }, ["-100184422331"], true],
    ["sendMessage", { chat_id: -1001588120014, text: "hi" }, ["-100184422331"], false],
    ["add_issue_comment", { owner: "acme", repo: "web", body: "x" }, ["acme"], true],
    ["add_issue_comment", { owner: "vercel", repo: "next.js", body: "acme" }, ["acme"], false],
    ["create_issue", { repo: "acme/web", title: "t" }, ["acme"], true],
  ];
  for (const [tool, args, lits, want] of table) assert.equal(carriesLiteral(lits, readCall(tool, args, rules)), want, `${tool} ${JSON.stringify(args)}`);
});

test("'Only <who> <verb>' sentences", () => {
  const table: [string, string[][], { subject: number; pointsBack: boolean } | undefined][] = [
    ["Only mods post there", [["mods"]], { subject: 0, pointsBack: true }],
    ["Only the release captain merges into main", [["release captain"], ["main"]], { subject: 0, pointsBack: false }],
    ["Only I move cards into Done", [["cards"], ["Done"]], { subject: -1, pointsBack: false }],
    ["Only pending orders can be cancelled", [["pending orders"]], undefined],
    ["Only message the family group", [["family group"]], undefined],
    ["Only deploy to staging", [["staging"]], undefined],
  ];
  for (const [text, groups, want] of table) assert.deepEqual(whoOnly(readRuleText(text)[0]!, groups.map((g) => g.map((raw) => ({ raw })))), want, text);
});

test("the lead of a requirement", () => {
  const table: [string, string | undefined][] = [
    ["Before you run the db migrations (npm run migrate) you must take a snapshot with `npm run db:snapshot`", "you run the db migrations ( npm run migrate )"],
    ["upserts to the staging index: namespace must be 'sandbox'", "upserts to the staging index"],
    ["Before deploying, always post in #deploys", "deploying"],
    ["spinnaker: there must be a green canary first", undefined],
    ["always pick 'leave at door'", undefined],
  ];
  for (const [text, want] of table) assert.equal(requirementLead(readRuleText(text)[0]!)?.map((t) => t.text).join(" "), want, text);
});

test("the allowed way a ban names, and calls that are it", () => {
  const syn = rules.synonyms;
  const table: [string, string, Record<string, unknown>, boolean][] = [
    ["Don't touch the lockfile (uv.lock) by hand; use `uv lock` if it really needs to change", "run_shell_command", { command: "uv lock --upgrade-package requests" }, true],
    ["Don't touch the lockfile (uv.lock) by hand; use `uv lock` if it really needs to change", "edit_file", { path: "uv.lock", old_string: "a", new_string: "b" }, false],
    ["Don't touch the lockfile (uv.lock) by hand; use `uv lock` if it really needs to change", "run_shell_command", { command: "sed -i s/a/b/ uv.lock" }, false],
    ["never delete contacts outright, remove from lists instead", "remove_contacts_from_list", { list_id: 4 }, true],
    ["never delete contacts outright, remove from lists instead", "delete_contacts", { ids: [4] }, false],
    ["don't edit the generated client. Run `make gen` instead.", "Bash", { command: "make gen" }, true],
    ["don't edit the generated client. Run `make gen` instead.", "Bash", { command: "make test" }, false],
  ];
  for (const [text, tool, args, want] of table) {
    const ways = alternativeWays(text, syn);
    assert.ok(ways, text);
    assert.equal(doesAlternative(ways!, readCall(tool, args, rules), syn), want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
  }
  assert.equal(alternativeWays("never delete contacts", syn), undefined);
});

test("calls that only remove a thing", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["delete_meeting", { meetingId: 857 }, true],
    ["cancel_event", { event_id: "ev_1", notify: true }, true],
    ["create_meeting", { topic: "x" }, false],
    ["update_meeting", { meetingId: 857, settings: { waiting_room: false } }, false],
    ["list_meetings", {}, false],
  ];
  for (const [tool, args, want] of table) assert.equal(removesOnly(readCall(tool, args, rules)), want, tool);
});

test("whole decisions: false blocks gone, true blocks kept", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string, { tool: string; args: Record<string, unknown> }[]?][] = [
    ["Only message the family group (chat -100184422331).", { tool: "sendMessage", args: { chat_id: -100184422331, text: "Landed" } }, "allow"],
    ["Only message the family group (chat -100184422331).", { tool: "sendMessage", args: { chat_id: -1001588120014, text: "Landed" } }, "deny"],
    ["Don't post in #announcements. Only mods post there", { tool: "send-message", args: { channel: "general", message: "hi" } }, "allow"],
    ["Don't post in #announcements. Only mods post there", { tool: "send-message", args: { channel: "announcements", message: "hi" } }, "deny"],
    ["Before you run the db migrations (npm run migrate) you must take a snapshot with `npm run db:snapshot`", { tool: "launch-process", args: { command: "npm pack --dry-run" } }, "allow"],
    ["Before you run the db migrations (npm run migrate) you must take a snapshot with `npm run db:snapshot`", { tool: "launch-process", args: { command: "npm run migrate" } }, "deny"],
    ["Before you run the db migrations (npm run migrate) you must take a snapshot with `npm run db:snapshot`", { tool: "launch-process", args: { command: "npm run migrate" } }, "allow", [{ tool: "launch-process", args: { command: "npm run db:snapshot" } }]],
    ["upserts to the staging index: namespace must be 'sandbox'", { tool: "search-records", args: { name: "prod-rag", namespace: "docs", query: { topK: 5 } } }, "allow"],
    ["upserts to the staging index: namespace must be 'sandbox'", { tool: "upsert-records", args: { name: "staging-rag", namespace: "docs", records: [{ id: "r1" }] } }, "deny"],
    ["All meetings need a waiting room. Never create one with waiting_room false", { tool: "delete_meeting", args: { meetingId: 85746065432 } }, "allow"],
    ["All meetings need a waiting room. Never create one with waiting_room false", { tool: "create_meeting", args: { topic: "standup" } }, "deny"],
  ];
  for (const [text, call, want, history] of table) assert.equal(decide([{ id: "r1", text }], call, history ? { history } : {}).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("a ban on making a thing, and calls that change one", () => {
  const table: [string[], string, Record<string, unknown>, boolean][] = [
    [["creating"], "update_record", { table: "incident", data: { state: "6" } }, true],
    [["creating"], "create_record", { table: "change_request" }, false],
    [["create"], "modify_label", { name: "bug" }, true],
    [["create", "edit"], "update_record", { table: "incident" }, false],
    // since s25-gfb25: a command line's update subcommand changes a thing that exists
    [["add"], "run_shell", { command: "gh label edit bug" }, true],
    [["add"], "run_shell", { command: "gh label create bug" }, false],
  ];
  for (const [words, tool, args, want] of table) assert.equal(changesNotCreates(words, [], readCall(tool, args, rules)), want, `${words} ~ ${tool}`);
  // "before adding or upgrading any dependency": the reader took "upgrading" for a target; the rule is about changes too
  const upgrading = [[{ raw: "upgrading", names: ["upgrade"], path: false, command: false, channel: false }]];
  assert.equal(changesNotCreates(["adding"], upgrading, readCall("bash", { command: "poetry update requests" }, rules)), false);
});
