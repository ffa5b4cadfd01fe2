// Request bodies shared by the benchmarks: typical 1–4 sentence user turns and guard calls with
// a realistic ledger. Written for the benchmark, not taken from the evaluation sets.
export const typicalMessages = [
  "Please never run migrations against production without asking me first.",
  "Can you check why the nightly export job failed? It ran fine yesterday.",
  "Thanks, that worked. Now restart the worker on staging and tail its logs.",
  "Keep batches under 5,000 rows. The replica falls behind otherwise.",
  "Don't email the customer, they asked for phone only. Log every call in the CRM.",
  "The deploy didn't go through and the pods are stuck in CrashLoopBackOff. Here's what kubectl says:\n\nBack-off restarting failed container api in pod api-7d9f8-x2x (default)",
  "From now on, use pnpm instead of npm. And avoid adding new dependencies unless we talk first.",
  "ok",
  "We're in a change freeze until Monday, so nothing goes to prod. What do you need from me to finish the report?",
  "I'd rather you keep replies short. Summarize the incident timeline for the postmortem.",
  "The budget for this trip is $1,200, hard cap. Book me a hotel near the venue for two nights.",
  "Why does the query time out on the orders table? It never used to.",
];

export function classifyBodies() {
  return typicalMessages.map((text, i) => ({ text, turn: i + 1 }));
}

const ledger = [
  { id: "r1", text: "Whatever you do, do not restart the primary." },
  { id: "r2", text: "Never post to #announcements." },
  { id: "r3", text: "Don't touch the migrations folder." },
  { id: "r4", text: "Refunds over $100 need my approval." },
  { id: "r5", text: "No more than 3 retries." },
  { id: "r6", text: "Ask me before deleting anything." },
  { id: "r7", text: "Never force-push to main." },
  { id: "r8", text: "Keep all customer data in eu-west-1." },
  { id: "r9", text: "Don't email the customer, phone only.", scope: { type: "customer", id: "cus_42" } },
  { id: "r10", text: "Don't deploy without my sign-off." },
];

export function guardBodies() {
  const context = { scopes: { customer: "cus_42", incident: "INC-7" }, flags: { freeze: false } };
  const history = [
    { tool: "query_db", args: { sql: "select count(*) from orders where status = 'stuck'" } },
    { tool: "Bash", args: { command: "kubectl get pods -n api" } },
    { tool: "read_file", args: { path: "/repo/src/orders/retry.ts" } },
  ];
  const calls = [
    { tool: "restart_service", args: { host: "db-replica-2", reason: "stuck pool" } },
    { tool: "Bash", args: { command: "git push --force origin main" } },
    { tool: "slack_post_message", args: { channel: "#eng-updates", text: "Deploy done" } },
    { tool: "Edit", args: { file_path: "/repo/db/migrations/0042_orders.sql", old_string: "INT", new_string: "BIGINT" } },
    { tool: "create_refund", args: { payment_intent: "pi_123", amount: 2500 } },
    { tool: "Bash", args: { command: "kubectl get pods -n api" } },
  ];
  return calls.map((call) => ({ call, ledger, context, history }));
}
