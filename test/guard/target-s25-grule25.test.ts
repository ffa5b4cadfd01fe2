// Table-driven tests of the s25 rule-side target readers: a slash list of numbered machines is a
// list, not a folder (rule-target-parts.ts); a place kind before a name ("dc-east", "region-west")
// leaves the name a host carries; a named thing a flag ban runs "on" stays a target; a run of kind
// words keeps its head noun ("remote branches"); "the <noun> X … is" reads X as the subject's noun
// and a bare "no writes" takes that subject past an allowance sentence; a protocol client tool's
// "client" is no customer, a class of people is named by its id key set to someone else
// (call-facts.ts, match-clause.ts). Own wording and tools; whole scenarios in scenarios/s25-grule25.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a slash list of numbered machines is a list of hosts", () => {
  run([
    ["nginx on web1/web2 - never stop it", "bash", { command: "ssh web2 sudo systemctl stop nginx" }, "deny"],
    ["nginx on web1/web2 - never stop it", "bash", { command: "ssh web5 sudo systemctl stop nginx" }, "allow"],
  ]);
});

test("a place kind before a name leaves the name", () => {
  run([
    ["dont restart the redis nodes in dc-south", "bash", { command: "ssh redis-south-1 sudo systemctl restart redis" }, "deny"],
    ["dont restart the redis nodes in dc-south", "bash", { command: "ssh redis-west-1 sudo systemctl restart redis" }, "allow"],
  ]);
});

test("a flag ban keeps the one named thing it runs on", () => {
  run([
    ["raid: do not run fsck or --repair on store1 without me", "bash", { command: "ssh store1 sudo fsck --repair /dev/md0" }, "require_approval"],
    ["raid: do not run fsck or --repair on store1 without me", "bash", { command: "ssh store2 sudo fsck --repair /dev/md0" }, "allow"],
    // "on the whole repo" still only describes the flag's scope
    ["DO NOT run eslint --fix on the whole repo", "bash", { command: "npx eslint --fix ." }, "deny"],
  ]);
});

test("the subject described before an allowance is what a bare 'no writes' bans", () => {
  run([
    ["the scans bucket on minio2 is read-only for you. listing, downloading: fine. no writes", "bash", { command: "mc cp ./a.pdf minio2/scans/a.pdf" }, "deny"],
    ["the scans bucket on minio2 is read-only for you. listing, downloading: fine. no writes", "bash", { command: "mc cp ./a.pdf minio2/uploads/a.pdf" }, "allow"],
  ]);
});

test("a protocol client tool is no customer; a customer is named by its id key", () => {
  run([
    ["ask me before opening tickets on behalf of customers", "http_client", { method: "POST", url: "https://desk.example.net/api/tickets", body: { title: "x", customer_id: "me" } }, "allow"],
    ["ask me before opening tickets on behalf of customers", "http_client", { method: "POST", url: "https://desk.example.net/api/tickets", body: { title: "x", customer_id: "c-77" } }, "require_approval"],
  ]);
});
