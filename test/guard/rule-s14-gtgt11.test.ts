// Table-driven tests of a product written before the kind it bans (rule-target-place.ts
// kindAfterProduct, match-vendor.ts): "Never delete Contentful entries" ~ delete_entry {entryId}.
// The product is where the kind lives, so a call of that product's own API may leave it unnamed;
// environments, people, named things and other products' tools still restrict. Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { singular } from "../../src/guard/split-words.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

function groupsOf(text: string): string[][] {
  const c = compileEntry({ id: "r1", text }, rules).clauses.find((c) => c.type === "action");
  assert.ok(c && c.type === "action", text);
  return c.groups.map((g) => g.map((t) => `${t.raw}${t.vendor ? " (vendor)" : ""}`));
}

test("a product before the kind is split off; an environment, a name or a person is not", () => {
  const table: [string, string[][]][] = [
    ["Never delete Storyblok stories; unpublish them instead.", [["stories"], ["Storyblok (vendor)"]]],
    ["Don't archive Linear projects without asking.", [["projects"], ["Linear (vendor)"]]],
    ["Never delete our Webflow collections.", [["collections"], ["Webflow (vendor)"]]],
    ["Don't resolve PagerDuty incidents yourself.", [["incidents"], ["PagerDuty (vendor)"]]],
    ["Posting on the company Bluesky needs my OK.", [["Bluesky (vendor)"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(groupsOf(text), want, text);
  const kept: string[] = [
    "Never delete prod entries", // an environment
    "Never delete Alex's playlists", // a person's
    "The Payroll tab is off limits.", // "the" + a capitalized word: one named thing
    "Contentful entries: never delete them", // sentence-initial: no telling a product from a word
  ];
  for (const text of kept) assert.ok(groupsOf(text).flat().every((r) => !r.endsWith("(vendor)")), `${text}: ${JSON.stringify(groupsOf(text))}`);
});

test("a product's own API call leaves the product unnamed; another product, owner or instance allows", () => {
  const table: [string, Call, string][] = [
    ["Never delete Mixpanel cohorts.", { tool: "delete_cohort", args: { cohort_id: 88123 } }, "deny"],
    ["Never delete Storyblok stories.", { tool: "delete_story", args: { space_id: 288811, story_id: 4412 } }, "deny"],
    ["Ask me before deleting Algolia rules.", { tool: "delete_rule", args: { indexName: "products_v2", objectID: "rule-12" } }, "require_approval"],
    ["Posting on the company Pixelfed needs my OK.", { tool: "create_post", args: { caption: "Team offsite!" } }, "require_approval"],
    // the tool is named for another product (lexicon or not)
    ["Never delete Mixpanel cohorts.", { tool: "hubspot_delete_list", args: { listId: 12 } }, "allow"],
    ["Never delete Mixpanel cohorts.", { tool: "amplitude_delete_cohort", args: { cohort_id: "c-9" } }, "allow"],
    // the modifier may be an owner: the call names another one
    ["Never delete Initech invoices.", { tool: "delete_invoice", args: { invoice_id: "in_1QbZ0aKq8m", customer: "cus_Hooli" } }, "allow"],
    // the modifier may be the instance's name: the call names another one
    ["Never edit Forecast sheets in the budget workbook.", { tool: "update_sheet", args: { sheet: "Actuals", values: [[1]] } }, "allow"],
    // a product with no kind: the tool must be named for the act, not only be of its family
    ["Posting on the company Pixelfed needs my OK.", { tool: "send_email", args: { to: "bo@acme.io", subject: "hi", body: "x" } }, "allow"],
    // the act the rule offers instead
    ["Never delete Storyblok stories; unpublish them instead.", { tool: "unpublish_story", args: { story_id: 4412 } }, "allow"],
  ];
  for (const [text, call, want] of table) {
    const res = decide([{ id: "r1", text }], call);
    assert.equal(res.decision, want, `${text} ~ ${JSON.stringify(call)}: ${res.violations.map((v) => v.why).join(" | ")}`);
  }
});

test("a ban whose other targets only widen it keeps the plain kind it bans", () => {
  const table: [string, Call, string][] = [
    ["Never delete boards, even empty ones.", { tool: "delete_board", args: { board_id: "64f1a9e2c3b7" } }, "deny"],
    ["Never delete boards, even empty ones.", { tool: "delete_card", args: { card_id: "64f1a9e2c3b8" } }, "allow"],
    ["Do not archive channels, including the dead ones. Ask first.", { tool: "conversations_archive", args: { channel: "C0123ABCD" } }, "require_approval"],
    ["Do not archive channels, including the dead ones. Ask first.", { tool: "conversations_rename", args: { channel: "C0123ABCD", name: "old" } }, "allow"],
  ];
  for (const [text, call, want] of table) {
    const res = decide([{ id: "r1", text }], call);
    assert.equal(res.decision, want, `${text} ~ ${JSON.stringify(call)}: ${res.violations.map((v) => v.why).join(" | ")}`);
  }
});

test("plural -os nouns lose their s like the rule side's lemma; other -os words keep it", () => {
  const table: [string, string][] = [
    ["videos", "video"],
    ["photos", "photo"],
    ["repos", "repo"],
    ["todos", "todo"],
    ["macros", "macro"],
    ["chaos", "chaos"],
    ["kudos", "kudos"],
  ];
  for (const [w, want] of table) assert.equal(singular(w), want, w);
  assert.equal(decide([{ id: "r1", text: "Never delete videos from the channel." }], { tool: "videos.delete", args: { id: "Xk9_2bQm7Lc" } }).decision, "deny");
});
