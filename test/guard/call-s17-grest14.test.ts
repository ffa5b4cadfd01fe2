// Table-driven tests of the s17 shell-call readers: argv arrays inside a shell tool's action
// object (call-facts.ts joinArgv), PowerShell's web cmdlets read as curl (call-http-meaning.ts),
// the account a command runs as (call-run-as.ts, rules/guard/run-as.yaml), --plan/--preview with a
// named value, a CLI's lone plural noun as a listing, and a rule's act noun meeting the call's verb.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { runAsMeanings } from "../../src/guard/read-call/call-run-as.ts";
import { rules } from "./support.ts";

const fams = (tool: string, args: unknown) => [...readCall(tool, args, rules).families.keys()];

test("argv arrays one or two objects deep in a shell tool are one command line", () => {
  const table: [string, unknown, string, boolean][] = [
    ["local_shell", { action: { type: "exec", command: ["doctl", "compute", "droplet", "delete", "web-3", "--force"] } }, "delete", true],
    ["local_shell", { action: { type: "exec", command: ["doctl", "compute", "droplet", "list"] } }, "delete", false],
    ["run_shell", { request: { exec: { argv: ["sudo", "systemctl", "stop", "nginx"] } } }, "stop", true],
    ["local_shell", { action: { type: "exec", command: ["curl", "-X", "DELETE", "https://api.strava.com/api/v3/activities/991"] } }, "delete", true],
    ["local_shell", { action: { type: "exec", command: ["curl", "https://api.strava.com/api/v3/activities/991"] } }, "delete", false],
  ];
  for (const [tool, args, fam, want] of table) assert.equal(fams(tool, args).includes(fam), want, `${tool} ${JSON.stringify(args)}`);
  // not a shell tool: a nested list of words is data, not a command line
  assert.ok(!readCall("create_label", { label: { command: ["delete", "old"] } }, rules).commands.some((c) => c.subcommands.includes("old")));
  const line = readCall("local_shell", { action: { type: "exec", command: ["sudo", "supervisorctl", "restart", "all"] } }, rules);
  assert.deepEqual(line.commands.map((c) => c.program), ["supervisorctl"]);
  assert.deepEqual(line.commands[0]!.subcommands, ["restart", "all"]);
});

test("PowerShell's Invoke-RestMethod / Invoke-WebRequest / irm / iwr read as curl", () => {
  const table: [string, string, boolean][] = [
    ["Invoke-RestMethod -Method Delete -Uri https://search.acme.io:9200/traces-2026.10", "delete", true],
    ["iwr -Uri https://search.acme.io:9200/traces-2026.10 -Method DELETE", "delete", true],
    ["irm https://search.acme.io:9200/_cat/indices", "delete", false],
    ["Invoke-RestMethod -Method Get -Uri https://search.acme.io:9200/traces-2026.10", "delete", false],
    ["Invoke-RestMethod -Method Post -Uri https://api.paddle.com/subscriptions/sub_01/cancel -Body '{\"effective_from\":\"immediately\"}'", "cancel", true],
  ];
  for (const [command, fam, want] of table) assert.equal(fams("Powershell-Tool", { command }).includes(fam), want, command);
  // the JSON body's fields are the call's values, as a curl -d body's are
  const put = readCall("Powershell-Tool", { command: "Invoke-RestMethod -Method Put -Uri https://api.netatmo.com/api/setroomthermpoint -Body '{\"mode\":\"manual\",\"temp\":24}'" }, rules);
  assert.deepEqual(put.keyValues.get("mode"), ["manual"]);
  assert.ok(put.numbers.some((n) => n.key === "temp" && n.value === 24));
});

test("the account a command runs as: root reads as sudo, other users and other meanings of -u do not", () => {
  const table: [string, boolean][] = [
    ["bolt task run package --targets web --run-as root", true],
    ["ansible all -u root -m ping", true],
    ["ansible-playbook site.yml --become-user root", true],
    ["docker exec -u root api-1 sh", true],
    ["ssh root@db-eu-1 uptime", true],
    ["ssh -l root db-eu-1 uptime", true],
    ["tsh ssh root@node-7", true],
    ["gcloud compute ssh root@vm-1 --zone europe-west1-b", true],
    ["scp dump.sql root@backup-2:/srv/", true],
    ["Start-Process pwsh -Verb RunAs", true],
    ["ssh deploy@db-eu-1 uptime", false],
    ["bolt task run package --targets web --run-as deploy", false],
    ["mysql -u root -e 'select 1'", false],
    ["psql -U root -c 'select 1'", false],
    ["curl -u root:secret https://x.io/a", false],
    ["git clone root@git.acme.io:repo.git", false],
  ];
  for (const [line, want] of table) {
    const got = parseCommandLine(line).some((seg) => runAsMeanings(seg, "args.command", rules.meaning.runAs).length > 0);
    assert.equal(got, want, line);
  }
  assert.ok(fams("terminal", { command: "ssh root@db-eu-1 uptime" }).includes("sudo"));
  assert.ok(!fams("terminal", { command: "ssh ops@db-eu-1 uptime" }).includes("sudo"));
});

test("--plan and --preview with a named value choose something; bare they preview", () => {
  const table: [string, boolean][] = [
    ["linode-cli linodes create --plan g6-standard-2 --region eu-west", false],
    ["vultr-cli instance create --plan vc2-1c-1gb --region ams", false],
    ["pulumi up --preview", true],
    ["deployctl deploy --plan", true],
  ];
  for (const [command, dry] of table) assert.equal(!!readCall("Bash", { command }, rules).dryRun, dry, command);
});

test("a CLI's lone plural noun lists; with a verb, a value or under a task runner it does not", () => {
  const table: [string, boolean][] = [
    ["heroku releases --app shop", true],
    ["doppler secrets --only-names --config prd", true],
    ["brew services", true],
    ["doppler secrets get STRIPE_KEY --plain", false],
    ["doppler secrets delete STRIPE_KEY", false],
    ["pipenv install requests", false],
    ["make docs", false],
    ["yarn migrations", false],
  ];
  for (const [command, want] of table) assert.equal(readCall("Bash", { command }, rules).actionWords.has("list"), want, command);
});
