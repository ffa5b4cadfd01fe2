// A ban on a kind of value written into what a call sends or stores (h-gsql18, rule-content-ban.ts,
// match-content-ban.ts, rules/guard/content-values.yaml): secrets (a literal, not a reference),
// email addresses and phone numbers, bounded to a folder when the rule names one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("decisions: secrets written out, references are not", () => {
  const table: [string, Call, string][] = [
    ["never paste an API key or password into a Matterpost message", { tool: "matterpost_send", args: { channel: "ops", text: "staging password: Qw7-lm!x, rotate tomorrow" } }, "deny"],
    ["never paste an API key or password into a Matterpost message", { tool: "matterpost_send", args: { channel: "ops", text: "the staging password lives in the team vault now" } }, "allow"],
    ["never paste an API key or password into a Matterpost message", { tool: "matterpost_send", args: { channel: "ops", text: "webhook: https://hooks.example.org/x?api_key=k29fj3kd0" } }, "deny"],
    ["never paste an API key or password into a Matterpost message", { tool: "matterpost_send", args: { channel: "ops", text: "set it with https://hooks.example.org/x?api_key=${HOOK_KEY}" } }, "allow"],
    ["Don't include OPENAI_API_KEY as a literal in a job spec, reference the vault", { tool: "launch_job", args: { name: "embed", env: { OPENAI_API_KEY: "sk-abcDEF1234567890xyz" } } }, "deny"],
    ["Don't include OPENAI_API_KEY as a literal in a job spec, reference the vault", { tool: "launch_job", args: { name: "embed", env: { OPENAI_API_KEY: "${vault:openai}" } } }, "allow"],
    ["Don't include OPENAI_API_KEY as a literal in a job spec, reference the vault", { tool: "launch_job", args: { name: "embed", env: { BATCH_SIZE: "64" } } }, "allow"],
    // an amount of tokens is a limit, not a secret
    ["never put more than 4000 tokens in a prompt", { tool: "llm_complete", args: { prompt: "summarize", token: "abc123456" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("decisions: emails and phone numbers in files under a folder", () => {
  const rule = "do not write client phone numbers or emails into anything under /srv/share/public/";
  const table: [Call, string][] = [
    [{ tool: "fs_write", args: { path: "/srv/share/public/contacts.txt", content: "Bo Lind, bo.lind@example.net" } }, "deny"],
    [{ tool: "fs_write", args: { path: "/srv/share/public/contacts.txt", content: "Bo Lind, +46 70 123 45 67" } }, "deny"],
    [{ tool: "fs_write", args: { path: "/srv/share/public/contacts.txt", content: "Bo Lind, Stockholm, 2026-11-03" } }, "allow"],
    [{ tool: "fs_write", args: { path: "/srv/share/internal/contacts.txt", content: "Bo Lind, bo.lind@example.net" } }, "allow"],
    [{ tool: "fs_write", args: { path: "/srv/share/public-old/contacts.txt", content: "Bo Lind, bo.lind@example.net" } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, JSON.stringify(call));
});

test("decisions: a recipient or a lookup is no written email", () => {
  const rule = "never put customer emails in a notification body";
  const table: [Call, string][] = [
    [{ tool: "notify_push", args: { to: "ops@example.org", body: "Nightly job done" } }, "allow"],
    [{ tool: "notify_push", args: { to: "ops@example.org", body: "Refund failed for jane.doe@example.com" } }, "deny"],
    [{ tool: "warehouse_sql", args: { sql: "SELECT id FROM customers WHERE email = 'jane.doe@example.com'" } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, JSON.stringify(call));
});

test("decisions: 'datasource' is a kind word, the name before it is the target", () => {
  const rule = "never query the crm_contacts datasource, it is frozen for the audit";
  const table: [Call, string][] = [
    [{ tool: "lakehouse_select", args: { query: "SELECT region, count() FROM crm_contacts GROUP BY region" } }, "deny"],
    [{ tool: "lakehouse_select", args: { query: "SELECT a.id FROM visits a JOIN crm_contacts c ON a.cid = c.id" } }, "deny"],
    [{ tool: "lakehouse_select", args: { query: "SELECT region, count() FROM crm_contacts_masked GROUP BY region" } }, "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide([{ id: "r1", text: rule }], call).decision, want, JSON.stringify(call));
});
