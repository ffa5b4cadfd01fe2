// A requirement token that names where the rule applies (header, or after against/on/in, before the
// word that requires) is the rule's scope, not a word every call must say (fb-scope-token.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { scopeNotRequirement } from "../../src/guard/carve-outs/fb-scope-token.ts";

test("scope tokens vs required tokens", () => {
  const table: [string[], string, boolean][] = [
    [["warehouse_ro"], "Reads against the `warehouse_ro` db: always add a LIMIT", true],
    [["stripe"], "Stripe: when refunding always note the ticket", true],
    [["analytics"], "On the analytics cluster you must tag every job", true],
    [["--sse"], "always upload with --sse", false],
    [["staging"], "always deploy to staging first", false],
    [["pnpm"], "use pnpm, always", false],
  ];
  for (const [tokens, text, want] of table) assert.equal(scopeNotRequirement(tokens, text), want, text);
});
