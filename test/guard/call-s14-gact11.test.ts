// Table-driven tests of the s14 act readers (h-gact11): commands whose act lies in a table
// (rules/guard/commands.yaml: operand_is, operand_contains), enum-like values that are the act
// (rules/guard/arg-meanings.yaml states), and an agent's instruction read step by step plus the
// ids and classes of a selector (src/guard/read-call/call-ui-instruction.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { instructionSteps, selectorWords } from "../../src/guard/read-call/call-ui-instruction.ts";
import { commandMeaningIds, rules } from "./support.ts";

test("command lines: the entries they match, and the hard allows they do not", () => {
  const table: [string, string, boolean][] = [
    ["sudo setenforce 0", "security.selinux-permissive", true],
    ["setenforce Permissive", "security.selinux-permissive", true],
    ["setenforce 1", "security.selinux-permissive", false],
    ["sudo iptables -F", "firewall.iptables-flush", true],
    ["iptables --flush INPUT", "firewall.iptables-flush", true],
    ["iptables -L -n -v -x", "firewall.iptables-flush", false],
    ["nft flush ruleset", "firewall.nft-flush", true],
    ["nft list ruleset", "firewall.nft-flush", false],
    ["ufw disable", "firewall.ufw-off", true],
    ["ufw status", "firewall.ufw-off", false],
    ["crontab -", "cron.crontab-replace", true],
    ["crontab -l", "cron.crontab-replace", false],
    ["crontab -e", "cron.crontab-edit", true],
    ["gh run rerun 1122 --failed", "ci.gh-rerun", true],
    ["gh workflow run deploy.yml", "ci.gh-rerun", true],
    ["gh run view 1122", "ci.gh-rerun", false],
    ["gh run cancel 1122", "ci.gh-run-cancel", true],
    ["airflow dags trigger billing_export", "ci.airflow-trigger", true],
    ["airflow dags list", "ci.airflow-trigger", false],
    ["bw export --format json", "secrets.vault-export", true],
    ["bw list items", "secrets.vault-export", false],
    ["fastlane ios release", "release.fastlane-store-lane", true],
    ["fastlane android deploy", "release.fastlane-store-lane", true],
    ["fastlane beta", "release.fastlane-store-lane", true],
    ["fastlane test", "release.fastlane-store-lane", false],
    ["fastlane ios test", "release.fastlane-store-lane", false],
    ["packer build -var env=prod base.pkr.hcl", "image.packer-build", true],
    ["packer validate base.pkr.hcl", "image.packer-build", false],
    ["nvm alias default 22", "runtime.version-switch", true],
    ["pyenv global 3.13.1", "runtime.version-switch", true],
    ["nvm ls", "runtime.version-switch", false],
    ["salt '*' state.apply nginx", "config.salt-all-minions", true],
    ["salt -G 'role:canary' state.apply nginx", "config.salt-all-minions", false],
    ["salt -G 'role:canary' state.apply nginx", "config.salt-apply", true],
    ["salt '*' test.ping", "config.salt-apply", false],
    ["knife ssh 'role:web' 'sudo chef-client'", "config.chef-run", true],
    ["knife ssh 'role:web' 'uptime'", "config.chef-run", false],
    ["puppet agent -t", "config.puppet-apply", true],
    ["puppet agent -t --noop", "config.puppet-apply", false],
    ["sed -i 's/it(\"retries/it.skip(\"retries/' test/a.test.ts", "test.sed-disable", true],
    ["sed -i -e 's/def test_x/@pytest.mark.skip\\ndef test_x/' tests/test_a.py", "test.sed-disable", true],
    ["sed -i 's/timeout: 5/timeout: 10/' test/a.test.ts", "test.sed-disable", false],
    ["stripe payouts create --amount=100 --currency=usd", "money.stripe-payout", true],
    ["stripe payouts list", "money.stripe-payout", false],
    ["sentry-cli releases deploys 2.8.1 new -e production", "release.sentry-deploy", true],
    ["sentry-cli releases deploys 2.8.1 list", "release.sentry-deploy", false],
  ];
  for (const [line, id, want] of table) assert.equal(commandMeaningIds(line).includes(id), want, `${line} → ${id}`);
});

test("uvx runs the program after it: uvx twine upload publishes", () => {
  const f = readCall("Bash", { command: "uv build && uvx twine upload dist/*" }, rules);
  assert.ok(f.actionWords.has("publish"));
});

test("enum-like values that are the act, and values that are not", () => {
  const table: [string, Record<string, unknown>, string, boolean][] = [
    ["update_issue", { issueId: "X-1", status: "ignored" }, "ignore", true],
    ["update_issue", { issueId: "X-1", status: "unresolved" }, "ignore", false],
    ["create_post", { title: "Hours", status: "future", date: "2026-12-20T09:00:00" }, "schedule", true],
    ["create_post", { title: "Hours", status: "draft" }, "schedule", false],
    ["set_alarm_mode", { location_id: "home", mode: "none" }, "disarm", true],
    ["set_alarm_mode", { location_id: "home", mode: "away" }, "disarm", false],
    ["set_thermostat_mode", { device: "hall", mode: "off" }, "disarm", false],
    ["HassTurnOff", { name: "alarm panel", domain: "alarm_control_panel" }, "disarm", true],
    ["HassTurnOn", { name: "alarm panel", domain: "alarm_control_panel" }, "disarm", false],
    ["send_mdm_command", { commandData: { commandType: "ERASE_DEVICE" } }, "wipe", true],
    ["send_mdm_command", { commandData: { commandType: "DEVICE_INFORMATION" } }, "wipe", false],
    ["send_mdm_command", { commandData: { commandType: "DEVICE_LOCK" } }, "lock", true],
    ["update_incident", { incident_id: "7c1d", severity: "SEV3" }, "downgrade", true],
    ["update_incident", { incident_id: "7c1d", severity: "SEV1" }, "downgrade", false],
    ["create_incident", { name: "x", severity: "SEV3" }, "downgrade", false],
    ["maps_directions", { origin: "A", destination: "B", mode: "driving" }, "drive", true],
    ["maps_directions", { origin: "A", destination: "B", mode: "transit" }, "drive", false],
    ["create_build", { pipeline_slug: "deploy-production", branch: "main" }, "deploy", true],
    ["create_build", { pipeline_slug: "ci-sandbox", branch: "main" }, "deploy", false],
    ["triggerBuild", { jobFullName: "deploy/prod/checkout" }, "deploy", true],
    ["create_issue", { pipeline: "deploy-production", title: "x" }, "deploy", false],
    ["browser_navigate", { url: "https://online.bank.example/login" }, "login", true],
    ["browser_navigate", { url: "https://online.bank.example/rates" }, "login", false],
  ];
  for (const [tool, args, word, want] of table) assert.equal(readCall(tool, args, rules).actionWords.has(word), want, `${tool} ${JSON.stringify(args)} → ${word}`);
});

test("an instruction cut into steps outside quotes", () => {
  assert.deepEqual(instructionSteps("type %password% into the password field and press Enter"), ["type %password% into the password field", "press Enter"]);
  assert.deepEqual(instructionSteps("click 'Save and continue', then close the tab"), ["click 'Save and continue'", "close the tab"]);
  assert.deepEqual(instructionSteps("click the user's avatar"), ["click the user's avatar"]);
});

test("an agent's instruction: each step's act; a selector's ids and classes", () => {
  const table: [string, Record<string, unknown>, string, boolean][] = [
    ["stagehand_act", { action: "type %password% into the password field and press Enter" }, "type", true],
    ["stagehand_act", { action: "type %password% into the password field and press Enter" }, "submit", true],
    ["stagehand_act", { action: "type 'Great product' into the review box and click Submit review" }, "post", true],
    ["stagehand_act", { action: "scroll down and click the 'Show more' link" }, "type", false],
    ["stagehand_act", { action: "scroll down and click the 'Show more' link" }, "submit", false],
    ["click_element", { by: "css", value: "button#delete-user-8812" }, "delete", true],
    ["puppeteer_click", { selector: "form#reply button[type=submit].post-reply" }, "post", true],
    ["puppeteer_hover", { selector: "#archive-product-4411" }, "archive", false],
  ];
  for (const [tool, args, word, want] of table) assert.equal(readCall(tool, args, rules).actionWords.has(word), want, `${tool} ${JSON.stringify(args)} → ${word}`);
  assert.deepEqual(selectorWords("form#reply button[type=submit].post-reply"), ["reply", "submit", "post"]);
});
