// Table-driven tests of the s20 target readers for plain calls: a ban heading before a colon is no
// second target (rule-target-heading.ts); a class of things ("any serverless endpoint") is what a
// tool whose name's head noun is the kind acts on (rule-target-kind-class.ts); a subject a sentence
// describes with "holds/stores/has" is what "it" in the next sentence names (fb-subject.ts).
// Own wording and tools; whole scenarios in scenarios/s20-gtarget18.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { banAfterHeading } from "../../src/guard/compile/rule-target-heading.ts";
import { readRuleText } from "../../src/guard/compile/rule-text.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a ban heading before the colon is an aside; the part after it names the thing", () => {
  run([
    ["no mass pings: never post to the everyone-lounge room", "post_room_message", { room: "everyone-lounge", body: "lunch?" }, "deny"],
    ["no blanket nudges: ask before you message the sleep-shift rota", "send_rota_message", { rota: "sleep-shift", text: "disk full" }, "require_approval"],
    // another room or rota: allowed
    ["no mass pings: never post to the everyone-lounge room", "post_room_message", { room: "design-crit", body: "lunch?" }, "allow"],
    ["no blanket nudges: ask before you message the sleep-shift rota", "send_rota_message", { rota: "day-shift", text: "disk full" }, "allow"],
    // a read of the room is no post
    ["no mass pings: never post to the everyone-lounge room", "read_room_history", { room: "everyone-lounge" }, "allow"],
  ]);
});

test("banAfterHeading: only a ban heading, with no carried name, before a full ban", () => {
  const bans = (s: string) => /\b(?:no|never|don't|ask)\b/i.test(s);
  const acts = (toks: readonly { lower: string }[]) => ({ families: toks.some((t) => /^(?:post|send|delete)$/.test(t.lower)) ? ["send"] : [], groups: toks.some((t) => /room|topic/.test(t.lower)) ? 1 : 0 });
  const at = (text: string) => banAfterHeading(readRuleText(text)[0]!.tokens, text, bans, acts);
  assert.ok(at("no mass pings: never post to the lounge room") > 0);
  // a heading that bans nothing is a scope label (read elsewhere)
  assert.equal(at("Lounge etiquette: never post to the lounge room"), -1);
  // a heading that names a path is a thing the call can carry
  assert.equal(at("no /srv/chat posts: never post to the lounge room"), -1);
  // nothing after the colon but an approval phrase
  assert.equal(at("no mass pings: not without me"), -1);
});

test("a class of things is what a tool named for its kind acts on", () => {
  run([
    ["Ask first before deleting any serverless function.", "remove-function", { functionId: "fn-resize" }, "require_approval"],
    ["never wipe a persistent disk", "wipe_disk", { diskRef: "d-19" }, "deny"],
    // a read or list of the kind: allowed
    ["Ask first before deleting any serverless function.", "list-functions", {}, "allow"],
    // a tool whose name only modifies another kind: allowed
    ["Ask first before deleting any serverless function.", "remove-function-alias", { alias: "live" }, "allow"],
    // "the billing function" names one function, not a class
    ["Ask first before deleting the billing function.", "remove-function", { functionId: "fn-resize" }, "allow"],
    // a contrast word tells one from its siblings: the call must show it
    ["never delete any prod function", "remove-function", { functionId: "fn-staging-resize" }, "allow"],
  ]);
});

test("a subject a sentence says holds or stores something is what 'it' names next", () => {
  run([
    ["the snapshot snap-golden holds the base image. never remove it", "remove-snapshot", { snapshotId: "snap-golden" }, "deny"],
    ["the snapshot snap-golden holds the base image. never remove it", "remove-snapshot", { snapshotId: "snap-weekly" }, "allow"],
    ["the share ledger-box stores the signed contracts. do not purge it", "purge_share", { share: "ledger-box" }, "deny"],
    ["the share ledger-box stores the signed contracts. do not purge it", "purge_share", { share: "scratch-box" }, "allow"],
  ]);
});
