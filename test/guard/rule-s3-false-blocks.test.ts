// False blocks of the rule side: the working directory is no target of an "except"/"inside" rule;
// opening or listing a merge request merges nothing. Table-driven, own wording.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, rules } from "./support.ts";

test("outside-path rules: the working directory is where a command runs, not what it touches", () => {
  const rule = [{ id: "r", text: "Don't rm -rf anything except tmp/ and out/" }];
  const table: [Record<string, unknown>, string][] = [
    [{ command: "rm -rf tmp/ out/", cwd: "/work/app" }, "allow"],
    [{ command: "rm -rf tmp/ lib/", cwd: "/work/app" }, "deny"],
    [{ command: "rm -rf *", cwd: "/work/app/lib" }, "deny"], // nothing else named: the dir itself counts
    [{ command: "rm -rf out/", currentDirectory: "/work/app" }, "allow"],
  ];
  for (const [args, want] of table) assert.equal(decide(rule, { tool: "run_shell", args }).decision, want, JSON.stringify(args));
});

test("merge rules: creating, opening or listing a merge request is no merge", () => {
  const rule = [{ id: "r", text: "Don't merge MRs, a human does that." }];
  const table: [string, Record<string, unknown>, string][] = [
    ["create_merge_request", { source_branch: "main", target_branch: "dev" }, "allow"],
    ["open_merge_request", { source_branch: "fix", target_branch: "dev" }, "allow"],
    ["get_merge_request", { iid: 4 }, "allow"],
    ["merge_merge_request", { iid: 4 }, "deny"],
    ["accept_mr", { iid: 4 }, "allow"], // no merge word at all: not read as one
  ];
  for (const [tool, args, want] of table) assert.equal(decide(rule, { tool, args }).decision, want, tool);
});

test("effects: 'ask me' closing a sentence, and getting the holder to confirm, ask for approval", () => {
  const table: [string, string][] = [
    ["Before resizing any volume, ask me.", "require_approval"],
    ["Ask us if the bill goes over $40.", "require_approval"],
    ["Before refunding, get the guest to explicitly confirm.", "require_approval"],
    ["Tell me if you resize a volume.", "warn"],
    ["Use the qa profile unless I say otherwise.", "deny"], // a default, not an approval
    ["Hold every refund until I say so.", "require_approval"],
    ["Never resize volumes.", "deny"],
  ];
  for (const [text, want] of table) assert.equal(compileEntry({ id: "t", text }, rules).effect, want, text);
});

test("targets: a hyphenated compound with a particle is one name ('on-call' ≠ the 'call' of call_aws)", () => {
  const table: [string, string[]][] = [
    ["Don't change the on-call rota", ["oncall"]],
    ["Never edit the check-in page", ["checkin"]],
    ["Don't touch kube-system", ["kubernetes"]], // no particle: the parts as before
  ];
  for (const [text, want] of table) {
    const c = compileEntry({ id: "t", text }, rules).clauses.find((x) => x.type === "action");
    const names = c?.type === "action" ? c.groups.flat().flatMap((t) => t.names) : [];
    for (const w of want) assert.ok(names.includes(w), `${text}: ${names.join(",")}`);
  }
  assert.equal(decide([{ id: "r", text: "Don't change the on-call rota." }], { tool: "call_service", args: { op: "update", service: "billing" } }).decision, "allow");
});

test("limits: a percentage cap worded with max/cap/up to bounds the percent argument, not a target named 'max'", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Gift vouchers: max 30% off.", "create_voucher", { percent_off: 45 }, "deny"],
    ["Gift vouchers: max 30% off.", "create_voucher", { percent_off: 30 }, "allow"],
    ["Rebates capped at 12%.", "issue_rebate", { rebate_percent: 20 }, "deny"],
    ["Rebates capped at 12%.", "issue_rebate", { rebate_percent: 8 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r", text }], { tool, args }).decision, want, `${text} ${JSON.stringify(args)}`);
});

test("content: 'never promise X' blocks a sent text that commits to X, not one that mentions it", () => {
  const rule = [{ id: "r", text: "Never promise a callback in tickets; the phone team schedules." }];
  const table: [string, string][] = [
    ["We will arrange a callback tomorrow morning.", "deny"],
    ["You'll get a callback by Friday.", "deny"],
    ["Your callback request was forwarded to the phone team.", "allow"],
    ["We will look into it.", "allow"],
  ];
  for (const [body, want] of table) assert.equal(decide(rule, { tool: "post_ticket_reply", args: { ticket: 7, body } }).decision, want, body);
  assert.equal(compileEntry({ id: "t", text: "Never commit to main directly." }, rules).clauses.some((c) => c.type === "keywords"), false);
});
