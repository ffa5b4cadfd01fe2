// gfb24b's false-block classes (fb-only-scope.ts, fb-alternative.ts): an "only" clause whose named things
// all come before "only" scopes the rule when its restriction is a context flag ("telegram messages only to
// people who opted in (flag tg_opt_in)"): a call outside the scope passes, one inside it passes only with the
// flag held; "X go through `cmd`" names the allowed way; "just move them into <bucket-name>" names the
// allowed alternative, read from command operands. Own wording, other products than the studied rows.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("only-scope with a flag, routes through a command, moves into a named bucket", () => {
  const OPT_IN = "telegram messages only to people who opted in (flag tg_opt_in). no exceptions";
  const TRASH = "never delete invoices from s3 - just move them into acme-bills-trash";
  const table: [string, string, Record<string, unknown>, Record<string, unknown> | undefined, string][] = [
    [OPT_IN, "send_telegram_message", { chat_id: "4411", text: "hi" }, { flags: { tg_opt_in: false } }, "deny"],
    [OPT_IN, "send_telegram_message", { chat_id: "4411", text: "hi" }, { flags: { tg_opt_in: true } }, "allow"],
    // outside the scope (an email is no telegram message): the flag does not matter
    [OPT_IN, "send_email", { to: "a@b.com", subject: "hi", body: "x" }, { flags: { tg_opt_in: false } }, "allow"],
    ["schema changes go through `flyway migrate`, never by hand", "Bash", { command: "flyway migrate -url=jdbc:postgresql://db/app" }, undefined, "allow"],
    [TRASH, "Bash", { command: "aws s3 mv s3://acme-bills/2024/inv-1.pdf s3://acme-bills-trash/2024/inv-1.pdf" }, undefined, "allow"],
    [TRASH, "Bash", { command: "aws s3 rm s3://acme-bills/2024/inv-1.pdf" }, undefined, "deny"],
  ];
  for (const [rule, tool, args, context, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }, context ? { context } : {}).decision, want, `${rule} | ${tool} ${JSON.stringify(args)} ${JSON.stringify(context)}`);
});
