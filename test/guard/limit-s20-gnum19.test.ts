// Table-driven tests of the gnum19 unit reading: a size in bytes ("500 GB max") bounds the
// call's size or disk arguments whatever their key says of the unit, and a count of GPUs bounds the
// argument that counts GPUs (limits.yaml units: unit.storage, unit.gpu).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("a size in bytes bounds the size argument", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Scratch buckets: 250 GB max", "provision_bucket", { label: "tmp-a", size: 400, zone: "nbg1" }, "deny"],
    ["Scratch buckets: 250 GB max", "provision_bucket", { label: "tmp-a", size: 250, zone: "nbg1" }, "allow"],
    ["Scratch buckets: 250 GB max", "provision_bucket", { label: "tmp-a", size: 120, zone: "nbg1" }, "allow"],
    ["new block volumes: 80 GB max", "create-block-volume", { name: "ci-cache", storage: 120 }, "deny"],
    ["new block volumes: 80 GB max", "create-block-volume", { name: "ci-cache", size: 64 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});

test("a count of GPUs bounds the GPU count, not another number", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    ["Training boxes: max 3 GPUs each", "spawn_trainer", { tag: "sweep-7", gpus: 8 }, "deny"],
    ["Training boxes: max 3 GPUs each", "spawn_trainer", { tag: "sweep-7", gpus: 3 }, "allow"],
    ["Training boxes: max 3 GPUs each", "spawn_trainer", { tag: "sweep-7", gpus: 1, cpuCores: 16 }, "allow"],
  ];
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${JSON.stringify(args)}`);
});
