// False blocks and effects, s19 (helper gfb16). Own wording and invented tools.
// - a later part of a hyphen-joined name is part of that name: "kube-system" is a namespace, not
//   "kubernetes" plus the generic "system" (rule-action.ts findTargets)
// - acts joined in an allowance ("snapshot + suspend is fine") are each allowed (fb-allowed-act.ts)
// - a name and its kind joined spell an argument key: "a fix-in release" ~ {fixInRelease} is the
//   prerequisite met by the call itself (match-clause.ts, fb-within-call.ts)
// - "move it to /folder" after a ban is the rule's own way: a move into that folder (fb-alternative.ts)
// - "X goes by me first" asks for approval (effects.yaml approval.go-by-me)
import { test } from "node:test";
import assert from "node:assert/strict";
import { alternativeWays } from "../../src/guard/carve-outs/fb-alternative.ts";
import { decide, rules } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };

test("the rule holds on the thing it names and lets the carve-out through", () => {
  const table: [string, Call, string][] = [
    ["ask me before touching anything in kube-system", { tool: "clusterProxy", args: { apiPath: "/apis/apps/v1/namespaces/web/deployments/api/scale", method: "PATCH" } }, "allow"],
    ["ask me before touching anything in kube-system", { tool: "clusterProxy", args: { apiPath: "/apis/apps/v1/namespaces/kube-system/deployments/coredns/scale", method: "PATCH" } }, "require_approval"],
    ["ask me before touching anything in kube-system", { tool: "k8s_patch", args: { namespace: "web", name: "api" } }, "allow"],
    ["Don't power off the lab VMs. snapshot + suspend is fine", { tool: "vm_shell", args: { command: "govc vm.power -suspend /lab/vm/lab-01" } }, "allow"],
    ["Don't power off the lab VMs. snapshot + suspend is fine", { tool: "vm_shell", args: { command: "govc vm.power -off /lab/vm/lab-01" } }, "deny"],
    ["Don't resolve anything without a resolved-in version, we track regressions by it", { tool: "issue_update", args: { id: 7, status: "resolved", resolvedInVersion: "3.1.0" } }, "allow"],
    ["Don't resolve anything without a resolved-in version, we track regressions by it", { tool: "issue_update", args: { id: 7, status: "resolved" } }, "deny"],
    ["Don't delete from the NAS, move things to /Holding and I'll empty it", { tool: "nas_shell", args: { command: "mv /Projects/old /Holding/" } }, "allow"],
    ["Don't delete from the NAS, move things to /Holding and I'll empty it", { tool: "nas_shell", args: { command: "rm -r /Holding/old" } }, "deny"],
    ["Discounts above 20% go by me first", { tool: "set_discount", args: { sku: "K-22", percent: 35 } }, "require_approval"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("a move into a folder the ban names is read as its alternative", () => {
  const table: [string, string[][] | undefined][] = [
    ["Don't delete from MEGA, move things to /Trash-holding and I'll empty it", [["/trash-holding"]]],
    ["never delete scans; mv them into /srv/review/ instead", [["/srv/review"]]],
    ["never delete scans, I move them to /srv/review myself", undefined],
  ];
  for (const [text, want] of table) assert.deepEqual(alternativeWays(text, rules.synonyms)?.filter((w) => w[0]!.startsWith("/")) ?? undefined, want, text);
});
