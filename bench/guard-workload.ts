// The guard benchmarks' workload, shared so that bench/guard-core.ts (latency) and
// bench/guard-readers.ts (where the time goes) always measure the same ledger and calls:
// a 50-entry ledger of ten rule templates over ten names, six calls of different shapes.
const TEMPLATES = [
  "Never restart the {n} database.",
  "Don't touch the {n} folder.",
  "Ask me before deleting anything in the {n} bucket.",
  "Refunds over ${k} need my OK.",
  "Never post in #{n}.",
  "No deploys to {n} on Fridays.",
  "Don't message anyone outside {n}.com.",
  "Always snapshot {n} before resizing it.",
  "No more than {k} retries.",
  "Keep {n} data in eu-west-1.",
];
/** entry i of the ledger is template i % TEMPLATE_COUNT */
export const TEMPLATE_COUNT = TEMPLATES.length;
const NAMES = ["orders", "billing", "analytics", "ledger", "search", "auth", "media", "events", "mail", "ops"];
export const ledger = Array.from({ length: 50 }, (_, i) => ({ id: `e${i}`, text: TEMPLATES[i % 10]!.replace("{n}", NAMES[Math.floor(i / 10) % 10]! + (i >= 10 ? String(i) : "")).replace("{k}", String(50 + i)) }));
export const calls = [
  { tool: "Bash", args: { command: "ssh db-orders-1 'sudo systemctl restart postgresql'", description: "restart" } },
  { tool: "Edit", args: { file_path: "/repo/billing/migrations/0001.sql", old_string: "a", new_string: "b" } },
  { tool: "send_email", args: { to: ["x@globex.com"], subject: "hi", body: "hello there" } },
  { tool: "create_refund", args: { payment_intent: "pi_3OxK2aLkdIwHu7ix0s1q8ZxA", amount: 12000 } },
  { tool: "conversations_add_message", args: { channel_id: "#random", payload: "ok" } },
  { tool: "call_aws", args: { cli_command: "aws s3api create-bucket --bucket x --region us-east-1" } },
];
export const history = [{ tool: "Bash", args: { command: "ls -la" } }, { tool: "Read", args: { file_path: "/repo/README.md" } }];
