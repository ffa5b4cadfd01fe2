// Table-driven tests of two call readings: an HTTP PUT/PATCH on a command line is an update of what
// the endpoint names, and a browser call without a URL acts on the page history left open.
import { test } from "node:test";
import assert from "node:assert/strict";
import { httpMeaning } from "../../src/guard/read-call/call-http-meaning.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { currentPage } from "../../src/guard/read-call/session-state.ts";
import { decide, rules } from "./support.ts";

test("http meaning: PUT and PATCH update what the endpoint names, other methods do not", () => {
  const table: [string, string, boolean][] = [
    // [command line, method, has the action "update"]
    ["curl -X PUT https://api.cloudflare.com/client/v4/zones/$Z/dns_records/$R --data '{}'", "PUT", true],
    ["curl --request PATCH https://api.example.com/v2/customers/cus_1 -d 'x=1'", "PATCH", true],
    ["wget --method=PUT https://h.example.com/v1/settings/alerts", "PUT", true],
    ["http PATCH api.example.com/users/7 name=kim", "PATCH", true],
    ["curl -X POST https://api.example.com/v1/exports -d '{}'", "POST", false],
    ["curl https://api.example.com/v1/customers", "GET", false],
    ["curl -X DELETE https://api.example.com/v1/customers/cus_1", "DELETE", false],
  ];
  for (const [line, method, update] of table) {
    const h = httpMeaning(parseCommandLine(line)[0]!, "args.command");
    assert.ok(h, line);
    assert.equal(h.method, method, line);
    assert.equal(readCall("Bash", { command: line }, rules).actionWords.has("update"), update, line);
  }
});

test("current page: the host of the last URL a browser call opened, for browser calls without one", () => {
  const nav = (url: string) => readCall("browser_navigate", { url }, rules);
  const table: [string, { tool: string; args: Record<string, unknown> }, ReturnType<typeof readCall>[], string | undefined][] = [
    // [case, call, history, expected host]
    ["last navigate", { tool: "browser_click", args: { element: "Send", ref: "e4" } }, [nav("https://www.linkedin.com/messaging/")], "www.linkedin.com"],
    ["latest of two", { tool: "browser_type", args: { element: "Password", text: "x" } }, [nav("https://a.example.com/"), nav("https://b.example.org/login")], "b.example.org"],
    ["non-browser history is skipped", { tool: "browser_click", args: { element: "OK" } }, [nav("https://a.example.com/"), readCall("fetch", { url: "https://api.other.io/x" }, rules)], "a.example.com"],
    ["the call names its own URL", { tool: "browser_navigate", args: { url: "https://c.example.net/" } }, [nav("https://a.example.com/")], undefined],
    ["not a browser tool", { tool: "send_message", args: { text: "hi" } }, [nav("https://a.example.com/")], undefined],
    ["no page in history", { tool: "browser_click", args: { element: "OK" } }, [readCall("browser_snapshot", {}, rules)], undefined],
  ];
  for (const [name, call, history, host] of table) assert.equal(currentPage(history, readCall(call.tool, call.args, rules))?.host, host, name);
});

test("a class named by the command's lexicon entry matches despite a typed name argument", () => {
  const table: [string, string, string][] = [
    // [rule, command, expected decision]
    ["Never delete S3 buckets.", "aws s3api delete-bucket --bucket acme-old-landing", "deny"],
    ["Never delete S3 buckets.", "aws s3 rb s3://acme-old-landing --force", "deny"],
    ["Never delete S3 buckets.", "aws s3api delete-object --bucket acme-old-landing --key a.txt", "allow"],
    ["Don't delete the billing bucket.", "aws s3api delete-bucket --bucket acme-old-landing", "allow"],
    ["Don't delete the billing bucket.", "aws s3api delete-bucket --bucket acme-billing", "deny"],
  ];
  for (const [rule, command, decision] of table) assert.equal(decide([{ id: "r1", text: rule }], { tool: "Bash", args: { command } }).decision, decision, `${rule} ~ ${command}`);
});

test("the key of an id set to a value names the thing: payment_method_id ~ \"payment method\"", () => {
  const rule = "Never change the payment method on an order.";
  const table: [Record<string, unknown>, string][] = [
    // [arguments of modify_order, expected decision]
    [{ order_id: "o1", payment_method_id: "pm_1" }, "deny"],
    [{ order_id: "o1", paymentMethodRef: "pm_1" }, "deny"],
    [{ order_id: "o1", payment_method_uuid: "9f1c" }, "deny"],
    [{ order_id: "o1", payment_method_id: "" }, "allow"],
    [{ order_id: "o1", payment_methodology: "x" }, "allow"],
    [{ order_id: "o1", address_id: "a1" }, "allow"],
  ];
  for (const [args, decision] of table) assert.equal(decide([{ id: "r1", text: rule }], { tool: "modify_order", args }).decision, decision, JSON.stringify(args));
});

test("the day of a time-window rule may come from context.flags; another stage is not production", () => {
  const rule = "No production deploys on Fridays.";
  const table: [Record<string, unknown>, string, string][] = [
    // [flags, command, expected decision]
    [{ friday: true }, "flyctl deploy -a shop-prod", "deny"],
    [{ is_friday: true }, "flyctl deploy -a shop-prod", "deny"],
    [{ friday: true }, "flyctl deploy -a shop-staging", "allow"],
    [{ friday: true }, "flyctl deploy --app web --config fly.dev.toml", "allow"],
    [{ tuesday: true }, "flyctl deploy -a shop-prod", "allow"],
    [{ friday: "yes", tuesday: true }, "flyctl deploy -a shop-prod", "allow"],
  ];
  for (const [flags, command, decision] of table) assert.equal(decide([{ id: "r1", text: rule }], { tool: "Bash", args: { command } }, { context: { flags } }).decision, decision, `${JSON.stringify(flags)} ${command}`);
});
