// Table-driven tests of the s22 readers of targets a CLI or an API writes its own way: the object of a
// hyphenated subcommand (call-cli-noun.ts), a product's ctl/cli program, a name's words written as
// one word, an id as a URL path segment, a code as a market symbol's base (match-cli-target.ts).
// Own wording and tools; whole scenarios in scenarios/s22-gtgt20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, rules } from "./support.ts";
import { productOfCli, subcommandNoun } from "../../src/guard/read-call/call-cli-noun.ts";
import { pathIdHit, tickerHit } from "../../src/guard/match/match-cli-target.ts";

type Row = [string, string, string];
const sh = (code: string) => ({ tool: "run_shell", args: { command: code } });
const run = (table: Row[]) => {
  for (const [text, code, want] of table) assert.equal(decide([{ id: "r1", text }], sh(code)).decision, want, `${text} ~ ${code}`);
};

test("subcommandNoun: the object of a hyphenated subcommand", () => {
  const rows: [string, string | undefined][] = [
    ["group-del", "group"],
    ["sudorule-add-host", "sudorule"],
    ["vol-delete", "vol"],
    ["snapshot-revert", "snapshot"],
    ["delete-volume", "volume"],
    ["role-mod", "role"],
    // no verb part: a name, not an object and a verb
    ["pg-main", undefined],
    ["x-del", undefined],
  ];
  for (const [sub, want] of rows) assert.equal(subcommandNoun(sub, rules), want, sub);
});

test("productOfCli: a product CLI's name without its ctl/cli ending", () => {
  const rows: [string, string | undefined][] = [
    ["vultrctl", "vultr"],
    ["scaleway-cli", "scaleway"],
    ["hcloudctl", "hcloud"],
    ["linode-cli", "linode"],
    ["kubectl", undefined],
    ["systemctl", undefined],
    ["git", undefined],
  ];
  for (const [p, want] of rows) assert.equal(productOfCli(p, rules), want, p);
});

test("a noun-verb CLI with hyphenated subcommands acts on the noun", () => {
  run([
    ["removing groups needs my ok", "ipa group-del contractors", "require_approval"],
    ["never delete roles in the directory", "kanidm-cli role-delete auditors", "deny"],
    // another object's delete, or a read of the same object: allowed
    ["removing groups needs my ok", "ipa user-del contractor7", "allow"],
    ["removing groups needs my ok", "ipa group-show contractors", "allow"],
  ]);
});

test("a rule's name written as one word by the CLI", () => {
  run([
    ["net group edits need my ok", "ipa netgroup-add-member build --hosts=ci7", "require_approval"],
    ["never delete any access policy", "ipa accesspolicy-del lab", "deny"],
    // a lookup changes nothing; another object whose name only shares a word
    ["net group edits need my ok", "ipa netgroup-show build", "allow"],
    ["net group edits need my ok", "ipa group-add-member build --users=ci7", "allow"],
  ]);
});

test("a product CLI names the product: 'any vultr instance' ~ vultrctl instance delete", () => {
  run([
    ["never delete a vultr instance", "vultrctl instance delete 4f2a-91", "deny"],
    ["ask before you remove any hcloud volume", "hcloudctl volume delete data-7", "require_approval"],
    // a listing, or another product's CLI: allowed
    ["never delete a vultr instance", "vultrctl instance list", "allow"],
    ["never delete a vultr instance", "linodectl instance delete 4f2a-91", "allow"],
  ]);
});

test("pathIdHit: an id as a URL path segment after a collection", () => {
  const v = (raw: string) => [{ path: "args.url", raw, words: [] }];
  assert.ok(pathIdHit("88017", v("https://api.example.bank/v2/wallets/88017/transfers"), ["wallet"]));
  assert.ok(pathIdHit("88017", v("https://api.example.bank/v2/wallets/88017?expand=1"), undefined));
  // another id, a longer one, an id after an id, another collection than the kind
  assert.equal(pathIdHit("88017", v("https://api.example.bank/v2/wallets/880170/transfers"), ["wallet"]), undefined);
  assert.equal(pathIdHit("88017", v("https://api.example.bank/v2/users/4/88017"), undefined), undefined);
  assert.equal(pathIdHit("88017", v("https://api.example.bank/v2/cards/88017/limits"), ["wallet"]), undefined);
});

test("an account written with its id is the account an API path carries", () => {
  const call = (id: string) => ({ tool: "http_request", args: { method: "POST", url: `https://api.example.bank/v2/wallets/${id}/transfers`, body: { amount: 20 } } });
  assert.equal(decide([{ id: "r1", text: "no transfers out of the travel wallet (id 88017)" }], call("88017")).decision, "deny");
  assert.equal(decide([{ id: "r1", text: "no transfers out of the travel wallet (id 88017)" }], call("88018")).decision, "allow");
});

test("tickerHit: a code is a market symbol's base when a quote asset follows", () => {
  const v = (raw: string) => [{ path: "args.symbol", raw, words: [] }];
  assert.ok(tickerHit("sol", v("SOLUSDC")));
  assert.ok(tickerHit("eth", v("ETHEUR")));
  assert.ok(tickerHit("sol", v("SOLUSDT-PERP")));
  // the quote side, another base, a word, no quote after it
  assert.equal(tickerHit("sol", v("JUPSOL")), undefined);
  assert.equal(tickerHit("eth", v("ETHFIUSDT")), undefined);
  assert.equal(tickerHit("sol", v("Solana")), undefined);
  assert.equal(tickerHit("sol", v("SOLXYZ")), undefined);
});

test("a coin the rule names is the base of the symbol an order carries", () => {
  const order = (symbol: string, side: string) => ({ tool: "place_order", args: { symbol, side, quantity: 3 } });
  assert.equal(decide([{ id: "r1", text: "check with me before you sell SOL" }], order("SOLUSDC", "SELL")).decision, "require_approval");
  assert.equal(decide([{ id: "r1", text: "check with me before you sell SOL" }], order("JUPSOL", "SELL")).decision, "allow");
  assert.equal(decide([{ id: "r1", text: "check with me before you sell SOL" }], order("ADAUSDC", "SELL")).decision, "allow");
});
