// Table-driven tests of the s23 target readers: an approver's name after an approval phrase is no
// target (rule-approver-name.ts), what a named store holds (artifacts, blobs, builds) need not be
// named (targets.yaml descriptor.contents), a product's own CLI names the product (commands.yaml
// cli.*), a perimeter after "outside" is no target (targets.yaml boundaries), and a longer name
// with another word (checkout-preview, db-orders-archive-1) is another thing (fb-longer-name.ts,
// call-cli-noun.ts). Own wording and vendors; whole scenarios in scenarios/s23-gtgt21b.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, unknown, string];
const sh = (command: string) => ({ tool: "run_terminal_cmd", args: { command } });
const run = (table: Row[]) => {
  for (const [text, call, want] of table) {
    const c = typeof call === "string" ? sh(call) : call;
    assert.equal(decide([{ id: "r1", text }], c as never).decision, want, `${text} ~ ${JSON.stringify(c)}`);
  }
};

test("whom to ask is no target", () => {
  run([
    ["do not create projects in the `billing` org without asking Priya", { tool: "create_project", args: { name: "b-api", org: "billing" } }, "require_approval"],
    ["never rotate the stripe keys without checking with Tomasz", "stripe keys rotate --live", "require_approval"],
    ["do not create projects in the `billing` org without asking Priya", { tool: "create_project", args: { name: "b-api", org: "growth" } }, "allow"],
  ]);
});

test("what a named store holds need not be named", () => {
  run([
    ["never delete artifacts from maven-release-local", "jf rt del 'maven-release-local/org/acme/lib/3.1.0/*'", "deny"],
    ["don't remove blobs in the audit-archive container", "az storage blob delete-batch --source audit-archive --pattern '2023/*'", "deny"],
    ["never delete artifacts from maven-release-local", "jf rt del 'maven-snapshot-local/org/acme/lib/3.2.0-SNAPSHOT/*'", "allow"],
  ]);
});

test("a product's CLI names the product", () => {
  run([
    ["never delete a spinnaker application", "spin application delete search-api", "deny"],
    ["never delete a github repo", "gh repo delete acme/old-site --yes", "deny"],
    ["never delete a spinnaker application", "spin pipeline get --name deploy --application search-api", "allow"],
  ]);
});

test("a perimeter after outside is no target", () => {
  run([
    ["no exports of the patients table to anywhere outside the network", { tool: "execute_sql", args: { query: "COPY patients TO 's3://vendor-drop/p.csv'" } }, "deny"],
    ["no exports of the patients table to anywhere outside the network", { tool: "execute_sql", args: { query: "COPY visits TO 's3://vendor-drop/v.csv'" } }, "allow"],
  ]);
});

test("a longer name with another word is another thing", () => {
  run([
    ["never delete the storefront namespace", "kubectl delete ns storefront-preview", "allow"],
    ["never delete the storefront namespace", "kubectl delete ns storefront", "deny"],
    ["don't ssh into the ledger database hosts", "ssh db-ledger-archive-2", "allow"],
    ["don't ssh into the ledger database hosts", "ssh db-ledger-2", "deny"],
  ]);
});
