// "feature flags" ~ delete_feature {key}, "the retention policy" ~ PUT …/api/v2.0/retentions/7,
// "lifecycle policies" ~ delete-bucket-lifecycle: a two-word name whose head is a generic
// container word (flag, policy, config, toggle) is often named by its first word alone in an API:
// the product's own resource is "feature", "retention", "lifecycle". Only where an API names its
// resource — the tool's name, as its head noun (only act words after it), or a segment of a URL
// path followed by an id or nothing — never in free values ("retention" in a message, a query
// parameter). Other heads ("user groups", "payment methods", "backup plans") are other things
// than their first word (a user, a payment, a backup) and stay unmatched.
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { singular } from "../split-words.ts";

const HEADS = new Set(["flag", "policy", "config", "toggle"]);
const URL_PATH = /^(?:https?:\/\/[^/\s]{1,200})?(\/[^\s?#]{1,400})/i;

/** The value where the API names the compound by its first word, or undefined. */
export function compoundHeadHit(t: TargetSpec, facts: CallFacts, headOf: (words: readonly string[], kinds: readonly string[]) => boolean): { path: string; raw: string } | undefined {
  if (t.names.length !== 2 || t.literal || t.command || t.channel || !HEADS.has(t.names[1]!)) return undefined;
  const first = t.names[0]!;
  if (first.length < 4 || HEADS.has(first)) return undefined;
  for (const v of facts.addressing) {
    if (v.path === "tool") {
      // (delete_feature_tag: with the act before it, nothing may follow the first word; feature_delete: the act after it)
      const at = v.words.lastIndexOf(first);
      if (at >= 0 && v.words.length > 1 && (at === v.words.length - 1 || (at === 0 && headOf(v.words, [first])))) return v;
      continue;
    }
    if (resourceSegment(v.raw, first, true)) return v;
  }
  return undefined;
}

/** A URL or API path whose path names `word` (or its plural) as the resource itself: the last segment
 * or one followed by an id (`orOneMore`: or by one last segment, /retentions/rules). Shared with
 * match-product-resource.ts. */
export function resourceSegment(raw: string, word: string, orOneMore: boolean): boolean {
  if (raw.length > 600 || !/^(?:https?:\/\/|\/)/i.test(raw)) return false;
  const m = URL_PATH.exec(raw);
  if (!m) return false;
  const segs = m[1]!.toLowerCase().split("/").filter(Boolean);
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    if (s !== word && singular(s) !== word) continue;
    const next = segs[i + 1];
    if (next === undefined || /\d/.test(next) || (orOneMore && segs.length === i + 2)) return true;
  }
  return false;
}
