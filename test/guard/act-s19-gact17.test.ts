// Another act read as the banned one (h-gact17): dismissing or ignoring an issue or alert sets it
// aside unfixed; it is not resolving or closing it ("dismiss" family in rules/guard/actions.yaml),
// and the converse: a rule against ignoring is not broken by resolving; SHOW / DESCRIBE of a
// table's DDL reads the schema, it does not change it (schema_change cancelled_by).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: dismiss / ignore is another act than resolve / close", () => {
  const table: [string, Call, string][] = [
    ["never resolve Bugwatch bugs yourself", { tool: "bugwatch_update_bug", args: { bug_id: "BW-311", state: "resolved" } }, "deny"],
    ["never resolve Bugwatch bugs yourself", { tool: "bugwatch_update_bug", args: { bug_id: "BW-311", state: "ignored" } }, "allow"],
    ["never close findings in Scanly without asking", { tool: "scanly_update_finding", args: { finding: 77, status: "closed" } }, "require_approval"],
    ["never close findings in Scanly without asking", { tool: "scanly_update_finding", args: { finding: 77, status: "muted" } }, "allow"],
    ["never ignore Bugwatch bugs", { tool: "bugwatch_update_bug", args: { bug_id: "BW-311", state: "ignored" } }, "deny"],
    ["never ignore Bugwatch bugs", { tool: "bugwatch_update_bug", args: { bug_id: "BW-311", state: "resolved" } }, "allow"],
    ["never dismiss Scanly findings", { tool: "scanly_update_finding", args: { finding: 77, status: "dismissed" } }, "deny"],
    ["never dismiss Scanly findings", { tool: "scanly_update_finding", args: { finding: 77, status: "resolved" } }, "allow"],
    // SHOW CREATE TABLE prints the DDL; the DDL itself is the schema change
    ["schema changes on the ledger DB need my OK", { tool: "ledgerdb_sql", args: { statement: "SHOW CREATE TABLE entries;" } }, "allow"],
    ["schema changes on the ledger DB need my OK", { tool: "ledgerdb_sql", args: { statement: "CREATE TABLE entries_v2 (id bigint);" } }, "require_approval"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
