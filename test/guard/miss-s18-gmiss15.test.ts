// Table-driven tests of h-gmiss15's missed-block classes: a product written before a kind the call
// names ("Wrike tasks": a generic object noun, rules/guard/targets.yaml object_kinds; "Duo users":
// a kind read through its synonym), a product as the place of a REST call whose endpoint names one
// object (the endpoint is no folder the call "says" it acts in; a nested or dated endpoint still is),
// and the bare "…; archive them" alternative, done by a call that switches that state on.
// Vendors and wording differ from the studied rows; each rule has a must-not-fire call beside it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { alternativeWays } from "../../src/guard/carve-outs/fb-alternative.ts";
import { decide, rules } from "./support.ts";

test("product-qualified kinds, products as places and '; archive them': the calls stopped and let through", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Never delete Jenkins jobs.", { tool: "make_request", args: { method: "DELETE", endpoint: "/api/v2/job/7f3a9c2e-1b5d-4e6f-8a9b-0c1d2e3f4a5b" } }, "deny"],
    ["Never delete Jenkins jobs.", { tool: "make_request", args: { method: "GET", endpoint: "/api/v2/job/7f3a9c2e-1b5d-4e6f-8a9b-0c1d2e3f4a5b" } }, "allow"],
    ["Don't delete Okta users; deactivate them.", { tool: "api_request", args: { method: "DELETE", endpoint: "/api/v1/users/00ub0oNGTSWTBKOLGLNR" } }, "deny"],
    ["Don't delete Okta users; deactivate them.", { tool: "api_request", args: { method: "GET", endpoint: "/api/v1/users/00ub0oNGTSWTBKOLGLNR" } }, "allow"],
    ["No deleting segments in PostHog; archive them.", { tool: "make_request", args: { endpoint: "/api/cohorts/8812", method: "DELETE" } }, "allow"],
    ["No deleting boards in Miro; archive them.", { tool: "make_request", args: { endpoint: "/v2/boards/uXjVO1a2b3c", method: "DELETE" } }, "deny"],
    ["No deleting boards in Miro; archive them.", { tool: "make_request", args: { endpoint: "/v2/boards/uXjVO1a2b3c", method: "PATCH", json_data: { archived: true } } }, "allow"],
    ["Never drop the orders collection in Typesense.", { tool: "make_request", args: { endpoint: "/collections/orders_20261001", method: "DELETE" } }, "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});

test("the bare 'VERB them' alternative is read only at a clause end", () => {
  const table: [string, string[][] | undefined][] = [
    ["No deleting features in GrowthBook; archive them.", [["archive"]]],
    ["Don't delete uptime checks, pause them.", [["pause"]]],
    ["Don't close tickets yourself, move them to Review and QA closes them.", undefined],
    ["Don't email customers unless you ask them first.", undefined],
  ];
  for (const [text, want] of table) assert.deepEqual(alternativeWays(text, rules.synonyms), want, text);
});

test("object_kinds is loaded from targets.yaml", () => {
  assert.ok(rules.objectKinds.has("task"));
  assert.ok(!rules.objectKinds.has("people"));
});
