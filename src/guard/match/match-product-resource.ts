// "Don't delete alert rules in SigNoz" ~ curl -X DELETE https://signoz.acme.net/api/v1/rules/42: with
// the product the rule names met by the call (its URL host, the tool's or server's name, the API
// path), the product's API names its own resource by the compound's head noun alone ("rules",
// "contacts", "zones"). Only a URL path segment that is the resource (followed by an id or last),
// never a free value; and only beside a product group the call meets — "don't delete firewall
// rules" with no product named stays unmet by DELETE /api/v1/rules/42.
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { resourceSegment } from "./match-compound-head.ts";

/** The URL value whose path names the compound of `group` by its head noun, or undefined. */
export function headResourceHit(group: readonly TargetSpec[], facts: CallFacts): { path: string; raw: string; t: TargetSpec } | undefined {
  for (const t of group) {
    if (t.names.length < 2 || t.literal || t.command || t.channel || t.path || t.place || t.platform || t.vendor) continue;
    const head = t.names[t.names.length - 1]!;
    if (head.length < 4) continue;
    for (const v of facts.addressing) if (resourceSegment(v.raw, head, false)) return { path: v.path, raw: v.raw, t };
  }
  return undefined;
}

/** A group that only names where (a product, a place): "in SigNoz". */
export function productGroup(group: readonly TargetSpec[]): boolean {
  return group.length > 0 && group.every((t) => (t.place || t.platform || t.vendor) && !t.path && !t.literal);
}
