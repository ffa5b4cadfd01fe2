// A product written before the kind it bans ("Never delete Contentful entries", rule-target-place.ts
// kindAfterProduct) is where the kind lives: a call of that product's own API never repeats it
// (delete_entry {entryId}), so the product group goes unnamed like any platform (match-clause.ts).
// It does NOT go unnamed when the call shows it belongs elsewhere:
//   - its tool name carries a word that is no verb, kind, generic word or word of the rule
//     ("sanity_delete_document" under "Contentful documents": another product's tool);
//   - it names an owner by a readable name (customer / org / account / workspace …): the modifier
//     may be that owner ("Initech invoices" ~ delete_invoice {customer: "cus_Hooli"}).
import type { ActionSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import { singular, splitWords } from "../split-words.ts";
import { opaque } from "./match-silent-target.ts";

// words a tool name carries beside its verb and object without naming a product
const FILLER = new Set(["api", "mcp", "tool", "tools", "batch", "bulk", "all", "many", "one", "by", "id", "ids", "for", "to", "from", "in", "on", "of", "the", "and", "or", "with", "v1", "v2", "v3", "bash", "shell", "exec", "terminal", "command", "cmd", "run", "execute", "request", "action", "new", "item", "items", "object", "objects", "resource", "resources",
  // generic verbs of API tools
  "manage", "handle", "process", "perform", "invoke", "call", "trigger", "mark", "toggle", "set", "get", "put", "make", "do", "change", "modify", "apply"]);
const OWNER_KEY = /^(?:customer|client|owner|org|organization|organisation|account|workspace|team|tenant|vendor|company|brand|merchant|store|shop|user|member)(?:id|name|slug|key|email)?$/;

/** Whether the call shows it belongs to another product or owner than the rule's vendor. */
export function vendorElsewhere(spec: ActionSpec, facts: CallFacts, rules: GuardRules): boolean {
  // "Posting on the company Bluesky": with no kind beside the product, the tool must be named for
  // the rule's act (create_post), not only do something of its family (send_email)
  if (spec.groups.every((g) => g.every((t) => t.platform)) && !facts.toolWords.some((w) => w.length >= 3 && spec.words.some((v) => v.toLowerCase().startsWith(w)))) return true;
  if (!facts.commands.length) {
    for (const w of facts.toolWords) {
      if (w.length < 3 || FILLER.has(w) || rules.wordFamilies.has(w) || rules.genericVerbs.has(w) || rules.genericWords.has(w)) continue;
      if (rules.kindWords.has(w) || rules.kindWords.has(singular(w))) continue;
      if (spec.words.some((v) => v.toLowerCase().startsWith(w.slice(0, 4)))) continue;
      if (spec.groups.some((g) => g.some((t) => t.names.includes(w) || t.names.includes(singular(w)) || t.kinds?.includes(singular(w))))) continue;
      return true;
    }
  }
  // an instance of the kind named by a readable name: a capitalized modifier may be its name
  // ("The Payroll tab" ~ {sheet: "Headcount"}); a lexicon product is never one
  const vendor = spec.groups.find((g) => g.some((t) => t.vendor));
  if (vendor && !vendor.every((t) => t.names.every((n) => rules.platformWords.has(n)))) {
    const kinds = new Set(spec.groups.flatMap((g) => (g.some((t) => t.platform) ? [] : g.flatMap((t) => [...(t.kinds ?? []), ...t.names]))));
    for (const [key, values] of facts.keyValues)
      if (splitWords(key, 8).some((w) => kinds.has(w) || kinds.has(singular(w))) && values.some((v) => v.trim() && !opaque(v))) return true;
  }
  for (const [key, values] of facts.keyValues) {
    if (!OWNER_KEY.test(key.replace(/[-_]/g, "").toLowerCase())) continue;
    if (values.some((v) => v.trim() && !opaque(v) && !v.includes("@"))) return true;
  }
  return false;
}
