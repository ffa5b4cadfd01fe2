// Generic HTTP tools (h-ghttp16): an API tool bound to one host sends a path with no host
// ({method: "DELETE", endpoint: "/books/14"}); its body is the request's fields, not a message, so
// the addresses in it are recipients (call-http-args.ts). A filled carbon-copy field, whatever the
// API calls it (ccAddress, bcc_recipients), copies the message (arg-meanings.yaml state.cc-set /
// state.bcc-set). On the rule side, an -s form of an act word in the verb's object slot is the thing
// acted on ("delete shelves or books", "delete contacts": rule-action.ts inObjectSlot), and a role
// noun a delete removes is a record kind, not a recipient ("don't delete customers").
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { openHttpArgs } from "../../src/guard/read-call/call-http-args.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const post = (endpoint: string, body: unknown): Call => ({ tool: "api_call", args: { method: "POST", endpoint, body } });
const del = (endpoint: string): Call => ({ tool: "http_call", args: { method: "DELETE", endpoint } });

test("decisions: host-less endpoints, recipients in bodies, copy fields, plural objects", () => {
  const table: [string, Call, string][] = [
    // recipients in a host-less request's body
    ["Ask before emailing anyone outside quillcorp.io", post("/v1/outbox", { fromAddress: "bot@quillcorp.io", toAddress: "buyer@harlowgoods.com", subject: "Quote" }), "require_approval"],
    ["Ask before emailing anyone outside quillcorp.io", post("/v1/outbox", { fromAddress: "bot@quillcorp.io", toAddress: "ana@quillcorp.io", subject: "Quote" }), "allow"],
    // copy fields under any name
    ["never cc everyone@quillcorp.io, it pages the whole company", post("/v3/mail/send", { toAddress: "dan@quillcorp.io", ccAddress: "everyone@quillcorp.io", text: "Lot B closed" }), "deny"],
    ["never cc everyone@quillcorp.io, it pages the whole company", post("/v3/mail/send", { toAddress: "dan@quillcorp.io", ccAddress: "mira@quillcorp.io", text: "Lot B closed" }), "allow"],
    ["don't cc or bcc board@finco.io", { tool: "mailer_send", args: { to: "cfo@finco.io", bcc_recipients: ["board@finco.io"], subject: "Q3" } }, "deny"],
    ["don't cc or bcc board@finco.io", { tool: "mailer_send", args: { to: "cfo@finco.io", bcc_recipients: [], subject: "Q3" } }, "allow"],
    // the second of two plural objects, and a role noun a delete removes
    ["Don't delete journals or notebooks.", del("/notebooks/9"), "deny"],
    ["Don't delete journals or notebooks.", del("/labels/9"), "allow"],
    ["Don't delete customers in Ledgerly.", del("/api/customers/31"), "deny"],
    ["Don't delete customers in Ledgerly.", del("/api/invoices/31"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("openHttpArgs: a path on the API's own host opens the body like a full URL", () => {
  const table: [Record<string, unknown>, boolean][] = [
    [{ method: "PUT", endpoint: "/checks/12", body: { paused: true } }, true],
    [{ method: "POST", endpoint: "/rooms/7/messages", body: "body=hi&self_unread=0" }, true],
    [{ method: "POST", url: "https://api.x.io/v1/a", body: { b: 1 } }, true],
    [{ method: "POST", endpoint: "//evil/x", body: { b: 1 } }, false],
    [{ method: "POST", endpoint: "/", body: { b: 1 } }, false],
    [{ endpoint: "/a/b", body: { b: 1 } }, false], // no method, no HTTP tool word
  ];
  for (const [args, want] of table) assert.equal(!!openHttpArgs(args, ["run", "tool"], rules.meaning.callKeys)?.opened.length, want, JSON.stringify(args));
});

test("compile: an -s act word in the object slot is the thing; a subject's verb stays the act", () => {
  const groups = (text: string) => {
    const c = compileEntry({ id: "r1", text }, rules).clauses[0]!;
    return c.type === "action" ? c.groups.map((g) => g.map((t) => t.raw)) : [];
  };
  const table: [string, string[]][] = [
    ["Don't delete shelves or books in the wiki.", ["shelves", "books"]],
    ["Don't delete contacts in Monica.", ["contacts"]],
    ["Don't delete customers.", ["customers"]],
    ["Never delete posts.", ["posts"]],
  ];
  for (const [text, want] of table) assert.deepEqual(groups(text)[0], want, text);
  // a role after a preposition is who the act reaches: no target ("don't email customers")
  assert.deepEqual(groups("don't send invoices to customers").flat().includes("customers"), false);
});
