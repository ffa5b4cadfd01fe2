// Table-driven tests of s20 target fixes (gtgt19): a reason clause that opens with "my" after the
// comma names no target ("…, my mail rules match on tag names": rule-target-aside.ts); a rename ban
// is broken only by a call that renames — a create gives a first name, an edit that sets no name key
// renames nothing (fb-not-a-rename.ts, rules/guard/renames.yaml).
// Own wording and tools; whole scenarios in scenarios/s20-gtgt19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a reason clause opening with 'my' is an aside, not a second target", () => {
  run([
    ["Don't remove or retitle labels, my inbox filters key on label names", "remove_label", { label_id: 31 }, "deny"],
    ["never purge the shelves, my kiosk scripts read shelf ids", "purge_shelf", { shelf: 12 }, "deny"],
    ["Ask before archiving boards, my weekly report pulls from them", "archive_board", { board_id: "b-77" }, "require_approval"],
    // a read is still fine
    ["Don't remove or retitle labels, my inbox filters key on label names", "list_labels", {}, "allow"],
  ]);
});

test("a rename ban: only a call that renames (or deletes, when banned too) breaks it", () => {
  const ban = "Don't rename or delete folders, my sync scripts match on folder names";
  run([
    [ban, "update_folder", { folder_id: 5, display_name: "Receipts 2026" }, "deny"],
    [ban, "rename_folder", { folder_id: 5, to: "Old" }, "deny"],
    [ban, "delete_folder", { folder_id: 5 }, "deny"],
    // making a folder gives it its first name; a colour change sets no name
    [ban, "create_folder", { name: "warranty" }, "allow"],
    [ban, "update_folder", { folder_id: 5, color: "#33aa55" }, "allow"],
    [ban, "update_folder", { folder_id: 5, pinned: true }, "allow"],
    ["never rename channels", "set_channel_topic", { channel: "ops", topic: "pager week 49" }, "allow"],
    ["never rename channels", "update_channel", { channel: "ops", name: "ops-old" }, "deny"],
  ]);
});

test("'any <noun> <kind>' is a class the tool named for the kind acts on, unless the call names which one", () => {
  run([
    ["Never delete any backup policies", "delete_policy", { policyId: 4411 }, "deny"],
    ["Ask before you close any support tickets", "close_ticket", { ticket_id: "88213" }, "require_approval"],
    // a readable name of the kind says which one: the noun could be its name
    ["Never delete any backup policies", "delete_policy", { policy: "nightly-rotation" }, "allow"],
    // another kind, and a read
    ["Never delete any backup policies", "delete_bucket", { bucketId: 12 }, "allow"],
    ["Never delete any backup policies", "get_policy", { policyId: 4411 }, "allow"],
  ]);
});

test("a condition inside the aside after the comma is the aside's, not the ban's trigger", () => {
  run([
    ["Don't delete any calendar subscriptions, disable them if they misfire", "delete_subscription", { subscriptionId: 31 }, "deny"],
    ["Don't delete any calendar subscriptions, disable them if they misfire", "disable_subscription", { subscriptionId: 31 }, "allow"],
  ]);
});
