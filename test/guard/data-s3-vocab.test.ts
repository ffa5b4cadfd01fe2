// Table-driven tests of the guard vocabulary added for unseen tools (rules/guard/*.yaml only):
// provider CLI deletes and deploys, rotate/mute families, snapshot updates, target synonyms,
// approval phrasings; plus the s3-data-* scenario files, which must pass exactly.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { commandMeaningIds, decide, rules } from "./support.ts";

const ids = commandMeaningIds;

test("command meanings: provider CLIs delete, deploy, rotate", () => {
  const table: [string, string, boolean][] = [
    // [command line, lexicon entry, expected to match]
    ["gsutil -m rm -r gs://scratch/run-9/", "gsutil.remove", true],
    ["gsutil rb gs://old-bucket", "gsutil.remove", true],
    ["gsutil cp gs://a/x.csv .", "gsutil.remove", false],
    ["gcloud storage rm gs://tmp/**", "gcloud.storage-remove", true],
    ["gcloud compute instances delete runner-2 --zone us-east1-b", "gcloud.delete", true],
    ["gcloud container clusters delete ci --region europe-west1", "gcloud.delete", true],
    ["gcloud compute instances list", "gcloud.delete", false],
    ["az group delete -n rg-old --yes --no-wait", "az.group-delete", true],
    ["az group list -o table", "az.group-delete", false],
    ["az resource delete --ids /subscriptions/x/resourceGroups/rg/providers/Microsoft.Web/sites/f", "az.group-delete", false],
    ["az vm delete -g rg -n vm-1 --yes", "az.delete", true],
    ["az webapp deploy -g rg -n shop --src-path app.zip", "az.deploy", true],
    ["aws s3 rb s3://old --force", "aws.s3-bucket-delete", true],
    ["aws s3 rm s3://bucket/prefix/ --recursive", "aws.s3-bucket-delete", false],
    ["aws s3 sync ./dist s3://site --delete", "aws.s3-sync-delete", true],
    ["aws s3 sync ./dist s3://site", "aws.s3-sync-delete", false],
    ["aws rds delete-db-cluster --db-cluster-identifier c1 --skip-final-snapshot", "aws.rds-skip-final-snapshot", true],
    ["aws rds delete-db-cluster --db-cluster-identifier c1 --final-db-snapshot-identifier c1-final", "aws.rds-skip-final-snapshot", false],
    ["aws secretsmanager rotate-secret --secret-id prod/db", "aws.secret-rotate", true],
    ["aws secretsmanager describe-secret --secret-id prod/db", "aws.secret-rotate", false],
    ["vercel promote https://app-git-x.vercel.app", "vercel.promote", true],
    ["vercel ls", "vercel.promote", false],
    ["flyctl deploy -a api --strategy rolling", "fly.deploy", true],
    ["fly status -a api", "fly.deploy", false],
    ["fly machine destroy 3d8d --force", "fly.destroy", true],
    ["fly machine stop 3d8d", "fly.destroy", false],
    ["heroku pg:reset DATABASE_URL --confirm shop", "heroku.destroy", true],
    ["heroku pipelines:promote -a shop-staging", "heroku.deploy", true],
    ["doctl compute droplet delete web-2 --force", "doctl.delete", true],
    ["doctl compute droplet list", "doctl.delete", false],
    ["pulumi up --yes --stack prod", "pulumi.up", true],
    ["pulumi preview --stack prod", "pulumi.up", false],
    ["kubectl delete deploy api -n prod", "kubectl.delete", true],
    ["kubectl delete deploy api -n prod --dry-run=client", "kubectl.delete", false],
    ["docker rm -f api-1", "docker.container-remove", true],
    ["docker image rm node:18", "docker.container-remove", false],
    ["podman rmi node:18", "docker.image-remove", true],
    ["docker volume rm shop_pgdata", "docker.volume-data", true],
    ["docker volume ls", "docker.volume-data", false],
    ["git rm src/old.ts", "git.rm", true],
    ["git rm --cached .env", "git.rm", false],
    ["npx jest --updateSnapshot", "test.update-snapshots", true],
    ["npx vitest run -u", "test.update-snapshots", true],
    ["npx jest --ci", "test.update-snapshots", false],
    ["redis-cli -n 2 FLUSHDB", "redis.flush", true],
    ["redis-cli INFO memory", "redis.flush", false],
    ["terraform import aws_s3_bucket.logs acme-logs", "terraform.import", true],
    ["terraform plan", "terraform.import", false],
  ];
  for (const [line, id, want] of table) assert.equal(ids(line).includes(id), want, `${line} → ${id}`);
});

test("families, synonyms and phrasings decide unseen wording", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    // [rule, tool, args, expected decision]
    ["rotate secrets only after asking me", "call_aws", { cli_command: "aws secretsmanager rotate-secret --secret-id x" }, "require_approval"],
    ["Never rotate the signing keys.", "rotate_key", { key_id: "signing-2" }, "deny"],
    ["Never rotate the signing keys.", "get_key", { key_id: "signing-2" }, "allow"],
    ["don't mute any alerts", "mute_monitor", { monitor_id: 42 }, "deny"],
    ["don't mute any alerts", "get_monitor", { monitor_id: 42 }, "allow"],
    ["Ask before deleting any GCP resource.", "Bash", { command: "gsutil -m rm -r gs://x/y/" }, "require_approval"],
    ["NEVER delete an Azure resource group.", "Bash", { command: "az resource delete --ids /subscriptions/0/resourceGroups/rg/providers/x/y" }, "allow"],
    ["never buy alcohol", "place_order", { items: [{ name: "Pinot Noir 750ml" }] }, "deny"],
    ["never buy alcohol", "place_order", { items: [{ name: "Oat milk 1L" }] }, "allow"],
    ["text only, no voice notes", "send_message", { to: "+4911", text: "hi" }, "allow"],
    ["Jest snapshots: ask me before updating them", "run_in_terminal", { command: "npx jest -u" }, "require_approval"],
    ["Jest snapshots: ask me before updating them", "run_in_terminal", { command: "npx jest src/a.test.ts" }, "allow"],
  ];
  for (const [rule, tool, args, want] of cases) {
    const res = decide([{ id: "r", text: rule }], { tool, args });
    assert.equal(res.decision, want, `${rule} ~ ${tool} ${JSON.stringify(args)}: ${res.violations.map((v) => v.why).join(" | ")}`);
  }
});

test("s3-data scenario files pass exactly", () => {
  const dir = "test/guard/scenarios";
  const files = readdirSync(dir).filter((f) => f.startsWith("s3-data-") && f.endsWith(".jsonl"));
  assert.ok(files.length > 0);
  for (const f of files)
    for (const line of readFileSync(join(dir, f), "utf8").split("\n").filter((l) => l.trim())) {
      const s = JSON.parse(line);
      const res = decide(s.ledger, s.call, { history: s.history, context: s.context });
      assert.equal(res.decision, s.expect.decision, `${s.id}: ${res.violations.map((v) => v.why).join(" | ")}`);
      assert.deepEqual(res.violations.filter((v) => v.effect !== "warn").map((v) => v.id).sort(), [...s.expect.violated].sort(), s.id);
    }
});
