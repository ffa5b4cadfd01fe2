// Table-driven tests of the s16 shell readings (command-line.ts, call-facts.ts, commands.yaml):
// a token is quoted only when it starts quoted (--target='…' is a flag, FOO='a b' an env prefix),
// a version or id before the verb (pg_ctlcluster 16 main restart), a gradle task path
// (:core:publish), shell globs as paths, a read word inside the name a noun-verb CLI acts on
// (airflow dags trigger billing_export), a leading switch read as taking the verb (mvn -q deploy),
// and the CLI vocabulary these sessions found missing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { commandMeaningIds, rules } from "./support.ts";

test("command lines: program, subcommands, flags and env as read", () => {
  const table: [string, string, string[], string[], string[]][] = [
    // line, program of the last segment, its subcommands, its flags, its env
    ["sudo -u postgres pgbackrest --stanza=main --type=time --target='2026-11-29 22:00:00+00' restore", "pgbackrest", ["restore"], ["--stanza", "--type", "--target"], []],
    ["GIT_SSH_COMMAND='ssh -i ~/.ssh/k' git push --force origin main", "git", ["push"], ["--force"], ["GIT_SSH_COMMAND=ssh -i ~/.ssh/k"]],
    ["PGOPTIONS='-c statement_timeout=30s' psql -c 'select 1'", "psql", [], ["-c"], ["PGOPTIONS=-c statement_timeout=30s"]],
    ["kubectl --namespace='payments' delete pod x", "kubectl", ["delete", "pod", "x"], ["--namespace"], []],
    ["ssh db-1 'sudo pg_ctlcluster 16 main restart --force'", "pg_ctlcluster", ["main", "restart"], ["--force"], []],
    ["./gradlew :core:publish --no-daemon", "gradlew", ["publish"], ["--no-daemon"], []],
    // a quoted word is still an operand, not a flag: grep -e '--force' reads a pattern
    ["git commit -m '--amend is not a flag here'", "git", ["commit"], ["-m"], []],
    // numbers after the verb, or with no verb, stay operands
    ["kill -9 1234", "kill", [], ["-9"], []],
    ["seq 1 10", "seq", [], [], []],
    ["qm destroy 104 --purge", "qm", ["destroy"], ["--purge"], []],
    // the compose plugin's own flags come before its verb
    ["docker compose -f compose.dev.yml -p shop down -v", "docker", ["compose", "down"], ["-f", "-p", "-v"], []],
    ["docker-compose -f compose.dev.yml down", "docker-compose", ["down"], ["-f"], []],
  ];
  for (const [line, program, subs, flags, env] of table) {
    const seg = parseCommandLine(line).at(-1)!;
    assert.equal(seg.program, program, line);
    assert.deepEqual(seg.subcommands, subs, `${line} subcommands`);
    assert.deepEqual(seg.flags, flags, `${line} flags`);
    assert.deepEqual(seg.env, env, `${line} env`);
  }
});

test("call facts: the acts and paths a shell line shows", () => {
  const table: [string, string, boolean][] = [
    // command line, family, shown
    // a read word inside the name a noun-verb CLI's verb acts on is no read
    ["airflow dags trigger billing_export", "query", false],
    ["gh workflow run export-report.yml", "query", false],
    ["airflow dags list-runs -d billing_export", "read", true],
    // …while a changing word in it still counts
    ["airflow dags trigger delete_old_rows", "delete", true],
    // a leading switch swallowed the verb: gsutil -m cp, mvn -q deploy
    ["mvn -q deploy", "deploy", true],
    ["gsutil -m cp -r gs://a/x gs://b/", "write", true],
    ["mvn -q verify", "deploy", false],
    // grep and rg take a pattern after -n / -e, never a verb
    ["rg -n sudo docs/", "sudo", false],
    // a listing's flags filter what it shows: wp plugin list --update=available updates nothing
    ["wp plugin list --update=available --path=/srv/www", "write", false],
    ["wp plugin update --all --path=/srv/www", "write", true],
    ["gh run list --status failure --delete", "delete", false],
    // build runs something: its flags are no filter (cargo build --release keeps its release flag)
    ["cargo build --release -j 12", "read", true],
    ["kubectl -n prod get pods", "delete", false],
    // the verb after a version and a cluster name
    ["pg_ctlcluster 16 main restart", "restart", true],
    ["pg_ctlcluster 16 main status", "restart", false],
  ];
  for (const [command, family, want] of table) assert.equal(readCall("Bash", { command }, rules).families.has(family), want, `${command} → ${family}`);
});

test("shell globs are paths", () => {
  const table: [string, string, boolean][] = [
    ["rm -f tests/fixtures/golden/*.json", "tests/fixtures/golden/*.json", true],
    ["sed -i 's/a/b/' locales/*/messages.json", "locales/*/messages.json", true],
    ["cp src/{a,b}.ts out/", "src/{a,b}.ts", true],
    ["echo 'a*b'", "a*b", false],
  ];
  for (const [command, path, want] of table) assert.equal(readCall("Bash", { command }, rules).paths.some((p) => p.value === path), want, command);
});

test("CLI vocabulary: the entries a line matches", () => {
  const table: [string, string, boolean][] = [
    ["./gradlew build -x test", "build.gradle-exclude-test", true],
    ["./gradlew build -x lint", "build.gradle-exclude-test", false],
    ["mvn package -DskipTests", "build.skip-tests", true],
    ["mvn package", "build.skip-tests", false],
    ["git clean -fdx", "git.clean-untracked", true],
    ["git clean -n", "git.clean-untracked", false],
    ["gcloud container clusters upgrade c --master --cluster-version 1.31", "gke.upgrade-master", true],
    ["gcloud container clusters upgrade c --node-pool p", "gke.upgrade-master", false],
    ["go mod vendor", "go.mod-vendor", true],
    ["go mod tidy", "go.mod-vendor", false],
    ["fastly purge --all --service-id x", "cdn.purge-all", true],
    ["fastly purge --key k --service-id x", "cdn.purge-all", false],
    ["rpk group seek billing --to start", "kafka.offsets-seek", true],
    ["rpk group describe billing", "kafka.offsets-seek", false],
    ["sudo apt-get install -y linux-image-6.8.0-51-generic", "os.kernel-package", true],
    ["sudo apt-get install -y htop", "os.kernel-package", false],
    ["bw export --format json", "bw.export", true],
    ["bw list items", "bw.export", false],
    ["npx checkly destroy --force", "checkly.destroy", true],
    ["npx checkly deploy", "checkly.destroy", false],
    ["argocd app delete billing -y", "argocd.app-delete-cascade", true],
    ["argocd app delete billing --cascade=false", "argocd.app-delete-cascade", false],
    ["pulumi refresh -s acme/prod", "pulumi.refresh", true],
    ["pulumi preview -s acme/prod", "pulumi.refresh", false],
    ["npx jest -u", "test.update-snapshots", true],
    ["gsutil -m cp -r gs://a gs://b", "cli.copy-abbrev", true],
    ["aws s3 cp s3://a/x s3://b/x", "cli.copy-abbrev", true],
    ["aws s3 ls s3://a/", "cli.copy-abbrev", false],
    ["aws s3 mv s3://a/x s3://b/x", "cli.move-abbrev", true],
    ["nix-collect-garbage -d", "nix.collect-garbage", true],
    ["nix store gc", "nix.store-gc", true],
    ["nix store ls /nix/store", "nix.store-gc", false],
    ["nix-store --gc", "nix.store-gc-flag", true],
    ["nix-store --verify", "nix.store-gc-flag", false],
  ];
  for (const [line, id, want] of table) assert.equal(commandMeaningIds(line).includes(id), want, `${line} → ${id}`);
});

test("a build's flags are read; a listing's verbs are not", () => {
  assert.ok(readCall("Bash", { command: "cargo build --release -j 12" }, rules).actionWords.has("--release"));
  assert.ok(!readCall("Bash", { command: "wp plugin list --update=available" }, rules).actionWords.has("update"));
});

test("jest --updateSnapshot also reads as -u", () => {
  const f = readCall("Bash", { command: "npx jest --updateSnapshot" }, rules);
  assert.ok(f.commands.some((c) => c.flags.includes("-u")));
});
