// Table-driven tests of the s22 REST reader for HTTP calls on a command line: what a request does to
// the resource its path names (rules/guard/http-resources.yaml: a message or call created, a phone
// number bought or released, a payout made), a method-style endpoint's leading verb even on a GET,
// and the ids a path carries read as id arguments (…/wallets/7731/withdrawal → wallet_id 7731).
// Own wording and vendors; whole scenarios in scenarios/s22-ghttp20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { pathParams } from "../../src/guard/read-call/call-http-resource.ts";

type Row = [string, string, string];
const sh = (code: string) => ({ tool: "code_execution_tool", args: { runtime: "terminal", session: 0, code } });
const run = (table: Row[]) => {
  for (const [text, code, want] of table) assert.equal(decide([{ id: "r1", text }], sh(code)).decision, want, `${text} ~ ${code}`);
};

test("a message resource created is a text when it goes to a phone number", () => {
  run([
    ["ask before sending any sms", `curl -X POST https://rest.nexmo.example/v1/accounts/AC77/sms -d '{"to":"+4915112345678","body":"promo"}'`, "require_approval"],
    ["never send sms", `curl -s https://api.smsgate.example/v2/Account/AB12/Message/ -X POST -d '{"dst":"+61412345678","text":"hi"}'`, "deny"],
    // a read of the message log sends nothing
    ["never send sms", `curl -s 'https://api.smsgate.example/v2/Account/AB12/Message/?limit=5'`, "allow"],
  ]);
});

test("a phone number posted to without a body is bought; deleted, released", () => {
  run([
    ["renting new numbers needs my ok", `curl -u $K:$S -X POST https://voice.example.net/v1/Account/ZZ9/PhoneNumber/442071234567/`, "require_approval"],
    ["don't buy phone numbers", `curl -X POST https://voice.example.net/v1/Account/ZZ9/incoming_phone_numbers -d 'area_code=415'`, "deny"],
    // a POST with fields to a member updates it (an alias), it buys nothing
    ["don't buy phone numbers", `curl -X POST https://voice.example.net/v1/Account/ZZ9/Number/442071234567/ -d '{"alias":"sales"}'`, "allow"],
  ]);
});

test("a payout created pays out; the ids in the path are id arguments", () => {
  run([
    ["bank payouts need my ok", `curl -X POST https://pay.example.io/v3/clients/acme/payouts/bankwire -d '{"Amount":5000,"BankAccountId":"ba_1"}'`, "require_approval"],
    ["never send money from wallet id 7731", `curl -X POST https://bank.example/v1/user/55/wallet/7731/payment -d '{"amount":{"value":"10.00"}}'`, "deny"],
    // another wallet
    ["never send money from wallet id 7731", `curl -X POST https://bank.example/v1/user/55/wallet/7702/payment -d '{"amount":{"value":"10.00"}}'`, "allow"],
  ]);
});

test("a method-style endpoint does what its name starts with, even on a GET", () => {
  run([
    ["don't delete anything under /Legal", `curl -s 'https://files.example.org/deletefile?path=/Legal/nda.pdf&auth=X'`, "deny"],
    // elsewhere: allowed
    ["don't delete anything under /Legal", `curl -s 'https://files.example.org/deletefile?path=/Tmp/old.pdf&auth=X'`, "allow"],
    // a listing of senders is no send
    ["no sending mail today", `curl -s https://mail.example.org/v2/senders`, "allow"],
    // a share to an inside address: the API's host is no recipient
    ["sharing outside example.org needs my ok", `curl -s 'https://files.example.org/sharefolder?path=/Team&mail=li@example.org'`, "allow"],
    ["sharing outside example.org needs my ok", `curl -s 'https://files.example.org/sharefolder?path=/Team&mail=li@other.net'`, "require_approval"],
  ]);
});

test("pathParams: collection/id pairs, not versions or placeholders", () => {
  const keys = (u: string) => pathParams(u).map((l) => `${l.key}=${String(l.value)}`);
  assert.deepEqual(keys("https://api.x.io/v1/user/1122/monetary-account/44120/payment"), ["user_id=1122", "monetary_account_id=44120"]);
  assert.deepEqual(keys("https://api.x.io/v2.01/acme/payins/pi_77/refunds"), ["payin_id=pi_77"]);
  assert.deepEqual(keys("https://api.x.io/v2/invoices/$ID/send"), []);
  assert.deepEqual(keys("https://api.x.io/v2/sales_invoices/4020.json"), ["sales_invoice_id=4020"]);
});
