// Product CLIs in shell commands (h-gcli18): a program's name typed by a kind ("the redis
// service") names a thing another program acts on; CLI verbs that act on a thing without saying
// its name (juju refresh upgrades a charm, cargo owner --add adds a crate owner, uplink rb
// removes a bucket) get that thing from rules/guard/commands.yaml.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "shell_exec", args: { command } });

test("decisions: a program name typed by a kind is a thing another CLI acts on", () => {
  const table: [string, Call, string][] = [
    ["Never remove a unit of the redis application in the staging model.", sh("juju remove-unit redis/3 -m staging"), "deny"],
    ["Never remove a unit of the redis application in the staging model.", sh("juju remove-unit redis/3 --model staging --force"), "deny"],
    // another application, a read, another model
    ["Never remove a unit of the redis application in the staging model.", sh("juju remove-unit kafka/1 -m staging"), "allow"],
    ["Never remove a unit of the redis application in the staging model.", sh("juju status redis -m staging"), "allow"],
    ["Never remove a unit of the redis application in the staging model.", sh("juju remove-unit redis/3 -m dev"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("decisions: a CLI verb that acts on a thing it does not name", () => {
  const table: [string, Call, string][] = [
    ["check with me before upgrading any charm", sh("juju refresh postgresql --channel 16/stable -m core"), "require_approval"],
    ["check with me before upgrading any charm", sh("juju upgrade-charm postgresql"), "require_approval"],
    ["check with me before upgrading any charm", sh("juju status postgresql"), "allow"],
    ["get my ok before you add a crate owner", sh("cargo owner --add octo-bot fastbloom"), "require_approval"],
    ["get my ok before you add a crate owner", sh("cargo owner --list fastbloom"), "allow"],
    ["ask me before you remove any bucket", sh("uplink rb sj://scratch-old"), "require_approval"],
    ["ask me before you remove any bucket", sh("uplink ls sj://scratch-old"), "allow"],
    ["ask me before you remove any bucket", sh("uplink rm sj://scratch-old/tmp.txt"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("decisions: the org or model an earlier call targeted (session.yaml flag setters)", () => {
  const rule = [{ id: "r1", text: "Nothing in the billing org may be deleted with cf." }];
  const after = (target: string) => ({ history: [{ tool: "shell_exec", args: { command: target } }] });
  const table: [Call, string, string][] = [
    [sh("cf delete invoice-sweeper -f"), "cf target -o billing -s live", "deny"],
    // another org, a read
    [sh("cf delete invoice-sweeper -f"), "cf target -o marketing -s live", "allow"],
    [sh("cf apps"), "cf target -o billing -s live", "allow"],
  ];
  for (const [call, target, want] of table) assert.equal(decide(rule, call, after(target)).decision, want, `${target} ; ${JSON.stringify(call)}`);
});

test("decisions: a subcommand that only previews unless a flag says go (call-forms.yaml unless_flags)", () => {
  const rule = [{ id: "r1", text: "never p4 obliterate anything; previewing with -n is ok, -y is not" }];
  const table: [Call, string][] = [
    [sh("p4 obliterate -y //depot/legacy/tools/..."), "deny"],
    [sh("p4 obliterate -n //depot/legacy/tools/..."), "allow"],
    [sh("p4 obliterate //depot/legacy/tools/..."), "allow"],
  ];
  for (const [call, want] of table) assert.equal(decide(rule, call).decision, want, JSON.stringify(call));
});
