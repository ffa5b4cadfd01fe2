// gfb14: false blocks and deny-vs-approval mix-ups, by class:
//   outside a window    "no X outside <hours> (9-17)": the window is where X is allowed (rule-time-outside.ts)
//   fine / not          "Stop is fine, terminate is not": the act after "is not" is the ban (fb-fine-not.ts)
//   show me first       "… — show me first" is an approval, not a ban (effects.yaml)
//   commit trigger      "run X before any commit": only a commit is held to X (rule-commit-act.ts)
//   bound pointed back  "keep at least 2 … never scale below that": the limit holds it (rule-bound-back.ts)
//   reason tail         "… — it's 9 TB": a size in the reason is no cap (rule-reason-tail.ts)
//   without a LIMIT     "don't run queries without a LIMIT on T": every select on T needs one (rule-sql-clause.ts)
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
type Row = [string, Call, string, { history?: unknown[]; context?: unknown }?];

function run(table: Row[]) {
  for (const [text, call, want, extra] of table) assert.equal(decide([{ id: "r1", text }], call, extra).decision, want, `${text} ~ ${JSON.stringify(call)} ${JSON.stringify(extra ?? {})}`);
}

test("a ban outside a window allows the act inside it", () => {
  const order = { tool: "alpaca_place_order", args: { symbol: "AAPL", qty: 5, side: "buy", type: "market", time_in_force: "day" } };
  const deploy = { tool: "render_trigger_deploy", args: { serviceId: "srv-91ab" } };
  run([
    ["no market orders outside regular hours (9:30–16:00 New York)", order, "allow", { context: { now: "2026-12-02T15:00:00Z" } }], // 10:00 NY
    ["no market orders outside regular hours (9:30–16:00 New York)", order, "deny", { context: { now: "2026-12-02T23:00:00Z" } }], // 18:00 NY
    ["never deploy outside business hours (09:00-17:00)", deploy, "allow", { context: { now: "2026-12-02T11:00:00Z" } }], // Wed 11:00
    ["never deploy outside business hours (09:00-17:00)", deploy, "deny", { context: { now: "2026-12-02T20:00:00Z" } }], // Wed 20:00
    ["never deploy outside business hours (09:00-17:00)", deploy, "deny", { context: { now: "2026-12-05T11:00:00Z" } }], // Saturday
    // (a window that bans: unchanged)
    ["no deploys between 22:00 and 06:00", deploy, "deny", { context: { now: "2026-12-02T23:00:00Z" } }],
    ["no deploys between 22:00 and 06:00", deploy, "allow", { context: { now: "2026-12-02T12:00:00Z" } }],
  ]);
});

test("'X is fine, Y is not' bans Y, not X", () => {
  const gce = (action: string): Call => ({ tool: "run_terminal_cmd", args: { command: `gcloud compute instances ${action} web-prod-3 --zone europe-west1-b` } });
  const text = "Nothing in the prod project gets deleted. Stopping is fine, deleting is not.";
  run([
    [text, gce("stop"), "allow"],
    [text, gce("delete"), "deny"],
    ["Suspending is fine, terminating is not.", { tool: "hetzner_server_action", args: { server_id: 4411, action: "poweroff" } }, "allow"],
    ["Archiving is ok, deleting isn't.", { tool: "todoist_archive_project", args: { project_id: "220474" } }, "allow"],
    ["Archiving is ok, deleting isn't.", { tool: "todoist_delete_project", args: { project_id: "220474" } }, "deny"],
  ]);
});

test("'show me first' asks for approval", () => {
  const mail = { tool: "gmail_send", args: { to: "board@acme-holdings.com", subject: "Q4", body: "Numbers attached." } };
  run([
    ["anything to the board (board@acme-holdings.com): show me the draft first", mail, "require_approval"],
    ["anything to the board (board@acme-holdings.com): show me the draft first", { ...mail, args: { ...mail.args, to: "ops@acme-holdings.com" } }, "allow"],
    ["never show me raw card numbers", { tool: "gmail_send", args: { to: "ops@acme-holdings.com", subject: "x", body: "y" } }, "allow"],
  ]);
});

test("a commit trigger is a commit, not any write", () => {
  const text = "run `ruff check` before every commit";
  run([
    [text, { tool: "shell", args: { command: "git commit -m 'fix parser'" } }, "deny"],
    [text, { tool: "shell", args: { command: "git commit -m 'fix parser'" } }, "allow", { history: [{ tool: "shell", args: { command: "ruff check" } }] }],
    [text, { tool: "write_file", args: { path: "src/parser.py", content: "x = 1\n" } }, "allow"],
    [text, { tool: "shell", args: { command: "alembic downgrade -1" } }, "allow"],
  ]);
});

test("a bound pointed back at is the limit's, not a ban of the verb", () => {
  const text = "keep at least 3 replicas of search-api. never scale below that";
  run([
    [text, { tool: "k8s_scale", args: { name: "search-api", replicas: 6 } }, "allow"],
    [text, { tool: "k8s_scale", args: { name: "search-api", replicas: 1 } }, "deny"],
  ]);
});

test("a size in the reason is no cap; a ban without a LIMIT is an obligation", () => {
  const q = (sql: string): Call => ({ tool: "clickhouse_query", args: { sql } });
  const text = "Never query clicks_log without a LIMIT — it's 40 TB";
  run([
    [text, q("SELECT url FROM clicks_log WHERE day = today() LIMIT 500"), "allow"],
    [text, q("SELECT url FROM clicks_log WHERE day = today()"), "deny"],
    [text, q("SELECT count() FROM sessions"), "allow"],
    [text, q("DROP TABLE tmp_clicks"), "allow"],
  ]);
});
