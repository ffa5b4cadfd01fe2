// "needs my (explicit) go" and "without telling me first" put the act behind my answer
// (effects.yaml approval.need-go, approval.without-telling): approval, not a ban or a requirement
// that the call carry the word "go". Own wording and tools.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

test("a go or a heads-up before the act is an approval", () => {
  const table: [string, { tool: string; args: Record<string, unknown> }, string][] = [
    ["Rotating the signing key needs my go.", { tool: "rotate_signing_key", args: { key: "jwt-main" } }, "require_approval"],
    ["Rotating the signing key needs my go.", { tool: "get_signing_key", args: { key: "jwt-main" } }, "allow"],
    ["Purging the CDN cache requires our explicit go.", { tool: "cdn_purge_cache", args: { zone: "web" } }, "require_approval"],
    ["Never delete an article without notifying me first.", { tool: "delete_article", args: { article_id: 88 } }, "require_approval"],
    ["Never delete an article without notifying me first.", { tool: "get_article", args: { article_id: 88 } }, "allow"],
    ["Never delete an article.", { tool: "delete_article", args: { article_id: 88 } }, "deny"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
