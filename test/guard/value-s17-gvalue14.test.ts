// Table-driven tests of the s17 value pins (gvalue14): region codes of other clouds in rules and
// calls (region-codes.ts, rule-clauses.ts findRegion, match-clause.ts matchRegion), request
// parameters a read sends too (geolocation), bounds after an attribute (replicas >= 1,
// rule-value-pin.ts), a switch rule that writes the breaking value out (rule-value-stays.ts), and
// the call readers behind them: an argv one level down (local_shell) and PowerShell HTTP requests.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { isRegionToken, isRegionValue, isShortRegionToken } from "../../src/guard/compile/region-codes.ts";
import { decide, rules } from "./support.ts";

type Row = [rule: string, tool: string, args: Record<string, unknown>, want: "allow" | "deny"];
function run(table: Row[]) {
  for (const [rule, tool, args, want] of table) assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
}

test("region code shapes: rule tokens need a geography part; short codes need a cue", () => {
  for (const t of ["eu-frankfurt-1", "uk-london-1", "ap-tokyo-1", "westeurope", "eastus2", "francecentral"]) assert.ok(isRegionToken(t), t);
  for (const t of ["sql-prod-01", "web-canary-2", "release-v1-2", "lon1"]) assert.ok(!isRegionToken(t), t);
  for (const t of ["lon1", "fra1", "fr-par", "nl-ams"]) assert.ok(isShortRegionToken(t), t);
  for (const t of ["nl-ams-1", "us-ashburn-1", "fra1", "westus2"]) assert.ok(isRegionValue(t), t);
  for (const t of ["berlin", "office", "new york"]) assert.ok(!isRegionValue(t), t);
});

test("region allowlists of other clouds: another code breaks them, the allowed one does not", () => {
  run([
    ["Vultr: only deploy in AMS, er, only ever in ams1", "Bash", { command: "vultr-cli instance create --region ewr1 --plan vc2-1c-1gb" }, "deny"],
    ["keep all instances in fr-par (data residency)", "Bash", { command: "scw instance server create type=DEV1-S zone=nl-ams-1" }, "deny"],
    ["keep all instances in fr-par (data residency)", "Bash", { command: "scw instance server create type=DEV1-S zone=fr-par-2" }, "allow"],
    ["only fr-par, no nl-ams", "Bash", { command: "scw instance server create type=DEV1-S zone=fr-par-1" }, "allow"],
    ["Hetzner boxes stay in eu-central-1 equivalents only", "Bash", { command: "hcloud server list" }, "allow"],
    ["everything stays in EU regions", "Bash", { command: "az group create -n rg-x --location swedencentral" }, "allow"],
    ["everything stays in EU regions", "Bash", { command: "az group create -n rg-x --location eastus" }, "deny"],
  ]);
});

test("a host name in a read-only rule is no region: the write ban still applies", () => {
  run([["reporting DB (pg-report-03): read only. No DELETE.", "Bash", { command: "psql -h pg-report-03 -c 'DELETE FROM events'" }, "deny"]]);
});

test("geolocation is a request parameter: a read sending another value breaks the pin", () => {
  run([
    ["geo location must be JP for every crawl", "crawl_url", { url: "https://shop.example.jp/", geo_location: "SG" }, "deny"],
    ["geo location must be JP for every crawl", "crawl_url", { url: "https://shop.example.jp/", geo_location: "JP" }, "allow"],
    ["geo location must be JP for every crawl", "crawl_url", { url: "https://shop.example.jp/" }, "allow"],
  ]);
});

test("bounds after an attribute: >=, at least, at most", () => {
  run([
    ["replica count >= 2 for new indices", "create_index", { index: "audit-2026", settings: { number_of_replicas: 0 } }, "deny"],
    ["replica count >= 2 for new indices", "create_index", { index: "audit-2026", settings: { number_of_replicas: 3 } }, "allow"],
    ["replicas must be at least 1", "create_collection", { name: "docs", replicas: 0 }, "deny"],
    ["replicas must be at least 1", "list_collections", { limit: 0 }, "allow"],
  ]);
});

test("a switch rule that writes the breaking value out breaks on a read that sends it", () => {
  run([
    ["adult filter stays on, never off", "image_search", { q: "beach", adultfilter: "off" }, "deny"],
    ["adult filter stays on, never off", "image_search", { q: "beach", adultfilter: "on" }, "allow"],
    // without the value written out, a read is not a change of the setting
    ["versioning stays on", "get_bucket_versioning", { bucket: "logs", versioning: "suspended" }, "allow"],
  ]);
});

test("call readers: argv one level down, PowerShell HTTP requests", () => {
  const sh = readCall("local_shell", { action: { type: "exec", command: ["gcloud", "compute", "instances", "create", "vm-1", "--zone", "us-west1-b"] } }, rules);
  assert.equal(sh.commands.length, 1);
  assert.deepEqual(sh.keyValues.get("zone"), ["us-west1-b"]);
  const ps = readCall("Powershell", { command: "Invoke-RestMethod -Method Delete -Uri https://search.internal:9200/logs-old" }, rules);
  assert.ok(ps.families.has("delete"));
  const body = readCall("Powershell", { command: "irm -Method Post -Uri https://api.example.com/v1/items -Body '{\"count\":5}'" }, rules);
  assert.ok(body.numbers.some((n) => n.key === "count" && n.value === 5));
});
