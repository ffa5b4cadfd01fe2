// Sequence rules whose sides are events named by nouns (rule-sequence-events.ts,
// match-history-event.ts): tests before a tag, a dump before a migration, a dry run first,
// a user's yes. Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { decide, mutateRuleFile, rules } from "./support.ts";
import { parseGuardRules } from "../../src/guard/index.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const seqOf = (text: string) => compile(text).clauses.find((c) => c.type === "sequence")?.seq;
const sh = (command: string) => ({ tool: "shell_exec", args: { command } });

test("the order words read events on both sides", () => {
  const table: [string, { trigger?: string[]; prereq?: string[]; preview?: boolean; confirm?: boolean; programs?: string[] }][] = [
    ["Make sure the specs pass before you cut a release", { trigger: ["event.release"], prereq: ["event.tests"] }],
    ["always snapshot the volume prior to any schema migration", { trigger: ["event.migration"], prereq: ["event.backup"] }],
    ["Before each migration, take a db dump", { trigger: ["event.migration"], prereq: ["event.backup"] }],
    ["helmfile: always a diff first, then the real sync", { preview: true, programs: ["helmfile"] }],
    ["always a dry run before apply", { preview: true }],
    ["Always cut tags only after the tests pass", { trigger: ["event.release"], prereq: ["event.tests"] }],
    ["Before you change a booking, obtain the guest's explicit confirmation", { confirm: true }],
  ];
  for (const [text, want] of table) {
    const s = seqOf(text);
    assert.ok(s, `${text}: an event sequence`);
    if (want.trigger) assert.deepEqual(s.triggerEvents, want.trigger, text);
    if (want.prereq) assert.deepEqual(s.prereqEvents, want.prereq, text);
    assert.equal(s.preview, want.preview ?? false, text);
    assert.equal(s.confirm, want.confirm ?? false, text);
    if (want.programs) assert.deepEqual(s.programs, want.programs, text);
  }
});

test("the author's own approval is no event in history", () => {
  for (const text of ["confirm with me before pushing tags", "Snapshots: ask me before updating them", "get my OK before any migration"])
    assert.equal(seqOf(text), undefined, text);
});

test("a trigger event needs the call to do it, and the prerequisite to be in history", () => {
  const ledger = [{ id: "t", text: "Run the tests before tagging a release." }];
  const table: [string, { tool: string; args: Record<string, unknown> }, unknown[] | undefined, boolean][] = [
    ["tag with no history", sh("git tag v1.4.0"), undefined, true],
    ["tag after a lint", sh("git tag v1.4.0"), [sh("npm run lint")], true],
    ["tag after pytest", sh("git tag v1.4.0"), [sh("pytest -q tests/")], false],
    ["tag after a go test", sh("git tag v1.4.0"), [sh("go test ./...")], false],
    ["a flag value is no tag", sh("docker build --tag api:dev ."), undefined, false],
    ["listing tags reads", sh("git tag --list"), undefined, false],
  ];
  for (const [name, call, history, blocked] of table) assert.equal(decide(ledger, call, history ? { history } : {}).decision !== "allow", blocked, name);
});

test("a dry run first: of the same program, and the dry run itself is allowed", () => {
  const ledger = [{ id: "p", text: "salt: always test=True first, then the real run" }];
  const rs = compile("kustomize: --dry-run first, then the real apply");
  assert.ok(rs.clauses.some((c) => c.type === "sequence" && c.seq?.preview));
  const led2 = [{ id: "k", text: "always a --dry-run before any rsync" }];
  const table: [string, typeof ledger, { tool: string; args: Record<string, unknown> }, unknown[] | undefined, boolean][] = [
    ["no dry run", led2, sh("rsync -av ./site/ web1:/var/www/"), undefined, true],
    ["dry run of another program", led2, sh("rsync -av ./site/ web1:/var/www/"), [sh("make -n deploy")], true],
    ["dry run first", led2, sh("rsync -av ./site/ web1:/var/www/"), [sh("rsync -av --dry-run ./site/ web1:/var/www/")], false],
    ["the dry run itself", led2, sh("rsync -av --dry-run ./site/ web1:/var/www/"), undefined, false],
  ];
  for (const [name, l, call, history, blocked] of table) assert.equal(decide(l, call, history ? { history } : {}).decision !== "allow", blocked, name);
  assert.ok(ledger);
});

test("a user's yes: a truthy flag gives it, a falsy one says it was refused", () => {
  const ledger = [{ id: "c", text: "Before any change to a subscription, obtain an explicit yes from the customer." }];
  const call = { tool: "update_subscription", args: { subscription_id: "sub_1", quantity: 3 } };
  assert.equal(decide(ledger, call, { context: { flags: { customer_confirmed: true } } }).decision, "allow");
  assert.notEqual(decide(ledger, call, { context: { flags: { customer_confirmed: false } } }).decision, "allow");
  assert.notEqual(decide(ledger, call).decision, "allow");
  assert.equal(decide(ledger, { tool: "get_subscription", args: { subscription_id: "sub_1" } }).decision, "allow");
});

test("a wrong sequence-events file stops start-up naming the entry", () => {
  const bad = mutateRuleFile("guard/sequence-events.yaml", (doc) => {
    doc.events[0].call_words = "pytest";
  });
  assert.throws(() => parseGuardRules(bad), /sequence-events\.yaml/);
});
