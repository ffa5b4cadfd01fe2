// Target words read wrongly (h-gtarget14), other vendors and wording than the studied rows:
//   act slot      a synonym-group word between a negation and another listed act is an act
//                 ("don't log or delete …": log is no cloudwatch target; rule-target-act-slot.ts)
//   product place a capitalized name after "anything from/in/on" is the product the act is banned in,
//                 as written (Reader is no replica; rule-target-place.ts), skipped when the call
//                 names no product, not met by another product's tool (match-vendor.ts)
//   name stems    "tank/db*": a star glued to a name matches names starting with it (match-clause.ts)
//   short ids     "(5f1a..c2)", "(device 9C:A1...)": head and tail of an id (rule-target-abbrev.ts)
//   SQL names     DELETE FROM a.b writes a.b (match-target-id.ts containerHit)
//   call reading  a command array one object down (local_shell {action: {command}}), PowerShell
//                 Invoke-WebRequest/-RestMethod -Method/-Uri (call-facts.ts, call-http-meaning.ts)
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { abbreviatedIds, abbrevMatch } from "../../src/guard/compile/rule-target-abbrev.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_terminal_cmd", args: { command } });
const ps = (script: string): Call => ({ tool: "run_powershell", args: { script } });
const exec = (command: string[]): Call => ({ tool: "local_shell", args: { action: { type: "exec", command } } });

test("decisions: targets read as written, and the near misses beside them", () => {
  const table: [string, Call, string][] = [
    // a synonym word in the act slot
    ["don't lock or delete any Jira issues", { tool: "jira_delete_issue", args: { issue_key: "OPS-12" } }, "deny"],
    ["don't lock or delete any Jira issues", { tool: "jira_get_issue", args: { issue_key: "OPS-12" } }, "allow"],
    ["Strava: don't log or delete activities", exec(["curl", "-X", "DELETE", "https://www.strava.com/api/v3/activities/1234"]), "deny"],
    ["Strava: don't log or delete activities", exec(["curl", "https://www.strava.com/api/v3/activities/1234"]), "allow"],
    // a product named after "anything from"
    ["never delete anything from Pocket, archive it instead", { tool: "delete_item", args: { item_id: "88123" } }, "deny"],
    ["never delete anything from Pocket, archive it instead", { tool: "archive_item", args: { item_id: "88123" } }, "allow"],
    ["never delete anything from Pocket, archive it instead", { tool: "raindrop_delete_bookmark", args: { id: "88123" } }, "allow"],
    ["never delete anything from Pocket, archive it instead", sh("rm -rf /tmp/cache"), "allow"],
    // name stems
    ["never run rm on data/exports-2025*", sh("rm -rf data/exports-2025-q3"), "deny"],
    ["never run rm on data/exports-2025*", sh("rm -rf data/exports-2026-q1"), "allow"],
    ["btrfs subvolume delete on /mnt/pool/home* is forbidden", sh("sudo btrfs subvolume delete /mnt/pool/homes-old"), "deny"],
    ["btrfs subvolume delete on /mnt/pool/home* is forbidden", sh("sudo btrfs subvolume delete /mnt/pool/media-old"), "allow"],
    // PowerShell requests
    ["no deleting indices matching metrics-*", ps("iwr -Method DELETE -Uri http://es01:9200/metrics-2026.01"), "deny"],
    ["no deleting indices matching metrics-*", ps("Invoke-RestMethod -Method Get -Uri http://es01:9200/metrics-2026.01/_stats"), "allow"],
    ["no deleting indices matching metrics-*", ps("Invoke-RestMethod -Method Delete -Uri http://es01:9200/traces-2026.01"), "allow"],
    // ids written by head and tail
    ["don't post to the Mastodon account (a7c3...e9) without asking", { tool: "post_status", args: { account_id: "a7c3f0d2e9", status: "hi" } }, "require_approval"],
    ["don't post to the Mastodon account (a7c3...e9) without asking", { tool: "post_status", args: { account_id: "b8d1f0d2e9", status: "hi" } }, "allow"],
    ["never switch off the hallway plug (device 4F:2B...)", { tool: "set_power", args: { device: "4F:2B:11:9A:0C:77", on: false } }, "deny"],
    ["never switch off the hallway plug (device 4F:2B...)", { tool: "set_power", args: { device: "5E:2B:11:9A:0C:77", on: false } }, "allow"],
    // SQL qualified names
    ["don't modify anything in the ACCT_LIVE database", { tool: "run_sql", args: { sql: "DELETE FROM ACCT_LIVE.JOURNAL WHERE ID = 7" } }, "deny"],
    ["don't modify anything in the ACCT_LIVE database", { tool: "run_sql", args: { sql: "SELECT * FROM ACCT_LIVE.JOURNAL" } }, "allow"],
    ["don't modify anything in the ACCT_LIVE database", { tool: "run_sql", args: { sql: "DELETE FROM ACCT_DEV.JOURNAL WHERE ID = 7" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("rule side: act-slot synonyms, products as written, lexicon products kept", () => {
  const groups = (text: string) => {
    const c = compileEntry({ id: "r1", text }, rules).clauses.find((x) => x.type === "action");
    return c && c.type === "action" ? c.groups : [];
  };
  // "log" is the act; the lexicon noun reading stays where no act follows ("keep the log")
  assert.ok(!groups("Strava: don't log or delete activities").flat().some((t) => t.raw === "log"));
  // Reader is a product, its name as written
  const reader = groups("please dont delete anything from Reader, archive it").flat();
  assert.deepEqual(reader.map((t) => [t.names, !!t.platform]), [[["reader"], true]]);
  // an environment by its synonym group is no product ("in Production")
  assert.ok(!groups("never delete anything in Production").flat().some((t) => t.platform));
  // a lexicon product keeps its own platform reading
  assert.ok(!groups("don't archive or delete anything in Notion").flat().some((t) => t.vendor));
});

test("abbreviated ids: what is one and what matches it", () => {
  assert.deepEqual(abbreviatedIds("the LinkedIn profile (5f1a..c2)").map((a) => a.id), ["5f1a…c2"]);
  assert.deepEqual(abbreviatedIds("nursery lamp (device 9C:A1...)").map((a) => a.id), ["9c:a1…"]);
  assert.deepEqual(abbreviatedIds("backups, logs, etc... and so on..."), []);
  assert.deepEqual(abbreviatedIds("compare v1.2...v1.4"), []);
  assert.deepEqual(abbreviatedIds("dates 2026-11..2026-12"), []);
  assert.equal(abbrevMatch("5f1a0e77c2", "5f1a…c2"), true);
  assert.equal(abbrevMatch("5f1a0e77c3", "5f1a…c2"), false);
  assert.equal(abbrevMatch("5f1ac2", "5f1a…c2"), false); // nothing left out
  assert.equal(abbrevMatch("9c:a1:d4:38:c1:f2", "9c:a1…"), true);
  assert.equal(abbrevMatch("9c:a1 is the lamp", "9c:a1…"), false);
});
