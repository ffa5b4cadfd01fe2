// Rule wording (rule-wording-canon.ts, called from rule-surface.ts): the same ban said another way
// is read the same. Table-driven on the rewrite, then whole decisions: every wording of one rule
// gives one decision on a call that does the act, and allow on a call that does not (hard allows).
import { test } from "node:test";
import assert from "node:assert/strict";
import { canonicalWording } from "../../src/guard/compile/rule-wording-canon.ts";
import { ruleSurface } from "../../src/guard/compile/rule-surface.ts";
import { decide } from "./support.ts";

test("wording canon: other ways of saying never become the wording the compiler reads", () => {
  const table: [string, string][] = [
    ["Under no circumstances should you rebase shared branches", "Never rebase shared branches"],
    ["under no circumstances, empty the trash", "never empty the trash"],
    ["At no time may you revoke API tokens.", "Never revoke API tokens."],
    ["Rebase shared branches? No.", "Never rebase shared branches."],
    ["rotate the signing key? nope - ops does it", "never rotate the signing key - ops does it"],
    ["Can you archive old channels? No. Pin them.", "Never archive old channels. Pin them."],
    ["Archiving channels is not allowed.", "No archiving channels."],
    ["rotating keys is off-limits", "no rotating keys"],
    ["Uninstalling plugins is strictly forbidden", "No uninstalling plugins"],
    ["Guardrail: never rotate keys", "never rotate keys"],
    ["Hard rule #3 - don't uninstall plugins", "don't uninstall plugins"],
    // kept: a question that is no instruction, a label that names the object, a non-gerund subject
    ["Who owns billing? Nobody yet. Don't touch it.", "Who owns billing? Nobody yet. Don't touch it."],
    ["Invoices: never void them", "Invoices: never void them"],
    ["Everything under /etc is off limits", "Everything under /etc is off limits"],
    ["Staging is not allowed to receive real data", "Staging is not allowed to receive real data"],
  ];
  for (const [input, want] of table) {
    assert.equal(canonicalWording(input), want, input);
    assert.equal(canonicalWording(want), want, `idempotent: ${want}`);
  }
});

interface Case {
  name: string;
  wordings: string[];
  act: { tool: string; args: Record<string, unknown> };
  want: string;
  allows: { tool: string; args: Record<string, unknown> }[]; // reads, other targets: never blocked
}
const CASES: Case[] = [
  {
    name: "uninstall a plugin",
    wordings: [
      "Never uninstall plugins.",
      "don't uninstall plugins",
      "dont uninstall plugins",
      "Uninstalling plugins is not allowed.",
      "No uninstalling plugins.",
      "Under no circumstances should you uninstall plugins.",
      "Uninstall plugins? No.",
      "Policy: never uninstall plugins",
      "You may not uninstall plugins.",
    ],
    act: { tool: "wp_cli", args: { command: "wp plugin uninstall akismet" } },
    want: "deny",
    allows: [{ tool: "wp_cli", args: { command: "wp plugin list" } }],
  },
  {
    name: "archive a channel",
    wordings: [
      "never archive channels",
      "Archiving channels is off limits.",
      "Archive channels? Nope.",
      "At no time archive channels.",
      "House rule: don't archive channels",
    ],
    act: { tool: "archive_channel", args: { channel_id: "C0123RELEASE" } },
    want: "deny",
    allows: [{ tool: "get_channel_history", args: { channel_id: "C0123RELEASE", limit: 20 } }],
  },
  {
    name: "rotate a key, with approval",
    wordings: ["Ask me before rotating the KMS keys.", "Rotating the KMS keys needs my OK.", "Check with me before rotating the KMS keys.", "Rule: ask me before rotating the KMS keys"],
    act: { tool: "Bash", args: { command: "aws kms rotate-key-on-demand --key-id alias/payments" } },
    want: "require_approval",
    allows: [{ tool: "Bash", args: { command: "aws kms describe-key --key-id alias/payments" } }],
  },
];

test("whole decisions: every wording of one rule decides the same; reads stay allowed", () => {
  for (const c of CASES)
    for (const text of c.wordings) {
      assert.equal(decide([{ id: "r1", text }], c.act).decision, c.want, `${c.name} / ${text} → ${ruleSurface(text)}`);
      for (const a of c.allows) assert.equal(decide([{ id: "r1", text }], a).decision, "allow", `${c.name} / hard allow ${JSON.stringify(a)} / ${text}`);
    }
});
