// Generic HTTP client tools, second round: an ATS's disqualify endpoint as rejecting (a reject family),
// an identifier whose last part is the act the rule names (ticket_merge ~ "merging tickets", and only
// that act: users_archive under "delete users" stays another thing), a product the rule names as the
// place (in factorial, in chargebee) met by the host the call reaches (match-place-host.ts), and a
// status of published/live read as publishing (arg-meanings.yaml state.published-status).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { placeHostHit } from "../../src/guard/match/match-place-host.ts";

const HTTP = "http_client";
test("generic HTTP tools: path acts, compound act segments, place hosts", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    // disqualify / reject endpoints on a member
    ["ask me before rejecting anyone", HTTP, { method: "POST", url: "https://acme.recruitee.com/c/1/candidates/88/disqualify", body: "{\"reason\": \"other\"}" }, "require_approval"],
    ["ask me before rejecting anyone", HTTP, { method: "GET", url: "https://acme.recruitee.com/c/1/candidates/88" }, "allow"],
    ["never reject applications without asking", "api_request", { method: "POST", url: "https://harvest.greenhouse.io/v1/applications/771/reject", body: "{\"rejection_reason_id\": 4}" }, "require_approval"],
    // an act last in a compound path segment: only the act the rule names
    ["merging issues needs my ok", HTTP, { method: "POST", url: "https://desk.example.com/api/v2/issue_merge/41/42" }, "require_approval"],
    ["merging issues needs my ok", HTTP, { method: "GET", url: "https://desk.example.com/api/v2/issue_history/41" }, "allow"],
    // a product named as the place, met by the host
    ["never change someone's manager in bamboohr", HTTP, { method: "PUT", url: "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/42", body: "{\"supervisorId\": \"7\"}" }, "deny"],
    ["never change someone's manager in personio", HTTP, { method: "PUT", url: "https://api.bamboohr.com/api/gateway.php/acme/v1/employees/42", body: "{\"supervisorId\": \"7\"}" }, "allow"],
    // a manager / supervisor / reports-to field set changes who someone reports to
    ["never change someone's manager", "api_request", { method: "PATCH", url: "https://api.hibob.com/v1/people/42", body: "{\"work\": {\"reportsTo\": \"7\"}}" }, "deny"],
    ["never change someone's manager", "api_request", { method: "PATCH", url: "https://api.hibob.com/v1/people/42", body: "{\"work\": {\"title\": \"Lead\"}}" }, "allow"],
  ];
  for (const [rule, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
});

test("place host: a host label is the product's joined name, or it and a short suffix", () => {
  const facts = (host: string) => ({ hosts: [{ path: "args.url", host }] }) as never;
  const t = (raw: string, via = "in") => ({ raw, names: [raw], via }) as never;
  assert.ok(placeHostHit(t("factorial"), facts("api.factorialhr.com")));
  assert.ok(placeHostHit(t("kill bill"), facts("killbill.internal")));
  assert.ok(placeHostHit(t("fhem", "via"), facts("fhem.local")));
  assert.equal(placeHostHit(t("factorial"), facts("factorials-are-fun.example.com")), undefined);
  assert.equal(placeHostHit(t("com"), facts("api.example.com")), undefined);
  assert.equal(placeHostHit(t("factorial", ""), facts("api.factorialhr.com")), undefined);
});
