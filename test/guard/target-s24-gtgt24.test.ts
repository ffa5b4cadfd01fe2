// Rules whose act the call does but whose target the matcher missed (h-gtgt24):
//   a verb-tagged word opening the object's compound right after the act names the thing
//     ("delete pull zones", "remove deploy keys"), not a second act (rule-target-verb-modifier.ts);
//   a product named as the place ("alert rules in SigNoz"): beside a product group the call meets
//     (its URL host), the API's resource segment naming the compound's head noun counts
//     (match-product-resource.ts); with no product named it does not ("firewall rules").
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

test("decisions: verb-looking compound modifiers, product-place resources", () => {
  const table: [string, Call, string][] = [
    // verb-tagged modifier
    ["Don't delete pull zones", sh("curl -X DELETE https://api.bunny.net/pullzone/918273"), "deny"],
    ["Don't delete pull zones", { tool: "delete_pullzone", args: { id: 918273 } }, "deny"],
    ["Don't delete pull zones", { tool: "delete_dns_zone", args: { id: 7 } }, "allow"],
    ["never remove deploy keys from the repo", { tool: "delete_deploy_key", args: { repo: "shop", key_id: 4 } }, "deny"],
    ["never remove deploy keys from the repo", { tool: "delete_secret", args: { repo: "shop", name: "NPM_TOKEN" } }, "allow"],
    // product as the place
    ["Don't delete alert rules in SigNoz", sh("curl -X DELETE https://signoz.acme.net/api/v1/rules/42"), "deny"],
    ["Don't delete alert rules in SigNoz", sh("curl -X DELETE https://grafana.acme.net/api/v1/rules/42"), "allow"],
    ["Don't delete alert rules in SigNoz", sh("curl -s https://signoz.acme.net/api/v1/rules/42"), "allow"],
    ["don't delete firewall rules", sh("curl -X DELETE https://signoz.acme.net/api/v1/rules/42"), "allow"],
    ["never delete saved views in Kibana", sh("curl -X DELETE https://kibana.corp.io/api/views/9"), "deny"],
  ];
  const wrong = table.filter(([text, call, want]) => decide([{ id: "r1", text }], call).decision !== want).map(([text, call, want]) => `${text} ~ ${JSON.stringify(call)} should be ${want}`);
  assert.deepEqual(wrong, []);
});
