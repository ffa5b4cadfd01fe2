// Table-driven tests of the s9 command meanings (rules/guard/commands.yaml): subcommands and flags
// that are a family under another name, and the flag_value_pattern condition.
import { test } from "node:test";
import assert from "node:assert/strict";
import { commandMeaningIds, mutateRuleFile } from "./support.ts";
import { parseGuardRules } from "../../src/guard/index.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";

test("command meanings: ports on every interface, CI directives, reloads, reboots, IAM grants", () => {
  const table: [string, string, boolean][] = [
    ["docker run -d -p 9000:9000 minio/minio", "docker.publish-all-interfaces", true],
    ["nerdctl run --publish 53:53/udp dns", "docker.publish-all-interfaces", true],
    ["docker run -p 0.0.0.0:80:80 web", "docker.publish-all-interfaces", true],
    ["docker run -p 127.0.0.1:9000:9000 minio/minio", "docker.publish-all-interfaces", false],
    ["docker run --rm -v /data:/data alpine ls", "docker.publish-all-interfaces", false],
    ["docker ps -a", "docker.publish-all-interfaces", false],
    ["git commit -m 'wip [skip ci]'", "git.commit-skip-ci", true],
    ["git commit -am \"fix: x ***NO_CI***\"", "git.commit-skip-ci", true],
    ["git commit -m 'skip the flaky check in ci.yml'", "git.commit-skip-ci", false],
    ["systemctl reload haproxy", "systemd.reload", true],
    ["systemctl status haproxy", "systemd.reload", false],
    ["ansible db -b -m ansible.builtin.reboot", "ansible.reboot-module", true],
    ["ansible db -m setup", "ansible.reboot-module", false],
    ["oc adm policy add-role-to-user admin dev", "iam.grant-cli", true],
    ["kubectl create rolebinding view --clusterrole=view --user=ana", "iam.grant-cli", true],
    ["kubectl describe rolebinding view", "iam.grant-cli", false],
    ["aws iam put-user-policy --user-name x --policy-name y --policy-document file://p.json", "iam.grant-cli", true],
    ["aws iam get-role --role-name x", "iam.grant-cli", false],
    ["gcloud storage buckets add-iam-policy-binding gs://b --member=allUsers --role=roles/storage.objectViewer", "iam.grant-cli", true],
    ["helm del loki", "helm.uninstall", true],
    ["gh pr merge 9 --merge", "gh.pr-merge", true],
  ];
  for (const [line, id, want] of table) assert.equal(commandMeaningIds(line).includes(id), want, `${line} ~ ${id}`);
});

test("flag_value_pattern must be anchored", () => {
  const bad = mutateRuleFile("guard/commands.yaml", (doc) => {
    doc.commands.find((c: { id: string }) => c.id === "docker.publish-all-interfaces").flag_value_pattern = "\\d+:\\d+";
  });
  assert.throws(() => parseGuardRules(bad), (e: unknown) => e instanceof RuleFileError && /docker\.publish-all-interfaces/.test(String(e)));
});
