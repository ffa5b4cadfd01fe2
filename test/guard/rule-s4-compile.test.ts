// Rule-text compile fixes of round s4: what a rule names as its target. Table-driven, own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { rules } from "./support.ts";

function targets(text: string): string[][] {
  const c = compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
  return c.clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.map((g) => g.map((t) => t.raw)) : []));
}

test("the alternative after a comma ('…, move them to archive/ instead') is no target", () => {
  const table: [string, string[][]][] = [
    ["please don't delete files, move them to archive/ instead", []],
    ["Never drop tables, rename them to old_* instead.", [["tables"]]],
    ["never remove photos, put them in the Trash album instead", [["photos"]]],
    ["Don't close tickets yourself, tag them needs-review instead", [["tickets"]]],
    // no "instead": the comma part still belongs to the rule
    ["Don't delete the invoices, refunds or credit notes", [["invoices", "refunds", "credit notes"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(targets(text), want, text);
});

test("', X owns it' after a comma says who does it instead: no target", () => {
  const table: [string, string[][]][] = [
    ["do not bump the version, release-please owns it", []],
    ["Don't edit the changelog, semantic-release handles that.", [["changelog"]]],
    ["never restart the workers yourself, the supervisor manages them", [["workers"]]],
    ["Do not merge dependency PRs, Renovate does that.", [["PRs"]]],
    // a plain list keeps every name
    ["Don't restart the api, billing or ledger", [["api", "billing", "ledger"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(targets(text), want, text);
});

test("'push to the production branch' reads push × branch, not the deploy phrase 'push to production'", () => {
  const table: [string, string[]][] = [
    ["no pushes to the production branch", ["push"]],
    ["never push to the main branch", ["push"]],
    ["Don't push to production without asking", ["deploy"]], // no branch: still a deploy
  ];
  for (const [text, want] of table) {
    const c = compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
    const fams = c.clauses.flatMap((cl) => (cl.type === "action" ? cl.families : []));
    assert.deepEqual(fams, want, text);
  }
});

test("a version beside a name says which one: the call need not carry the number", () => {
  const names = (text: string) => {
    const c = compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
    return c.clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.flatMap((g) => g.map((t) => t.names)) : []));
  };
  const table: [string, string[][]][] = [
    ["We're pinned to cert-manager 1.13. Don't upgrade that chart.", [["cert", "manager"]]],
    ["Do not upgrade the keycloak 22.0 deployment.", [["keycloak"]]],
    ["never upgrade grafana v10.4.2", [["grafana"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(names(text), want, text);
});

test("'when X gets deleted': the participle is the trigger's action, not the helper 'gets'", () => {
  const trig = (text: string) => {
    const c = compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
    return c.clauses.flatMap((cl) => (cl.type === "action" && cl.trigger ? cl.trigger.families : []));
  };
  const table: [string, string[]][] = [
    ["never skip the final snapshot when a cluster gets deleted", ["delete", "terminate"]],
    ["Don't skip the final snapshot when a database gets dropped.", ["delete", "terminate"]],
    ["never skip the backup when a bucket gets destroyed", ["delete", "terminate"]],
  ];
  for (const [text, want] of table) assert.deepEqual(trig(text), want, text);
});
