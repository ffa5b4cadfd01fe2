// Where a thing lives versus the thing: a ban whose only named target is a product or platform
// ("on Railway", "in SendGrid", "on Fastly") keeps the plain kind it bans as the thing.
//   "No deleting services on Railway"      → service (required) + Railway (where: supporting)
//   "never delete lists in Mailchimp"      → list + Mailchimp
// The kind word alone names no target (rule-action.ts: a kind is the target only when nothing else
// is named), so the place used to be the only target: a call never repeats the product its tool
// belongs to (service_delete {serviceId}) and the ban never fired. A place is a product word
// (targets.yaml platforms) or one capitalized word after on/in/at that is no environment, path,
// kind or code; the kind is the verb's plain object (rule-target-object.ts). With the place
// supporting, a call naming another thing of that kind is still not this one's business only
// when the place is named otherwise; a call carrying a path says where it acts (match-clause.ts).
import { isProductName, type GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";
import type { ActionSpec, TargetSpec } from "./compiled-entry.ts";
import { ENV_NAMES } from "./rule-action.ts";
import { plainObject } from "./rule-target-object.ts";
import { singular } from "../split-words.ts";

const PLACE_PREP = /^(?:on|in|at)$/;

/** The groups with the verb's plain kind object added and the places marked, or undefined. */
export function kindBesidePlace(head: readonly RuleToken[], spec: ActionSpec, used: ReadonlySet<number>, rules: GuardRules): TargetSpec[][] | undefined {
  if (!spec.groups.length || spec.outsidePaths.length || spec.outsideDomains.length) return undefined;
  const places = spec.groups.map((g) => g.every((t) => isPlace(t, head, rules)));
  if (!places.some(Boolean)) return undefined;
  // (a product word is already skipped when the call names no product: match-clause.ts platform groups)
  const mark = (g: TargetSpec[], i: number) => (places[i] && !g.every((t) => isProduct(t, rules)) ? g.map((t) => ({ ...t, place: true })) : g);
  // "never delete timers on Homey": beside a thing named, the place only supports it
  if (!places.every(Boolean)) return spec.groups.map(mark);
  const object = plainObject(head, used, 0, rules);
  if (!object) return undefined;
  return [[object], ...spec.groups.map(mark)];
}

function isPlace(t: TargetSpec, head: readonly RuleToken[], rules: GuardRules): boolean {
  if (t.path || t.prefix || t.literal || t.channel || t.command || t.kinds?.length || !t.via || !PLACE_PREP.test(t.via)) return false;
  if (isProduct(t, rules)) return true;
  // one capitalized word, not the sentence's first, not an environment or a kind ("in Prod", "on Files")
  const tok = head.find((k, i) => i > 0 && k.text === t.raw);
  if (!tok || tok.kind !== "word" || !/^[A-Z][a-z][A-Za-z]{0,40}$/.test(tok.text)) return false;
  const w = tok.lower;
  return !ENV_NAMES.has(w) && !rules.kindWords.has(w) && !rules.kindWords.has(singular(w)) && !rules.genericWords.has(w) && !rules.contrastWords.has(w);
}

function isProduct(t: TargetSpec, rules: GuardRules): boolean {
  return isProductName(t.raw, rules);
}
