// Table-driven tests of the call-meaning readers: patches, manifest edits, CLI meanings
// (rules/guard/commands.yaml), argument states, value kinds, code markers, outside recipients.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readPatch, looksLikePatch } from "../../src/guard/read-call/call-patch.ts";
import { readManifestEdit } from "../../src/guard/read-call/call-manifest-edit.ts";
import { commandMeanings } from "../../src/guard/read-call/call-command-meaning.ts";
import { argDefaults, argStates, codeMarkers, outsideRecipients, valueKinds } from "../../src/guard/read-call/call-arg-meaning.ts";
import { readMeaning } from "../../src/guard/read-call/call-meaning.ts";
import { sqlMeanings, sqlStatements } from "../../src/guard/read-call/call-sql-meaning.ts";
import { parseMeaningRules } from "../../src/guard/read-call/call-meaning-rules.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { mutateRuleFile, rules } from "./support.ts";

const M = rules.meaning;

test("patches: Codex apply_patch and unified diffs name files and operations", () => {
  const table: [string, [string, string][], string][] = [
    ["*** Begin Patch\n*** Add File: docs/notes/intro.md\n+# Intro\n*** End Patch", [["docs/notes/intro.md", "add"]], "# Intro"],
    ["*** Begin Patch\n*** Update File: lib/a.py\n@@\n-x = 1\n+x = 2\n*** Delete File: lib/b.py\n*** End Patch", [["lib/a.py", "update"], ["lib/b.py", "delete"]], "x = 2"],
    ["*** Begin Patch\n*** Update File: lib/old.py\n*** Move to: lib/new.py\n@@\n--- a sql comment\n+y\n*** End Patch", [["lib/old.py", "update"], ["lib/new.py", "move"]], "y"],
    ["diff --git a/src/x.ts b/src/x.ts\n--- a/src/x.ts\n+++ b/src/x.ts\n@@ -1 +1 @@\n-a\n+b\n", [["src/x.ts", "update"]], "b"],
    ["--- /dev/null\n+++ b/etc/app.conf\n@@ -0,0 +1 @@\n+port=80\n", [["etc/app.conf", "add"]], "port=80"],
    ["--- a/tmp/gone.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-bye\n", [["tmp/gone.txt", "delete"]], ""],
  ];
  for (const [text, files, added] of table) {
    const p = readPatch(text);
    assert.ok(p, text);
    assert.deepEqual(p.files.map((f) => [f.path, f.op]), files, text);
    assert.equal(p.added, added, text);
  }
  for (const notPatch of ["just some text", "--- heading ---\nplain", "a +++ b"]) assert.equal(readPatch(notPatch), undefined, notPatch);
  assert.equal(looksLikePatch("x".repeat(10_000)), false);
});

test("manifest edits: dependencies added and versions bumped", () => {
  const table: [string, string[], string[], string[], boolean][] = [
    ["package.json", ['    "left-pad": "^1.3.0",'], [], ["left-pad"], false],
    ["/r/package.json", ['  "version": "1.1.0",'], ['  "version": "1.0.0",'], [], true],
    ["package.json", ['    "lodash": "^4.17.22",'], ['    "lodash": "^4.17.21",'], [], false], // an upgrade, not a new one
    ["package.json", ['    "build": "tsc -p ."'], [], [], false], // a script
    ["requirements.txt", ["httpx==0.27.0", "# a comment"], [], ["httpx"], false],
    ["api/requirements-dev.txt", ["ruff>=0.5"], ["black>=24"], ["ruff"], false],
    ["Cargo.toml", ['tokio = { version = "1", features = ["full"] }'], [], ["tokio"], false],
    ["pyproject.toml", ['version = "0.3.0"'], ['version = "0.2.9"'], [], true],
    ["go.mod", ["\tgithub.com/google/uuid v1.6.0"], [], ["github.com/google/uuid"], false],
    ["README.md", ['    "left-pad": "^1.3.0",'], [], [], false], // not a manifest
  ];
  for (const [file, added, removed, deps, bump] of table) {
    const m = readManifestEdit(file, added, removed);
    assert.deepEqual(m?.dependencies ?? [], deps, `${file} ${added[0]}`);
    assert.equal(Boolean(m?.versionBump), bump, `${file} ${added[0]}`);
  }
});

test("CLI meanings from commands.yaml", () => {
  const table: [string, string[]][] = [
    ["git reset --hard origin/dev", ["git.reset-hard"]],
    ["git reset --soft HEAD~1", []],
    ["git rebase main", ["git.rebase"]],
    ["git rebase --abort", []],
    ["git commit --amend --no-edit", ["git.commit-amend"]],
    ["git push -f origin feature", ["git.push-force", "git.push-refspec"]],
    ["git push origin +feature", ["git.push-plus-ref", "git.push-refspec"]],
    ["git push origin feature", ["git.push-refspec"]],
    ["git commit -nm 'wip'", ["git.commit-no-verify"]],
    ["git push -n origin x", ["git.push-refspec"]], // -n on push is a dry run: no hooks skipped
    ["HUSKY=0 git commit -m x", ["git.hooks-env"]],
    ["git -c core.hooksPath=/dev/null commit -m x", ["git.hooks-path"]],
    ["git tag -a v2.0.0 -m release", ["git.tag-create"]],
    ["git tag --list", []],
    ["gh release create v2.0.0", ["gh.release-create"]],
    ["git switch -c topic/x", ["git.new-branch"]],
    ["git switch main", []],
    ["gh pr ready 12", ["gh.pr-ready"]],
    ["yarn version --patch", ["pkg.version-bump"]],
    ["npm publish --access public", ["pkg.publish-npm"]],
    ["pnpm -r publish", ["pkg.publish-npm"]],
    ["npm publish --dry-run", []],
    ["yarn test", ["test.package-script"]],
    ["yarn test src/cart.spec.ts", []],
    ["vitest", ["test.runner"]],
    ["pytest -k checkout", []],
    ["pytest tests/unit/test_cart.py", []],
    ["go test ./...", ["test.go-cargo"]],
    ["go test ./pkg/cart", []],
    ["docker compose down --volumes", ["docker.down-volumes"]],
    ["docker compose down", []],
    ["podman run --privileged busybox", ["docker.privileged"]],
    ["helm uninstall api -n shop", ["helm.uninstall"]],
    ["kubectl rollout undo deploy/api", ["kubectl.rollout-undo"]],
    ["terraform destroy -auto-approve", ["terraform.destroy"]],
    ["vault kv get secret/app", ["secrets.print"]],
    ["kubectl get secret api-token -o yaml", ["kubectl.secret-output"]],
    ["kubectl get secrets", []],
  ];
  // (a product's own CLI also names the product, cli.*: "in spinnaker" ~ spin; checked apart below)
  const acts = (line: string) => parseCommandLine(line).flatMap((seg) => commandMeanings(seg, "args.command", M).map((m) => m.id));
  for (const [line, want] of table) assert.deepEqual(acts(line).filter((id) => !id.startsWith("cli.")), want, line);
  assert.deepEqual(acts("gh pr ready 12"), ["gh.pr-ready", "cli.github"]);
  assert.deepEqual(acts("kubectl rollout undo deploy/api"), ["kubectl.rollout-undo", "cli.kubernetes"]);
  // docker push with no tag pushes :latest
  const untagged = commandMeanings(parseCommandLine("docker push registry.example.io/team/web")[0]!, "args.command", M);
  assert.ok(untagged[0]!.targets.includes("latest"));
  const tagged = commandMeanings(parseCommandLine("docker push registry.example.io/team/web:1.2.3")[0]!, "args.command", M);
  assert.ok(!tagged[0]!.targets.includes("latest"));
  // a refspec's destination is addressed
  const refspec = commandMeanings(parseCommandLine("git push origin +HEAD:refs/heads/release/2.0")[0]!, "args.command", M);
  assert.ok(refspec.some((m) => m.targets.includes("release/2.0")));
  // pnpm publish counts as running npm
  assert.deepEqual(commandMeanings(parseCommandLine("pnpm publish")[0]!, "args.command", M)[0]!.programs, ["npm"]);
});

test("SQL meanings: DDL, DELETE/UPDATE with no WHERE, VACUUM FULL", () => {
  const table: [string, string[]][] = [
    ["ALTER TABLE invoices DROP COLUMN memo", ["sql.ddl"]],
    ["create unique index ix_users_email on users(email);", ["sql.ddl"]],
    ["CREATE OR REPLACE VIEW v AS SELECT 1", ["sql.ddl"]],
    ["DELETE FROM sessions", ["sql.no-where"]],
    ["delete from sessions where expires_at < now()", []],
    ["UPDATE accounts SET plan = 'where'", ["sql.no-where"]], // 'where' inside a literal is no clause
    ["UPDATE accounts SET plan = 'pro' WHERE id = 4", []],
    ["SELECT 1; -- UPDATE t SET x = 1\nSELECT 2", []],
    ["/* DROP TABLE x */ SELECT * FROM x", []],
    ["VACUUM (FULL, VERBOSE) orders", ["sql.vacuum-full"]],
    ["VACUUM ANALYZE orders", []],
  ];
  for (const [sql, want] of table) assert.deepEqual(sqlMeanings(sql.replace("\\n", "\n"), "args.sql", M).map((m) => m.id), want, sql);
  assert.deepEqual(sqlStatements("select 1;  SELECT   2 ;"), ["select 1", "select 2"]);
  assert.ok(sqlStatements(";".repeat(10_000)).length <= 50);
});

test("argument states", () => {
  const table: [string[], Record<string, unknown>, string[]][] = [
    [["create", "task"], { title: "x", assignee_id: "u-7" }, ["state.assignee-set"]],
    [["create", "task"], { title: "x", assignee: "" }, []],
    [["update", "card"], { owner: { id: "u-7" }, assignee: { id: "u-8" } }, ["state.assignee-set"]],
    [["update", "doc"], { is_archived: true }, ["state.archived"]],
    [["update", "doc"], { archived: false }, []],
    [["move", "card"], { column: "Shipped" }, ["state.terminal-status"]],
    [["move", "card"], { column: "In Progress" }, []],
    [["update", "pull", "request"], { draft: false }, ["state.ready-for-review"]],
    [["delete", "meeting"], { meetingId: "m1", sendNotifications: true }, ["state.notify-true", "state.event-delete-cancels"]],
    [["get", "meeting"], { meetingId: "m1" }, []],
    [["create", "repository"], { name: "x", visibility: "PUBLIC" }, ["state.visibility-public"]],
    [["push", "files"], { force: true }, ["state.force"]],
  ];
  for (const [toolWords, args, want] of table) {
    const got = argStates(walkArgs(args).leaves, toolWords, M).map((m) => m.id);
    assert.deepEqual(got.sort(), [...want].sort(), JSON.stringify(args));
  }
});

test("defaults: what a left-out argument means", () => {
  const table: [string[], Record<string, unknown>, string[]][] = [
    [["add", "ticket", "comment"], { ticket_id: 9, comment: "hi" }, ["default.ticket-comment-public"]],
    [["add", "ticket", "comment"], { ticket_id: 9, comment: "hi", public: false }, []],
    [["add", "ticket", "comment"], { ticket_id: 9, body: "hi", is_internal: true }, []],
    [["update", "ticket"], { ticket_id: 9, status: "open" }, []], // no comment at all
    [["add", "issue", "comment"], { issue: 9, body: "hi" }, []], // not a help-desk ticket
  ];
  for (const [toolWords, args, want] of table) assert.deepEqual(argDefaults(args, toolWords, M).map((m) => m.id), want, JSON.stringify(args));
  assert.ok(argStates(walkArgs({ body: "x", public: true }).leaves, ["create", "comment"], M).some((m) => m.id === "state.public-reply"));
});

test("value kinds, code markers and outside recipients", () => {
  const vk: [string, string[]][] = [
    ["0.0.0.0/0", ["value.anywhere-cidr"]],
    ["10.0.0.0/8", []],
    ["allAuthenticatedUsers:READER", ["value.all-users"]],
    ["mysqld", ["value.database-service"]],
    ["nginx", []],
  ];
  for (const [value, want] of vk) assert.deepEqual(valueKinds([{ where: "args.x", value }], M).map((m) => m.id), want, value);

  const cm: [string, string[]][] = [
    ["// eslint-disable-next-line no-console\nconsole.log(x)", ["marker.eslint-disable"]],
    ["// @ts-expect-error legacy\nfoo(1)", ["marker.ts-ignore"]],
    ["import os  # noqa: F401", ["marker.python-suppress"]],
    ["securityContext:\n  privileged: true", ["marker.privileged-manifest"]],
    ["it.skip('charges the card', () => {})", ["marker.skipped-test"]],
    ["const enabled = true", []],
  ];
  for (const [text, want] of cm) assert.deepEqual(codeMarkers([{ where: "args.new_string", text }], M).map((m) => m.id), want, text);

  const or: [Record<string, unknown>, boolean][] = [
    [{ attendees: [{ email: "a@northwind.io" }, { email: "b@northwind.io" }, { email: "c@fabrikam.org" }] }, true],
    [{ attendees: [{ email: "a@northwind.io" }, { email: "b@eu.northwind.io" }] }, false],
    [{ from: "me@northwind.io", to: ["x@fabrikam.org"] }, true],
    [{ from: "me@northwind.io", to: ["x@northwind.io"], cc: ["y@northwind.io"] }, false],
    [{ to: ["x@northwind.io"] }, false],
  ];
  for (const [args, want] of or) assert.equal(outsideRecipients(walkArgs(args).leaves, M).length > 0, want, JSON.stringify(args));
});

test("readCall: meanings land as action words, addressed paths and targets", () => {
  const patch = readCall("apply_patch", { input: "*** Begin Patch\n*** Delete File: infra/old/main.tf\n*** End Patch" }, rules);
  assert.ok(patch.families.has("delete"));
  assert.ok(patch.paths.some((p) => p.value === "infra/old/main.tf"));

  const dep = readCall("Edit", { file_path: "/w/package.json", old_string: '"dependencies": {', new_string: '"dependencies": {\n    "zod": "^4.0.0",' }, rules);
  assert.ok(dep.families.has("install"), "a new dependency line reads as install");

  const hooks = readCall("shell", { command: ["bash", "-lc", "SKIP=lint git commit -m x"] }, rules);
  assert.ok(hooks.actionWords.has("skip"));
  assert.ok(hooks.addressing.some((a) => a.words.includes("hook")), "targets git hooks");

  const publish = readCall("terminal", { command: "pnpm publish" }, rules);
  assert.ok(publish.commandWords.has("npm"));

  const lint = readCall("str_replace_editor", { path: "a.ts", old_str: "x", new_str: "// eslint-disable-line\nx" }, rules);
  assert.ok(lint.families.has("disable"));

  const plain = readCall("Edit", { file_path: "a.ts", old_string: "x", new_string: "y" }, rules);
  assert.ok(!plain.families.has("disable") && !plain.families.has("install"));
});

test("amounts on what a browser call clicks or picks", () => {
  const table: [Record<string, unknown>, [string, number][]][] = [
    [{ element: "Confirm purchase – Total $1,249.50", ref: "e3" }, [["total", 1249.5]]],
    [{ element: "Shipping", values: ["Overnight - €19.90"] }, [["price", 19.9]]],
    [{ element: "Pay 45 EUR now" }, [["price", 45]]],
    [{ element: "Add to cart" }, []],
    [{ text: "costs $5" }, []], // typed text is not a label
  ];
  for (const [args, want] of table)
    assert.deepEqual(readMeaning(["browser", "click"], args, walkArgs(args).leaves, [], M).numbers.filter((n) => n.path.includes('"')).map((n) => [n.key, n.value]), want, JSON.stringify(args));
  assert.ok(argStates(walkArgs({ function: "() => document.title" }).leaves, ["browser", "evaluate"], M).some((m) => m.id === "state.page-script"));
  assert.ok(!argStates(walkArgs({ function: "sum" }).leaves, ["lambda", "invoke"], M).some((m) => m.id === "state.page-script"));
});

test("list lengths count what a call carries", () => {
  const args = { reservation: "R1", passengers: [{ n: "a" }, { n: "b" }, { n: "c" }], order: { items: ["x", "y"] }, empty: [] };
  const got = readMeaning(["book"], args, walkArgs(args).leaves, [], M).numbers.map((n) => [n.key, n.value]);
  assert.deepEqual(got, [["passengers", 3], ["items", 2]]);
});

test("readMeaning reads messages as messages, not as patches", () => {
  const leaves = walkArgs({ body: "diff --git a/x b/x\n--- a/x\n+++ b/x\n+y" }).leaves;
  assert.deepEqual(readMeaning(["comment"], {}, leaves, [], M).targets, []);
});

test("a wrong meaning file stops start-up naming file and entry", () => {
  const mutate = mutateRuleFile;
  // entries found by id: files grow at any position
  const byId = (list: { id: string }[], id: string): any => list.find((e) => e.id === id)!;
  const cases: [Map<string, unknown>, RegExp][] = [
    [mutate("guard/commands.yaml", (d) => delete byId(d.commands, "git.reset-hard").reason), /commands\.yaml entry commands\.\d+ \(id: git\.reset-hard\)/],
    [mutate("guard/commands.yaml", (d) => (d.commands[1].id = d.commands[0].id)), /commands\.yaml.*duplicate id/],
    [mutate("guard/commands.yaml", (d) => (byId(d.commands, "git.reset-hard").actions = byId(d.commands, "git.reset-hard").targets = [])), /git\.reset-hard: adds no actions/],
    [mutate("guard/arg-meanings.yaml", (d) => (d.values.find((v: { id: string }) => v.id === "value.anywhere-cidr").pattern = "0\\.0\\.0\\.0/0")), /value\.anywhere-cidr: pattern must be anchored/],
    [mutate("guard/arg-meanings.yaml", (d) => (byId(d.states, "state.assignee-set").when = "sometimes")), /arg-meanings\.yaml entry states\.\d+ \(id: state\.assignee-set\)/],
  ];
  for (const [files, re] of cases) assert.throws(() => parseMeaningRules(files), (e: Error) => e instanceof RuleFileError && re.test(e.message), String(re));
});
