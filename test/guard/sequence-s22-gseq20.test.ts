// Table-driven tests of rule-command-order.ts / match-command-order.ts: order rules whose sides are
// commands written as command words (a CLI name and subcommands, or a bare subcommand), matched in
// the shell commands of history (same object where the rule says "it"), a dry run without a flag
// before the same command with it, and floors ("stays at N or more", "min N") on a setting's value.
// Own wording and tools; whole scenarios in scenarios/s22-gseq20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { commandOrder, findFloor } from "../../src/guard/compile/rule-command-order.ts";
import { foldWord } from "../../src/guard/command-word.ts";

const sh = (command: string) => ({ tool: "run_shell", args: { command } });
const hist = (...cmds: string[]) => ({ history: cmds.map((c) => sh(c)) });
type Row = [string, string, string[], string];
const run = (table: Row[]) => {
  for (const [text, cmd, before, want] of table) assert.equal(decide([{ id: "r1", text }], sh(cmd), hist(...before)).decision, want, `${text} ~ ${cmd} after [${before.join("; ")}]`);
};

test("prerequisite command words before a trigger named by its subcommand", () => {
  run([
    ["take a pg_dump backup before any vacuum full or reindex", "psql -c 'REINDEX DATABASE app'", [], "allow"], // psql SQL text is not a command word
    ["make a zfs snapshot before any zpool trim or scrub", "zpool scrub tank", [], "deny"],
    ["make a zfs snapshot before any zpool trim or scrub", "zpool trim tank", ["zfs snapshot tank@pre-trim"], "allow"],
    ["make a zfs snapshot before any zpool trim or scrub", "zpool trim-status tank", [], "allow"],
    ["make a zfs snapshot before any zpool trim or scrub", "zpool status tank", [], "allow"],
  ]);
});

test("before X, run Y (Y cmd) first: the gloss in parentheses is another name of Y", () => {
  run([
    ["before any helm upgrade, run the chart linter (helm lint) first", "helm upgrade web ./chart", [], "deny"],
    ["before any helm upgrade, run the chart linter (helm lint) first", "helm upgrade web ./chart", ["helm lint ./chart"], "allow"],
    ["before any helm upgrade, run the chart linter (helm lint) first", "helm list -A", [], "allow"],
  ]);
});

test("always run X (gloss) before X-program a/b: each alternative shares the program", () => {
  run([
    ["always run platformio check (static analysis) before pio flash/deploy", "platformio deploy -e board1", [], "allow"], // another program word (pio) is not named
    ["always run packer validate before packer build/push", "packer build web.pkr.hcl", [], "deny"],
    ["always run packer validate before packer build/push", "packer push web.pkr.hcl", [], "deny"],
    ["always run packer validate before packer build/push", "packer build web.pkr.hcl", ["packer validate web.pkr.hcl"], "allow"],
    ["always run packer validate before packer build/push", "packer fmt .", [], "allow"],
  ]);
});

test("before any X on a box, do Y to it first: the earlier call must name the same object", () => {
  run([
    ["before any chassis reset on a server, quiesce it in the scheduler first", "racadm -r idrac-web-07.oob serveraction hardreset chassis reset", [], "deny"],
    ["before any chassis reset on a server, quiesce it in the scheduler first", "racadm -r idrac-web-07.oob serveraction chassis reset", ["sched-ctl node web-07 quiesce"], "allow"],
    ["before any chassis reset on a server, quiesce it in the scheduler first", "racadm -r idrac-web-07.oob serveraction chassis reset", ["sched-ctl node web-03 quiesce"], "deny"],
    ["before any chassis reset on a server, quiesce it in the scheduler first", "racadm -r idrac-web-07.oob getsysinfo", [], "allow"],
  ]);
});

test("things only go into a place after Y: a write whose destination names the place", () => {
  run([
    ["artifacts only go into ghcr.io/acme/stable/ after a cosign verify on the digest", "crane copy quay.io/acme/web:2.1 ghcr.io/acme/stable/web:2.1", [], "deny"],
    ["artifacts only go into ghcr.io/acme/stable/ after a cosign verify on the digest", "crane copy quay.io/acme/web:2.1 ghcr.io/acme/stable/web:2.1", ["cosign verify --key k.pub quay.io/acme/web:2.1"], "allow"],
    // reading from the place, or writing elsewhere
    ["artifacts only go into ghcr.io/acme/stable/ after a cosign verify on the digest", "crane copy ghcr.io/acme/stable/web:2.1 quay.io/acme/mirror/web:2.1", [], "allow"],
    ["artifacts only go into ghcr.io/acme/stable/ after a cosign verify on the digest", "crane copy quay.io/acme/web:2.1 ghcr.io/acme/nightly/web:2.1", [], "allow"],
  ]);
});

test("the same command without a flag first, then with it", () => {
  const rule = "always run pulumi-lite up without --apply first (a preview) before running it with --apply";
  run([
    [rule, "pulumi-lite up --stack prod --apply", [], "deny"],
    [rule, "pulumi-lite up --stack prod --apply", ["pulumi-lite up --stack prod"], "allow"],
    // the preview itself is no trigger
    [rule, "pulumi-lite up --stack prod", [], "allow"],
  ]);
});

test("floors: stays at N or more, min N, at least N", () => {
  run([
    ["replication factor stays at 3 or more", "kafka-topics --alter --topic orders --replication-factor 2", [], "deny"],
    ["replication factor stays at 3 or more", "kafka-topics --alter --topic orders --replication-factor 3", [], "allow"],
    ["keep copies at 2 or more", "vault-sync copies 1", [], "deny"],
    ["keep copies at 2 or more", "vault-sync copies 4", [], "allow"],
    ["staging node pools stay at min 2 workers", "poolctl edit nodepool staging --set spec.minWorkers=1", [], "deny"],
    ["staging node pools stay at min 2 workers", "poolctl edit nodepool staging --set spec.minWorkers=2", [], "allow"],
    // a number of something else
    ["replication factor stays at 3 or more", "kafka-topics --alter --topic orders --partitions 1", [], "allow"],
  ]);
});

test("commandOrder / findFloor read the sides", () => {
  const c = commandOrder("take a pg_dump backup before any vacuum or reindex");
  assert.ok(c && c.type === "command-order");
  assert.deepEqual(c.trigger.map((s) => s.words), [["vacuum"], ["reindex"]]);
  assert.deepEqual(c.prereq.map((s) => s.words), [["pg_dump", "backup"]]);
  // "a/b" without a dot or scheme is two alternatives, not a path
  const d = commandOrder("always run tflint before terraform plan/apply");
  assert.ok(d && d.type === "command-order");
  assert.equal(d.trigger.length, 2);
  assert.ok(d.trigger.every((s) => !s.literal));
  // no order words
  assert.equal(commandOrder("never run helm uninstall"), undefined);
  // the same command on both sides, told apart by nothing
  assert.equal(commandOrder("run helm lint before helm lint"), undefined);
  const f = findFloor("workers stay at 4 or more");
  assert.ok(f && f.type === "floor" && f.min === 4);
  assert.equal(findFloor("workers stay at 4"), undefined); // no floor word
  assert.equal(foldWord("compaction"), foldWord("compact"));
  assert.equal(foldWord("validation"), foldWord("validate"));
  assert.equal(foldWord("copies"), foldWord("copy"));
});
